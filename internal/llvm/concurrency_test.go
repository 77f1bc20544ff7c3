package llvm

import (
	"bytes"
	"debug/elf"
	"fmt"
	"sync"
	"testing"
)

// TestConcurrentContexts compiles a kernel to PTX and to an AMDGPU object in 8 goroutines at once, each with
// its own Context and TargetMachines: the parallel driver's use. Run it under -race too.
func TestConcurrentContexts(t *testing.T) {
	const n = 8
	var wg sync.WaitGroup
	errs := make([]error, n)
	for i := 0; i < n; i++ {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			errs[i] = compileBoth()
		}(i)
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Errorf("goroutine %d: %v", i, err)
		}
	}
}

func compileBoth() error {
	c := NewContext()
	defer c.Dispose()
	for _, tc := range []struct{ src, triple, chip, features string }{
		{nvptxKernel, "nvptx64-nvidia-cuda", "sm_90", "+ptx80"},
		{amdgpuKernel, "amdgcn-amd-amdhsa", "gfx90a", ""},
	} {
		m, err := c.ParseIR("k.ll", []byte(tc.src))
		if err != nil {
			return err
		}
		tm, err := NewTargetMachine(tc.triple, tc.chip, tc.features, 2)
		if err != nil {
			return err
		}
		defer tm.Dispose()
		m.SetDataLayout(tm.DataLayout())
		if err := m.Optimize(tm, 2); err != nil {
			return err
		}
		if tc.chip == "sm_90" {
			ptx, err := tm.Emit(m, Assembly)
			if err != nil {
				return err
			}
			if !bytes.Contains(ptx, []byte(".entry k(")) {
				return fmt.Errorf("PTX lacks the kernel")
			}
		} else {
			obj, err := tm.Emit(m, Object)
			if err != nil {
				return err
			}
			f, err := elf.NewFile(bytes.NewReader(obj))
			if err != nil {
				return err
			}
			if f.Machine != elf.EM_AMDGPU {
				return fmt.Errorf("machine %v", f.Machine)
			}
		}
		m.Dispose()
	}
	return nil
}
