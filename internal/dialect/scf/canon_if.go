package scf

import (
	"gpuc/internal/dialect/arith"
	"gpuc/internal/ir"
	"gpuc/internal/rewrite"
)

// MLIR 19's IfOp::getCanonicalizationPatterns, in the order it adds them.
func init() {
	rewrite.RegisterCanonicalization("scf.if",
		ifPattern("CombineIfs", combineIfs),
		ifPattern("CombineNestedIfs", combineNestedIfs),
		ifPattern("ConditionPropagation", conditionPropagation),
		ifPattern("ConvertTrivialIfToSelect", convertTrivialIfToSelect),
		ifPattern("RemoveEmptyElseBranch", removeEmptyElseBranch),
		ifPattern("RemoveStaticCondition", removeStaticCondition),
		ifPattern("RemoveUnusedResults", removeUnusedResults),
		ifPattern("ReplaceIfYieldWithConditionOrValue", replaceIfYieldWithConditionOrValue),
	)
}

// ifPattern makes an scf.if pattern of the anonymous namespace of SCF.cpp.
func ifPattern(name string, f func(op *ir.Operation, rw *rewrite.Rewriter) error) *rewrite.Pattern {
	return &rewrite.Pattern{Name: "(anonymous namespace)::" + name, Root: "scf.if", Benefit: 1, Rewrite: f}
}

// removeUnusedResults is RemoveUnusedResults: an scf.if with unused
// results is rebuilt with the used ones only.
func removeUnusedResults(op *ir.Operation, rw *rewrite.Rewriter) error {
	var used []int
	for i, r := range op.Results() {
		if r.HasUses() {
			used = append(used, i)
		}
	}
	if len(used) == op.NumResults() {
		return rewrite.ErrNoMatch
	}
	newTypes := make([]ir.Type, len(used))
	for i, idx := range used {
		newTypes[i] = op.Result(idx).Type()
	}
	newOp := createIfBlocks(rw, op.Loc(), newTypes, op.Operand(0), false, false)
	rw.CreateBlock(newOp.Region(0), nil, nil, nil)
	rw.CreateBlock(newOp.Region(1), nil, nil, nil)
	transfer := func(src, dest *ir.Block) {
		rw.MergeBlocks(src, dest, nil)
		yield := dest.Last()
		operands := make([]*ir.Value, len(used))
		for i, idx := range used {
			operands[i] = yield.Operand(idx)
		}
		rw.ModifyOpInPlace(yield, func() { yield.SetOperands(operands) })
	}
	transfer(op.Region(0).First(), newOp.Region(0).First())
	transfer(op.Region(1).First(), newOp.Region(1).First())
	repl := make([]*ir.Value, op.NumResults())
	for i, idx := range used {
		repl[idx] = newOp.Result(i)
	}
	rw.ReplaceOp(op, repl...)
	return nil
}

// removeStaticCondition is RemoveStaticCondition: an scf.if on a constant
// is replaced by the region taken.
func removeStaticCondition(op *ir.Operation, rw *rewrite.Rewriter) error {
	cond, ok := boolConstant(op.Operand(0))
	if !ok {
		return rewrite.ErrNoMatch
	}
	switch {
	case cond:
		replaceOpWithRegion(rw, op, op.Region(0), nil)
	case !op.Region(1).Empty():
		replaceOpWithRegion(rw, op, op.Region(1), nil)
	default:
		rw.EraseOp(op)
	}
	return nil
}

