package ll

import "math/big"

// Constant helpers for the folders: LLVM uniques its constants, so the
// folders compare them by identity and rely on constructors that return
// canonical forms (an aggregate of zeros is zeroinitializer, of undefs
// undef...). These helpers give the same answers on this model's
// non-uniqued constants.

// intVal returns c's value as an unsigned number below 2^bits (a nil V
// is 0).
func intVal(c *ConstInt) *big.Int {
	if c.V == nil {
		return new(big.Int)
	}
	return wrapU(new(big.Int).Set(c.V), c.Typ.Bits)
}

// canon returns the form LLVM's uniquing constructors would have given an
// aggregate built directly (all zero: zeroinitializer, all undef: undef,
// all poison: poison), so that the folders see the same constants LLVM
// does whoever built them.
func canon(c Constant) Constant {
	var r Constant
	switch a := c.(type) {
	case *ConstArray:
		r = mkArray(a.Typ, a.Elems)
	case *ConstStruct:
		r = mkStruct(a.Typ, a.Elems)
	case *ConstVector:
		r = mkVector(a.Typ, a.Elems)
	case *ConstData:
		if allZeroBytes(a.Data) {
			return &ZeroInit{Typ: a.Typ}
		}
		return c
	default:
		return c
	}
	switch r.(type) {
	case *ZeroInit, *Undef, *Poison:
		return r
	}
	return c
}

// intSVal returns c's value as a signed number.
func intSVal(c *ConstInt) *big.Int { return toSigned(intVal(c), c.Typ.Bits) }

// wrapU reduces v modulo 2^bits into [0, 2^bits), in place.
func wrapU(v *big.Int, bits uint32) *big.Int {
	m := new(big.Int).Lsh(big.NewInt(1), uint(bits))
	v.Mod(v, m)
	return v
}

// toSigned reinterprets an unsigned value below 2^bits as two's complement.
func toSigned(u *big.Int, bits uint32) *big.Int {
	r := new(big.Int).Set(u)
	if bits > 0 && r.Bit(int(bits-1)) == 1 {
		r.Sub(r, new(big.Int).Lsh(big.NewInt(1), uint(bits)))
	}
	return r
}

// mkInt returns the integer constant v (any value, wrapped to the width)
// of type t, stored signed as ConstInt documents.
func mkInt(t *IntType, v *big.Int) *ConstInt {
	return &ConstInt{Typ: t, V: toSigned(wrapU(new(big.Int).Set(v), t.Bits), t.Bits)}
}

// intOfType is ConstantInt::get(Ty, v): a scalar, or a splat for a vector.
func intOfType(t Type, v *big.Int) Constant {
	if vt, ok := t.(*VectorType); ok {
		return splatVec(vt, intOfType(vt.Elem, v))
	}
	return mkInt(t.(*IntType), v)
}

// boolOfType is an i1 (or i1 vector splat) constant.
func boolOfType(t Type, b bool) Constant {
	if b {
		return intOfType(t, big.NewInt(1))
	}
	return intOfType(t, big.NewInt(0))
}

// scalarType is the element type of a vector, else t.
func scalarType(t Type) Type {
	if vt, ok := t.(*VectorType); ok {
		return vt.Elem
	}
	return t
}

// resultBoolType is i1, or a vector of i1 as long as t.
func resultBoolType(t Type) Type {
	if vt, ok := t.(*VectorType); ok {
		return NewVectorType(vt.Len, I1, vt.Scalable)
	}
	return I1
}

// allOnesValue is Constant::getAllOnesValue (integers, floats and
// vectors of them).
func allOnesValue(t Type) Constant {
	switch t := t.(type) {
	case *IntType:
		return mkInt(t, big.NewInt(-1))
	case *FloatType:
		switch t.Kind {
		case FHalf, FBFloat:
			return &ConstFloat{Typ: t, Lo: 0xffff}
		case FFloat:
			return &ConstFloat{Typ: t, Lo: 0xffffffff}
		case FDouble:
			return &ConstFloat{Typ: t, Lo: ^uint64(0)}
		case FX86FP80:
			return &ConstFloat{Typ: t, Hi: 0xffff, Lo: ^uint64(0)}
		}
		return &ConstFloat{Typ: t, Hi: ^uint64(0), Lo: ^uint64(0)}
	case *VectorType:
		return splatVec(t, allOnesValue(t.Elem))
	}
	return nil
}

// isNull is Constant::isNullValue.
func isNull(c Constant) bool {
	switch c := canon(c).(type) {
	case *ConstInt:
		return intVal(c).Sign() == 0
	case *ConstFloat:
		return c.Hi == 0 && c.Lo == 0
	case *ZeroInit, *ConstNull, *ConstNone:
		return true
	}
	return false
}

