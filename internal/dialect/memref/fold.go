package memref

import (
	"gpuc/internal/ir"
)

// Folders of the memref ops (MemRefOps.cpp, MLIR 19). Several fold in place
// (they change an operand and report the op's own result), as MLIR's
// foldMemRefCast-style folders do.

func init() {
	inPlaceCast := func(op *ir.Operation, _ []ir.Attribute) ([]ir.FoldResult, bool) {
		if !foldMemRefCast(op, nil) {
			return nil, false
		}
		return selfResult(op), true
	}
	// store(memrefcast) -> store, but not of the value stored.
	hook("memref.store").Fold = func(op *ir.Operation, _ []ir.Attribute) ([]ir.FoldResult, bool) {
		if op.NumOperands() == 0 || !foldMemRefCast(op, op.Operand(0)) {
			return nil, false
		}
		return selfResult(op), true
	}
	for _, name := range []string{"memref.cast", "memref.load",
		"memref.prefetch", "memref.dealloc", "memref.dma_start", "memref.dma_wait"} {
		hook(name).Fold = inPlaceCast
	}
	hook("memref.atomic_rmw").Fold = func(op *ir.Operation, _ []ir.Attribute) ([]ir.FoldResult, bool) {
		if op.NumOperands() == 0 || !foldMemRefCast(op, op.Operand(0)) {
			return nil, false
		}
		return selfResult(op), true
	}
	hook("memref.copy").Fold = foldCopy
	hook("memref.dim").Fold = foldDim
	hook("memref.rank").Fold = foldRank
	hook("memref.extract_strided_metadata").Fold = foldExtractStridedMetadata
	hook("memref.reinterpret_cast").Fold = foldReinterpretCast
	hook("memref.subview").Fold = foldSubView
	hook("memref.transpose").Fold = foldTranspose
	hook("memref.memory_space_cast").Fold = foldMemorySpaceCast
	hook("memref.expand_shape").Fold = func(op *ir.Operation, _ []ir.Attribute) ([]ir.FoldResult, bool) {
		return foldReassociativeReshape(op, "memref.collapse_shape")
	}
	hook("memref.collapse_shape").Fold = func(op *ir.Operation, _ []ir.Attribute) ([]ir.FoldResult, bool) {
		return foldReassociativeReshape(op, "memref.expand_shape")
	}
}

// selfResult is what a folder that changed op in place returns: nothing
// for an op without results, else its own (single) result.
func selfResult(op *ir.Operation) []ir.FoldResult {
	if op.NumResults() == 0 {
		return nil
	}
	return []ir.FoldResult{ir.FoldValue(op.Result(0))}
}

func definedBy(v *ir.Value, name string) *ir.Operation {
	if d := v.DefiningOp(); d != nil && d.Name() == name {
		return d
	}
	return nil
}

// foldMemRefCast makes op use the sources of the memref.cast ops that
// define its operands (other than inner), unless a source is unranked
// (MLIR's memref::foldMemRefCast).
func foldMemRefCast(op *ir.Operation, inner *ir.Value) bool {
	folded := false
	for i := 0; i < op.NumOperands(); i++ {
		v := op.Operand(i)
		c := definedBy(v, "memref.cast")
		if c == nil || v == inner || c.NumOperands() != 1 {
			continue
		}
		if _, unranked := c.Operand(0).Type().(*ir.UnrankedMemRefType); unranked {
			continue
		}
		op.OpOperand(i).Set(c.Operand(0))
		folded = true
	}
	return folded
}

// canFoldCastIntoConsumer is CastOp::canFoldIntoConsumerOp: the cast goes
// between strided ranked memrefs of one element type and rank and makes no
// size, offset or stride more static.
func canFoldCastIntoConsumer(c *ir.Operation) bool {
	src, ok1 := c.Operand(0).Type().(*ir.MemRefType)
	res, ok2 := c.Result(0).Type().(*ir.MemRefType)
	if !ok1 || !ok2 || src.Elem != res.Elem || len(src.Dims) != len(res.Dims) {
		return false
	}
	ss, so, ok1 := stridesAndOffset(src)
	rs, ro, ok2 := stridesAndOffset(res)
	if !ok1 || !ok2 {
		return false
	}
	moreStatic := func(a, b int64) bool { return a != b && a == Dynamic && b != Dynamic }
	for i := range src.Dims {
		if moreStatic(src.Dims[i], res.Dims[i]) {
			return false
		}
	}
	if moreStatic(so, ro) {
		return false
	}
	for i := range ss {
		if moreStatic(ss[i], rs[i]) {
			return false
		}
	}
	return true
}

