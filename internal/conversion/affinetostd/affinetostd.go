// Package affinetostd is MLIR 19's lower-affine pass
// (lib/Conversion/AffineToStandard/AffineToStandard.cpp, with the
// expression expansion of lib/Dialect/Affine/Utils/Utils.cpp): affine.apply,
// affine.min and affine.max become arith ops (floordiv, ceildiv and mod
// through one arith.divsi or arith.remsi and selects), affine.for an
// scf.for, affine.if an scf.if on the conjunction of its set's
// constraints, affine.parallel an scf.parallel (reductions through
// scf.reduce), affine.yield an scf.yield, and affine.load, affine.store,
// affine.prefetch, affine.dma_start and affine.dma_wait their memref
// counterparts on the expanded indices.
//
// The patterns are OpRewritePatterns run by a partial conversion whose
// target makes arith, memref, scf and vector legal; the affine ops have
// unknown legality, so one a pattern cannot lower (a division by a
// non-positive constant, reported as an error) stays as it is and the pass
// succeeds. They match ops by name and read the attributes MLIR's ODS names
// (lowerBoundMap, upperBoundMap, step, condition, map, ...), so they apply
// to whichever affine ops the dialect registers. gpuc's affine dialect has
// affine.apply, affine.min and affine.max only; affine.delinearize_index
// (populateAffineExpandIndexOpsPatterns) and affine.vector_load and
// affine.vector_store (whose vector.load and vector.store gpuc lacks) have
// no pattern here.
package affinetostd

import (
	"math/big"

	"gpuc/internal/affine"
	"gpuc/internal/apfloat"
	"gpuc/internal/conversion"
	"gpuc/internal/dialect/arith"
	"gpuc/internal/ir"
	"gpuc/internal/pass"
)

func init() {
	pass.Register(&pass.Info{
		Name:    "lower-affine",
		Title:   "ConvertAffineToStandard",
		Summary: "Lower Affine operations to a combination of Standard and SCF operations",
		New:     func(pass.Values) (pass.Pass, error) { return lowerAffine{}, nil },
	})
}

type lowerAffine struct{}

// Run lowers the affine ops nested in top (LowerAffinePass::runOnOperation).
func (lowerAffine) Run(top *ir.Operation) error { return Convert(top) }

// Convert lowers the affine ops nested in top with a partial conversion to
// arith, memref, scf and vector.
func Convert(top *ir.Operation) error {
	target := conversion.NewTarget()
	target.AddLegalDialect("arith", "memref", "scf", "vector")
	return conversion.ApplyPartialConversion(top, target, Patterns())
}

// Patterns returns the patterns of populateAffineToStdConversionPatterns,
// in its order, all of benefit 1.
func Patterns() []*conversion.Pattern {
	// The patterns read the ops' operands as they are (OpRewritePatterns):
	// a value replaced earlier is resolved when the conversion commits.
	p := func(name, root string, f rewriteFunc) *conversion.Pattern {
		return &conversion.Pattern{Name: name, Root: root, Benefit: 1, Rewrite: f}
	}
	return []*conversion.Pattern{
		p("AffineApplyLowering", "affine.apply", lowerApply),
		p("AffineDmaStartLowering", "affine.dma_start", lowerDmaStart),
		p("AffineDmaWaitLowering", "affine.dma_wait", lowerDmaWait),
		p("AffineLoadLowering", "affine.load", lowerAccess("memref.load", 1)),
		p("AffineMinLowering", "affine.min", lowerMinMax(false)),
		p("AffineMaxLowering", "affine.max", lowerMinMax(true)),
		p("AffineParallelLowering", "affine.parallel", lowerParallel),
		p("AffinePrefetchLowering", "affine.prefetch", lowerAccess("memref.prefetch", 1, "isWrite", "localityHint", "isDataCache")),
		p("AffineStoreLowering", "affine.store", lowerAccess("memref.store", 2)),
		p("AffineForLowering", "affine.for", lowerFor),
		p("AffineIfLowering", "affine.if", lowerIf),
		p("AffineYieldOpLowering", "affine.yield", lowerYield),
	}
}

// rewriteFunc is a pattern's rewrite; the remapped operands are unused.
type rewriteFunc = func(op *ir.Operation, _ []*ir.Value, rw *conversion.Rewriter) error

// mapAttr returns op's affine map attribute called name.
func mapAttr(op *ir.Operation, name string) (affine.Map, bool) {
	a, ok := op.Attr(name).(*ir.AffineMapAttr)
	if !ok {
		return affine.Map{}, false
	}
	return a.Map, true
}

