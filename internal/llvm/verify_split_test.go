package llvm

import (
	"bytes"
	"errors"
	"fmt"
	"runtime"
	"strings"
	"testing"
)

// bigModule prints n functions in LLVM's layout, large enough to be split: internal functions that call
// their neighbours (across parts), a kernel calling convention, a comdat, an alias, an attribute group,
// debug info on every function and instruction, and module flags as MLIR's translation sets them. body
// edits function i's body (nil: none).
func bigModule(n int, body func(i int, b *strings.Builder)) []byte {
	var b strings.Builder
	b.WriteString("; ModuleID = 'LLVMDialectModule'\nsource_filename = \"LLVMDialectModule\"\n\n$f0 = comdat any\n\n")
	b.WriteString("@g = internal global i32 0\n\n@a = alias void (ptr), ptr @f1\n")
	for i := range n {
		fmt.Fprintf(&b, "\ndefine internal void @f%d(ptr %%0) #0 ", i)
		if i == 0 {
			b.WriteString("comdat ")
		}
		fmt.Fprintf(&b, "!dbg !%d {\n", 5+i)
		for j := range 12 {
			fmt.Fprintf(&b, "  %%v%d = load i32, ptr @g, align 4, !dbg !%d\n", j, 5+n+i)
			fmt.Fprintf(&b, "  %%w%d = add i32 %%v%d, %d, !dbg !%d\n", j, j, j, 5+n+i)
			fmt.Fprintf(&b, "  store i32 %%w%d, ptr %%0, align 4, !dbg !%d\n", j, 5+n+i)
		}
		fmt.Fprintf(&b, "  br label %%next, !dbg !%d\n\nnext:                                             ; preds = %%1\n", 5+n+i)
		if body != nil {
			body(i, &b)
		}
		if i+1 < n {
			fmt.Fprintf(&b, "  call void @f%d(ptr %%0), !dbg !%d\n", i+1, 5+n+i)
		}
		fmt.Fprintf(&b, "  ret void, !dbg !%d\n}\n", 5+n+i)
	}
	b.WriteString("\ndefine amdgpu_kernel void @k(ptr %p) {\n  call void @f0(ptr %p)\n  ret void\n}\n")
	b.WriteString("\nattributes #0 = { nounwind }\n\n!llvm.dbg.cu = !{!0}\n!llvm.module.flags = !{!3, !4}\n\n")
	b.WriteString("!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: \"gpuc\", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)\n")
	b.WriteString("!1 = !DIFile(filename: \"big.mlir\", directory: \"/\")\n!2 = !DISubroutineType(types: !{})\n")
	b.WriteString("!3 = !{i32 2, !\"Debug Info Version\", i32 3}\n!4 = !{i32 7, !\"Dwarf Version\", i32 5}\n")
	for i := range n {
		fmt.Fprintf(&b, "!%d = distinct !DISubprogram(name: \"f%d\", scope: !1, file: !1, line: %d, type: !2, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)\n", 5+i, i, i+1)
	}
	for i := range n {
		fmt.Fprintf(&b, "!%d = !DILocation(line: %d, column: 3, scope: !%d)\n", 5+n+i, i+1, 5+i)
	}
	return []byte(b.String())
}

// TestSplitPartsVerify checks that a large module splits into parts that each verify, that every body
// is kept in exactly one part, and that the parts keep everything outside the bodies.
func TestSplitPartsVerify(t *testing.T) {
	text := bigModule(2500, nil)
	plan := planSplit(text, 4)
	if plan == nil || plan.parts() != 2 && plan.parts() != 3 && plan.parts() != 4 {
		t.Fatalf("planSplit(%d bytes, 4) = %+v, want 2 to 4 parts", len(text), plan)
	}
	if len(plan.spans) != 2501 {
		t.Errorf("found %d function bodies, want 2501", len(plan.spans))
	}
	kept := 0
	for k := range plan.parts() {
		part := plan.part(k)
		kept += bytes.Count(part, []byte("  %v0 = load"))
		for _, want := range []string{"$f0 = comdat any", "@a = alias", "attributes #0", "!llvm.module.flags", "define amdgpu_kernel void @k(ptr %p)"} {
			if !bytes.Contains(part, []byte(want)) {
				t.Errorf("part %d lacks %q", k, want)
			}
		}
		c := NewContext()
		if _, err := c.ParseIR("part", part); err != nil {
			t.Errorf("part %d of %d: %v", k, plan.parts(), err)
		}
		c.Dispose()
	}
	if kept != 2500 {
		t.Errorf("the parts keep %d bodies of f0..f2499, want each once (2500)", kept)
	}
}