func foldCopy(op *ir.Operation, _ []ir.Attribute) ([]ir.FoldResult, bool) {
	folded := false
	for i := 0; i < op.NumOperands(); i++ {
		c := definedBy(op.Operand(i), "memref.cast")
		if c != nil && canFoldCastIntoConsumer(c) {
			op.OpOperand(i).Set(c.Operand(0))
			folded = true
		}
	}
	return nil, folded
}

// dynamicDimIndex is the position of dimension i among the dynamic ones.
func dynamicDimIndex(shape []int64, i int) int {
	n := 0
	for _, d := range shape[:i] {
		if d == Dynamic {
			n++
		}
	}
	return n
}

func foldDim(op *ir.Operation, operands []ir.Attribute) ([]ir.FoldResult, bool) {
	if len(operands) != 2 {
		return nil, false
	}
	ia, ok := operands[1].(*ir.IntegerAttr)
	if !ok {
		return nil, false
	}
	m, ok := op.Operand(0).Type().(*ir.MemRefType)
	if !ok {
		return nil, false
	}
	idx := ia.Int64()
	if idx < 0 || idx >= int64(len(m.Dims)) {
		return nil, false
	}
	i := int(idx)
	ctx := op.Context()
	if m.Dims[i] != Dynamic {
		return []ir.FoldResult{ir.FoldAttr(ctx.IntegerAttrInt64(ctx.Index(), m.Dims[i]))}, true
	}
	val := func(v *ir.Value) ([]ir.FoldResult, bool) {
		if v == nil {
			return nil, false
		}
		return []ir.FoldResult{ir.FoldValue(v)}, true
	}
	if def := op.Operand(0).DefiningOp(); def != nil {
		switch def.Name() {
		case "memref.alloc", "memref.alloca":
			return val(nth(operandGroup(def, 0), dynamicDimIndex(m.Dims, i)))
		case "memref.view":
			if def.NumOperands() >= 2 {
				return val(nth(def.Operands()[2:], dynamicDimIndex(m.Dims, i)))
			}
		case "memref.subview":
			return val(subviewDynamicSize(def, i))
		case "memref.reinterpret_cast":
			return val(dynamicSizeOperand(def, i))
		}
	}
	if foldMemRefCast(op, nil) {
		return selfResult(op), true
	}
	return nil, false
}

func nth(vs []*ir.Value, i int) *ir.Value {
	if i < 0 || i >= len(vs) {
		return nil
	}
	return vs[i]
}

// dynamicSizeOperand is OffsetSizeAndStrideOpInterface::getDynamicSize:
// the size operand of dimension i of a view-like op with static_sizes.
func dynamicSizeOperand(op *ir.Operation, i int) *ir.Value {
	sizes := denseInts(op, "static_sizes")
	if i >= len(sizes) || sizes[i] != Dynamic {
		return nil
	}
	return nth(operandGroup(op, 2), dynamicDimIndex(sizes, i))
}

// subviewDynamicSize maps dimension i of a subview's result to the size
// operand of the source dimension it keeps.
func subviewDynamicSize(sv *ir.Operation, i int) *ir.Value {
	src := memrefOf(sv.Operand(0))
	res, _ := sv.Result(0).Type().(*ir.MemRefType)
	sizes := denseInts(sv, "static_sizes")
	if src == nil || res == nil {
		return nil
	}
	dropped, ok := memrefRankReductionMask(src, res, sizes)
	if !ok {
		return nil
	}
	k := 0
	for s := range src.Dims {
		if s < len(dropped) && dropped[s] {
			continue
		}
		if k == i {
			return dynamicSizeOperand(sv, s)
		}
		k++
	}
	return nil
}

