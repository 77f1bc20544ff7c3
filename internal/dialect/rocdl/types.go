package rocdl

import (
	"gpuc/internal/dialect/llvm"
	"gpuc/internal/ir"
	"gpuc/internal/ods"
)

// Type constraints the generic ODS verifier checks for rocdl ops: the
// buffer resource pointer ROCDLOps.td defines, and, unless the llvm dialect
// registers it, LLVM_AnyPointer.
func init() {
	ods.TypeChecks["ROCDLBufferRsrc"] = func(t ir.Type) bool { p, ok := t.(*llvm.PointerType); return ok && p.AddrSpace == 8 }
	if _, ok := ods.TypeChecks["LLVM_AnyPointer"]; !ok {
		ods.TypeChecks["LLVM_AnyPointer"] = func(t ir.Type) bool { _, ok := t.(*llvm.PointerType); return ok }
	}
}