// isAllOnes is Constant::isAllOnesValue.
func isAllOnes(c Constant) bool {
	switch c := c.(type) {
	case *ConstInt:
		return intVal(c).Cmp(wrapU(big.NewInt(-1), c.Typ.Bits)) == 0
	case *ConstFloat:
		n := uint(c.Typ.Bits())
		all := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), n), big.NewInt(1))
		return floatBits(c).Cmp(all) == 0
	}
	if _, ok := c.Type().(*VectorType); ok {
		if s := splatValue(c); s != nil {
			return isAllOnes(s)
		}
	}
	return false
}

func lowMask(n uint) uint64 {
	if n >= 64 {
		return ^uint64(0)
	}
	return 1<<n - 1
}

// isIntValue reports whether c is the integer (or integer splat) v.
func isIntValue(c Constant, v int64) bool {
	if _, ok := c.Type().(*VectorType); ok {
		if s := splatValue(c); s != nil {
			return isIntValue(s, v)
		}
		return false
	}
	ci, ok := c.(*ConstInt)
	return ok && intVal(ci).Cmp(wrapU(big.NewInt(v), ci.Typ.Bits)) == 0
}

func isUndefOrPoison(c Constant) bool {
	switch canon(c).(type) {
	case *Undef, *Poison:
		return true
	}
	return false
}

func isPoison(c Constant) bool { _, ok := canon(c).(*Poison); return ok }

// isUndefOnly reports an undef that is not poison.
func isUndefOnly(c Constant) bool { _, ok := canon(c).(*Undef); return ok }

func isExpr(c Constant) bool { _, ok := c.(*ConstExpr); return ok }

func isGlobal(c Constant) bool {
	_, ok := c.(GlobalValue)
	return ok
}

// constEqual is LLVM's pointer equality of uniqued constants: same type
// and same canonical value; globals by identity.
func constEqual(a, b Constant) bool {
	if a == b {
		return true
	}
	if a == nil || b == nil || !TypeEqual(a.Type(), b.Type()) {
		return false
	}
	a, b = canon(a), canon(b)
	da, aData := a.(*ConstData)
	db, bData := b.(*ConstData)
	switch {
	case aData && bData:
		return string(da.Data) == string(db.Data)
	case aData:
		a = da.expand()
	case bData:
		b = db.expand()
	}
	switch a := a.(type) {
	case *ConstInt:
		b, ok := b.(*ConstInt)
		return ok && intVal(a).Cmp(intVal(b)) == 0
	case *ConstFloat:
		b, ok := b.(*ConstFloat)
		return ok && a.Hi == b.Hi && a.Lo == b.Lo
	case *ConstNull:
		_, ok := b.(*ConstNull)
		return ok
	case *ConstNone:
		_, ok := b.(*ConstNone)
		return ok
	case *Undef:
		_, ok := b.(*Undef)
		return ok
	case *Poison:
		_, ok := b.(*Poison)
		return ok
	case *ZeroInit:
		_, ok := b.(*ZeroInit)
		return ok
	case *ConstArray:
		b, ok := b.(*ConstArray)
		return ok && elemsEqual(a.Elems, b.Elems)
	case *ConstStruct:
		b, ok := b.(*ConstStruct)
		return ok && elemsEqual(a.Elems, b.Elems)
	case *ConstVector:
		b, ok := b.(*ConstVector)
		return ok && elemsEqual(a.Elems, b.Elems)
	case *ConstExpr:
		b, ok := b.(*ConstExpr)
		if !ok || a.Op != b.Op || a.Flags != b.Flags || a.Pred != b.Pred || len(a.Ops) != len(b.Ops) {
			return false
		}
		if (a.SrcElem == nil) != (b.SrcElem == nil) || a.SrcElem != nil && !TypeEqual(a.SrcElem, b.SrcElem) {
			return false
		}
		return elemsEqual(a.Ops, b.Ops)
	}
	return false
}

func elemsEqual(a, b []Constant) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if !constEqual(a[i], b[i]) {
			return false
		}
	}
	return true
}

// numElems is the element count of an array, struct or fixed vector type.
func numElems(t Type) (int, bool) {
	switch t := t.(type) {
	case *ArrayType:
		return int(t.Len), true
	case *StructType:
		return len(t.Fields), true
	case *VectorType:
		if t.Scalable {
			return 0, false
		}
		return int(t.Len), true
	}
	return 0, false
}

// elemType is the type of element i of an aggregate or vector type.
func elemType(t Type, i int) Type {
	switch t := t.(type) {
	case *ArrayType:
		return t.Elem
	case *StructType:
		return t.Fields[i]
	case *VectorType:
		return t.Elem
	}
	return nil
}

