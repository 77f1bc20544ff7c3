package memref

import (
	"gpuc/internal/ir"
	"gpuc/internal/rewrite"
)

// Canonicalization patterns of memref.expand_shape and
// memref.collapse_shape: the templates of
// mlir/include/mlir/Dialect/Utils/ReshapeOpsUtils.h (MLIR 19) and
// CollapseShapeOpMemRefCastFolder.

func init() {
	rewrite.RegisterCanonicalization("memref.expand_shape",
		pat("mlir::ComposeReassociativeReshapeOps<mlir::memref::ExpandShapeOp, mlir::ReshapeOpKind::kExpand>", "memref.expand_shape", composeReassociativeReshapeOps),
		pat("mlir::ComposeExpandOfCollapseOp<mlir::memref::ExpandShapeOp, mlir::memref::CollapseShapeOp>", "memref.expand_shape", composeExpandOfCollapseOp))
	rewrite.RegisterCanonicalization("memref.collapse_shape",
		pat("mlir::ComposeReassociativeReshapeOps<mlir::memref::CollapseShapeOp, mlir::ReshapeOpKind::kCollapse>", "memref.collapse_shape", composeReassociativeReshapeOps),
		pat("mlir::ComposeCollapseOfExpandOp<mlir::memref::CollapseShapeOp, mlir::memref::ExpandShapeOp, mlir::memref::CastOp, mlir::memref::DimOp, mlir::MemRefType>", "memref.collapse_shape", composeCollapseOfExpandOp),
		pat("CollapseShapeOpMemRefCastFolder", "memref.collapse_shape", collapseShapeOpMemRefCastFolder))
}

// hasNonIdentityLayout is true for a memref with a non-identity layout.
func hasNonIdentityLayout(t ir.Type) bool {
	m, ok := t.(*ir.MemRefType)
	return ok && !layoutIsIdentity(m)
}

func reassociationAttr(ctx *ir.Context, r [][]int64) *ir.ArrayAttr {
	groups := make([]ir.Attribute, len(r))
	for i, g := range r {
		elems := make([]ir.Attribute, len(g))
		for j, x := range g {
			elems[j] = ctx.IntegerAttrInt64(ctx.I(64), x)
		}
		groups[i] = ctx.Array(elems)
	}
	return ctx.Array(groups)
}

func createExpandShape(b creator, ctx *ir.Context, loc ir.Location, t ir.Type, src *ir.Value, r [][]int64, dyn []*ir.Value, static []int64) *ir.Operation {
	return b.Create(&ir.OperationState{Name: "memref.expand_shape", Loc: loc, Operands: append([]*ir.Value{src}, dyn...),
		Types: []ir.Type{t}, Attrs: []ir.NamedAttr{
			{Name: "reassociation", Value: reassociationAttr(ctx, r)},
			{Name: "static_output_shape", Value: i64Array(ctx, static)}}})
}

func createCollapseShape(b creator, ctx *ir.Context, loc ir.Location, t ir.Type, src *ir.Value, r [][]int64) *ir.Operation {
	return b.Create(&ir.OperationState{Name: "memref.collapse_shape", Loc: loc, Operands: []*ir.Value{src},
		Types: []ir.Type{t}, Attrs: []ir.NamedAttr{{Name: "reassociation", Value: reassociationAttr(ctx, r)}}})
}

// outputShape returns the dynamic and static output shape of an
// expand_shape.
func outputShape(op *ir.Operation) ([]*ir.Value, []int64) {
	return op.Operands()[1:], denseInts(op, "static_output_shape")
}

// composeReassociationIndices composes the reassociations of two reshapes
// of one kind, ok false when they do not compose.
func composeReassociationIndices(producer, consumer [][]int64) ([][]int64, bool) {
	if len(producer) == len(consumer) {
		return nil, false
	}
	if len(producer) < len(consumer) {
		producer, consumer = consumer, producer
	}
	composed := [][]int64{}
	if len(consumer) == 0 {
		return composed, true
	}
	n := 0
	for _, g := range consumer {
		n += len(g)
	}
	if len(producer) != n {
		return nil, false
	}
	for _, g := range consumer {
		r := []int64{}
		for _, i := range g {
			r = append(r, producer[i]...)
		}
		composed = append(composed, r)
	}
	return composed, true
}

