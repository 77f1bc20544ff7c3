package vector

import (
	"math/big"
	"slices"

	"gpuc/internal/apfloat"
	"gpuc/internal/ir"
	"gpuc/internal/rewrite"
)

// Canonicalization patterns of vector.extract and vector.insert, ported
// from mlir/lib/Dialect/Vector/IR/VectorOps.cpp (MLIR 19) in the order
// their getCanonicalizationPatterns add them. Those that match or create
// ops gpuc does not have are left out: ExtractOpFromBroadcast,
// ExtractOpFromCreateMask, foldExtractFromShapeCastToShapeCast and
// foldExtractFromFromElements (their producers never occur),
// InsertToBroadcast (it creates a vector.broadcast), BroadcastFolder and
// InsertSplatToSplat.

func init() {
	rewrite.RegisterCanonicalization("vector.extract",
		rewrite.NewPattern("(anonymous namespace)::ExtractOpSplatConstantFolder", "vector.extract", extractOpSplatConstantFolder),
		rewrite.NewPattern("(anonymous namespace)::ExtractOpNonSplatConstantFolder", "vector.extract", extractOpNonSplatConstantFolder))
	rewrite.RegisterCanonicalization("vector.insert",
		rewrite.NewPattern("(anonymous namespace)::InsertOpConstantFolder", "vector.insert", insertOpConstantFolder))
}

// replaceWithConstant is replaceOpWithNewOp<arith::ConstantOp>(op, attr).
func replaceWithConstant(rw *rewrite.Rewriter, op *ir.Operation, a ir.TypedAttr) {
	c := rw.Create(&ir.OperationState{Name: "arith.constant", Loc: op.Loc(), Types: []ir.Type{a.AttrType()},
		Attrs: []ir.NamedAttr{{Name: "value", Value: a}}})
	rw.ReplaceOpWith(op, c)
}

func isScalable(vt *ir.VectorType) bool { return slices.Contains(vt.Scalable, true) }

// Elements of a dense attribute are handled as their raw words, Stride
// words each.

// elementAttr is the TypedAttr of element type t from its raw words; nil
// for types whose elements are not integer or float attributes (complex).
func elementAttr(ctx *ir.Context, t ir.Type, words []uint64) ir.TypedAttr {
	switch et := t.(type) {
	case *ir.FloatType:
		var hi uint64
		if len(words) > 1 {
			hi = words[1]
		}
		return ctx.FloatAttr(et, apfloat.FromBits(et.Semantics(), words[0], hi))
	case *ir.IntegerType, *ir.IndexType:
		if len(words) == 1 {
			return ctx.IntegerAttrBits(t, words[0])
		}
		v := new(big.Int)
		for i := len(words) - 1; i >= 0; i-- {
			v.Lsh(v, 64).Or(v, new(big.Int).SetUint64(words[i]))
		}
		return ctx.IntegerAttr(t, v)
	}
	return nil
}

// attrWords is the raw form (stride words) of an integer or float
// attribute of element type t; false for anything else.
func attrWords(a ir.Attribute, t ir.Type, stride int) ([]uint64, bool) {
	switch a := a.(type) {
	case *ir.FloatAttr:
		if a.Type != t {
			return nil, false
		}
		lo, hi := a.Value.Bits()
		if stride == 1 {
			return []uint64{lo}, true
		}
		return []uint64{lo, hi}[:stride], true
	case *ir.IntegerAttr:
		if a.Type != t {
			return nil, false
		}
		w := ir.IntWidth(t)
		v := new(big.Int).Set(a.Big())
		if w > 0 {
			v.And(v, new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), uint(w)), big.NewInt(1)))
		}
		out := make([]uint64, stride)
		mask := new(big.Int).SetUint64(^uint64(0))
		for i := range out {
			out[i] = new(big.Int).And(v, mask).Uint64()
			v.Rsh(v, 64)
		}
		return out, true
	}
	return nil, false
}

// denseWords returns n elements' worth of raw words of d (a splat
// expanded).
func denseWords(d *ir.DenseElementsAttr) []uint64 {
	if !d.Splat {
		return d.Raw
	}
	n := int(ir.NumElements(d.Type))
	out := make([]uint64, 0, n*d.Stride)
	for i := 0; i < n; i++ {
		out = append(out, d.Raw[:d.Stride]...)
	}
	return out
}

// newDense is DenseElementsAttr::get of raw elements: a splat when all are
// equal.
func newDense(ctx *ir.Context, t ir.ShapedType, stride int, raw []uint64) *ir.DenseElementsAttr {
	splat := len(raw) >= stride && stride > 0
	for i := stride; splat && i < len(raw); i += stride {
		if !slices.Equal(raw[i:i+stride], raw[:stride]) {
			splat = false
		}
	}
	if splat {
		raw = slices.Clone(raw[:stride])
	}
	return ctx.DenseElements(t, splat, stride, raw)
}

