package apfloat

import (
	"math"
	"math/big"
)

// Float is an immutable floating-point value of some Semantics, stored as
// its bit pattern. Floats are comparable with ==, which compares the
// semantics and the bits. The zero Float has no semantics and must not be
// used.
//
// The stored bits are always canonical, i.e. what LLVM's bitcastToAPInt
// returns for the APFloat built from them; this only matters for f80,
// where pseudo-denormals and unnormals are normalised as LLVM does.
type Float struct {
	sem *Semantics
	b   u128
}

type category uint8

const (
	catZero category = iota
	catNormal
	catInf
	catNaN
)

// decoded is the unpacked form of a value, mirroring IEEEFloat's fields.
type decoded struct {
	cat  category
	sign bool
	// exp is the unbiased exponent of the integer bit (normal numbers).
	// Denormals have exp == minExponent and the integer bit clear.
	exp int
	// sig is the significand (precision bits, integer bit included) for
	// normal numbers and the payload for NaNs.
	sig u128
}

func (s *Semantics) decode(b u128) decoded {
	if s.explicitInt {
		i1 := b.lo
		e := int(b.hi & 0x7fff)
		d := decoded{sign: b.hi>>15&1 == 1, sig: u128{lo: i1}}
		switch {
		case e == 0 && i1 == 0:
			d.cat = catZero
			d.sig = u128{}
		case e == 0x7fff && i1 == 1<<63:
			d.cat = catInf
			d.sig = u128{}
		case e == 0x7fff || (e != 0 && i1>>63 == 0):
			d.cat = catNaN
		default:
			d.cat = catNormal
			d.exp = e - 16383
			if e == 0 {
				d.exp = s.minExponent
			}
		}
		return d
	}
	t := s.trailingBits()
	mant := b.and(mask128(t))
	ef := int(b.shr(t).lo & (1<<s.exponentBits() - 1))
	sign := b.bit(uint(s.sizeInBits - 1))
	bias := s.Bias()
	allZero := mant.isZero()
	isZero := ef == 0 && allZero
	if s.nonFinite == nonFiniteIEEE754 && ef-bias == s.maxExponent+1 && allZero {
		return decoded{cat: catInf, sign: sign}
	}
	var isNaN bool
	switch s.nanEnc {
	case nanEncodingIEEE:
		isNaN = ef-bias == s.maxExponent+1 && !allZero
	case nanEncodingAllOnes:
		isNaN = ef-bias == s.maxExponent && mant == mask128(t)
	case nanEncodingNegativeZero:
		isNaN = isZero && sign
	}
	if isNaN {
		return decoded{cat: catNaN, sign: sign, sig: mant}
	}
	if isZero {
		return decoded{cat: catZero, sign: sign}
	}
	d := decoded{cat: catNormal, sign: sign, exp: ef - bias, sig: mant}
	if ef == 0 {
		d.exp = s.minExponent
	} else {
		d.sig = d.sig.or(bit128(t))
	}
	return d
}

// exponentNaN is the internal exponent LLVM gives NaNs.
func (s *Semantics) exponentNaN() int {
	if s.nonFinite == nonFiniteNaNOnly {
		if s.nanEnc == nanEncodingNegativeZero {
			return s.minExponent - 1
		}
		return s.maxExponent
	}
	return s.maxExponent + 1
}

func (s *Semantics) encode(d decoded) u128 {
	t := s.trailingBits()
	bias := s.Bias()
	var ef int
	mant := d.sig
	switch d.cat {
	case catNormal:
		ef = d.exp + bias
		if ef == 1 && !d.sig.bit(uint(s.precision-1)) {
			ef = 0 // denormal
		}
	case catZero:
		ef = 0
		mant = u128{}
	case catInf:
		ef = s.maxExponent + 1 + bias
		mant = u128{}
		if s.explicitInt {
			mant = bit128(63)
		}
	case catNaN:
		ef = s.exponentNaN() + bias
	}
	b := mant.and(mask128(t))
	b = b.or(u128{lo: uint64(ef) & (1<<s.exponentBits() - 1)}.shl(t))
	if d.sign {
		b = b.or(bit128(uint(s.sizeInBits - 1)))
	}
	return b
}

// makeNaN returns the NaN LLVM's makeNaN(/*SNaN=*/false, negative) builds.
func (s *Semantics) makeNaN(negative bool) decoded {
	d := decoded{cat: catNaN, sign: negative}
	switch {
	case s.nonFinite == nonFiniteNaNOnly && s.nanEnc == nanEncodingNegativeZero:
		d.sign = true
	case s.nonFinite == nonFiniteNaNOnly:
		d.sig = mask128(uint(s.precision - 1))
	default:
		d.sig = bit128(uint(s.precision - 2)) // quiet bit
		if s.explicitInt {
			d.sig = d.sig.or(bit128(uint(s.precision - 1)))
		}
	}
	return d
}

