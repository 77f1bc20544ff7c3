package gpucommon_test

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"gpuc/internal/asm"
	_ "gpuc/internal/conversion/gputonvvm"
	_ "gpuc/internal/conversion/gputorocdl"
	_ "gpuc/internal/conversion/reconcile"
	_ "gpuc/internal/conversion/scftocf"
	"gpuc/internal/diag"
	"gpuc/internal/dialect/all"
	"gpuc/internal/dialect/builtin"
	"gpuc/internal/ir"
	"gpuc/internal/pass"
	_ "gpuc/internal/transforms/testpatterns"
)

// fuzzPipelines are the kernel lowerings FuzzKernelLowering drives; the
// input's first byte picks one.
var fuzzPipelines = []string{
	"builtin.module(convert-scf-to-cf)",
	"builtin.module(test-patterns)",
	"builtin.module(test-patterns{top-down=true max-iterations=2})",
	"builtin.module(gpu.module(convert-gpu-to-nvvm))",
	"builtin.module(convert-scf-to-cf, gpu.module(convert-gpu-to-nvvm{has-redux=true}), reconcile-unrealized-casts)",
	"builtin.module(gpu.module(convert-gpu-to-rocdl{runtime=HIP}))",
	"builtin.module(convert-scf-to-cf, gpu.module(convert-gpu-to-rocdl{index-bitwidth=32}), reconcile-unrealized-casts)",
	"builtin.module(gpu.module(convert-gpu-to-nvvm{use-bare-ptr-memref-call-conv=true}))",
}

// FuzzKernelLowering runs the kernel lowerings (scf-to-cf, the greedy
// driver, gpu-to-nvvm, gpu-to-rocdl) on whatever parses and verifies: a
// pass must never panic or hang, must fail with a located diagnostic (or,
// as MLIR's signalPassFailure, silently) or succeed, and on success leave
// IR that verifies and prints.
//
//	go test -run '^$' -fuzz=FuzzKernelLowering -fuzztime=60s ./internal/conversion/gpucommon/
func FuzzKernelLowering(f *testing.F) {
	var pipelines []*pass.Pipeline
	for _, text := range fuzzPipelines {
		pl, err := pass.ParsePipeline(text)
		if err != nil {
			f.Fatalf("%s: %v", text, err)
		}
		pipelines = append(pipelines, pl)
	}
	for _, dir := range []string{"../../../test/diff/lower", "../../../test/lit/gpu-to-nvvm", "../../../test/lit/gpu-to-rocdl", "../../../test/lit/scf"} {
		files, _ := filepath.Glob(filepath.Join(dir, "*.mlir"))
		for i, file := range files {
			data, err := os.ReadFile(file)
			if err != nil {
				continue
			}
			for j, chunk := range strings.Split(string(data), diag.DefaultSplitMarker) {
				f.Add(append([]byte{byte(i + j)}, chunk...))
			}
		}
	}
	f.Fuzz(func(t *testing.T, in []byte) {
		if len(in) == 0 {
			return
		}
		pl := pipelines[int(in[0])%len(pipelines)]
		src := in[1:]
		ctx := ir.NewContext()
		ctx.AllowUnregistered = true
		all.Register(ctx.Registry)
		res := asm.Parse(ctx, asm.Config{Name: "fuzz.mlir"}, src)
		if res.Errors != nil {
			return
		}
		top, err := builtin.WrapTopLevel(ctx, res.Block, ctx.FileLineCol("fuzz.mlir", 0, 0))
		if err != nil || ir.Verify(top) != nil {
			return
		}
		var reported []*ir.Diagnostic
		ctx.Diagnose = func(d *ir.Diagnostic) { reported = append(reported, d) }
		if err := pl.Run(top, nil); err != nil {
			if err == pass.ErrFailed {
				return
			}
			if d, ok := err.(*ir.Diagnostic); !ok || d.Msg == "" {
				t.Fatalf("failure without a diagnostic: %v", err)
			}
			return
		}
		var b bytes.Buffer
		if err := asm.PrintModule(&b, top, asm.DefaultFlags(), res.Resources); err != nil {
			t.Fatalf("print: %v", err)
		}
	})
}
