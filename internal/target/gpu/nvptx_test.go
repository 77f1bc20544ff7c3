package gpu

import (
	"bytes"
	"testing"
)

// indirectCallModule has an indirect call, which LLVM's NVPTX back end
// numbers from its per-process counter ("// callseq N", "prototype_N").
const indirectCallModule = `module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @m_gpubin_stub("") {addr_space = 0 : i32}
  gpu.module @m attributes {target = #gpu.target<NVPTX : chip = "sm_90", O = 2>} {
    llvm.func @k(%p: !llvm.ptr, %fp: !llvm.ptr) attributes {gpu.kernel} {
      %v = llvm.load %p : !llvm.ptr -> f32
      %a = llvm.call %fp(%v) : !llvm.ptr, (f32) -> f32
      %b = llvm.call %fp(%a) : !llvm.ptr, (f32) -> f32
      llvm.store %b, %p : f32, !llvm.ptr
      llvm.return
    }
  }
  llvm.func @host() -> !llvm.ptr {
    %0 = llvm.mlir.addressof @m_gpubin_stub : !llvm.ptr
    llvm.return %0 : !llvm.ptr
  }
}
`

// TestCallSitesNumberedPerModule compiles the same module three times in
// one process: LLVM's counter has moved on each time, the PTX must not.
func TestCallSitesNumberedPerModule(t *testing.T) {
	var first []byte
	for i := range 3 {
		m, _, err := translateHost(t, indirectCallModule, Options{Format: FormatISA})
		if err != nil {
			t.Fatal(err)
		}
		ptx := globalBytes(t, m, "m_gpubin_cst")
		if i == 0 {
			first = ptx
			for _, want := range []string{"// callseq 0, 0", "// callseq 1, 0", "prototype_0 : .callprototype", ", prototype_1;"} {
				if !bytes.Contains(ptx, []byte(want)) {
					t.Fatalf("no %q in the PTX:\n%s", want, ptx)
				}
			}
		} else if !bytes.Equal(ptx, first) {
			t.Fatalf("compilation %d gave other PTX:\n%s\n---- first:\n%s", i+1, ptx, first)
		}
	}
}

func TestRenumberCallSites(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"no calls", "no calls"},
		{"{ // callseq 0, 0\n} // callseq 0\n", "{ // callseq 0, 0\n} // callseq 0\n"},
		{"call my_prototype_3, prototype_5;\n", "call my_prototype_3, prototype_0;\n"},
		{"{ // callseq 7, 0\nprototype_7 : .callprototype\ncall f, prototype_7;\n} // callseq 7\n{ // callseq 9, 0\n} // callseq 9\n",
			"{ // callseq 0, 0\nprototype_0 : .callprototype\ncall f, prototype_0;\n} // callseq 0\n{ // callseq 1, 0\n} // callseq 1\n"},
	} {
		if got := string(renumberCallSites([]byte(c.in))); got != c.want {
			t.Errorf("renumberCallSites(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}
