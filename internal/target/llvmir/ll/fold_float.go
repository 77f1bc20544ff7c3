package ll

import (
	"math"
	"math/big"
)

// IEEE arithmetic for the folders, matching LLVM's APFloat for the
// formats up to double: results round to nearest, ties to even; a NaN
// operand propagates (quieted, sign and payload kept); an invalid
// operation gives the default NaN, which APFloat makes positive (x86
// hardware would make it negative, so NaN results are built here, never
// taken from Go's arithmetic). fp128 and x86_fp80 go through math/big
// (fold_wide.go); ppc_fp128 is not folded.

// fpFormat is the exponent and stored mantissa widths of a format.
type fpFormat struct{ ebits, mbits uint }

func formatOf(t *FloatType) (fpFormat, bool) {
	switch t.Kind {
	case FHalf:
		return fpFormat{5, 10}, true
	case FBFloat:
		return fpFormat{8, 7}, true
	case FFloat:
		return fpFormat{8, 23}, true
	case FDouble:
		return fpFormat{11, 52}, true
	}
	return fpFormat{}, false
}

func (f fpFormat) signBit() uint64  { return 1 << (f.ebits + f.mbits) }
func (f fpFormat) expMask() uint64  { return lowMask(f.ebits) << f.mbits }
func (f fpFormat) mantMask() uint64 { return lowMask(f.mbits) }
func (f fpFormat) quietBit() uint64 { return 1 << (f.mbits - 1) }
func (f fpFormat) bias() int        { return 1<<(f.ebits-1) - 1 }

func (f fpFormat) isNaN(bits uint64) bool {
	return bits&f.expMask() == f.expMask() && bits&f.mantMask() != 0
}

// defaultNaN is APFloat's makeNaN(): positive, quiet, no payload.
func (f fpFormat) defaultNaN() uint64 { return f.expMask() | f.quietBit() }

// decode returns the exact value of a non-NaN bit pattern.
func (f fpFormat) decode(bits uint64) float64 {
	neg := bits&f.signBit() != 0
	e := int(bits & f.expMask() >> f.mbits)
	m := bits & f.mantMask()
	var x float64
	switch {
	case e == int(lowMask(f.ebits)):
		x = math.Inf(1)
	case e == 0:
		x = math.Ldexp(float64(m), 1-f.bias()-int(f.mbits))
	default:
		x = math.Ldexp(float64(m|1<<f.mbits), e-f.bias()-int(f.mbits))
	}
	if neg {
		x = -x
	}
	return x
}

// encode rounds a non-NaN float64 to the format, to nearest even.
func (f fpFormat) encode(x float64) uint64 {
	switch f {
	case fpFormat{11, 52}:
		return math.Float64bits(x)
	case fpFormat{8, 23}:
		return uint64(math.Float32bits(float32(x)))
	}
	var sign uint64
	if math.Signbit(x) {
		sign = f.signBit()
		x = -x
	}
	if math.IsInf(x, 0) {
		return sign | f.expMask()
	}
	if x == 0 {
		return sign
	}
	_, exp := math.Frexp(x)
	e := exp - 1
	emin := 1 - f.bias()
	if e < emin {
		q := math.RoundToEven(math.Ldexp(x, int(f.mbits)-emin))
		return sign | uint64(q)
	}
	q := math.RoundToEven(math.Ldexp(x, int(f.mbits)-e))
	if q >= math.Ldexp(1, int(f.mbits)+1) {
		q /= 2
		e++
	}
	if e > f.bias() {
		return sign | f.expMask()
	}
	return sign | uint64(e+f.bias())<<f.mbits | uint64(q)&f.mantMask()
}

// convertNaN carries a NaN to another format the way APFloat::convert
// does: sign kept, payload aligned at the top and truncated, quieted.
func convertNaN(bits uint64, from, to fpFormat) uint64 {
	var sign uint64
	if bits&from.signBit() != 0 {
		sign = to.signBit()
	}
	m := bits & from.mantMask()
	if to.mbits >= from.mbits {
		m <<= to.mbits - from.mbits
	} else {
		m >>= from.mbits - to.mbits
	}
	return sign | to.expMask() | m | to.quietBit()
}

func mkFloat(t *FloatType, bits uint64) *ConstFloat { return &ConstFloat{Typ: t, Lo: bits} }

