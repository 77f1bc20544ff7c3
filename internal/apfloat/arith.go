package apfloat

import "math/big"

// Arithmetic, comparison and integer conversion with the results LLVM 19's
// APFloat gives under round-to-nearest-ties-to-even (the mode MLIR's
// constant folders use): results are computed exactly and rounded once;
// NaN operands propagate (the left one first), quietened; invalid
// operations (Inf-Inf, 0*Inf, 0/0, Inf/Inf, x rem 0, Inf rem y) give the
// default positive quiet NaN.

// CmpResult is the outcome of Compare (LLVM's APFloat::cmpResult).
type CmpResult uint8

const (
	CmpLess CmpResult = iota
	CmpEqual
	CmpGreater
	CmpUnordered
)

// IsSignaling reports whether f is a signalling NaN (formats without
// infinities have no signalling NaNs).
func (f Float) IsSignaling() bool {
	d := f.decode()
	return d.cat == catNaN && f.sem.nonFinite == nonFiniteIEEE754 && !d.sig.bit(uint(f.sem.precision-2))
}

// quiet returns the NaN d with its quiet bit set (LLVM makeQuiet).
func (s *Semantics) quiet(d decoded) decoded {
	if s.nonFinite != nonFiniteNaNOnly {
		d.sig = d.sig.or(bit128(uint(s.precision - 2)))
	}
	return d
}

// propagateNaN returns the NaN result of an operation with a NaN operand:
// the left operand when it is a NaN, else the right one, quietened.
func propagateNaN(s *Semantics, a, b decoded) Float {
	if a.cat == catNaN {
		return s.make(s.quiet(a))
	}
	return s.make(s.quiet(b))
}

// dyadic returns the finite non-zero value d as m * 2^e (m > 0).
func (s *Semantics) dyadic(d decoded) (*big.Int, int) {
	return d.sig.big(), d.exp - (s.precision - 1)
}

// align returns a and b scaled to their common (smaller) exponent.
func (s *Semantics) align(a, b decoded) (ma, mb *big.Int, e int) {
	ma, ea := s.dyadic(a)
	mb, eb := s.dyadic(b)
	e = min(ea, eb)
	ma.Lsh(ma, uint(ea-e))
	mb.Lsh(mb, uint(eb-e))
	return ma, mb, e
}

func (s *Semantics) zeroResult(sign bool) Float { return s.make(s.makeZero(sign)) }

// Compare compares f and g (both of the same semantics): unordered when
// either is a NaN, and +0 equals -0.
func (f Float) Compare(g Float) CmpResult {
	a, b := f.decode(), g.decode()
	if a.cat == catNaN || b.cat == catNaN {
		return CmpUnordered
	}
	sa, sb := signum(a), signum(b)
	if sa != sb || sa == 0 {
		switch {
		case sa < sb:
			return CmpLess
		case sa > sb:
			return CmpGreater
		}
		return CmpEqual
	}
	// Same non-zero sign: compare magnitudes.
	c := compareAbs(f.sem, a, b)
	if sa < 0 {
		c = -c
	}
	switch {
	case c < 0:
		return CmpLess
	case c > 0:
		return CmpGreater
	}
	return CmpEqual
}

func signum(d decoded) int {
	if d.cat == catZero {
		return 0
	}
	if d.sign {
		return -1
	}
	return 1
}

// compareAbs compares |a| and |b| for non-NaN values.
func compareAbs(s *Semantics, a, b decoded) int {
	rank := func(d decoded) int {
		switch d.cat {
		case catZero:
			return 0
		case catInf:
			return 2
		}
		return 1
	}
	if ra, rb := rank(a), rank(b); ra != rb || ra != 1 {
		return ra - rb
	}
	ma, mb, _ := s.align(a, b)
	return ma.Cmp(mb)
}

// Add returns f + g (APFloat::add).
func (f Float) Add(g Float) Float { return f.addOrSub(g, false) }