// operandSegment returns group i of op's operands by its
// operandSegmentSizes (none when the attribute does not cover them).
func operandSegment(op *ir.Operation, i int) []*ir.Value {
	sizes, ok := op.Attr("operandSegmentSizes").(*ir.DenseArrayAttr)
	if !ok || i >= len(sizes.Ints) {
		return nil
	}
	start := 0
	for _, n := range sizes.Ints[:i] {
		start += int(n)
	}
	end := start + int(sizes.Ints[i])
	if start < 0 || end < start || end > op.NumOperands() {
		return nil
	}
	return op.Operands()[start:end]
}

// expand is expandAffineMap at op's location through rw.
func expand(rw *conversion.Rewriter, op *ir.Operation, m affine.Map, operands []*ir.Value) ([]*ir.Value, bool) {
	return ExpandAffineMap(rw, rw.Context(), op.Loc(), m, operands)
}

// replace replaces op with the results of newOp; an op with another number
// of results (which its verifier would reject) is not rewritten.
func replace(rw *conversion.Rewriter, op, newOp *ir.Operation) error {
	if op.NumResults() != newOp.NumResults() {
		return conversion.ErrNoMatch
	}
	rw.ReplaceOpWith(op, newOp)
	return nil
}

func create(rw *conversion.Rewriter, name string, loc ir.Location, operands []*ir.Value, types []ir.Type, attrs []ir.NamedAttr, regions ...*ir.Region) *ir.Operation {
	return rw.Create(&ir.OperationState{Name: name, Loc: loc, Operands: operands, Types: types, Attrs: attrs, Regions: regions})
}

// lowerApply is AffineApplyLowering.
func lowerApply(op *ir.Operation, _ []*ir.Value, rw *conversion.Rewriter) error {
	m, ok := mapAttr(op, "map")
	if !ok || op.NumResults() != len(m.Results) {
		return conversion.ErrNoMatch
	}
	vals, ok := expand(rw, op, m, op.Operands())
	if !ok {
		return conversion.ErrNoMatch
	}
	rw.ReplaceOp(op, vals...)
	return nil
}

// lowerMinMax is AffineMinLowering (AffineMaxLowering with isMax).
func lowerMinMax(isMax bool) rewriteFunc {
	return func(op *ir.Operation, _ []*ir.Value, rw *conversion.Rewriter) error {
		m, ok := mapAttr(op, "map")
		if !ok || op.NumResults() != 1 {
			return conversion.ErrNoMatch
		}
		lower := LowerAffineMapMin
		if isMax {
			lower = LowerAffineMapMax
		}
		reduced := lower(rw, rw.Context(), op.Loc(), m, op.Operands())
		if reduced == nil {
			return conversion.ErrNoMatch
		}
		rw.ReplaceOp(op, reduced)
		return nil
	}
}

// lowerYield is AffineYieldOpLowering: an scf.yield of the same values,
// except in an scf.parallel, whose lowering rewrites its terminator.
func lowerYield(op *ir.Operation, _ []*ir.Value, rw *conversion.Rewriter) error {
	if parent := op.ParentOp(); parent != nil && parent.Name() == "scf.parallel" {
		return conversion.NoMatch("terminator is rewritten by the affine.parallel lowering")
	}
	return replace(rw, op, create(rw, "scf.yield", op.Loc(), op.Operands(), nil, nil))
}

// lowerFor is AffineForLowering: the bounds (max of the lower bound map,
// min of the upper), then the step constant, and an scf.for carrying the
// loop's iteration values that takes over its region.
func lowerFor(op *ir.Operation, _ []*ir.Value, rw *conversion.Rewriter) error {
	step, ok := op.Attr("step").(*ir.IntegerAttr)
	if !ok || op.NumRegions() != 1 || !op.Region(0).HasOneBlock() {
		return conversion.ErrNoMatch
	}
	ctx := rw.Context()
	loc := op.Loc()
	lowerBound := LowerAffineLowerBound(rw, op)
	upperBound := LowerAffineUpperBound(rw, op)
	if lowerBound == nil || upperBound == nil {
		// MLIR creates the scf.for with a null bound (and crashes).
		return conversion.ErrNoMatch
	}
	stepValue := arith.ConstantIndex(rw, ctx, loc, step.Int64())
	inits := operandSegment(op, 2)
	types := make([]ir.Type, len(inits))
	for i, v := range inits {
		types[i] = v.Type()
	}
	// The body scf.for's builder makes is erased right away; the region is
	// built empty and takes the affine.for's blocks.
	operands := append([]*ir.Value{lowerBound, upperBound, stepValue}, inits...)
	scfFor := create(rw, "scf.for", loc, operands, types, nil, &ir.Region{})
	rw.InlineRegionBefore(op.Region(0), scfFor.Region(0), nil)
	return replace(rw, op, scfFor)
}

