package ll

import (
	"math"
	"math/big"
)

// NewArray returns the array constant of elems, or zeroinitializer,
// undef or poison when LLVM's ConstantArray::get would return that (all
// elements the same null value, undef or poison; no elements is
// zeroinitializer).
func NewArray(t *ArrayType, elems []Constant) Constant {
	if c := canonicalConst(t, elems, true); c != nil {
		return c
	}
	if d := dataOf(t.Elem, elems); d != nil {
		return &ConstData{Typ: t, Data: d}
	}
	return &ConstArray{Typ: t, Elems: elems}
}

// NewStruct returns the struct constant of elems, or zeroinitializer
// when every element is a null value, poison when all are poison, undef
// when all are undef (ConstantStruct::get).
func NewStruct(t *StructType, elems []Constant) Constant {
	if c := canonicalConst(t, elems, false); c != nil {
		return c
	}
	return &ConstStruct{Typ: t, Elems: elems}
}

// NewVector returns the vector constant of elems, canonicalized as
// ConstantVector::get does (as NewArray).
func NewVector(t *VectorType, elems []Constant) Constant {
	if c := canonicalConst(t, elems, true); c != nil {
		return c
	}
	if d := dataOf(t.Elem, elems); d != nil {
		return &ConstData{Typ: t, Data: d}
	}
	return &ConstVector{Typ: t, Elems: elems}
}

// Splat returns the vector of type t whose elements are all e, as
// LLVM's ConstantVector::getSplat: a constant vector for a fixed vector
// type, and for a scalable one zeroinitializer, undef, poison or the
// constant expression `shufflevector (insertelement (poison, e, i64 0),
// poison, zeroinitializer)`.
func Splat(t *VectorType, e Constant) Constant {
	if c := splatVec(t, e); c != nil {
		return c
	}
	poison := &Poison{Typ: t}
	ins := &ConstExpr{Op: OpInsertElement, Typ: t, Ops: []Constant{poison, e, Int(I64, 0)}}
	return &ConstExpr{Op: OpShuffleVector, Typ: t, Ops: []Constant{ins, poison}, Mask: make([]int32, t.Len)}
}

// shuffleMaskConst is a shufflevector mask as LLVM prints it: a vector of
// i32 with poison for -1, canonicalized (all zero is zeroinitializer).
func shuffleMaskConst(t *VectorType, mask []int32) Constant {
	mt := NewVectorType(uint32(len(mask)), I32, t.Scalable)
	elems := make([]Constant, len(mask))
	for i, m := range mask {
		if m < 0 {
			elems[i] = &Poison{Typ: I32}
		} else {
			elems[i] = Int(I32, int64(m))
		}
	}
	return NewVector(mt, elems)
}

func canonicalConst(t Type, elems []Constant, same bool) Constant {
	switch canonicalKind(elems, same) {
	case aggZero:
		return &ZeroInit{Typ: t}
	case aggUndef:
		return &Undef{Typ: t}
	case aggPoison:
		return &Poison{Typ: t}
	}
	return nil
}

// IsZeroValue reports whether c is LLVM's null value of its type
// (Constant::isNullValue): integer 0, +0.0, null, zeroinitializer, none.
func IsZeroValue(c Constant) bool {
	switch c := c.(type) {
	case *ConstInt:
		return c.V == nil || normInt(c).Sign() == 0
	case *ConstFloat:
		return c.Hi == 0 && c.Lo == 0
	case *ConstNull, *ZeroInit, *ConstNone:
		return true
	case *ConstArray:
		return allZero(c.Elems)
	case *ConstStruct:
		return allZero(c.Elems)
	case *ConstVector:
		return allZero(c.Elems)
	case *ConstData:
		return allZeroBytes(c.Data)
	}
	return false
}

// allZero treats a non-canonical aggregate of null values as null.
func allZero(es []Constant) bool {
	for _, e := range es {
		if !IsZeroValue(e) {
			return false
		}
	}
	return true
}

// ZeroValue returns Constant::getNullValue(t): 0, +0.0, null,
// zeroinitializer (aggregates, vectors, target extension types), none.
func ZeroValue(t Type) Constant {
	switch t := t.(type) {
	case *IntType:
		return Int(t, 0)
	case *FloatType:
		return &ConstFloat{Typ: t}
	case *PointerType:
		return &ConstNull{Typ: t}
	case *TokenType:
		return &ConstNone{}
	}
	return &ZeroInit{Typ: t}
}

// Float32 returns the float constant v.
func Float32(v float32) *ConstFloat {
	return &ConstFloat{Typ: Float, Lo: uint64(math.Float32bits(v))}
}

// Float64 returns the double constant v.
func Float64(v float64) *ConstFloat {
	return &ConstFloat{Typ: Double, Lo: math.Float64bits(v)}
}

// FloatBits returns the constant of type t with the given bit pattern
// (see ConstFloat for how hi and lo are used).
func FloatBits(t *FloatType, hi, lo uint64) *ConstFloat {
	return &ConstFloat{Typ: t, Hi: hi, Lo: lo}
}

// Bool returns i1 true or false.
func Bool(b bool) *ConstInt {
	if b {
		return &ConstInt{Typ: I1, V: big.NewInt(1)}
	}
	return &ConstInt{Typ: I1, V: big.NewInt(0)}
}

// String returns s as an [N x i8] constant, with a trailing NUL when
// nulTerminate (LLVM's ConstantDataArray::getString): raw bytes, or
// zeroinitializer when every byte is 0.
func String(s string, nulTerminate bool) Constant {
	n := len(s)
	if nulTerminate {
		n++
	}
	data := make([]byte, n)
	copy(data, s)
	return Bytes(data)
}

var byteConsts [256]*ConstInt

func init() {
	for i := range byteConsts {
		byteConsts[i] = &ConstInt{Typ: I8, V: big.NewInt(int64(int8(i)))}
	}
}

// byteConst shares one constant per byte value; constants are immutable.
func byteConst(b byte) *ConstInt { return byteConsts[b] }
