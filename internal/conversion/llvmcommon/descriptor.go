package llvmcommon

import (
	"gpuc/internal/conversion"
	"gpuc/internal/dialect/llvm"
	"gpuc/internal/ir"
)

// Positions of the fields of a ranked memref descriptor.
const (
	AllocatedPtrPos = 0
	AlignedPtrPos   = 1
	OffsetPos       = 2
	SizesPos        = 3
	StridesPos      = 4
)

// Descriptor is a ranked memref descriptor value (MLIR's MemRefDescriptor):
// accessors extract fields with llvm.extractvalue, setters replace the
// value with an llvm.insertvalue.
type Descriptor struct {
	V *ir.Value
}

// UndefDescriptor creates an undefined descriptor of struct type t.
func UndefDescriptor(rw *conversion.Rewriter, loc ir.Location, t ir.Type) *Descriptor {
	return &Descriptor{Undef(rw, loc, t)}
}

func (d *Descriptor) indexType() ir.Type { return ElementAt(d.V.Type(), []int64{OffsetPos}) }

// AllocatedPtr, AlignedPtr, Offset, Size and Stride extract fields.
func (d *Descriptor) AllocatedPtr(rw *conversion.Rewriter, loc ir.Location) *ir.Value {
	return ExtractValue(rw, loc, d.V, AllocatedPtrPos)
}
func (d *Descriptor) AlignedPtr(rw *conversion.Rewriter, loc ir.Location) *ir.Value {
	return ExtractValue(rw, loc, d.V, AlignedPtrPos)
}
func (d *Descriptor) Offset(rw *conversion.Rewriter, loc ir.Location) *ir.Value {
	return ExtractValue(rw, loc, d.V, OffsetPos)
}
func (d *Descriptor) Size(rw *conversion.Rewriter, loc ir.Location, i int) *ir.Value {
	return ExtractValue(rw, loc, d.V, SizesPos, int64(i))
}
func (d *Descriptor) Stride(rw *conversion.Rewriter, loc ir.Location, i int) *ir.Value {
	return ExtractValue(rw, loc, d.V, StridesPos, int64(i))
}

// SetAllocatedPtr, SetAlignedPtr, SetOffset, SetSize and SetStride insert
// fields.
func (d *Descriptor) SetAllocatedPtr(rw *conversion.Rewriter, loc ir.Location, v *ir.Value) {
	d.V = InsertValue(rw, loc, d.V, v, AllocatedPtrPos)
}
func (d *Descriptor) SetAlignedPtr(rw *conversion.Rewriter, loc ir.Location, v *ir.Value) {
	d.V = InsertValue(rw, loc, d.V, v, AlignedPtrPos)
}
func (d *Descriptor) SetOffset(rw *conversion.Rewriter, loc ir.Location, v *ir.Value) {
	d.V = InsertValue(rw, loc, d.V, v, OffsetPos)
}
func (d *Descriptor) SetSize(rw *conversion.Rewriter, loc ir.Location, i int, v *ir.Value) {
	d.V = InsertValue(rw, loc, d.V, v, SizesPos, int64(i))
}
func (d *Descriptor) SetStride(rw *conversion.Rewriter, loc ir.Location, i int, v *ir.Value) {
	d.V = InsertValue(rw, loc, d.V, v, StridesPos, int64(i))
}

// SetConstantOffset, SetConstantSize and SetConstantStride insert index
// constants.
func (d *Descriptor) SetConstantOffset(rw *conversion.Rewriter, loc ir.Location, v int64) {
	d.SetOffset(rw, loc, IndexConstant(rw, loc, d.indexType(), v))
}
func (d *Descriptor) SetConstantSize(rw *conversion.Rewriter, loc ir.Location, i int, v int64) {
	d.SetSize(rw, loc, i, IndexConstant(rw, loc, d.indexType(), v))
}
func (d *Descriptor) SetConstantStride(rw *conversion.Rewriter, loc ir.Location, i int, v int64) {
	d.SetStride(rw, loc, i, IndexConstant(rw, loc, d.indexType(), v))
}

// PackDescriptor builds a descriptor from its unpacked fields (pointers,
// offset, sizes, strides), as MemRefDescriptor::pack.
func PackDescriptor(rw *conversion.Rewriter, loc ir.Location, tc *TypeConverter, m *ir.MemRefType, values []*ir.Value) *ir.Value {
	d := UndefDescriptor(rw, loc, tc.ConvertType(m))
	d.SetAllocatedPtr(rw, loc, values[AllocatedPtrPos])
	d.SetAlignedPtr(rw, loc, values[AlignedPtrPos])
	d.SetOffset(rw, loc, values[OffsetPos])
	rank := len(m.Shape())
	for i := 0; i < rank; i++ {
		d.SetSize(rw, loc, i, values[SizesPos+i])
		d.SetStride(rw, loc, i, values[SizesPos+rank+i])
	}
	return d.V
}

// UnpackDescriptor extracts every field of a descriptor, sizes and strides
// one by one (MemRefDescriptor::unpack).
func UnpackDescriptor(rw *conversion.Rewriter, loc ir.Location, v *ir.Value, m *ir.MemRefType) []*ir.Value {
	d := &Descriptor{v}
	out := []*ir.Value{d.AllocatedPtr(rw, loc), d.AlignedPtr(rw, loc), d.Offset(rw, loc)}
	rank := len(m.Shape())
	for i := 0; i < rank; i++ {
		out = append(out, d.Size(rw, loc, i))
	}
	for i := 0; i < rank; i++ {
		out = append(out, d.Stride(rw, loc, i))
	}
	return out
}

// DescriptorFromStaticShape builds the descriptor of a memref of static
// shape from a bare pointer (MemRefDescriptor::fromStaticShape).
func DescriptorFromStaticShape(rw *conversion.Rewriter, loc ir.Location, tc *TypeConverter, m *ir.MemRefType, ptr *ir.Value) *ir.Value {
	return StaticShapeDescriptor(rw, loc, tc, m, ptr, ptr)
}

// Positions of the fields of an unranked memref descriptor.
const (
	RankPos          = 0
	DescriptorPtrPos = 1
)

// PackUnrankedDescriptor builds an unranked descriptor from rank and
// pointer.
func PackUnrankedDescriptor(rw *conversion.Rewriter, loc ir.Location, tc *TypeConverter, u *ir.UnrankedMemRefType, values []*ir.Value) *ir.Value {
	v := Undef(rw, loc, tc.ConvertType(u))
	v = InsertValue(rw, loc, v, values[RankPos], RankPos)
	return InsertValue(rw, loc, v, values[DescriptorPtrPos], DescriptorPtrPos)
}

// UnpackUnrankedDescriptor extracts rank and descriptor pointer.
func UnpackUnrankedDescriptor(rw *conversion.Rewriter, loc ir.Location, v *ir.Value) []*ir.Value {
	return []*ir.Value{ExtractValue(rw, loc, v, RankPos), ExtractValue(rw, loc, v, DescriptorPtrPos)}
}

// PtrType returns !llvm.ptr in address space as.
func PtrType(ctx *ir.Context, as uint32) ir.Type { return llvm.Pointer(ctx, as) }
