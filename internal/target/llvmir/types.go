package llvmir

import (
	"gpuc/internal/ir"
	"gpuc/internal/target/llvmir/ll"
)

// Type converts an LLVM-dialect-compatible MLIR type to its LLVM type.
// STUB: replaced by the core translation.
func (t *Translator) Type(ty ir.Type) (ll.Type, error) {
	return nil, errorf("llvmir: type conversion not implemented")
}