// floatBinary folds fadd/fsub/fmul/fdiv/frem of two scalar constants.
// Narrow formats compute in float64 and round once more: for + - * / a
// double holds at least 2p+2 bits of a p-bit format (p <= 24 here), so the
// second rounding gives the correctly rounded result; fmod is exact.
func floatBinary(op Opcode, a, b *ConstFloat) Constant {
	f, ok := formatOf(a.Typ)
	if !ok {
		return wideBinary(op, a, b)
	}
	if f.isNaN(a.Lo) {
		return mkFloat(a.Typ, a.Lo|f.quietBit())
	}
	if f.isNaN(b.Lo) {
		return mkFloat(a.Typ, b.Lo|f.quietBit())
	}
	x, y := f.decode(a.Lo), f.decode(b.Lo)
	var r float64
	switch op {
	case OpFAdd:
		r = x + y
	case OpFSub:
		r = x - y
	case OpFMul:
		r = x * y
	case OpFDiv:
		r = x / y
	case OpFRem:
		r = math.Mod(x, y)
	default:
		return nil
	}
	if math.IsNaN(r) {
		return mkFloat(a.Typ, f.defaultNaN())
	}
	return mkFloat(a.Typ, f.encode(r))
}

// floatNeg is fneg: the sign bit flipped, NaNs included.
func floatNeg(a *ConstFloat) Constant {
	switch a.Typ.Kind {
	case FX86FP80:
		return &ConstFloat{Typ: a.Typ, Hi: a.Hi ^ 0x8000, Lo: a.Lo}
	case FFP128, FPPCFP128:
		return &ConstFloat{Typ: a.Typ, Hi: a.Hi ^ 1<<63, Lo: a.Lo}
	}
	return mkFloat(a.Typ, a.Lo^1<<(a.Typ.Bits()-1))
}

// floatCompare is FCmpInst::compare; ok is false for unfolded formats.
func floatCompare(pred string, a, b *ConstFloat) (res, ok bool) {
	da, ok1 := decodeAny(a)
	db, ok2 := decodeAny(b)
	if !ok1 || !ok2 {
		return false, false
	}
	if da.nan || db.nan {
		switch pred {
		case "uno", "ueq", "ugt", "uge", "ult", "ule", "une", "true":
			return true, true
		}
		return false, true
	}
	c := da.v.Cmp(db.v)
	x, y := float64(c), 0.0
	switch pred {
	case "false":
		return false, true
	case "true", "ord":
		return true, true
	case "uno":
		return false, true
	case "oeq", "ueq":
		return x == y, true
	case "ogt", "ugt":
		return x > y, true
	case "oge", "uge":
		return x >= y, true
	case "olt", "ult":
		return x < y, true
	case "ole", "ule":
		return x <= y, true
	case "one", "une":
		return x != y, true
	}
	return false, false
}

// floatConvert is fptrunc/fpext between the folded formats.
func floatConvert(a *ConstFloat, to *FloatType) Constant {
	f, ok1 := formatOf(a.Typ)
	g, ok2 := formatOf(to)
	if !ok1 || !ok2 {
		x, ok := decodeAny(a)
		if !ok {
			return nil
		}
		return encodeAny(x, to)
	}
	if f.isNaN(a.Lo) {
		return mkFloat(to, convertNaN(a.Lo, f, g))
	}
	return mkFloat(to, g.encode(f.decode(a.Lo)))
}

// floatToInt is fptosi/fptoui: rounding toward zero, poison when the
// value does not fit (NaN and infinities included).
func floatToInt(a *ConstFloat, to *IntType, signed bool) Constant {
	x, ok := decodeAny(a)
	if !ok {
		return nil
	}
	if x.nan || x.v.IsInf() {
		return &Poison{Typ: to}
	}
	v, _ := x.v.Int(nil)
	var lo, hi *big.Int
	if signed {
		hi = new(big.Int).Lsh(big.NewInt(1), uint(to.Bits-1))
		lo = new(big.Int).Neg(hi)
		hi.Sub(hi, big.NewInt(1))
	} else {
		lo = new(big.Int)
		hi = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), uint(to.Bits)), big.NewInt(1))
	}
	if v.Cmp(lo) < 0 || v.Cmp(hi) > 0 {
		return &Poison{Typ: to}
	}
	return mkInt(to, v)
}

// intToFloat is sitofp/uitofp, rounding to nearest even.
func intToFloat(a *ConstInt, to *FloatType, signed bool) Constant {
	v := intVal(a)
	if signed {
		v = intSVal(a)
	}
	g, ok := formatOf(to)
	if !ok {
		return encodeAny(anyFloat{v: new(big.Float).SetInt(v)}, to)
	}
	bf := new(big.Float).SetPrec(g.mbits + 1).SetMode(big.ToNearestEven).SetInt(v)
	x, _ := bf.Float64()
	return mkFloat(to, g.encode(x))
}