func composeReassociativeReshapeOps(op *ir.Operation, rw *rewrite.Rewriter) error {
	src := definedBy(op.Operand(0), op.Name())
	if src == nil {
		return rewrite.ErrNoMatch
	}
	if hasNonIdentityLayout(src.Operand(0).Type()) || hasNonIdentityLayout(op.Operand(0).Type()) || hasNonIdentityLayout(op.Result(0).Type()) {
		return rewrite.ErrNoMatch
	}
	r, ok := composeReassociationIndices(reassociation(src), reassociation(op))
	if !ok {
		return rewrite.ErrNoMatch
	}
	ctx := rw.Ctx
	t := op.Result(0).Type()
	if op.Name() == "memref.expand_shape" {
		dyn, static := outputShape(op)
		rw.ReplaceOpWith(op, createExpandShape(rw, ctx, op.Loc(), t, src.Operand(0), r, dyn, static))
	} else {
		rw.ReplaceOpWith(op, createCollapseShape(rw, ctx, op.Loc(), t, src.Operand(0), r))
	}
	return nil
}

func composeCollapseOfExpandOp(op *ir.Operation, rw *rewrite.Rewriter) error {
	expand := definedBy(op.Operand(0), "memref.expand_shape")
	if expand == nil {
		return rewrite.ErrNoMatch
	}
	srcT, resT := memrefOf(expand.Operand(0)), memrefOf(op.Result(0))
	if hasNonIdentityLayout(op.Operand(0).Type()) || hasNonIdentityLayout(expand.Operand(0).Type()) || hasNonIdentityLayout(expand.Result(0).Type()) {
		return rewrite.ErrNoMatch
	}
	if srcT == nil || resT == nil || ir.Type(srcT) == ir.Type(resT) {
		return rewrite.ErrNoMatch
	}
	srcRank, resRank := len(srcT.Dims), len(resT.Dims)
	higher, lower := reassociation(expand), reassociation(op)
	if srcRank <= resRank {
		higher, lower = lower, higher
	}
	hi := 0
	composed := [][]int64{}
	for _, l := range lower {
		c := []int64{}
		for hi < len(higher) {
			right := higher[hi][len(higher[hi])-1]
			if right > l[len(l)-1] {
				return rewrite.ErrNoMatch
			}
			c = append(c, int64(hi))
			hi++
			if right == l[len(l)-1] {
				break
			}
		}
		composed = append(composed, c)
	}
	ctx := rw.Ctx
	switch {
	case srcRank > resRank:
		rw.ReplaceOpWith(op, createCollapseShape(rw, ctx, op.Loc(), resT, expand.Operand(0), composed))
	case srcRank < resRank:
		// MLIR builds the expand_shape with an inferred output shape,
		// which for dynamic dims creates memref.dim and arith ops; gpuc
		// handles the static shapes only.
		if !hasStaticShape(resT) {
			return rewrite.NoMatch("gpuc: dynamic output shape inference is not supported")
		}
		rw.ReplaceOpWith(op, createExpandShape(rw, ctx, op.Loc(), resT, expand.Operand(0), composed, nil, resT.Dims))
	default:
		rw.ReplaceOpWith(op, createCast(rw, op.Loc(), resT, expand.Operand(0)))
	}
	return nil
}

// reassociationForCollapse is getReassociationIndicesForCollapse.
func reassociationForCollapse(src, target []int64) ([][]int64, bool) {
	if len(src) <= len(target) {
		return nil, false
	}
	sd := 0
	var m [][]int64
	var cur []int64
	prod := int64(1)
	for sd < len(src) {
		td := len(m)
		if td == len(target) {
			break
		}
		ct := target[td]
		for sd < len(src) && src[sd] != Dynamic && prod*src[sd] < ct {
			prod *= src[sd]
			cur = append(cur, int64(sd))
			sd++
		}
		if sd >= len(src) {
			return nil, false
		}
		if src[sd] == Dynamic && (ct != Dynamic || prod != 1) {
			return nil, false
		}
		if ct == Dynamic && src[sd] != Dynamic {
			return nil, false
		}
		if prod*src[sd] != ct {
			return nil, false
		}
		cur = append(cur, int64(sd))
		sd++
		m = append(m, cur)
		cur = nil
		prod = 1
	}
	if len(m) != len(target) {
		return nil, false
	}
	for ; sd < len(src); sd++ {
		if src[sd] != Dynamic && src[sd] != 1 {
			return nil, false
		}
		if len(m) > 0 {
			m[len(m)-1] = append(m[len(m)-1], int64(sd))
		}
	}
	if m == nil {
		m = [][]int64{}
	}
	return m, true
}

