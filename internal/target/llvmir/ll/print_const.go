package ll

import (
	"math"
	"math/big"
	"strconv"
)

// constant prints a constant operand without its type
// (WriteConstantInternal). Aggregates LLVM would have folded to
// zeroinitializer, undef or poison print that way.
func (p *printer) constant(c Constant) {
	switch c := c.(type) {
	case *ConstInt:
		p.b = appendInt(p.b, c)
	case *ConstFloat:
		p.b = appendFloat(p.b, c)
	case *ConstNull:
		p.s("null")
	case *ConstNone:
		p.s("none")
	case *Undef:
		p.s("undef")
	case *Poison:
		p.s("poison")
	case *ZeroInit:
		p.s("zeroinitializer")
	case *ConstArray:
		if k := canonicalAggregate(c.Elems, true); k != "" {
			p.s(k)
			return
		}
		if isByteString(c) {
			p.s("c\"")
			for _, e := range c.Elems {
				v := byte(e.(*ConstInt).V.Int64())
				p.b = appendEscaped(p.b, string([]byte{v}))
			}
			p.c('"')
			return
		}
		p.c('[')
		p.elems(c.Elems)
		p.c(']')
	case *ConstStruct:
		if k := canonicalAggregate(c.Elems, false); k != "" {
			p.s(k)
			return
		}
		if c.Typ.Packed {
			p.c('<')
		}
		p.c('{')
		if len(c.Elems) > 0 {
			p.c(' ')
			p.elems(c.Elems)
			p.c(' ')
		}
		p.c('}')
		if c.Typ.Packed {
			p.c('>')
		}
	case *ConstVector:
		if k := canonicalAggregate(c.Elems, true); k != "" {
			p.s(k)
			return
		}
		p.c('<')
		p.elems(c.Elems)
		p.c('>')
	case *ConstData:
		p.constData(c)
	case *ConstExpr:
		p.constExpr(c)
	case GlobalValue:
		p.globalRef(c)
	default:
		p.s("<badref>")
	}
}

// constData prints raw data as the ConstArray or ConstVector of the same
// elements would print: zeroinitializer when all zero, c"..." for bytes,
// else the typed element list.
func (p *printer) constData(c *ConstData) {
	if allZeroBytes(c.Data) {
		p.s("zeroinitializer")
		return
	}
	_, vec := c.Typ.(*VectorType)
	if it, ok := c.ElemType().(*IntType); ok && it.Bits == 8 && !vec {
		p.c('c')
		p.c('"')
		p.b = appendEscaped(p.b, c.Data)
		p.c('"')
		return
	}
	open, end := byte('['), byte(']')
	if vec {
		open, end = '<', '>'
	}
	p.c(open)
	for i, n := 0, c.Len(); i < n; i++ {
		if i > 0 {
			p.s(", ")
		}
		p.operand(c.Elem(i), true)
	}
	p.c(end)
}

func (p *printer) elems(es []Constant) {
	for i, e := range es {
		if i > 0 {
			p.s(", ")
		}
		p.operand(e, true)
	}
}

func (p *printer) constExpr(c *ConstExpr) {
	p.s(c.Op.String())
	p.optInfo(c.Op, c.Flags, 0)
	if c.Op == OpICmp || c.Op == OpFCmp {
		p.c(' ')
		p.s(c.Pred)
	}
	p.s(" (")
	if c.Op == OpGEP {
		p.typ(c.SrcElem)
		p.s(", ")
	}
	for i, o := range c.Ops {
		if i > 0 {
			p.s(", ")
		}
		p.operand(o, true)
	}
	if c.Op == OpShuffleVector {
		p.s(", ")
		p.operand(shuffleMaskConst(c.Typ.(*VectorType), c.Mask), true)
	}
	if c.Op.IsCast() {
		p.s(" to ")
		p.typ(c.Typ)
	}
	p.c(')')
}

