package scf

import (
	"gpuc/internal/ir"
	"gpuc/internal/rewrite"
)

// MLIR 19's ForOp::getCanonicalizationPatterns: ForOpIterArgsFolder and
// SimplifyTrivialLoops. Its third, ForOpTensorCastFolder, folds tensor.cast
// ops into iter_args; gpuc has no tensor dialect, so it cannot apply.
func init() {
	rewrite.RegisterCanonicalization("scf.for",
		&rewrite.Pattern{Name: "(anonymous namespace)::ForOpIterArgsFolder", Root: "scf.for", Benefit: 1, Rewrite: forOpIterArgsFolder},
		&rewrite.Pattern{Name: "(anonymous namespace)::SimplifyTrivialLoops", Root: "scf.for", Benefit: 1, Rewrite: simplifyTrivialLoops},
	)
}

// createFor is ForOp::build(lb, ub, step, iterArgs) without a body
// builder: a block with the induction variable and the iter_args, and an
// scf.yield when there are no iter_args.
func createFor(rw *rewrite.Rewriter, loc ir.Location, lb, ub, step *ir.Value, iterArgs []*ir.Value) *ir.Operation {
	st := &ir.OperationState{Name: "scf.for", Loc: loc,
		Operands: append([]*ir.Value{lb, ub, step}, iterArgs...), Types: typesOf(iterArgs)}
	r := st.AddRegion()
	b := newBlockIn(r, append([]ir.Type{lb.Type()}, typesOf(iterArgs)...),
		append([]ir.Location{loc}, locsOf(iterArgs)...))
	if len(iterArgs) == 0 {
		appendTerminator(rw.Ctx, b, "scf.yield", loc)
	}
	return rw.Create(st)
}

// forOpIterArgsFolder is ForOpIterArgsFolder: iter_args that are yielded
// unchanged, or unused and either yielded from their init or with an
// unused result, are dropped.
func forOpIterArgsFolder(forOp *ir.Operation, rw *rewrite.Rewriter) error {
	n := forOp.NumResults()
	inits := forOp.Operands()[3:]
	body := forOp.Region(0).First()
	yield := body.Last()
	n = min(n, len(inits), body.NumArgs()-1, yield.NumOperands())
	keep := make([]bool, n)
	canonicalize := false
	transfer := make([]*ir.Value, 1, 1+n)
	var newIterArgs, newResults []*ir.Value
	for i := 0; i < n; i++ {
		init, arg, res, yielded := inits[i], body.Arg(i+1), forOp.Result(i), yield.Operand(i)
		forwarded := arg == yielded || (!arg.HasUses() && (init == yielded || !res.HasUses()))
		keep[i] = !forwarded
		if forwarded {
			canonicalize = true
			transfer = append(transfer, init)
			newResults = append(newResults, init)
			continue
		}
		newIterArgs = append(newIterArgs, init)
		transfer = append(transfer, nil)
		newResults = append(newResults, nil)
	}
	if !canonicalize {
		return rewrite.ErrNoMatch
	}
	newFor := createFor(rw, forOp.Loc(), forOp.Operand(0), forOp.Operand(1), forOp.Operand(2), newIterArgs)
	newFor.SetAttrs(forOp.Attrs())
	newBlock := newFor.Region(0).First()
	transfer[0] = newBlock.Arg(0)
	collapsed := 0
	for i := range newResults {
		if transfer[1+i] == nil {
			transfer[1+i] = newBlock.Arg(1 + collapsed)
			newResults[i] = newFor.Result(collapsed)
			collapsed++
		}
	}
	oldBlock := forOp.Region(0).First()
	if len(newIterArgs) == 0 {
		newYield := newBlock.Last()
		rw.InlineBlockBefore(oldBlock, newBlock, newYield, transfer)
		rw.EraseOp(newBlock.Last().Prev())
		rw.ReplaceOp(forOp, newResults...)
		return nil
	}
	rw.MergeBlocks(oldBlock, newBlock, transfer)
	merged := newBlock.Last()
	ip := rw.SaveInsertionPoint()
	rw.SetInsertionPoint(merged)
	var filtered []*ir.Value
	for i, k := range keep {
		if k {
			filtered = append(filtered, merged.Operand(i))
		}
	}
	createYield(rw, merged.Loc(), filtered)
	rw.RestoreInsertionPoint(ip)
	rw.EraseOp(merged)
	rw.ReplaceOp(forOp, newResults...)
	return nil
}

// computeConstDiff is SCF.cpp's computeConstDiff: ub - lb when both are
// constants, or c when ub is `arith.addi lb, c` (either order).
func computeConstDiff(l, u *ir.Value) (int64, bool) {
	cl, okl := ir.ConstantValue(l).(*ir.IntegerAttr)
	cu, oku := ir.ConstantValue(u).(*ir.IntegerAttr)
	if okl && oku {
		return apSub(cl, cu), true
	}
	d := u.DefiningOp()
	if d == nil || d.Name() != "arith.addi" || d.NumOperands() != 2 {
		return 0, false
	}
	if d.Operand(0) == l {
		if c, ok := constantIntValue(d.Operand(1)); ok {
			return c, true
		}
	}
	if d.Operand(1) == l {
		if c, ok := constantIntValue(d.Operand(0)); ok {
			return c, true
		}
	}
	return 0, false
}

// forConstantStep is ForOp::getConstantStep: the step when an
// arith.constant defines it.
func forConstantStep(op *ir.Operation) (int64, bool) {
	d := op.Operand(2).DefiningOp()
	if d == nil || d.Name() != "arith.constant" {
		return 0, false
	}
	a, ok := d.Attr("value").(*ir.IntegerAttr)
	if !ok {
		return 0, false
	}
	return sext(a), true
}

// simplifyTrivialLoops is SimplifyTrivialLoops: loops known not to
// iterate go, single-iteration loops are inlined, and empty loops that
// iterate and yield values from outside are replaced by those values.
func simplifyTrivialLoops(op *ir.Operation, rw *rewrite.Rewriter) error {
	inits := operandsOf(op)[3:]
	if op.Operand(0) == op.Operand(1) {
		rw.ReplaceOp(op, inits...)
		return nil
	}
	diff, ok := computeConstDiff(op.Operand(0), op.Operand(1))
	if !ok {
		return rewrite.ErrNoMatch
	}
	if diff <= 0 {
		rw.ReplaceOp(op, inits...)
		return nil
	}
	step, ok := forConstantStep(op)
	if !ok {
		return rewrite.ErrNoMatch
	}
	if step >= diff {
		args := append([]*ir.Value{op.Operand(0)}, inits...)
		replaceOpWithRegion(rw, op, op.Region(0), args)
		return nil
	}
	block := op.Region(0).First()
	if block.First() == nil || block.First() != block.Last() {
		return rewrite.ErrNoMatch
	}
	yielded := operandsOf(block.Last())
	for _, v := range yielded {
		if !definedOutside(op, v) {
			return rewrite.ErrNoMatch
		}
	}
	rw.ReplaceOp(op, yielded...)
	return nil
}

// definedOutside is LoopLikeOpInterface::isDefinedOutsideOfLoop.
func definedOutside(loop *ir.Operation, v *ir.Value) bool {
	r := valueRegion(v)
	if r == nil || r.Parent() == nil {
		return true
	}
	return !loop.IsAncestor(r.Parent())
}