// convertTrivialIfToSelect is ConvertTrivialIfToSelect: results whose
// yielded values are defined outside the scf.if become arith.select (or
// the value itself when both branches yield it).
func convertTrivialIfToSelect(op *ir.Operation, rw *rewrite.Rewriter) error {
	if op.NumResults() == 0 {
		return rewrite.ErrNoMatch
	}
	cond := op.Operand(0)
	thenArgs := operandsOf(ifThenYield(op))
	elseArgs := operandsOf(ifElseYield(op))
	n := min(len(thenArgs), len(elseArgs))
	var nonHoistable []ir.Type
	for i := 0; i < n; i++ {
		if op.Region(0) == valueRegion(thenArgs[i]) || op.Region(1) == valueRegion(elseArgs[i]) {
			nonHoistable = append(nonHoistable, thenArgs[i].Type())
		}
	}
	if len(nonHoistable) == op.NumResults() {
		return rewrite.ErrNoMatch
	}
	repl := createIfWithElse(rw, op.Loc(), nonHoistable, cond, false)
	if b := ifThenBlock(repl); b != nil {
		rw.EraseBlock(b)
	}
	repl.Region(0).TakeBody(op.Region(0))
	repl.Region(1).TakeBody(op.Region(1))
	results := make([]*ir.Value, op.NumResults())
	var trueYields, falseYields []*ir.Value
	rw.SetInsertionPoint(repl)
	for i := 0; i < n; i++ {
		t, f := thenArgs[i], elseArgs[i]
		switch {
		case repl.Region(0) == valueRegion(t) || repl.Region(1) == valueRegion(f):
			results[i] = repl.Result(len(trueYields))
			trueYields = append(trueYields, t)
			falseYields = append(falseYields, f)
		case t == f:
			results[i] = t
		default:
			results[i] = arith.Select(rw, op.Loc(), cond, t, f)
		}
	}
	rw.SetInsertionPointToEnd(ifThenBlock(repl))
	replaceOpWithNewYield(rw, ifThenYield(repl), trueYields)
	rw.SetInsertionPointToEnd(ifElseBlock(repl))
	replaceOpWithNewYield(rw, ifElseYield(repl), falseYields)
	rw.ReplaceOp(op, results...)
	return nil
}

// conditionPropagation is ConditionPropagation: uses of the condition in
// the then region become true, in the else region false.
func conditionPropagation(op *ir.Operation, rw *rewrite.Rewriter) error {
	cond := op.Operand(0)
	if isConstant(cond) {
		return rewrite.ErrNoMatch
	}
	changed := false
	var constTrue, constFalse *ir.Value
	for use := range cond.Uses {
		owner := use.Owner()
		switch {
		case regionIsAncestor(op.Region(0), opRegion(owner)):
			changed = true
			if constTrue == nil {
				constTrue = arith.Constant(rw, op.Loc(), rw.Ctx.Bool(true))
			}
			rw.ModifyOpInPlace(owner, func() { use.Set(constTrue) })
		case regionIsAncestor(op.Region(1), opRegion(owner)):
			changed = true
			if constFalse == nil {
				constFalse = arith.Constant(rw, op.Loc(), rw.Ctx.Bool(false))
			}
			rw.ModifyOpInPlace(owner, func() { use.Set(constFalse) })
		}
	}
	if !changed {
		return rewrite.ErrNoMatch
	}
	return nil
}

// replaceIfYieldWithConditionOrValue is ReplaceIfYieldWithConditionOrValue:
// a result both branches yield the same value for is that value; one
// yielding true/false is the condition, false/true its negation. The uses
// are replaced directly, as MLIR does (not through the rewriter).
func replaceIfYieldWithConditionOrValue(op *ir.Operation, rw *rewrite.Rewriter) error {
	if op.NumResults() == 0 {
		return rewrite.ErrNoMatch
	}
	trueYield := op.Region(0).Last().Last()
	falseYield := op.Region(1).Last().Last()
	rw.SetInsertionPoint(op)
	changed := false
	i1 := rw.Ctx.I(1)
	n := min(trueYield.NumOperands(), falseYield.NumOperands(), op.NumResults())
	for i := 0; i < n; i++ {
		t, f, res := trueYield.Operand(i), falseYield.Operand(i), op.Result(i)
		if t == f {
			if res.HasUses() {
				res.ReplaceAllUsesWith(t)
				changed = true
			}
			continue
		}
		tv, ok1 := boolConstant(t)
		fv, ok2 := boolConstant(f)
		if !ok1 || !ok2 {
			continue
		}
		if !tv && fv && res.HasUses() {
			dialect := t.DefiningOp().Dialect()
			var cst *ir.Operation
			if dialect != nil && dialect.MaterializeConstant != nil {
				cst = dialect.MaterializeConstant(ir.NewBuilder(rw.Ctx), rw.Ctx.IntegerAttrInt64(i1, 1), i1, op.Loc())
			}
			if cst == nil {
				continue
			}
			rw.Insert(cst)
			notCond := arith.Binary(rw, "arith.xori", op.Loc(), op.Operand(0), cst.Result(0))
			res.ReplaceAllUsesWith(notCond)
			changed = true
		}
		if tv && !fv && res.HasUses() {
			res.ReplaceAllUsesWith(op.Operand(0))
			changed = true
		}
	}
	if !changed {
		return rewrite.ErrNoMatch
	}
	return nil
}