// lowerIf is AffineIfLowering: a constant 0, then for each constraint of
// the set its expansion compared (eq for an equality, sge otherwise) with
// it, the comparisons and-ed in order (true when there are none), and an
// scf.if on that taking over the then and else regions.
func lowerIf(op *ir.Operation, _ []*ir.Value, rw *conversion.Rewriter) error {
	set, ok := op.Attr("condition").(*ir.IntegerSetAttr)
	if !ok || op.NumRegions() != 2 {
		return conversion.ErrNoMatch
	}
	ctx := rw.Context()
	loc := op.Loc()
	integerSet := set.Set
	zeroConstant := arith.ConstantIndex(rw, ctx, loc, 0)
	operands := op.Operands()
	nd := min(integerSet.NumDims, len(operands))
	var cond *ir.Value
	for i, constraint := range integerSet.Constraints {
		affResult := ExpandAffineExpr(rw, ctx, loc, constraint, operands[:nd], operands[nd:])
		if affResult == nil {
			return conversion.ErrNoMatch
		}
		pred := int64(arith.CmpISge)
		if i < len(integerSet.Eq) && integerSet.Eq[i] {
			pred = arith.CmpIEq
		}
		cmpVal := arith.CmpI(rw, ctx, loc, pred, affResult, zeroConstant)
		if cond == nil {
			cond = cmpVal
		} else {
			cond = arith.Binary(rw, "arith.andi", loc, cond, cmpVal)
		}
	}
	if cond == nil {
		cond = arith.Constant(rw, loc, ctx.IntegerAttrInt64(ctx.I(1), 1))
	}

	// scf.if's builder makes a then block (and an else block), which the
	// C++ erases once the affine regions are inlined before them.
	hasElseRegion := !op.Region(1).Empty()
	ifOp := create(rw, "scf.if", loc, []*ir.Value{cond}, op.ResultTypes(), nil, &ir.Region{}, &ir.Region{})
	rw.InlineRegionBefore(op.Region(0), ifOp.Region(0), nil)
	if hasElseRegion {
		rw.InlineRegionBefore(op.Region(1), ifOp.Region(1), nil)
	}
	return replace(rw, op, ifOp)
}

// lowerAccess is the rewrite of AffineLoadLowering, AffineStoreLowering
// and AffinePrefetchLowering: the memref op name on the affine op's
// operands before the indices (the memref, after the stored value for a
// store) and the indices its map expands to, with the affine op's results
// and the attributes called attrs.
func lowerAccess(name string, numPrefix int, attrs ...string) rewriteFunc {
	return func(op *ir.Operation, _ []*ir.Value, rw *conversion.Rewriter) error {
		m, ok := mapAttr(op, "map")
		if !ok || op.NumOperands() < numPrefix {
			return conversion.ErrNoMatch
		}
		expanded, ok := expand(rw, op, m, op.Operands()[numPrefix:])
		if !ok {
			return conversion.ErrNoMatch
		}
		var named []ir.NamedAttr
		for _, a := range attrs {
			if v := op.Attr(a); v != nil {
				named = append(named, ir.NamedAttr{Name: a, Value: v})
			}
		}
		operands := append(append([]*ir.Value{}, op.Operands()[:numPrefix]...), expanded...)
		return replace(rw, op, create(rw, name, op.Loc(), operands, op.ResultTypes(), named))
	}
}

