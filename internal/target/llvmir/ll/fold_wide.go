package ll

import (
	"math"
	"math/big"
)

// fp128 and x86_fp80 folding through math/big, rounding as APFloat does
// (to nearest even, gradual underflow). Not folded (nil): non-canonical
// x86_fp80 encodings and ppc_fp128.

// wideFormat is fp128 (113-bit significand, implicit integer bit) or
// x86_fp80 (64-bit significand with an explicit integer bit); both have a
// 15-bit exponent.
type wideFormat struct {
	fbits    uint // fraction bits
	explicit bool // x86_fp80's explicit integer bit
}

const wideBias = 16383

func wideOf(t *FloatType) (wideFormat, bool) {
	switch t.Kind {
	case FFP128:
		return wideFormat{112, false}, true
	case FX86FP80:
		return wideFormat{63, true}, true
	}
	return wideFormat{}, false
}

func (w wideFormat) prec() uint { return w.fbits + 1 }

// split takes a constant apart; ok is false for x86_fp80 encodings that
// are not canonical (unnormals, pseudo-denormals...).
func (w wideFormat) split(c *ConstFloat) (neg bool, e int, frac *big.Int, ok bool) {
	if !w.explicit {
		neg = c.Hi>>63 != 0
		e = int(c.Hi >> 48 & 0x7fff)
		frac = new(big.Int).SetUint64(c.Hi & (1<<48 - 1))
		frac.Lsh(frac, 64).Or(frac, new(big.Int).SetUint64(c.Lo))
		return neg, e, frac, true
	}
	neg = c.Hi>>15&1 != 0
	e = int(c.Hi & 0x7fff)
	intBit := c.Lo>>63 != 0
	frac = new(big.Int).SetUint64(c.Lo &^ (1 << 63))
	return neg, e, frac, intBit == (e != 0)
}

func (w wideFormat) build(t *FloatType, neg bool, e int, frac *big.Int) *ConstFloat {
	var s uint64
	if neg {
		s = 1
	}
	if !w.explicit {
		lo := new(big.Int).And(frac, new(big.Int).SetUint64(^uint64(0))).Uint64()
		hi := new(big.Int).Rsh(frac, 64).Uint64()
		return &ConstFloat{Typ: t, Hi: s<<63 | uint64(e)<<48 | hi, Lo: lo}
	}
	lo := frac.Uint64()
	if e != 0 {
		lo |= 1 << 63
	}
	return &ConstFloat{Typ: t, Hi: s<<15 | uint64(e), Lo: lo}
}

func (w wideFormat) quietBit() *big.Int { return new(big.Int).Lsh(big.NewInt(1), w.fbits-1) }

// isNaN and isInf classify a canonical constant.
func (w wideFormat) isNaN(c *ConstFloat) bool {
	_, e, f, ok := w.split(c)
	return ok && e == 0x7fff && f.Sign() != 0
}

// defaultNaN is APFloat's makeNaN(): positive, quiet, no payload.
func (w wideFormat) defaultNaN(t *FloatType) *ConstFloat {
	return w.build(t, false, 0x7fff, w.quietBit())
}

func (w wideFormat) quiet(c *ConstFloat) *ConstFloat {
	neg, e, f, _ := w.split(c)
	return w.build(c.Typ, neg, e, f.Or(f, w.quietBit()))
}

// value returns the exact value of a non-NaN constant (±Inf included).
func (w wideFormat) value(c *ConstFloat) *big.Float {
	neg, e, f, _ := w.split(c)
	r := new(big.Float)
	switch {
	case e == 0x7fff:
		r.SetInf(neg)
		return r
	case e != 0:
		f.SetBit(f, int(w.fbits), 1)
	default:
		e = 1
	}
	r.SetInt(f)
	r.SetMantExp(r, e-wideBias-int(w.fbits))
	if neg {
		r.Neg(r)
	}
	return r
}

