package scf

import (
	"gpuc/internal/dialect/arith"
	"gpuc/internal/ir"
	"gpuc/internal/rewrite"
	"slices"
)

// MLIR 19's WhileOp::getCanonicalizationPatterns, in the order it adds
// them.
func init() {
	rewrite.RegisterCanonicalization("scf.while",
		whilePattern("RemoveLoopInvariantArgsFromBeforeBlock", removeLoopInvariantArgsFromBeforeBlock),
		whilePattern("RemoveLoopInvariantValueYielded", removeLoopInvariantValueYielded),
		whilePattern("WhileConditionTruth", whileConditionTruth),
		whilePattern("WhileCmpCond", whileCmpCond),
		whilePattern("WhileUnusedResult", whileUnusedResult),
		whilePattern("WhileRemoveDuplicatedResults", whileRemoveDuplicatedResults),
		whilePattern("WhileRemoveUnusedArgs", whileRemoveUnusedArgs),
		whilePattern("WhileOpAlignBeforeArgs", whileOpAlignBeforeArgs),
	)
}

func whilePattern(name string, f func(op *ir.Operation, rw *rewrite.Rewriter) error) *rewrite.Pattern {
	return &rewrite.Pattern{Name: "(anonymous namespace)::" + name, Root: "scf.while", Benefit: 1, Rewrite: f}
}

func whileBefore(op *ir.Operation) *ir.Block        { return op.Region(0).First() }
func whileAfter(op *ir.Operation) *ir.Block         { return op.Region(1).First() }
func whileCondition(op *ir.Operation) *ir.Operation { return whileBefore(op).Last() }
func whileYield(op *ir.Operation) *ir.Operation     { return whileAfter(op).Last() }

// conditionArgs returns the forwarded operands of an scf.condition.
func conditionArgs(c *ir.Operation) []*ir.Value { return operandsOf(c)[1:] }

// createWhileEmpty is the ODS WhileOp builder (resultTypes, inits): two
// empty regions.
func createWhileEmpty(rw *rewrite.Rewriter, loc ir.Location, types []ir.Type, inits []*ir.Value) *ir.Operation {
	st := &ir.OperationState{Name: "scf.while", Loc: loc, Operands: inits, Types: types}
	st.AddRegion()
	st.AddRegion()
	return rw.Create(st)
}

// createWhile is WhileOp::build(resultTypes, inits, nullptr, nullptr): a
// before block with the inits' types and locations, an after block with
// the result types at the op's location.
func createWhile(rw *rewrite.Rewriter, loc ir.Location, types []ir.Type, inits []*ir.Value) *ir.Operation {
	st := &ir.OperationState{Name: "scf.while", Loc: loc, Operands: inits, Types: types}
	newBlockIn(st.AddRegion(), typesOf(inits), locsOf(inits))
	newBlockIn(st.AddRegion(), types, repeatLoc(loc, len(types)))
	return rw.Create(st)
}

// replaceWithNewCondition is replaceOpWithNewOp<ConditionOp>(c, cond, args)
// under an insertion guard.
func replaceWithNewCondition(rw *rewrite.Rewriter, c *ir.Operation, cond *ir.Value, args []*ir.Value) {
	ip := rw.SaveInsertionPoint()
	rw.SetInsertionPoint(c)
	createCondition(rw, c.Loc(), cond, args)
	rw.ReplaceOp(c)
	rw.RestoreInsertionPoint(ip)
}

// replaceWithNewYield is replaceOpWithNewOp<YieldOp>(y, args) under an
// insertion guard.
func replaceWithNewYield(rw *rewrite.Rewriter, y *ir.Operation, args []*ir.Value) {
	ip := rw.SaveInsertionPoint()
	rw.SetInsertionPoint(y)
	replaceOpWithNewYield(rw, y, args)
	rw.RestoreInsertionPoint(ip)
}

