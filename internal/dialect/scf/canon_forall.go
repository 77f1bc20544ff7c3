package scf

import (
	"gpuc/internal/dialect/arith"
	"gpuc/internal/dialect/memref"
	"gpuc/internal/ir"
	"gpuc/internal/rewrite"
)

// MLIR 19's ForallOp::getCanonicalizationPatterns: DimOfForallOp (rooted on
// tensor.dim) and FoldTensorCastOfOutputIntoForallOp (tensor.cast outputs)
// need the tensor dialect, which gpuc does not have; the other three are
// here, in the order it adds them. Without tensor.parallel_insert_slice no
// op can combine into a shared output, so every forall result counts as
// unmodified (ForallOp::getCombiningOps is empty).
func init() {
	rewrite.RegisterCanonicalization("scf.forall",
		&rewrite.Pattern{Name: "(anonymous namespace)::ForallOpControlOperandsFolder", Root: "scf.forall", Benefit: 1,
			Rewrite: forallOpControlOperandsFolder},
		&rewrite.Pattern{Name: "(anonymous namespace)::ForallOpIterArgsFolder", Root: "scf.forall", Benefit: 1,
			Rewrite: forallOpIterArgsFolder},
		&rewrite.Pattern{Name: "(anonymous namespace)::ForallOpSingleOrZeroIterationDimsFolder", Root: "scf.forall", Benefit: 1,
			Rewrite: forallOpSingleOrZeroIterationDimsFolder},
	)
}

// ofr is an OpFoldResult of index type: a value, or the constant c when
// v is nil.
type ofr struct {
	v *ir.Value
	c int64
}

// mixedValues is getMixedValues(static, dynamic).
func mixedValues(static []int64, dyn []*ir.Value) []ofr {
	out := make([]ofr, len(static))
	j := 0
	for i, s := range static {
		if s == memref.Dynamic && j < len(dyn) {
			out[i] = ofr{v: dyn[j]}
			j++
		} else {
			out[i] = ofr{c: s}
		}
	}
	return out
}

func forallMixed(op *ir.Operation) (lbs, ubs, steps []ofr) {
	return mixedValues(staticInts(op, "staticLowerBound"), operandGroup(op, 0)),
		mixedValues(staticInts(op, "staticUpperBound"), operandGroup(op, 1)),
		mixedValues(staticInts(op, "staticStep"), operandGroup(op, 2))
}

// dispatch is dispatchIndexOpFoldResults.
func dispatch(list []ofr) (dyn []*ir.Value, static []int64) {
	static = []int64{}
	for _, o := range list {
		if o.v != nil {
			dyn = append(dyn, o.v)
			static = append(static, memref.Dynamic)
		} else {
			static = append(static, o.c)
		}
	}
	return dyn, static
}

// foldDynamicIndexList replaces the constant values of list by their
// constants.
func foldDynamicIndexList(list []ofr) bool {
	changed := false
	for i, o := range list {
		if o.v == nil {
			continue
		}
		if c, ok := ir.ConstantValue(o.v).(*ir.IntegerAttr); ok {
			list[i] = ofr{c: sext(c)}
			changed = true
		}
	}
	return changed
}

// ofrEqual is OpFoldResult equality: the same value, or the same (uniqued)
// index attribute.
func ofrEqual(a, b ofr) bool {
	if a.v != nil || b.v != nil {
		return a.v == b.v
	}
	return a.c == b.c
}

// ofrInt is getConstantIntValue of an OpFoldResult.
func ofrInt(o ofr) (int64, bool) {
	if o.v == nil {
		return o.c, true
	}
	return constantIntValue(o.v)
}

func ofrTripCount(lb, ub, step ofr) (int64, bool) {
	if ofrEqual(lb, ub) {
		return 0, true
	}
	l, ok1 := ofrInt(lb)
	u, ok2 := ofrInt(ub)
	s, ok3 := ofrInt(step)
	if !ok1 || !ok2 || !ok3 || s == 0 {
		return 0, false
	}
	return divideCeilSigned(u-l, s), true
}