// TestVerifyTextSplitReports checks that VerifyText, splitting, reports a broken body as verifying the
// whole text does: the verifier's report, and a parse error with the whole text's line.
func TestVerifyTextSplitReports(t *testing.T) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(4))
	good := bigModule(2500, nil)
	if planSplit(good, 4) == nil {
		t.Fatal("the test module is not split: make it larger")
	}
	if err := VerifyText(good); err != nil {
		t.Fatalf("VerifyText(valid module) = %v", err)
	}
	for _, tc := range []struct {
		name string
		edit func(i int, b *strings.Builder)
		want string
	}{
		{"verifier", func(i int, b *strings.Builder) {
			if i == 2000 {
				b.WriteString("  %x = add i32 %y, 1\n  %y = add i32 %v0, 1\n")
			}
		}, "Instruction does not dominate all uses!"},
		{"parser", func(i int, b *strings.Builder) {
			if i == 1900 {
				b.WriteString("  %x = add i32 %nowhere, 1\n")
			}
		}, "use of undefined value '%nowhere'"},
	} {
		bad := bigModule(2500, tc.edit)
		err := VerifyText(bad)
		whole := verifyWhole(bad)
		if err == nil || whole == nil || err.Error() != whole.Error() || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: VerifyText = %v\nwant the whole text's report (%v), with %q", tc.name, err, whole, tc.want)
		}
	}
	var pe *ParseError
	bad := bigModule(2500, func(i int, b *strings.Builder) {
		if i == 1900 {
			b.WriteString("  %x = add i32 %nowhere, 1\n")
		}
	})
	line := 1 + bytes.Count(bad[:bytes.Index(bad, []byte("%nowhere"))], []byte("\n"))
	if err := VerifyText(bad); !errors.As(err, &pe) || pe.Line != line {
		t.Errorf("VerifyText(parse error on line %d) = %#v", line, err)
	}
}

// TestSplitDeclines checks the texts that are verified whole: small ones, one CPU, mostly metadata, a
// blockaddress or DIAssignID (which tie bodies together) and text not laid out as LLVM prints it.
func TestSplitDeclines(t *testing.T) {
	big := bigModule(2500, nil)
	for _, tc := range []struct {
		name string
		text []byte
		n    int
	}{
		{"small", bigModule(10, nil), 4},
		{"one CPU", big, 1},
		{"mostly metadata", append(append([]byte{}, big...), bytes.Repeat([]byte("!llvm.ident = !{!0}\n"), len(big)/20)...), 4},
		{"blockaddress", append(append([]byte{}, big...), "@ba = global ptr blockaddress(@f1, %next)\n"...), 4},
		{"DIAssignID", append(append([]byte{}, big...), "!9999 = distinct !DIAssignID()\n"...), 4},
		{"define without {", bytes.Replace(big, []byte("comdat !dbg !5 {\n"), []byte("comdat !dbg !5\n{\n"), 1), 4},
		{"body without }", big[:bytes.LastIndex(big, []byte("\n}\n"))], 4},
	} {
		if tc.n > 1 && len(tc.text) == len(big) && bytes.Equal(tc.text, big) {
			t.Fatalf("%s: the edit did not apply", tc.name)
		}
		if plan := planSplit(tc.text, tc.n); plan != nil {
			t.Errorf("%s: planSplit made %d parts, want none", tc.name, plan.parts())
		}
	}
}
