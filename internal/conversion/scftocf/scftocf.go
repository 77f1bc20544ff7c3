// Package scftocf is MLIR 19's convert-scf-to-cf pass
// (lib/Conversion/SCFToControlFlow/SCFToControlFlow.cpp): scf.for, scf.if,
// scf.execute_region, scf.parallel (through scf.for), scf.while (and its
// do-while form), scf.index_switch and scf.forall (through scf.parallel)
// become blocks and cf branches. The patterns follow the C++ step by step:
// the order in which blocks are split, created and inlined decides the
// block order and so the printed numbering. They read the ops' operands as
// they are (OpRewritePatterns, not ConversionPatterns): a value a pattern
// replaced earlier is resolved when the conversion commits.
package scftocf

import (
	"math"
	"slices"

	"gpuc/internal/conversion"
	"gpuc/internal/ir"
	"gpuc/internal/ods"
	"gpuc/internal/pass"
)

func init() {
	pass.Register(&pass.Info{
		Name:    "convert-scf-to-cf",
		Title:   "SCFToControlFlow",
		Summary: "Convert SCF dialect to ControlFlow dialect, replacing structured control flow with a CFG",
		New:     func(pass.Values) (pass.Pass, error) { return scfToCF{}, nil },
	})
}

type scfToCF struct{}

// Run converts the scf ops nested in top (MLIR's
// SCFToControlFlowPass::runOnOperation).
func (scfToCF) Run(top *ir.Operation) error { return Convert(top) }

// Convert lowers the scf control flow ops nested in top with a partial
// conversion: they are illegal, every other op is legal as it is (so
// nothing else is folded). An op no pattern lowers (an scf.forall with
// shared outputs) fails the conversion with MLIR's error at it.
func Convert(top *ir.Operation) error {
	target := conversion.NewTarget()
	target.AddIllegalOp("scf.forall", "scf.for", "scf.if", "scf.index_switch", "scf.parallel", "scf.while", "scf.execute_region")
	target.MarkUnknownOpDynamicallyLegal(func(*ir.Operation) bool { return true })
	return conversion.ApplyPartialConversion(top, target, Patterns())
}

// Patterns returns the patterns of MLIR's
// populateSCFToControlFlowConversionPatterns, in its order; the do-while
// form of scf.while has benefit 2, the others 1.
func Patterns() []*conversion.Pattern {
	p := func(name, root string, benefit int, f func(op *ir.Operation, rw *conversion.Rewriter) error) *conversion.Pattern {
		return &conversion.Pattern{Name: name, Root: root, Benefit: benefit,
			Rewrite: func(op *ir.Operation, _ []*ir.Value, rw *conversion.Rewriter) error { return f(op, rw) }}
	}
	return []*conversion.Pattern{
		p("ForallLowering", "scf.forall", 1, lowerForall),
		p("ForLowering", "scf.for", 1, lowerFor),
		p("IfLowering", "scf.if", 1, lowerIf),
		p("ParallelLowering", "scf.parallel", 1, lowerParallel),
		p("WhileLowering", "scf.while", 1, lowerWhile),
		p("ExecuteRegionLowering", "scf.execute_region", 1, lowerExecuteRegion),
		p("IndexSwitchLowering", "scf.index_switch", 1, lowerIndexSwitch),
		p("DoWhileLowering", "scf.while", 2, lowerDoWhile),
	}
}

// Op builders, each with the attributes MLIR's builder gives the op.

func create(rw *conversion.Rewriter, name string, loc ir.Location, operands []*ir.Value, types []ir.Type, succs []*ir.Block, attrs ...ir.NamedAttr) *ir.Operation {
	return rw.Create(&ir.OperationState{Name: name, Loc: loc, Operands: operands, Types: types, Successors: succs, Attrs: attrs})
}

func br(rw *conversion.Rewriter, loc ir.Location, dest *ir.Block, args []*ir.Value) *ir.Operation {
	return create(rw, "cf.br", loc, args, nil, []*ir.Block{dest})
}

func condBr(rw *conversion.Rewriter, loc ir.Location, cond *ir.Value, t *ir.Block, tArgs []*ir.Value, f *ir.Block, fArgs []*ir.Value) *ir.Operation {
	ctx := rw.Context()
	operands := append(append([]*ir.Value{cond}, tArgs...), fArgs...)
	return create(rw, "cf.cond_br", loc, operands, nil, []*ir.Block{t, f},
		ir.NamedAttr{Name: "operandSegmentSizes", Value: ctx.DenseArray(ctx.I(32), []int64{1, int64(len(tArgs)), int64(len(fArgs))}, nil)})
}

