package ll

import (
	"strconv"
	"strings"
)

// Type is an LLVM IR type. Literal types compare equal when their text is
// equal (TypeEqual); identified structs are compared by identity.
type Type interface {
	// String is the type as LLVM prints it in an operand position
	// ("i32", "ptr addrspace(1)", "%struct.S", "{ i32, float }").
	String() string
	isType()
}

// TypeEqual reports whether a and b are the same LLVM type.
func TypeEqual(a, b Type) bool {
	if a == b {
		return true
	}
	if a == nil || b == nil {
		return false
	}
	if sa, ok := a.(*StructType); ok && (sa.Name != "" || sa.Unnamed) {
		return false
	}
	if sb, ok := b.(*StructType); ok && (sb.Name != "" || sb.Unnamed) {
		return false
	}
	return a.String() == b.String()
}

// Simple types.
type (
	// VoidType is `void`.
	VoidType struct{}
	// LabelType is `label`, the type of basic blocks.
	LabelType struct{}
	// MetadataType is `metadata`.
	MetadataType struct{}
	// TokenType is `token`.
	TokenType struct{}
	// X86MMXType is `x86_mmx`.
	X86MMXType struct{}
)

var (
	Void     Type = &VoidType{}
	Label    Type = &LabelType{}
	MDType   Type = &MetadataType{}
	Token    Type = &TokenType{}
	X86MMX   Type = &X86MMXType{}
	I1            = IntN(1)
	I8            = IntN(8)
	I16           = IntN(16)
	I32           = IntN(32)
	I64           = IntN(64)
	Half          = &FloatType{Kind: FHalf}
	BFloat        = &FloatType{Kind: FBFloat}
	Float         = &FloatType{Kind: FFloat}
	Double        = &FloatType{Kind: FDouble}
	FP128         = &FloatType{Kind: FFP128}
	X86FP80       = &FloatType{Kind: FX86FP80}
	PPCFP128      = &FloatType{Kind: FPPCFP128}
	Ptr           = &PointerType{}
)

func (*VoidType) String() string     { return "void" }
func (*LabelType) String() string    { return "label" }
func (*MetadataType) String() string { return "metadata" }
func (*TokenType) String() string    { return "token" }
func (*X86MMXType) String() string   { return "x86_mmx" }
func (*VoidType) isType()            {}
func (*LabelType) isType()           {}
func (*MetadataType) isType()        {}
func (*TokenType) isType()           {}
func (*X86MMXType) isType()          {}

// IntType is `iN`.
type IntType struct{ Bits uint32 }

var smallInts [129]*IntType

func init() {
	for i := range smallInts {
		smallInts[i] = &IntType{Bits: uint32(i)}
	}
}

// IntN returns the integer type of the given width.
func IntN(bits uint32) *IntType {
	if bits < uint32(len(smallInts)) && smallInts[bits] != nil {
		return smallInts[bits]
	}
	return &IntType{Bits: bits}
}

func (t *IntType) String() string { return "i" + strconv.FormatUint(uint64(t.Bits), 10) }
func (*IntType) isType()          {}

// FloatKind names a floating-point type.
type FloatKind uint8

const (
	FHalf FloatKind = iota
	FBFloat
	FFloat
	FDouble
	FFP128
	FX86FP80
	FPPCFP128
)

// FloatType is one of LLVM's floating-point types.
type FloatType struct{ Kind FloatKind }

var floatNames = [...]string{"half", "bfloat", "float", "double", "fp128", "x86_fp80", "ppc_fp128"}

func (t *FloatType) String() string { return floatNames[t.Kind] }
func (*FloatType) isType()          {}

// Bits is the storage width of the type.
func (t *FloatType) Bits() int {
	switch t.Kind {
	case FHalf, FBFloat:
		return 16
	case FFloat:
		return 32
	case FDouble:
		return 64
	case FX86FP80:
		return 80
	}
	return 128
}

// PointerType is `ptr` or `ptr addrspace(N)`.
type PointerType struct{ AddrSpace uint32 }

// PtrIn returns the pointer type of an address space.
func PtrIn(as uint32) *PointerType {
	if as == 0 {
		return Ptr
	}
	return &PointerType{AddrSpace: as}
}

func (t *PointerType) String() string {
	if t.AddrSpace == 0 {
		return "ptr"
	}
	return "ptr addrspace(" + strconv.FormatUint(uint64(t.AddrSpace), 10) + ")"
}
func (*PointerType) isType() {}

// ArrayType is `[N x T]`.
type ArrayType struct {
	Len  uint64
	Elem Type
	s    string
}

