package ir

import (
	"math"

	"gpuc/internal/apfloat"
)

// Type is an immutable type uniqued by a Context: two types are equal
// exactly when they are the same value (==).
type Type interface {
	uniqued
	isType()
}

// Signedness of an integer type.
type Signedness uint8

// Integer signedness kinds, as in MLIR: i32 is signless, si32 signed, ui32
// unsigned.
const (
	Signless Signedness = iota
	Signed
	Unsigned
)

// IntegerType is `iN`, `siN` or `uiN`.
type IntegerType struct {
	TypeBase
	Width      int
	Signedness Signedness
}

// IntegerType returns the integer type of the given width and signedness.
func (c *Context) IntegerType(width int, s Signedness) *IntegerType {
	k := intKey{width, s}
	c.mu.Lock()
	t, ok := c.ints[k]
	c.mu.Unlock()
	if ok {
		return t
	}
	t = intern(c, c.keyOf(kInt).Int(int64(width)).Uint(uint64(s)), func() *IntegerType {
		return &IntegerType{Width: width, Signedness: s}
	})
	c.mu.Lock()
	c.ints[k] = t
	c.mu.Unlock()
	return t
}

// I returns the signless integer type of the given width.
func (c *Context) I(width int) *IntegerType { return c.IntegerType(width, Signless) }

// IsSignless reports whether t is a signless integer type.
func (t *IntegerType) IsSignless() bool { return t.Signedness == Signless }

// IndexType is `index`.
type IndexType struct{ TypeBase }

// Index returns the index type.
func (c *Context) Index() *IndexType { return c.index }

// NoneType is `none`.
type NoneType struct{ TypeBase }

// None returns the none type.
func (c *Context) None() *NoneType { return c.none }

// FloatKind names a floating-point format.
type FloatKind uint8

// The builtin float formats of MLIR 19.
const (
	F16 FloatKind = iota
	BF16
	F32
	F64
	F80
	F128
	TF32
	F8E5M2
	F8E4M3
	F8E4M3FN
	F8E5M2FNUZ
	F8E4M3FNUZ
	F8E4M3B11FNUZ
	numFloatKinds
)

var floatNames = [...]string{
	F16: "f16", BF16: "bf16", F32: "f32", F64: "f64", F80: "f80", F128: "f128", TF32: "tf32",
	F8E5M2: "f8E5M2", F8E4M3: "f8E4M3", F8E4M3FN: "f8E4M3FN", F8E5M2FNUZ: "f8E5M2FNUZ",
	F8E4M3FNUZ: "f8E4M3FNUZ", F8E4M3B11FNUZ: "f8E4M3B11FNUZ",
}

// String returns the MLIR spelling of the format.
func (k FloatKind) String() string { return floatNames[k] }

// FloatKindByName maps an MLIR float type keyword to its kind.
func FloatKindByName(name string) (FloatKind, bool) {
	for i, n := range floatNames {
		if n == name {
			return FloatKind(i), true
		}
	}
	return 0, false
}

// FloatType is one of the builtin float types.
type FloatType struct {
	TypeBase
	Kind FloatKind
	sem  *apfloat.Semantics
}

// Float returns the float type of the given kind.
func (c *Context) Float(k FloatKind) *FloatType {
	c.mu.Lock()
	t, ok := c.floats[k]
	c.mu.Unlock()
	if ok {
		return t
	}
	t = intern(c, c.keyOf(kFloat).Uint(uint64(k)), func() *FloatType {
		return &FloatType{Kind: k, sem: apfloat.SemanticsByName(k.String())}
	})
	c.mu.Lock()
	c.floats[k] = t
	c.mu.Unlock()
	return t
}

// Semantics returns the APFloat semantics of the type.
func (t *FloatType) Semantics() *apfloat.Semantics { return t.sem }

// Width returns the bit width of the type.
func (t *FloatType) Width() int { return t.sem.BitWidth() }

// ComplexType is `complex<T>`.
type ComplexType struct {
	TypeBase
	Elem Type
}