// cmpiSLT is arith.cmpi's predicate slt.
const cmpiSLT = 2

func cmpi(rw *conversion.Rewriter, loc ir.Location, pred int64, lhs, rhs *ir.Value) *ir.Value {
	ctx := rw.Context()
	return create(rw, "arith.cmpi", loc, []*ir.Value{lhs, rhs}, []ir.Type{ctx.I(1)}, nil,
		ir.NamedAttr{Name: "predicate", Value: ctx.IntegerAttrInt64(ctx.I(64), pred)}).Result(0)
}

// addi is arith.addi with no overflow flags (#arith.overflow<none>, the
// property's default).
func addi(rw *conversion.Rewriter, loc ir.Location, lhs, rhs *ir.Value) *ir.Value {
	var attrs []ir.NamedAttr
	if def := ods.LookupEnumAttr("arith", "overflow"); def != nil {
		attrs = append(attrs, ir.NamedAttr{Name: "overflowFlags", Value: ods.NewEnumAttr(rw.Context(), def, 0)})
	}
	return create(rw, "arith.addi", loc, []*ir.Value{lhs, rhs}, []ir.Type{lhs.Type()}, nil, attrs...).Result(0)
}

func constantIndex(rw *conversion.Rewriter, loc ir.Location, v int64) *ir.Value {
	ctx := rw.Context()
	return create(rw, "arith.constant", loc, nil, []ir.Type{ctx.Index()}, nil,
		ir.NamedAttr{Name: "value", Value: ctx.IntegerAttrInt64(ctx.Index(), v)}).Result(0)
}

func yield(rw *conversion.Rewriter, loc ir.Location, values []*ir.Value) *ir.Operation {
	return create(rw, "scf.yield", loc, values, nil, nil)
}

// replaceOpWithNewOp creates an op with build at the insertion point and
// replaces op with its results.
func replaceOpWithNewOp(rw *conversion.Rewriter, op *ir.Operation, build func() *ir.Operation) {
	rw.ReplaceOpWith(op, build())
}

// splitAtInsertionPoint splits the insertion block before the insertion
// point (the op being rewritten) and returns the two parts.
func splitAtInsertionPoint(rw *conversion.Rewriter) (before, after *ir.Block) {
	ip := rw.SaveInsertionPoint()
	return ip.Block, rw.SplitBlock(ip.Block, ip.Before)
}

// operandGroup returns group i of op's operands by its
// operandSegmentSizes.
func operandGroup(op *ir.Operation, i int) []*ir.Value {
	sizes, ok := op.Attr("operandSegmentSizes").(*ir.DenseArrayAttr)
	if !ok || i >= len(sizes.Ints) {
		return nil
	}
	start := 0
	for _, n := range sizes.Ints[:i] {
		start += int(n)
	}
	return op.Operands()[start : start+int(sizes.Ints[i])]
}

// lowerFor is ForLowering: the loop's body block becomes the condition
// block (its arguments are the induction variable and the iteration
// values), its ops move to a new first body block, and the body's blocks
// go before the rest of the parent block, split off after the loop.
func lowerFor(forOp *ir.Operation, rw *conversion.Rewriter) error {
	loc := forOp.Loc()
	initBlock, endBlock := splitAtInsertionPoint(rw)

	body := forOp.Region(0)
	conditionBlock := body.First()
	firstBodyBlock := rw.SplitBlock(conditionBlock, conditionBlock.First())
	lastBodyBlock := body.Last()
	rw.InlineRegionBefore(body, endBlock.Parent(), endBlock)
	iv := conditionBlock.Arg(0)

	// The step and the branch back to the condition end the last body
	// block, in place of its scf.yield.
	terminator := lastBodyBlock.Last()
	rw.SetInsertionPointToEnd(lastBodyBlock)
	stepped := addi(rw, loc, iv, forOp.Operand(2))
	loopCarried := append([]*ir.Value{stepped}, terminator.Operands()...)
	br(rw, loc, conditionBlock, loopCarried)
	rw.EraseOp(terminator)

	rw.SetInsertionPointToEnd(initBlock)
	lowerBound, upperBound := forOp.Operand(0), forOp.Operand(1)
	destOperands := append([]*ir.Value{lowerBound}, forOp.Operands()[3:]...)
	br(rw, loc, conditionBlock, destOperands)

	rw.SetInsertionPointToEnd(conditionBlock)
	comparison := cmpi(rw, loc, cmpiSLT, iv, upperBound)
	condBr(rw, loc, comparison, firstBodyBlock, nil, endBlock, nil)
	rw.ReplaceOp(forOp, conditionBlock.Args()[1:]...)
	return nil
}

