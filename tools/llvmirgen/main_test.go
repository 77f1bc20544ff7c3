package main

import (
	"bytes"
	"os"
	"testing"

	"gpuc/tools/internal/tblgen"
)

// TestGeneratedUpToDate regenerates the intrinsic tables and compares them
// with the committed internal/target/llvmir/intrinsics_gen.go. It needs
// llvm-19 (llvm-tblgen, the intrinsic .td files) and libmlir-19-dev (the
// .inc and .td files) and is skipped where they are missing.
func TestGeneratedUpToDate(t *testing.T) {
	tblgen.SkipUnlessInstalled(t, "mlir/Dialect/LLVMIR/NVVMConversions.inc", "llvm/IR/Intrinsics.td")
	got, err := generate(tblgen.DefaultTool, tblgen.DefaultInclude)
	if err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile("../../internal/target/llvmir/intrinsics_gen.go")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Error("internal/target/llvmir/intrinsics_gen.go is stale: run `go run ./tools/llvmirgen`")
	}
}

func TestMemoryEffectsString(t *testing.T) {
	for _, c := range []struct {
		m    memEffects
		want string
	}{
		{memEffects{}, "(none)"},
		{memEffects{ref, ref, ref}, "(read)"},
		{memEffects{3, 0, 0}, "(argmem: readwrite)"},
		{memEffects{ref, 0, 0}, "(argmem: read)"},
		{memEffects{0, mod, 0}, "(inaccessiblemem: write)"},
		{memEffects{3, 3, 0}, "(argmem: readwrite, inaccessiblemem: readwrite)"},
		{memEffects{3, 3, ref}, "(read, argmem: readwrite, inaccessiblemem: readwrite)"},
	} {
		if got := c.m.String(); got != c.want {
			t.Errorf("%v: got %s, want %s", c.m, got, c.want)
		}
	}
}