// removeLoopInvariantArgsFromBeforeBlock is
// RemoveLoopInvariantArgsFromBeforeBlock: before arguments that stay
// their init value are replaced by it.
func removeLoopInvariantArgsFromBeforeBlock(op *ir.Operation, rw *rewrite.Rewriter) error {
	after := whileAfter(op)
	beforeArgs := whileBefore(op).Args()
	condArgs := conditionArgs(whileCondition(op))
	yieldOp := after.Last()
	yieldArgs := operandsOf(yieldOp)
	inits := operandsOf(op)
	n := min(len(inits), len(yieldArgs))
	invariant := func(i int) bool {
		init, y := inits[i], yieldArgs[i]
		if y == init {
			return true
		}
		if y.IsBlockArgument() && y.OwnerBlock() == after {
			c := condArgs[y.Index()]
			return c == beforeArgs[i] || c == init
		}
		return false
	}
	can := false
	for i := 0; i < n; i++ {
		if invariant(i) {
			can = true
			break
		}
	}
	if !can {
		return rewrite.ErrNoMatch
	}
	var newInits, newYieldArgs []*ir.Value
	var newLocs []ir.Location
	initOf := map[int]*ir.Value{}
	for i := 0; i < n; i++ {
		if invariant(i) {
			initOf[i] = inits[i]
			continue
		}
		newInits = append(newInits, inits[i])
		newYieldArgs = append(newYieldArgs, yieldArgs[i])
		newLocs = append(newLocs, beforeArgs[i].Loc())
	}
	replaceWithNewYield(rw, yieldOp, newYieldArgs)
	newWhile := createWhileEmpty(rw, op.Loc(), op.ResultTypes(), newInits)
	newBefore := rw.CreateBlock(newWhile.Region(0), nil, typesOf(newYieldArgs), newLocs)
	before := whileBefore(op)
	newArgs := make([]*ir.Value, before.NumArgs())
	for i, j := 0, 0; i < len(newArgs); i++ {
		if v, ok := initOf[i]; ok {
			newArgs[i] = v
		} else {
			newArgs[i] = newBefore.Arg(j)
			j++
		}
	}
	rw.MergeBlocks(before, newBefore, newArgs)
	rw.InlineRegionBefore(op.Region(1), newWhile.Region(1), newWhile.Region(1).First())
	rw.ReplaceOp(op, newWhile.Results()...)
	return nil
}

// removeLoopInvariantValueYielded is RemoveLoopInvariantValueYielded:
// values forwarded by scf.condition that are defined outside the before
// block replace the after arguments and results they flow to.
func removeLoopInvariantValueYielded(op *ir.Operation, rw *rewrite.Rewriter) error {
	before := whileBefore(op)
	condOp := whileCondition(op)
	condArgs := conditionArgs(condOp)
	can := false
	for _, a := range condArgs {
		if valueBlock(a) != before {
			can = true
			break
		}
	}
	if !can {
		return rewrite.ErrNoMatch
	}
	afterArgs := whileAfter(op).Args()
	var newCondArgs []*ir.Value
	var newTypes []ir.Type
	var newLocs []ir.Location
	invariant := map[int]*ir.Value{}
	for i, a := range condArgs {
		if valueBlock(a) != before {
			invariant[i] = a
			continue
		}
		newCondArgs = append(newCondArgs, a)
		newTypes = append(newTypes, a.Type())
		newLocs = append(newLocs, afterArgs[i].Loc())
	}
	replaceWithNewCondition(rw, condOp, condOp.Operand(0), newCondArgs)
	newWhile := createWhileEmpty(rw, op.Loc(), newTypes, operandsOf(op))
	newAfter := rw.CreateBlock(newWhile.Region(1), nil, newTypes, newLocs)
	after := whileAfter(op)
	newAfterArgs := make([]*ir.Value, after.NumArgs())
	newResults := make([]*ir.Value, after.NumArgs())
	for i, j := 0, 0; i < len(newAfterArgs); i++ {
		if v, ok := invariant[i]; ok {
			newAfterArgs[i], newResults[i] = v, v
		} else {
			newAfterArgs[i], newResults[i] = newAfter.Arg(j), newWhile.Result(j)
			j++
		}
	}
	rw.MergeBlocks(after, newAfter, newAfterArgs)
	rw.InlineRegionBefore(op.Region(0), newWhile.Region(0), newWhile.Region(0).First())
	rw.ReplaceOp(op, newResults[:op.NumResults()]...)
	return nil
}

// whileConditionTruth is WhileConditionTruth: after arguments that receive
// the condition itself are true.
func whileConditionTruth(op *ir.Operation, rw *rewrite.Rewriter) error {
	term := whileCondition(op)
	cond := term.Operand(0)
	afterArgs := whileAfter(op).Args()
	var constTrue *ir.Value
	replaced := false
	for i, a := range conditionArgs(term) {
		if i >= len(afterArgs) || a != cond || !afterArgs[i].HasUses() {
			continue
		}
		if constTrue == nil {
			constTrue = arith.Constant(rw, op.Loc(), rw.Ctx.Bool(true))
		}
		rw.ReplaceAllUsesWith(afterArgs[i], constTrue)
		replaced = true
	}
	if !replaced {
		return rewrite.ErrNoMatch
	}
	return nil
}

func cmpIPredicate(op *ir.Operation) (int64, bool) {
	a, ok := op.InherentAttr("predicate").(*ir.IntegerAttr)
	if !ok {
		return 0, false
	}
	return a.Int64(), true
}

