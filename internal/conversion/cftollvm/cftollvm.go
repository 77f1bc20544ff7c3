// Package cftollvm converts the cf dialect to the LLVM dialect, after
// MLIR 19's cf to LLVM conversion patterns.
package cftollvm

import (
	"gpuc/internal/conversion"
	lc "gpuc/internal/conversion/llvmcommon"
)

// Patterns returns the cf-to-LLVM patterns.
func Patterns(tc *lc.TypeConverter) []*conversion.Pattern {
	return nil
}
