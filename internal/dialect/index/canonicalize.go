package index

import (
	"gpuc/internal/ir"
	"gpuc/internal/rewrite"
)

// CmpOp::canonicalize (IndexOps.cpp, MLIR 19), added as a function: no
// debug name.
func init() {
	rewrite.RegisterCanonicalization("index.cmp", &rewrite.Pattern{Root: "index.cmp", Benefit: 1, Rewrite: cmpCanonicalize})
}

func isZeroConstant(v *ir.Value) bool {
	ia, ok := ir.ConstantValue(v).(*ir.IntegerAttr)
	return ok && ia.IsZero()
}

// cmpCanonicalize rewrites `x - y cmp 0` to `x cmp y` and `0 cmp x - y`
// to `y cmp x`.
func cmpCanonicalize(op *ir.Operation, rw *rewrite.Rewriter) error {
	rhsZero := isZeroConstant(op.Operand(1))
	lhsZero := isZeroConstant(op.Operand(0))
	if !rhsZero && !lhsZero {
		return rewrite.NoMatch("cmp is not comparing something with 0")
	}
	other := op.Operand(1)
	if rhsZero {
		other = op.Operand(0)
	}
	sub := other.DefiningOp()
	if sub == nil || sub.Name() != "index.sub" {
		return rewrite.NoMatch("non-zero operand is not a result of subtraction")
	}
	lhs, rhs := sub.Operand(0), sub.Operand(1)
	if !rhsZero {
		lhs, rhs = rhs, lhs
	}
	nc := rw.Create(&ir.OperationState{Name: "index.cmp", Loc: op.Loc(), Operands: []*ir.Value{lhs, rhs},
		Types: []ir.Type{op.Result(0).Type()}, Attrs: []ir.NamedAttr{{Name: "pred", Value: op.Attr("pred")}}})
	rw.ReplaceOpWith(op, nc)
	return nil
}