// isByteString reports whether an array prints as c"...": an array of
// i8 whose elements are all integers (a ConstantDataArray in LLVM).
func isByteString(c *ConstArray) bool {
	it, ok := c.Typ.Elem.(*IntType)
	if !ok || it.Bits != 8 || len(c.Elems) == 0 {
		return false
	}
	for _, e := range c.Elems {
		if _, ok := e.(*ConstInt); !ok {
			return false
		}
	}
	return true
}

// IsConstantArrayOrZero reports whether c is, in LLVM, a ConstantArray or
// a ConstantAggregateZero: an array constant that ConstantArray::get
// neither turns into a ConstantDataArray (every element a plain integer
// of 8, 16, 32 or 64 bits or a half, bfloat, float or double) nor into
// undef or poison.
func IsConstantArrayOrZero(c Constant) bool {
	switch c := c.(type) {
	case *ZeroInit:
		_, ok := c.Typ.(*ArrayType)
		return ok
	case *ConstData:
		// A ConstantDataArray, unless all zero (ConstantAggregateZero).
		_, ok := c.Typ.(*ArrayType)
		return ok && allZeroBytes(c.Data)
	case *ConstArray:
		switch canonicalKind(c.Elems, true) {
		case aggZero:
			return true
		case aggUndef, aggPoison:
			return false
		}
		for _, e := range c.Elems {
			switch e := e.(type) {
			case *ConstInt:
				if e.Typ.Bits != 8 && e.Typ.Bits != 16 && e.Typ.Bits != 32 && e.Typ.Bits != 64 {
					return true
				}
			case *ConstFloat:
				if e.Typ.Bits() > 64 {
					return true
				}
			default:
				return true
			}
		}
		return false
	}
	return false
}

// canonicalAggregate returns "zeroinitializer", "undef" or "poison" when
// LLVM's ConstantArray/ConstantVector::get (same: all elements identical)
// or ConstantStruct::get (same false) would have returned that constant
// instead of an aggregate, else "".
func canonicalAggregate(es []Constant, same bool) string {
	switch canonicalKind(es, same) {
	case aggZero:
		return "zeroinitializer"
	case aggUndef:
		return "undef"
	case aggPoison:
		return "poison"
	}
	return ""
}

type aggKind int

const (
	aggNone aggKind = iota
	aggZero
	aggUndef
	aggPoison
)

func canonicalKind(es []Constant, same bool) aggKind {
	if len(es) == 0 {
		return aggZero
	}
	if same {
		first := es[0]
		for _, e := range es[1:] {
			if !sameConstant(first, e) {
				return aggNone
			}
		}
		switch first.(type) {
		case *Poison:
			return aggPoison
		case *Undef:
			return aggUndef
		}
		if IsZeroValue(first) {
			return aggZero
		}
		return aggNone
	}
	zero, undef, poison := true, true, true
	for _, e := range es {
		if !IsZeroValue(e) {
			zero = false
		}
		_, isP := e.(*Poison)
		_, isU := e.(*Undef)
		if !isP {
			poison = false
		}
		if !isU {
			undef = false
		}
	}
	switch {
	case zero:
		return aggZero
	case poison:
		return aggPoison
	case undef:
		return aggUndef
	}
	return aggNone
}

// sameConstant reports whether a and b would be the same uniqued LLVM
// constant (for simple scalars; aggregates compare by identity).
func sameConstant(a, b Constant) bool {
	if a == b {
		return true
	}
	switch a := a.(type) {
	case *ConstInt:
		b, ok := b.(*ConstInt)
		return ok && a.Typ.Bits == b.Typ.Bits && normInt(a).Cmp(normInt(b)) == 0
	case *ConstFloat:
		b, ok := b.(*ConstFloat)
		return ok && a.Typ.Kind == b.Typ.Kind && a.Hi == b.Hi && a.Lo == b.Lo
	case *Undef:
		b, ok := b.(*Undef)
		return ok && TypeEqual(a.Typ, b.Typ)
	case *Poison:
		b, ok := b.(*Poison)
		return ok && TypeEqual(a.Typ, b.Typ)
	case *ConstNull:
		b, ok := b.(*ConstNull)
		return ok && TypeEqual(a.Typ, b.Typ)
	case *ZeroInit:
		b, ok := b.(*ZeroInit)
		return ok && TypeEqual(a.Typ, b.Typ)
	case *ConstNone:
		_, ok := b.(*ConstNone)
		return ok
	}
	if IsZeroValue(a) && IsZeroValue(b) && TypeEqual(a.Type(), b.Type()) {
		return true
	}
	return false
}

