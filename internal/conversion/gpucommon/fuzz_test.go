package gpucommon_test

import (
	"testing"

	_ "gpuc/internal/conversion/affinetostd"
	_ "gpuc/internal/conversion/arithexpand"
	_ "gpuc/internal/conversion/arithtollvm"
	_ "gpuc/internal/conversion/attachtarget"
	_ "gpuc/internal/conversion/cftollvm"
	_ "gpuc/internal/conversion/expandstridedmetadata"
	_ "gpuc/internal/conversion/functollvm"
	_ "gpuc/internal/conversion/gpuasync"
	_ "gpuc/internal/conversion/gpumoduletobinary"
	_ "gpuc/internal/conversion/gpuoutlining"
	_ "gpuc/internal/conversion/gputollvm"
	_ "gpuc/internal/conversion/gputonvvm"
	_ "gpuc/internal/conversion/gputorocdl"
	_ "gpuc/internal/conversion/indextollvm"
	_ "gpuc/internal/conversion/mathtofuncs"
	_ "gpuc/internal/conversion/mathtollvm"
	_ "gpuc/internal/conversion/memreftollvm"
	_ "gpuc/internal/conversion/nvgputonvvm"
	_ "gpuc/internal/conversion/nvvmtollvm"
	_ "gpuc/internal/conversion/reconcile"
	_ "gpuc/internal/conversion/scftocf"
	_ "gpuc/internal/conversion/vectortoscf"
	_ "gpuc/internal/pipelines"
	"gpuc/internal/testutil/fuzzseed"
	_ "gpuc/internal/transforms/canonicalize"
	_ "gpuc/internal/transforms/cse"
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
	"builtin.module(gpu-kernel-outlining, nvvm-attach-target{chip=sm_90}, convert-scf-to-cf, gpu.module(convert-gpu-to-nvvm), reconcile-unrealized-casts)",
	"builtin.module(gpu-launch-sink-index-computations, gpu-kernel-outlining{data-layout-str=\"#dlti.dl_spec<#dlti.dl_entry<index, 32 : i32>>\"}, rocdl-attach-target{chip=gfx90a wave64=false})",
	"builtin.module(func.func(gpu-async-region))",
	"builtin.module(arith-expand{include-bf16=true}, expand-strided-metadata, convert-math-to-funcs{convert-ctlz=true})",
	"builtin.module(convert-nvvm-to-llvm, convert-arith-to-llvm, convert-index-to-llvm, convert-math-to-llvm, convert-cf-to-llvm)",
	"builtin.module(convert-func-to-llvm{use-bare-ptr-memref-call-conv=true}, finalize-memref-to-llvm, reconcile-unrealized-casts)",
	"builtin.module(convert-nvgpu-to-nvvm, convert-vector-to-scf, lower-affine)",
	"builtin.module(gpu-lower-to-nvvm-pipeline{cubin-format=llvm})",
	"builtin.module(gpu-lower-to-rocdl-pipeline{format=llvm index-bitwidth=32 kernel-bare-ptr-calling-convention=true})",
}

// FuzzKernelLowering runs the kernel lowerings (outlining, attach-target,
// scf-to-cf, the greedy driver, gpu-to-nvvm, gpu-to-rocdl, the async
// region pass, arith-expand, expand-strided-metadata, math-to-funcs,
// nvvm-to-llvm, nvgpu-to-nvvm, vector-to-scf, lower-affine, the
// standalone conversions to LLVM and the two GPU pipelines, to bitcode
// objects) on whatever parses
// and verifies: a
// pass must never panic or hang, must fail with a located diagnostic (or,
// as MLIR's signalPassFailure, silently) or succeed, and on success leave
// IR that verifies and prints.
//
//	go test -run '^$' -fuzz=FuzzKernelLowering -fuzztime=60s ./internal/conversion/gpucommon/
func FuzzKernelLowering(f *testing.F) {
	pipelines := fuzzseed.Pipelines(f, fuzzPipelines)
	fuzzseed.AddChunks(f, "../../../test/diff/lower", "../../../test/lit/gpu-to-nvvm", "../../../test/lit/gpu-to-rocdl", "../../../test/lit/scf",
		"../../../test/lit/gpu", "../../../test/lit/arith", "../../../test/lit/memref", "../../../test/lit/nvvm", "../../../test/lit/math",
		"../../../test/lit/pipelines", "../../../test/lit/lower-affine", "../../../test/diff/programs")
	f.Fuzz(func(t *testing.T, in []byte) {
		if len(in) == 0 {
			return
		}
		top, res := fuzzseed.Parse(in[1:])
		if top == nil {
			return
		}
		if fuzzseed.Run(t, pipelines[int(in[0])%len(pipelines)], top) {
			fuzzseed.Print(t, top, res)
		}
	})
}
