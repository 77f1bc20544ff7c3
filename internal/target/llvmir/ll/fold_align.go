package ll

import (
	"math/bits"
	"strconv"
	"strings"
	"sync"
)

// The one fold that needs the data layout: `and (ptrtoint @g), mask` is 0
// when the mask only keeps bits that @g's alignment clears. LLVM reads the
// alignment from the global's module (Value::getPointerAlignment with the
// module's DataLayout), so this file models the alignment part of a data
// layout string with LLVM 19's defaults.

// layoutSpec is one iN/fN/vN entry: width in bits, alignments in bytes.
type layoutSpec struct{ bits, abi, pref uint64 }

// foldLayout is what the fold needs of a data layout.
type foldLayout struct {
	ints, floats, vecs []layoutSpec
	ptrs               map[uint32]layoutSpec // by address space
	aggABI, aggPref    uint64
	fnPtrAlign         uint64 // 0: not given
	fnPtrMultiple      bool   // "Fn": a multiple of the function's alignment
}

var layoutCache sync.Map // string → *foldLayout

// layoutOf parses (once) the alignment entries of a data layout string.
func layoutOf(s string) *foldLayout {
	if l, ok := layoutCache.Load(s); ok {
		return l.(*foldLayout)
	}
	l := &foldLayout{
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

func (l *foldLayout) ptr(as uint32) layoutSpec {
	if p, ok := l.ptrs[as]; ok {
		return p
	}
	return l.ptrs[0]
}

// align is DataLayout::getAlignment: ABI or preferred, in bytes.
func (l *foldLayout) align(t Type, abi bool) uint64 {
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
func (l *foldLayout) structAlign(t *StructType) uint64 {
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
func (l *foldLayout) sizeBits(t Type) uint64 {
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
func (l *foldLayout) allocSize(t Type) uint64 {
	return alignUp((l.sizeBits(t)+7)/8, l.align(t, true))
}

// isStrongDefinition is GlobalValue::isStrongDefinitionForLinker.
func isStrongDefinition(g *GlobalVariable) bool {
	if g.Init == nil {
		return false
	}
	switch g.Linkage {
	case AvailableExternally, Weak, WeakODR, LinkOnce, LinkOnceODR, Common, ExternWeak:
		return false
	}
	return true
}

// globalPtrAlign is the alignment ConstantFold assumes for a global's
// address: Value::getPointerAlignment under the module's data layout,
// 4 for functions when the layout gives no function pointer alignment;
// without a module only a variable's explicit alignment counts.
func globalPtrAlign(g Constant) uint64 {
	gc := globalCommon(g)
	if gc == nil {
		return 1
	}
	if gc.Parent == nil {
		if _, ok := g.(*GlobalVariable); ok && gc.Align > 0 {
			return gc.Align
		}
		return 1
	}
	l := layoutOf(gc.Parent.DataLayout)
	switch g := g.(type) {
	case *Function:
		if l.fnPtrAlign == 0 {
			return 4
		}
		if l.fnPtrMultiple && gc.Align > l.fnPtrAlign {
			return gc.Align
		}
		return l.fnPtrAlign
	case *GlobalVariable:
		if gc.Align > 0 {
			return gc.Align
		}
		if !isSized(g.ValueType) {
			return 1
		}
		if !isStrongDefinition(g) {
			return l.align(g.ValueType, true)
		}
		a := l.align(g.ValueType, false)
		if a < 16 && l.sizeBits(g.ValueType) > 128 {
			a = 16
		}
		return a
	}
	return 1
}

// foldAndOfGlobal folds `and (ptrtoint @g), mask` to 0 when @g's
// alignment clears every bit the mask keeps; else nil.
func foldAndOfGlobal(c1 Constant, mask *ConstInt) Constant {
	ce, ok := c1.(*ConstExpr)
	if !ok || ce.Op != OpPtrToInt || !isGlobal(ce.Ops[0]) {
		return nil
	}
	a := globalPtrAlign(ce.Ops[0])
	if a <= 1 {
		return nil
	}
	src := uint32(bits.TrailingZeros64(a))
	if src > mask.Typ.Bits {
		src = mask.Typ.Bits
	}
	m := intVal(mask)
	for i := int(src); i < m.BitLen(); i++ {
		if m.Bit(i) != 0 {
			return nil
		}
	}
	return nullValue(mask.Typ)
}
