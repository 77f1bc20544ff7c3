package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"gpuc/tools/internal/tblgen"
)

// TestGeneratedUpToDate regenerates internal/dialect/arith/canonicalize_gen.go
// from MLIR 19's ArithCanonicalization.td and compares it with the committed
// file. It needs llvm-tblgen-19 and the MLIR 19 sources ($MLIR_SRC) and is
// skipped where they are missing; the build itself never needs them.
func TestGeneratedUpToDate(t *testing.T) {
	src := defaultSrc()
	td := "lib/Dialect/Arith/IR/ArithCanonicalization.td"
	file := filepath.Join(src, td)
	if _, err := os.Stat(file); err != nil {
		t.Skipf("%s not here (set MLIR_SRC to an MLIR 19 source tree)", file)
	}
	if _, err := os.Stat(tblgen.DefaultTool); err != nil {
		t.Skip("llvm-tblgen-19 not installed")
	}
	d, err := tblgen.Load(tblgen.DefaultTool, "-I", filepath.Join(src, "include"), "-I", filepath.Dir(file), file)
	if err != nil {
		t.Fatal(err)
	}
	got, err := generate(d, filepath.Base(td), td, "arith", "(anonymous namespace)::")
	if err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile("../../internal/dialect/arith/canonicalize_gen.go")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Error("internal/dialect/arith/canonicalize_gen.go is stale: run `go generate ./internal/dialect/arith`")
	}
}

func TestSnippet(t *testing.T) {
	got, err := snippet("(($0.getType() == $1.getType()))", "", []string{"sx", "sy"})
	if err != nil || got != "sx.Type() == sy.Type()" {
		t.Errorf("snippet = %q, %v", got, err)
	}
	got, err = snippet("addIntegerAttrs($_builder, $0, $1, $2)", "", []string{"r", "a", "b"})
	if err != nil || got != "addIntegerAttrs(rw, r, a, b)" {
		t.Errorf("snippet = %q, %v", got, err)
	}
	// (a) && (b) is not one parenthesized expression: it is looked up whole.
	if _, err := snippet("(a) && (b)", "", nil); err == nil || !strings.Contains(err.Error(), "(a) && (b)") {
		t.Errorf("unknown snippet: err = %v", err)
	}
	if _, err := snippet("$0.getType() == $1.getType()", "", []string{"x"}); err == nil {
		t.Error("missing argument: no error")
	}
}