// encode rounds an exact value (or one already rounded to the format's
// precision in the normal range) to the format, to nearest even, with
// gradual underflow.
func (w wideFormat) encode(t *FloatType, x *big.Float) Constant {
	neg := x.Signbit()
	if x.IsInf() {
		return w.build(t, neg, 0x7fff, new(big.Int))
	}
	if x.Sign() == 0 {
		return w.build(t, neg, 0, new(big.Int))
	}
	a := new(big.Float).Abs(x)
	emin := 1 - wideBias
	if e := a.MantExp(nil) - 1; e >= emin {
		r := new(big.Float).SetPrec(w.prec()).SetMode(big.ToNearestEven).Set(a)
		e = r.MantExp(nil) - 1
		if e > wideBias {
			return w.build(t, neg, 0x7fff, new(big.Int))
		}
		m, _ := new(big.Float).SetMantExp(r, int(w.fbits)-e).Int(nil)
		return w.build(t, neg, e+wideBias, m.SetBit(m, int(w.fbits), 0))
	}
	// Subnormal: round a × 2^(fbits-emin) to an integer, ties to even.
	mi := roundToInt(new(big.Float).SetMantExp(a, int(w.fbits)-emin))
	if mi.Bit(int(w.fbits)) == 1 {
		return w.build(t, neg, 1, mi.SetBit(mi, int(w.fbits), 0))
	}
	return w.build(t, neg, 0, mi)
}

// roundToInt rounds a non-negative exact value to an integer, ties to
// even.
func roundToInt(m *big.Float) *big.Int {
	mi, _ := m.Int(nil)
	rem := new(big.Float).Sub(m, new(big.Float).SetInt(mi))
	if c := rem.Cmp(big.NewFloat(0.5)); c > 0 || c == 0 && mi.Bit(0) == 1 {
		mi.Add(mi, big.NewInt(1))
	}
	return mi
}

// wideRem is frem (APFloat::mod, C's fmod): exact, with the sign of x.
func wideRem(w wideFormat, t *FloatType, x, y *big.Float) Constant {
	if x.IsInf() || y.Sign() == 0 {
		return w.defaultNaN(t)
	}
	if y.IsInf() || x.Sign() == 0 {
		return w.encode(t, x)
	}
	// x = mx·2^ex and y = my·2^ey with integer mantissas; on the common
	// exponent e the remainder is an integer one.
	mx, my := new(big.Float), new(big.Float)
	ex := x.MantExp(mx) - int(x.MinPrec())
	ey := y.MantExp(my) - int(y.MinPrec())
	e := min(ex, ey)
	xi, _ := new(big.Float).SetMantExp(new(big.Float).Abs(x), -e).Int(nil)
	yi, _ := new(big.Float).SetMantExp(new(big.Float).Abs(y), -e).Int(nil)
	r := new(big.Float).SetInt(new(big.Int).Rem(xi, yi))
	r.SetMantExp(r, e)
	if x.Signbit() {
		r.Neg(r)
	}
	return w.encode(t, r)
}

// wideBinary folds fadd/fsub/fmul/fdiv/frem of fp128 or x86_fp80 constants.
func wideBinary(op Opcode, a, b *ConstFloat) Constant {
	w, ok := wideOf(a.Typ)
	if !ok {
		return nil
	}
	if _, _, _, ok := w.split(a); !ok {
		return nil
	}
	if _, _, _, ok := w.split(b); !ok {
		return nil
	}
	if w.isNaN(a) {
		return w.quiet(a)
	}
	if w.isNaN(b) {
		return w.quiet(b)
	}
	x, y := w.value(a), w.value(b)
	if op == OpFRem {
		return wideRem(w, a.Typ, x, y)
	}
	switch op {
	case OpFAdd, OpFSub:
		if x.IsInf() && y.IsInf() && (x.Signbit() != y.Signbit()) == (op == OpFAdd) {
			return w.defaultNaN(a.Typ)
		}
	case OpFMul:
		if x.IsInf() && y.Sign() == 0 || y.IsInf() && x.Sign() == 0 {
			return w.defaultNaN(a.Typ)
		}
	case OpFDiv:
		if x.Sign() == 0 && y.Sign() == 0 || x.IsInf() && y.IsInf() {
			return w.defaultNaN(a.Typ)
		}
	}
	// + - * are computed exactly and rounded once by encode; a quotient
	// rounded to 2p+2 bits first rounds the same as the exact one.
	z := new(big.Float).SetMode(big.ToNearestEven)
	switch op {
	case OpFAdd, OpFSub:
		prec := max(x.MinPrec(), y.MinPrec()) + 2
		if x.Sign() != 0 && y.Sign() != 0 && !x.IsInf() && !y.IsInf() {
			d := x.MantExp(nil) - y.MantExp(nil)
			prec += uint(max(d, -d))
		}
		z.SetPrec(prec)
		if op == OpFAdd {
			z.Add(x, y)
		} else {
			z.Sub(x, y)
		}
	case OpFMul:
		z.SetPrec(x.MinPrec()+y.MinPrec()+1).Mul(x, y)
	case OpFDiv:
		z.SetPrec(2*w.prec() + 2)
		if y.Sign() == 0 {
			z.SetInf(x.Signbit() != y.Signbit())
		} else {
			z.Quo(x, y)
		}
	}
	return w.encode(a.Typ, z)
}

