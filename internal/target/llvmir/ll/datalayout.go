package ll

import (
	"math/bits"
	"strconv"
	"strings"
	"sync"
)

// layoutSpec is one iN/fN/vN entry: width in bits, alignments in bytes.
type layoutSpec struct{ bits, abi, pref uint64 }

// DataLayout is the part of an LLVM data layout string that sizes and
// aligns types: what LLVM's IRBuilder asks of the module's DataLayout when
// an instruction is created without an explicit alignment (loads and
// stores take the ABI alignment, allocas the preferred one, atomics the
// store size), and what the constant folder asks about a global's address.
// It follows LLVM 19's defaults and its rules for types without an entry;
// malformed entries are read leniently (the verifier has rejected invalid
// strings). A DataLayout is shared and must not be changed.
type DataLayout struct {
	ints, floats, vecs []layoutSpec
	ptrs               map[uint32]layoutSpec // by address space
	aggABI, aggPref    uint64
	fnPtrAlign         uint64 // 0: not given
	fnPtrMultiple      bool   // "Fn": a multiple of the function's alignment
	// programAS is the address space of functions (`P<n>`), in which
	// LLVM's Module::getOrInsertFunction creates them.
	programAS uint32
}

var layoutCache sync.Map // string → *DataLayout

// ParseDataLayout parses (once per string) the entries of a data layout
// string that size and align types.
func ParseDataLayout(s string) *DataLayout {
	if l, ok := layoutCache.Load(s); ok {
		return l.(*DataLayout)
	}
	l := &DataLayout{
		ints:    []layoutSpec{{1, 1, 1}, {8, 1, 1}, {16, 2, 2}, {32, 4, 4}, {64, 4, 8}},
		floats:  []layoutSpec{{16, 2, 2}, {32, 4, 4}, {64, 8, 8}, {128, 16, 16}},
		vecs:    []layoutSpec{{64, 8, 8}, {128, 16, 16}},
		ptrs:    map[uint32]layoutSpec{0: {64, 8, 8}},
		aggABI:  1,
		aggPref: 8,
	}
	for _, e := range strings.Split(s, "-") {
		if e == "" {
			continue
		}
		parts := strings.Split(e[1:], ":")
		num := func(i int) uint64 {
			if i >= len(parts) {
				return 0
			}
			v, _ := strconv.ParseUint(parts[i], 10, 64)
			return v
		}
		spec := func(first int) (abi, pref uint64) {
			abi = num(first) / 8
			pref = abi
			if first+1 < len(parts) {
				pref = num(first+1) / 8
			}
			return
		}
		switch e[0] {
		case 'i', 'f', 'v':
			abi, pref := spec(1)
			sp := layoutSpec{num(0), abi, pref}
			switch e[0] {
			case 'i':
				l.ints = setLayoutSpec(l.ints, sp)
			case 'f':
				l.floats = setLayoutSpec(l.floats, sp)
			default:
				l.vecs = setLayoutSpec(l.vecs, sp)
			}
		case 'a':
			l.aggABI, l.aggPref = spec(1)
		case 'p':
			as, _ := strconv.ParseUint(parts[0], 10, 32)
			abi, pref := spec(2)
			l.ptrs[uint32(as)] = layoutSpec{num(1), abi, pref}
		case 'P':
			if v, err := strconv.ParseUint(e[1:], 10, 32); err == nil {
				l.programAS = uint32(v)
			}
		case 'F':
			if len(e) > 2 {
				v, _ := strconv.ParseUint(e[2:], 10, 64)
				l.fnPtrAlign, l.fnPtrMultiple = v/8, e[1] == 'n'
			}
		}
	}
	layoutCache.Store(s, l)
	return l
}

func setLayoutSpec(specs []layoutSpec, sp layoutSpec) []layoutSpec {
	for i, s := range specs {
		if s.bits == sp.bits {
			specs[i] = sp
			return specs
		}
		if s.bits > sp.bits {
			return append(specs[:i], append([]layoutSpec{sp}, specs[i:]...)...)
		}
	}
	return append(specs, sp)
}