// NewArrayType returns [n x elem].
func NewArrayType(n uint64, elem Type) *ArrayType { return &ArrayType{Len: n, Elem: elem} }

func (t *ArrayType) String() string {
	if t.s == "" {
		t.s = "[" + strconv.FormatUint(t.Len, 10) + " x " + t.Elem.String() + "]"
	}
	return t.s
}
func (*ArrayType) isType() {}

// VectorType is `<N x T>` or `<vscale x N x T>`.
type VectorType struct {
	Len      uint32
	Scalable bool
	Elem     Type
	s        string
}

// NewVectorType returns <n x elem> (scalable: <vscale x n x elem>).
func NewVectorType(n uint32, elem Type, scalable bool) *VectorType {
	return &VectorType{Len: n, Elem: elem, Scalable: scalable}
}

func (t *VectorType) String() string {
	if t.s == "" {
		var b strings.Builder
		b.WriteByte('<')
		if t.Scalable {
			b.WriteString("vscale x ")
		}
		b.WriteString(strconv.FormatUint(uint64(t.Len), 10))
		b.WriteString(" x ")
		b.WriteString(t.Elem.String())
		b.WriteByte('>')
		t.s = b.String()
	}
	return t.s
}
func (*VectorType) isType() {}

// StructType is a literal struct (`{ i32, ptr }`, `<{ i8 }>` when packed)
// or, when Name is set, an identified struct printed as `%Name` and
// defined once at the top of the module (`%Name = type { ... }` or
// `%Name = type opaque`).
type StructType struct {
	Name   string
	Fields []Type
	Packed bool
	Opaque bool // identified and without a body
	// Unnamed marks an identified struct without a name (LLVM's
	// StructType::create without one): it prints as %Num, Num being its
	// rank among the module's unnamed structs in TypeFinder order (set by
	// the translation when it records the module's structs).
	Unnamed bool
	Num     int
	s       string
}

// NewStructType returns a literal struct.
func NewStructType(fields []Type, packed bool) *StructType {
	return &StructType{Fields: fields, Packed: packed}
}

func (t *StructType) String() string {
	if t.Name != "" {
		return "%" + QuoteName(t.Name)
	}
	if t.Unnamed {
		return "%" + strconv.Itoa(t.Num)
	}
	if t.s == "" {
		t.s = t.Body()
	}
	return t.s
}

// Body is the struct's literal body, as printed after `type` for an
// identified struct.
func (t *StructType) Body() string {
	if t.Opaque {
		return "opaque"
	}
	var b strings.Builder
	if t.Packed {
		b.WriteByte('<')
	}
	if len(t.Fields) == 0 {
		b.WriteString("{}")
	} else {
		b.WriteString("{ ")
		for i, f := range t.Fields {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(f.String())
		}
		b.WriteString(" }")
	}
	if t.Packed {
		b.WriteByte('>')
	}
	return b.String()
}
func (*StructType) isType() {}

// FuncType is a function type, `ret (params...)`.
type FuncType struct {
	Ret    Type
	Params []Type
	VarArg bool
	s      string
}

// NewFuncType returns the function type ret(params...).
func NewFuncType(ret Type, params []Type, varArg bool) *FuncType {
	return &FuncType{Ret: ret, Params: params, VarArg: varArg}
}

func (t *FuncType) String() string {
	if t.s == "" {
		var b strings.Builder
		b.WriteString(t.Ret.String())
		b.WriteString(" (")
		for i, p := range t.Params {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(p.String())
		}
		if t.VarArg {
			if len(t.Params) > 0 {
				b.WriteString(", ")
			}
			b.WriteString("...")
		}
		b.WriteByte(')')
		t.s = b.String()
	}
	return t.s
}
func (*FuncType) isType() {}

// TargetExtType is `target("name", types..., ints...)`.
type TargetExtType struct {
	Name  string
	Types []Type
	Ints  []uint32
	s     string
}

func (t *TargetExtType) String() string {
	if t.s == "" {
		var b strings.Builder
		b.WriteString("target(")
		b.WriteByte('"')
		b.WriteString(escape(t.Name)) // LLVM's printEscapedString
		b.WriteByte('"')
		for _, x := range t.Types {
			b.WriteString(", ")
			b.WriteString(x.String())
		}
		for _, x := range t.Ints {
			b.WriteString(", ")
			b.WriteString(strconv.FormatUint(uint64(x), 10))
		}
		b.WriteByte(')')
		t.s = b.String()
	}
	return t.s
}
func (*TargetExtType) isType() {}

// IsFirstClassAggregate reports whether t is an array or struct type.
func IsAggregate(t Type) bool {
	switch t.(type) {
	case *ArrayType, *StructType:
		return true
	}
	return false
}
