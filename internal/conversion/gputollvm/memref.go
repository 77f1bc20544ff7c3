package gputollvm

import (
	"gpuc/internal/conversion"
	lc "gpuc/internal/conversion/llvmcommon"
	"gpuc/internal/dialect/llvm"
	"gpuc/internal/dialect/memref"
	"gpuc/internal/ir"
)

// Memref helpers of MLIR's ConvertToLLVMPattern, creating ops in the same
// order.

// convertibleWithIdentityLayout is isConvertibleAndHasIdentityMaps.
func convertibleWithIdentityLayout(tc *lc.TypeConverter, m *ir.MemRefType) bool {
	return tc.ConvertType(m.Elem) != nil && memref.LayoutIsIdentity(m)
}

// hasStaticShape reports whether no dimension of m is dynamic.
func hasStaticShape(m *ir.MemRefType) bool {
	for _, d := range m.Dims {
		if d == ir.Dynamic {
			return false
		}
	}
	return true
}

func numElements(m *ir.MemRefType) int64 {
	n := int64(1)
	for _, d := range m.Dims {
		n *= d
	}
	return n
}

// descriptorSizes is getMemRefDescriptorSizes with sizeInBytes: the sizes
// (constants for static dimensions, dynamicSizes for the others), the
// strides of the identity layout, and the buffer size in bytes.
func descriptorSizes(rw *conversion.Rewriter, loc ir.Location, tc *lc.TypeConverter, m *ir.MemRefType, dynamicSizes []*ir.Value) (sizes, strides []*ir.Value, sizeBytes *ir.Value) {
	idx := tc.IndexType()
	next := 0
	for _, d := range m.Dims {
		if d == ir.Dynamic {
			sizes = append(sizes, dynamicSizes[next])
			next++
			continue
		}
		sizes = append(sizes, lc.IndexConstant(rw, loc, idx, d))
	}
	stride := int64(1)
	running := lc.IndexConstant(rw, loc, idx, 1)
	strides = make([]*ir.Value, len(m.Dims))
	for i := len(m.Dims) - 1; i >= 0; i-- {
		strides[i] = running
		d := m.Dims[i]
		useSize := stride == 1
		if d == ir.Dynamic {
			stride = ir.Dynamic
		}
		if stride != ir.Dynamic {
			stride *= d
		}
		switch {
		case useSize:
			running = sizes[i]
		case stride == ir.Dynamic:
			running = lc.Mul(rw, loc, running, sizes[i])
		default:
			running = lc.IndexConstant(rw, loc, idx, stride)
		}
	}
	// The buffer size: ptrtoint(getelementptr null[count]), with a generic
	// pointer whatever the memref's address space.
	ptr := llvm.Pointer(rw.Context(), 0)
	null := lc.Zero(rw, loc, ptr)
	gep := lc.GEP(rw, loc, ptr, tc.ConvertType(m.Elem), null, []lc.GEPIndex{lc.VI(running)}, false)
	sizeBytes = ptrToInt(rw, loc, idx, gep)
	return sizes, strides, sizeBytes
}

// newDescriptor is createMemRefDescriptor: an undefined descriptor filled
// with the pointers, a zero offset, sizes and strides.
func newDescriptor(rw *conversion.Rewriter, loc ir.Location, tc *lc.TypeConverter, m *ir.MemRefType, allocated, aligned *ir.Value, sizes, strides []*ir.Value) *ir.Value {
	d := lc.UndefDescriptor(rw, loc, tc.ConvertType(m))
	d.SetAllocatedPtr(rw, loc, allocated)
	d.SetAlignedPtr(rw, loc, aligned)
	d.SetConstantOffset(rw, loc, 0)
	for i, s := range sizes {
		d.SetSize(rw, loc, i, s)
	}
	for i, s := range strides {
		d.SetStride(rw, loc, i, s)
	}
	return d.V
}

// sizeInBytes is getSizeInBytes: ptrtoint(getelementptr null[1]) of the
// converted type.
func sizeInBytes(rw *conversion.Rewriter, loc ir.Location, tc *lc.TypeConverter, t ir.Type) *ir.Value {
	ptr := llvm.Pointer(rw.Context(), 0)
	null := lc.Zero(rw, loc, ptr)
	gep := lc.GEP(rw, loc, ptr, tc.ConvertType(t), null, lc.CIs(1), false)
	return ptrToInt(rw, loc, tc.IndexType(), gep)
}

// elementCount is getNumElements: a constant for a static shape, else
// stride[0] * size[0] (identity layouts only).
func elementCount(rw *conversion.Rewriter, loc ir.Location, tc *lc.TypeConverter, m *ir.MemRefType, desc *ir.Value) *ir.Value {
	if hasStaticShape(m) {
		return lc.IndexConstant(rw, loc, tc.IndexType(), numElements(m))
	}
	d := &lc.Descriptor{V: desc}
	stride := d.Stride(rw, loc, 0)
	size := d.Size(rw, loc, 0)
	return lc.Mul(rw, loc, stride, size)
}

func ptrToInt(rw *conversion.Rewriter, loc ir.Location, t ir.Type, v *ir.Value) *ir.Value {
	return lc.Op(rw, "llvm.ptrtoint", loc, []*ir.Value{v}, []ir.Type{t}).Result(0)
}

// toGenericPointer is bitAndAddrspaceCast with opaque pointers: an
// addrspacecast to address space 0 when the pointer is in another one.
func toGenericPointer(rw *conversion.Rewriter, loc ir.Location, v *ir.Value) *ir.Value {
	if p, ok := v.Type().(*llvm.PointerType); ok && p.AddrSpace != 0 {
		return lc.Op(rw, "llvm.addrspacecast", loc, []*ir.Value{v}, []ir.Type{llvm.Pointer(rw.Context(), 0)}).Result(0)
	}
	return v
}
