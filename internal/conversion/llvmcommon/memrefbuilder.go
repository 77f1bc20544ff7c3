package llvmcommon

import (
	"gpuc/internal/conversion"
	"gpuc/internal/dialect/llvm"
	"gpuc/internal/dialect/memref"
	"gpuc/internal/ir"
)

// More of MLIR's MemRefDescriptor and UnrankedMemRefDescriptor
// (MemRefBuilder.cpp): descriptors built from two pointers, sizes read at a
// dynamic position, and the fields of the ranked descriptor an unranked
// one points to.

// StaticShapeDescriptor builds the descriptor of a memref of static shape
// and strides from its allocated and aligned pointers
// (MemRefDescriptor::fromStaticShape).
func StaticShapeDescriptor(rw *conversion.Rewriter, loc ir.Location, tc *TypeConverter, m *ir.MemRefType, allocated, aligned *ir.Value) *ir.Value {
	d := UndefDescriptor(rw, loc, tc.ConvertType(m))
	d.SetAllocatedPtr(rw, loc, allocated)
	d.SetAlignedPtr(rw, loc, aligned)
	strides, offset, _ := memref.StridesAndOffset(m)
	d.SetConstantOffset(rw, loc, offset)
	for i, s := range m.Shape() {
		d.SetConstantSize(rw, loc, i, s)
		d.SetConstantStride(rw, loc, i, strides[i])
	}
	return d.V
}

// DynamicSize loads the size at a dynamic position: the sizes array is
// copied to the stack and indexed there (MemRefDescriptor::size with a
// value position).
func (d *Descriptor) DynamicSize(rw *conversion.Rewriter, loc ir.Location, pos *ir.Value, rank int) *ir.Value {
	ctx := rw.Context()
	idx := d.indexType()
	arr := llvm.Array(ctx, idx, uint64(rank))
	ptr := llvm.Pointer(ctx, 0)
	one := IndexConstant(rw, loc, idx, 1)
	sizes := ExtractValue(rw, loc, d.V, SizesPos)
	mem := Alloca(rw, loc, ptr, arr, one, 0)
	Store(rw, loc, sizes, mem, 0)
	at := GEP(rw, loc, ptr, arr, mem, []GEPIndex{CI(0), VI(pos)}, false)
	return Load(rw, loc, idx, at, 0)
}

// BufferPtr returns the aligned pointer moved by the offset the layout of
// m has (MemRefDescriptor::bufferPtr): the offset field when dynamic, a
// constant when static and nonzero.
func (d *Descriptor) BufferPtr(rw *conversion.Rewriter, loc ir.Location, tc *TypeConverter, m *ir.MemRefType) *ir.Value {
	_, offset, _ := memref.StridesAndOffset(m)
	ptr := d.AlignedPtr(rw, loc)
	if offset == 0 {
		return ptr
	}
	var off *ir.Value
	if offset == ir.Dynamic {
		off = d.Offset(rw, loc)
	} else {
		off = IndexConstant(rw, loc, tc.IndexType(), offset)
	}
	return GEP(rw, loc, ptr.Type(), tc.ConvertType(m.Elem), ptr, []GEPIndex{VI(off)}, false)
}

// UnrankedRank and UnrankedDescPtr extract the fields of an unranked
// descriptor.
func UnrankedRank(rw *conversion.Rewriter, loc ir.Location, v *ir.Value) *ir.Value {
	return ExtractValue(rw, loc, v, RankPos)
}
func UnrankedDescPtr(rw *conversion.Rewriter, loc ir.Location, v *ir.Value) *ir.Value {
	return ExtractValue(rw, loc, v, DescriptorPtrPos)
}

// UnrankedAllocatedPtr loads the allocated pointer of the ranked
// descriptor descPtr points to.
func UnrankedAllocatedPtr(rw *conversion.Rewriter, loc ir.Location, descPtr *ir.Value, elemPtr ir.Type) *ir.Value {
	return Load(rw, loc, elemPtr, descPtr, 0)
}

// UnrankedSetAllocatedPtr stores the allocated pointer.
func UnrankedSetAllocatedPtr(rw *conversion.Rewriter, loc ir.Location, descPtr, v *ir.Value) {
	Store(rw, loc, v, descPtr, 0)
}

func unrankedField(rw *conversion.Rewriter, loc ir.Location, descPtr *ir.Value, elemPtr ir.Type, i int32) *ir.Value {
	return GEP(rw, loc, llvm.Pointer(rw.Context(), 0), elemPtr, descPtr, CIs(i), false)
}

// UnrankedAlignedPtr loads the aligned pointer.
func UnrankedAlignedPtr(rw *conversion.Rewriter, loc ir.Location, descPtr *ir.Value, elemPtr ir.Type) *ir.Value {
	return Load(rw, loc, elemPtr, unrankedField(rw, loc, descPtr, elemPtr, 1), 0)
}

// UnrankedSetAlignedPtr stores the aligned pointer.
func UnrankedSetAlignedPtr(rw *conversion.Rewriter, loc ir.Location, descPtr *ir.Value, elemPtr ir.Type, v *ir.Value) {
	Store(rw, loc, v, unrankedField(rw, loc, descPtr, elemPtr, 1), 0)
}

