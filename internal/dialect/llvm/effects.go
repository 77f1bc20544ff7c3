package llvm

import "gpuc/internal/ir"

// The memory effects the LLVM dialect implements in C++ (LLVMDialect.cpp's
// getEffects): a load reads and a store writes its address; volatile
// accesses and atomic ones stronger than unordered also read and write
// memory at large; inline assembly with side effects does.
func init() {
	access := func(kind ir.EffectKind, addr int) func(op *ir.Operation) []ir.EffectInstance {
		return func(op *ir.Operation) []ir.EffectInstance {
			out := []ir.EffectInstance{{Kind: kind, Value: op.Operand(addr), Operand: addr, Resource: "DefaultResource"}}
			if _, vol := op.Attr("volatile_").(*ir.UnitAttr); vol || atomicOrdering(op) > 1 {
				out = append(out,
					ir.EffectInstance{Kind: ir.EffectWrite, Operand: -1, Resource: "DefaultResource"},
					ir.EffectInstance{Kind: ir.EffectRead, Operand: -1, Resource: "DefaultResource"})
			}
			return out
		}
	}
	hook("llvm.load").Effects = access(ir.EffectRead, 0)
	hook("llvm.store").Effects = access(ir.EffectWrite, 1)
	hook("llvm.inline_asm").Effects = func(op *ir.Operation) []ir.EffectInstance {
		if _, ok := op.Attr("has_side_effects").(*ir.UnitAttr); !ok {
			return nil
		}
		return []ir.EffectInstance{
			{Kind: ir.EffectWrite, Operand: -1, Resource: "DefaultResource"},
			{Kind: ir.EffectRead, Operand: -1, Resource: "DefaultResource"},
		}
	}
}

// atomicOrdering returns the value of an op's `ordering` (AtomicOrdering:
// not_atomic 0, unordered 1, monotonic 2, ...).
func atomicOrdering(op *ir.Operation) uint64 {
	switch a := op.Attr("ordering").(type) {
	case *Attr:
		if len(a.Vals) > 0 {
			v, _ := a.Vals[0].(uint64)
			return v
		}
	case *ir.IntegerAttr:
		return uint64(a.Int64())
	}
	return 0
}