// lowerDmaStart is AffineDmaStartLowering: the source, destination and tag
// maps expanded in turn, each over the operands after its memref, and a
// memref.dma_start of src[...], dst[...], the element count, tag[...] and
// the stride operands when there are.
func lowerDmaStart(op *ir.Operation, _ []*ir.Value, rw *conversion.Rewriter) error {
	srcMap, ok1 := mapAttr(op, "src_map")
	dstMap, ok2 := mapAttr(op, "dst_map")
	tagMap, ok3 := mapAttr(op, "tag_map")
	if !ok1 || !ok2 || !ok3 {
		return conversion.ErrNoMatch
	}
	operands := op.Operands()
	srcIdx := 0
	dstIdx := srcIdx + 1 + srcMap.NumInputs()
	tagIdx := dstIdx + 1 + dstMap.NumInputs()
	numElementsIdx := tagIdx + 1 + tagMap.NumInputs()
	if numElementsIdx >= len(operands) {
		return conversion.ErrNoMatch
	}
	strided := len(operands) != numElementsIdx+1
	if strided && len(operands) < numElementsIdx+3 {
		return conversion.ErrNoMatch
	}

	src, ok := expand(rw, op, srcMap, operands[srcIdx+1:])
	if !ok {
		return conversion.ErrNoMatch
	}
	dst, ok := expand(rw, op, dstMap, operands[dstIdx+1:])
	if !ok {
		return conversion.ErrNoMatch
	}
	tag, ok := expand(rw, op, tagMap, operands[tagIdx+1:])
	if !ok {
		return conversion.ErrNoMatch
	}
	newOperands := append([]*ir.Value{operands[srcIdx]}, src...)
	newOperands = append(newOperands, operands[dstIdx])
	newOperands = append(newOperands, dst...)
	newOperands = append(newOperands, operands[numElementsIdx], operands[tagIdx])
	newOperands = append(newOperands, tag...)
	if strided {
		n := len(operands)
		newOperands = append(newOperands, operands[n-2], operands[n-1])
	}
	return replace(rw, op, create(rw, "memref.dma_start", op.Loc(), newOperands, nil, nil))
}

// lowerDmaWait is AffineDmaWaitLowering: memref.dma_wait tag[expanded
// indices], with the element count.
func lowerDmaWait(op *ir.Operation, _ []*ir.Value, rw *conversion.Rewriter) error {
	tagMap, ok := mapAttr(op, "tag_map")
	if !ok || op.NumOperands() < tagMap.NumInputs()+2 {
		return conversion.ErrNoMatch
	}
	operands := op.Operands()
	n := tagMap.NumInputs()
	expanded, ok := expand(rw, op, tagMap, operands[1:1+n])
	if !ok {
		return conversion.ErrNoMatch
	}
	newOperands := append([]*ir.Value{operands[0]}, expanded...)
	newOperands = append(newOperands, operands[1+n])
	return replace(rw, op, create(rw, "memref.dma_wait", op.Loc(), newOperands, nil, nil))
}

// boundGroups returns the sizes of an affine.parallel's bound groups (its
// I32ElementsAttr lowerBoundsGroups or upperBoundsGroups).
func boundGroups(op *ir.Operation, name string) ([]int, bool) {
	a, ok := op.Attr(name).(*ir.DenseElementsAttr)
	if !ok || a.Stride < 1 || ir.IntWidth(a.Type.ElementType()) != 32 {
		return nil, false
	}
	n := 1
	for _, d := range a.Type.Shape() {
		if d < 0 {
			return nil, false
		}
		n *= int(d)
	}
	out := make([]int, n)
	for i := range out {
		j := i * a.Stride
		if a.Splat {
			j = 0
		}
		if j >= len(a.Raw) {
			return nil, false
		}
		out[i] = int(int32(uint32(a.Raw[j])))
	}
	return out, true
}

// sliceMap is AffineMap::getSliceMap of the group at pos.
func sliceMap(m affine.Map, groups []int, pos int) (affine.Map, bool) {
	start := 0
	for _, g := range groups[:pos] {
		start += g
	}
	end := start + groups[pos]
	if start < 0 || end < start || end > len(m.Results) {
		return affine.Map{}, false
	}
	return affine.NewMap(m.NumDims, m.NumSymbols, m.Results[start:end]...), true
}

// intArray returns the values of an array of integer attributes.
func intArray(a ir.Attribute) ([]int64, bool) {
	arr, ok := a.(*ir.ArrayAttr)
	if !ok {
		return nil, false
	}
	out := make([]int64, len(arr.Elems))
	for i, e := range arr.Elems {
		ia, ok := e.(*ir.IntegerAttr)
		if !ok {
			return nil, false
		}
		out[i] = ia.Int64()
	}
	return out, true
}

