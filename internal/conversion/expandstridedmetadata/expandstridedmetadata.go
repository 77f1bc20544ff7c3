// Package expandstridedmetadata is MLIR 19's expand-strided-metadata pass
// (mlir/lib/Dialect/MemRef/Transforms/ExpandStridedMetadata.cpp): memref
// ops that change a memref's metadata (subview, expand_shape,
// collapse_shape) become a memref.reinterpret_cast of the base buffer,
// with the offset, sizes and strides computed by affine.apply and
// affine.min ops, and memref.extract_strided_metadata of such ops (and of
// allocations, globals, reinterpret_casts, casts and other
// extract_strided_metadata ops) is resolved into the metadata of their
// source, through the greedy rewrite driver.
package expandstridedmetadata

import (
	"gpuc/internal/ir"
	"gpuc/internal/pass"
	"gpuc/internal/rewrite"
)

func init() {
	pass.Register(&pass.Info{
		Name:    "expand-strided-metadata",
		Title:   "ExpandStridedMetadata",
		Summary: "Expand memref operations into easier to analyze constructs",
		New:     func(pass.Values) (pass.Pass, error) { return expandPass{}, nil },
	})
}

type expandPass struct{}

// Run is ExpandStridedMetadataPass::runOnOperation: the patterns through
// the greedy driver, whose failure to converge is ignored.
func (expandPass) Run(op *ir.Operation) error {
	rewrite.ApplyPatternsAndFoldGreedily(op, rewrite.NewPatternSet(Patterns()), rewrite.DefaultConfig())
	return nil
}

func p(name, root string, f func(*ir.Operation, *rewrite.Rewriter) error) *rewrite.Pattern {
	return &rewrite.Pattern{Name: name, Root: root, Benefit: 1, Rewrite: f}
}

// Patterns is populateExpandStridedMetadataPatterns, in its order.
func Patterns() []*rewrite.Pattern {
	return []*rewrite.Pattern{
		p("SubviewFolder", "memref.subview", subviewFolder),
		p("ReshapeFolder<memref::ExpandShapeOp>", "memref.expand_shape", reshapeFolder(expandedSizes, expandedStrides)),
		p("ReshapeFolder<memref::CollapseShapeOp>", "memref.collapse_shape", reshapeFolder(collapsedSize, collapsedStride)),
		p("ExtractStridedMetadataOpAllocFolder<memref::AllocOp>", "memref.extract_strided_metadata", allocFolder("memref.alloc")),
		p("ExtractStridedMetadataOpAllocFolder<memref::AllocaOp>", "memref.extract_strided_metadata", allocFolder("memref.alloca")),
		p("ExtractStridedMetadataOpCollapseShapeFolder", "memref.extract_strided_metadata", extractCollapseShapeFolder),
		p("ExtractStridedMetadataOpGetGlobalFolder", "memref.extract_strided_metadata", getGlobalFolder),
		p("RewriteExtractAlignedPointerAsIndexOfViewLikeOp", "memref.extract_aligned_pointer_as_index", alignedPointerOfViewLike),
		p("ExtractStridedMetadataOpReinterpretCastFolder", "memref.extract_strided_metadata", reinterpretCastFolder),
		p("ExtractStridedMetadataOpSubviewFolder", "memref.extract_strided_metadata", extractSubviewFolder),
		p("ExtractStridedMetadataOpCastFolder", "memref.extract_strided_metadata", castFolder),
		p("ExtractStridedMetadataOpExtractStridedMetadataFolder", "memref.extract_strided_metadata", extractExtractFolder),
	}
}