func foldRank(op *ir.Operation, _ []ir.Attribute) ([]ir.FoldResult, bool) {
	m, ok := op.Operand(0).Type().(*ir.MemRefType)
	if !ok {
		return nil, false
	}
	ctx := op.Context()
	return []ir.FoldResult{ir.FoldAttr(ctx.IntegerAttrInt64(ctx.Index(), int64(len(m.Dims))))}, true
}

// foldExtractStridedMetadata replaces the uses of the offset, sizes and
// strides that the source type knows statically by new arith.constant ops
// before the op, and reports an in-place fold when it replaced any. As in
// MLIR 19 the constants are made with a builder of the op's own, so no
// driver is told of them: the conversion driver leaves them as they are,
// the greedy driver uniques them in its next round.
func foldExtractStridedMetadata(op *ir.Operation, _ []ir.Attribute) ([]ir.FoldResult, bool) {
	src, ok := op.Operand(0).Type().(*ir.MemRefType)
	if !ok {
		return nil, false
	}
	strides, offset, ok := stridesAndOffset(src)
	if !ok {
		return nil, false
	}
	rank := len(src.Dims)
	if op.NumResults() != 2+2*rank {
		return nil, false
	}
	ctx := op.Context()
	b := ir.NewBuilder(ctx)
	b.SetInsertionPoint(op)
	replaced := false
	replace := func(res *ir.Value, c int64) {
		if c == Dynamic || !res.HasUses() {
			return
		}
		replaced = true
		cst := b.Create(&ir.OperationState{Name: "arith.constant", Loc: op.Loc(), Types: []ir.Type{ctx.Index()},
			Attrs: []ir.NamedAttr{{Name: "value", Value: ctx.IntegerAttrInt64(ctx.Index(), c)}}})
		var uses []*ir.OpOperand
		for u := range res.Uses {
			uses = append(uses, u)
		}
		for _, u := range uses {
			u.Set(cst.Result(0))
		}
	}
	replace(op.Result(1), offset)
	for i := 0; i < rank; i++ {
		replace(op.Result(2+i), src.Dims[i])
	}
	for i := 0; i < rank; i++ {
		replace(op.Result(2+rank+i), strides[i])
	}
	return nil, replaced
}

func isConstantZero(op *ir.Operation, group int, static []int64) bool {
	dyn := operandGroup(op, group)
	k := 0
	for _, s := range static {
		if s != Dynamic {
			if s != 0 {
				return false
			}
			continue
		}
		if k >= len(dyn) {
			return false
		}
		ia, ok := ir.ConstantValue(dyn[k]).(*ir.IntegerAttr)
		k++
		if !ok || !ia.IsZero() {
			return false
		}
	}
	return true
}

func foldReinterpretCast(op *ir.Operation, _ []ir.Attribute) ([]ir.FoldResult, bool) {
	src := op.Operand(0)
	var prev *ir.Value
	if d := src.DefiningOp(); d != nil {
		switch d.Name() {
		case "memref.reinterpret_cast", "memref.cast":
			prev = d.Operand(0)
		case "memref.subview":
			if isConstantZero(d, 1, denseInts(d, "static_offsets")) {
				prev = d.Operand(0)
			}
		}
	}
	if prev != nil {
		op.OpOperand(0).Set(prev)
		return selfResult(op), true
	}
	res, ok := op.Result(0).Type().(*ir.MemRefType)
	offs := denseInts(op, "static_offsets")
	if ok && hasStaticShape(res) && src.Type() == op.Result(0).Type() && len(offs) > 0 && offs[0] == 0 {
		return []ir.FoldResult{ir.FoldValue(src)}, true
	}
	return nil, false
}

func foldSubView(op *ir.Operation, _ []ir.Attribute) ([]ir.FoldResult, bool) {
	res, ok := op.Result(0).Type().(*ir.MemRefType)
	if !ok {
		return nil, false
	}
	src := op.Operand(0)
	if hasStaticShape(res) && src.Type() == op.Result(0).Type() {
		return []ir.FoldResult{ir.FoldValue(src)}, true
	}
	prev := definedBy(src, "memref.subview")
	if prev == nil || src.Type() != op.Result(0).Type() {
		return nil, false
	}
	if !isConstantZero(op, 1, denseInts(op, "static_offsets")) || !allConstant(op, 3, denseInts(op, "static_strides"), 1) {
		return nil, false
	}
	if !sameMixed(op, prev, 2, "static_sizes") {
		return nil, false
	}
	return []ir.FoldResult{ir.FoldValue(src)}, true
}

