package cli

// The packages that register gpuc's passes (pass.Register in their init),
// one line each; `gpuc opt` and `gpuc help` know what is linked in here.
import (
	_ "gpuc/internal/conversion/gpuasync"     // gpu-async-region
	_ "gpuc/internal/conversion/gpuoutlining" // gpu-kernel-outlining, gpu-launch-sink-index-computations
	_ "gpuc/internal/conversion/gputollvm"    // gpu-to-llvm
	_ "gpuc/internal/conversion/reconcile"    // reconcile-unrealized-casts
)
