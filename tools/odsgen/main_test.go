package main

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

// TestGeneratedUpToDate regenerates every dialect's specs from MLIR 19's
// .td files and compares them with the committed ops_gen.go files. It needs
// llvm-19 (llvm-tblgen) and libmlir-19-dev (the .td files) and is skipped
// where they are missing; the build itself never needs them.
func TestGeneratedUpToDate(t *testing.T) {
	const include = "/usr/lib/llvm-19/include"
	const tblgen = "/usr/lib/llvm-19/bin/llvm-tblgen"
	if _, err := os.Stat(filepath.Join(include, "mlir/Dialect/GPU/IR/GPUOps.td")); err != nil {
		t.Skip("MLIR 19 .td files not installed (apt-get install libmlir-19-dev)")
	}
	if _, err := os.Stat(tblgen); err != nil {
		t.Skip("llvm-tblgen-19 not installed")
	}
	if err := collectPrinters(tblgen, include); err != nil {
		t.Fatal(err)
	}
	out := t.TempDir()
	for _, ds := range dialects {
		if err := generate(tblgen, include, out, ds); err != nil {
			t.Fatal(err)
		}
		got, err := os.ReadFile(filepath.Join(out, ds.pkg, "ops_gen.go"))
		if err != nil {
			t.Fatal(err)
		}
		want, err := os.ReadFile(filepath.Join("../../internal/dialect", ds.pkg, "ops_gen.go"))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("internal/dialect/%s/ops_gen.go is stale: run `go run ./tools/odsgen`", ds.pkg)
		}
	}
}
