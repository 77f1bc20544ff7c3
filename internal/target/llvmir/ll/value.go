package ll

import "math/big"

// Value is anything that can be an operand: constants (including globals
// and functions), function arguments, instructions, basic blocks and
// metadata wrapped as a value.
type Value interface {
	Type() Type
	isValue()
}

// Argument is a function parameter.
type Argument struct {
	Typ    Type
	Name   string // "" prints as a number
	Attrs  AttrSet
	Parent *Function
	Index  int
}

func (a *Argument) Type() Type { return a.Typ }
func (*Argument) isValue()     {}

// MetadataValue is metadata used as an operand (`metadata !0`,
// `metadata i32 1`), as in calls to llvm.dbg.* and some intrinsics.
type MetadataValue struct{ MD Metadata }

func (*MetadataValue) Type() Type { return MDType }
func (*MetadataValue) isValue()   {}

// InlineAsm is an inline assembly callee:
// `asm [sideeffect] [alignstack] [inteldialect] "asm", "constraints"`.
type InlineAsm struct {
	FnTy         *FuncType
	Asm          string
	Constraints  string
	SideEffects  bool
	AlignStack   bool
	IntelDialect bool
}

func (*InlineAsm) Type() Type { return Ptr }
func (*InlineAsm) isValue()   {}

// Constant is a Value that is a compile-time constant.
type Constant interface {
	Value
	isConst()
}

// ConstInt is an integer constant. V holds the value as a signed number;
// printing uses the two's complement value interpreted as signed (i1
// prints true/false).
type ConstInt struct {
	Typ *IntType
	V   *big.Int
}

// ConstFloat is a floating-point constant stored as its bit pattern: for
// half/bfloat/float/double Lo holds the bits; fp128 and ppc_fp128 use Hi:Lo;
// x86_fp80 uses the low 16 bits of Hi for sign and exponent.
type ConstFloat struct {
	Typ    *FloatType
	Hi, Lo uint64
}

// ConstNull is `null` of a pointer type.
type ConstNull struct{ Typ Type }

// ConstNone is `none` of token type.
type ConstNone struct{}

// Undef is `undef` of any type.
type Undef struct{ Typ Type }

// Poison is `poison` of any type.
type Poison struct{ Typ Type }

// ZeroInit is `zeroinitializer` (ConstantAggregateZero), also used for a
// zero target extension type value.
type ZeroInit struct{ Typ Type }

// ConstArray is an array constant of elements that are not all plain
// numbers (NewArray stores those as a ConstData); an array of i8
// prints as c"...".
type ConstArray struct {
	Typ   *ArrayType
	Elems []Constant
}

// ConstStruct is a struct constant.
type ConstStruct struct {
	Typ   *StructType
	Elems []Constant
}

// ConstVector is a fixed vector constant of elements that are not all
// plain numbers (NewVector stores those as a ConstData).
type ConstVector struct {
	Typ   *VectorType
	Elems []Constant
}

// ConstExpr is a constant expression: casts, getelementptr, binary
// operators, icmp/fcmp, extractelement... Op says which; Typ is the
// result type.
type ConstExpr struct {
	Op  Opcode
	Typ Type
	Ops []Constant
	// Flags: nuw/nsw/exact for binary operators, inbounds for GEP.
	Flags Flags
	// SrcElem is a GEP's source element type.
	SrcElem Type
	// Pred is the predicate of icmp/fcmp.
	Pred string
	// Mask is a shufflevector's mask (-1 is poison); for a scalable
	// result it holds the known minimum number of elements.
	Mask []int32
}

func (c *ConstInt) Type() Type    { return c.Typ }
func (c *ConstFloat) Type() Type  { return c.Typ }
func (c *ConstNull) Type() Type   { return c.Typ }
func (*ConstNone) Type() Type     { return Token }
func (c *Undef) Type() Type       { return c.Typ }
func (c *Poison) Type() Type      { return c.Typ }
func (c *ZeroInit) Type() Type    { return c.Typ }
func (c *ConstArray) Type() Type  { return c.Typ }
func (c *ConstStruct) Type() Type { return c.Typ }
func (c *ConstVector) Type() Type { return c.Typ }
func (c *ConstExpr) Type() Type   { return c.Typ }

func (*ConstInt) isValue()    {}
func (*ConstFloat) isValue()  {}
func (*ConstNull) isValue()   {}
func (*ConstNone) isValue()   {}
func (*Undef) isValue()       {}
func (*Poison) isValue()      {}
func (*ZeroInit) isValue()    {}
func (*ConstArray) isValue()  {}
func (*ConstStruct) isValue() {}
func (*ConstVector) isValue() {}
func (*ConstExpr) isValue()   {}

func (*ConstInt) isConst()    {}
func (*ConstFloat) isConst()  {}
func (*ConstNull) isConst()   {}
func (*ConstNone) isConst()   {}
func (*Undef) isConst()       {}
func (*Poison) isConst()      {}
func (*ZeroInit) isConst()    {}
func (*ConstArray) isConst()  {}
func (*ConstStruct) isConst() {}
func (*ConstVector) isConst() {}
func (*ConstExpr) isConst()   {}

// Int returns the integer constant v of type t.
func Int(t *IntType, v int64) *ConstInt { return &ConstInt{Typ: t, V: big.NewInt(v)} }

// IntBig returns the integer constant v of type t.
func IntBig(t *IntType, v *big.Int) *ConstInt { return &ConstInt{Typ: t, V: new(big.Int).Set(v)} }
