package diff

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"sync"
	"testing"
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
