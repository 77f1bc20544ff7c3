package memreftollvm

import (
	"gpuc/internal/conversion"
	lc "gpuc/internal/conversion/llvmcommon"
	"gpuc/internal/dialect/llvm"
	"gpuc/internal/dialect/memref"
	"gpuc/internal/ir"
)

// Ops that read or rebuild descriptors: dim, rank, cast, the view-like ops,
// metadata extraction and copy.

var isStrided = memref.IsStrided

func (l *lowering) dim(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error {
	loc := op.Loc()
	switch t := op.Operand(0).Type().(type) {
	case *ir.UnrankedMemRefType:
		as, ok := l.addrSpace(t)
		if !ok {
			return rw.EmitError(op.EmitError("memref memory space must be convertible to an integer address space"))
		}
		scalar := l.tc.ConvertType(rw.Context().MemRef(nil, t.Elem, nil, nil))
		descPtr := lc.UnrankedDescPtr(rw, loc, operands[0])
		indexPtr := l.ptr(as)
		offsetPtr := lc.GEP(rw, loc, indexPtr, scalar, descPtr, lc.CIs(0, 2), false)
		plusOne := lc.Add(rw, loc, l.idx(rw, loc, 1), operands[1])
		sizePtr := lc.GEP(rw, loc, indexPtr, l.indexType(), offsetPtr, []lc.GEPIndex{lc.VI(plusOne)}, false)
		rw.ReplaceOp(op, lc.Load(rw, loc, l.indexType(), sizePtr, 0))
		return nil
	case *ir.MemRefType:
		d := &lc.Descriptor{V: operands[0]}
		if i, ok := constantIndex(op.Operand(1)); ok && i >= 0 && i < int64(len(t.Dims)) {
			if t.Dims[i] == ir.Dynamic {
				rw.ReplaceOp(op, d.Size(rw, loc, int(i)))
			} else {
				rw.ReplaceOp(op, l.idx(rw, loc, t.Dims[i]))
			}
			return nil
		}
		rw.ReplaceOp(op, d.DynamicSize(rw, loc, operands[1], len(t.Dims)))
		return nil
	}
	return conversion.NoMatch("not a memref")
}

func (l *lowering) rank(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error {
	loc := op.Loc()
	switch t := op.Operand(0).Type().(type) {
	case *ir.UnrankedMemRefType:
		rw.ReplaceOp(op, lc.UnrankedRank(rw, loc, operands[0]))
		return nil
	case *ir.MemRefType:
		rw.ReplaceOp(op, l.idx(rw, loc, int64(len(t.Dims))))
		return nil
	}
	return conversion.NoMatch("not a memref")
}

func (l *lowering) cast(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error {
	srcT, dstT := op.Operand(0).Type(), op.Result(0).Type()
	srcR, srcRanked := srcT.(*ir.MemRefType)
	_, dstRanked := dstT.(*ir.MemRefType)
	if srcRanked && dstRanked && l.tc.ConvertType(srcT) != l.tc.ConvertType(dstT) {
		return conversion.NoMatch("descriptors differ")
	}
	if !srcRanked && !dstRanked {
		return conversion.NoMatch("unranked to unranked")
	}
	target := l.tc.ConvertType(dstT)
	loc := op.Loc()
	switch {
	case srcRanked && dstRanked:
		rw.ReplaceOp(op, operands[0])
	case srcRanked:
		p := lc.PromoteOneDescriptor(rw, loc, l.tc, operands[0])
		rank := l.idx(rw, loc, int64(len(srcR.Dims)))
		d := lc.Undef(rw, loc, target)
		d = lc.InsertValue(rw, loc, d, rank, lc.RankPos)
		d = lc.InsertValue(rw, loc, d, p, lc.DescriptorPtrPos)
		rw.ReplaceOp(op, d)
	default:
		p := lc.UnrankedDescPtr(rw, loc, operands[0])
		rw.ReplaceOp(op, lc.Load(rw, loc, target, p, 0))
	}
	return nil
}

// pointersAndOffset extracts the allocated and aligned pointers (and the
// offset when withOffset) of a ranked or unranked memref
// (extractPointersAndOffset).
func (l *lowering) pointersAndOffset(rw *conversion.Rewriter, loc ir.Location, orig ir.Type, converted *ir.Value, withOffset bool) (allocated, aligned, offset *ir.Value) {
	if _, ok := orig.(*ir.MemRefType); ok {
		d := &lc.Descriptor{V: converted}
		allocated, aligned = d.AllocatedPtr(rw, loc), d.AlignedPtr(rw, loc)
		if withOffset {
			offset = d.Offset(rw, loc)
		}
		return
	}
	as, _ := l.addrSpace(orig)
	elemPtr := l.ptr(as)
	descPtr := lc.UnrankedDescPtr(rw, loc, converted)
	allocated = lc.UnrankedAllocatedPtr(rw, loc, descPtr, elemPtr)
	aligned = lc.UnrankedAlignedPtr(rw, loc, descPtr, elemPtr)
	if withOffset {
		offset = lc.UnrankedOffset(rw, loc, l.tc, descPtr, elemPtr)
	}
	return
}

func (l *lowering) reinterpretCast(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error {
	target, ok := op.Result(0).Type().(*ir.MemRefType)
	if !ok {
		return conversion.NoMatch("not a ranked memref")
	}
	descT := l.tc.ConvertType(target)
	if descT == nil {
		return conversion.NoMatch("descriptor type")
	}
	loc := op.Loc()
	d := lc.UndefDescriptor(rw, loc, descT)
	allocated, aligned, _ := l.pointersAndOffset(rw, loc, op.Operand(0).Type(), operands[0], false)
	d.SetAllocatedPtr(rw, loc, allocated)
	d.SetAlignedPtr(rw, loc, aligned)
	staticOffs, staticSizes, staticStrides := denseInts(op, "static_offsets"), denseInts(op, "static_sizes"), denseInts(op, "static_strides")
	offs, sizes, strides := operandGroup(op, operands, 1), operandGroup(op, operands, 2), operandGroup(op, operands, 3)
	if len(staticOffs) > 0 && staticOffs[0] == ir.Dynamic {
		d.SetOffset(rw, loc, offs[0])
	} else if len(staticOffs) > 0 {
		d.SetConstantOffset(rw, loc, staticOffs[0])
	}
	ds, dt := 0, 0
	for i := range target.Dims {
		if staticSizes[i] == ir.Dynamic {
			d.SetSize(rw, loc, i, sizes[ds])
			ds++
		} else {
			d.SetConstantSize(rw, loc, i, staticSizes[i])
		}
		if staticStrides[i] == ir.Dynamic {
			d.SetStride(rw, loc, i, strides[dt])
			dt++
		} else {
			d.SetConstantStride(rw, loc, i, staticStrides[i])
		}
	}
	rw.ReplaceOp(op, d.V)
	return nil
}

func denseInts(op *ir.Operation, name string) []int64 {
	if a, ok := op.Attr(name).(*ir.DenseArrayAttr); ok {
		return a.Ints
	}
	return nil
}

// operandGroup returns group i of values split as op's operandSegmentSizes.
func operandGroup(op *ir.Operation, values []*ir.Value, i int) []*ir.Value {
	a, ok := op.Attr("operandSegmentSizes").(*ir.DenseArrayAttr)
	if !ok || i >= len(a.Ints) {
		return nil
	}
	start := 0
	for _, n := range a.Ints[:i] {
		start += int(n)
	}
	end := start + int(a.Ints[i])
	if end > len(values) {
		return nil
	}
	return values[start:end]
}

func (l *lowering) reshape(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error {
	shapeT, ok := op.Operand(1).Type().(*ir.MemRefType)
	if !ok {
		return conversion.NoMatch("shape is not a ranked memref")
	}
	loc := op.Loc()
	if memref.HasStaticShape(shapeT) {
		return l.reshapeStatic(op, operands, rw, shapeT)
	}
	ctx := rw.Context()
	targetT, ok := op.Result(0).Type().(*ir.UnrankedMemRefType)
	if !ok {
		return conversion.NoMatch("result is not unranked")
	}
	shapeDesc := &lc.Descriptor{V: operands[1]}
	resultRank := shapeDesc.Size(rw, loc, 0)
	as, _ := l.addrSpace(targetT)
	target := lc.Undef(rw, loc, l.tc.ConvertType(targetT))
	target = lc.InsertValue(rw, loc, target, resultRank, lc.RankPos)
	allocSize := lc.UnrankedDescriptorSize(rw, loc, l.tc, target, as)
	descPtr := lc.Alloca(rw, loc, l.ptr(0), ctx.I(8), allocSize, 0)
	target = lc.InsertValue(rw, loc, target, descPtr, lc.DescriptorPtrPos)
	allocated, aligned, offset := l.pointersAndOffset(rw, loc, op.Operand(0).Type(), operands[0], true)
	elemPtr := l.ptr(as)
	lc.UnrankedSetAllocatedPtr(rw, loc, descPtr, allocated)
	lc.UnrankedSetAlignedPtr(rw, loc, descPtr, elemPtr, aligned)
	lc.UnrankedSetOffset(rw, loc, descPtr, elemPtr, offset)
	sizesBase := lc.UnrankedSizeBasePtr(rw, loc, l.tc, descPtr, elemPtr)
	stridesBase := lc.UnrankedStrideBasePtr(rw, loc, l.tc, sizesBase, resultRank)
	shapePtr := shapeDesc.AlignedPtr(rw, loc)
	one := l.idx(rw, loc, 1)
	rankMinusOne := lc.Sub(rw, loc, resultRank, one)

	initBlock := rw.InsertionBlock()
	idxT := l.indexType()
	condBlock := rw.CreateBlock(initBlock.Parent(), nil, []ir.Type{idxT, idxT}, []ir.Location{loc, loc})
	remaining := rw.SplitBlock(initBlock, op.Next())
	rw.MergeBlocks(remaining, condBlock, nil)
	rw.SetInsertionPointToEnd(initBlock)
	branch(rw, loc, []*ir.Value{rankMinusOne, one}, condBlock)
	rw.SetInsertionPointToStart(condBlock)
	indexArg, strideArg := condBlock.Arg(0), condBlock.Arg(1)
	zero := l.idx(rw, loc, 0)
	pred := lc.ICmp(rw, loc, icmpSGE, indexArg, zero)
	bodyBlock := rw.SplitBlock(condBlock, rw.SaveInsertionPoint().Before)
	rw.SetInsertionPointToStart(bodyBlock)
	gep := lc.GEP(rw, loc, l.ptr(0), l.tc.ConvertType(shapeT.Elem), shapePtr, []lc.GEPIndex{lc.VI(indexArg)}, false)
	size := lc.Load(rw, loc, idxT, gep, 0)
	lc.UnrankedSetSize(rw, loc, l.tc, sizesBase, indexArg, size)
	lc.UnrankedSetStride(rw, loc, l.tc, stridesBase, indexArg, strideArg)
	nextStride := lc.Mul(rw, loc, strideArg, size)
	dec := lc.Sub(rw, loc, indexArg, one)
	branch(rw, loc, []*ir.Value{dec, nextStride}, condBlock)
	remainder := rw.SplitBlock(bodyBlock, rw.SaveInsertionPoint().Before)
	rw.SetInsertionPointToEnd(condBlock)
	condBranch(rw, loc, pred, bodyBlock, nil, remainder, nil)
	rw.SetInsertionPointToStart(remainder)
	rw.ReplaceOp(op, target)
	return nil
}

func (l *lowering) reshapeStatic(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter, shapeT *ir.MemRefType) error {
	target, ok := op.Result(0).Type().(*ir.MemRefType)
	if !ok {
		return conversion.NoMatch("result is not ranked")
	}
	descT := l.tc.ConvertType(target)
	if descT == nil {
		return conversion.NoMatch("descriptor type")
	}
	loc := op.Loc()
	d := lc.UndefDescriptor(rw, loc, descT)
	allocated, aligned, _ := l.pointersAndOffset(rw, loc, op.Operand(0).Type(), operands[0], false)
	d.SetAllocatedPtr(rw, loc, allocated)
	d.SetAlignedPtr(rw, loc, aligned)
	strides, offset, ok := memref.StridesAndOffset(target)
	if !ok || offset == ir.Dynamic {
		return conversion.NoMatch("dynamic offset")
	}
	d.SetConstantOffset(rw, loc, offset)
	var stride *ir.Value
	for i := len(target.Dims) - 1; i >= 0; i-- {
		if strides[i] != ir.Dynamic {
			stride = l.idx(rw, loc, strides[i])
		} else if stride == nil {
			stride = l.idx(rw, loc, 1)
		}
		var size *ir.Value
		if target.Dims[i] != ir.Dynamic {
			size = l.idx(rw, loc, target.Dims[i])
		} else {
			index := l.idx(rw, loc, int64(i))
			size = rw.Create(&ir.OperationState{Name: "memref.load", Loc: loc,
				Operands: []*ir.Value{op.Operand(1), index}, Types: []ir.Type{shapeT.Elem}}).Result(0)
			// A size of another type than the converted index type gets
			// a target materialization, an unrealized cast: legal in
			// finalize-memref-to-llvm, while in gpu-to-llvm no pattern
			// legalizes it and the whole rewrite fails.
			if size.Type() != l.indexType() {
				size = l.tc.MaterializeTarget(rw, l.indexType(), []*ir.Value{size}, loc)
				if size == nil {
					return conversion.NoMatch("invalid memref element type")
				}
			}
		}
		d.SetSize(rw, loc, i, size)
		d.SetStride(rw, loc, i, stride)
		stride = lc.Mul(rw, loc, stride, size)
	}
	rw.ReplaceOp(op, d.V)
	return nil
}

func (l *lowering) transpose(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error {
	pa, ok := op.Attr("permutation").(*ir.AffineMapAttr)
	if !ok {
		return conversion.NoMatch("no permutation")
	}
	src := &lc.Descriptor{V: operands[0]}
	if pa.Map.IsIdentity() {
		rw.ReplaceOp(op, operands[0])
		return nil
	}
	loc := op.Loc()
	t := lc.UndefDescriptor(rw, loc, l.tc.ConvertType(op.Operand(0).Type()))
	t.SetAllocatedPtr(rw, loc, src.AllocatedPtr(rw, loc))
	t.SetAlignedPtr(rw, loc, src.AlignedPtr(rw, loc))
	t.SetOffset(rw, loc, src.Offset(rw, loc))
	for i, e := range pa.Map.Results {
		s := e.Position()
		t.SetSize(rw, loc, i, src.Size(rw, loc, s))
		t.SetStride(rw, loc, i, src.Stride(rw, loc, s))
	}
	rw.ReplaceOp(op, t.V)
	return nil
}

func (l *lowering) view(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error {
	viewT, ok := op.Result(0).Type().(*ir.MemRefType)
	srcT, ok2 := op.Operand(0).Type().(*ir.MemRefType)
	if !ok || !ok2 {
		return conversion.NoMatch("not ranked memrefs")
	}
	descT := l.tc.ConvertType(viewT)
	if descT == nil || l.tc.ConvertType(viewT.Elem) == nil {
		return conversion.NoMatch("target descriptor type not converted to LLVM")
	}
	strides, offset, ok := memref.StridesAndOffset(viewT)
	if !ok {
		return conversion.NoMatch("cannot cast to non-strided shape")
	}
	if len(strides) > 0 && strides[len(strides)-1] != 1 && strides[len(strides)-1] != 0 {
		return conversion.NoMatch("cannot cast to non-contiguous shape")
	}
	loc := op.Loc()
	src := &lc.Descriptor{V: operands[0]}
	t := lc.UndefDescriptor(rw, loc, descT)
	t.SetAllocatedPtr(rw, loc, src.AllocatedPtr(rw, loc))
	aligned := src.AlignedPtr(rw, loc)
	aligned = lc.GEP(rw, loc, aligned.Type(), l.tc.ConvertType(srcT.Elem), aligned, []lc.GEPIndex{lc.VI(operands[1])}, false)
	t.SetAlignedPtr(rw, loc, aligned)
	t.SetOffset(rw, loc, l.idx(rw, loc, offset))
	dynSizes := operands[2:]
	var stride, nextSize *ir.Value
	for i := len(viewT.Dims) - 1; i >= 0; i-- {
		var size *ir.Value
		if viewT.Dims[i] != ir.Dynamic {
			size = l.idx(rw, loc, viewT.Dims[i])
		} else {
			n := 0
			for _, d := range viewT.Dims[:i] {
				if d == ir.Dynamic {
					n++
				}
			}
			size = dynSizes[n]
		}
		t.SetSize(rw, loc, i, size)
		switch {
		case strides[i] != ir.Dynamic:
			stride = l.idx(rw, loc, strides[i])
		case nextSize != nil && stride != nil:
			stride = lc.Mul(rw, loc, stride, nextSize)
		case nextSize != nil:
			stride = nextSize
		default:
			stride = l.idx(rw, loc, 1)
		}
		t.SetStride(rw, loc, i, stride)
		nextSize = size
	}
	rw.ReplaceOp(op, t.V)
	return nil
}

func (l *lowering) memorySpaceCast(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error {
	loc := op.Loc()
	switch res := op.Result(0).Type().(type) {
	case *ir.MemRefType:
		descT := l.tc.ConvertType(res)
		if descT == nil {
			return conversion.NoMatch("descriptor type")
		}
		newPtr := lc.ElementAt(descT, []int64{0})
		vals := lc.UnpackDescriptor(rw, loc, operands[0], res)
		vals[0] = cast1(rw, "llvm.addrspacecast", loc, newPtr, vals[0])
		vals[1] = cast1(rw, "llvm.addrspacecast", loc, newPtr, vals[1])
		rw.ReplaceOp(op, lc.PackDescriptor(rw, loc, l.tc, res, vals))
		return nil
	case *ir.UnrankedMemRefType:
		srcAS, ok := l.addrSpace(op.Operand(0).Type())
		if !ok {
			return conversion.NoMatch("non-integer source address space")
		}
		resAS, ok := l.addrSpace(res)
		if !ok {
			return conversion.NoMatch("non-integer result address space")
		}
		ctx := rw.Context()
		rank := lc.UnrankedRank(rw, loc, operands[0])
		srcDescPtr := lc.UnrankedDescPtr(rw, loc, operands[0])
		result := lc.Undef(rw, loc, l.tc.ConvertType(res))
		result = lc.InsertValue(rw, loc, result, rank, lc.RankPos)
		size := lc.UnrankedDescriptorSize(rw, loc, l.tc, result, resAS)
		resDescPtr := lc.Alloca(rw, loc, l.ptr(0), ctx.I(8), size, 0)
		result = lc.InsertValue(rw, loc, result, resDescPtr, lc.DescriptorPtrPos)
		srcElemPtr, resElemPtr := l.ptr(srcAS), l.ptr(resAS)
		allocated := lc.UnrankedAllocatedPtr(rw, loc, srcDescPtr, srcElemPtr)
		aligned := lc.UnrankedAlignedPtr(rw, loc, srcDescPtr, srcElemPtr)
		allocated = cast1(rw, "llvm.addrspacecast", loc, resElemPtr, allocated)
		aligned = cast1(rw, "llvm.addrspacecast", loc, resElemPtr, aligned)
		lc.UnrankedSetAllocatedPtr(rw, loc, resDescPtr, allocated)
		lc.UnrankedSetAlignedPtr(rw, loc, resDescPtr, resElemPtr, aligned)
		srcIndexVals := lc.UnrankedOffsetBasePtr(rw, loc, srcDescPtr, srcElemPtr)
		resIndexVals := lc.UnrankedOffsetBasePtr(rw, loc, resDescPtr, resElemPtr)
		skip := l.idx(rw, loc, int64(2*((l.tc.PointerBitwidthIn(resAS)+7)/8)))
		copySize := lc.Sub(rw, loc, size, skip)
		memcpy(rw, loc, resIndexVals, srcIndexVals, copySize)
		rw.ReplaceOp(op, result)
		return nil
	}
	return conversion.NoMatch("unexpected memref type")
}

// memcpy creates "llvm.intr.memcpy"(dst, src, n) <{isVolatile = false}>.
func memcpy(rw *conversion.Rewriter, loc ir.Location, dst, src, n *ir.Value) {
	ctx := rw.Context()
	lc.Op(rw, "llvm.intr.memcpy", loc, []*ir.Value{dst, src, n}, nil,
		lc.Attr("isVolatile", ctx.IntegerAttrInt64(ctx.I(1), 0)))
}

func (l *lowering) extractAlignedPointer(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error {
	loc := op.Loc()
	var aligned *ir.Value
	if u, ok := op.Operand(0).Type().(*ir.UnrankedMemRefType); ok {
		descPtr := lc.UnrankedDescPtr(rw, loc, operands[0])
		aligned = lc.UnrankedAlignedPtr(rw, loc, descPtr, l.ptr(memorySpaceInt(u.MemorySpace)))
	} else {
		aligned = (&lc.Descriptor{V: operands[0]}).AlignedPtr(rw, loc)
	}
	rw.ReplaceOp(op, lc.PtrToInt(rw, loc, l.indexType(), aligned))
	return nil
}

func (l *lowering) extractStridedMetadata(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error {
	if !llvm.IsCompatibleType(operands[0].Type()) {
		return conversion.NoMatch("source not converted")
	}
	src, ok := op.Operand(0).Type().(*ir.MemRefType)
	baseT, ok2 := op.Result(0).Type().(*ir.MemRefType)
	if !ok || !ok2 {
		return conversion.NoMatch("not ranked memrefs")
	}
	loc := op.Loc()
	d := &lc.Descriptor{V: operands[0]}
	base := d.AllocatedPtr(rw, loc)
	aligned := d.AlignedPtr(rw, loc)
	results := []*ir.Value{lc.StaticShapeDescriptor(rw, loc, l.tc, baseT, base, aligned), d.Offset(rw, loc)}
	for i := range src.Dims {
		results = append(results, d.Size(rw, loc, i))
	}
	for i := range src.Dims {
		results = append(results, d.Stride(rw, loc, i))
	}
	rw.ReplaceOp(op, results...)
	return nil
}

// isContiguous reports whether memref.copy can use memcpy for t.
func isContiguous(t ir.Type) bool {
	m, ok := t.(*ir.MemRefType)
	if !ok {
		return false
	}
	if memref.LayoutIsIdentity(m) {
		return true
	}
	if !memref.HasStaticShape(m) || ir.NumElements(m) <= 0 {
		return false
	}
	strides, _, ok := memref.StridesAndOffset(m)
	if !ok {
		return false
	}
	running := int64(1)
	cur := len(strides) - 1
	for cur >= 0 && strides[cur] == running {
		running *= m.Dims[cur]
		cur--
	}
	for cur >= 0 && m.Dims[cur] == 1 {
		cur--
	}
	return cur < 0
}

func (l *lowering) copy(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error {
	srcT, dstT := op.Operand(0).Type(), op.Operand(1).Type()
	loc := op.Loc()
	if isContiguous(srcT) && isContiguous(dstT) {
		src := srcT.(*ir.MemRefType)
		sd := &lc.Descriptor{V: operands[0]}
		n := l.idx(rw, loc, 1)
		for i := range src.Dims {
			n = lc.Mul(rw, loc, n, sd.Size(rw, loc, i))
		}
		total := lc.Mul(rw, loc, n, lc.SizeInBytes(rw, loc, l.tc, src.Elem))
		elem := l.tc.ConvertType(src.Elem)
		sbase := sd.AlignedPtr(rw, loc)
		sptr := lc.GEP(rw, loc, sbase.Type(), elem, sbase, []lc.GEPIndex{lc.VI(sd.Offset(rw, loc))}, false)
		td := &lc.Descriptor{V: operands[1]}
		tbase := td.AlignedPtr(rw, loc)
		tptr := lc.GEP(rw, loc, tbase.Type(), elem, tbase, []lc.GEPIndex{lc.VI(td.Offset(rw, loc))}, false)
		memcpy(rw, loc, tptr, sptr, total)
		rw.EraseOp(op)
		return nil
	}
	ctx := rw.Context()
	makeUnranked := func(ranked *ir.Value, m *ir.MemRefType) *ir.Value {
		rank := l.intc(rw, loc, int64(len(m.Dims)))
		p := lc.PromoteOneDescriptor(rw, loc, l.tc, ranked)
		u := ctx.UnrankedMemRef(m.Elem, m.MemorySpace)
		return lc.PackUnrankedDescriptor(rw, loc, l.tc, u, []*ir.Value{rank, p})
	}
	save := lc.Op(rw, "llvm.intr.stacksave", loc, nil, []ir.Type{l.ptr(0)}).Result(0)
	usrc, udst := operands[0], operands[1]
	if m, ok := srcT.(*ir.MemRefType); ok {
		usrc = makeUnranked(operands[0], m)
	}
	if m, ok := dstT.(*ir.MemRefType); ok {
		udst = makeUnranked(operands[1], m)
	}
	one := l.idx(rw, loc, 1)
	promote := func(desc *ir.Value) *ir.Value {
		p := lc.Alloca(rw, loc, l.ptr(0), desc.Type(), one, 0)
		lc.Store(rw, loc, desc, p, 0)
		return p
	}
	sp, dp := promote(usrc), promote(udst)
	elemSize := lc.SizeInBytes(rw, loc, l.tc, elementType(srcT))
	fn := lc.LookupOrCreateFunc(rw, module(op), "memrefCopy",
		llvm.Func(ctx, llvm.Void(ctx), []ir.Type{l.indexType(), sp.Type(), sp.Type()}, false))
	call(rw, loc, fn, elemSize, sp, dp)
	lc.Op(rw, "llvm.intr.stackrestore", loc, []*ir.Value{save}, nil)
	rw.EraseOp(op)
	return nil
}

func elementType(t ir.Type) ir.Type {
	switch t := t.(type) {
	case *ir.MemRefType:
		return t.Elem
	case *ir.UnrankedMemRefType:
		return t.Elem
	}
	return nil
}
