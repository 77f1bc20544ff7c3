package llvmcommon

import (
	"strconv"
	"strings"

	"gpuc/internal/dialect/llvm"
	"gpuc/internal/ir"
)

// DataLayoutIndexBitwidth returns the index bitwidth of the data layout at
// op (MLIR's DataLayoutAnalysis::getAtOrAbove(op).getTypeSizeInBits(index)):
// the `#dlti.dl_entry<index, N>` of the innermost `dlti.dl_spec` on op or an
// op above it that has one, else 64. gpuc has no DLTI dialect: the spec is
// an opaque attribute, read here.
func DataLayoutIndexBitwidth(op *ir.Operation) int {
	for ; op != nil; op = op.ParentOp() {
		spec, ok := op.Attr("dlti.dl_spec").(*ir.OpaqueAttr)
		if !ok || spec.Dialect != "dlti" {
			continue
		}
		if n, ok := specIndexEntry(spec.Data); ok {
			return n
		}
	}
	return 64
}

// specIndexEntry finds the `#dlti.dl_entry<index, N[ : type]>` of a
// dl_spec's body.
func specIndexEntry(data string) (int, bool) {
	const key = "#dlti.dl_entry<"
	for rest := data; ; {
		i := strings.Index(rest, key)
		if i < 0 {
			return 0, false
		}
		rest = rest[i+len(key):]
		k, v, ok := strings.Cut(rest, ",")
		if !ok || strings.TrimSpace(k) != "index" {
			continue
		}
		v = strings.TrimSpace(v)
		end := 0
		for end < len(v) && v[end] >= '0' && v[end] <= '9' {
			end++
		}
		n, err := strconv.Atoi(v[:end])
		if err != nil {
			continue
		}
		return n, true
	}
}

// TypeSizeInBytes is MLIR's default DataLayout::getTypeSize for the
// element types of memrefs (integers, floats, index of the given width,
// vectors rounded up to a power-of-two innermost dimension, complex numbers,
// LLVM pointers, arrays and literal structs of those with their ABI
// padding); 0 when gpuc does not know the type's size.
func TypeSizeInBytes(t ir.Type, indexBitwidth int) int64 {
	return (typeSizeInBits(t, indexBitwidth) + 7) / 8
}

func typeSizeInBits(t ir.Type, indexBitwidth int) int64 {
	switch t := t.(type) {
	case *ir.IntegerType:
		return int64(t.Width)
	case *ir.FloatType:
		return int64(t.Width())
	case *ir.IndexType:
		return int64(indexBitwidth)
	case *ir.ComplexType:
		// The imaginary part is at the element's preferred alignment
		// (its size rounded up to a power of two).
		inner := typeSizeInBits(t.Elem, indexBitwidth)
		align := 8 * PowerOf2Ceil((inner+7)/8)
		if align == 0 {
			return 0
		}
		return (inner+align-1)/align*align + inner
	case *ir.VectorType:
		if len(t.Dims) == 0 {
			return 0
		}
		last := t.Dims[len(t.Dims)-1]
		n := int64(1)
		for _, d := range t.Dims {
			n *= d
		}
		if last == 0 {
			return 0
		}
		return n / last * int64(powerOf2Ceil(uint64(last))) * TypeSizeInBytes(t.Elem, indexBitwidth) * 8
	case *llvm.PointerType:
		return 64
	case *llvm.ArrayType:
		return int64(t.Len) * 8 * allocSize(t.Elem, indexBitwidth)
	case *llvm.StructType:
		if t.Identified {
			return 0
		}
		var size, maxAlign int64 = 0, 1
		for _, e := range t.Body() {
			a := int64(1)
			if !t.IsPacked() {
				a = typeAlignment(e, indexBitwidth)
			}
			maxAlign = max(maxAlign, a)
			size = (size+a-1)/a*a + allocSize(e, indexBitwidth)
		}
		return (size + maxAlign - 1) / maxAlign * maxAlign * 8
	}
	return 0
}