// isXorOne matches v against m_Op<arith::XOrIOp> with m_One on its rhs and
// returns the lhs.
func isXorOne(v *ir.Value) (*ir.Value, bool) {
	d := v.DefiningOp()
	if d == nil || d.Name() != "arith.xori" || d.NumOperands() != 2 {
		return nil, false
	}
	if !isOne(ir.ConstantValue(d.Operand(1))) {
		return nil, false
	}
	return d.Operand(0), true
}

// combineIfs is CombineIfs: two consecutive scf.if on the same condition
// (or one on its negation) become one.
func combineIfs(nextIf *ir.Operation, rw *rewrite.Rewriter) error {
	prevIf := nextIf.Prev()
	if prevIf == nil || prevIf.Name() != "scf.if" {
		return rewrite.ErrNoMatch
	}
	var nextThen, nextElse *ir.Block
	if nextIf.Operand(0) == prevIf.Operand(0) {
		nextThen = ifThenBlock(nextIf)
		if !nextIf.Region(1).Empty() {
			nextElse = ifElseBlock(nextIf)
		}
	}
	if lhs, ok := isXorOne(nextIf.Operand(0)); ok && lhs == prevIf.Operand(0) {
		nextElse = ifThenBlock(nextIf)
		if !nextIf.Region(1).Empty() {
			nextThen = ifElseBlock(nextIf)
		}
	}
	if lhs, ok := isXorOne(prevIf.Operand(0)); ok && lhs == nextIf.Operand(0) {
		nextElse = ifThenBlock(nextIf)
		if !nextIf.Region(1).Empty() {
			nextThen = ifElseBlock(nextIf)
		}
	}
	if nextThen == nil && nextElse == nil {
		return rewrite.ErrNoMatch
	}
	var prevElseYielded []*ir.Value
	if !prevIf.Region(1).Empty() {
		prevElseYielded = operandsOf(ifElseYield(prevIf))
	}
	prevThenYielded := operandsOf(ifThenYield(prevIf))
	n := min(prevIf.NumResults(), len(prevThenYielded), len(prevElseYielded))
	for i := 0; i < n; i++ {
		for use := range prevIf.Result(i).Uses {
			owner := use.Owner()
			switch {
			case nextThen != nil && regionIsAncestor(nextThen.Parent(), opRegion(owner)):
				rw.ModifyOpInPlace(owner, func() { use.Set(prevThenYielded[i]) })
			case nextElse != nil && regionIsAncestor(nextElse.Parent(), opRegion(owner)):
				rw.ModifyOpInPlace(owner, func() { use.Set(prevElseYielded[i]) })
			}
		}
	}
	merged := append(prevIf.ResultTypes(), nextIf.ResultTypes()...)
	combined := createIfWithElse(rw, nextIf.Loc(), merged, prevIf.Operand(0), false)
	rw.EraseBlock(combined.Region(0).Last())
	rw.InlineRegionBefore(prevIf.Region(0), combined.Region(0), combined.Region(0).First())
	if nextThen != nil {
		thenYield := ifThenYield(combined)
		thenYield2 := nextThen.Last()
		rw.MergeBlocks(nextThen, ifThenBlock(combined), nil)
		rw.SetInsertionPointToEnd(ifThenBlock(combined))
		yields := append(operandsOf(thenYield), thenYield2.Operands()...)
		createYield(rw, thenYield2.Loc(), yields)
		rw.EraseOp(thenYield)
		rw.EraseOp(thenYield2)
	}
	rw.InlineRegionBefore(prevIf.Region(1), combined.Region(1), combined.Region(1).First())
	if nextElse != nil {
		if combined.Region(1).Empty() {
			rw.InlineRegionBefore(nextElse.Parent(), combined.Region(1), combined.Region(1).First())
		} else {
			elseYield := ifElseYield(combined)
			elseYield2 := nextElse.Last()
			rw.MergeBlocks(nextElse, ifElseBlock(combined), nil)
			rw.SetInsertionPointToEnd(ifElseBlock(combined))
			yields := append(operandsOf(elseYield), elseYield2.Operands()...)
			createYield(rw, elseYield2.Loc(), yields)
			rw.EraseOp(elseYield)
			rw.EraseOp(elseYield2)
		}
	}
	np := prevIf.NumResults()
	res := combined.Results()
	rw.ReplaceOp(prevIf, res[:np]...)
	rw.ReplaceOp(nextIf, res[np:]...)
	return nil
}

