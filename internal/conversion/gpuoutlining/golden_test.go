package gpuoutlining

import (
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"gpuc/internal/asm"
	"gpuc/internal/dialect/all"
	"gpuc/internal/dialect/builtin"
	"gpuc/internal/ir"
	"gpuc/internal/pass"
)

var update = flag.Bool("update", false, "rewrite testdata/*.out with mlir-opt-19's output")

const oracle = "/usr/lib/llvm-19/bin/mlir-opt"

// TestGolden runs the passes named on each testdata/*.mlir file's first
// line (`// FLAGS: --pass ...`) and compares the printed module with the
// .out beside it, which mlir-opt-19 printed for the same file and flags
// (go test -update rewrites them from the oracle). It needs no oracle.
func TestGolden(t *testing.T) {
	files, _ := filepath.Glob("testdata/*.mlir")
	if len(files) == 0 {
		t.Fatal("no testdata")
	}
	for _, file := range files {
		t.Run(filepath.Base(file), func(t *testing.T) {
			src, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			first, _, _ := strings.Cut(string(src), "\n")
			flags := strings.Fields(strings.TrimPrefix(first, "// FLAGS:"))
			if *update {
				out, err := exec.Command(oracle, append([]string{"--allow-unregistered-dialect"}, append(flags, file)...)...).Output()
				if err != nil {
					t.Fatalf("%s: %v", oracle, err)
				}
				if err := os.WriteFile(file+".out", out, 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(file + ".out")
			if err != nil {
				t.Fatal(err)
			}
			if got := runPasses(t, file, src, flags); got != string(want) {
				t.Errorf("%s: output differs from mlir-opt-19's (%s.out):\n--- got\n%s", file, file, got)
			}
		})
	}
}

// runPasses parses src and runs the flag pipeline of flags on it, as gpuc
// opt does.
func runPasses(t *testing.T, name string, src []byte, flags []string) string {
	t.Helper()
	ctx := ir.NewContext()
	ctx.AllowUnregistered = true
	all.Register(ctx.Registry)
	res := asm.Parse(ctx, asm.Config{Name: name}, src)
	if res.Errors != nil {
		t.Fatalf("parse error: %s", res.Errors[0].Msg)
	}
	top, err := builtin.WrapTopLevel(ctx, res.Block, ctx.FileLineCol(name, 0, 0))
	if err != nil {
		t.Fatalf("verify error: %v", err)
	}
	var els []*pass.Element
	for _, f := range flags {
		nameOpt, opts, _ := strings.Cut(strings.TrimLeft(f, "-"), "=")
		info := pass.Lookup(nameOpt)
		if info == nil {
			t.Fatalf("no pass %s", nameOpt)
		}
		p, err := pass.Build(info, opts)
		if err != nil {
			t.Fatal(err)
		}
		els = append(els, pass.NewElement(info, opts, p))
	}
	if err := pass.NewFlagPipeline(els).Run(top, nil); err != nil {
		t.Fatalf("pass error: %v", err)
	}
	if err := ir.Verify(top); err != nil {
		t.Fatalf("output does not verify: %v", err)
	}
	var b strings.Builder
	if err := asm.PrintModule(&b, top, asm.DefaultFlags(), res.Resources); err != nil {
		t.Fatal(err)
	}
	return b.String()
}
