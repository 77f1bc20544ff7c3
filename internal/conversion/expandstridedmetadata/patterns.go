package expandstridedmetadata

import (
	"gpuc/internal/affine"
	affinedialect "gpuc/internal/dialect/affine"
	"gpuc/internal/dialect/memref"
	"gpuc/internal/ir"
	"gpuc/internal/rewrite"
)

func apply(rw *rewrite.Rewriter, loc ir.Location, e affine.Expr, operands []ofr) ofr {
	return affinedialect.MakeComposedFoldedAffineApplyExpr(rw, loc, e, operands)
}

// resolveSubviewStridedMetadata computes, from extract_strided_metadata of
// the subview's source, strides#i = baseStrides#i * subStrides#i and
// offset = baseOffset + sum(subOffset#i * baseStrides#i); the sizes are the
// subview's, both without the dims it drops.
func resolveSubviewStridedMetadata(rw *rewrite.Rewriter, subview *ir.Operation) (*stridedMetadata, error) {
	ctx := rw.Ctx
	loc := subview.Loc()
	source := subview.Operand(0)
	sourceType := memrefType(source)
	resultType := memrefType(subview.Result(0))
	if sourceType == nil || resultType == nil {
		return nil, rewrite.NoMatch("failed to resolve subview metadata")
	}
	sourceStrides, sourceOffset, ok := memref.StridesAndOffset(sourceType)
	if !ok {
		return nil, rewrite.NoMatch("failed to resolve subview metadata")
	}
	rank := len(sourceType.Dims)
	md := metadata{extractStridedMetadata(rw, loc, source)}

	var strides []ofr
	subStrides := mixedStrides(subview)
	origStrides := md.strides()
	values := make([]ofr, 2*rank+1)
	symbols := make([]affine.Expr, 2*rank+1)
	for i := range symbols {
		symbols[i] = affine.Symbol(i)
	}
	expr := symbols[0]
	if sourceOffset == ir.Dynamic {
		values[0] = asOpFoldResult(md.offset())
	} else {
		values[0] = indexAttr(ctx, sourceOffset)
	}
	subOffsets := mixedOffsets(subview)
	s0, s1 := affine.Symbol(0), affine.Symbol(1)
	for i := 0; i < rank; i++ {
		origStride := indexAttr(ctx, sourceStrides[i])
		if sourceStrides[i] == ir.Dynamic {
			origStride = ir.FoldValue(origStrides[i])
		}
		strides = append(strides, apply(rw, loc, s0.Mul(s1), []ofr{subStrides[i], origStride}))
		base := 1 + 2*i
		expr = expr.Add(symbols[base].Mul(symbols[base+1]))
		values[base] = subOffsets[i]
		values[base+1] = origStride
	}
	finalOffset := apply(rw, loc, expr, values)

	subSizes := mixedSizes(subview)
	dropped, ok := memref.RankReductionMask(sourceType, resultType, denseInts(subview, "static_sizes"))
	if !ok {
		dropped = make([]bool, rank)
	}
	var finalSizes, finalStrides []ofr
	for i := 0; i < rank; i++ {
		if dropped[i] {
			continue
		}
		finalSizes = append(finalSizes, subSizes[i])
		finalStrides = append(finalStrides, strides[i])
	}
	return &stridedMetadata{md.baseBuffer(), finalOffset, finalSizes, finalStrides}, nil
}

// subviewFolder is SubviewFolder: the subview becomes a reinterpret_cast
// of its source's base buffer.
func subviewFolder(subview *ir.Operation, rw *rewrite.Rewriter) error {
	md, err := resolveSubviewStridedMetadata(rw, subview)
	if err != nil {
		return err
	}
	rw.ReplaceOpWith(subview, reinterpretCast(rw, subview.Loc(), subview.Result(0).Type(), md.basePtr, md.offset, md.sizes, md.strides))
	return nil
}

// extractSubviewFolder is ExtractStridedMetadataOpSubviewFolder.
func extractSubviewFolder(op *ir.Operation, rw *rewrite.Rewriter) error {
	subview := sourceOf(op.Operand(0), "memref.subview")
	if subview == nil {
		return rewrite.ErrNoMatch
	}
	md, err := resolveSubviewStridedMetadata(rw, subview)
	if err != nil {
		return rewrite.NoMatch("failed to resolve metadata in terms of source subview op")
	}
	loc := subview.Loc()
	results := []*ir.Value{md.basePtr, valueOrConstantIndex(rw, loc, md.offset)}
	results = append(results, valuesOrConstantIndex(rw, loc, md.sizes)...)
	results = append(results, valuesOrConstantIndex(rw, loc, md.strides)...)
	rw.ReplaceOp(op, results...)
	return nil
}