// whileCmpCond is WhileCmpCond: in the after block, an arith.cmpi of the
// forwarded operands of the condition's arith.cmpi with the same (or the
// inverse) predicate is true (false).
func whileCmpCond(op *ir.Operation, rw *rewrite.Rewriter) error {
	cond := whileCondition(op)
	cmp := cond.Operand(0).DefiningOp()
	if cmp == nil || cmp.Name() != "arith.cmpi" {
		return rewrite.ErrNoMatch
	}
	pred, ok := cmpIPredicate(cmp)
	if !ok {
		return rewrite.ErrNoMatch
	}
	afterArgs := whileAfter(op).Args()
	changed := false
	for i, a := range conditionArgs(cond) {
		if i >= len(afterArgs) {
			break
		}
		for opIdx := 0; opIdx < 2; opIdx++ {
			if a != cmp.Operand(opIdx) {
				continue
			}
			for u := range afterArgs[i].Uses {
				cmp2 := u.Owner()
				if cmp2.Name() != "arith.cmpi" {
					continue
				}
				if cmp2.Operand(1-opIdx) != cmp.Operand(1-opIdx) {
					continue
				}
				pred2, ok := cmpIPredicate(cmp2)
				if !ok {
					continue
				}
				var same bool
				switch pred2 {
				case pred:
					same = true
				case arith.InvertCmpIPredicate(pred):
					same = false
				default:
					continue
				}
				// replaceOpWithNewOp: at the insertion point (before the
				// loop), with cmp2's location.
				c := arith.Constant(rw, cmp2.Loc(), rw.Ctx.Bool(same))
				rw.ReplaceOp(cmp2, c)
				changed = true
			}
		}
	}
	if !changed {
		return rewrite.ErrNoMatch
	}
	return nil
}

// whileUnusedResult is WhileUnusedResult: results unused after the loop
// and in the after block are dropped.
func whileUnusedResult(op *ir.Operation, rw *rewrite.Rewriter) error {
	term := whileCondition(op)
	afterArgs := whileAfter(op).Args()
	termArgs := conditionArgs(term)
	n := min(op.NumResults(), len(afterArgs), len(termArgs))
	var kept []int
	var newTypes []ir.Type
	var newTermArgs []*ir.Value
	var newLocs []ir.Location
	update := false
	for i := 0; i < n; i++ {
		res := op.Result(i)
		if !res.HasUses() && !afterArgs[i].HasUses() {
			update = true
			continue
		}
		kept = append(kept, i)
		newTermArgs = append(newTermArgs, termArgs[i])
		newTypes = append(newTypes, res.Type())
		newLocs = append(newLocs, res.Loc())
	}
	if !update {
		return rewrite.ErrNoMatch
	}
	replaceWithNewCondition(rw, term, term.Operand(0), newTermArgs)
	newWhile := createWhileEmpty(rw, op.Loc(), newTypes, operandsOf(op))
	newAfter := rw.CreateBlock(newWhile.Region(1), nil, newTypes, newLocs)
	newResults := make([]*ir.Value, op.NumResults())
	newAfterArgs := make([]*ir.Value, op.NumResults())
	for j, i := range kept {
		newResults[i] = newWhile.Result(j)
		newAfterArgs[i] = newAfter.Arg(j)
	}
	rw.InlineRegionBefore(op.Region(0), newWhile.Region(0), newWhile.Region(0).First())
	rw.MergeBlocks(whileAfter(op), newAfter, newAfterArgs)
	rw.ReplaceOp(op, newResults...)
	return nil
}

// whileRemoveUnusedArgs is WhileRemoveUnusedArgs: unused before arguments
// are dropped with their inits and yielded values.
func whileRemoveUnusedArgs(op *ir.Operation, rw *rewrite.Rewriter) error {
	before := whileBefore(op)
	any := false
	for _, a := range before.Args() {
		if !a.HasUses() {
			any = true
			break
		}
	}
	if !any {
		return rewrite.NoMatch("No args to remove")
	}
	yield := whileYield(op)
	inits := operandsOf(op)
	yielded := operandsOf(yield)
	n := min(before.NumArgs(), len(yielded), len(inits))
	var newYields, newInits []*ir.Value
	var erase []int
	for i := 0; i < n; i++ {
		if !before.Arg(i).HasUses() {
			erase = append(erase, i)
			continue
		}
		newYields = append(newYields, yielded[i])
		newInits = append(newInits, inits[i])
	}
	for k := len(erase) - 1; k >= 0; k-- {
		before.EraseArg(erase[k])
	}
	newWhile := createWhile(rw, op.Loc(), op.ResultTypes(), newInits)
	newBefore, newAfter := whileBefore(newWhile), whileAfter(newWhile)
	ip := rw.SaveInsertionPoint()
	rw.SetInsertionPoint(yield)
	replaceOpWithNewYield(rw, yield, newYields)
	rw.MergeBlocks(before, newBefore, newBefore.Args())
	rw.MergeBlocks(whileAfter(op), newAfter, newAfter.Args())
	rw.ReplaceOp(op, newWhile.Results()...)
	rw.RestoreInsertionPoint(ip)
	return nil
}