// Sub returns f - g (APFloat::subtract).
func (f Float) Sub(g Float) Float { return f.addOrSub(g, true) }

func (f Float) addOrSub(g Float, subtract bool) Float {
	s := f.sem
	a, b := f.decode(), g.decode()
	if a.cat == catNaN || b.cat == catNaN {
		return propagateNaN(s, a, b)
	}
	bSign := b.sign != subtract
	switch {
	case a.cat == catInf && b.cat == catInf:
		if a.sign != bSign {
			return NaN(s, false)
		}
		return f
	case a.cat == catInf:
		return f
	case b.cat == catInf:
		return s.make(decoded{cat: catInf, sign: bSign})
	case a.cat == catZero && b.cat == catZero:
		// Like-signed zeros keep their sign; otherwise +0.
		return s.zeroResult(a.sign && bSign)
	case b.cat == catZero:
		return f
	case a.cat == catZero:
		b.sign = bSign
		return s.make(b)
	}
	ma, mb, e := s.align(a, b)
	if a.sign {
		ma.Neg(ma)
	}
	if bSign {
		mb.Neg(mb)
	}
	m := ma.Add(ma, mb)
	if m.Sign() == 0 {
		return s.zeroResult(false)
	}
	neg := m.Sign() < 0
	r, _ := s.roundDyadic(neg, m.Abs(m), e)
	return s.make(r)
}

// Mul returns f * g (APFloat::multiply).
func (f Float) Mul(g Float) Float {
	s := f.sem
	a, b := f.decode(), g.decode()
	if a.cat == catNaN || b.cat == catNaN {
		return propagateNaN(s, a, b)
	}
	sign := a.sign != b.sign
	switch {
	case a.cat == catZero && b.cat == catInf, a.cat == catInf && b.cat == catZero:
		return NaN(s, false)
	case a.cat == catInf || b.cat == catInf:
		return s.make(decoded{cat: catInf, sign: sign})
	case a.cat == catZero || b.cat == catZero:
		return s.zeroResult(sign)
	}
	ma, ea := s.dyadic(a)
	mb, eb := s.dyadic(b)
	r, _ := s.roundDyadic(sign, ma.Mul(ma, mb), ea+eb)
	return s.make(r)
}

// Div returns f / g (APFloat::divide).
func (f Float) Div(g Float) Float {
	s := f.sem
	a, b := f.decode(), g.decode()
	if a.cat == catNaN || b.cat == catNaN {
		return propagateNaN(s, a, b)
	}
	sign := a.sign != b.sign
	switch {
	case a.cat == catInf && b.cat == catInf, a.cat == catZero && b.cat == catZero:
		return NaN(s, false)
	case a.cat == catInf:
		return s.make(decoded{cat: catInf, sign: sign})
	case a.cat == catZero, b.cat == catInf:
		return s.zeroResult(sign)
	case b.cat == catZero:
		return s.make(s.makeInf(sign))
	}
	ma, ea := s.dyadic(a)
	mb, eb := s.dyadic(b)
	if d := ea - eb; d >= 0 {
		ma.Lsh(ma, uint(d))
	} else {
		mb.Lsh(mb, uint(-d))
	}
	r, _ := s.roundRat(sign, ma, mb)
	return s.make(r)
}

// Mod returns the remainder of f / g with the quotient truncated toward
// zero, which has the sign of f (APFloat::mod, C's fmod); it is exact.
func (f Float) Mod(g Float) Float {
	s := f.sem
	a, b := f.decode(), g.decode()
	if a.cat == catNaN || b.cat == catNaN {
		return propagateNaN(s, a, b)
	}
	switch {
	case a.cat == catInf, b.cat == catZero:
		return NaN(s, false)
	case a.cat == catZero, b.cat == catInf:
		return f
	}
	ma, mb, e := s.align(a, b)
	m := ma.Mod(ma, mb)
	if m.Sign() == 0 {
		return s.zeroResult(a.sign)
	}
	r, _ := s.roundDyadic(a.sign, m, e)
	return s.make(r)
}