// linearPosition is linearize(completePositions, computeStrides(shape)).
func linearPosition(pos []int64, shape []int64) int64 {
	var lin, stride int64 = 0, 1
	for i := len(shape) - 1; i >= 0; i-- {
		if i < len(pos) {
			lin += pos[i] * stride
		}
		stride *= shape[i]
	}
	return lin
}

// extractOpSplatConstantFolder is ExtractOpSplatConstantFolder: an extract
// of a splat constant is a constant.
func extractOpSplatConstantFolder(op *ir.Operation, rw *rewrite.Rewriter) error {
	d, ok := ir.ConstantValue(op.Operand(0)).(*ir.DenseElementsAttr)
	if !ok || !d.Splat {
		return rewrite.ErrNoMatch
	}
	var a ir.TypedAttr
	if vt, ok := op.Result(0).Type().(*ir.VectorType); ok {
		a = rw.Ctx.DenseElements(vt, true, d.Stride, d.Raw[:d.Stride])
	} else {
		a = elementAttr(rw.Ctx, d.Type.ElementType(), d.Raw[:d.Stride])
	}
	if a == nil {
		return rewrite.ErrNoMatch
	}
	replaceWithConstant(rw, op, a)
	return nil
}

// extractOpNonSplatConstantFolder is ExtractOpNonSplatConstantFolder.
func extractOpNonSplatConstantFolder(op *ir.Operation, rw *rewrite.Rewriter) error {
	if hasDynamicPosition(op, 1) {
		return rewrite.ErrNoMatch
	}
	cst := ir.ConstantValue(op.Operand(0))
	if cst == nil {
		return rewrite.ErrNoMatch
	}
	vt, ok := op.Operand(0).Type().(*ir.VectorType)
	if !ok || isScalable(vt) {
		return rewrite.ErrNoMatch
	}
	d, ok := cst.(*ir.DenseElementsAttr)
	if !ok || d.Splat {
		return rewrite.ErrNoMatch
	}
	begin := int(linearPosition(position(op), vt.Dims)) * d.Stride
	var a ir.TypedAttr
	if rt, ok := op.Result(0).Type().(*ir.VectorType); ok {
		n := int(ir.NumElements(rt)) * d.Stride
		if elementAttr(rw.Ctx, vt.Elem, d.Raw[begin:begin+d.Stride]) == nil {
			return rewrite.ErrNoMatch
		}
		a = newDense(rw.Ctx, rt, d.Stride, d.Raw[begin:begin+n])
	} else {
		a = elementAttr(rw.Ctx, vt.Elem, d.Raw[begin:begin+d.Stride])
	}
	if a == nil {
		return rewrite.ErrNoMatch
	}
	replaceWithConstant(rw, op, a)
	return nil
}

// vectorSizeFoldThreshold: InsertOpConstantFolder makes no constant of
// more elements unless the destination constant has a single use.
const vectorSizeFoldThreshold = 256

// insertOpConstantFolder is InsertOpConstantFolder: an insert of a
// constant into a constant is a constant.
func insertOpConstantFolder(op *ir.Operation, rw *rewrite.Rewriter) error {
	if hasDynamicPosition(op, 2) {
		return rewrite.ErrNoMatch
	}
	dest := op.Operand(1)
	dd, ok := ir.ConstantValue(dest).(*ir.DenseElementsAttr)
	if !ok {
		return rewrite.ErrNoMatch
	}
	dt, ok := dest.Type().(*ir.VectorType)
	if !ok || isScalable(dt) {
		return rewrite.ErrNoMatch
	}
	if ir.NumElements(dt) > vectorSizeFoldThreshold && !dest.HasOneUse() {
		return rewrite.ErrNoMatch
	}
	src := ir.ConstantValue(op.Operand(0))
	if src == nil {
		return rewrite.ErrNoMatch
	}
	var inserted []uint64
	if sd, ok := src.(*ir.DenseElementsAttr); ok {
		if sd.Stride != dd.Stride {
			return rewrite.ErrNoMatch
		}
		inserted = denseWords(sd)
	} else if w, ok := attrWords(src, dt.Elem, dd.Stride); ok {
		inserted = w
	} else {
		return rewrite.ErrNoMatch
	}
	if elementAttr(rw.Ctx, dt.Elem, dd.Raw[:dd.Stride]) == nil {
		return rewrite.ErrNoMatch
	}
	begin := int(linearPosition(position(op), dt.Dims)) * dd.Stride
	all := slices.Clone(denseWords(dd))
	copy(all[begin:], inserted)
	replaceWithConstant(rw, op, newDense(rw.Ctx, dt, dd.Stride, all))
	return nil
}
