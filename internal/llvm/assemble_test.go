package llvm

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// TestAssembleDeterministic assembles the same GCN kernel many times in one
// process: every object must be the same bytes, and those llvm-mc-19 makes
// when it is installed. (MLIR 19's assembleIsa destroys the streamer before
// the parser, whose destructor then writes 8 bytes into the freed streamer;
// the shim once did the same, and malloc handing that block to the output
// copy zeroed the kernel's second instruction in about half the runs.)
func TestAssembleDeterministic(t *testing.T) {
	text, err := os.ReadFile(filepath.Join("testdata", "saxpy-gfx90a.s"))
	if err != nil {
		t.Fatal(err)
	}
	first, err := Assemble("amdgcn-amd-amdhsa", "gfx90a", "", text)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 40; i++ {
		obj, err := Assemble("amdgcn-amd-amdhsa", "gfx90a", "", text)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(obj, first) {
			t.Fatalf("run %d made a different object than run 0", i+1)
		}
	}
	mc, err := exec.LookPath("llvm-mc-19")
	if err != nil {
		t.Skip("llvm-mc-19 not installed")
	}
	out := filepath.Join(t.TempDir(), "saxpy.o")
	cmd := exec.Command(mc, "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx90a", "-filetype=obj", "-o", out, filepath.Join("testdata", "saxpy-gfx90a.s"))
	if msg, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("llvm-mc-19: %v\n%s", err, msg)
	}
	want, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(first, want) {
		t.Errorf("Assemble made %d bytes that differ from llvm-mc-19's %d", len(first), len(want))
	}
}