// Minnum and Maxnum are LLVM's minnum and maxnum: a NaN operand yields the
// other one; -0 is less than +0.
func Minnum(a, b Float) Float {
	if a.IsNaN() {
		return b
	}
	if b.IsNaN() {
		return a
	}
	if a.IsZero() && b.IsZero() && a.IsNegative() != b.IsNegative() {
		if a.IsNegative() {
			return a
		}
		return b
	}
	if b.Compare(a) == CmpLess {
		return b
	}
	return a
}

func Maxnum(a, b Float) Float {
	if a.IsNaN() {
		return b
	}
	if b.IsNaN() {
		return a
	}
	if a.IsZero() && b.IsZero() && a.IsNegative() != b.IsNegative() {
		if a.IsNegative() {
			return b
		}
		return a
	}
	if a.Compare(b) == CmpLess {
		return b
	}
	return a
}

// Minimum and Maximum are LLVM's minimum and maximum: a NaN operand is
// the result (the left one first); -0 is less than +0.
func Minimum(a, b Float) Float {
	if a.IsNaN() {
		return a
	}
	if b.IsNaN() {
		return b
	}
	if a.IsZero() && b.IsZero() && a.IsNegative() != b.IsNegative() {
		if a.IsNegative() {
			return a
		}
		return b
	}
	if b.Compare(a) == CmpLess {
		return b
	}
	return a
}

func Maximum(a, b Float) Float {
	if a.IsNaN() {
		return a
	}
	if b.IsNaN() {
		return b
	}
	if a.IsZero() && b.IsZero() && a.IsNegative() != b.IsNegative() {
		if a.IsNegative() {
			return b
		}
		return a
	}
	if a.Compare(b) == CmpLess {
		return b
	}
	return a
}

// FromInt returns the integer v rounded to sem to nearest, ties to even
// (APFloat::convertFromAPInt); zero is +0 and values too large overflow
// to Inf (NaN in formats without Inf).
func FromInt(sem *Semantics, v *big.Int) Float {
	if v.Sign() == 0 {
		return Zero(sem, false)
	}
	neg := v.Sign() < 0
	r, _ := sem.roundDyadic(neg, new(big.Int).Abs(v), 0)
	return sem.make(r)
}

// ToInteger returns f truncated toward zero as an integer of the given
// width, signed or unsigned (APFloat::convertToInteger with
// rmTowardZero); ok is false where LLVM reports an invalid operation: NaN,
// Inf, or a truncated value out of the integer's range.
func (f Float) ToInteger(width int, signed bool) (v *big.Int, ok bool) {
	d := f.decode()
	switch d.cat {
	case catNaN, catInf:
		return nil, false
	case catZero:
		return new(big.Int), true
	}
	m, e := f.sem.dyadic(d)
	if e >= 0 {
		m.Lsh(m, uint(e))
	} else {
		m.Rsh(m, uint(-e))
	}
	if d.sign {
		m.Neg(m)
	}
	lo, hi := new(big.Int), new(big.Int).Lsh(big.NewInt(1), uint(width))
	if signed {
		hi.Rsh(hi, 1)
		lo.Neg(hi)
	}
	if m.Cmp(lo) < 0 || m.Cmp(hi) >= 0 {
		return nil, false
	}
	return m, true
}

// ConvertExact returns f converted to the semantics to, and false when
// the conversion is not exact or not clean (APFloat::convert with
// round-to-nearest-even reporting lost information or any status but
// opOK, e.g. for a signalling NaN).
func (f Float) ConvertExact(to *Semantics) (Float, bool) {
	if f.sem == to {
		return f, !f.IsSignaling()
	}
	r, loses := f.Convert(to)
	if loses || f.IsSignaling() {
		return r, false
	}
	return r, true
}
