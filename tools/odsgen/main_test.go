package main

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"gpuc/tools/internal/tblgen"
)

// TestGeneratedUpToDate regenerates every dialect's specs from MLIR 19's
// .td files and compares them with the committed ops_gen.go files. It needs
// llvm-19 (llvm-tblgen) and libmlir-19-dev (the .td files) and is skipped
// where they are missing; the build itself never needs them.
func TestGeneratedUpToDate(t *testing.T) {
	tblgen.SkipUnlessInstalled(t, "mlir/Dialect/GPU/IR/GPUOps.td")
	include, tool := tblgen.DefaultInclude, tblgen.DefaultTool
	if err := collectPrinters(tool, include); err != nil {
		t.Fatal(err)
	}
	out := t.TempDir()
	for _, ds := range dialects {
		if err := generate(tool, include, out, ds); err != nil {
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
