package math

import (
	"math"
	"math/big"
	"math/bits"

	"gpuc/internal/apfloat"
	"gpuc/internal/dialect/arith"
	"gpuc/internal/dialect/ub"
	"gpuc/internal/ir"
)

// materializeConstant is MathDialect::materializeConstant: ub.poison of
// a poison attribute, else arith.constant.
func materializeConstant(b *ir.Builder, value ir.Attribute, t ir.Type, loc ir.Location) *ir.Operation {
	if _, ok := value.(*ub.PoisonAttr); ok {
		return ub.MaterializeConstant(b, value, t, loc)
	}
	return arith.MaterializeConstant(b, value, t, loc)
}

// poisonOperand returns the first poison among the constant operands, as
// the constFold helpers of CommonFolders.h propagate it (MLIR 19).
func poisonOperand(operands []ir.Attribute) ir.Attribute {
	for _, a := range operands {
		if _, ok := a.(*ub.PoisonAttr); ok {
			return a
		}
	}
	return nil
}

// Folders of the math dialect, after MLIR 19's MathOps.cpp. They fold
// scalar constants and dense (splat or not) vector and tensor constants
// element by element; constants materialize as arith.constant.
//
// The transcendental functions fold only f32 and f64 values, through the
// host libm (see fold_libm.go); absf, ceil, floor, roundeven and copysign fold
// every float type; cbrt, rsqrt, fma and fpowi have no folder in MLIR 19.

func init() {
	for _, name := range []string{"acos", "acosh", "asin", "asinh", "atan", "atanh", "cos", "cosh", "erf",
		"exp", "exp2", "expm1", "round", "sin", "sinh", "tan", "tanh", "trunc"} {
		hook("math." + name).Fold = unaryFloatFold(hostUnary(name, nil))
	}
	nonNegative := func(f apfloat.Float) bool { return !f.IsNegative() }
	for _, name := range []string{"log", "log2", "log10", "sqrt"} {
		hook("math." + name).Fold = unaryFloatFold(hostUnary(name, nonNegative))
	}
	hook("math.log1p").Fold = unaryFloatFold(hostUnary("log1p", func(f apfloat.Float) bool {
		one, _ := apfloat.FromFloat64(f.Semantics(), 1)
		return !apfloatAdd(f, one).IsNegative()
	}))
	hook("math.absf").Fold = unaryFloatFold(func(f apfloat.Float) (apfloat.Float, bool) { return f.Abs(), true })
	hook("math.ceil").Fold = unaryFloatFold(func(f apfloat.Float) (apfloat.Float, bool) { return roundToIntegral(f, roundUp), true })
	hook("math.floor").Fold = unaryFloatFold(func(f apfloat.Float) (apfloat.Float, bool) { return roundToIntegral(f, roundDown), true })
	hook("math.roundeven").Fold = unaryFloatFold(func(f apfloat.Float) (apfloat.Float, bool) { return roundToIntegral(f, roundEven), true })
	hook("math.copysign").Fold = binaryFloatFold(func(a, b apfloat.Float) (apfloat.Float, bool) {
		if a.IsNegative() != b.IsNegative() {
			return a.Neg(), true
		}
		return a, true
	})
	hook("math.powf").Fold = binaryFloatFold(hostBinary(pow64, pow32))
	hook("math.atan2").Fold = binaryFloatFold(func(a, b apfloat.Float) (apfloat.Float, bool) {
		if a.IsZero() && b.IsZero() {
			return apfloat.NaN(a.Semantics(), false), true
		}
		return hostBinary(atan2_64, atan2_32)(a, b)
	})

	hook("math.absi").Fold = unaryIntFold(func(a *big.Int, w int) (*big.Int, bool) {
		if a.Sign() < 0 {
			return new(big.Int).Neg(a), true
		}
		return a, true
	})
	hook("math.ctlz").Fold = unaryIntFold(func(a *big.Int, w int) (*big.Int, bool) {
		return big.NewInt(int64(w - toUnsigned(a, w).BitLen())), true
	})
	hook("math.cttz").Fold = unaryIntFold(func(a *big.Int, w int) (*big.Int, bool) {
		u := toUnsigned(a, w)
		if u.Sign() == 0 {
			return big.NewInt(int64(w)), true
		}
		return big.NewInt(int64(u.TrailingZeroBits())), true
	})
	hook("math.ctpop").Fold = unaryIntFold(func(a *big.Int, w int) (*big.Int, bool) {
		n := 0
		for _, word := range toUnsigned(a, w).Bits() {
			n += bits.OnesCount(uint(word))
		}
		return big.NewInt(int64(n)), true
	})
	hook("math.ipowi").Fold = binaryIntFold(ipowi)
}