// anyFloat is a float constant decoded for conversions: its exact value,
// or its NaN sign and payload aligned to the top of a 128-bit fraction.
type anyFloat struct {
	nan     bool
	neg     bool
	payload *big.Int // NaN fraction, top-aligned to 128 bits
	v       *big.Float
}

// decodeAny decodes any foldable float constant; ok is false otherwise.
func decodeAny(c *ConstFloat) (anyFloat, bool) {
	if f, ok := formatOf(c.Typ); ok {
		if f.isNaN(c.Lo) {
			p := new(big.Int).SetUint64(c.Lo & f.mantMask())
			return anyFloat{nan: true, neg: c.Lo&f.signBit() != 0, payload: p.Lsh(p, 128-f.mbits)}, true
		}
		return anyFloat{v: new(big.Float).SetFloat64(f.decode(c.Lo))}, true
	}
	w, ok := wideOf(c.Typ)
	if !ok {
		return anyFloat{}, false
	}
	neg, _, frac, ok := w.split(c)
	if !ok {
		return anyFloat{}, false
	}
	if w.isNaN(c) {
		return anyFloat{nan: true, neg: neg, payload: frac.Lsh(frac, 128-w.fbits)}, true
	}
	return anyFloat{v: w.value(c)}, true
}

// encodeAny stores a decoded value in type t: NaNs keep sign and the
// top of the payload and are quieted; values round to nearest even.
func encodeAny(x anyFloat, t *FloatType) Constant {
	if f, ok := formatOf(t); ok {
		if x.nan {
			m := new(big.Int).Rsh(x.payload, 128-f.mbits).Uint64()
			var s uint64
			if x.neg {
				s = f.signBit()
			}
			return mkFloat(t, s|f.expMask()|m|f.quietBit())
		}
		switch t.Kind {
		case FDouble:
			d, _ := x.v.Float64()
			return mkFloat(t, math.Float64bits(d))
		case FFloat:
			d, _ := x.v.Float32()
			return mkFloat(t, uint64(math.Float32bits(d)))
		}
		if d, acc := x.v.Float64(); acc == big.Exact {
			return mkFloat(t, f.encode(d))
		}
		r := new(big.Float).SetPrec(f.mbits + 1).SetMode(big.ToNearestEven).Set(x.v)
		d, _ := r.Float64()
		if math.Abs(d) >= math.Ldexp(1, 1-f.bias()) {
			return mkFloat(t, f.encode(d))
		}
		// Subnormal (or rounding up to the smallest normal): round the
		// exact value on the subnormal grid; a carry lands in the exponent.
		mi := roundToInt(new(big.Float).SetMantExp(new(big.Float).Abs(x.v), int(f.mbits)+f.bias()-1))
		var s uint64
		if x.v.Signbit() {
			s = f.signBit()
		}
		return mkFloat(t, s|mi.Uint64())
	}
	w, ok := wideOf(t)
	if !ok {
		return nil
	}
	if x.nan {
		m := new(big.Int).Rsh(x.payload, 128-w.fbits)
		return w.build(t, x.neg, 0x7fff, m.Or(m, w.quietBit()))
	}
	return w.encode(t, x.v)
}