// lowerIf is IfLowering: the then and else blocks go before the
// continuation (the rest of the block, split off after the op), each
// branching to it; with results, through a new block whose arguments
// replace them.
func lowerIf(ifOp *ir.Operation, rw *conversion.Rewriter) error {
	loc := ifOp.Loc()
	condBlock, remainingOpsBlock := splitAtInsertionPoint(rw)
	continueBlock := remainingOpsBlock
	if ifOp.NumResults() > 0 {
		locs := make([]ir.Location, ifOp.NumResults())
		for i := range locs {
			locs[i] = loc
		}
		continueBlock = rw.CreateBlock(remainingOpsBlock.Parent(), remainingOpsBlock, ifOp.ResultTypes(), locs)
		br(rw, loc, remainingOpsBlock, nil)
	}

	thenRegion := ifOp.Region(0)
	thenBlock := thenRegion.First()
	thenTerminator := thenRegion.Last().Last()
	rw.SetInsertionPointToEnd(thenRegion.Last())
	br(rw, loc, continueBlock, thenTerminator.Operands())
	rw.EraseOp(thenTerminator)
	rw.InlineRegionBefore(thenRegion, continueBlock.Parent(), continueBlock)

	elseBlock := continueBlock
	if elseRegion := ifOp.Region(1); !elseRegion.Empty() {
		elseBlock = elseRegion.First()
		elseTerminator := elseRegion.Last().Last()
		rw.SetInsertionPointToEnd(elseRegion.Last())
		br(rw, loc, continueBlock, elseTerminator.Operands())
		rw.EraseOp(elseTerminator)
		rw.InlineRegionBefore(elseRegion, continueBlock.Parent(), continueBlock)
	}

	rw.SetInsertionPointToEnd(condBlock)
	condBr(rw, loc, ifOp.Operand(0), thenBlock, nil, elseBlock, nil)
	rw.ReplaceOp(ifOp, continueBlock.Args()...)
	return nil
}

// lowerExecuteRegion is ExecuteRegionLowering: the region's blocks go
// before the rest of the block, its scf.yields branch there, and the
// arguments added to it replace the results.
func lowerExecuteRegion(op *ir.Operation, rw *conversion.Rewriter) error {
	loc := op.Loc()
	condBlock, remainingOpsBlock := splitAtInsertionPoint(rw)

	region := op.Region(0)
	rw.SetInsertionPointToEnd(condBlock)
	br(rw, loc, region.First(), nil)

	for b := region.First(); b != nil; b = b.Next() {
		if term := b.Last(); term != nil && term.Name() == "scf.yield" {
			rw.SetInsertionPointToEnd(b)
			br(rw, loc, remainingOpsBlock, term.Operands())
			rw.EraseOp(term)
		}
	}

	rw.InlineRegionBefore(region, remainingOpsBlock.Parent(), remainingOpsBlock)

	vals := make([]*ir.Value, op.NumResults())
	for i, t := range op.ResultTypes() {
		vals[i] = remainingOpsBlock.AddArg(t, op.Loc())
	}
	rw.ReplaceOp(op, vals...)
	return nil
}

// buildFor creates an scf.for as MLIR's ForOp::build without a body
// builder: a body block with the induction variable (at loc) and one
// argument per iteration value (at the value's location), ending in an
// scf.yield at loc when there are no iteration values.
func buildFor(rw *conversion.Rewriter, loc ir.Location, lb, ub, step *ir.Value, iterArgs []*ir.Value) *ir.Operation {
	region := &ir.Region{}
	ip := rw.SaveInsertionPoint()
	body := rw.CreateBlock(region, nil, nil, nil)
	rw.RestoreInsertionPoint(ip)
	body.AddArg(lb.Type(), loc)
	types := make([]ir.Type, len(iterArgs))
	for i, v := range iterArgs {
		body.AddArg(v.Type(), v.Loc())
		types[i] = v.Type()
	}
	if len(iterArgs) == 0 {
		rw.CreateAt(body, false, &ir.OperationState{Name: "scf.yield", Loc: loc})
	}
	operands := append([]*ir.Value{lb, ub, step}, iterArgs...)
	return rw.Create(&ir.OperationState{Name: "scf.for", Loc: loc, Operands: operands, Types: types, Regions: []*ir.Region{region}})
}

