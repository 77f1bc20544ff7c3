package apfloat

import "math"

// Convert returns f converted to the semantics to with
// round-to-nearest-ties-to-even, exactly as LLVM's APFloat::convert, and
// whether information was lost (LLVM's losesInfo).
//
// Finite values are rounded correctly; overflow produces Inf, or NaN in
// formats without Inf; -0 becomes +0 in formats without -0. NaNs keep the
// top bits of their payload (a signalling NaN is quietened), as in LLVM.
// Converting to the same semantics returns f unchanged.
func (f Float) Convert(to *Semantics) (Float, bool) {
	from := f.sem
	if from == to {
		return f, false
	}
	d := f.decode()
	switch d.cat {
	case catNormal:
		exp := d.exp - (from.precision - 1)
		r, inexact := to.roundDyadic(d.sign, d.sig.big(), exp)
		return to.make(r), inexact
	case catZero:
		loses := false
		if to.nanEnc == nanEncodingNegativeZero {
			loses = from.nanEnc != nanEncodingNegativeZero && d.sign
		}
		return to.make(to.makeZero(d.sign)), loses
	case catInf:
		if to.nonFinite == nonFiniteNaNOnly {
			return to.make(to.makeNaN(d.sign)), true
		}
		return to.make(decoded{cat: catInf, sign: d.sign}), false
	}
	// NaN.
	if to.nonFinite == nonFiniteNaNOnly {
		return to.make(to.makeNaN(d.sign)), from.nonFinite != nonFiniteNaNOnly
	}
	isSignaling := from.nonFinite == nonFiniteIEEE754 && !d.sig.bit(uint(from.precision-2))
	x86Special := from == F80 && to != F80 && (!d.sig.bit(63) || !d.sig.bit(62))
	shift := to.precision - from.precision
	lost := false
	sig := d.sig
	if shift < 0 && from.nonFinite != nonFiniteNaNOnly {
		lost = !sig.and(mask128(uint(-shift))).isZero()
		sig = sig.shr(uint(-shift))
	} else if shift > 0 {
		sig = sig.shl(uint(shift))
	}
	r := decoded{cat: catNaN, sign: d.sign, sig: sig}
	if from.nanEnc == nanEncodingNegativeZero && to.nanEnc != nanEncodingNegativeZero {
		r = to.makeNaN(false)
	}
	if !x86Special && to == F80 {
		r.sig = r.sig.or(bit128(63))
	}
	if isSignaling {
		r.sig = r.sig.or(bit128(uint(to.precision - 2)))
	}
	return to.make(r), lost || x86Special
}

// FromFloat64 returns x converted to sem (APFloat(x).convert(sem,
// rmNearestTiesToEven, &losesInfo)) and whether the conversion lost
// information.
func FromFloat64(sem *Semantics, x float64) (f Float, losesInfo bool) {
	// Fast paths: Go's float64 and float32 are IEEE double and single, and
	// its float64 to float32 conversion rounds to nearest even as
	// APFloat::convert does (NaNs take the general path for their payload).
	switch {
	case sem == F64:
		return FromBits(F64, math.Float64bits(x), 0), false
	case sem == F32 && !math.IsNaN(x):
		y := float32(x)
		return FromBits(F32, uint64(math.Float32bits(y)), 0), float64(y) != x
	}
	return FromBits(F64, math.Float64bits(x), 0).Convert(sem)
}
