package llvmir

import (
	"strconv"
	"strings"

	"gpuc/internal/target/llvmir/ll"
)

// dataLayout answers the alignment questions LLVM's IRBuilder asks its
// module's DataLayout when an instruction is created without an explicit
// alignment (loads and stores take the ABI alignment, allocas the
// preferred one, atomics the store size). It follows LLVM 19's defaults
// and its rules for types without an entry.
type dataLayout struct {
	ints            []dlSpec // sorted by width
	floats          []dlSpec
	vecs            []dlSpec
	ptrs            []dlPtr
	aggABI, aggPref uint64 // bytes
	// programAS is the address space of functions (`P<n>`), in which
	// LLVM's Module::getOrInsertFunction creates them.
	programAS uint32
}

type dlSpec struct{ bits, abi, pref uint64 } // alignments in bytes

type dlPtr struct{ as, bits, abi, pref uint64 }

// parseDataLayout reads the entries of an LLVM data layout string that
// affect alignment; malformed entries keep the defaults (the verifier has
// rejected invalid strings).
func parseDataLayout(s string) *dataLayout {
	dl := &dataLayout{
		ints:    []dlSpec{{1, 1, 1}, {8, 1, 1}, {16, 2, 2}, {32, 4, 4}, {64, 4, 8}},
		floats:  []dlSpec{{16, 2, 2}, {32, 4, 4}, {64, 8, 8}, {128, 16, 16}},
		vecs:    []dlSpec{{64, 8, 8}, {128, 16, 16}},
		ptrs:    []dlPtr{{0, 64, 8, 8}},
		aggABI:  1,
		aggPref: 8,
	}
	if s == "" {
		return dl
	}
	for _, e := range strings.Split(s, "-") {
		if e == "" {
			continue
		}
		parts := strings.Split(e[1:], ":")
		num := func(i int) (uint64, bool) {
			if i >= len(parts) || parts[i] == "" {
				return 0, false
			}
			v, err := strconv.ParseUint(parts[i], 10, 64)
			return v, err == nil
		}
		switch e[0] {
		case 'i', 'f', 'v':
			bits, ok := num(0)
			if !ok {
				continue
			}
			abi, _ := num(1)
			pref, ok := num(2)
			if !ok {
				pref = abi
			}
			sp := dlSpec{bits, abi / 8, pref / 8}
			switch e[0] {
			case 'i':
				dl.ints = setSpec(dl.ints, sp)
			case 'f':
				dl.floats = setSpec(dl.floats, sp)
			default:
				dl.vecs = setSpec(dl.vecs, sp)
			}
		case 'P':
			if v, err := strconv.ParseUint(e[1:], 10, 32); err == nil {
				dl.programAS = uint32(v)
			}
		case 'a':
			abi, _ := num(1)
			pref, ok := num(2)
			if !ok {
				pref = abi
			}
			dl.aggABI, dl.aggPref = max(abi/8, 1), max(pref/8, 1)
		case 'p':
			as := uint64(0)
			if parts[0] != "" {
				v, err := strconv.ParseUint(parts[0], 10, 32)
				if err != nil {
					continue
				}
				as = v
			}
			bits, ok := num(1)
			if !ok {
				continue
			}
			abi, _ := num(2)
			pref, ok := num(3)
			if !ok {
				pref = abi
			}
			p := dlPtr{as, bits, abi / 8, pref / 8}
			replaced := false
			for i := range dl.ptrs {
				if dl.ptrs[i].as == as {
					dl.ptrs[i], replaced = p, true
				}
			}
			if !replaced {
				dl.ptrs = append(dl.ptrs, p)
			}
		}
	}
	return dl
}

func setSpec(specs []dlSpec, sp dlSpec) []dlSpec {
	for i := range specs {
		if specs[i].bits == sp.bits {
			specs[i] = sp
			return specs
		}
		if specs[i].bits > sp.bits {
			specs = append(specs[:i+1], specs[i:]...)
			specs[i] = sp
			return specs
		}
	}
	return append(specs, sp)
}

func (dl *dataLayout) ptr(as uint32) dlPtr {
	for _, p := range dl.ptrs {
		if p.as == uint64(as) {
			return p
		}
	}
	return dl.ptrs[0]
}

func pow2Ceil(v uint64) uint64 {
	p := uint64(1)
	for p < v {
		p <<= 1
	}
	return p
}

// align returns the ABI (abi) or preferred alignment of t in bytes.
func (dl *dataLayout) align(t ll.Type, abi bool) uint64 {
	pick := func(s dlSpec) uint64 {
		if abi {
			return max(s.abi, 1)
		}
		return max(s.pref, 1)
	}
	switch t := t.(type) {
	case *ll.IntType:
		for _, s := range dl.ints {
			if s.bits >= uint64(t.Bits) {
				return pick(s)
			}
		}
		return pick(dl.ints[len(dl.ints)-1])
	case *ll.FloatType:
		bits := uint64(t.Bits())
		if t.Kind == ll.FX86FP80 {
			bits = 80
		}
		for _, s := range dl.floats {
			if s.bits == bits {
				return pick(s)
			}
		}
		return pow2Ceil(dl.storeSize(t))
	case *ll.PointerType:
		p := dl.ptr(t.AddrSpace)
		if abi {
			return max(p.abi, 1)
		}
		return max(p.pref, 1)
	case *ll.ArrayType:
		return dl.align(t.Elem, abi)
	case *ll.VectorType:
		bits := dl.sizeBits(t)
		for _, s := range dl.vecs {
			if s.bits == bits {
				return pick(s)
			}
		}
		return max(pow2Ceil(dl.storeSize(t)), 1)
	case *ll.StructType:
		a := uint64(1)
		if !t.Packed {
			for _, f := range t.Fields {
				a = max(a, dl.align(f, true))
			}
		}
		if abi {
			return max(a, dl.aggABI)
		}
		return max(a, dl.aggPref)
	case *ll.TargetExtType:
		return 1
	}
	return 1
}

// sizeBits is LLVM's getTypeSizeInBits (scalable vectors by their minimum).
func (dl *dataLayout) sizeBits(t ll.Type) uint64 {
	switch t := t.(type) {
	case *ll.IntType:
		return uint64(t.Bits)
	case *ll.FloatType:
		if t.Kind == ll.FX86FP80 {
			return 80
		}
		return uint64(t.Bits())
	case *ll.PointerType:
		return dl.ptr(t.AddrSpace).bits
	case *ll.ArrayType:
		return t.Len * dl.allocSize(t.Elem) * 8
	case *ll.VectorType:
		return uint64(t.Len) * dl.sizeBits(t.Elem)
	case *ll.StructType:
		return dl.structSize(t) * 8
	}
	return 0
}

// storeSize is the number of bytes a store of t writes.
func (dl *dataLayout) storeSize(t ll.Type) uint64 { return (dl.sizeBits(t) + 7) / 8 }

// allocSize is the store size rounded up to the ABI alignment.
func (dl *dataLayout) allocSize(t ll.Type) uint64 {
	a := dl.align(t, true)
	s := dl.storeSize(t)
	return (s + a - 1) / a * a
}

func (dl *dataLayout) structSize(t *ll.StructType) uint64 {
	off, maxA := uint64(0), uint64(1)
	for _, f := range t.Fields {
		a := uint64(1)
		if !t.Packed {
			a = dl.align(f, true)
		}
		maxA = max(maxA, a)
		off = (off + a - 1) / a * a
		off += dl.allocSize(f)
	}
	return (off + maxA - 1) / maxA * maxA
}