// Complex returns complex<elem>.
func (c *Context) Complex(elem Type) *ComplexType {
	return intern(c, c.keyOf(kComplex).Type(elem), func() *ComplexType { return &ComplexType{Elem: elem} })
}

// Dynamic marks a dynamic dimension size, stride or offset (`?`).
const Dynamic int64 = math.MinInt64

// ShapedType is implemented by vectors, tensors and memrefs.
type ShapedType interface {
	Type
	ElementType() Type
	// Shape returns nil for unranked types.
	Shape() []int64
	HasRank() bool
}

// NumElements returns the product of the dimensions, or -1 if any is dynamic
// or the type is unranked.
func NumElements(t ShapedType) int64 {
	if !t.HasRank() {
		return -1
	}
	n := int64(1)
	for _, d := range t.Shape() {
		if d == Dynamic {
			return -1
		}
		n *= d
	}
	return n
}

func shapeKey(k *Key, shape []int64) *Key {
	k.Uint(uint64(len(shape)))
	for _, d := range shape {
		k.Int(d)
	}
	return k
}

// VectorType is `vector<4x[8]xf32>`.
type VectorType struct {
	TypeBase
	Dims     []int64
	Scalable []bool // nil when no dimension is scalable
	Elem     Type
}

// Vector returns a vector type; scalable may be nil.
func (c *Context) Vector(shape []int64, scalable []bool, elem Type) *VectorType {
	any := false
	for _, s := range scalable {
		any = any || s
	}
	if !any {
		scalable = nil
	}
	k := shapeKey(c.keyOf(kVector), shape).Type(elem)
	for _, s := range scalable {
		k.Bool(s)
	}
	return intern(c, k, func() *VectorType {
		return &VectorType{Dims: append([]int64(nil), shape...), Scalable: append([]bool(nil), scalable...), Elem: elem}
	})
}

func (t *VectorType) ElementType() Type { return t.Elem }
func (t *VectorType) Shape() []int64    { return t.Dims }
func (t *VectorType) HasRank() bool     { return true }

// RankedTensorType is `tensor<2x?xf32, #enc>`.
type RankedTensorType struct {
	TypeBase
	Dims     []int64
	Elem     Type
	Encoding Attribute // may be nil
}

// RankedTensor returns a ranked tensor type; encoding may be nil.
func (c *Context) RankedTensor(shape []int64, elem Type, encoding Attribute) *RankedTensorType {
	k := shapeKey(c.keyOf(kTensor), shape).Type(elem).Attr(encoding)
	return intern(c, k, func() *RankedTensorType {
		return &RankedTensorType{Dims: append([]int64(nil), shape...), Elem: elem, Encoding: encoding}
	})
}

func (t *RankedTensorType) ElementType() Type { return t.Elem }
func (t *RankedTensorType) Shape() []int64    { return t.Dims }
func (t *RankedTensorType) HasRank() bool     { return true }

// UnrankedTensorType is `tensor<*xf32>`.
type UnrankedTensorType struct {
	TypeBase
	Elem Type
}

// UnrankedTensor returns tensor<*xelem>.
func (c *Context) UnrankedTensor(elem Type) *UnrankedTensorType {
	return intern(c, c.keyOf(kUnrankedTensor).Type(elem), func() *UnrankedTensorType {
		return &UnrankedTensorType{Elem: elem}
	})
}

func (t *UnrankedTensorType) ElementType() Type { return t.Elem }
func (t *UnrankedTensorType) Shape() []int64    { return nil }
func (t *UnrankedTensorType) HasRank() bool     { return false }

// MemRefType is `memref<4x?xf32, layout, memspace>`.
type MemRefType struct {
	TypeBase
	Dims        []int64
	Elem        Type
	Layout      Attribute // nil for the identity layout
	MemorySpace Attribute // nil for the default memory space
}