// valueOrConstantIndex is getValueOrCreateConstantIndexOp.
func valueOrConstantIndex(rw *rewrite.Rewriter, loc ir.Location, o ofr) *ir.Value {
	if o.v != nil {
		return o.v
	}
	return arith.ConstantIndex(rw, rw.Ctx, loc, o.c)
}

// createForall is ForallOp::build(lbs, ubs, steps, outputs, mapping,
// bodyBuilder): a block with an index argument per dimension and one per
// output at the op's location; with terminator, the body builder is null
// and ensureTerminator adds an scf.forall.in_parallel.
func createForall(rw *rewrite.Rewriter, loc ir.Location, lbs, ubs, steps []ofr, outputs []*ir.Value, mapping ir.Attribute, terminator bool) *ir.Operation {
	ctx := rw.Ctx
	dl, sl := dispatch(lbs)
	du, su := dispatch(ubs)
	ds, ss := dispatch(steps)
	var operands []*ir.Value
	operands = append(operands, dl...)
	operands = append(operands, du...)
	operands = append(operands, ds...)
	operands = append(operands, outputs...)
	st := &ir.OperationState{Name: "scf.forall", Loc: loc, Operands: operands, Types: typesOf(outputs)}
	st.AddAttr("staticLowerBound", ctx.DenseArray(ctx.I(64), sl, nil))
	st.AddAttr("staticUpperBound", ctx.DenseArray(ctx.I(64), su, nil))
	st.AddAttr("staticStep", ctx.DenseArray(ctx.I(64), ss, nil))
	st.AddAttr("operandSegmentSizes", segmentsAttr(ctx, len(dl), len(du), len(ds), len(outputs)))
	if mapping != nil {
		st.AddAttr("mapping", mapping)
	}
	r := st.AddRegion()
	types := make([]ir.Type, 0, len(lbs)+len(outputs))
	for range lbs {
		types = append(types, ctx.Index())
	}
	types = append(types, typesOf(outputs)...)
	newBlockIn(r, types, repeatLoc(loc, len(types)))
	if terminator {
		ensureForallTerminator(ctx, r, loc)
	}
	return rw.Create(st)
}

// forallOpControlOperandsFolder is ForallOpControlOperandsFolder: constant
// bounds and steps become static. As in MLIR, only the first of the three
// lists that has constants is folded per application.
func forallOpControlOperandsFolder(op *ir.Operation, rw *rewrite.Rewriter) error {
	lbs, ubs, steps := forallMixed(op)
	if !foldDynamicIndexList(lbs) && !foldDynamicIndexList(ubs) && !foldDynamicIndexList(steps) {
		return rewrite.ErrNoMatch
	}
	ctx := rw.Ctx
	rw.ModifyOpInPlace(op, func() {
		start := 0
		for i, list := range [][]ofr{lbs, ubs, steps} {
			dyn, static := dispatch(list)
			old := len(operandGroup(op, i))
			op.SpliceOperands(start, start+old, dyn)
			seg := segments(op)
			seg[i] = len(dyn)
			op.SetAttr("operandSegmentSizes", segmentsAttr(ctx, seg...))
			op.SetAttr([]string{"staticLowerBound", "staticUpperBound", "staticStep"}[i], ctx.DenseArray(ctx.I(64), static, nil))
			start += len(dyn)
		}
		seg := segments(op)
		op.SetAttr("operandSegmentSizes", segmentsAttr(ctx, seg[0], seg[1], seg[2], op.NumResults()))
	})
	return nil
}

// forallOpIterArgsFolder is ForallOpIterArgsFolder: results that are
// unused or that nothing combines into are dropped with their shared
// outputs, whose block arguments become the outputs themselves. The old
// loop is left empty and dead, as in MLIR.
func forallOpIterArgsFolder(op *ir.Operation, rw *rewrite.Rewriter) error {
	if op.NumResults() == 0 {
		return rewrite.ErrNoMatch
	}
	outputs := operandGroup(op, 3)
	if len(outputs) != op.NumResults() {
		return rewrite.ErrNoMatch
	}
	outputs = append([]*ir.Value(nil), outputs...)
	lbs, ubs, steps := forallMixed(op)
	newOp := createForall(rw, op.Loc(), lbs, ubs, steps, nil, op.Attr("mapping"), false)
	body := op.Region(0).First()
	newBody := newOp.Region(0).First()
	args := append([]*ir.Value(nil), newBody.Args()[:len(lbs)]...)
	args = append(args, outputs...)
	rw.MergeBlocks(body, newBody, args)
	for i, r := range op.Results() {
		rw.ReplaceAllUsesWith(r, outputs[i])
	}
	return nil
}