// ResolvePatterns is populateResolveExtractStridedMetadataPatterns: the
// extract_strided_metadata folders (and the aligned pointer rewrite) alone.
func ResolvePatterns() []*rewrite.Pattern {
	return []*rewrite.Pattern{
		p("ExtractStridedMetadataOpAllocFolder<memref::AllocOp>", "memref.extract_strided_metadata", allocFolder("memref.alloc")),
		p("ExtractStridedMetadataOpAllocFolder<memref::AllocaOp>", "memref.extract_strided_metadata", allocFolder("memref.alloca")),
		p("ExtractStridedMetadataOpCollapseShapeFolder", "memref.extract_strided_metadata", extractCollapseShapeFolder),
		p("ExtractStridedMetadataOpGetGlobalFolder", "memref.extract_strided_metadata", getGlobalFolder),
		p("ExtractStridedMetadataOpSubviewFolder", "memref.extract_strided_metadata", extractSubviewFolder),
		p("RewriteExtractAlignedPointerAsIndexOfViewLikeOp", "memref.extract_aligned_pointer_as_index", alignedPointerOfViewLike),
		p("ExtractStridedMetadataOpReinterpretCastFolder", "memref.extract_strided_metadata", reinterpretCastFolder),
		p("ExtractStridedMetadataOpCastFolder", "memref.extract_strided_metadata", castFolder),
		p("ExtractStridedMetadataOpExtractStridedMetadataFolder", "memref.extract_strided_metadata", extractExtractFolder),
	}
}

// --- helpers -----------------------------------------------------------------

// ofr is an OpFoldResult: a value or an index attribute.
type ofr = ir.FoldResult

func indexAttr(ctx *ir.Context, v int64) ofr {
	return ir.FoldAttr(ctx.IntegerAttrInt64(ctx.Index(), v))
}

func i64Attr(ctx *ir.Context, v int64) ofr { return ir.FoldAttr(ctx.IntegerAttrInt64(ctx.I(64), v)) }

// asOpFoldResult is getAsOpFoldResult: the constant of a constant value.
func asOpFoldResult(v *ir.Value) ofr {
	if a := ir.ConstantValue(v); a != nil {
		return ir.FoldAttr(a)
	}
	return ir.FoldValue(v)
}

func asOpFoldResults(vs []*ir.Value) []ofr {
	out := make([]ofr, len(vs))
	for i, v := range vs {
		out[i] = asOpFoldResult(v)
	}
	return out
}

// constantInt is getConstantIntValue of an attribute fold result.
func constantInt(r ofr) int64 {
	if a, ok := r.Attr.(*ir.IntegerAttr); ok {
		v := a.Int64()
		if w := ir.IntWidth(a.Type); w > 0 && w < 64 {
			v = v << (64 - w) >> (64 - w)
		}
		return v
	}
	return 0
}

// valueOrConstantIndex is getValueOrCreateConstantIndexOp.
func valueOrConstantIndex(rw *rewrite.Rewriter, loc ir.Location, r ofr) *ir.Value {
	if r.Value != nil {
		return r.Value
	}
	ctx := rw.Ctx
	return rw.Create(&ir.OperationState{Name: "arith.constant", Loc: loc, Types: []ir.Type{ctx.Index()},
		Attrs: []ir.NamedAttr{{Name: "value", Value: ctx.IntegerAttrInt64(ctx.Index(), constantInt(r))}}}).Result(0)
}

func valuesOrConstantIndex(rw *rewrite.Rewriter, loc ir.Location, rs []ofr) []*ir.Value {
	out := make([]*ir.Value, len(rs))
	for i, r := range rs {
		out[i] = valueOrConstantIndex(rw, loc, r)
	}
	return out
}

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

func denseInts(op *ir.Operation, name string) []int64 {
	if d, ok := op.Attr(name).(*ir.DenseArrayAttr); ok {
		return d.Ints
	}
	return nil
}

// mixed is getMixedValues: the static values, with the dynamic ones where
// the static list has kDynamic.
func mixed(ctx *ir.Context, static []int64, dyn []*ir.Value) []ofr {
	out := make([]ofr, len(static))
	k := 0
	for i, s := range static {
		if s == ir.Dynamic {
			if k < len(dyn) {
				out[i] = ir.FoldValue(dyn[k])
			}
			k++
			continue
		}
		out[i] = i64Attr(ctx, s)
	}
	return out
}

// The mixed offsets, sizes and strides of an OffsetSizeAndStrideOpInterface
// op (subview, reinterpret_cast): operand groups 1, 2 and 3.
func mixedOffsets(op *ir.Operation) []ofr {
	return mixed(op.Context(), denseInts(op, "static_offsets"), operandGroup(op, 1))
}

func mixedSizes(op *ir.Operation) []ofr {
	return mixed(op.Context(), denseInts(op, "static_sizes"), operandGroup(op, 2))
}

