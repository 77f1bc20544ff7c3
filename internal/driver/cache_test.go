package driver

import (
	"bytes"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"gpuc/internal/cache"
)

// cachedProgram is two kernel modules and a host function that launches
// their kernels (an object keeps only the binaries its code uses).
var cachedProgram = []byte(`module attributes {gpu.container_module} {
  gpu.module @a {
    gpu.func @k(%p: memref<?xf32>, %s: f32) kernel {
      %i = gpu.thread_id x
      %v = memref.load %p[%i] : memref<?xf32>
      %e = math.exp %v : f32
      %w = arith.mulf %e, %s : f32
      memref.store %w, %p[%i] : memref<?xf32>
      gpu.return
    }
  }
  gpu.module @b {
    gpu.func @j(%p: memref<?xi32>) kernel {
      %i = gpu.thread_id x
      %c = arith.index_cast %i : index to i32
      memref.store %c, %p[%i] : memref<?xi32>
      gpu.return
    }
  }
  func.func @host(%f: memref<?xf32>, %i: memref<?xi32>, %s: f32) {
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    gpu.launch_func @a::@k blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1) args(%f : memref<?xf32>, %s : f32)
    gpu.launch_func @b::@j blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1) args(%i : memref<?xi32>)
    return
  }
}
`)

func compileCached(t *testing.T, c *cache.Cache, src []byte, targets string) []byte {
	t.Helper()
	top := parse(t, src)
	ts, err := ParseTargets(top.Context(), targets)
	if err != nil {
		t.Fatal(err)
	}
	out, err := Compile(top, Options{Targets: ts, Emit: Object, HostOpt: 2, Cache: c})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// rocmFarm is a ROCM_PATH of its own with a copy of the device libraries,
// for a test to change one.
func rocmFarm(t *testing.T) string {
	farm := t.TempDir()
	src := "/usr/lib/x86_64-linux-gnu/amdgcn/bitcode"
	if err := os.MkdirAll(filepath.Join(farm, "amdgcn", "bitcode"), 0o755); err != nil {
		t.Fatal(err)
	}
	libs, _ := filepath.Glob(filepath.Join(src, "*.bc"))
	for _, l := range libs {
		data, err := os.ReadFile(l)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(farm, "amdgcn", "bitcode", filepath.Base(l)), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return farm
}

// TestCacheHitsAndMisses: a rebuild reads every object and makes the same
// bytes; changing the O level, a chip, a target option or a device library
// misses (and only what changed is compiled again).
func TestCacheHitsAndMisses(t *testing.T) {
	if !haveROCm() {
		t.Skip("no ROCm device libraries")
	}
	t.Setenv("ROCM_PATH", rocmFarm(t))
	forgetEnvironment()
	c := &cache.Cache{Dir: t.TempDir()}
	cold := compileCached(t, c, cachedProgram, "gfx90a,gfx942")
	if c.Hits.Load() != 0 {
		t.Fatalf("%d hits in an empty cache", c.Hits.Load())
	}
	c.Hits.Store(0)
	c.Misses.Store(0)
	warm := compileCached(t, c, cachedProgram, "gfx90a,gfx942")
	if !bytes.Equal(cold, warm) {
		t.Fatal("the warm build's object differs from the cold build's")
	}
	// Two packed modules and the host object: nothing else was looked up.
	if h, m := c.Hits.Load(), c.Misses.Load(); h != 3 || m != 0 {
		t.Fatalf("warm build: %d hits, %d misses; want 3 and 0", h, m)
	}
	// A changed target misses and compiles that chip again (its object may
	// come out the same: O2 and O3 make the same code of a small kernel).
	miss := func(what, targets string) []byte {
		t.Helper()
		c.Hits.Store(0)
		c.Misses.Store(0)
		out := compileCached(t, c, cachedProgram, targets)
		if c.Misses.Load() == 0 {
			t.Errorf("%s: no miss", what)
		}
		return out
	}
	miss("another O level", `#rocdl.target<chip = "gfx90a", O = 3>,gfx942`)
	miss("another option", `#rocdl.target<chip = "gfx90a", flags = {fast}>,gfx942`)
	if bytes.Equal(miss("another chip", "gfx90a,gfx908"), warm) {
		t.Error("gfx908 instead of gfx942: the same object")
	}
	// The per-(module, chip) objects: a new chip list reuses the old chips'.
	c.Hits.Store(0)
	compileCached(t, c, cachedProgram, "gfx942,gfx90a")
	if c.Hits.Load() < 4 {
		t.Errorf("gfx942,gfx90a: %d hits, want the 4 objects of gfx90a,gfx942 reused", c.Hits.Load())
	}
	// A changed device library.
	ocml := filepath.Join(os.Getenv("ROCM_PATH"), "amdgcn", "bitcode", "ocml.bc")
	data, _ := os.ReadFile(ocml)
	if err := os.WriteFile(ocml, data, 0o644); err != nil { // same bytes, new file time
		t.Fatal(err)
	}
	forgetEnvironment()
	c.Misses.Store(0)
	compileCached(t, c, cachedProgram, "gfx90a,gfx942")
	if c.Misses.Load() == 0 {
		t.Error("a changed device library: no miss")
	}
}

// TestCacheCorruptEntries: damaged entries are found, compiled again and
// replaced: the output is the cold build's.
func TestCacheCorruptEntries(t *testing.T) {
	if !haveROCm() {
		t.Skip("no ROCm device libraries")
	}
	c := &cache.Cache{Dir: t.TempDir()}
	cold := compileCached(t, c, cachedProgram, "gfx90a")
	n := 0
	filepath.WalkDir(c.Dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return nil
		}
		raw, _ := os.ReadFile(p)
		switch n % 3 {
		case 0:
			raw[len(raw)-1] ^= 0x40
		case 1:
			raw = raw[:len(raw)/2]
		case 2:
			raw = []byte(strings.Repeat("x", len(raw)))
		}
		os.WriteFile(p, raw, 0o644)
		n++
		return nil
	})
	if n == 0 {
		t.Fatal("no entries written")
	}
	c.Hits.Store(0)
	again := compileCached(t, c, cachedProgram, "gfx90a")
	if c.Hits.Load() != 0 {
		t.Errorf("%d damaged entries served", c.Hits.Load())
	}
	if !bytes.Equal(cold, again) {
		t.Error("the rebuild after damage differs from the cold build")
	}
	c.Hits.Store(0)
	compileCached(t, c, cachedProgram, "gfx90a")
	if c.Hits.Load() != 3 {
		t.Errorf("after the rebuild: %d hits, want the 3 replaced entries", c.Hits.Load())
	}
}