// hostUnary folds f32 and f64 values through the host libm function name
// when cond (if any) accepts the argument.
func hostUnary(name string, cond func(apfloat.Float) bool) func(apfloat.Float) (apfloat.Float, bool) {
	return func(f apfloat.Float) (apfloat.Float, bool) {
		if cond != nil && !cond(f) {
			return apfloat.Float{}, false
		}
		switch f.Semantics() {
		case apfloat.F64:
			return fromFloat64(libm64(name, f64Of(f))), true
		case apfloat.F32:
			return fromFloat32(libm32(name, f32Of(f))), true
		}
		return apfloat.Float{}, false
	}
}

func hostBinary(d func(a, b float64) float64, s func(a, b float32) float32) func(a, b apfloat.Float) (apfloat.Float, bool) {
	return func(a, b apfloat.Float) (apfloat.Float, bool) {
		switch a.Semantics() {
		case apfloat.F64:
			return fromFloat64(d(f64Of(a), f64Of(b))), true
		case apfloat.F32:
			return fromFloat32(s(f32Of(a), f32Of(b))), true
		}
		return apfloat.Float{}, false
	}
}

func f64Of(f apfloat.Float) float64 {
	lo, _ := f.Bits()
	return math.Float64frombits(lo)
}

func f32Of(f apfloat.Float) float32 {
	lo, _ := f.Bits()
	return math.Float32frombits(uint32(lo))
}

func fromFloat64(x float64) apfloat.Float {
	return apfloat.FromBits(apfloat.F64, math.Float64bits(x), 0)
}
func fromFloat32(x float32) apfloat.Float {
	return apfloat.FromBits(apfloat.F32, uint64(math.Float32bits(x)), 0)
}

// apfloatAdd returns a + b (same semantics) for the f32 and f64 values
// log1p's `a + 1 < 0` test needs (other formats are not folded).
func apfloatAdd(a, b apfloat.Float) apfloat.Float {
	switch a.Semantics() {
	case apfloat.F64:
		return fromFloat64(f64Of(a) + f64Of(b))
	case apfloat.F32:
		return fromFloat32(f32Of(a) + f32Of(b))
	}
	return a
}

type roundingMode int

const (
	roundUp roundingMode = iota
	roundDown
	roundEven
)

// quietBit returns the quiet bit of the format's NaNs, or 0 for formats
// without infinities (whose only NaNs are quiet).
func quietBit(sem *apfloat.Semantics) (lo, hi uint64) {
	if !sem.HasInf() {
		return 0, 0
	}
	b := sem.Precision() - 2
	if b >= 64 {
		return 0, 1 << uint(b-64)
	}
	return 1 << uint(b), 0
}

