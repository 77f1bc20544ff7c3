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

// elementCount is getNumElements: a constant for a static shape, else
// stride[0] * size[0] (identity layouts only).
func elementCount(rw *conversion.Rewriter, loc ir.Location, tc *lc.TypeConverter, m *ir.MemRefType, desc *ir.Value) *ir.Value {
	if memref.HasStaticShape(m) {
		return lc.IndexConstant(rw, loc, tc.IndexType(), ir.NumElements(m))
	}
	d := &lc.Descriptor{V: desc}
	stride := d.Stride(rw, loc, 0)
	size := d.Size(rw, loc, 0)
	return lc.Mul(rw, loc, stride, size)
}

// toGenericPointer is bitAndAddrspaceCast with opaque pointers: an
// addrspacecast to address space 0 when the pointer is in another one.
func toGenericPointer(rw *conversion.Rewriter, loc ir.Location, v *ir.Value) *ir.Value {
	if p, ok := v.Type().(*llvm.PointerType); ok && p.AddrSpace != 0 {
		return lc.Op(rw, "llvm.addrspacecast", loc, []*ir.Value{v}, []ir.Type{llvm.Pointer(rw.Context(), 0)}).Result(0)
	}
	return v
}
