package llvmcommon

import (
	"gpuc/internal/conversion"
	"gpuc/internal/dialect/llvm"
	"gpuc/internal/dialect/memref"
	"gpuc/internal/ir"
)

// Helpers of MLIR's ConvertToLLVMPattern that memref and gpu patterns
// share; each creates its ops in MLIR's order.

// ConvertibleWithIdentityLayout is isConvertibleAndHasIdentityMaps: the
// element type converts and the layout is the identity.
func ConvertibleWithIdentityLayout(tc *TypeConverter, m *ir.MemRefType) bool {
	return tc.ConvertType(m.Elem) != nil && memref.LayoutIsIdentity(m)
}

// PtrToInt creates llvm.ptrtoint v : t.
func PtrToInt(rw *conversion.Rewriter, loc ir.Location, t ir.Type, v *ir.Value) *ir.Value {
	return Op(rw, "llvm.ptrtoint", loc, []*ir.Value{v}, []ir.Type{t}).Result(0)
}

// SizeInBytes is getSizeInBytes: ptrtoint(getelementptr null[1]) of the
// converted type, an index-typed size.
func SizeInBytes(rw *conversion.Rewriter, loc ir.Location, tc *TypeConverter, t ir.Type) *ir.Value {
	ptr := llvm.Pointer(rw.Context(), 0)
	null := Zero(rw, loc, ptr)
	gep := GEP(rw, loc, ptr, tc.ConvertType(t), null, CIs(1), false)
	return PtrToInt(rw, loc, tc.IndexType(), gep)
}

// DescriptorSizes is getMemRefDescriptorSizes: the sizes (constants for
// static dimensions, the dynamic values in order for the others), the
// strides of the identity layout, and the number of elements or, with
// inBytes, the buffer size in bytes (ptrtoint(getelementptr null[count])
// with a generic pointer whatever the memref's address space).
func DescriptorSizes(rw *conversion.Rewriter, loc ir.Location, tc *TypeConverter, m *ir.MemRefType, dynamic []*ir.Value, inBytes bool) (sizes, strides []*ir.Value, size *ir.Value) {
	idx := tc.IndexType()
	k := 0
	for _, d := range m.Dims {
		if d == ir.Dynamic {
			sizes = append(sizes, dynamic[k])
			k++
		} else {
			sizes = append(sizes, IndexConstant(rw, loc, idx, d))
		}
	}
	stride := int64(1)
	running := IndexConstant(rw, loc, idx, 1)
	strides = make([]*ir.Value, len(m.Dims))
	for i := len(m.Dims) - 1; i >= 0; i-- {
		strides[i] = running
		static := m.Dims[i]
		if static == 0 {
			continue // a zero dimension leaves the running stride alone
		}
		useSize := stride == 1
		if static == ir.Dynamic {
			stride = ir.Dynamic
		}
		if stride != ir.Dynamic {
			stride *= static
		}
		switch {
		case useSize:
			running = sizes[i]
		case stride == ir.Dynamic:
			running = Mul(rw, loc, running, sizes[i])
		default:
			running = IndexConstant(rw, loc, idx, stride)
		}
	}
	if !inBytes {
		return sizes, strides, running
	}
	ptr := llvm.Pointer(rw.Context(), 0)
	null := Zero(rw, loc, ptr)
	gep := GEP(rw, loc, ptr, tc.ConvertType(m.Elem), null, []GEPIndex{VI(running)}, false)
	return sizes, strides, PtrToInt(rw, loc, idx, gep)
}