// normInt returns the value of c as a signed number of its width.
func normInt(c *ConstInt) *big.Int {
	bits := uint(c.Typ.Bits)
	v := c.V
	if v == nil {
		return new(big.Int)
	}
	if bits == 0 {
		return v
	}
	if v.IsInt64() && bits >= 64 {
		return v
	}
	if v.IsInt64() && bits < 64 {
		x := v.Int64()
		sh := 64 - bits
		if (x<<sh)>>sh == x {
			return v
		}
		return big.NewInt((x << sh) >> sh)
	}
	mod := new(big.Int).Lsh(big.NewInt(1), bits)
	r := new(big.Int).Mod(v, mod)
	if r.Bit(int(bits)-1) == 1 {
		r.Sub(r, mod)
	}
	return r
}

// appendInt prints an integer constant: true/false for i1, else the
// signed decimal value.
func appendInt(b []byte, c *ConstInt) []byte {
	v := normInt(c)
	if c.Typ.Bits == 1 {
		if v.Sign() != 0 {
			return append(b, "true"...)
		}
		return append(b, "false"...)
	}
	if v.IsInt64() {
		return strconv.AppendInt(b, v.Int64(), 10)
	}
	return v.Append(b, 10)
}

const hexUpper = "0123456789ABCDEF"

// appendHexFixed appends v as exactly n upper-case hex digits.
func appendHexFixed(b []byte, v uint64, n int) []byte {
	for i := n - 1; i >= 0; i-- {
		b = append(b, hexUpper[(v>>(uint(i)*4))&15])
	}
	return b
}

// appendFloat prints a floating-point constant as LLVM's
// WriteAPFloatInternal: float and double in "%e" form when that text
// reads back as the same double, else 0x and the double's bits (a float
// is widened to double first, keeping NaN payloads); other types as a
// letter-tagged bit pattern.
func appendFloat(b []byte, c *ConstFloat) []byte {
	switch c.Typ.Kind {
	case FFloat, FDouble:
		var d float64
		var bits uint64
		if c.Typ.Kind == FDouble {
			bits = c.Lo
			d = math.Float64frombits(bits)
		} else {
			bits = floatToDoubleBits(uint32(c.Lo))
			d = math.Float64frombits(bits)
		}
		if !math.IsInf(d, 0) && !math.IsNaN(d) {
			n := len(b)
			b = appendAPFloatE6(b, d)
			if r, err := strconv.ParseFloat(string(b[n:]), 64); err == nil && r == d {
				return b
			}
			b = b[:n]
		}
		b = append(b, "0x"...)
		n := 1
		for n < 16 && bits>>(uint(n)*4) != 0 {
			n++
		}
		return appendHexFixed(b, bits, n)
	case FHalf:
		b = append(b, "0xH"...)
		return appendHexFixed(b, c.Lo&0xffff, 4)
	case FBFloat:
		b = append(b, "0xR"...)
		return appendHexFixed(b, c.Lo&0xffff, 4)
	case FX86FP80:
		b = append(b, "0xK"...)
		b = appendHexFixed(b, c.Hi&0xffff, 4)
		return appendHexFixed(b, c.Lo, 16)
	case FFP128:
		b = append(b, "0xL"...)
		b = appendHexFixed(b, c.Lo, 16)
		return appendHexFixed(b, c.Hi, 16)
	case FPPCFP128:
		b = append(b, "0xM"...)
		b = appendHexFixed(b, c.Lo, 16)
		return appendHexFixed(b, c.Hi, 16)
	}
	return b
}

