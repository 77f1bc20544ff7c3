package llvm

import (
	"bytes"
	"strings"
	"testing"
)

// NVPTX caches each function's nvvm.annotations in a process-wide table
// keyed by the module's and the function's addresses, cleared only when
// its AsmPrinter finishes a module. A module that was optimized but not
// emitted (the offload format returns bitcode) must not leave entries that
// a later module at the same addresses would read: here a plain function
// @k is optimized and dropped, then a kernel @k, parsed from text of the
// same shape, must still print as a PTX .entry.
func TestNVPTXAnnotationsOfDroppedModules(t *testing.T) {
	plain := strings.Replace(nvptxKernel, "!nvvm.annotations = !{!0}\n!0 = !{ptr @k, !\"kernel\", i32 1}\n", "", 1)
	if plain == nvptxKernel {
		t.Fatal("test input: no annotation to drop")
	}
	tm := newTM(t, "nvptx64-nvidia-cuda", "sm_90", "+ptx80")
	for i := 0; i < 40; i++ {
		c := NewContext()
		m, err := c.ParseIR("plain.ll", []byte(plain))
		if err != nil {
			t.Fatal(err)
		}
		m.SetDataLayout(tm.DataLayout())
		if err := m.Optimize(tm, 2); err != nil {
			t.Fatal(err)
		}
		c.Dispose()

		c = NewContext()
		m, err = c.ParseIR("kernel.ll", []byte(nvptxKernel))
		if err != nil {
			t.Fatal(err)
		}
		m.SetDataLayout(tm.DataLayout())
		ptx, err := tm.Emit(m, Assembly)
		c.Dispose()
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Contains(ptx, []byte(".entry k(")) {
			t.Fatalf("round %d: the kernel lost its annotation (a stale cache entry):\n%s", i, ptx)
		}
	}
}
