package canonicalize_test

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"gpuc/internal/asm"
	"gpuc/internal/diag"
	"gpuc/internal/dialect/all"
	"gpuc/internal/dialect/builtin"
	"gpuc/internal/ir"
	"gpuc/internal/pass"
	_ "gpuc/internal/transforms/canonicalize"
	_ "gpuc/internal/transforms/cse"
	_ "gpuc/internal/transforms/symboldce"
)

var fuzzPipelines = []string{
	"builtin.module(canonicalize{test-convergence})",
	"builtin.module(canonicalize{test-convergence top-down=false region-simplify=aggressive})",
	"builtin.module(cse)",
	"builtin.module(canonicalize{test-convergence},cse)",
	"builtin.module(symbol-dce,canonicalize{test-convergence max-num-rewrites=2})",
}

// FuzzCanonicalize runs canonicalize, cse and symbol-dce on whatever
// parses and verifies, and requires the result to verify and print. The
// default canonicalize, having converged, must be a fixed point: run
// again, it changes nothing (its last round, which changed nothing, is
// the first round of the second run).
func FuzzCanonicalize(f *testing.F) {
	var pipelines []*pass.Pipeline
	for _, text := range fuzzPipelines {
		pl, err := pass.ParsePipeline(text)
		if err != nil {
			f.Fatalf("%s: %v", text, err)
		}
		pipelines = append(pipelines, pl)
	}
	dirs, _ := filepath.Glob("../../../test/lit/*")
	for i, dir := range dirs {
		files, _ := filepath.Glob(filepath.Join(dir, "*.mlir"))
		for j, file := range files {
			data, err := os.ReadFile(file)
			if err != nil {
				continue
			}
			for k, chunk := range strings.Split(string(data), diag.DefaultSplitMarker) {
				f.Add(append([]byte{byte(i + j + k)}, chunk...))
			}
		}
	}
	f.Fuzz(func(t *testing.T, in []byte) {
		if len(in) == 0 {
			return
		}
		pick := int(in[0]) % len(pipelines)
		top, res := parse(in[1:])
		if top == nil {
			return
		}
		if err := pipelines[pick].Run(top, nil); err != nil {
			if err == pass.ErrFailed {
				return // not converged, or an error reported
			}
			if d, ok := err.(*ir.Diagnostic); !ok || d.Msg == "" {
				t.Fatalf("failure without a diagnostic: %v", err)
			}
			return
		}
		if err := ir.Verify(top); err != nil {
			t.Fatalf("the output does not verify: %v\n%s", err, print(t, top, res))
		}
		once := print(t, top, res)
		if pick != 0 {
			// Only the default canonicalize is a fixed point once it
			// converged. cse leaves ops it made dead to the next run; a
			// canonicalize with fewer rewrites allowed stops early; and
			// block merging, as in mlir-opt-19, can merge on a second run
			// what the first run's last round did not (test/lit/translate/
			// control-flow.mlir's @branches, top-down=false).
			return
		}
		if err := pipelines[pick].Run(top, nil); err != nil {
			t.Fatalf("a second canonicalize does not converge: %v\n%s", err, once)
		}
		if twice := print(t, top, res); twice != once {
			t.Fatalf("a second canonicalize changed the output:\n%s\n----\n%s", once, twice)
		}
	})
}

func parse(src []byte) (*ir.Operation, *asm.Result) {
	ctx := ir.NewContext()
	ctx.AllowUnregistered = true
	all.Register(ctx.Registry)
	ctx.Diagnose = func(*ir.Diagnostic) {}
	res := asm.Parse(ctx, asm.Config{Name: "fuzz.mlir"}, src)
	if res.Errors != nil {
		return nil, nil
	}
	top, err := builtin.WrapTopLevel(ctx, res.Block, ctx.FileLineCol("fuzz.mlir", 0, 0))
	if err != nil || ir.Verify(top) != nil {
		return nil, nil
	}
	return top, res
}

func print(t *testing.T, top *ir.Operation, res *asm.Result) string {
	var b bytes.Buffer
	if err := asm.PrintModule(&b, top, asm.DefaultFlags(), res.Resources); err != nil {
		t.Fatalf("print: %v", err)
	}
	return b.String()
}