// reshapeFns compute one reassociation group's sizes and strides.
type (
	sizesFn   func(rw *rewrite.Rewriter, reshape *ir.Operation, origSizes []ofr, group int) []ofr
	stridesFn func(rw *rewrite.Rewriter, reshape *ir.Operation, origSizes, origStrides []ofr, group int) []ofr
)

// expandedSizes is getExpandedSizes: the group's static sizes, and the
// dynamic one as the source size divided by their product.
func expandedSizes(rw *rewrite.Rewriter, reshape *ir.Operation, origSizes []ofr, group int) []ofr {
	ctx := rw.Ctx
	reassoc := memref.Reassociation(reshape)[group]
	res := memrefType(reshape.Result(0))
	out := make([]ofr, len(reassoc))
	product := int64(1)
	dyn := -1
	for i, d := range reassoc {
		size := res.Dims[d]
		if size == ir.Dynamic {
			dyn = i
			continue
		}
		product *= size
		out[i] = indexAttr(ctx, size)
	}
	if dyn >= 0 {
		out[dyn] = apply(rw, reshape.Loc(), affine.Symbol(0).FloorDiv(affine.Const(product)), []ofr{origSizes[group]})
	}
	return out
}

// expandedStrides is getExpandedStrides: the products of the sizes to the
// right, times the source stride of the group (with the dynamic size's
// share for the dims before it).
func expandedStrides(rw *rewrite.Rewriter, reshape *ir.Operation, origSizes, origStrides []ofr, group int) []ofr {
	ctx := rw.Ctx
	reassoc := memref.Reassociation(reshape)[group]
	res := memrefType(reshape.Result(0))
	out := make([]ofr, len(reassoc))
	current := int64(1)
	dyn := -1
	for i := len(reassoc) - 1; i >= 0; i-- {
		out[i] = indexAttr(ctx, current)
		size := res.Dims[reassoc[i]]
		if size == ir.Dynamic {
			dyn = i
			continue
		}
		current *= size
	}
	srcStrides, _, _ := memref.StridesAndOffset(memrefType(reshape.Operand(0)))
	origStride := indexAttr(ctx, srcStrides[group])
	if srcStrides[group] == ir.Dynamic {
		origStride = origStrides[group]
	}
	done := 0
	if dyn >= 0 {
		product := current
		origSize := origSizes[group]
		s0, s1 := affine.Symbol(0), affine.Symbol(1)
		for ; done < dyn; done++ {
			base := constantInt(out[done])
			out[done] = apply(rw, reshape.Loc(), s0.Mul(affine.Const(base)).FloorDiv(affine.Const(product)).Mul(s1), []ofr{origSize, origStride})
		}
	}
	s0 := affine.Symbol(0)
	for ; done < len(reassoc); done++ {
		base := constantInt(out[done])
		out[done] = apply(rw, reshape.Loc(), s0.Mul(affine.Const(base)), []ofr{origStride})
	}
	return out
}

// productOfValues is getProductOfValues: prod(values#i or their static
// sizes) for i in indices.
func productOfValues(rw *rewrite.Rewriter, loc ir.Location, indices []int64, maybeConstants []int64, values []ofr) ofr {
	ctx := rw.Ctx
	product := affine.Const(1)
	var inputs []ofr
	for i, idx := range indices {
		product = product.Mul(affine.Symbol(i))
		c := maybeConstants[idx]
		if c == ir.Dynamic {
			inputs = append(inputs, values[idx])
		} else {
			inputs = append(inputs, indexAttr(ctx, c))
		}
	}
	return apply(rw, loc, product, inputs)
}

// collapsedSize is getCollapsedSize: the static size, or the product of the
// group's source sizes.
func collapsedSize(rw *rewrite.Rewriter, reshape *ir.Operation, origSizes []ofr, group int) []ofr {
	res := memrefType(reshape.Result(0))
	if size := res.Dims[group]; size != ir.Dynamic {
		return []ofr{indexAttr(rw.Ctx, size)}
	}
	src := memrefType(reshape.Operand(0))
	reassoc := memref.Reassociation(reshape)[group]
	return []ofr{productOfValues(rw, reshape.Loc(), reassoc, src.Dims, origSizes)}
}