// lowerParallel is ParallelLowering: a nest of scf.for loops, one per
// dimension (lowered in turn by lowerFor), carrying the reduction values;
// the reduction bodies are inlined before the scf.reduce, and the loop body
// is merged into the innermost loop.
func lowerParallel(parallelOp *ir.Operation, rw *conversion.Rewriter) error {
	loc := parallelOp.Loc()
	body := parallelOp.Region(0).First()
	reductionOp := body.Last()

	iterArgs := slices.Clone(operandGroup(parallelOp, 3))
	lbs, ubs, steps := operandGroup(parallelOp, 0), operandGroup(parallelOp, 1), operandGroup(parallelOp, 2)
	var ivs []*ir.Value
	first := true
	loopResults := slices.Clone(iterArgs)
	for i := range steps {
		forOp := buildFor(rw, loc, lbs[i], ubs[i], steps[i], iterArgs)
		forBody := forOp.Region(0).First()
		ivs = append(ivs, forBody.Arg(0))
		iterArgs = slices.Clone(forBody.Args()[1:])
		if first {
			// The outermost loop's results replace the parallel loop's.
			loopResults = forOp.Results()
			first = false
		} else if forOp.NumResults() > 0 {
			// A loop without results was built with its scf.yield.
			rw.SetInsertionPointToEnd(rw.InsertionBlock())
			yield(rw, loc, forOp.Results())
		}
		rw.SetInsertionPointToStart(forBody)
	}

	// The reduction bodies first, each combining the loop-carried value
	// with the reduced operand, before the scf.reduce.
	yieldOperands := make([]*ir.Value, 0, parallelOp.NumResults())
	for i := 0; i < parallelOp.NumResults(); i++ {
		reductionBody := reductionOp.Region(i).First()
		arg := iterArgs[len(yieldOperands)]
		ret := reductionBody.Last()
		yieldOperands = append(yieldOperands, ret.Operand(0))
		rw.EraseOp(ret)
		rw.InlineBlockBefore(reductionBody, reductionOp.Block(), reductionOp, []*ir.Value{arg, reductionOp.Operand(i)})
	}
	rw.EraseOp(reductionOp)

	// Then the loop body, without its terminator.
	newBody := rw.InsertionBlock()
	if newBody.Empty() {
		rw.MergeBlocks(body, newBody, ivs)
	} else {
		rw.InlineBlockBefore(body, newBody, newBody.Last(), ivs)
	}

	if len(yieldOperands) > 0 {
		rw.SetInsertionPointToEnd(rw.InsertionBlock())
		yield(rw, loc, yieldOperands)
	}
	rw.ReplaceOp(parallelOp, loopResults...)
	return nil
}

// lowerWhile is WhileLowering: both regions go before the rest of the
// block, the after region first; the scf.condition becomes a conditional
// branch to the after region or out, the scf.yield a branch back to the
// before region, whose condition operands replace the results.
func lowerWhile(whileOp *ir.Operation, rw *conversion.Rewriter) error {
	saved := rw.SaveInsertionPoint()
	defer rw.RestoreInsertionPoint(saved)
	loc := whileOp.Loc()
	currentBlock, continuation := splitAtInsertionPoint(rw)

	after := whileOp.Region(1).First()
	before := whileOp.Region(0).First()
	rw.InlineRegionBefore(whileOp.Region(1), continuation.Parent(), continuation)
	rw.InlineRegionBefore(whileOp.Region(0), after.Parent(), after)

	rw.SetInsertionPointToEnd(currentBlock)
	br(rw, loc, before, whileOp.Operands())

	rw.SetInsertionPointToEnd(before)
	condOp := before.Last()
	condArgs := condOp.Operands()[1:]
	replaceOpWithNewOp(rw, condOp, func() *ir.Operation {
		return condBr(rw, condOp.Loc(), condOp.Operand(0), after, condArgs, continuation, nil)
	})

	rw.SetInsertionPointToEnd(after)
	yieldOp := after.Last()
	replaceOpWithNewOp(rw, yieldOp, func() *ir.Operation {
		return br(rw, yieldOp.Loc(), before, yieldOp.Operands())
	})

	rw.ReplaceOp(whileOp, condArgs...)
	return nil
}