// findCollapsingReassociation is ComposeExpandOfCollapseOp's helper of
// that name (a group of equal sizes fails, as in MLIR 19).
func findCollapsingReassociation(srcR, resR [][]int64, srcShape, resShape []int64) ([][]int64, bool) {
	if len(srcR) == 0 {
		return reassociationForCollapse(srcShape, resShape)
	}
	composed := [][]int64{}
	for i := 0; i < len(srcR) && i < len(resR); i++ {
		si, ri := srcR[i], resR[i]
		ss := srcShape[si[0] : si[0]+int64(len(si))]
		rs := resShape[ri[0] : ri[0]+int64(len(ri))]
		if len(ss) == len(rs) {
			nDyn := 0
			for _, d := range ss {
				if d == Dynamic {
					nDyn++
				}
			}
			if !equalShape(ss, rs) || nDyn >= 2 {
				return nil, false
			}
			composed = append(composed, si)
		}
		sub, ok := reassociationForCollapse(ss, rs)
		if !ok {
			return nil, false
		}
		for _, g := range sub {
			var idx []int64
			for _, x := range g {
				idx = append(idx, si[0]+x)
			}
			composed = append(composed, idx)
		}
	}
	return composed, true
}

func composeExpandOfCollapseOp(op *ir.Operation, rw *rewrite.Rewriter) error {
	collapse := definedBy(op.Operand(0), "memref.collapse_shape")
	if collapse == nil {
		return rewrite.ErrNoMatch
	}
	srcT, resT := memrefOf(collapse.Operand(0)), memrefOf(op.Result(0))
	if hasNonIdentityLayout(op.Operand(0).Type()) || hasNonIdentityLayout(collapse.Operand(0).Type()) || hasNonIdentityLayout(collapse.Result(0).Type()) {
		return rewrite.ErrNoMatch
	}
	if srcT == nil || resT == nil || ir.Type(srcT) == ir.Type(resT) {
		return rewrite.ErrNoMatch
	}
	srcR, resR := reassociation(collapse), reassociation(op)
	ctx := rw.Ctx
	if len(srcT.Dims) > len(resT.Dims) {
		r, ok := findCollapsingReassociation(srcR, resR, srcT.Dims, resT.Dims)
		if !ok {
			return rewrite.ErrNoMatch
		}
		rw.ReplaceOpWith(op, createCollapseShape(rw, ctx, op.Loc(), resT, collapse.Operand(0), r))
		return nil
	}
	r, ok := findCollapsingReassociation(resR, srcR, resT.Dims, srcT.Dims)
	if !ok {
		return rewrite.ErrNoMatch
	}
	dyn, static := outputShape(op)
	rw.ReplaceOpWith(op, createExpandShape(rw, ctx, op.Loc(), resT, collapse.Operand(0), r, dyn, static))
	return nil
}

// collapsedType is CollapseShapeOp::computeCollapsedType.
func collapsedType(ctx *ir.Context, src *ir.MemRefType, r [][]int64) (*ir.MemRefType, bool) {
	shape := make([]int64, len(r))
	for i, g := range r {
		size := int64(1)
		for _, d := range g {
			size = satMul(size, src.Dims[d])
		}
		shape[i] = size
	}
	if layoutIsIdentity(src) {
		return ctx.MemRef(shape, src.Elem, nil, src.MemorySpace), true
	}
	strides, off, ok := collapsedLayout(src, r)
	if !ok {
		return nil, false
	}
	return strided(ctx, shape, src.Elem, off, orEmpty(strides), src.MemorySpace), true
}

func collapseShapeOpMemRefCastFolder(op *ir.Operation, rw *rewrite.Rewriter) error {
	c := definedBy(op.Operand(0), "memref.cast")
	if c == nil || !canFoldCastIntoConsumer(c) {
		return rewrite.ErrNoMatch
	}
	ctx := rw.Ctx
	r := reassociation(op)
	nt, ok := collapsedType(ctx, memrefOf(c.Operand(0)), r)
	if !ok {
		return rewrite.ErrNoMatch
	}
	if ir.Type(nt) == op.Result(0).Type() {
		rw.ModifyOpInPlace(op, func() { op.OpOperand(0).Set(c.Operand(0)) })
		return nil
	}
	nc := createCollapseShape(rw, ctx, op.Loc(), nt, c.Operand(0), r)
	rw.ReplaceOpWith(op, createCast(rw, op.Loc(), op.Result(0).Type(), nc.Result(0)))
	return nil
}