// collapsedStride is getCollapsedStride: the minimum stride of the group's
// source dims that are not of size 1.
func collapsedStride(rw *rewrite.Rewriter, reshape *ir.Operation, origSizes, origStrides []ofr, group int) []ofr {
	ctx := rw.Ctx
	reassoc := memref.Reassociation(reshape)[group]
	src := memrefType(reshape.Operand(0))
	strides, _, _ := memref.StridesAndOffset(src)
	var groupStrides []ofr
	for _, d := range reassoc {
		if src.Dims[d] == 1 {
			continue
		}
		if s := strides[d]; s == ir.Dynamic {
			groupStrides = append(groupStrides, origStrides[d])
		} else {
			groupStrides = append(groupStrides, indexAttr(ctx, s))
		}
	}
	if len(groupStrides) == 0 {
		// A 1x1x...x1 group: its stride is meaningless, but must fit the type.
		collapsedStrides, _, ok := memref.StridesAndOffset(memrefType(reshape.Result(0)))
		final := ir.Dynamic
		if ok {
			final = collapsedStrides[group]
		}
		if final == ir.Dynamic {
			for _, d := range reassoc {
				if strides[d] == ir.Dynamic {
					return []ofr{origStrides[d]}
				}
			}
			// MLIR 19 reaches llvm_unreachable here.
			return []ofr{origStrides[reassoc[0]]}
		}
		return []ofr{indexAttr(ctx, final)}
	}
	minMap := affine.MultiDimIdentity(len(groupStrides))
	return []ofr{affinedialect.MakeComposedFoldedAffineMin(rw, reshape.Loc(), minMap, groupStrides)}
}

// resolveReshapeStridedMetadata is resolveReshapeStridedMetadata: the
// base buffer and offset of the source, and the reshaped sizes and strides
// group by group.
func resolveReshapeStridedMetadata(rw *rewrite.Rewriter, reshape *ir.Operation, sizes sizesFn, strides stridesFn) (*stridedMetadata, error) {
	ctx := rw.Ctx
	loc := reshape.Loc()
	source := reshape.Operand(0)
	sourceType := memrefType(source)
	reshapeType := memrefType(reshape.Result(0))
	if sourceType == nil || reshapeType == nil {
		return nil, rewrite.NoMatch("failed to resolve reshape metadata")
	}
	_, offset, ok := memref.StridesAndOffset(sourceType)
	if !ok {
		return nil, rewrite.NoMatch("failed to resolve reshape metadata")
	}
	md := metadata{extractStridedMetadata(rw, loc, source)}
	offsetOfr := indexAttr(ctx, offset)
	if offset == ir.Dynamic {
		offsetOfr = asOpFoldResult(md.offset())
	}
	if len(sourceType.Dims) == 0 {
		ones := make([]ofr, len(reshapeType.Dims))
		for i := range ones {
			ones[i] = indexAttr(ctx, 1)
		}
		return &stridedMetadata{md.baseBuffer(), offsetOfr, ones, ones}, nil
	}
	origSizes := asOpFoldResults(md.sizes())
	origStrides := asOpFoldResults(md.strides())
	var finalSizes, finalStrides []ofr
	for g := range memref.Reassociation(reshape) {
		rs := sizes(rw, reshape, origSizes, g)
		rst := strides(rw, reshape, origSizes, origStrides, g)
		finalSizes = append(finalSizes, rs...)
		finalStrides = append(finalStrides, rst[:len(rs)]...)
	}
	return &stridedMetadata{md.baseBuffer(), offsetOfr, finalSizes, finalStrides}, nil
}

// reshapeFolder is ReshapeFolder<expand_shape/collapse_shape>.
func reshapeFolder(sizes sizesFn, strides stridesFn) func(*ir.Operation, *rewrite.Rewriter) error {
	return func(reshape *ir.Operation, rw *rewrite.Rewriter) error {
		md, err := resolveReshapeStridedMetadata(rw, reshape, sizes, strides)
		if err != nil {
			return err
		}
		rw.ReplaceOpWith(reshape, reinterpretCast(rw, reshape.Loc(), reshape.Result(0).Type(), md.basePtr, md.offset, md.sizes, md.strides))
		return nil
	}
}

