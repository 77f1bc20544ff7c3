package ll

import (
	"encoding/binary"
	"math/big"
)

// ConstData is an array or fixed vector of plain numbers stored as raw
// little-endian element bytes, as LLVM's ConstantDataArray and
// ConstantDataVector: elements are integers of 8, 16, 32 or 64 bits or
// half, bfloat, float or double. An embedded device binary or a dense
// constant of N bytes costs N bytes here instead of an interface value
// per element, and the constant has no operands for edits to walk.
// Build it with NewData (or NewArray, NewVector, String, Bytes), which
// keep LLVM's canonical forms: all-zero data is zeroinitializer.
// Data must not be modified once the constant is built.
type ConstData struct {
	Typ  Type // *ArrayType or fixed *VectorType
	Data []byte
}

func (c *ConstData) Type() Type { return c.Typ }
func (*ConstData) isValue()     {}
func (*ConstData) isConst()     {}

// DataElemSize is the byte size of an element of type t in a ConstData
// (ConstantDataSequential::isElementTypeCompatible), 0 when t's
// constants cannot be stored as raw data.
func DataElemSize(t Type) int {
	switch t := t.(type) {
	case *IntType:
		if t.Bits == 8 || t.Bits == 16 || t.Bits == 32 || t.Bits == 64 {
			return int(t.Bits / 8)
		}
	case *FloatType:
		switch t.Kind {
		case FHalf, FBFloat, FFloat, FDouble:
			return t.Bits() / 8
		}
	}
	return 0
}

// seqElem is the element type and count of an array or fixed vector
// type, nil for the others.
func seqElem(t Type) (Type, int) {
	switch t := t.(type) {
	case *ArrayType:
		return t.Elem, int(t.Len)
	case *VectorType:
		if !t.Scalable {
			return t.Elem, int(t.Len)
		}
	}
	return nil, 0
}

// NewData returns the constant of array or fixed vector type t whose
// elements are data's little-endian values, or zeroinitializer when data
// is all zero (ConstantDataArray/ConstantDataVector::get). It returns nil
// when t's elements cannot be stored as raw data or data has the wrong
// length. data is kept, not copied.
func NewData(t Type, data []byte) Constant {
	elem, n := seqElem(t)
	size := DataElemSize(elem)
	if size == 0 || len(data) != n*size {
		return nil
	}
	if allZeroBytes(data) {
		return &ZeroInit{Typ: t}
	}
	return &ConstData{Typ: t, Data: data}
}

// Bytes returns data as a [len(data) x i8] constant (ConstantDataArray
// of bytes; zeroinitializer when all zero). data is kept, not copied.
func Bytes(data []byte) Constant {
	return NewData(NewArrayType(uint64(len(data)), I8), data)
}

func allZeroBytes(b []byte) bool {
	for _, x := range b {
		if x != 0 {
			return false
		}
	}
	return true
}

// dataOf returns the raw form of elems when every element is a plain
// number of an element type ConstData can hold, else nil.
func dataOf(elem Type, elems []Constant) []byte {
	size := DataElemSize(elem)
	if size == 0 || len(elems) == 0 {
		return nil
	}
	data := make([]byte, 0, size*len(elems))
	for _, e := range elems {
		switch e := e.(type) {
		case *ConstInt:
			if !TypeEqual(e.Typ, elem) {
				return nil
			}
			var lo uint64
			if e.V != nil {
				v := intVal(e)
				lo = v.Uint64()
			}
			data = appendLE(data, lo, size)
		case *ConstFloat:
			if !TypeEqual(e.Typ, elem) {
				return nil
			}
			data = appendLE(data, e.Lo, size)
		default:
			return nil
		}
	}
	return data
}

func appendLE(b []byte, v uint64, size int) []byte {
	for i := 0; i < size; i++ {
		b = append(b, byte(v>>(8*uint(i))))
	}
	return b
}

// Len is the number of elements.
func (c *ConstData) Len() int {
	_, n := seqElem(c.Typ)
	return n
}

// ElemType is the type of the elements.
func (c *ConstData) ElemType() Type {
	e, _ := seqElem(c.Typ)
	return e
}

// elemBits returns the raw bits of element i.
func (c *ConstData) elemBits(i int) uint64 {
	size := DataElemSize(c.ElemType())
	b := c.Data[i*size : (i+1)*size]
	switch size {
	case 1:
		return uint64(b[0])
	case 2:
		return uint64(binary.LittleEndian.Uint16(b))
	case 4:
		return uint64(binary.LittleEndian.Uint32(b))
	}
	return binary.LittleEndian.Uint64(b)
}

// Elem returns element i as an integer or floating-point constant
// (ConstantDataSequential::getElementAsConstant).
func (c *ConstData) Elem(i int) Constant {
	bits := c.elemBits(i)
	switch t := c.ElemType().(type) {
	case *IntType:
		if t.Bits == 8 {
			return byteConst(byte(bits))
		}
		v := new(big.Int).SetUint64(bits)
		return &ConstInt{Typ: t, V: toSigned(v, t.Bits)}
	case *FloatType:
		return &ConstFloat{Typ: t, Lo: bits}
	}
	return nil
}

// Elems returns every element as a constant, for code that needs them
// one by one (folders); printing and editing do not.
func (c *ConstData) Elems() []Constant {
	es := make([]Constant, c.Len())
	for i := range es {
		es[i] = c.Elem(i)
	}
	return es
}

// isSplat reports whether every element has the same bits.
func (c *ConstData) isSplat() bool {
	size := DataElemSize(c.ElemType())
	first := c.Data[:size]
	for i := size; i < len(c.Data); i += size {
		if string(c.Data[i:i+size]) != string(first) {
			return false
		}
	}
	return true
}

// expand returns the element-by-element form of c (a ConstArray or
// ConstVector), for the folders' code paths written against those.
func (c *ConstData) expand() Constant {
	switch t := c.Typ.(type) {
	case *ArrayType:
		return &ConstArray{Typ: t, Elems: c.Elems()}
	case *VectorType:
		return &ConstVector{Typ: t, Elems: c.Elems()}
	}
	return c
}