func pick(s layoutSpec, abi bool) uint64 {
	if abi {
		return s.abi
	}
	return s.pref
}

func pow2Ceil(v uint64) uint64 {
	if v <= 1 {
		return 1
	}
	return 1 << bits.Len64(v-1)
}

// ProgramAddrSpace is the address space functions are created in.
func (l *DataLayout) ProgramAddrSpace() uint32 { return l.programAS }

// PointerBits is the width of a pointer in address space as.
func (l *DataLayout) PointerBits(as uint32) uint64 { return l.ptr(as).bits }

// ABIAlign is DataLayout::getABITypeAlign, in bytes.
func (l *DataLayout) ABIAlign(t Type) uint64 { return l.align(t, true) }

// PrefAlign is DataLayout::getPrefTypeAlign, in bytes.
func (l *DataLayout) PrefAlign(t Type) uint64 { return l.align(t, false) }

// StoreSize is DataLayout::getTypeStoreSize: the bytes a store of t writes.
func (l *DataLayout) StoreSize(t Type) uint64 { return (l.sizeBits(t) + 7) / 8 }

func (l *DataLayout) ptr(as uint32) layoutSpec {
	if p, ok := l.ptrs[as]; ok {
		return p
	}
	return l.ptrs[0]
}

// align is DataLayout::getAlignment: ABI or preferred, in bytes.
func (l *DataLayout) align(t Type, abi bool) uint64 {
	switch t := t.(type) {
	case *IntType:
		for _, s := range l.ints {
			if s.bits >= uint64(t.Bits) {
				return pick(s, abi)
			}
		}
		return pick(l.ints[len(l.ints)-1], abi)
	case *FloatType:
		w := uint64(t.Bits())
		for _, s := range l.floats {
			if s.bits == w {
				return pick(s, abi)
			}
		}
		return pow2Ceil((w + 7) / 8)
	case *PointerType:
		return pick(l.ptr(t.AddrSpace), abi)
	case *VectorType:
		w := l.sizeBits(t)
		for _, s := range l.vecs {
			if s.bits == w {
				return pick(s, abi)
			}
		}
		return pow2Ceil((w + 7) / 8)
	case *ArrayType:
		return l.align(t.Elem, abi)
	case *StructType:
		if t.Packed && abi {
			return 1
		}
		a := l.aggABI
		if !abi {
			a = l.aggPref
		}
		if fa := l.structAlign(t); fa > a {
			a = fa
		}
		return a
	}
	return 1
}

// structAlign is the alignment of a struct's layout (its fields' ABI
// alignments; 1 when packed).
func (l *DataLayout) structAlign(t *StructType) uint64 {
	a := uint64(1)
	if t.Packed {
		return a
	}
	for _, f := range t.Fields {
		if fa := l.align(f, true); fa > a {
			a = fa
		}
	}
	return a
}

// sizeBits is DataLayout::getTypeSizeInBits.
func (l *DataLayout) sizeBits(t Type) uint64 {
	switch t := t.(type) {
	case *IntType:
		return uint64(t.Bits)
	case *FloatType:
		return uint64(t.Bits())
	case *PointerType:
		return l.ptr(t.AddrSpace).bits
	case *VectorType:
		return uint64(t.Len) * l.sizeBits(t.Elem)
	case *ArrayType:
		return t.Len * l.allocSize(t.Elem) * 8
	case *StructType:
		var off uint64
		for _, f := range t.Fields {
			if !t.Packed {
				off = alignUp(off, l.align(f, true))
			}
			off += l.allocSize(f)
		}
		return alignUp(off, l.structAlign(t)) * 8
	}
	return 0
}

func alignUp(v, a uint64) uint64 { return (v + a - 1) / a * a }

// allocSize is DataLayout::getTypeAllocSize in bytes.
func (l *DataLayout) allocSize(t Type) uint64 {
	return alignUp(l.StoreSize(t), l.align(t, true))
}