// forallOpSingleOrZeroIterationDimsFolder is
// ForallOpSingleOrZeroIterationDimsFolder: an unmapped forall with a
// dimension without iterations goes, dimensions with one are dropped, and
// without any left the body is inlined (scf::promote).
func forallOpSingleOrZeroIterationDimsFolder(op *ir.Operation, rw *rewrite.Rewriter) error {
	if op.Attr("mapping") != nil {
		return rewrite.ErrNoMatch
	}
	loc := op.Loc()
	lbs, ubs, steps := forallMixed(op)
	body := op.Region(0).First()
	outputs := append([]*ir.Value(nil), operandGroup(op, 3)...)
	if op.NumResults() > 0 {
		// promote would have nothing to replace the results with (MLIR
		// asserts): ForallOpIterArgsFolder drops them first.
		all := true
		for i := range lbs {
			if i >= len(ubs) || i >= len(steps) {
				break
			}
			if n, ok := ofrTripCount(lbs[i], ubs[i], steps[i]); !ok || n > 1 || n < 0 {
				all = false
			}
		}
		if all {
			return rewrite.ErrNoMatch
		}
	}
	var nl, nu, ns []ofr
	m := ir.NewMapping()
	for i := range lbs {
		if i >= len(ubs) || i >= len(steps) || i >= body.NumArgs() {
			break
		}
		if n, ok := ofrTripCount(lbs[i], ubs[i], steps[i]); ok {
			if n == 0 {
				rw.ReplaceOp(op, outputs...)
				return nil
			}
			if n == 1 {
				m.Map(body.Arg(i), valueOrConstantIndex(rw, loc, lbs[i]))
				continue
			}
		}
		nl, nu, ns = append(nl, lbs[i]), append(nu, ubs[i]), append(ns, steps[i])
	}
	if len(nl) == len(lbs) {
		return rewrite.NoMatch("no dimensions have 0 or 1 iterations")
	}
	if len(nl) == 0 {
		promoteForall(rw, op)
		return nil
	}
	newOp := createForall(rw, loc, nl, nu, ns, outputs, nil, true)
	for b := newOp.Region(0).First(); b != nil; b = newOp.Region(0).First() {
		newOp.Region(0).RemoveBlock(b)
	}
	if d := op.Attrs(); d != nil {
		for _, a := range d.Entries {
			switch a.Name {
			case "operandSegmentSizes", "staticLowerBound", "staticUpperBound", "staticStep":
				continue
			}
			rw.ModifyOpInPlace(newOp, func() { newOp.SetAttr(a.Name, a.Value) })
		}
	}
	rw.CloneRegionBefore(op.Region(0), newOp.Region(0), newOp.Region(0).First(), m)
	rw.ReplaceOp(op, newOp.Results()...)
	return nil
}

// promoteForall is scf::promote for a forall: the body is inlined with the
// lower bounds for the induction variables and the outputs for the shared
// outputs. Nothing can yield into the outputs without the tensor dialect,
// so the loop has no results here.
func promoteForall(rw *rewrite.Rewriter, op *ir.Operation) {
	ip := rw.SaveInsertionPoint()
	defer rw.RestoreInsertionPoint(ip)
	body := op.Region(0).First()
	term := body.Last()
	lbs, _, _ := forallMixed(op)
	var repl []*ir.Value
	for _, lb := range lbs {
		repl = append(repl, valueOrConstantIndex(rw, op.Loc(), lb))
	}
	repl = append(repl, operandGroup(op, 3)...)
	rw.InlineBlockBefore(body, op.Block(), op, repl)
	rw.SetInsertionPointAfter(op)
	rw.EraseOp(term)
	rw.EraseOp(op)
}
