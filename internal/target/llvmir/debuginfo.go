package llvmir

import (
	"gpuc/internal/ir"
	"gpuc/internal/target/llvmir/ll"
)

// STUB entry points of debug-info translation (replaced by the debuginfo work).

// FunctionDebugInfo attaches the function's DISubprogram, if any.
func (t *Translator) FunctionDebugInfo(fn *ir.Operation, f *ll.Function) {}

// OpDebugLoc returns the DILocation of op inside the current function, or nil.
func (t *Translator) OpDebugLoc(op *ir.Operation) *ll.MDNode { return nil }

// GlobalDebugInfo attaches a global's debug info, if any.
func (t *Translator) GlobalDebugInfo(g *ir.Operation, gv *ll.GlobalVariable) {}

// FinalizeDebugInfo completes module-level debug metadata.
func (t *Translator) FinalizeDebugInfo() {}