// NewDescriptor is createMemRefDescriptor: an undefined descriptor filled
// with the two pointers, a zero offset, then all sizes and all strides.
func NewDescriptor(rw *conversion.Rewriter, loc ir.Location, tc *TypeConverter, m *ir.MemRefType, allocated, aligned *ir.Value, sizes, strides []*ir.Value) *ir.Value {
	d := UndefDescriptor(rw, loc, tc.ConvertType(m))
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

// fastmathBits maps #arith.fastmath flags (reassoc 1, nnan 2, ninf 4, nsz
// 8, arcp 16, contract 32, afn 64) to #llvm.fastmath ones (nnan 1, ninf 2,
// nsz 4, arcp 8, contract 16, afn 32, reassoc 64).
var fastmathBits = [...]struct{ arith, llvm uint64 }{
	{1, 64}, {2, 1}, {4, 2}, {8, 4}, {16, 8}, {32, 16}, {64, 32},
}

// FastmathFromArith returns the #llvm.fastmath attribute with the flags of
// the #arith.fastmath value v.
func FastmathFromArith(ctx *ir.Context, v uint64) ir.Attribute {
	var r uint64
	for _, b := range fastmathBits {
		if v&b.arith != 0 {
			r |= b.llvm
		}
	}
	return llvm.FastmathFlagsAttr(ctx, r)
}

// UnrollVectors is LLVM::detail::handleMultidimensionalVectors: the result is an
// array of 1-D vectors built position by position (row-major over the
// outer dimensions) from the matching elements of the operands; create
// builds the 1-D op (nil: the pattern does not apply).
func UnrollVectors(tc *TypeConverter, rw *conversion.Rewriter, op *ir.Operation, operands []*ir.Value, create func(t ir.Type, ops []*ir.Value) *ir.Value) error {
	nd := tc.ConvertType(op.Result(0).Type())
	if nd == nil || !llvm.IsCompatibleType(nd) {
		return conversion.NoMatch("result type not convertible")
	}
	var sizes []int64
	inner := nd
	for {
		a, ok := inner.(*llvm.ArrayType)
		if !ok {
			break
		}
		sizes = append(sizes, int64(a.Len))
		inner = a.Elem
	}
	if !llvm.IsCompatibleVectorType(inner) {
		return conversion.NoMatch("not an n-D vector")
	}
	loc := op.Loc()
	desc := Undef(rw, loc, nd)
	pos := make([]int64, len(sizes))
	for {
		at := append([]int64(nil), pos...)
		var extracted []*ir.Value
		for _, v := range operands {
			extracted = append(extracted, ExtractValue(rw, loc, v, at...))
		}
		nv := create(inner, extracted)
		if nv == nil {
			return conversion.NoMatch("could not build the 1-D op")
		}
		desc = InsertValue(rw, loc, desc, nv, at...)
		// Next position, last dimension fastest.
		i := len(pos) - 1
		for ; i >= 0; i-- {
			pos[i]++
			if pos[i] < sizes[i] {
				break
			}
			pos[i] = 0
		}
		if i < 0 {
			break
		}
	}
	rw.ReplaceOp(op, desc)
	return nil
}

// StridedElementPtr is getStridedElementPtr: the address of the element
// at indices of a memref descriptor, from its buffer pointer and the
// layout's strides (constants when static, the descriptor's otherwise),
// an index type sum with strides of 1 not multiplied.
func StridedElementPtr(rw *conversion.Rewriter, loc ir.Location, tc *TypeConverter, m *ir.MemRefType, desc *ir.Value, indices []*ir.Value) *ir.Value {
	strides, _, _ := memref.StridesAndOffset(m)
	d := &Descriptor{V: desc}
	base := d.BufferPtr(rw, loc, tc, m)
	var index *ir.Value
	for i, inc := range indices {
		if strides[i] != 1 {
			var stride *ir.Value
			if strides[i] == ir.Dynamic {
				stride = d.Stride(rw, loc, i)
			} else {
				stride = IndexConstant(rw, loc, tc.IndexType(), strides[i])
			}
			inc = Mul(rw, loc, inc, stride)
		}
		if index == nil {
			index = inc
		} else {
			index = Add(rw, loc, index, inc)
		}
	}
	if index == nil {
		return base
	}
	return GEP(rw, loc, base.Type(), tc.ConvertType(m.Elem), base, []GEPIndex{VI(index)}, false)
}
