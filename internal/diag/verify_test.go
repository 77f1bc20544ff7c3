package diag

import (
	"strings"
	"testing"
)

// Each want was captured with `mlir-opt-19 --verify-diagnostics
// --allow-unregistered-dialect NAME.mlir`; diags are the diagnostics
// mlir-opt emits for the input (printOpOnDiagnostic is off in this mode).
func TestVerify(t *testing.T) {
	const moduleErr = "'builtin.module' op can only contain attributes with dialect-prefixed names, found: 'x'"
	tests := []struct {
		name  string
		src   string
		diags []Diagnostic
		want  string
	}{
		{
			name:  "v1",
			src:   "// expected-error@+1 {{can only contain attributes}}\nmodule attributes {x} {}\n",
			diags: []Diagnostic{{Sev: Error, Loc: Loc{File: "v1.mlir", Line: 2, Col: 1}, Msg: moduleErr}},
		},
		{
			name: "v2",
			src: "module attributes {x} {} // expected-error {{nope}}\n// expected-warning@-1 {{can only contain}}\n// expected-note @above {{xx}}\n" +
				"   // expected-remark   @below   {{yy}}   \n// expected-error-re@below {{a{{[0-9]+}}b}}\nfunc.func @f() { return }\n",
			diags: []Diagnostic{{Sev: Error, Loc: Loc{File: "v2.mlir", Line: 1, Col: 1}, Msg: moduleErr}},
			want: `v2.mlir:2:4: error: 'error' diagnostic emitted when expecting a 'warning'
// expected-warning@-1 {{can only contain}}
   ^
v2.mlir:1:29: error: expected error "nope" was not produced
module attributes {x} {} // expected-error {{nope}}
                            ^~~~
v2.mlir:2:4: error: expected warning "can only contain" was not produced
// expected-warning@-1 {{can only contain}}
   ^~~~~~~~~~~~~~~~
v2.mlir:3:4: error: expected note "xx" was not produced
// expected-note @above {{xx}}
   ^~
v2.mlir:4:7: error: expected remark "yy" was not produced
   // expected-remark   @below   {{yy}}   
      ^~
v2.mlir:5:4: error: expected error "a{{[0-9]+}}b" was not produced
// expected-error-re@below {{a{{[0-9]+}}b}}
   ^~~~~~~~~~~~
`,
		},
		{
			// Notes are checked like diagnostics.
			name: "n2",
			src:  "func.func @f() {\n  %0 = \"x.a\"() : () -> i32 // expected-note {{previously}}\n  // expected-error@+1 {{redefinition}}\n  %0 = \"x.a\"() : () -> i32\n  return\n}\n",
			diags: []Diagnostic{{Sev: Error, Loc: Loc{File: "n2.mlir", Line: 4, Col: 3}, Msg: "redefinition of SSA value '%0'",
				Notes: []Diagnostic{{Sev: Note, Loc: Loc{File: "n2.mlir", Line: 2, Col: 3}, Msg: "previously defined here"}}}},
		},
		{
			name: "n3",
			src:  "func.func @f() {\n  %0 = \"x.a\"() : () -> i32 // expected-error {{previously}}\n  // expected-error@+1 {{redefinition}}\n  %0 = \"x.a\"() : () -> i32\n  return\n}\n",
			diags: []Diagnostic{{Sev: Error, Loc: Loc{File: "n3.mlir", Line: 4, Col: 3}, Msg: "redefinition of SSA value '%0'",
				Notes: []Diagnostic{{Sev: Note, Loc: Loc{File: "n3.mlir", Line: 2, Col: 3}, Msg: "previously defined here"}}}},
			want: `n3.mlir:2:31: error: 'note' diagnostic emitted when expecting a 'error'
  %0 = "x.a"() : () -> i32 // expected-error {{previously}}
                              ^
n3.mlir:2:31: error: expected error "previously" was not produced
  %0 = "x.a"() : () -> i32 // expected-error {{previously}}
                              ^~~~~~~~~~
`,
		},
		{
			// Not captured from a real run: unexpected notes without a file
			// take the path of testdata/m3 (`<unknown>:0: error: unexpected ...`).
			name: "unknown-note",
			src:  "x\n",
			diags: []Diagnostic{{Sev: Warning, Loc: Loc{File: "unknown-note.mlir", Line: 1, Col: 1}, Msg: "w",
				Notes: []Diagnostic{{Sev: Note, Msg: "n"}, {Sev: Note, Loc: Loc{Desc: `loc("q")`}, Msg: "m"}}}},
			want: "unknown-note.mlir:1:1: error: unexpected warning: w\nx\n^\n<unknown>:0: error: unexpected note: n\n<unknown>:0: error: loc(\"q\"): unexpected note: m\n",
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			sm := NewSourceMgr(NewBuffer(tc.name+".mlir", []byte(tc.src)))
			sm.ReadFile = nil
			got, ok := runVerify(sm, tc.diags)
			if got != tc.want {
				t.Errorf("got\n%s\nwant\n%s", got, tc.want)
			}
			if ok != (tc.want == "") {
				t.Errorf("ok = %v", ok)
			}
		})
	}
}

// mlir-opt-19 --split-input-file --allow-unregistered-dialect --verify-diagnostics s6.mlir
// prints (besides the chunk outputs "module {...}\n\n// -----\n// -----\nmodule {\n}\n\n")
// the want below and exits 1.
func TestVerifySplit(t *testing.T) {
	src := "\"x.a\"() : () -> ()\n// -----\n// expected-error@+1 {{undeclared}}\nfunc.func @f() { return %x : i32 }\n// -----\n\n// expected-error {{nothing}}\n"
	chunks, warnings := Split(NewBuffer("s6.mlir", []byte(src)))
	if len(chunks) != 3 || warnings != nil {
		t.Fatalf("got %d chunks, %v", len(chunks), warnings)
	}
	var out strings.Builder
	var oks []bool
	for i, c := range chunks {
		var diags []Diagnostic
		if i == 1 {
			diags = append(diags, Diagnostic{Sev: Error, Loc: Loc{File: c.Name, Line: 3, Col: 25}, Msg: "use of undeclared SSA value name"})
		}
		s, ok := runVerify(NewSourceMgr(c), diags)
		out.WriteString(s)
		oks = append(oks, ok)
	}
	want := "within split at s6.mlir:5 offset :3:4: error: expected error \"nothing\" was not produced\n// expected-error {{nothing}}\n   ^~~~~~~\n"
	if out.String() != want {
		t.Errorf("got\n%s\nwant\n%s", out.String(), want)
	}
	if !oks[0] || !oks[1] || oks[2] {
		t.Errorf("oks = %v", oks)
	}
}

func TestFinishTwice(t *testing.T) {
	sm := NewSourceMgr(NewBuffer("f", []byte("// expected-error {{x}}\n")))
	v, _ := NewVerifier(sm)
	if errs, ok := v.Finish(); len(errs) != 1 || ok {
		t.Fatalf("first Finish: %d, %v", len(errs), ok)
	}
	if errs, ok := v.Finish(); len(errs) != 0 || ok {
		t.Fatalf("second Finish: %d, %v", len(errs), ok)
	}
}