// makeInf returns +-Inf, or NaN for formats without infinities.
func (s *Semantics) makeInf(negative bool) decoded {
	if s.nonFinite == nonFiniteNaNOnly {
		return s.makeNaN(negative)
	}
	return decoded{cat: catInf, sign: negative}
}

// makeZero returns +-0 (always +0 for formats without -0).
func (s *Semantics) makeZero(negative bool) decoded {
	if s.nanEnc == nanEncodingNegativeZero {
		negative = false
	}
	return decoded{cat: catZero, sign: negative}
}

func (s *Semantics) make(d decoded) Float { return Float{sem: s, b: s.encode(d)} }

func (f Float) decode() decoded { return f.sem.decode(f.b) }

// FromBits returns the value of sem whose encoding is the low
// sem.BitWidth() bits of the 128-bit integer hi:lo (higher bits are
// ignored), like LLVM's APFloat(sem, APInt).
func FromBits(sem *Semantics, lo, hi uint64) Float {
	b := u128{lo: lo, hi: hi}.and(mask128(uint(sem.sizeInBits)))
	return sem.make(sem.decode(b))
}

// FromBigBits is FromBits with the encoding given as a non-negative
// big.Int; it reports false if x is negative or wider than sem.BitWidth().
func FromBigBits(sem *Semantics, x *big.Int) (Float, bool) {
	if x.Sign() < 0 || x.BitLen() > sem.sizeInBits {
		return Float{}, false
	}
	b := u128FromBig(x)
	return FromBits(sem, b.lo, b.hi), true
}

// Bits returns the encoding of f (LLVM bitcastToAPInt) as hi:lo.
func (f Float) Bits() (lo, hi uint64) { return f.b.lo, f.b.hi }

// BigBits returns the encoding of f as a big.Int.
func (f Float) BigBits() *big.Int { return f.b.big() }

// Semantics returns the format of f.
func (f Float) Semantics() *Semantics { return f.sem }

// Zero returns +0 or -0 of sem (always +0 when sem has no -0).
func Zero(sem *Semantics, negative bool) Float { return sem.make(sem.makeZero(negative)) }

// Inf returns +Inf or -Inf of sem, or sem's NaN when it has no infinity
// (as LLVM's APFloat::getInf does).
func Inf(sem *Semantics, negative bool) Float { return sem.make(sem.makeInf(negative)) }

// NaN returns the default quiet NaN of sem (LLVM APFloat::getNaN).
func NaN(sem *Semantics, negative bool) Float { return sem.make(sem.makeNaN(negative)) }

// IsNaN reports whether f is a NaN.
func (f Float) IsNaN() bool { return f.decode().cat == catNaN }

// IsInf reports whether f is an infinity.
func (f Float) IsInf() bool { return f.decode().cat == catInf }

// IsZero reports whether f is +0 or -0.
func (f Float) IsZero() bool { return f.decode().cat == catZero }

// IsFinite reports whether f is neither an infinity nor a NaN.
func (f Float) IsFinite() bool {
	c := f.decode().cat
	return c == catZero || c == catNormal
}

// IsDenormal reports whether f is a non-zero denormal (subnormal) number.
func (f Float) IsDenormal() bool {
	d := f.decode()
	return d.cat == catNormal && d.exp == f.sem.minExponent &&
		!d.sig.bit(uint(f.sem.precision-1))
}

// IsNegative reports whether the sign of f is set (including -0 and
// negative NaNs).
func (f Float) IsNegative() bool { return f.decode().sign }

// Neg returns -f, like LLVM's changeSign: it flips the sign, except that
// zero and NaN keep their sign in formats whose NaN is the -0 encoding.
func (f Float) Neg() Float {
	d := f.decode()
	if f.sem.nanEnc == nanEncodingNegativeZero && (d.cat == catZero || d.cat == catNaN) {
		return f
	}
	d.sign = !d.sign
	return f.sem.make(d)
}

// Abs returns |f| (LLVM clearSign).
func (f Float) Abs() Float {
	if f.IsNegative() {
		return f.Neg()
	}
	return f
}

// Float64 returns f converted to float64 with round-to-nearest-even
// (APFloat::convert to IEEEdouble).
func (f Float) Float64() float64 {
	g, _ := f.Convert(F64)
	return math.Float64frombits(g.b.lo)
}

// BitwiseEqual reports whether f and g have the same semantics and
// representation (LLVM bitwiseIsEqual; NaN payloads are compared too).
func (f Float) BitwiseEqual(g Float) bool { return f == g }
