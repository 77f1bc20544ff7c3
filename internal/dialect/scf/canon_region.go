package scf

import (
	"gpuc/internal/ir"
	"gpuc/internal/rewrite"
)

// MLIR 19's ExecuteRegionOp and IndexSwitchOp canonicalization patterns;
// these structs are in SCF.cpp's global namespace, so their debug names
// carry no namespace.
func init() {
	rewrite.RegisterCanonicalization("scf.execute_region",
		&rewrite.Pattern{Name: "SingleBlockExecuteInliner", Root: "scf.execute_region", Benefit: 1, Rewrite: singleBlockExecuteInliner},
		&rewrite.Pattern{Name: "MultiBlockExecuteInliner", Root: "scf.execute_region", Benefit: 1, Rewrite: multiBlockExecuteInliner},
	)
	rewrite.RegisterCanonicalization("scf.index_switch",
		&rewrite.Pattern{Name: "FoldConstantCase", Root: "scf.index_switch", Benefit: 1, Rewrite: foldConstantCase},
	)
}

// singleBlockExecuteInliner is SingleBlockExecuteInliner: the single block
// of an scf.execute_region is inlined in its place.
func singleBlockExecuteInliner(op *ir.Operation, rw *rewrite.Rewriter) error {
	if !op.Region(0).HasOneBlock() {
		return rewrite.ErrNoMatch
	}
	replaceOpWithRegion(rw, op, op.Region(0), nil)
	return nil
}

// multiBlockExecuteInliner is MultiBlockExecuteInliner: in a function or
// another scf.execute_region, the blocks of an scf.execute_region are
// inlined in its place, its scf.yield ops branching to the rest of the
// block, whose arguments replace its results.
func multiBlockExecuteInliner(op *ir.Operation, rw *rewrite.Rewriter) error {
	parent := op.ParentOp()
	if parent == nil || !(isFunctionLike(parent) || parent.Name() == "scf.execute_region") {
		return rewrite.ErrNoMatch
	}
	prev := op.Block()
	post := rw.SplitBlock(prev, op)
	rw.SetInsertionPointToEnd(prev)
	rw.Create(&ir.OperationState{Name: "cf.br", Loc: op.Loc(), Successors: []*ir.Block{op.Region(0).First()}})
	for b := op.Region(0).First(); b != nil; b = b.Next() {
		y := b.Last()
		if y == nil || y.Name() != "scf.yield" {
			continue
		}
		rw.SetInsertionPoint(y)
		rw.Create(&ir.OperationState{Name: "cf.br", Loc: y.Loc(), Operands: operandsOf(y), Successors: []*ir.Block{post}})
		rw.EraseOp(y)
	}
	rw.InlineRegionBefore(op.Region(0), post.Parent(), post)
	args := make([]*ir.Value, op.NumResults())
	for i, r := range op.Results() {
		args[i] = post.AddArg(r.Type(), r.Loc())
	}
	rw.ReplaceOp(op, args...)
	return nil
}

// foldConstantCase is FoldConstantCase: an scf.index_switch on a constant
// is replaced by the region of the matching case, or the default region.
func foldConstantCase(op *ir.Operation, rw *rewrite.Rewriter) error {
	cst, ok := constantIntValue(op.Operand(0))
	if !ok {
		return rewrite.ErrNoMatch
	}
	var cases []int64
	if a, ok := op.InherentAttr("cases").(*ir.DenseArrayAttr); ok {
		cases = a.Ints
	}
	r := op.Region(0)
	for i, c := range cases {
		if c == cst && i+1 < op.NumRegions() {
			r = op.Region(i + 1)
			break
		}
	}
	source := r.First()
	term := source.Last()
	results := operandsOf(term)
	rw.InlineBlockBefore(source, op.Block(), op, nil)
	rw.EraseOp(term)
	rw.ReplaceOp(op, results...)
	return nil
}