// lowerDoWhile is DoWhileLowering, for an scf.while whose after region
// only forwards its arguments: the before region alone is inlined and
// branches back to itself.
func lowerDoWhile(whileOp *ir.Operation, rw *conversion.Rewriter) error {
	afterBlock := whileOp.Region(1).First()
	if afterBlock.First() == nil || afterBlock.First() != afterBlock.Last() {
		return conversion.NoMatch("do-while simplification applicable only if 'after' region has no payload")
	}
	y := afterBlock.First()
	if y.Name() != "scf.yield" || !slices.Equal(y.Operands(), afterBlock.Args()) {
		return conversion.NoMatch("do-while simplification applicable only to forwarding 'after' regions")
	}

	saved := rw.SaveInsertionPoint()
	defer rw.RestoreInsertionPoint(saved)
	currentBlock, continuation := splitAtInsertionPoint(rw)

	before := whileOp.Region(0).First()
	rw.InlineRegionBefore(whileOp.Region(0), continuation.Parent(), continuation)

	rw.SetInsertionPointToEnd(currentBlock)
	br(rw, whileOp.Loc(), before, whileOp.Operands())

	rw.SetInsertionPointToEnd(before)
	condOp := before.Last()
	condArgs := condOp.Operands()[1:]
	replaceOpWithNewOp(rw, condOp, func() *ir.Operation {
		return condBr(rw, condOp.Loc(), condOp.Operand(0), before, condArgs, continuation, nil)
	})

	rw.ReplaceOp(whileOp, condArgs...)
	return nil
}

// lowerIndexSwitch is IndexSwitchLowering: a cf.switch on the index cast
// to i32, to the case regions and the default region, inlined before the
// rest of the block, whose new arguments replace the results.
func lowerIndexSwitch(op *ir.Operation, rw *conversion.Rewriter) error {
	ctx := rw.Context()
	condBlock := rw.InsertionBlock()
	continueBlock := rw.SplitBlock(condBlock, op)

	results := make([]*ir.Value, op.NumResults())
	for i, t := range op.ResultTypes() {
		results[i] = continueBlock.AddArg(t, op.Loc())
	}

	convertRegion := func(region *ir.Region) *ir.Block {
		block := region.First()
		y := block.Last()
		rw.SetInsertionPoint(y)
		replaceOpWithNewOp(rw, y, func() *ir.Operation { return br(rw, y.Loc(), continueBlock, y.Operands()) })
		rw.InlineRegionBefore(region, continueBlock.Parent(), continueBlock)
		return block
	}

	var cases []int64
	if a, ok := op.Attr("cases").(*ir.DenseArrayAttr); ok {
		cases = a.Ints
	}
	var caseSuccessors []*ir.Block
	var caseValues []int32
	for i := 1; i < op.NumRegions() && i-1 < len(cases); i++ {
		caseSuccessors = append(caseSuccessors, convertRegion(op.Region(i)))
		caseValues = append(caseValues, int32(cases[i-1]))
	}
	defaultBlock := convertRegion(op.Region(0))

	rw.SetInsertionPointToEnd(condBlock)
	i32 := ctx.I(32)
	caseValue := create(rw, "arith.index_cast", op.Loc(), []*ir.Value{op.Operand(0)}, []ir.Type{i32}, nil).Result(0)

	attrs := []ir.NamedAttr{
		{Name: "case_operand_segments", Value: ctx.DenseArray(i32, make([]int64, len(caseSuccessors)), nil)},
	}
	if len(caseValues) > 0 {
		attrs = append(attrs, ir.NamedAttr{Name: "case_values", Value: caseValuesAttr(ctx, caseValues)})
	}
	attrs = append(attrs, ir.NamedAttr{Name: "operandSegmentSizes", Value: ctx.DenseArray(i32, []int64{1, 0, 0}, nil)})
	create(rw, "cf.switch", op.Loc(), []*ir.Value{caseValue}, nil, append([]*ir.Block{defaultBlock}, caseSuccessors...), attrs...)
	rw.ReplaceOp(op, continueBlock.Args()...)
	return nil
}

