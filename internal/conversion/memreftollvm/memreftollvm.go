// Package memreftollvm converts the memref dialect to the LLVM dialect, after
// MLIR 19's memref to LLVM conversion patterns.
package memreftollvm

import (
	"gpuc/internal/conversion"
	lc "gpuc/internal/conversion/llvmcommon"
)

// Patterns returns the memref-to-LLVM patterns.
func Patterns(tc *lc.TypeConverter) []*conversion.Pattern {
	return nil
}