// whileRemoveDuplicatedResults is WhileRemoveDuplicatedResults: a value
// forwarded several times by scf.condition is forwarded once.
func whileRemoveDuplicatedResults(op *ir.Operation, rw *rewrite.Rewriter) error {
	condOp := whileCondition(op)
	condArgs := conditionArgs(condOp)
	pos := map[*ir.Value]int{}
	var newArgs []*ir.Value
	for _, a := range condArgs {
		if _, ok := pos[a]; !ok {
			pos[a] = len(newArgs)
			newArgs = append(newArgs, a)
		}
	}
	if len(newArgs) == len(condArgs) {
		return rewrite.NoMatch("No results to remove")
	}
	newWhile := createWhile(rw, op.Loc(), typesOf(newArgs), operandsOf(op))
	newBefore, newAfter := whileBefore(newWhile), whileAfter(newWhile)
	afterMapping := make([]*ir.Value, len(condArgs))
	resultsMapping := make([]*ir.Value, len(condArgs))
	for i, a := range condArgs {
		p := pos[a]
		afterMapping[i] = newAfter.Arg(p)
		resultsMapping[i] = newWhile.Result(p)
	}
	ip := rw.SaveInsertionPoint()
	rw.SetInsertionPoint(condOp)
	createCondition(rw, condOp.Loc(), condOp.Operand(0), newArgs)
	rw.ReplaceOp(condOp)
	rw.MergeBlocks(whileBefore(op), newBefore, newBefore.Args())
	rw.MergeBlocks(whileAfter(op), newAfter, afterMapping)
	rw.ReplaceOp(op, resultsMapping[:op.NumResults()]...)
	rw.RestoreInsertionPoint(ip)
	return nil
}

// argsMapping is SCF.cpp's getArgsMapping: for two lists of the same
// values, the position in args1 of each entry of args2.
func argsMapping(args1, args2 []*ir.Value) ([]int, bool) {
	if len(args1) != len(args2) {
		return nil, false
	}
	ret := make([]int, len(args1))
	for i, a := range args1 {
		j := -1
		for k, b := range args2 {
			if a == b {
				j = k
				break
			}
		}
		if j < 0 {
			return nil, false
		}
		ret[j] = i
	}
	return ret, true
}

func hasDuplicates(vs []*ir.Value) bool {
	seen := map[*ir.Value]bool{}
	for _, v := range vs {
		if seen[v] {
			return true
		}
		seen[v] = true
	}
	return false
}

// whileOpAlignBeforeArgs is WhileOpAlignBeforeArgs: when scf.condition
// forwards the before arguments in another order, it forwards them in
// theirs and the after arguments and results follow.
func whileOpAlignBeforeArgs(loop *ir.Operation, rw *rewrite.Rewriter) error {
	oldBefore := whileBefore(loop)
	oldTerm := whileCondition(loop)
	beforeArgs := append([]*ir.Value(nil), oldBefore.Args()...)
	termArgs := conditionArgs(oldTerm)
	if slices.Equal(beforeArgs, termArgs) || hasDuplicates(termArgs) {
		return rewrite.ErrNoMatch
	}
	mapping, ok := argsMapping(beforeArgs, termArgs)
	if !ok {
		return rewrite.ErrNoMatch
	}
	replaceWithNewCondition(rw, oldTerm, oldTerm.Operand(0), beforeArgs)
	oldAfter := whileAfter(loop)
	newTypes := make([]ir.Type, len(beforeArgs))
	for i, j := range mapping {
		newTypes[j] = loop.Result(i).Type()
	}
	newLoop := createWhile(rw, loop.Loc(), newTypes, operandsOf(loop))
	newBefore, newAfter := whileBefore(newLoop), whileAfter(newLoop)
	newResults := make([]*ir.Value, len(beforeArgs))
	newAfterArgs := make([]*ir.Value, len(beforeArgs))
	for i, j := range mapping {
		newResults[i] = newLoop.Result(j)
		newAfterArgs[i] = newAfter.Arg(j)
	}
	rw.InlineBlockBefore(oldBefore, newBefore, newBefore.First(), newBefore.Args())
	rw.InlineBlockBefore(oldAfter, newAfter, newAfter.First(), newAfterArgs)
	rw.ReplaceOp(loop, newResults...)
	return nil
}