// removeEmptyElseBranch is RemoveEmptyElseBranch: an else block holding
// only its yield goes, for an scf.if without results.
func removeEmptyElseBranch(op *ir.Operation, rw *rewrite.Rewriter) error {
	if op.NumResults() > 0 {
		return rewrite.ErrNoMatch
	}
	els := ifElseBlock(op)
	if els == nil || els.First() == nil || els.First() != els.Last() {
		return rewrite.ErrNoMatch
	}
	newOp := cloneWithoutRegions(rw, op)
	rw.InlineRegionBefore(op.Region(0), newOp.Region(0), newOp.Region(0).First())
	rw.EraseOp(op)
	return nil
}

// cloneWithoutRegions is OpBuilder::cloneWithoutRegions: op's operands,
// attributes and result types, with as many empty regions.
func cloneWithoutRegions(rw *rewrite.Rewriter, op *ir.Operation) *ir.Operation {
	st := &ir.OperationState{OpName: op.OpName(), Name: op.Name(), Loc: op.Loc(),
		Operands: operandsOf(op), Types: op.ResultTypes(), Props: op.Props()}
	if d := op.Attrs(); d != nil {
		st.Attrs = append([]ir.NamedAttr(nil), d.Entries...)
	}
	for range op.NumRegions() {
		st.AddRegion()
	}
	return rw.Create(st)
}

// combineNestedIfs is CombineNestedIfs: an scf.if whose then block holds
// only another scf.if (and whose else blocks only yield) branches on the
// conjunction of both conditions.
func combineNestedIfs(op *ir.Operation, rw *rewrite.Rewriter) error {
	thenB := ifThenBlock(op)
	if thenB.First() == nil || thenB.First().Next() != thenB.Last() {
		return rewrite.ErrNoMatch
	}
	if e := ifElseBlock(op); e != nil && (e.First() == nil || e.First() != e.Last()) {
		return rewrite.ErrNoMatch
	}
	nested := thenB.First()
	if nested.Name() != "scf.if" {
		return rewrite.ErrNoMatch
	}
	if e := ifElseBlock(nested); e != nil && (e.First() == nil || e.First() != e.Last()) {
		return rewrite.ErrNoMatch
	}
	thenYield := operandsOf(ifThenYield(op))
	var elseYield []*ir.Value
	if ifElseBlock(op) != nil {
		elseYield = operandsOf(ifElseYield(op))
	}
	var toSelect []int
	for i, v := range thenYield {
		if v.DefiningOp() == nested {
			idx := v.Index()
			if ifElseYield(nested).Operand(idx) != elseYield[i] {
				return rewrite.ErrNoMatch
			}
			thenYield[i] = ifThenYield(nested).Operand(idx)
			continue
		}
		if valueRegion(v) == op.Region(0) {
			return rewrite.ErrNoMatch
		}
		toSelect = append(toSelect, i)
	}
	loc := op.Loc()
	newCond := arith.Binary(rw, "arith.andi", loc, op.Operand(0), nested.Operand(0))
	newIf := createIfBlocks(rw, loc, op.ResultTypes(), newCond, false, false)
	newBlock := rw.CreateBlock(newIf.Region(0), nil, nil, nil)
	results := append([]*ir.Value(nil), newIf.Results()...)
	rw.SetInsertionPoint(newIf)
	for _, idx := range toSelect {
		results[idx] = arith.Select(rw, op.Loc(), op.Operand(0), thenYield[idx], elseYield[idx])
	}
	rw.MergeBlocks(ifThenBlock(nested), newBlock, nil)
	rw.SetInsertionPointToEnd(ifThenBlock(newIf))
	replaceOpWithNewYield(rw, ifThenYield(newIf), thenYield)
	if len(elseYield) > 0 {
		rw.CreateBlock(newIf.Region(1), nil, nil, nil)
		rw.SetInsertionPointToEnd(ifElseBlock(newIf))
		createYield(rw, loc, elseYield)
	}
	rw.ReplaceOp(op, results...)
	return nil
}