// roundToIntegral is APFloat::roundToIntegral for the three modes the
// folders use. The value is rounded as IEEE binary128, which holds every
// other format exactly, and converted back.
func roundToIntegral(f apfloat.Float, mode roundingMode) apfloat.Float {
	sem := f.Semantics()
	if f.IsNaN() {
		lo, hi := f.Bits()
		qlo, qhi := quietBit(sem)
		return apfloat.FromBits(sem, lo|qlo, hi|qhi)
	}
	if f.IsInf() || f.IsZero() {
		return f
	}
	q, _ := f.Convert(apfloat.F128)
	lo, hi := q.Bits()
	neg := hi>>63 != 0
	mag := new(big.Int).Or(new(big.Int).Lsh(new(big.Int).SetUint64(hi&^(1<<63)), 64), new(big.Int).SetUint64(lo))
	exp := int(hi>>48&0x7fff) - 16383
	const fracBits = 112
	var r *big.Int
	one := new(big.Int).Lsh(big.NewInt(16383), fracBits) // 1.0
	switch {
	case exp >= fracBits:
		return f
	case exp < 0:
		// |x| < 1: the result is 0 or 1 in magnitude.
		up := false
		switch mode {
		case roundUp:
			up = !neg
		case roundDown:
			up = neg
		case roundEven:
			half := new(big.Int).Lsh(big.NewInt(16382), fracBits) // 0.5
			up = mag.Cmp(half) > 0
		}
		r = new(big.Int)
		if up {
			r = one
		}
	default:
		shift := uint(fracBits - exp)
		mask := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), shift), big.NewInt(1))
		rem := new(big.Int).And(mag, mask)
		r = new(big.Int).AndNot(mag, mask)
		if rem.Sign() == 0 {
			return f
		}
		up := false
		switch mode {
		case roundUp:
			up = !neg
		case roundDown:
			up = neg
		case roundEven:
			half := new(big.Int).Lsh(big.NewInt(1), shift-1)
			c := rem.Cmp(half)
			// The integer part is odd when its last bit (the implicit bit
			// when exp is 0) is set.
			odd := exp == 0 || mag.Bit(int(shift)) != 0
			up = c > 0 || c == 0 && odd
		}
		if up {
			r.Add(r, new(big.Int).Lsh(big.NewInt(1), shift))
		}
	}
	rhi := new(big.Int).Rsh(r, 64).Uint64()
	rlo := new(big.Int).And(r, new(big.Int).SetUint64(^uint64(0))).Uint64()
	if neg {
		rhi |= 1 << 63
	}
	res, _ := apfloat.FromBits(apfloat.F128, rlo, rhi).Convert(sem)
	return res
}

// toUnsigned returns the width-bit pattern of a.
func toUnsigned(a *big.Int, w int) *big.Int {
	if a.Sign() >= 0 {
		return a
	}
	return new(big.Int).Add(a, new(big.Int).Lsh(big.NewInt(1), uint(w)))
}

// ipowi is MLIR 19's IPowIOp folder on width-bit values (signed).
func ipowi(base, power *big.Int, w int) (*big.Int, bool) {
	// Values as signed w-bit numbers.
	sb := signedOf(base, w)
	sp := signedOf(power, w)
	one := signedOf(big.NewInt(1), w)
	minusOne := signedOf(big.NewInt(-1), w)
	if sp.Sign() == 0 {
		return one, true
	}
	if sp.Sign() < 0 {
		switch {
		case sb.Sign() == 0:
			return nil, false
		case sb.Cmp(one) == 0:
			return one, true
		case sb.Cmp(minusOne) != 0:
			return new(big.Int), true
		case toUnsigned(sp, w).Bit(0) == 1:
			return minusOne, true
		}
		return one, true
	}
	mod := new(big.Int).Lsh(big.NewInt(1), uint(w))
	result := big.NewInt(1)
	cur := toUnsigned(sb, w)
	p := new(big.Int).Set(toUnsigned(sp, w))
	for {
		if p.Bit(0) == 1 {
			result.Mul(result, cur).Mod(result, mod)
		}
		p.Rsh(p, 1)
		if p.Sign() == 0 {
			return result, true
		}
		cur = new(big.Int).Mul(cur, cur)
		cur.Mod(cur, mod)
	}
}

// signedOf returns v as a signed width-bit number (for i1: 0 or -1, as
// APInt's signed view).
func signedOf(v *big.Int, w int) *big.Int {
	mod := new(big.Int).Lsh(big.NewInt(1), uint(w))
	u := new(big.Int).Mod(v, mod)
	if u.Bit(w-1) == 1 {
		u.Sub(u, mod)
	}
	return u
}

// Element-wise folding of scalar and dense constants (MLIR's
// constFoldUnaryOp / constFoldBinaryOp families).

// floatElems returns the float elements of a (a FloatAttr or dense float
// elements), the element semantics, and whether a is a splat or scalar.
func floatElems(a ir.Attribute) (vals []apfloat.Float, ft *ir.FloatType, ok bool) {
	switch a := a.(type) {
	case *ir.FloatAttr:
		return []apfloat.Float{a.Value}, a.Type, true
	case *ir.DenseElementsAttr:
		ft, isFloat := a.Type.ElementType().(*ir.FloatType)
		if !isFloat {
			return nil, nil, false
		}
		for i := 0; i+a.Stride <= len(a.Raw); i += a.Stride {
			var hi uint64
			if a.Stride > 1 {
				hi = a.Raw[i+1]
			}
			vals = append(vals, apfloat.FromBits(ft.Semantics(), a.Raw[i], hi))
		}
		return vals, ft, len(vals) > 0 || ir.NumElements(a.Type) == 0
	}
	return nil, nil, false
}