// UnrankedOffsetBasePtr addresses the offset field.
func UnrankedOffsetBasePtr(rw *conversion.Rewriter, loc ir.Location, descPtr *ir.Value, elemPtr ir.Type) *ir.Value {
	return unrankedField(rw, loc, descPtr, elemPtr, 2)
}

// UnrankedOffset loads the offset.
func UnrankedOffset(rw *conversion.Rewriter, loc ir.Location, tc *TypeConverter, descPtr *ir.Value, elemPtr ir.Type) *ir.Value {
	return Load(rw, loc, tc.IndexType(), UnrankedOffsetBasePtr(rw, loc, descPtr, elemPtr), 0)
}

// UnrankedSetOffset stores the offset.
func UnrankedSetOffset(rw *conversion.Rewriter, loc ir.Location, descPtr *ir.Value, elemPtr ir.Type, v *ir.Value) {
	Store(rw, loc, v, UnrankedOffsetBasePtr(rw, loc, descPtr, elemPtr), 0)
}

// UnrankedSizeBasePtr addresses the first size.
func UnrankedSizeBasePtr(rw *conversion.Rewriter, loc ir.Location, tc *TypeConverter, descPtr *ir.Value, elemPtr ir.Type) *ir.Value {
	ctx := rw.Context()
	idx := tc.IndexType()
	st := llvm.LiteralStruct(ctx, []ir.Type{elemPtr, elemPtr, idx, idx}, false)
	return GEP(rw, loc, llvm.Pointer(ctx, 0), st, descPtr, CIs(0, 3), false)
}

// UnrankedStrideBasePtr addresses the first stride, rank sizes after the
// first size.
func UnrankedStrideBasePtr(rw *conversion.Rewriter, loc ir.Location, tc *TypeConverter, sizeBase, rank *ir.Value) *ir.Value {
	return GEP(rw, loc, llvm.Pointer(rw.Context(), 0), tc.IndexType(), sizeBase, []GEPIndex{VI(rank)}, false)
}

// UnrankedSetSize and UnrankedSetStride store a size or a stride at a
// dynamic position.
func UnrankedSetSize(rw *conversion.Rewriter, loc ir.Location, tc *TypeConverter, sizeBase, index, v *ir.Value) {
	p := GEP(rw, loc, llvm.Pointer(rw.Context(), 0), tc.IndexType(), sizeBase, []GEPIndex{VI(index)}, false)
	Store(rw, loc, v, p, 0)
}
func UnrankedSetStride(rw *conversion.Rewriter, loc ir.Location, tc *TypeConverter, strideBase, index, v *ir.Value) {
	p := GEP(rw, loc, llvm.Pointer(rw.Context(), 0), tc.IndexType(), strideBase, []GEPIndex{VI(index)}, false)
	Store(rw, loc, v, p, 0)
}

// UnrankedDescriptorSizes computes, for each unranked descriptor, the bytes
// the ranked descriptor it points to takes: 2 pointers and 1+2*rank
// indices (UnrankedMemRefDescriptor::computeSizes).
func UnrankedDescriptorSizes(rw *conversion.Rewriter, loc ir.Location, tc *TypeConverter, descs []*ir.Value, addrSpaces []uint32) []*ir.Value {
	if len(descs) == 0 {
		return nil
	}
	idx := tc.IndexType()
	one := IndexConstant(rw, loc, idx, 1)
	two := IndexConstant(rw, loc, idx, 2)
	indexSize := IndexConstant(rw, loc, idx, int64((tc.IndexBitwidth()+7)/8))
	sizes := make([]*ir.Value, len(descs))
	for i, d := range descs {
		ptrSize := IndexConstant(rw, loc, idx, int64((tc.PointerBitwidthIn(addrSpaces[i])+7)/8))
		doublePtr := Mul(rw, loc, two, ptrSize)
		rank := UnrankedRank(rw, loc, d)
		doubleRank := Mul(rw, loc, two, rank)
		plusOne := Add(rw, loc, doubleRank, one)
		rankBytes := Mul(rw, loc, plusOne, indexSize)
		sizes[i] = Add(rw, loc, doublePtr, rankBytes)
	}
	return sizes
}

// UnrankedDescriptorSize is UnrankedDescriptorSizes for one descriptor.
func UnrankedDescriptorSize(rw *conversion.Rewriter, loc ir.Location, tc *TypeConverter, desc *ir.Value, addrSpace uint32) *ir.Value {
	return UnrankedDescriptorSizes(rw, loc, tc, []*ir.Value{desc}, []uint32{addrSpace})[0]
}

// PromoteOneDescriptor stores a ranked descriptor in a new stack slot and
// returns its address (LLVMTypeConverter::promoteOneMemRefDescriptor; the
// slot count is an i64 whatever the index bitwidth).
func PromoteOneDescriptor(rw *conversion.Rewriter, loc ir.Location, tc *TypeConverter, desc *ir.Value) *ir.Value {
	one := IndexConstant(rw, loc, tc.Ctx.I(64), 1)
	mem := Alloca(rw, loc, llvm.Pointer(rw.Context(), 0), desc.Type(), one, 0)
	Store(rw, loc, desc, mem, 0)
	return mem
}
