package llvmir

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"gpuc/internal/ir"
	"gpuc/internal/target/llvmir/ll"
	"gpuc/internal/testutil/upstream"
)

// oracle runs mlir-translate-19 on path, or skips when it is not
// installed.
func oracle(t *testing.T, path string) string {
	t.Helper()
	bin, err := exec.LookPath("mlir-translate-19")
	if err != nil {
		t.Skip("mlir-translate-19 not installed")
	}
	out, err := exec.Command(bin, "--mlir-to-llvmir", path).CombinedOutput()
	if err != nil {
		t.Skipf("oracle rejects %s: %s", path, out)
	}
	return string(out)
}

// checkAgainstOracle translates src, the contents of path, and compares
// the text with mlir-translate-19's on path.
func checkAgainstOracle(t *testing.T, path string, src []byte) {
	t.Helper()
	want := oracle(t, path)
	m, err := translateSource(t, path, src)
	if err != nil {
		t.Fatalf("translate: %v", err)
	}
	if got := printModule(t, m); got != want {
		t.Errorf("%s differs from mlir-translate-19:\n--- got\n%s\n--- want\n%s", path, got, want)
	}
}

// TestCoreAgainstOracle translates the core test inputs and the kernel
// corpus and compares the text with mlir-translate-19's.
func TestCoreAgainstOracle(t *testing.T) {
	files, _ := filepath.Glob("testdata/core/*.mlir")
	corpus, _ := filepath.Glob(filepath.Join(upstream.Kernels(), "*.llvm.mlir"))
	files = append(files, corpus...)
	for _, path := range files {
		t.Run(filepath.Base(path), func(t *testing.T) {
			src, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			checkAgainstOracle(t, path, src)
		})
	}
}

// TestUpstreamTargetTests runs each split of MLIR's Target/LLVMIR tests
// (gpu.mlir, nvvmir.mlir) through both translators.
func TestUpstreamTargetTests(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(upstream.Dir(), "Target", "LLVMIR", "*.mlir"))
	if len(files) == 0 {
		t.Skip("upstream tests not available")
	}
	dir := t.TempDir()
	for _, path := range files {
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		for i, chunk := range strings.Split(string(src), "\n// -----") {
			name := fmt.Sprintf("%s_%03d.mlir", strings.TrimSuffix(filepath.Base(path), ".mlir"), i)
			split := filepath.Join(dir, name)
			if err := os.WriteFile(split, []byte(chunk), 0o644); err != nil {
				t.Fatal(err)
			}
			t.Run(name, func(t *testing.T) {
				checkAgainstOracle(t, split, []byte(chunk))
			})
		}
	}
}