// denseFloats builds the dense elements attribute of type t from vals (a
// splat when they are all the same).
func denseFloats(ctx *ir.Context, t ir.ShapedType, vals []apfloat.Float) ir.Attribute {
	stride := 1
	if ft, ok := t.ElementType().(*ir.FloatType); ok && ft.Width() > 64 {
		stride = 2
	}
	splat := len(vals) > 0
	for _, v := range vals[min(1, len(vals)):] {
		splat = splat && v.BitwiseEqual(vals[0])
	}
	if splat {
		vals = vals[:1]
	}
	raw := make([]uint64, 0, len(vals)*stride)
	for _, v := range vals {
		lo, hi := v.Bits()
		raw = append(raw, lo)
		if stride == 2 {
			raw = append(raw, hi)
		}
	}
	return ctx.DenseElements(t, splat, stride, raw)
}

func unaryFloatFold(f func(apfloat.Float) (apfloat.Float, bool)) ir.FoldFunc {
	return func(op *ir.Operation, operands []ir.Attribute) ([]ir.FoldResult, bool) {
		if p := poisonOperand(operands); p != nil {
			return []ir.FoldResult{ir.FoldAttr(p)}, true
		}
		if len(operands) != 1 || operands[0] == nil {
			return nil, false
		}
		vals, ft, ok := floatElems(operands[0])
		if !ok {
			return nil, false
		}
		out := make([]apfloat.Float, len(vals))
		for i, v := range vals {
			r, ok := f(v)
			if !ok {
				return nil, false
			}
			out[i] = r
		}
		return []ir.FoldResult{ir.FoldAttr(floatResult(op.Context(), operands[0], ft, out))}, true
	}
}

func binaryFloatFold(f func(a, b apfloat.Float) (apfloat.Float, bool)) ir.FoldFunc {
	return func(op *ir.Operation, operands []ir.Attribute) ([]ir.FoldResult, bool) {
		if p := poisonOperand(operands); p != nil {
			return []ir.FoldResult{ir.FoldAttr(p)}, true
		}
		if len(operands) != 2 || operands[0] == nil || operands[1] == nil {
			return nil, false
		}
		if sameKind(operands[0], operands[1]) != nil {
			return nil, false
		}
		a, ft, ok1 := floatElems(operands[0])
		b, _, ok2 := floatElems(operands[1])
		if !ok1 || !ok2 || len(a) != len(b) && len(a) != 1 && len(b) != 1 {
			return nil, false
		}
		n := max(len(a), len(b))
		out := make([]apfloat.Float, n)
		for i := range out {
			r, ok := f(a[min(i, len(a)-1)], b[min(i, len(b)-1)])
			if !ok {
				return nil, false
			}
			out[i] = r
		}
		return []ir.FoldResult{ir.FoldAttr(floatResult(op.Context(), operands[0], ft, out))}, true
	}
}

// sameKind returns nil when a and b are both scalars or both dense
// elements of the same type (what constFoldBinaryOp requires).
func sameKind(a, b ir.Attribute) error {
	switch a := a.(type) {
	case *ir.FloatAttr:
		if b, ok := b.(*ir.FloatAttr); ok && b.Type == a.Type {
			return nil
		}
	case *ir.IntegerAttr:
		if b, ok := b.(*ir.IntegerAttr); ok && b.Type == a.Type {
			return nil
		}
	case *ir.DenseElementsAttr:
		if b, ok := b.(*ir.DenseElementsAttr); ok && b.Type == a.Type {
			return nil
		}
	}
	return errKind
}

type kindError struct{}

func (kindError) Error() string { return "operands of different kinds" }

var errKind = kindError{}

func floatResult(ctx *ir.Context, like ir.Attribute, ft *ir.FloatType, vals []apfloat.Float) ir.Attribute {
	if d, ok := like.(*ir.DenseElementsAttr); ok {
		return denseFloats(ctx, d.Type, vals)
	}
	return ctx.FloatAttr(ft, vals[0])
}