// floatToDoubleBits widens an IEEE single to double bits exactly,
// keeping a NaN's payload and quiet bit as APFloat's conversion (with
// LLVM's signaling-NaN fix-up) does.
func floatToDoubleBits(f uint32) uint64 {
	sign := uint64(f>>31) << 63
	exp := (f >> 23) & 0xff
	man := uint64(f & 0x7fffff)
	if exp == 0xff {
		return sign | 0x7ff<<52 | man<<29
	}
	return math.Float64bits(float64(math.Float32frombits(f)))
}

var (
	bigTen  = big.NewInt(10)
	bigFive = big.NewInt(5)
)

// appendAPFloatE6 appends d as APFloat::toString(Str, 6, 0, false)
// writes it: the exact binary value cut to about 20 bits' worth of
// decimal digits by truncation, rounded half-up to 6 significant digits,
// then printed in scientific form padded to 6 digits after the point
// (so 1234567 gives "1.234570e+06", which does not read back as
// 1234567 and makes LLVM fall back to hex).
func appendAPFloatE6(b []byte, d float64) []byte {
	const prec = 6
	bits := math.Float64bits(d)
	if bits>>63 != 0 {
		b = append(b, '-')
	}
	e := int((bits >> 52) & 0x7ff)
	man := bits & (1<<52 - 1)
	if e == 0 && man == 0 {
		b = append(b, "0.0"...)
		for i := 1; i < prec; i++ {
			b = append(b, '0')
		}
		return append(b, "e+00"...)
	}
	var exp int
	if e == 0 {
		exp = -1074
	} else {
		man |= 1 << 52
		exp = e - 1075
	}
	for man&1 == 0 {
		man >>= 1
		exp++
	}
	sig := new(big.Int).SetUint64(man)
	if exp > 0 {
		sig.Lsh(sig, uint(exp))
		exp = 0
	} else if exp < 0 {
		sig.Mul(sig, new(big.Int).Exp(bigFive, big.NewInt(int64(-exp)), nil))
	}
	// AdjustToPrecision on the integer: drop whole tens by truncation.
	bitsRequired := (prec*196 + 58) / 59
	if n := sig.BitLen(); n > bitsRequired {
		if tens := (n - bitsRequired) * 59 / 196; tens > 0 {
			exp += tens
			sig.Quo(sig, new(big.Int).Exp(bigTen, big.NewInt(int64(tens)), nil))
		}
	}
	digits := []byte(sig.String()) // most significant first
	for len(digits) > 1 && digits[len(digits)-1] == '0' {
		digits = digits[:len(digits)-1]
		exp++
	}
	// AdjustToPrecision on the digits: round half up.
	if n := len(digits); n > prec {
		drop := n - prec
		if digits[prec] < '5' {
			digits = digits[:prec]
		} else {
			i := prec - 1
			for i >= 0 && digits[i] == '9' {
				i--
			}
			if i < 0 {
				digits = []byte{'1'}
				drop = n
			} else {
				digits[i]++
				digits = digits[:i+1]
				drop = n - (i + 1)
			}
		}
		exp += drop
		for len(digits) > 1 && digits[len(digits)-1] == '0' {
			digits = digits[:len(digits)-1]
			exp++
		}
	}
	nd := len(digits)
	exp += nd - 1
	b = append(b, digits[0], '.')
	b = append(b, digits[1:]...)
	for i := nd - 1; i < prec; i++ {
		b = append(b, '0')
	}
	b = append(b, 'e')
	if exp >= 0 {
		b = append(b, '+')
	} else {
		b = append(b, '-')
		exp = -exp
	}
	if exp < 10 {
		b = append(b, '0')
	}
	return strconv.AppendInt(b, int64(exp), 10)
}