// lowerParallel is AffineParallelLowering: for each dimension its lower
// bound (max of its group) then its upper bound (min), then the step
// constants, and an scf.parallel taking over the region, its affine.yield
// replaced by an scf.reduce. With results, the reductions' identity
// constants come before the scf.parallel, whose scf.reduce combines each
// value in a region of its own.
func lowerParallel(op *ir.Operation, _ []*ir.Value, rw *conversion.Rewriter) error {
	ctx := rw.Context()
	loc := op.Loc()
	steps, ok1 := intArray(op.Attr("steps"))
	lbMap, ok2 := mapAttr(op, "lowerBoundsMap")
	ubMap, ok3 := mapAttr(op, "upperBoundsMap")
	lbGroups, ok4 := boundGroups(op, "lowerBoundsGroups")
	ubGroups, ok5 := boundGroups(op, "upperBoundsGroups")
	if !ok1 || !ok2 || !ok3 || !ok4 || !ok5 || len(lbGroups) < len(steps) || len(ubGroups) < len(steps) ||
		op.NumRegions() != 1 || !op.Region(0).HasOneBlock() {
		return conversion.ErrNoMatch
	}
	terminator := op.Region(0).First().Last()
	if terminator == nil || terminator.Name() != "affine.yield" {
		return conversion.ErrNoMatch
	}
	operands := op.Operands()
	nlb := min(lbMap.NumInputs(), len(operands))
	lbOperands, ubOperands := operands[:nlb], operands[nlb:]

	lowerBoundTuple := make([]*ir.Value, 0, len(steps))
	upperBoundTuple := make([]*ir.Value, 0, len(steps))
	for i := range steps {
		m, ok := sliceMap(lbMap, lbGroups, i)
		if !ok {
			return conversion.ErrNoMatch
		}
		lower := LowerAffineMapMax(rw, ctx, loc, m, lbOperands)
		if lower == nil {
			return conversion.NoMatch("couldn't convert lower bounds")
		}
		lowerBoundTuple = append(lowerBoundTuple, lower)
		if m, ok = sliceMap(ubMap, ubGroups, i); !ok {
			return conversion.ErrNoMatch
		}
		upper := LowerAffineMapMin(rw, ctx, loc, m, ubOperands)
		if upper == nil {
			return conversion.NoMatch("couldn't convert upper bounds")
		}
		upperBoundTuple = append(upperBoundTuple, upper)
	}
	stepValues := make([]*ir.Value, len(steps))
	for i, s := range steps {
		stepValues[i] = arith.ConstantIndex(rw, ctx, loc, s)
	}

	var reductions []int64
	if op.NumResults() > 0 {
		var ok bool
		reductions, ok = intArray(op.Attr("reductions"))
		if !ok || len(reductions) != op.NumResults() || terminator.NumOperands() != len(reductions) {
			return conversion.ErrNoMatch
		}
	}
	identityVals := make([]*ir.Value, len(reductions))
	for i, kind := range reductions {
		attr := identityValueAttr(ctx, kind, op.Result(i).Type())
		if attr == nil {
			ctx.Emit(ir.Errorf(loc, "Reduction operation type not supported"))
			return conversion.ErrNoMatch
		}
		identityVals[i] = arith.Constant(rw, loc, attr)
	}

	// The body scf.parallel's builder makes is erased; the region is built
	// empty and takes the affine.parallel's block.
	parOperands := append(append(append(append([]*ir.Value{}, lowerBoundTuple...), upperBoundTuple...), stepValues...), identityVals...)
	types := make([]ir.Type, len(identityVals))
	for i, v := range identityVals {
		types[i] = v.Type()
	}
	n := int64(len(steps))
	sizes := ctx.DenseArray(ctx.I(32), []int64{n, n, n, int64(len(identityVals))}, nil)
	parOp := create(rw, "scf.parallel", loc, parOperands, types,
		[]ir.NamedAttr{{Name: "operandSegmentSizes", Value: sizes}}, &ir.Region{})
	rw.InlineRegionBefore(op.Region(0), parOp.Region(0), nil)

	// The new terminator: scf.reduce of the yielded values, one region per
	// value whose block takes two arguments of its type at the
	// terminator's location.
	rw.SetInsertionPoint(terminator)
	var reduceOperands []*ir.Value
	if len(reductions) > 0 {
		reduceOperands = terminator.Operands()
	}
	regions := make([]*ir.Region, len(reduceOperands))
	ip := rw.SaveInsertionPoint()
	for i, v := range reduceOperands {
		regions[i] = &ir.Region{}
		tl := terminator.Loc()
		rw.CreateBlock(regions[i], nil, []ir.Type{v.Type(), v.Type()}, []ir.Location{tl, tl})
	}
	rw.RestoreInsertionPoint(ip)
	reduceOp := create(rw, "scf.reduce", terminator.Loc(), reduceOperands, nil, nil, regions...)
	if err := replace(rw, terminator, reduceOp); err != nil {
		return err
	}
	for i, kind := range reductions {
		reductionBody := reduceOp.Region(i).First()
		rw.SetInsertionPointToEnd(reductionBody)
		reductionResult := reductionOp(rw, loc, kind, reductionBody.Arg(0), reductionBody.Arg(1))
		if reductionResult == nil {
			ctx.Emit(ir.Errorf(loc, "Reduction operation type not supported"))
			return conversion.ErrNoMatch
		}
		create(rw, "scf.reduce.return", loc, []*ir.Value{reductionResult}, nil, nil)
	}
	return replace(rw, op, parOp)
}