func mixedStrides(op *ir.Operation) []ofr {
	return mixed(op.Context(), denseInts(op, "static_strides"), operandGroup(op, 3))
}

func memrefType(v *ir.Value) *ir.MemRefType {
	m, _ := v.Type().(*ir.MemRefType)
	return m
}

// extractStridedMetadata creates memref.extract_strided_metadata of src,
// with the result types ExtractStridedMetadataOp::inferReturnTypes gives.
func extractStridedMetadata(rw *rewrite.Rewriter, loc ir.Location, src *ir.Value) *ir.Operation {
	types, _ := inferMetadataTypes(rw.Ctx, src.Type())
	return rw.Create(&ir.OperationState{Name: "memref.extract_strided_metadata", Loc: loc, Operands: []*ir.Value{src}, Types: types})
}

// inferMetadataTypes is ExtractStridedMetadataOp::inferReturnTypes: a 0-d
// base buffer, an offset and the sizes and strides; false for an operand
// that is not a ranked memref.
func inferMetadataTypes(ctx *ir.Context, t ir.Type) ([]ir.Type, bool) {
	m, ok := t.(*ir.MemRefType)
	if !ok {
		return nil, false
	}
	types := []ir.Type{ctx.MemRef(nil, m.Elem, nil, m.MemorySpace), ctx.Index()}
	for i := 0; i < 2*len(m.Dims); i++ {
		types = append(types, ctx.Index())
	}
	return types, true
}

// metadata is the results of an extract_strided_metadata op.
type metadata struct{ op *ir.Operation }

func (m metadata) baseBuffer() *ir.Value { return m.op.Result(0) }
func (m metadata) offset() *ir.Value     { return m.op.Result(1) }
func (m metadata) rank() int             { return (m.op.NumResults() - 2) / 2 }
func (m metadata) sizes() []*ir.Value    { return m.op.Results()[2 : 2+m.rank()] }
func (m metadata) strides() []*ir.Value  { return m.op.Results()[2+m.rank():] }

// reinterpretCast creates memref.reinterpret_cast of src to t with mixed
// offset, sizes and strides (ReinterpretCastOp::build with OpFoldResults).
func reinterpretCast(rw *rewrite.Rewriter, loc ir.Location, t ir.Type, src *ir.Value, offset ofr, sizes, strides []ofr) *ir.Operation {
	ctx := rw.Ctx
	dispatch := func(rs []ofr) ([]*ir.Value, []int64) {
		var dyn []*ir.Value
		static := []int64{}
		for _, r := range rs {
			if r.Value != nil {
				dyn = append(dyn, r.Value)
				static = append(static, ir.Dynamic)
				continue
			}
			static = append(static, constantInt(r))
		}
		return dyn, static
	}
	dOff, sOff := dispatch([]ofr{offset})
	dSizes, sSizes := dispatch(sizes)
	dStrides, sStrides := dispatch(strides)
	operands := append(append(append([]*ir.Value{src}, dOff...), dSizes...), dStrides...)
	i64 := ctx.I(64)
	return rw.Create(&ir.OperationState{Name: "memref.reinterpret_cast", Loc: loc, Operands: operands, Types: []ir.Type{t},
		Attrs: []ir.NamedAttr{
			{Name: "operandSegmentSizes", Value: ctx.DenseArray(ctx.I(32), []int64{1, int64(len(dOff)), int64(len(dSizes)), int64(len(dStrides))}, nil)},
			{Name: "static_offsets", Value: ctx.DenseArray(i64, sOff, nil)},
			{Name: "static_sizes", Value: ctx.DenseArray(i64, sSizes, nil)},
			{Name: "static_strides", Value: ctx.DenseArray(i64, sStrides, nil)},
		}})
}

// stridedMetadata is StridedMetadata: a base buffer and the offset, sizes
// and strides of a view of it.
type stridedMetadata struct {
	basePtr *ir.Value
	offset  ofr
	sizes   []ofr
	strides []ofr
}

// sourceOf returns the defining op of v if it is named name.
func sourceOf(v *ir.Value, name string) *ir.Operation {
	if d := v.DefiningOp(); d != nil && d.Name() == name {
		return d
	}
	return nil
}
