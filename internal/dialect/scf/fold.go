package scf

import "gpuc/internal/ir"

func init() { hook("scf.if").Fold = foldIf }

// foldIf is MLIR 19's IfOp::fold, the dialect's only folder: an scf.if with
// an else region whose condition is `arith.xori %c, <one>` branches on %c
// with its two regions swapped, in place. Pattern drivers that fold before
// rewriting (the dialect conversion's legalizeWithFold) see it.
func foldIf(op *ir.Operation, _ []ir.Attribute) ([]ir.FoldResult, bool) {
	if op.NumRegions() < 2 || op.Region(1).Empty() {
		return nil, false
	}
	xor := op.Operand(0).DefiningOp()
	if xor == nil || xor.Name() != "arith.xori" || xor.NumOperands() != 2 {
		return nil, false
	}
	if !isOne(ir.ConstantValue(xor.Operand(1))) {
		return nil, false
	}
	op.OpOperand(0).Set(xor.Operand(0))
	then, els := op.Region(0), op.Region(1)
	thenBlock := then.First()
	// The else blocks go to the front of the then region, then the old
	// then block to the else region, as MLIR's two splices.
	for b := els.Last(); b != nil; b = els.Last() {
		els.RemoveBlock(b)
		then.InsertBlockBefore(b, then.First())
	}
	then.RemoveBlock(thenBlock)
	els.InsertBlockBefore(thenBlock, els.First())
	return nil, true
}

// isOne reports whether a is the integer 1 (MLIR's m_One; an i1 true). The
// condition of an scf.if is a scalar i1, so the xori's operand is an
// integer attribute when it is constant.
func isOne(a ir.Attribute) bool {
	ia, ok := a.(*ir.IntegerAttr)
	if !ok {
		return false
	}
	if ia.IsBool() {
		return !ia.IsZero()
	}
	v, small := ia.Small()
	return small && v == 1
}
