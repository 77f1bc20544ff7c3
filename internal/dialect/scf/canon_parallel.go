package scf

import (
	"gpuc/internal/dialect/arith"
	"gpuc/internal/ir"
	"gpuc/internal/rewrite"
)

// MLIR 19's ParallelOp::getCanonicalizationPatterns.
func init() {
	rewrite.RegisterCanonicalization("scf.parallel",
		&rewrite.Pattern{Name: "(anonymous namespace)::ParallelOpSingleOrZeroIterationDimsFolder", Root: "scf.parallel", Benefit: 1,
			Rewrite: parallelOpSingleOrZeroIterationDimsFolder},
		&rewrite.Pattern{Name: "(anonymous namespace)::MergeNestedParallelLoops", Root: "scf.parallel", Benefit: 1,
			Rewrite: mergeNestedParallelLoops},
	)
}

// parallelGroups returns the lower bounds, upper bounds, steps and init
// values of an scf.parallel.
func parallelGroups(op *ir.Operation) (lbs, ubs, steps, inits []*ir.Value) {
	g := func(i int) []*ir.Value { return append([]*ir.Value(nil), operandGroup(op, i)...) }
	return g(0), g(1), g(2), g(3)
}

// newParallelState is ParallelOp::build's state: the operands, their
// segment sizes, the init values' types and a body block with an index
// argument per step at the op's location. The caller fills the block.
func newParallelState(ctx *ir.Context, loc ir.Location, lbs, ubs, steps, inits []*ir.Value) (*ir.OperationState, *ir.Block) {
	var operands []*ir.Value
	operands = append(operands, lbs...)
	operands = append(operands, ubs...)
	operands = append(operands, steps...)
	operands = append(operands, inits...)
	st := &ir.OperationState{Name: "scf.parallel", Loc: loc, Operands: operands, Types: typesOf(inits),
		Attrs: []ir.NamedAttr{{Name: "operandSegmentSizes", Value: segmentsAttr(ctx, len(lbs), len(ubs), len(steps), len(inits))}}}
	types := make([]ir.Type, len(steps))
	for i := range types {
		types[i] = ctx.Index()
	}
	b := newBlockIn(st.AddRegion(), types, repeatLoc(loc, len(steps)))
	return st, b
}

// constantTripCount is MLIR's constantTripCount of values.
func constantTripCount(lb, ub, step *ir.Value) (int64, bool) {
	if lb == ub {
		return 0, true
	}
	l, ok1 := constantIntValue(lb)
	u, ok2 := constantIntValue(ub)
	s, ok3 := constantIntValue(step)
	if !ok1 || !ok2 || !ok3 || s == 0 {
		return 0, false
	}
	return divideCeilSigned(u-l, s), true
}

// parallelOpSingleOrZeroIterationDimsFolder is
// ParallelOpSingleOrZeroIterationDimsFolder: a dimension without
// iterations removes the loop, those with one are dropped (their induction
// variable is the lower bound), and without any left the body is inlined.
func parallelOpSingleOrZeroIterationDimsFolder(op *ir.Operation, rw *rewrite.Rewriter) error {
	loc := op.Loc()
	lbs, ubs, steps, inits := parallelGroups(op)
	body := op.Region(0).First()
	var newLbs, newUbs, newSteps []*ir.Value
	m := ir.NewMapping()
	for i := range lbs {
		if i >= len(ubs) || i >= len(steps) || i >= body.NumArgs() {
			break
		}
		if n, ok := constantTripCount(lbs[i], ubs[i], steps[i]); ok {
			if n == 0 {
				rw.ReplaceOp(op, inits...)
				return nil
			}
			if n == 1 {
				m.Map(body.Arg(i), lbs[i])
				continue
			}
		}
		newLbs = append(newLbs, lbs[i])
		newUbs = append(newUbs, ubs[i])
		newSteps = append(newSteps, steps[i])
	}
	if len(newLbs) == len(lbs) {
		return rewrite.ErrNoMatch
	}
	if len(newLbs) == 0 {
		var results []*ir.Value
		for o := body.First(); o != nil && o != body.Last(); o = o.Next() {
			cloneOp(rw, o, m)
		}
		reduce := body.Last()
		for i := 0; i < reduce.NumRegions(); i++ {
			rb := reduce.Region(i).First()
			m.Map(rb.Arg(0), inits[len(results)])
			m.Map(rb.Arg(1), m.LookupOrDefault(reduce.Operand(i)))
			for o := rb.First(); o != nil && o != rb.Last(); o = o.Next() {
				cloneOp(rw, o, m)
			}
			results = append(results, m.LookupOrDefault(rb.Last().Operand(0)))
		}
		rw.ReplaceOp(op, results...)
		return nil
	}
	st, b := newParallelState(rw.Ctx, loc, newLbs, newUbs, newSteps, inits)
	if len(inits) == 0 {
		appendTerminator(rw.Ctx, b, "scf.reduce", loc)
	}
	newOp := rw.Create(st)
	rw.EraseBlock(newOp.Region(0).First())
	rw.CloneRegionBefore(op.Region(0), newOp.Region(0), newOp.Region(0).First(), m)
	rw.ReplaceOp(op, newOp.Results()...)
	return nil
}

// mergeNestedParallelLoops is MergeNestedParallelLoops: an scf.parallel
// whose body is only another one (whose bounds do not depend on it), both
// without reductions, becomes one loop over both index spaces.
func mergeNestedParallelLoops(op *ir.Operation, rw *rewrite.Rewriter) error {
	outer := op.Region(0).First()
	if outer.First() == nil || outer.First().Next() != outer.Last() {
		return rewrite.ErrNoMatch
	}
	inner := outer.First()
	if inner.Name() != "scf.parallel" {
		return rewrite.ErrNoMatch
	}
	ilbs, iubs, isteps, iinits := parallelGroups(inner)
	for _, a := range outer.Args() {
		for _, g := range [][]*ir.Value{ilbs, iubs, isteps} {
			for _, v := range g {
				if v == a {
					return rewrite.ErrNoMatch
				}
			}
		}
	}
	lbs, ubs, steps, inits := parallelGroups(op)
	if len(inits) != 0 || len(iinits) != 0 {
		return rewrite.ErrNoMatch
	}
	st, b := newParallelState(rw.Ctx, op.Loc(), append(lbs, ilbs...), append(ubs, iubs...), append(steps, isteps...), nil)
	// The body builder: the inner body's ops cloned into the new block,
	// which is not in the IR yet (no one hears of them).
	innerBody := inner.Region(0).First()
	m := ir.NewMapping()
	for i, a := range outer.Args() {
		m.Map(a, b.Arg(i))
	}
	for i, a := range innerBody.Args() {
		m.Map(a, b.Arg(outer.NumArgs()+i))
	}
	for o := innerBody.First(); o != nil && o != innerBody.Last(); o = o.Next() {
		b.Append(o.Clone(m))
	}
	appendTerminator(rw.Ctx, b, "scf.reduce", op.Loc())
	newOp := rw.Create(st)
	rw.ReplaceOp(op, newOp.Results()...)
	return nil
}

// getValueOrCreateConstantIndexOp is MLIR's helper for an OpFoldResult: a
// value as is, an attribute as an arith.constant of index type.
func getValueOrCreateConstantIndexOp(rw *rewrite.Rewriter, loc ir.Location, v *ir.Value, a int64) *ir.Value {
	if v != nil {
		return v
	}
	return arith.ConstantIndex(rw, rw.Ctx, loc, a)
}