// allConstant reports whether every entry of a mixed static/dynamic list
// is the constant c.
func allConstant(op *ir.Operation, group int, static []int64, c int64) bool {
	dyn := operandGroup(op, group)
	k := 0
	for _, s := range static {
		if s != Dynamic {
			if s != c {
				return false
			}
			continue
		}
		if k >= len(dyn) {
			return false
		}
		ia, ok := ir.ConstantValue(dyn[k]).(*ir.IntegerAttr)
		k++
		if !ok || ia.Int64() != c {
			return false
		}
	}
	return true
}

// sameMixed compares the mixed lists (static values or operands) of two
// ops as llvm::equal on OpFoldResults does.
func sameMixed(a, b *ir.Operation, group int, name string) bool {
	sa, sb := denseInts(a, name), denseInts(b, name)
	if len(sa) != len(sb) {
		return false
	}
	da, db := operandGroup(a, group), operandGroup(b, group)
	ka, kb := 0, 0
	for i := range sa {
		if (sa[i] == Dynamic) != (sb[i] == Dynamic) {
			return false
		}
		if sa[i] != Dynamic {
			if sa[i] != sb[i] {
				return false
			}
			continue
		}
		if ka >= len(da) || kb >= len(db) || da[ka] != db[kb] {
			return false
		}
		ka++
		kb++
	}
	return true
}

func foldTranspose(op *ir.Operation, _ []ir.Attribute) ([]ir.FoldResult, bool) {
	pa, ok := op.Attr("permutation").(*ir.AffineMapAttr)
	if !ok {
		return nil, false
	}
	in := op.Operand(0)
	if pa.Map.IsIdentity() && op.Result(0).Type() == in.Type() {
		return []ir.FoldResult{ir.FoldValue(in)}, true
	}
	prev := definedBy(in, "memref.transpose")
	if prev == nil {
		return nil, false
	}
	pp, ok := prev.Attr("permutation").(*ir.AffineMapAttr)
	if !ok {
		return nil, false
	}
	composed := pa.Map.Replace(pp.Map.Results, nil, pp.Map.NumDims, pp.Map.NumSymbols)
	op.OpOperand(0).Set(prev.Operand(0))
	op.SetAttr("permutation", op.Context().AffineMap(composed))
	return selfResult(op), true
}

func foldMemorySpaceCast(op *ir.Operation, _ []ir.Attribute) ([]ir.FoldResult, bool) {
	prev := definedBy(op.Operand(0), "memref.memory_space_cast")
	if prev == nil {
		return nil, false
	}
	op.OpOperand(0).Set(prev.Operand(0))
	return selfResult(op), true
}

// foldReassociativeReshape is foldReshapeOp for memref expand_shape and
// collapse_shape: a reshape to the same type, or the inverse of the
// reshape producing its source, folds to that source.
func foldReassociativeReshape(op *ir.Operation, inverse string) ([]ir.FoldResult, bool) {
	src := op.Operand(0)
	if src.Type() == op.Result(0).Type() {
		return []ir.FoldResult{ir.FoldValue(src)}, true
	}
	if prev := definedBy(src, inverse); prev != nil && prev.Operand(0).Type() == op.Result(0).Type() {
		return []ir.FoldResult{ir.FoldValue(prev.Operand(0))}, true
	}
	return nil, false
}

// HasStaticShape reports whether every dimension of m is static.
func HasStaticShape(m *ir.MemRefType) bool { return hasStaticShape(m) }

// FoldMemRefCast makes op use the sources of the memref.cast ops defining
// its operands other than inner, unless unranked (memref::foldMemRefCast).
func FoldMemRefCast(op *ir.Operation, inner *ir.Value) bool { return foldMemRefCast(op, inner) }
