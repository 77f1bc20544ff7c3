// Package indextollvm converts the index dialect to the LLVM dialect, after
// MLIR 19's index to LLVM conversion patterns.
package indextollvm

import (
	"gpuc/internal/conversion"
	lc "gpuc/internal/conversion/llvmcommon"
)

// Patterns returns the index-to-LLVM patterns.
func Patterns(tc *lc.TypeConverter) []*conversion.Pattern {
	return nil
}
