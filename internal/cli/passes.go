package cli

// The packages that register gpuc's passes (pass.Register in their init),
// one line each; `gpuc opt` and `gpuc help` know what is linked in here.
import (
	_ "gpuc/internal/conversion/affinetostd"           // lower-affine
	_ "gpuc/internal/conversion/arithexpand"           // arith-expand
	_ "gpuc/internal/conversion/arithtollvm"           // convert-arith-to-llvm
	_ "gpuc/internal/conversion/attachtarget"          // nvvm-attach-target, rocdl-attach-target
	_ "gpuc/internal/conversion/cftollvm"              // convert-cf-to-llvm
	_ "gpuc/internal/conversion/expandstridedmetadata" // expand-strided-metadata
	_ "gpuc/internal/conversion/functollvm"            // convert-func-to-llvm, llvm-request-c-wrappers
	_ "gpuc/internal/conversion/gpuasync"              // gpu-async-region
	_ "gpuc/internal/conversion/gpumoduletobinary"     // gpu-module-to-binary
	_ "gpuc/internal/conversion/gpuoutlining"          // gpu-kernel-outlining, gpu-launch-sink-index-computations
	_ "gpuc/internal/conversion/gputollvm"             // gpu-to-llvm
	_ "gpuc/internal/conversion/gputonvvm"             // convert-gpu-to-nvvm
	_ "gpuc/internal/conversion/gputorocdl"            // convert-gpu-to-rocdl
	_ "gpuc/internal/conversion/indextollvm"           // convert-index-to-llvm
	_ "gpuc/internal/conversion/mathtofuncs"           // convert-math-to-funcs
	_ "gpuc/internal/conversion/mathtollvm"            // convert-math-to-llvm
	_ "gpuc/internal/conversion/memreftollvm"          // finalize-memref-to-llvm
	_ "gpuc/internal/conversion/nvgputonvvm"           // convert-nvgpu-to-nvvm
	_ "gpuc/internal/conversion/nvvmtollvm"            // convert-nvvm-to-llvm
	_ "gpuc/internal/conversion/reconcile"             // reconcile-unrealized-casts
	_ "gpuc/internal/conversion/scftocf"               // convert-scf-to-cf
	_ "gpuc/internal/conversion/vectortoscf"           // convert-vector-to-scf
	_ "gpuc/internal/pipelines"                        // gpu-lower-to-nvvm-pipeline, gpu-lower-to-rocdl-pipeline
	_ "gpuc/internal/transforms/canonicalize"          // canonicalize
	_ "gpuc/internal/transforms/cse"                   // cse
	_ "gpuc/internal/transforms/symboldce"             // symbol-dce
	_ "gpuc/internal/transforms/testpatterns"          // test-patterns (MLIR's greedy-driver test pass)
)
