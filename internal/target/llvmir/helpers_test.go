package llvmir

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"gpuc/internal/asm"
	"gpuc/internal/dialect/all"
	"gpuc/internal/dialect/builtin"
	"gpuc/internal/ir"
	"gpuc/internal/target/llvmir/ll"
)

// The helpers the package's tests share: parse an MLIR module with every
// dialect, translate it, print the LLVM IR.

// parseForTest parses src (named name) and returns its top-level module
// (the implicit one or the single one src holds), verified; it fails the
// test on a parse or verify error.
func parseForTest(t *testing.T, name string, src []byte) (*ir.Operation, *asm.Result) {
	t.Helper()
	ctx := ir.NewContext()
	all.Register(ctx.Registry)
	res := asm.Parse(ctx, asm.Config{Name: name}, src)
	if res.Errors != nil {
		t.Fatalf("%s: parse error: %s", name, res.Errors[0].Msg)
	}
	top, err := builtin.WrapTopLevel(ctx, res.Block, ctx.FileLineCol(name, 0, 0))
	if err != nil {
		t.Fatalf("%s: verify error: %v", name, err)
	}
	return top, res
}

// translateSource parses src (named name) and translates it, with the
// dense resources the input holds, as gpuc translate does.
func translateSource(t *testing.T, name string, src []byte) (*ll.Module, error) {
	t.Helper()
	top, res := parseForTest(t, name, src)
	return Translate(top, Options{Resource: func(key string) (string, bool) { return res.Resources.Lookup("builtin", key) }})
}

// translateErrForTest parses src and returns the translation error.
func translateErrForTest(t *testing.T, src string) error {
	t.Helper()
	top, _ := parseForTest(t, "test.mlir", []byte(src))
	_, err := Translate(top, Options{})
	return err
}

// translateForTest parses an LLVM-dialect module, translates it and
// prints the LLVM IR.
func translateForTest(t *testing.T, src string) string {
	t.Helper()
	top, _ := parseForTest(t, "test.mlir", []byte(src))
	m, err := Translate(top, Options{})
	if err != nil {
		t.Fatalf("translate: %v", err)
	}
	return printModule(t, m)
}

// printModule prints m's LLVM IR text.
func printModule(t *testing.T, m *ll.Module) string {
	t.Helper()
	var b strings.Builder
	if err := m.Print(&b); err != nil {
		t.Fatalf("print: %v", err)
	}
	return b.String()
}

// eachChunkWithOracle runs check as a subtest on each `// -----` chunk of
// the files pattern matches, with mlir-translate-19 --mlir-to-llvmir's
// stdout and stderr on the chunk and whether it succeeded; it skips
// without mlir-translate-19 and fails when no file matches.
func eachChunkWithOracle(t *testing.T, pattern string, check func(t *testing.T, chunk, stdout, stderr string, ok bool)) {
	bin, err := exec.LookPath("mlir-translate-19")
	if err != nil {
		t.Skip("mlir-translate-19 not installed")
	}
	files, _ := filepath.Glob(pattern)
	if len(files) == 0 {
		t.Fatalf("no %s", pattern)
	}
	dir := t.TempDir()
	for _, path := range files {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		for i, chunk := range strings.Split(string(data), "// -----\n") {
			name := fmt.Sprintf("%s/%d", filepath.Base(path), i)
			t.Run(name, func(t *testing.T) {
				in := filepath.Join(dir, strings.ReplaceAll(name, "/", "_"))
				if err := os.WriteFile(in, []byte(chunk), 0o644); err != nil {
					t.Fatal(err)
				}
				var stdout, stderr strings.Builder
				cmd := exec.Command(bin, "--mlir-to-llvmir", in)
				cmd.Stdout, cmd.Stderr = &stdout, &stderr
				ok := cmd.Run() == nil
				check(t, chunk, stdout.String(), stderr.String(), ok)
			})
		}
	}
}

// diffLines reports each line where got and want differ.
func diffLines(t *testing.T, got, want string) {
	t.Helper()
	gl, wl := strings.Split(got, "\n"), strings.Split(want, "\n")
	for i := 0; i < len(gl) || i < len(wl); i++ {
		var g, w string
		if i < len(gl) {
			g = gl[i]
		}
		if i < len(wl) {
			w = wl[i]
		}
		if g != w {
			t.Errorf("line %d:\n got: %s\nwant: %s", i+1, g, w)
		}
	}
}