// extractCollapseShapeFolder is ExtractStridedMetadataOpCollapseShapeFolder.
func extractCollapseShapeFolder(op *ir.Operation, rw *rewrite.Rewriter) error {
	collapse := sourceOf(op.Operand(0), "memref.collapse_shape")
	if collapse == nil {
		return rewrite.ErrNoMatch
	}
	md, err := resolveReshapeStridedMetadata(rw, collapse, collapsedSize, collapsedStride)
	if err != nil {
		return rewrite.NoMatch("failed to resolve metadata in terms of source collapse_shape op")
	}
	loc := collapse.Loc()
	results := []*ir.Value{md.basePtr, valueOrConstantIndex(rw, loc, md.offset)}
	results = append(results, valuesOrConstantIndex(rw, loc, md.sizes)...)
	results = append(results, valuesOrConstantIndex(rw, loc, md.strides)...)
	rw.ReplaceOp(op, results...)
	return nil
}

// allocFolder is ExtractStridedMetadataOpAllocFolder<alloc/alloca>: the
// metadata of an allocation with the identity layout.
func allocFolder(name string) func(*ir.Operation, *rewrite.Rewriter) error {
	return func(op *ir.Operation, rw *rewrite.Rewriter) error {
		ctx := rw.Ctx
		alloc := sourceOf(op.Operand(0), name)
		if alloc == nil {
			return rewrite.ErrNoMatch
		}
		mt := memrefType(alloc.Result(0))
		if mt == nil || !memref.LayoutIsIdentity(mt) {
			return rewrite.NoMatch("alloc-like operations should have been normalized")
		}
		loc := op.Loc()
		rank := len(mt.Dims)
		dynamic := operandGroup(alloc, 0)
		var sizes []ofr
		pos := 0
		for _, s := range mt.Dims {
			if s == ir.Dynamic {
				sizes = append(sizes, ir.FoldValue(dynamic[pos]))
				pos++
			} else {
				sizes = append(sizes, indexAttr(ctx, s))
			}
		}
		strides := make([]ofr, rank)
		for i := range strides {
			strides[i] = indexAttr(ctx, 1)
		}
		expr := affine.Const(1)
		sym := 0
		for i := rank - 2; i >= 0; i-- {
			expr = expr.Mul(affine.Symbol(sym))
			sym++
			strides[i] = apply(rw, loc, expr, sizes[i+1:i+1+sym])
		}
		var results []*ir.Value
		baseType := op.Result(0).Type()
		switch {
		case !op.Result(0).HasUses():
			results = append(results, nil)
		case alloc.Result(0).Type() == baseType:
			results = append(results, alloc.Result(0))
		default:
			results = append(results, reinterpretCast(rw, loc, baseType, alloc.Result(0), i64Attr(ctx, 0), nil, nil).Result(0))
		}
		results = append(results, valueOrConstantIndex(rw, loc, indexAttr(ctx, 0)))
		results = append(results, valuesOrConstantIndex(rw, loc, sizes)...)
		results = append(results, valuesOrConstantIndex(rw, loc, strides)...)
		rw.ReplaceOp(op, results...)
		return nil
	}
}

// getGlobalFolder is ExtractStridedMetadataOpGetGlobalFolder: the metadata
// of a global of static shape and identity layout.
func getGlobalFolder(op *ir.Operation, rw *rewrite.Rewriter) error {
	ctx := rw.Ctx
	g := sourceOf(op.Operand(0), "memref.get_global")
	if g == nil {
		return rewrite.ErrNoMatch
	}
	mt := memrefType(g.Result(0))
	if mt == nil || !memref.LayoutIsIdentity(mt) {
		return rewrite.NoMatch("get-global operation result should have been normalized")
	}
	loc := op.Loc()
	sizes := mt.Dims
	strides := make([]int64, len(sizes))
	acc := int64(1)
	for i := len(sizes) - 1; i >= 0; i-- {
		strides[i] = acc
		acc *= sizes[i]
	}
	var results []*ir.Value
	baseType := op.Result(0).Type()
	if g.Result(0).Type() == baseType {
		results = append(results, g.Result(0))
	} else {
		results = append(results, reinterpretCast(rw, loc, baseType, g.Result(0), i64Attr(ctx, 0), nil, nil).Result(0))
	}
	results = append(results, valueOrConstantIndex(rw, loc, indexAttr(ctx, 0)))
	for _, s := range sizes {
		results = append(results, valueOrConstantIndex(rw, loc, indexAttr(ctx, s)))
	}
	for _, s := range strides {
		results = append(results, valueOrConstantIndex(rw, loc, indexAttr(ctx, s)))
	}
	rw.ReplaceOp(op, results...)
	return nil
}

