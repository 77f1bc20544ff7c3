package driver

// The passes Compile's pipelines name.
import (
	_ "gpuc/internal/conversion/affinetostd"           // lower-affine
	_ "gpuc/internal/conversion/arithexpand"           // arith-expand
	_ "gpuc/internal/conversion/arithtollvm"           // convert-arith-to-llvm
	_ "gpuc/internal/conversion/expandstridedmetadata" // expand-strided-metadata
	_ "gpuc/internal/conversion/functollvm"            // convert-func-to-llvm
	_ "gpuc/internal/conversion/gpuoutlining"          // gpu-kernel-outlining
	_ "gpuc/internal/conversion/gputollvm"             // gpu-to-llvm
	_ "gpuc/internal/conversion/gputonvvm"             // convert-gpu-to-nvvm
	_ "gpuc/internal/conversion/gputorocdl"            // convert-gpu-to-rocdl
	_ "gpuc/internal/conversion/indextollvm"           // convert-index-to-llvm
	_ "gpuc/internal/conversion/mathtollvm"            // convert-math-to-llvm
	_ "gpuc/internal/conversion/reconcile"             // reconcile-unrealized-casts
	_ "gpuc/internal/conversion/scftocf"               // convert-scf-to-cf
	_ "gpuc/internal/transforms/canonicalize"          // canonicalize
	_ "gpuc/internal/transforms/cse"                   // cse
)
