package gputollvm

import (
	"gpuc/internal/conversion"
	lc "gpuc/internal/conversion/llvmcommon"
)

// gpuPatterns returns the patterns lowering host-side gpu ops to GPU
// runtime calls.
func gpuPatterns(tc *lc.TypeConverter, target *conversion.Target, opts *Options) []*conversion.Pattern {
	return nil
}
