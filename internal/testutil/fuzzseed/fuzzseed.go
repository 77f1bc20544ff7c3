// Package fuzzseed holds what the fuzz targets of the pass drivers share:
// their pipelines, their seeds (the chunks of .mlir test files, each after
// a byte that picks a pipeline) and the parse of an input into a verified
// top-level module.
package fuzzseed

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
)

// Pipelines parses each pipeline text, failing f on an error.
func Pipelines(f *testing.F, texts []string) []*pass.Pipeline {
	var out []*pass.Pipeline
	for _, text := range texts {
		pl, err := pass.ParsePipeline(text)
		if err != nil {
			f.Fatalf("%s: %v", text, err)
		}
		out = append(out, pl)
	}
	return out
}

// AddChunks adds each `// -----` chunk of the .mlir files in dirs as a
// seed, after a byte that varies from chunk to chunk (the fuzz function
// picks its pipeline with it).
func AddChunks(f *testing.F, dirs ...string) {
	n := 0
	forChunks(dirs, func(chunk string) {
		f.Add(append([]byte{byte(n)}, chunk...))
		n++
	})
}

// AddRawChunks adds each chunk of the .mlir files in dirs as a seed, as
// it is.
func AddRawChunks(f *testing.F, dirs ...string) {
	forChunks(dirs, func(chunk string) { f.Add([]byte(chunk)) })
}

func forChunks(dirs []string, f func(chunk string)) {
	for _, dir := range dirs {
		files, _ := filepath.Glob(filepath.Join(dir, "*.mlir"))
		for _, file := range files {
			data, err := os.ReadFile(file)
			if err != nil {
				continue
			}
			for _, chunk := range strings.Split(string(data), diag.DefaultSplitMarker) {
				f(chunk)
			}
		}
	}
}

// Parse parses src with every dialect, unregistered ops allowed and
// diagnostics dropped, into a top-level module; nil when it does not
// parse or verify.
func Parse(src []byte) (*ir.Operation, *asm.Result) {
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

// Run runs pl on top and fails t when the pass failed without a located
// diagnostic (a silent failure, MLIR's signalPassFailure, is fine); it
// reports whether the pipeline succeeded.
func Run(t *testing.T, pl *pass.Pipeline, top *ir.Operation) bool {
	err := pl.Run(top, nil)
	if err == nil {
		return true
	}
	if err != pass.ErrFailed {
		if d, ok := err.(*ir.Diagnostic); !ok || d.Msg == "" {
			t.Fatalf("failure without a diagnostic: %v", err)
		}
	}
	return false
}

// Print prints top, failing t when it cannot.
func Print(t *testing.T, top *ir.Operation, res *asm.Result) string {
	var b bytes.Buffer
	if err := asm.PrintModule(&b, top, asm.DefaultFlags(), res.Resources); err != nil {
		t.Fatalf("print: %v", err)
	}
	return b.String()
}
