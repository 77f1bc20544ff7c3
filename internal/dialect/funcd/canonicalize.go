package funcd

import (
	"gpuc/internal/ir"
	"gpuc/internal/rewrite"
)

// CallIndirectOp::canonicalize (FuncOps.cpp, MLIR 19), added as a
// function: no debug name. A call_indirect of a constant callee becomes a
// direct call.
func init() {
	rewrite.RegisterCanonicalization("func.call_indirect", &rewrite.Pattern{Root: "func.call_indirect", Benefit: 1,
		Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) error {
			callee, ok := ir.ConstantValue(op.Operand(0)).(*ir.SymbolRefAttr)
			if !ok {
				return rewrite.ErrNoMatch
			}
			call := rw.Create(&ir.OperationState{Name: "func.call", Loc: op.Loc(), Operands: append([]*ir.Value(nil), op.Operands()[1:]...),
				Types: op.ResultTypes(), Attrs: []ir.NamedAttr{{Name: "callee", Value: callee}}})
			rw.ReplaceOpWith(op, call)
			return nil
		}})
}