// aggElem is Constant::getAggregateElement: element i of an aggregate or
// vector constant, or nil when it is not known (constant expressions,
// out of range).
func aggElem(c Constant, i int) Constant {
	n, ok := numElems(c.Type())
	if vt, isVec := c.Type().(*VectorType); isVec && vt.Scalable {
		if _, z := c.(*ZeroInit); z && i == 0 {
			return ZeroValue(vt.Elem)
		}
		return nil
	}
	if !ok || i < 0 || i >= n {
		return nil
	}
	switch c := c.(type) {
	case *ConstArray:
		return c.Elems[i]
	case *ConstStruct:
		return c.Elems[i]
	case *ConstVector:
		return c.Elems[i]
	case *ConstData:
		return c.Elem(i)
	case *ZeroInit:
		return ZeroValue(elemType(c.Typ, i))
	case *Undef:
		return &Undef{Typ: elemType(c.Typ, i)}
	case *Poison:
		return &Poison{Typ: elemType(c.Typ, i)}
	}
	return nil
}

// splatValue is Constant::getSplatValue for vector constants: the one
// element of a vector whose elements are all the same, else nil.
func splatValue(c Constant) Constant {
	vt, ok := c.Type().(*VectorType)
	if !ok {
		return nil
	}
	switch c := c.(type) {
	case *ZeroInit:
		return ZeroValue(vt.Elem)
	case *ConstVector:
		for _, e := range c.Elems[1:] {
			if !constEqual(e, c.Elems[0]) {
				return nil
			}
		}
		return c.Elems[0]
	case *ConstData:
		if !c.isSplat() {
			return nil
		}
		return c.Elem(0)
	}
	return nil
}

// splatVec is ConstantVector::getSplat for a fixed vector type.
func splatVec(vt *VectorType, e Constant) Constant {
	if vt.Scalable {
		if isNull(e) {
			return &ZeroInit{Typ: vt}
		}
		if isPoison(e) {
			return &Poison{Typ: vt}
		}
		if isUndefOnly(e) {
			return &Undef{Typ: vt}
		}
		return nil
	}
	elems := make([]Constant, vt.Len)
	for i := range elems {
		elems[i] = e
	}
	return mkVector(vt, elems)
}

// mkVector is ConstantVector::get: all zero → zeroinitializer, all
// poison → poison, all undef → undef.
func mkVector(vt *VectorType, elems []Constant) Constant {
	if vt == nil {
		vt = NewVectorType(uint32(len(elems)), elems[0].Type(), false)
	}
	if c := uniformAggregate(vt, elems); c != nil {
		return c
	}
	return &ConstVector{Typ: vt, Elems: elems}
}

// mkArray is ConstantArray::get with its canonical forms.
func mkArray(at *ArrayType, elems []Constant) Constant {
	if len(elems) == 0 {
		return &ZeroInit{Typ: at}
	}
	if c := uniformAggregate(at, elems); c != nil {
		return c
	}
	return &ConstArray{Typ: at, Elems: elems}
}

// uniformAggregate is what ConstantArray::get and ConstantVector::get
// return for elems that are all the same (uniqued) constant when that is
// poison, undef or a null value: poison, undef or zeroinitializer of t;
// nil otherwise.
func uniformAggregate(t Type, elems []Constant) Constant {
	c := elems[0]
	for _, e := range elems[1:] {
		if !constEqual(e, c) {
			return nil
		}
	}
	switch {
	case isPoison(c):
		return &Poison{Typ: t}
	case isUndefOnly(c):
		return &Undef{Typ: t}
	case isNull(c):
		return &ZeroInit{Typ: t}
	}
	return nil
}

// mkStruct is ConstantStruct::get with its canonical forms.
func mkStruct(st *StructType, elems []Constant) Constant {
	zero, undef, poison := true, len(elems) > 0, len(elems) > 0
	for _, e := range elems {
		if !isNull(e) {
			zero = false
		}
		if !isPoison(e) {
			poison = false
		}
		if !isUndefOnly(e) {
			undef = false
		}
	}
	switch {
	case zero:
		return &ZeroInit{Typ: st}
	case poison:
		return &Poison{Typ: st}
	case undef:
		return &Undef{Typ: st}
	}
	return &ConstStruct{Typ: st, Elems: elems}
}

// mkAggregate builds an array, struct or vector constant of type t.
func mkAggregate(t Type, elems []Constant) Constant {
	switch t := t.(type) {
	case *ArrayType:
		return mkArray(t, elems)
	case *StructType:
		return mkStruct(t, elems)
	case *VectorType:
		return mkVector(t, elems)
	}
	return nil
}
