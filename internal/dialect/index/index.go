package index

import (
	"gpuc/internal/asm"
	"gpuc/internal/ir"
)

// Hand-written parts of the index dialect, ported from
// mlir/lib/Dialect/Index/IR/IndexOps.cpp (MLIR 19).

func init() {
	hook("index.constant").ResultNames = func(op *ir.Operation, set func(*ir.Value, string)) {
		if op.NumResults() != 1 {
			return
		}
		if a, ok := op.Attr("value").(*ir.IntegerAttr); ok {
			set(op.Result(0), "idx"+a.String())
		}
	}
	hook("index.bool.constant").ResultNames = func(op *ir.Operation, set func(*ir.Value, string)) {
		if op.NumResults() != 1 {
			return
		}
		a, ok := op.Attr("value").(*ir.IntegerAttr)
		if ok && !a.IsZero() {
			set(op.Result(0), "true")
		} else {
			set(op.Result(0), "false")
		}
	}
	hook("index.casts").Verify = verifyCast
	hook("index.castu").Verify = verifyCast
}

func isIndex(t ir.Type) bool {
	_, ok := t.(*ir.IndexType)
	return ok
}

// verifyCast is CastOpInterface's check with index's areCastCompatible
// (exactly one side is index).
func verifyCast(op *ir.Operation) error {
	if op.NumOperands() != 1 || op.NumResults() != 1 {
		return nil
	}
	in, out := op.Operand(0).Type(), op.Result(0).Type()
	if isIndex(in) != isIndex(out) {
		return nil
	}
	return op.Errorf("operand type '%s' and result type '%s' are cast incompatible", asm.TypeString(in), asm.TypeString(out))
}
