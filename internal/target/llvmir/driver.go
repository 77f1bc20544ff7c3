package llvmir

import (
	"gpuc/internal/ir"
	"gpuc/internal/target/llvmir/ll"
)

// Translate translates top (a builtin.module, or any op with the
// builtin.module translation semantics) into an LLVM module.
// STUB: replaced by the translation driver.
func Translate(top *ir.Operation, opts Options) (*ll.Module, error) {
	return nil, errorf("llvmir: translation not implemented")
}