// The arith::AtomicRMWKind values.
const (
	rmwAddf     = 0
	rmwAddi     = 1
	rmwMaximumf = 3
	rmwMaxs     = 4
	rmwMaxu     = 5
	rmwMinimumf = 6
	rmwMins     = 7
	rmwMinu     = 8
	rmwMulf     = 9
	rmwMuli     = 10
	rmwOri      = 11
	rmwAndi     = 12
	rmwMaxnumf  = 13
	rmwMinnumf  = 14
)

// identityValueAttr is arith::getIdentityValueAttr (without
// useOnlyFiniteValue) for a scalar type; nil for a kind or type it has no
// identity for (where MLIR reports the kind or asserts on the type).
func identityValueAttr(ctx *ir.Context, kind int64, t ir.Type) ir.TypedAttr {
	if ft, ok := t.(*ir.FloatType); ok {
		sem := ft.Semantics()
		switch kind {
		case rmwMaximumf:
			return ctx.FloatAttr(ft, apfloat.Inf(sem, true))
		case rmwMaxnumf:
			return ctx.FloatAttr(ft, apfloat.NaN(sem, true))
		case rmwMinimumf:
			return ctx.FloatAttr(ft, apfloat.Inf(sem, false))
		case rmwMinnumf:
			return ctx.FloatAttr(ft, apfloat.NaN(sem, false))
		case rmwAddf, rmwAddi, rmwMaxu, rmwOri:
			return ctx.FloatAttr(ft, apfloat.Zero(sem, false))
		case rmwMulf, rmwMuli:
			one, _ := apfloat.FromFloat64(sem, 1)
			return ctx.FloatAttr(ft, one)
		}
		return nil
	}
	w := ir.IntWidth(t)
	if w == 0 {
		return nil
	}
	one := big.NewInt(1)
	pow := func(n int) *big.Int { return new(big.Int).Lsh(one, uint(n)) }
	switch kind {
	case rmwAddf, rmwAddi, rmwMaxu, rmwOri:
		return ctx.IntegerAttrInt64(t, 0)
	case rmwAndi, rmwMinu:
		return ctx.IntegerAttr(t, new(big.Int).Sub(pow(w), one))
	case rmwMaxs:
		return ctx.IntegerAttr(t, new(big.Int).Neg(pow(w-1)))
	case rmwMins:
		return ctx.IntegerAttr(t, new(big.Int).Sub(pow(w-1), one))
	case rmwMuli, rmwMulf:
		return ctx.IntegerAttrInt64(t, 1)
	}
	return nil
}

// reductionOp is arith::getReductionOp: the op combining lhs and rhs for
// kind, nil for a kind it does not support.
func reductionOp(rw *conversion.Rewriter, loc ir.Location, kind int64, lhs, rhs *ir.Value) *ir.Value {
	names := map[int64]string{
		rmwAddf: "arith.addf", rmwAddi: "arith.addi", rmwMulf: "arith.mulf", rmwMuli: "arith.muli",
		rmwMaximumf: "arith.maximumf", rmwMinimumf: "arith.minimumf",
		rmwMaxnumf: "arith.maxnumf", rmwMinnumf: "arith.minnumf",
		rmwMaxs: "arith.maxsi", rmwMins: "arith.minsi", rmwMaxu: "arith.maxui", rmwMinu: "arith.minui",
		rmwOri: "arith.ori", rmwAndi: "arith.andi",
	}
	name, ok := names[kind]
	if !ok {
		return nil
	}
	return arith.Binary(rw, name, loc, lhs, rhs)
}