// TestCoreStructures checks the translated structures directly (no
// printer, no oracle).
func TestCoreStructures(t *testing.T) {
	const src = `module attributes {llvm.data_layout = "e-i64:64", llvm.target_triple = "nvptx64-nvidia-cuda"} {
  llvm.mlir.global internal constant @str("hi\00") {addr_space = 0 : i32}
  llvm.func @f(%arg0: i32, %p: !llvm.ptr) -> i32 {
    %0 = llvm.add %arg0, %arg0 overflow<nsw, nuw> : i32
    %c = llvm.mlir.constant(dense<[1, 2]> : vector<2xi32>) : vector<2xi32>
    %z = llvm.mlir.constant(dense<0> : vector<2xi32>) : vector<2xi32>
    %l = llvm.load %p : !llvm.ptr -> i64
    llvm.br ^bb1(%0 : i32)
  ^bb1(%a: i32):
    llvm.return %a : i32
  }
}`
	m, err := translateSource(t, "t.mlir", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if m.DataLayout != "e-i64:64" || m.Triple != "nvptx64-nvidia-cuda" || m.ModuleID != "LLVMDialectModule" {
		t.Errorf("module header: %q %q %q", m.ModuleID, m.DataLayout, m.Triple)
	}
	if len(m.Globals) != 1 || m.Globals[0].Linkage != ll.Internal || !m.Globals[0].IsConstant {
		t.Fatalf("globals: %+v", m.Globals)
	}
	if at, ok := m.Globals[0].ValueType.(*ll.ArrayType); !ok || at.Len != 3 {
		t.Errorf("string global type %v", m.Globals[0].ValueType)
	}
	f := m.LookupFunc("f")
	if f == nil || len(f.Blocks) != 2 {
		t.Fatalf("function f: %+v", f)
	}
	add := f.Blocks[0].Insts[0]
	if add.Op != ll.OpAdd || add.Flags != ll.NSW|ll.NUW {
		t.Errorf("add: op %v flags %v", add.Op, add.Flags)
	}
	load := f.Blocks[0].Insts[1]
	if load.Op != ll.OpLoad || load.Align != 8 {
		t.Errorf("load: op %v align %d (want the data layout's 8)", load.Op, load.Align)
	}
	phi := f.Blocks[1].Insts[0]
	if phi.Op != ll.OpPhi || len(phi.Rare().Incoming) != 1 || phi.Rare().Incoming[0] != f.Blocks[0] || phi.Operands[0] != add {
		t.Errorf("phi: %+v", phi)
	}
	if n := m.NamedMD("llvm.module.flags"); len(n.Ops) != 1 {
		t.Errorf("module flags: %+v", n.Ops)
	}
}

// TestCoreErrors checks MLIR's diagnostics for ops without translation.
func TestCoreErrors(t *testing.T) {
	cases := []struct{ src, want string }{
		{`module {
  func.func @f() {
    return
  }
}`, "cannot be converted to LLVM IR: missing `LLVMTranslationDialectInterface` registration for dialect for op: func.func"},
		{`module attributes {gpu.container_module} {
  gpu.module @k attributes {target = #gpu.target<NVPTX : chip = "sm_90">} {
  }
}`, "gpu.module 'k' has a target but no device compiler is linked in"},
		{`module {
  llvm.func @f() {
    %0 = builtin.unrealized_conversion_cast to i32
    llvm.return
  }
}`, "LLVM Translation failed for operation: builtin.unrealized_conversion_cast"},
		{`module attributes {gpu.container_module} {
  gpu.binary @bin <#gpu.select_object<3>> [#gpu.object<#nvvm.target, "AB">]
}`, "the requested target object couldn't be found"},
	}
	for _, c := range cases {
		_, err := translateSource(t, "t.mlir", []byte(c.src))
		if err == nil {
			t.Errorf("no error for\n%s", c.src)
			continue
		}
		d, ok := err.(*ir.Diagnostic)
		if !ok || d.Msg != c.want {
			t.Errorf("error %q, want %q", err, c.want)
		}
		if fl := ir.FileLineColOf(d.Loc); fl == nil || fl.Line == 0 {
			t.Errorf("error %q is not located at the op: %v", err, d.Loc)
		}
	}
}

// TestDataLayoutAlignment checks the alignment rules used for loads,
// stores, allocas and atomics.
func TestDataLayoutAlignment(t *testing.T) {
	dl := parseDataLayout("e-i64:64-i128:128-f80:128-v96:128-p3:32:32")
	cases := []struct {
		ty   ll.Type
		abi  uint64
		pref uint64
	}{
		{ll.I1, 1, 1}, {ll.I32, 4, 4}, {ll.I64, 8, 8}, {ll.IntN(48), 8, 8}, {ll.IntN(256), 16, 16},
		{ll.Double, 8, 8}, {ll.X86FP80, 16, 16}, {ll.PtrIn(3), 4, 4}, {ll.PtrIn(1), 8, 8},
		{ll.NewVectorType(3, ll.I32, false), 16, 16}, {ll.NewVectorType(3, ll.I8, false), 4, 4},
		{ll.NewStructType([]ll.Type{ll.I8, ll.Double}, false), 8, 8},
		{ll.NewStructType([]ll.Type{ll.I8, ll.I8}, false), 1, 8},
		{ll.NewStructType([]ll.Type{ll.I8, ll.Double}, true), 1, 8},
		{ll.NewArrayType(4, ll.I16), 2, 2},
	}
	for _, c := range cases {
		if a := dl.ABIAlign(c.ty); a != c.abi {
			t.Errorf("abi align of %s = %d, want %d", c.ty, a, c.abi)
		}
		if a := dl.PrefAlign(c.ty); a != c.pref {
			t.Errorf("pref align of %s = %d, want %d", c.ty, a, c.pref)
		}
	}
}