// viewLikeOps are the memref ops with ViewLikeOpInterface; their view
// source is operand 0.
var viewLikeOps = map[string]bool{
	"memref.cast": true, "memref.extract_strided_metadata": true, "memref.memory_space_cast": true,
	"memref.reinterpret_cast": true, "memref.reshape": true, "memref.expand_shape": true,
	"memref.collapse_shape": true, "memref.subview": true, "memref.view": true,
}

// alignedPointerOfViewLike is RewriteExtractAlignedPointerAsIndexOfViewLikeOp:
// the aligned pointer of a view is its source's.
func alignedPointerOfViewLike(op *ir.Operation, rw *rewrite.Rewriter) error {
	d := op.Operand(0).DefiningOp()
	if d == nil || !viewLikeOps[d.Name()] {
		return rewrite.NoMatch("not a ViewLike source")
	}
	rw.ModifyOpInPlace(op, func() { op.OpOperand(0).Set(d.Operand(0)) })
	return nil
}

// reinterpretCastFolder is ExtractStridedMetadataOpReinterpretCastFolder:
// the metadata is the reinterpret_cast's offset, sizes and strides.
func reinterpretCastFolder(op *ir.Operation, rw *rewrite.Rewriter) error {
	rc := sourceOf(op.Operand(0), "memref.reinterpret_cast")
	if rc == nil {
		return rewrite.ErrNoMatch
	}
	loc := op.Loc()
	if _, ok := inferMetadataTypes(rw.Ctx, rc.Operand(0).Type()); !ok {
		return rewrite.NoMatch("reinterpret_cast source's type is incompatible")
	}
	mt := memrefType(rc.Result(0))
	rank := len(mt.Dims)
	md := metadata{extractStridedMetadata(rw, loc, rc.Operand(0))}
	results := make([]ofr, 2*rank+2)
	results[0] = ir.FoldValue(md.baseBuffer())
	results[1] = ir.FoldValue(valueOrConstantIndex(rw, loc, mixedOffsets(rc)[0]))
	sizes, strides := mixedSizes(rc), mixedStrides(rc)
	for i := 0; i < rank; i++ {
		results[2+i] = sizes[i]
		results[2+rank+i] = strides[i]
	}
	rw.ReplaceOp(op, valuesOrConstantIndex(rw, loc, results)...)
	return nil
}

// castFolder is ExtractStridedMetadataOpCastFolder: the cast's static
// metadata, the rest from the cast's source.
func castFolder(op *ir.Operation, rw *rewrite.Rewriter) error {
	ctx := rw.Ctx
	source := op.Operand(0)
	cast := sourceOf(source, "memref.cast")
	if cast == nil {
		return rewrite.ErrNoMatch
	}
	loc := op.Loc()
	if _, ok := inferMetadataTypes(ctx, cast.Operand(0).Type()); !ok {
		return rewrite.NoMatch("cast source's type is incompatible")
	}
	mt := memrefType(source)
	rank := len(mt.Dims)
	results := make([]ofr, 2*rank+2)
	md := metadata{extractStridedMetadata(rw, loc, cast.Operand(0))}
	results[0] = ir.FoldValue(md.baseBuffer())
	constantOr := func(c int64, v *ir.Value) ofr {
		if c != ir.Dynamic {
			return indexAttr(ctx, c)
		}
		return ir.FoldValue(v)
	}
	srcStrides, srcOffset, ok := memref.StridesAndOffset(mt)
	if !ok {
		srcStrides = make([]int64, rank)
		for i := range srcStrides {
			srcStrides[i] = ir.Dynamic
		}
		srcOffset = ir.Dynamic
	}
	results[1] = constantOr(srcOffset, md.offset())
	sizes, strides := md.sizes(), md.strides()
	for i := 0; i < rank; i++ {
		results[2+i] = constantOr(mt.Dims[i], sizes[i])
		results[2+rank+i] = constantOr(srcStrides[i], strides[i])
	}
	rw.ReplaceOp(op, valuesOrConstantIndex(rw, loc, results)...)
	return nil
}

// extractExtractFolder is ExtractStridedMetadataOpExtractStridedMetadataFolder:
// the base buffer of a base buffer is itself, at offset 0.
func extractExtractFolder(op *ir.Operation, rw *rewrite.Rewriter) error {
	src := sourceOf(op.Operand(0), "memref.extract_strided_metadata")
	if src == nil {
		return rewrite.ErrNoMatch
	}
	rw.ReplaceOp(op, src.Result(0), valueOrConstantIndex(rw, op.Loc(), indexAttr(rw.Ctx, 0)))
	return nil
}
