package memreftollvm

import (
	"math/big"

	"gpuc/internal/apfloat"
	"gpuc/internal/conversion"
	lc "gpuc/internal/conversion/llvmcommon"
	"gpuc/internal/dialect/llvm"
	"gpuc/internal/ir"
)

// Allocation, deallocation, alloca scopes and globals.

func isSignlessIntOrIndexOrFloat(t ir.Type) bool {
	switch t := t.(type) {
	case *ir.IndexType, *ir.FloatType:
		return true
	case *ir.IntegerType:
		return t.Signedness == ir.Signless
	}
	return false
}

func intAttr(op *ir.Operation, name string) (int64, bool) {
	if a, ok := op.Attr(name).(*ir.IntegerAttr); ok {
		return a.Int64(), true
	}
	return 0, false
}

// alloc is AllocOpLowering: malloc the buffer (plus the alignment, when
// one is asked for or the element is not a scalar) and align the pointer.
func (l *lowering) alloc(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error {
	m, ok := op.Result(0).Type().(*ir.MemRefType)
	if !ok || !lc.ConvertibleWithIdentityLayout(l.tc, m) {
		return conversion.NoMatch("incompatible memref type")
	}
	loc := op.Loc()
	sizes, strides, sizeBytes := lc.DescriptorSizes(rw, loc, l.tc, m, operands, true)
	var alignment *ir.Value
	if a, ok := intAttr(op, "alignment"); ok {
		alignment = l.idx(rw, loc, a)
	} else if !isSignlessIntOrIndexOrFloat(m.Elem) {
		alignment = lc.SizeInBytes(rw, loc, l.tc, m.Elem)
	}
	if alignment != nil {
		sizeBytes = lc.Add(rw, loc, sizeBytes, alignment)
	}
	fn := l.mallocFn(rw, op)
	allocated := call(rw, loc, fn, sizeBytes).Result(0)
	as, ok := l.addrSpace(m)
	if !ok {
		return conversion.NoMatch("underlying buffer allocation failed")
	}
	elemPtr := l.ptr(as)
	if allocated.Type() != elemPtr {
		allocated = cast1(rw, "llvm.addrspacecast", loc, elemPtr, allocated)
	}
	aligned := allocated
	if alignment != nil {
		asInt := lc.PtrToInt(rw, loc, l.indexType(), allocated)
		aligned = cast1(rw, "llvm.inttoptr", loc, elemPtr, l.createAligned(rw, loc, asInt, alignment))
	}
	rw.ReplaceOp(op, lc.NewDescriptor(rw, loc, l.tc, m, allocated, aligned, sizes, strides))
	return nil
}

// alignedAlloc is AlignedAllocOpLowering: aligned_alloc(alignment, size),
// the size rounded up to a multiple of the alignment unless the memref's
// static size already is one; the alignment is the op's, else the element
// size rounded up to a power of two, at least 16.
func (l *lowering) alignedAlloc(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error {
	m, ok := op.Result(0).Type().(*ir.MemRefType)
	if !ok || !lc.ConvertibleWithIdentityLayout(l.tc, m) {
		return conversion.NoMatch("incompatible memref type")
	}
	loc := op.Loc()
	sizes, strides, sizeBytes := lc.DescriptorSizes(rw, loc, l.tc, m, operands, true)
	eltSize := l.eltSizeInBytes(op, m)
	alignment, ok := intAttr(op, "alignment")
	if !ok {
		alignment = max(minAlignedAllocAlignment, lc.PowerOf2Ceil(eltSize))
	}
	allocAlignment := l.idx(rw, loc, alignment)
	sizeDivisor := eltSize
	for _, d := range m.Dims {
		if d != ir.Dynamic {
			sizeDivisor *= d
		}
	}
	if alignment == 0 || sizeDivisor%alignment != 0 {
		sizeBytes = l.createAligned(rw, loc, sizeBytes, allocAlignment)
	}
	fn := l.alignedAllocFn(rw, op)
	ptr := call(rw, loc, fn, allocAlignment, sizeBytes).Result(0)
	as, ok := l.addrSpace(m)
	if !ok {
		return conversion.NoMatch("underlying buffer allocation failed")
	}
	elemPtr := l.ptr(as)
	if ptr.Type() != elemPtr {
		ptr = cast1(rw, "llvm.addrspacecast", loc, elemPtr, ptr)
	}
	rw.ReplaceOp(op, lc.NewDescriptor(rw, loc, l.tc, m, ptr, ptr, sizes, strides))
	return nil
}

// minAlignedAllocAlignment is MLIR's kMinAlignedAllocAlignment.
const minAlignedAllocAlignment = 16

// eltSizeInBytes is getMemRefEltSizeInBytes: the element's size in the data
// layout above op (a descriptor's size for a memref of memrefs).
func (l *lowering) eltSizeInBytes(op *ir.Operation, m *ir.MemRefType) int64 {
	switch e := m.Elem.(type) {
	case *ir.MemRefType:
		return int64(l.tc.DescriptorSizeInBytes(e))
	case *ir.UnrankedMemRefType:
		return int64(l.tc.UnrankedDescriptorSizeInBytes(e))
	}
	return int64(lc.TypeSizeInBytes(m.Elem, lc.DataLayoutIndexBitwidth(op.ParentOp())))
}

// createAligned rounds input up to a multiple of alignment.
func (l *lowering) createAligned(rw *conversion.Rewriter, loc ir.Location, input, alignment *ir.Value) *ir.Value {
	one := lc.IndexConstant(rw, loc, alignment.Type(), 1)
	bump := lc.Sub(rw, loc, alignment, one)
	bumped := lc.Add(rw, loc, input, bump)
	mod := lc.Binary(rw, loc, "llvm.urem", bumped, alignment)
	return lc.Sub(rw, loc, bumped, mod)
}

func (l *lowering) alloca(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error {
	m, ok := op.Result(0).Type().(*ir.MemRefType)
	if !ok || !lc.ConvertibleWithIdentityLayout(l.tc, m) {
		return conversion.NoMatch("incompatible memref type")
	}
	loc := op.Loc()
	sizes, strides, size := lc.DescriptorSizes(rw, loc, l.tc, m, operands, false)
	align, _ := intAttr(op, "alignment")
	p := lc.Alloca(rw, loc, l.elemPtrType(m), l.tc.ConvertType(m.Elem), size, align)
	rw.ReplaceOp(op, lc.NewDescriptor(rw, loc, l.tc, m, p, p, sizes, strides))
	return nil
}

func (l *lowering) dealloc(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error {
	loc := op.Loc()
	fn := l.freeFn(rw, op)
	var allocated *ir.Value
	if u, ok := op.Operand(0).Type().(*ir.UnrankedMemRefType); ok {
		descPtr := lc.UnrankedDescPtr(rw, loc, operands[0])
		allocated = lc.UnrankedAllocatedPtr(rw, loc, descPtr, l.ptr(memorySpaceInt(u.MemorySpace)))
	} else {
		allocated = (&lc.Descriptor{V: operands[0]}).AllocatedPtr(rw, loc)
	}
	rw.ReplaceOpWith(op, call(rw, loc, fn, allocated))
	return nil
}

// allocaScope inlines the scope's body between a llvm.intr.stacksave and a
// llvm.intr.stackrestore.
func (l *lowering) allocaScope(op *ir.Operation, _ []*ir.Value, rw *conversion.Rewriter) error {
	saved := rw.SaveInsertionPoint()
	defer rw.RestoreInsertionPoint(saved)
	body := op.Region(0)
	first, last := body.First(), body.Last()
	if last == nil || last.Terminator() == nil || last.Terminator().Name() != "memref.alloca_scope.return" {
		return conversion.NoMatch("no memref.alloca_scope.return")
	}
	loc := op.Loc()
	current := rw.InsertionBlock()
	remaining := rw.SplitBlock(current, op)
	cont := remaining
	if op.NumResults() > 0 {
		locs := make([]ir.Location, op.NumResults())
		for i := range locs {
			locs[i] = loc
		}
		cont = rw.CreateBlock(remaining.Parent(), remaining, op.ResultTypes(), locs)
		branch(rw, loc, nil, remaining)
	}
	rw.InlineRegionBefore(body, cont.Parent(), cont)
	rw.SetInsertionPointToEnd(current)
	save := lc.Op(rw, "llvm.intr.stacksave", loc, nil, []ir.Type{l.ptr(0)}).Result(0)
	branch(rw, loc, nil, first)
	rw.SetInsertionPointToEnd(last)
	ret := last.Terminator()
	br := branch(rw, ret.Loc(), ret.Operands(), cont)
	rw.ReplaceOpWith(ret, br)
	rw.SetInsertionPoint(br)
	lc.Op(rw, "llvm.intr.stackrestore", loc, []*ir.Value{save}, nil)
	rw.ReplaceOp(op, cont.Args()...)
	return nil
}

// branch creates llvm.br to dest with args.
func branch(rw *conversion.Rewriter, loc ir.Location, args []*ir.Value, dest *ir.Block) *ir.Operation {
	return rw.Create(&ir.OperationState{Name: "llvm.br", Loc: loc, Operands: args, Successors: []*ir.Block{dest}})
}

// condBranch creates llvm.cond_br cond, t(targs), f(fargs).
func condBranch(rw *conversion.Rewriter, loc ir.Location, cond *ir.Value, t *ir.Block, targs []*ir.Value, f *ir.Block, fargs []*ir.Value) *ir.Operation {
	ctx := rw.Context()
	operands := append(append([]*ir.Value{cond}, targs...), fargs...)
	seg := ctx.DenseArray(ctx.I(32), []int64{1, int64(len(targs)), int64(len(fargs))}, nil)
	return rw.Create(&ir.OperationState{Name: "llvm.cond_br", Loc: loc, Operands: operands,
		Successors: []*ir.Block{t, f}, Attrs: []ir.NamedAttr{lc.Attr("operandSegmentSizes", seg)}})
}

// globalType is the LLVM type of a memref global: nested arrays of the
// element type, outermost dimension first.
func (l *lowering) globalType(m *ir.MemRefType) ir.Type {
	t := l.tc.ConvertType(m.Elem)
	for i := len(m.Dims) - 1; i >= 0; i-- {
		t = llvm.Array(l.tc.Ctx, t, uint64(m.Dims[i]))
	}
	return t
}

func (l *lowering) global(op *ir.Operation, _ []*ir.Value, rw *conversion.Rewriter) error {
	ctx := rw.Context()
	ta, ok := op.Attr("type").(*ir.TypeAttr)
	if !ok {
		return conversion.NoMatch("no type")
	}
	m, ok := ta.Type.(*ir.MemRefType)
	if !ok || !lc.ConvertibleWithIdentityLayout(l.tc, m) {
		return conversion.NoMatch("incompatible memref type")
	}
	arrayTy := l.globalType(m)
	linkage := uint64(llvm.LinkageExternal)
	if v, ok := op.Attr("sym_visibility").(*ir.StringAttr); ok && v.Value != "public" {
		linkage = 0 // private
	}
	init := op.Attr("initial_value")
	_, uninitialized := init.(*ir.UnitAttr)
	var value ir.Attribute
	if init != nil && !uninitialized {
		value = init
		if len(m.Dims) == 0 {
			value = splatValue(ctx, init)
		}
	}
	as, ok := l.addrSpace(m)
	if !ok {
		return rw.EmitError(op.EmitError("memory space cannot be converted to an integer address space"))
	}
	attrs := []ir.NamedAttr{
		lc.Attr("sym_name", op.Attr("sym_name")),
		lc.Attr("global_type", ctx.TypeAttr(arrayTy)),
	}
	if isTrue(op.Attr("constant")) {
		attrs = append(attrs, lc.Attr("constant", ctx.Unit()))
	}
	if value != nil {
		attrs = append(attrs, lc.Attr("value", value))
	}
	if a, ok := intAttr(op, "alignment"); ok && a != 0 {
		attrs = append(attrs, lc.Attr("alignment", ctx.IntegerAttrInt64(ctx.I(64), a)))
	}
	attrs = append(attrs, lc.Attr("linkage", llvm.LinkageAttr(ctx, linkage)))
	if as != 0 {
		attrs = append(attrs, lc.Attr("addr_space", ctx.IntegerAttrInt64(ctx.I(32), int64(as))))
	}
	st := &ir.OperationState{Name: "llvm.mlir.global", Loc: op.Loc(), Attrs: attrs}
	region := st.AddRegion()
	g := rw.Create(st)
	rw.ReplaceOpWith(op, g)
	if init != nil && uninitialized {
		rw.CreateBlock(region, nil, nil, nil)
		undef := lc.Undef(rw, g.Loc(), arrayTy)
		lc.Op(rw, "llvm.return", g.Loc(), []*ir.Value{undef}, nil)
	}
	return nil
}

// splatValue is ElementsAttr::getSplatValue<Attribute> for the single
// element of a rank-0 initializer.
func splatValue(ctx *ir.Context, a ir.Attribute) ir.Attribute {
	d, ok := a.(*ir.DenseElementsAttr)
	if !ok || d.Stride == 0 || len(d.Raw) < d.Stride {
		return a
	}
	switch t := d.Type.ElementType().(type) {
	case *ir.FloatType:
		var hi uint64
		if d.Stride > 1 {
			hi = d.Raw[1]
		}
		return ctx.FloatAttr(t, apfloat.FromBits(t.Semantics(), d.Raw[0], hi))
	case *ir.IntegerType, *ir.IndexType:
		if d.Stride == 1 {
			return ctx.IntegerAttrBits(t, d.Raw[0])
		}
		v := new(big.Int).SetUint64(d.Raw[0])
		for i := 1; i < d.Stride; i++ {
			v.Or(v, new(big.Int).Lsh(new(big.Int).SetUint64(d.Raw[i]), uint(64*i)))
		}
		return ctx.IntegerAttr(t, v)
	}
	return a
}

// getGlobal builds a descriptor whose aligned pointer is the global's
// first element and whose allocated pointer is 0xdeadbeef.
func (l *lowering) getGlobal(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error {
	m, ok := op.Result(0).Type().(*ir.MemRefType)
	if !ok || !lc.ConvertibleWithIdentityLayout(l.tc, m) {
		return conversion.NoMatch("incompatible memref type")
	}
	loc := op.Loc()
	sizes, strides, _ := lc.DescriptorSizes(rw, loc, l.tc, m, operands, true)
	as, _ := l.addrSpace(m)
	arrayTy := l.globalType(m)
	p := l.ptr(as)
	name, _ := op.Attr("name").(*ir.SymbolRefAttr)
	addr := lc.AddressOf(rw, loc, p, name.Root)
	gep := lc.GEP(rw, loc, p, arrayTy, addr, make([]lc.GEPIndex, len(m.Dims)+1), false)
	deadBeef := lc.IndexConstant(rw, loc, l.tc.Ctx.I(l.tc.PointerBitwidthIn(as)), 0xdeadbeef)
	deadBeefPtr := cast1(rw, "llvm.inttoptr", loc, p, deadBeef)
	rw.ReplaceOp(op, lc.NewDescriptor(rw, loc, l.tc, m, deadBeefPtr, gep, sizes, strides))
	return nil
}