// intElems returns the integer elements of a (an IntegerAttr or dense
// integer elements) as signed values, and the element width.
func intElems(a ir.Attribute) (vals []*big.Int, w int, ok bool) {
	switch a := a.(type) {
	case *ir.IntegerAttr:
		return []*big.Int{a.Big()}, ir.IntWidth(a.Type), ir.IntWidth(a.Type) > 0
	case *ir.DenseElementsAttr:
		et := a.Type.ElementType()
		w := ir.IntWidth(et)
		if w == 0 {
			return nil, 0, false
		}
		for i := 0; i+a.Stride <= len(a.Raw); i += a.Stride {
			v := new(big.Int).SetUint64(a.Raw[i])
			if a.Stride > 1 {
				v.Or(v, new(big.Int).Lsh(new(big.Int).SetUint64(a.Raw[i+1]), 64))
			}
			vals = append(vals, signedOf(v, w))
		}
		return vals, w, len(vals) > 0 || ir.NumElements(a.Type) == 0
	}
	return nil, 0, false
}

func intResult(ctx *ir.Context, like ir.Attribute, vals []*big.Int) ir.Attribute {
	switch a := like.(type) {
	case *ir.IntegerAttr:
		return ctx.IntegerAttr(a.Type, vals[0])
	case *ir.DenseElementsAttr:
		w := ir.IntWidth(a.Type.ElementType())
		stride := 1
		if w > 64 {
			stride = 2
		}
		splat := len(vals) > 0
		for _, v := range vals[min(1, len(vals)):] {
			splat = splat && toUnsigned(signedOf(v, w), w).Cmp(toUnsigned(signedOf(vals[0], w), w)) == 0
		}
		if splat {
			vals = vals[:1]
		}
		raw := make([]uint64, 0, len(vals)*stride)
		mask64 := new(big.Int).SetUint64(^uint64(0))
		for _, v := range vals {
			u := toUnsigned(signedOf(v, w), w)
			raw = append(raw, new(big.Int).And(u, mask64).Uint64())
			if stride == 2 {
				raw = append(raw, new(big.Int).Rsh(u, 64).Uint64())
			}
		}
		return ctx.DenseElements(a.Type, splat, stride, raw)
	}
	return nil
}

func unaryIntFold(f func(a *big.Int, w int) (*big.Int, bool)) ir.FoldFunc {
	return func(op *ir.Operation, operands []ir.Attribute) ([]ir.FoldResult, bool) {
		if p := poisonOperand(operands); p != nil {
			return []ir.FoldResult{ir.FoldAttr(p)}, true
		}
		if len(operands) != 1 || operands[0] == nil {
			return nil, false
		}
		vals, w, ok := intElems(operands[0])
		if !ok {
			return nil, false
		}
		out := make([]*big.Int, len(vals))
		for i, v := range vals {
			r, ok := f(v, w)
			if !ok {
				return nil, false
			}
			out[i] = r
		}
		res := intResult(op.Context(), operands[0], out)
		if res == nil {
			return nil, false
		}
		return []ir.FoldResult{ir.FoldAttr(res)}, true
	}
}

func binaryIntFold(f func(a, b *big.Int, w int) (*big.Int, bool)) ir.FoldFunc {
	return func(op *ir.Operation, operands []ir.Attribute) ([]ir.FoldResult, bool) {
		if p := poisonOperand(operands); p != nil {
			return []ir.FoldResult{ir.FoldAttr(p)}, true
		}
		if len(operands) != 2 || operands[0] == nil || operands[1] == nil {
			return nil, false
		}
		if sameKind(operands[0], operands[1]) != nil {
			return nil, false
		}
		a, w, ok1 := intElems(operands[0])
		b, _, ok2 := intElems(operands[1])
		if !ok1 || !ok2 || len(a) != len(b) && len(a) != 1 && len(b) != 1 {
			return nil, false
		}
		n := max(len(a), len(b))
		out := make([]*big.Int, n)
		for i := range out {
			r, ok := f(a[min(i, len(a)-1)], b[min(i, len(b)-1)], w)
			if !ok {
				return nil, false
			}
			out[i] = r
		}
		res := intResult(op.Context(), operands[0], out)
		if res == nil {
			return nil, false
		}
		return []ir.FoldResult{ir.FoldAttr(res)}, true
	}
}
