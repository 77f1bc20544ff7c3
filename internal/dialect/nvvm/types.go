package nvvm

import (
	"gpuc/internal/dialect/llvm"
	"gpuc/internal/ir"
	"gpuc/internal/ods"
)

// Type constraints the generic ODS verifier checks for nvvm ops: the
// pointer constraints NVVMOps.td defines, and, unless the llvm dialect
// registers them, the LLVMOpBase.td ones nvvm ops use.
func init() {
	ods.TypeChecks["LLVM_PointerGlobal"] = PointerInAddressSpace(1)
	ods.TypeChecks["LLVM_PointerShared"] = PointerInAddressSpace(3)
	if _, ok := ods.TypeChecks["LLVM_AnyPointer"]; !ok {
		ods.TypeChecks["LLVM_AnyPointer"] = func(t ir.Type) bool { _, ok := t.(*llvm.PointerType); return ok }
	}
	if _, ok := ods.TypeChecks["LLVM_AnyStruct"]; !ok {
		ods.TypeChecks["LLVM_AnyStruct"] = func(t ir.Type) bool { _, ok := t.(*llvm.StructType); return ok }
	}
}

// PointerInAddressSpace is LLVM_PointerInAddressSpace<as>: an !llvm.ptr in
// address space as.
func PointerInAddressSpace(as uint32) func(ir.Type) bool {
	return func(t ir.Type) bool {
		p, ok := t.(*llvm.PointerType)
		return ok && p.AddrSpace == as
	}
}