// allocSize is a type's size in bytes rounded up to its alignment.
func allocSize(t ir.Type, indexBitwidth int) int64 {
	a := typeAlignment(t, indexBitwidth)
	return (TypeSizeInBytes(t, indexBitwidth) + a - 1) / a * a
}

// typeAlignment is MLIR's default ABI alignment in bytes: integers under
// 64 bits and floats their size rounded up to a power of two, wider
// integers (and index) 4, pointers 8.
func typeAlignment(t ir.Type, indexBitwidth int) int64 {
	switch t := t.(type) {
	case *ir.IntegerType, *ir.IndexType:
		if bits := typeSizeInBits(t, indexBitwidth); bits >= 64 {
			return 4
		}
		return max(1, PowerOf2Ceil(TypeSizeInBytes(t, indexBitwidth)))
	case *ir.FloatType:
		return max(1, PowerOf2Ceil(TypeSizeInBytes(t, indexBitwidth)))
	case *ir.VectorType:
		return max(1, int64(powerOf2Ceil(uint64(TypeSizeInBytes(t, indexBitwidth)))))
	case *ir.ComplexType:
		return typeAlignment(t.Elem, indexBitwidth)
	case *llvm.ArrayType:
		return typeAlignment(t.Elem, indexBitwidth)
	case *llvm.StructType:
		a := int64(1)
		if !t.IsPacked() {
			for _, e := range t.Body() {
				a = max(a, typeAlignment(e, indexBitwidth))
			}
		}
		return a
	}
	return 8
}

func powerOf2Ceil(v uint64) uint64 {
	if v == 0 {
		return 0
	}
	p := uint64(1)
	for p < v {
		p <<= 1
	}
	return p
}

// PowerOf2Ceil is llvm::PowerOf2Ceil: the smallest power of two >= v (0
// for 0).
func PowerOf2Ceil(v int64) int64 { return int64(powerOf2Ceil(uint64(v))) }

// DescriptorSizeInBytes is getMemRefDescriptorSize: two pointers, the
// offset, and the sizes and strides.
func (tc *TypeConverter) DescriptorSizeInBytes(m *ir.MemRefType) int64 {
	as, _ := tc.MemRefAddressSpace(m)
	return 2*int64((tc.PointerBitwidthIn(as)+7)/8) + int64(1+2*len(m.Dims))*int64((tc.IndexBitwidth()+7)/8)
}

// UnrankedDescriptorSizeInBytes is getUnrankedMemRefDescriptorSize: the
// rank and a pointer.
func (tc *TypeConverter) UnrankedDescriptorSizeInBytes(u *ir.UnrankedMemRefType) int64 {
	as, _ := tc.MemRefAddressSpace(u)
	return int64((tc.IndexBitwidth()+7)/8) + int64((tc.PointerBitwidthIn(as)+7)/8)
}

// PointerSizeInBits is llvm::DataLayout::getPointerSizeInBits for a data
// layout string: the size of its `p<as>:<size>:...` entry for the address
// space, else of address space 0's (`p:` or `p0:`), else 64.
func PointerSizeInBits(layout string, as uint32) int {
	size0, sizeAS := 64, -1
	for _, spec := range strings.Split(layout, "-") {
		rest, ok := strings.CutPrefix(spec, "p")
		if !ok {
			continue
		}
		num, fields, ok := strings.Cut(rest, ":")
		if !ok {
			continue
		}
		space := 0
		if num != "" {
			n, err := strconv.Atoi(num)
			if err != nil {
				continue
			}
			space = n
		}
		sizeText, _, _ := strings.Cut(fields, ":")
		size, err := strconv.Atoi(sizeText)
		if err != nil {
			continue
		}
		if space == 0 {
			size0 = size
		}
		if uint32(space) == as {
			sizeAS = size
		}
	}
	if sizeAS >= 0 {
		return sizeAS
	}
	return size0
}
