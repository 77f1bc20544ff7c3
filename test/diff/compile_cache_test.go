package diff

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"testing"

	"gpuc/internal/testutil/upstream"
)

// TestConcurrentCompilesShareCache runs eight gpuc compile processes on
// the same input into one fresh compile cache at once: all succeed with
// the same object, and a ninth run, from the cache, makes it too.
func TestConcurrentCompilesShareCache(t *testing.T) {
	gpuc := requireGpuc(t)
	if _, err := os.Stat("/usr/lib/x86_64-linux-gnu/amdgcn/bitcode/ocml.bc"); err != nil {
		t.Skip("no ROCm device libraries")
	}
	root, err := moduleRoot()
	if err != nil {
		t.Fatal(err)
	}
	src := filepath.Join(root, "examples", "saxpy_launch.mlir")
	dir := t.TempDir()
	env := append(os.Environ(), "GPUC_CACHE_DIR="+filepath.Join(dir, "cache"))
	outs := make([][]byte, 9)
	run := func(i int) {
		out := filepath.Join(dir, fmt.Sprintf("p%d.o", i))
		r := runEnv(t, gpuc, env, []string{"compile", "--target=gfx90a,gfx942", src, "-o", out}, nil)
		if r.exitCode != 0 {
			t.Errorf("run %d: exit status %d\n%s", i, r.exitCode, clip(r.stderr, 10))
			return
		}
		data, err := os.ReadFile(out)
		if err != nil {
			t.Error(err)
		}
		outs[i] = data
	}
	var wg sync.WaitGroup
	for i := 0; i < 8; i++ {
		wg.Add(1)
		go func(i int) { defer wg.Done(); run(i) }(i)
	}
	wg.Wait()
	run(8)
	for i := 1; i < 9; i++ {
		if !bytes.Equal(outs[0], outs[i]) {
			t.Errorf("run %d made another object than run 0", i)
		}
	}
}

// TestCompileHostPrograms compiles every host program the pipeline test
// uses (MLIR's GPU integration programs, programs/, random launch
// programs) for an NVIDIA and an AMD chip: each gives an object, or fails
// with located errors, never a crash.
func TestCompileHostPrograms(t *testing.T) {
	gpuc := requireGpuc(t)
	targets := "gfx90a"
	if _, err := os.Stat("/usr/lib/x86_64-linux-gnu/amdgcn/bitcode/ocml.bc"); err != nil {
		t.Skip("no ROCm device libraries")
	}
	if _, err := exec.LookPath("ptxas"); err == nil {
		if _, err := exec.LookPath("fatbinary"); err == nil {
			targets = "sm_80,gfx90a"
		}
	}
	files, _ := filepath.Glob(filepath.Join(upstream.Dir(), "integration", "gpu", "*", "*.mlir"))
	own, _ := filepath.Glob(filepath.Join("programs", "*.mlir"))
	files = append(files, own...)
	dir := t.TempDir()
	for seed := 1; seed <= 6; seed++ {
		f := filepath.Join(dir, fmt.Sprintf("random%d.mlir", seed))
		if err := os.WriteFile(f, []byte(randomLaunchProgram(uint64(seed))), 0o644); err != nil {
			t.Fatal(err)
		}
		files = append(files, f)
	}
	env := append(os.Environ(), "GPUC_CACHE_DIR="+filepath.Join(dir, "cache"))
	for i, f := range files {
		f, out := f, filepath.Join(dir, fmt.Sprintf("out%d.o", i))
		t.Run(filepath.Base(f), func(t *testing.T) {
			t.Parallel()
			release := acquire()
			defer release()
			r := runEnv(t, gpuc, env, []string{"compile", "--allow-unregistered-dialect", "--target=" + targets, f, "-o", out}, nil)
			if r.exitCode == 0 {
				if _, err := os.Stat(out); err != nil {
					t.Errorf("exit 0 and no object: %v", err)
				}
				return
			}
			if bytes.Contains(r.stderr, []byte("panic")) || bytes.Contains(r.stderr, []byte("goroutine ")) || !bytes.Contains(r.stderr, []byte(": error: ")) {
				t.Errorf("exit %d without a located error:\n%s", r.exitCode, clip(r.stderr, 20))
			}
			if _, err := os.Stat(out); err == nil {
				t.Error("a failed compile left its output file")
			}
		})
	}
}