// MemRef returns a ranked memref type. An identity affine map layout and an
// integer memory space 0 are canonicalised to nil, as MLIR does.
func (c *Context) MemRef(shape []int64, elem Type, layout, memSpace Attribute) *MemRefType {
	if m, ok := layout.(*AffineMapAttr); ok && m.Map.IsIdentity() && m.Map.NumDims == len(shape) {
		layout = nil
	}
	memSpace = canonicalMemorySpace(memSpace)
	k := shapeKey(c.keyOf(kMemRef), shape).Type(elem).Attr(layout).Attr(memSpace)
	return intern(c, k, func() *MemRefType {
		return &MemRefType{Dims: append([]int64(nil), shape...), Elem: elem, Layout: layout, MemorySpace: memSpace}
	})
}

func canonicalMemorySpace(a Attribute) Attribute {
	if i, ok := a.(*IntegerAttr); ok && i.IsZero() {
		return nil
	}
	return a
}

func (t *MemRefType) ElementType() Type { return t.Elem }
func (t *MemRefType) Shape() []int64    { return t.Dims }
func (t *MemRefType) HasRank() bool     { return true }

// UnrankedMemRefType is `memref<*xf32, memspace>`.
type UnrankedMemRefType struct {
	TypeBase
	Elem        Type
	MemorySpace Attribute
}

// UnrankedMemRef returns memref<*xelem, memSpace>.
func (c *Context) UnrankedMemRef(elem Type, memSpace Attribute) *UnrankedMemRefType {
	memSpace = canonicalMemorySpace(memSpace)
	return intern(c, c.keyOf(kUnrankedMemRef).Type(elem).Attr(memSpace), func() *UnrankedMemRefType {
		return &UnrankedMemRefType{Elem: elem, MemorySpace: memSpace}
	})
}

func (t *UnrankedMemRefType) ElementType() Type { return t.Elem }
func (t *UnrankedMemRefType) Shape() []int64    { return nil }
func (t *UnrankedMemRefType) HasRank() bool     { return false }

// TupleType is `tuple<i32, f32>`.
type TupleType struct {
	TypeBase
	Types []Type
}

func typesKey(k *Key, ts []Type) *Key {
	k.Uint(uint64(len(ts)))
	for _, t := range ts {
		k.Type(t)
	}
	return k
}

// Tuple returns tuple<types...>.
func (c *Context) Tuple(types []Type) *TupleType {
	return intern(c, typesKey(c.keyOf(kTuple), types), func() *TupleType {
		return &TupleType{Types: append([]Type(nil), types...)}
	})
}

// FunctionType is `(inputs) -> results`.
type FunctionType struct {
	TypeBase
	Inputs  []Type
	Results []Type
}

// Function returns the function type (inputs) -> results.
func (c *Context) Function(inputs, results []Type) *FunctionType {
	k := typesKey(typesKey(c.keyOf(kFunction), inputs), results)
	return intern(c, k, func() *FunctionType {
		return &FunctionType{Inputs: append([]Type(nil), inputs...), Results: append([]Type(nil), results...)}
	})
}

// OpaqueType is a type of a dialect that is not registered, kept as the
// text of its body: `!dialect.body` or `!dialect<"body">`.
type OpaqueType struct {
	TypeBase
	Dialect string
	Data    string
}

// OpaqueType returns the opaque type with the given dialect and body.
func (c *Context) OpaqueType(dialect, data string) *OpaqueType {
	return intern(c, c.keyOf(kOpaqueType).Str(dialect).Str(data), func() *OpaqueType {
		return &OpaqueType{Dialect: dialect, Data: data}
	})
}

// IsIntOrIndex reports whether t is an integer or index type.
func IsIntOrIndex(t Type) bool {
	switch t.(type) {
	case *IntegerType, *IndexType:
		return true
	}
	return false
}

// IsIntOrIndexOrFloat reports whether t is an integer, index or float type.
func IsIntOrIndexOrFloat(t Type) bool {
	if _, ok := t.(*FloatType); ok {
		return true
	}
	return IsIntOrIndex(t)
}

// MemRefElementType is implemented by dialect types that may be memref
// elements (MLIR's MemRefElementTypeInterface).
type MemRefElementType interface {
	Type
	MemRefElement()
}