// caseValuesAttr is cf.switch's case_values as its ArrayRef<int32_t>
// builder makes them: dense<...> : vector<Nxi32>, a splat when all are
// equal.
func caseValuesAttr(ctx *ir.Context, values []int32) ir.Attribute {
	raw := make([]uint64, len(values))
	splat := true
	for i, v := range values {
		raw[i] = uint64(uint32(v))
		splat = splat && v == values[0]
	}
	if splat {
		raw = raw[:1]
	}
	return ctx.DenseElements(ctx.Vector([]int64{int64(len(values))}, nil, ctx.I(32)), splat, 1, raw)
}

// kDynamic marks a dynamic entry of scf.forall's static bounds
// (ShapedType::kDynamic).
const kDynamic = math.MinInt64

// mixedValues returns the values of a list of static and dynamic entries,
// an arith.constant index created for each static one (MLIR's
// getValueOrCreateConstantIndexOp of getMixedValues).
func mixedValues(rw *conversion.Rewriter, loc ir.Location, static ir.Attribute, dynamic []*ir.Value) []*ir.Value {
	a, _ := static.(*ir.DenseArrayAttr)
	if a == nil {
		return dynamic
	}
	out := make([]*ir.Value, 0, len(a.Ints))
	d := 0
	for _, v := range a.Ints {
		if v == kDynamic && d < len(dynamic) {
			out = append(out, dynamic[d])
			d++
			continue
		}
		out = append(out, constantIndex(rw, loc, v))
	}
	return out
}

// lowerForall is ForallLowering (scf::forallToParallelLoop): an scf.forall
// without shared outputs becomes an scf.parallel with its body, its
// terminator an empty scf.reduce, its mapping kept; the scf.parallel is
// then lowered in turn.
func lowerForall(forallOp *ir.Operation, rw *conversion.Rewriter) error {
	saved := rw.SaveInsertionPoint()
	defer rw.RestoreInsertionPoint(saved)
	rw.SetInsertionPoint(forallOp)
	loc := forallOp.Loc()
	if len(operandGroup(forallOp, 3)) > 0 {
		return conversion.NoMatch("only fully bufferized scf.forall ops can be lowered to scf.parallel")
	}

	lbs := mixedValues(rw, loc, forallOp.Attr("staticLowerBound"), operandGroup(forallOp, 0))
	ubs := mixedValues(rw, loc, forallOp.Attr("staticUpperBound"), operandGroup(forallOp, 1))
	steps := mixedValues(rw, loc, forallOp.Attr("staticStep"), operandGroup(forallOp, 2))

	parallelOp := buildParallel(rw, loc, lbs, ubs, steps)
	region := parallelOp.Region(0)
	rw.EraseBlock(region.First())
	rw.InlineRegionBefore(forallOp.Region(0), region, region.First())
	rw.SetInsertionPointToEnd(region.First())
	terminator := region.First().Last()
	replaceOpWithNewOp(rw, terminator, func() *ir.Operation {
		return rw.Create(&ir.OperationState{Name: "scf.reduce", Loc: terminator.Loc()})
	})

	if m := forallOp.Attr("mapping"); m != nil {
		parallelOp.SetAttr("mapping", m)
	}
	rw.ReplaceOp(forallOp, parallelOp.Results()...)
	return nil
}

// buildParallel creates an scf.parallel without reductions as MLIR's
// ParallelOp::build without a body builder: a body block with one index
// argument per dimension (at loc), ending in an empty scf.reduce.
func buildParallel(rw *conversion.Rewriter, loc ir.Location, lbs, ubs, steps []*ir.Value) *ir.Operation {
	ctx := rw.Context()
	region := &ir.Region{}
	ip := rw.SaveInsertionPoint()
	types := make([]ir.Type, len(steps))
	locs := make([]ir.Location, len(steps))
	for i := range steps {
		types[i], locs[i] = ctx.Index(), loc
	}
	body := rw.CreateBlock(region, nil, types, locs)
	rw.RestoreInsertionPoint(ip)
	rw.CreateAt(body, false, &ir.OperationState{Name: "scf.reduce", Loc: loc})
	operands := append(append(slices.Clone(lbs), ubs...), steps...)
	sizes := ctx.DenseArray(ctx.I(32), []int64{int64(len(lbs)), int64(len(ubs)), int64(len(steps)), 0}, nil)
	return rw.Create(&ir.OperationState{Name: "scf.parallel", Loc: loc, Operands: operands, Regions: []*ir.Region{region},
		Attrs: []ir.NamedAttr{{Name: "operandSegmentSizes", Value: sizes}}})
}
