package llvm

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
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

// TestLinkSharedMatchesLdLld links the assembled kernel in-process and with
// LLVM 19's ld.lld: the same HSACO. A link that fails gives lld's message,
// and the next link works.
func TestLinkSharedMatchesLdLld(t *testing.T) {
	const lld = "/usr/lib/llvm-19/bin/ld.lld"
	if _, err := os.Stat(lld); err != nil {
		t.Skip("no ld.lld-19")
	}
	text, err := os.ReadFile(filepath.Join("testdata", "saxpy-gfx90a.s"))
	if err != nil {
		t.Fatal(err)
	}
	obj, err := Assemble("amdgcn-amd-amdhsa", "gfx90a", "", text)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	in := filepath.Join(dir, "k.o")
	if err := os.WriteFile(in, obj, 0o600); err != nil {
		t.Fatal(err)
	}
	if err := LinkShared(in, filepath.Join(dir, "in.hsaco")); err != nil {
		t.Fatal(err)
	}
	if msg, err := exec.Command(lld, "-shared", in, "-o", filepath.Join(dir, "out.hsaco")).CombinedOutput(); err != nil {
		t.Fatalf("ld.lld: %v\n%s", err, msg)
	}
	a, _ := os.ReadFile(filepath.Join(dir, "in.hsaco"))
	b, _ := os.ReadFile(filepath.Join(dir, "out.hsaco"))
	if len(a) == 0 || !bytes.Equal(a, b) {
		t.Errorf("in-process lld made %d bytes, ld.lld %d, not the same", len(a), len(b))
	}
	bad := filepath.Join(dir, "bad.o")
	os.WriteFile(bad, []byte("not an object"), 0o600)
	if err := LinkShared(bad, filepath.Join(dir, "bad.hsaco")); err == nil || !strings.Contains(err.Error(), "bad.o") {
		t.Errorf("a bad input: %v, want lld's message naming it", err)
	}
	if err := LinkShared(in, filepath.Join(dir, "again.hsaco")); err != nil {
		t.Errorf("the link after a failed one: %v", err)
	}
}
