// Package mathtollvm converts the math dialect to the LLVM dialect, after
// MLIR 19's math to LLVM conversion patterns.
package mathtollvm

import (
	"gpuc/internal/conversion"
	lc "gpuc/internal/conversion/llvmcommon"
)

// Patterns returns the math-to-LLVM patterns.
func Patterns(tc *lc.TypeConverter) []*conversion.Pattern {
	return nil
}
