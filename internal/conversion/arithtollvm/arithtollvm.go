// Package arithtollvm converts the arith dialect to the LLVM dialect, after
// MLIR 19's arith to LLVM conversion patterns.
package arithtollvm

import (
	"gpuc/internal/conversion"
	lc "gpuc/internal/conversion/llvmcommon"
)

// Patterns returns the arith-to-LLVM patterns.
func Patterns(tc *lc.TypeConverter) []*conversion.Pattern {
	return nil
}
