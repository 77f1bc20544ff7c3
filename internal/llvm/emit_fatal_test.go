package llvm

import (
	"strings"
	"sync"
	"testing"
)

// An intrinsic gfx600 lacks: instruction selection calls report_fatal_error ("Cannot select"), which would
// abort the process were code generation not in a CrashRecoveryContext.
const amdgpuCannotSelect = `target triple = "amdgcn-amd-amdhsa"

declare i32 @llvm.amdgcn.ds.bpermute(i32, i32)

define amdgpu_kernel void @k(i32 %a, ptr addrspace(1) %p) {
  %c = call i32 @llvm.amdgcn.ds.bpermute(i32 %a, i32 %a)
  store i32 %c, ptr addrspace(1) %p
  ret void
}
`

// TestEmitFatalErrorIsAnError checks that LLVM's fatal errors in code generation come back as errors naming
// LLVM's reason, and that the process can compile again afterwards.
func TestEmitFatalErrorIsAnError(t *testing.T) {
	t.Parallel()
	tm := newTM(t, "amdgcn-amd-amdhsa", "gfx600", "")
	_, err := tm.Emit(parse(t, amdgpuCannotSelect), Object)
	if err == nil || !strings.Contains(err.Error(), "fatal error: Cannot select: intrinsic %llvm.amdgcn.ds.bpermute") {
		t.Fatalf("Emit of an unselectable intrinsic: got %v, want the fatal error as an error", err)
	}
	if strings.Contains(err.Error(), "\n") {
		t.Errorf("error keeps the selection DAG dump: %q", err)
	}

	// The context and machine are given up, not freed: disposing them is a no-op.
	tm.Dispose()
	// Still usable: a good module compiles, with a new target machine.
	tm = newTM(t, "amdgcn-amd-amdhsa", "gfx600", "")
	obj, err := tm.Emit(parse(t, amdgpuKernel), Object)
	if err != nil || len(obj) == 0 {
		t.Fatalf("Emit after a fatal error: %v (%d bytes)", err, len(obj))
	}
}

// TestEmitIsolatedConcurrently runs failing and succeeding code generations on several goroutines at once,
// as the driver's workers do: each gets its own result.
func TestEmitIsolatedConcurrently(t *testing.T) {
	t.Parallel()
	var wg sync.WaitGroup
	errs := make([]error, 8)
	for i := range errs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			c := NewContext()
			defer c.Dispose()
			text, chip := amdgpuKernel, "gfx90a"
			if i%2 == 1 {
				text, chip = amdgpuCannotSelect, "gfx600"
			}
			m, err := c.ParseIR("m.ll", []byte(text))
			if err != nil {
				errs[i] = err
				return
			}
			tm, err := NewTargetMachine("amdgcn-amd-amdhsa", chip, "", 2)
			if err != nil {
				errs[i] = err
				return
			}
			defer tm.Dispose()
			_, errs[i] = tm.Emit(m, Object)
		}()
	}
	wg.Wait()
	for i, err := range errs {
		if fail := i%2 == 1; fail != (err != nil) || fail && !strings.Contains(err.Error(), "Cannot select") {
			t.Errorf("emit %d: err = %v, want failure %v", i, err, fail)
		}
	}
}
