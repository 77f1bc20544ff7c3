package arith

import (
	"math/big"

	"gpuc/internal/apfloat"
	"gpuc/internal/dialect/ub"
	"gpuc/internal/ir"
)

// Helpers of the arith folders: APInt-style arithmetic on big integers of
// a given width, access to the elements of integer and float constants,
// MLIR's constant matchers and the constant folding drivers of
// mlir/Dialect/CommonFolders.h (MLIR 19).
//
// Integer values are held as non-negative big.Ints below 2^width (APInt's
// bit pattern); index values are 64 bits wide.

// --- APInt-style arithmetic ------------------------------------------------------

func pow2(w int) *big.Int { return new(big.Int).Lsh(big.NewInt(1), uint(w)) }

// wrap returns x modulo 2^w, in [0, 2^w).
func wrap(x *big.Int, w int) *big.Int { return new(big.Int).Mod(x, pow2(w)) }

// signed returns the two's complement value of the w-bit pattern v.
func signed(v *big.Int, w int) *big.Int {
	if w > 0 && v.Bit(w-1) == 1 {
		return new(big.Int).Sub(v, pow2(w))
	}
	return new(big.Int).Set(v)
}

func isNeg(v *big.Int, w int) bool { return w > 0 && v.Bit(w-1) == 1 }

func allOnes(w int) *big.Int { return new(big.Int).Sub(pow2(w), big.NewInt(1)) }

func signedMin(w int) *big.Int { return new(big.Int).Lsh(big.NewInt(1), uint(w-1)) }

func signedMax(w int) *big.Int { return new(big.Int).Sub(signedMin(w), big.NewInt(1)) }

// fitsSigned reports whether x is a w-bit signed value.
func fitsSigned(x *big.Int, w int) bool {
	lo := new(big.Int).Neg(signedMin(w))
	return x.Cmp(lo) >= 0 && x.Cmp(signedMin(w)) < 0
}

// sdivOv is APInt::sdiv_ov: the truncated quotient and whether it
// overflowed (only MIN / -1 does).
func sdivOv(a, b *big.Int, w int) (*big.Int, bool) {
	q := new(big.Int).Quo(signed(a, w), signed(b, w))
	return wrap(q, w), a.Cmp(signedMin(w)) == 0 && b.Cmp(allOnes(w)) == 0
}

// ssubOv and saddOv are APInt::ssub_ov and sadd_ov.
func ssubOv(a, b *big.Int, w int) (*big.Int, bool) {
	r := new(big.Int).Sub(signed(a, w), signed(b, w))
	return wrap(r, w), !fitsSigned(r, w)
}

func saddOv(a, b *big.Int, w int) (*big.Int, bool) {
	r := new(big.Int).Add(signed(a, w), signed(b, w))
	return wrap(r, w), !fitsSigned(r, w)
}

// sextOrTrunc and zextOrTrunc change the width of a bit pattern.
func sextOrTrunc(v *big.Int, from, to int) *big.Int { return wrap(signed(v, from), to) }
func zextOrTrunc(v *big.Int, to int) *big.Int       { return wrap(v, to) }

// --- constants ---------------------------------------------------------------------

// elemOrSelf is getElementTypeOrSelf.
func elemOrSelf(t ir.Type) ir.Type {
	if s, ok := t.(ir.ShapedType); ok {
		return s.ElementType()
	}
	return t
}

// intWidthOf returns the width of an integer or index type.
func intWidthOf(t ir.Type) (int, bool) {
	switch t := t.(type) {
	case *ir.IntegerType:
		return t.Width, true
	case *ir.IndexType:
		return 64, true
	}
	return 0, false
}

// intAttrValue returns the bit pattern and width of an integer attribute.
func intAttrValue(a *ir.IntegerAttr) (*big.Int, int) {
	w, _ := intWidthOf(a.Type)
	return wrap(a.Big(), w), w
}

func wordsPerScalar(w int) int {
	if w > 64 {
		return 2
	}
	return 1
}

func wordsToBig(raw []uint64) *big.Int {
	v := new(big.Int).SetUint64(raw[0])
	if len(raw) > 1 {
		v.Or(v, new(big.Int).Lsh(new(big.Int).SetUint64(raw[1]), 64))
	}
	return v
}

// denseInts returns the elements of an integer or index dense attribute
// (one element for a splat).
func denseInts(d *ir.DenseElementsAttr) ([]*big.Int, int, bool) {
	w, ok := intWidthOf(d.Type.ElementType())
	if !ok || d.Stride == 0 {
		return nil, 0, false
	}
	var out []*big.Int
	for i := 0; i+d.Stride <= len(d.Raw); i += d.Stride {
		out = append(out, wrap(wordsToBig(d.Raw[i:i+d.Stride]), w))
	}
	return out, w, true
}

// denseFloats returns the elements of a float dense attribute.
func denseFloats(d *ir.DenseElementsAttr) ([]apfloat.Float, bool) {
	ft, ok := d.Type.ElementType().(*ir.FloatType)
	if !ok || d.Stride == 0 {
		return nil, false
	}
	var out []apfloat.Float
	for i := 0; i+d.Stride <= len(d.Raw); i += d.Stride {
		var hi uint64
		if d.Stride > 1 {
			hi = d.Raw[i+1]
		}
		out = append(out, apfloat.FromBits(ft.Semantics(), d.Raw[i], hi))
	}
	return out, true
}

// expand returns n values from a splat's single one.
func expand[T any](vals []T, splat bool, n int) []T {
	if !splat {
		return vals
	}
	out := make([]T, n)
	for i := range out {
		out[i] = vals[0]
	}
	return out
}

// newDense builds a dense elements attribute from raw scalars of `per`
// words each, as a splat when all are equal (DenseElementsAttr::get).
func newDense(ctx *ir.Context, t ir.ShapedType, per int, raw []uint64) *ir.DenseElementsAttr {
	n := len(raw) / per
	splat := n > 0
	for i := per; splat && i < len(raw); i += per {
		for j := 0; j < per; j++ {
			if raw[i+j] != raw[j] {
				splat = false
				break
			}
		}
	}
	if splat {
		raw = raw[:per]
	}
	return ctx.DenseElements(t, splat, per, raw)
}

// intsAttr builds a dense attribute of type t from integer values.
func intsAttr(ctx *ir.Context, t ir.ShapedType, vals []*big.Int) ir.Attribute {
	w, ok := intWidthOf(t.ElementType())
	if !ok || ir.NumElements(t) < 0 {
		return nil
	}
	per := wordsPerScalar(w)
	raw := make([]uint64, 0, len(vals)*per)
	mask := new(big.Int).SetUint64(^uint64(0))
	for _, v := range vals {
		v = wrap(v, w)
		raw = append(raw, new(big.Int).And(v, mask).Uint64())
		if per > 1 {
			raw = append(raw, new(big.Int).Rsh(v, 64).Uint64())
		}
	}
	return newDense(ctx, t, per, raw)
}

// floatsAttr builds a dense attribute of type t from float values.
func floatsAttr(ctx *ir.Context, t ir.ShapedType, vals []apfloat.Float) ir.Attribute {
	ft, ok := t.ElementType().(*ir.FloatType)
	if !ok || ir.NumElements(t) < 0 {
		return nil
	}
	per := wordsPerScalar(ft.Width())
	raw := make([]uint64, 0, len(vals)*per)
	for _, f := range vals {
		lo, hi := f.Bits()
		raw = append(raw, lo)
		if per > 1 {
			raw = append(raw, hi)
		}
	}
	return newDense(ctx, t, per, raw)
}

// intAttr builds an integer attribute, or a splat of it for a shaped type.
func intAttr(ctx *ir.Context, t ir.Type, v *big.Int) ir.Attribute {
	if s, ok := t.(ir.ShapedType); ok {
		return intsAttr(ctx, s, []*big.Int{v})
	}
	if _, ok := intWidthOf(t); !ok {
		return nil
	}
	return ctx.IntegerAttr(t, v)
}

func floatAttr(ctx *ir.Context, t ir.Type, v apfloat.Float) ir.Attribute {
	if s, ok := t.(ir.ShapedType); ok {
		return floatsAttr(ctx, s, []apfloat.Float{v})
	}
	ft, ok := t.(*ir.FloatType)
	if !ok {
		return nil
	}
	return ctx.FloatAttr(ft, v)
}

// zeroAttr is Builder::getZeroAttr: 0 of an integer, index or float type,
// or a splat of it for vectors and (static) ranked tensors.
func zeroAttr(ctx *ir.Context, t ir.Type) ir.Attribute {
	switch s := t.(type) {
	case *ir.VectorType, *ir.RankedTensorType:
		st := s.(ir.ShapedType)
		if ir.NumElements(st) < 0 {
			return nil
		}
		switch e := st.ElementType().(type) {
		case *ir.FloatType:
			return floatsAttr(ctx, st, []apfloat.Float{apfloat.Zero(e.Semantics(), false)})
		case *ir.IntegerType, *ir.IndexType:
			return intsAttr(ctx, st, []*big.Int{new(big.Int)})
		}
		return nil
	case *ir.FloatType:
		return ctx.FloatAttr(s, apfloat.Zero(s.Semantics(), false))
	case *ir.IntegerType, *ir.IndexType:
		return ctx.IntegerAttr(t, new(big.Int))
	}
	return nil
}

// boolAttr is getBoolAttribute: a bool, or a splat of it for shaped types.
func boolAttr(ctx *ir.Context, t ir.Type, v bool) ir.Attribute {
	s, ok := t.(ir.ShapedType)
	if !ok {
		return ctx.Bool(v)
	}
	if ir.NumElements(s) < 0 {
		return nil
	}
	b := int64(0)
	if v {
		b = 1
	}
	return intsAttr(ctx, s, []*big.Int{big.NewInt(b)})
}

// --- matchers ------------------------------------------------------------------------

// constInt is m_ConstantInt: an integer attribute or an integer splat.
func constInt(a ir.Attribute) (*big.Int, int, bool) {
	switch a := a.(type) {
	case *ir.IntegerAttr:
		v, w := intAttrValue(a)
		return v, w, true
	case *ir.DenseElementsAttr:
		if !a.Splat {
			return nil, 0, false
		}
		vals, w, ok := denseInts(a)
		if !ok || len(vals) == 0 {
			return nil, 0, false
		}
		return vals[0], w, true
	}
	return nil, 0, false
}

func isZeroInt(a ir.Attribute) bool {
	v, _, ok := constInt(a)
	return ok && v.Sign() == 0
}

func isOneInt(a ir.Attribute) bool {
	v, _, ok := constInt(a)
	return ok && v.Cmp(big.NewInt(1)) == 0
}

func isAllOnesInt(a ir.Attribute) bool {
	v, w, ok := constInt(a)
	return ok && v.Cmp(allOnes(w)) == 0
}

// constFloat is the float constant matcher: a float attribute or a float
// splat.
func constFloat(a ir.Attribute) (apfloat.Float, bool) {
	switch a := a.(type) {
	case *ir.FloatAttr:
		return a.Value, true
	case *ir.DenseElementsAttr:
		if !a.Splat {
			return apfloat.Float{}, false
		}
		vals, ok := denseFloats(a)
		if !ok || len(vals) == 0 {
			return apfloat.Float{}, false
		}
		return vals[0], true
	}
	return apfloat.Float{}, false
}

func matchFloat(a ir.Attribute, pred func(apfloat.Float) bool) bool {
	f, ok := constFloat(a)
	return ok && pred(f)
}

func isPosZero(f apfloat.Float) bool { return f.IsZero() && !f.IsNegative() }
func isNegZero(f apfloat.Float) bool { return f.IsZero() && f.IsNegative() }
func isPosInf(f apfloat.Float) bool  { return f.IsInf() && !f.IsNegative() }
func isNegInf(f apfloat.Float) bool  { return f.IsInf() && f.IsNegative() }

// isExactlyOne is APFloat::isExactlyValue(1.0).
func isExactlyOne(f apfloat.Float) bool {
	one, _ := apfloat.FromFloat64(f.Semantics(), 1)
	return one.BitwiseEqual(f)
}

// definedBy returns the op defining v when it is named name.
func definedBy(v *ir.Value, name string) *ir.Operation {
	if d := v.DefiningOp(); d != nil && d.Name() == name {
		return d
	}
	return nil
}

// --- folding drivers (CommonFolders.h) ---------------------------------------------

// sameType reports whether two typed attributes have the same type.
func sameType(a, b ir.Attribute) bool {
	ta, ok1 := a.(ir.TypedAttr)
	tb, ok2 := b.(ir.TypedAttr)
	return ok1 && ok2 && ta.AttrType() == tb.AttrType()
}

func attrType(a ir.Attribute) ir.Type {
	if t, ok := a.(ir.TypedAttr); ok {
		return t.AttrType()
	}
	return nil
}

// poisonOperand is the first #ub.poison of ops, which the common folders
// (constFoldBinaryOp, constFoldUnaryOp, constFoldCastOp) fold to.
func poisonOperand(ops []ir.Attribute) ir.Attribute {
	for _, a := range ops {
		if _, ok := a.(*ub.PoisonAttr); ok {
			return a
		}
	}
	return nil
}

// foldBinInt is constFoldBinaryOp<IntegerAttr>: both operands integer
// attributes, both splats, or both dense elements of the same type. The
// result has type resT (the operands' type when nil); calc gets the bit
// patterns and the width and is called once per element, in order.
func foldBinInt(ctx *ir.Context, ops []ir.Attribute, resT ir.Type, calc func(a, b *big.Int, w int) *big.Int) ir.Attribute {
	if p := poisonOperand(ops); p != nil {
		return p
	}
	if len(ops) != 2 || ops[0] == nil || ops[1] == nil || !sameType(ops[0], ops[1]) {
		return nil
	}
	if resT == nil {
		resT = attrType(ops[0])
	}
	switch l := ops[0].(type) {
	case *ir.IntegerAttr:
		r, ok := ops[1].(*ir.IntegerAttr)
		if !ok {
			return nil
		}
		a, w := intAttrValue(l)
		b, _ := intAttrValue(r)
		if _, ok := intWidthOf(resT); !ok {
			return nil
		}
		return ctx.IntegerAttr(resT, calc(a, b, w))
	case *ir.DenseElementsAttr:
		r, ok := ops[1].(*ir.DenseElementsAttr)
		if !ok {
			return nil
		}
		st, ok := resT.(ir.ShapedType)
		if !ok {
			return nil
		}
		as, w, ok1 := denseInts(l)
		bs, _, ok2 := denseInts(r)
		if !ok1 || !ok2 {
			return nil
		}
		if l.Splat && r.Splat {
			return intsAttr(ctx, st, []*big.Int{calc(as[0], bs[0], w)})
		}
		n := int(ir.NumElements(l.Type))
		as, bs = expand(as, l.Splat, n), expand(bs, r.Splat, n)
		out := make([]*big.Int, n)
		for i := range out {
			out[i] = calc(as[i], bs[i], w)
		}
		return intsAttr(ctx, st, out)
	}
	return nil
}

// foldBinFloat is constFoldBinaryOp<FloatAttr>.
func foldBinFloat(ctx *ir.Context, ops []ir.Attribute, calc func(a, b apfloat.Float) apfloat.Float) ir.Attribute {
	if p := poisonOperand(ops); p != nil {
		return p
	}
	if len(ops) != 2 || ops[0] == nil || ops[1] == nil || !sameType(ops[0], ops[1]) {
		return nil
	}
	switch l := ops[0].(type) {
	case *ir.FloatAttr:
		r, ok := ops[1].(*ir.FloatAttr)
		if !ok {
			return nil
		}
		return ctx.FloatAttr(l.Type, calc(l.Value, r.Value))
	case *ir.DenseElementsAttr:
		r, ok := ops[1].(*ir.DenseElementsAttr)
		if !ok {
			return nil
		}
		as, ok1 := denseFloats(l)
		bs, ok2 := denseFloats(r)
		if !ok1 || !ok2 {
			return nil
		}
		if l.Splat && r.Splat {
			return floatsAttr(ctx, l.Type, []apfloat.Float{calc(as[0], bs[0])})
		}
		n := int(ir.NumElements(l.Type))
		as, bs = expand(as, l.Splat, n), expand(bs, r.Splat, n)
		out := make([]apfloat.Float, n)
		for i := range out {
			out[i] = calc(as[i], bs[i])
		}
		return floatsAttr(ctx, l.Type, out)
	}
	return nil
}

// foldUnaryFloat is constFoldUnaryOp<FloatAttr>.
func foldUnaryFloat(ctx *ir.Context, ops []ir.Attribute, calc func(apfloat.Float) apfloat.Float) ir.Attribute {
	if len(ops) != 1 || ops[0] == nil {
		return nil
	}
	if p := poisonOperand(ops); p != nil {
		return p
	}
	switch a := ops[0].(type) {
	case *ir.FloatAttr:
		return ctx.FloatAttr(a.Type, calc(a.Value))
	case *ir.DenseElementsAttr:
		vals, ok := denseFloats(a)
		if !ok {
			return nil
		}
		out := make([]apfloat.Float, len(vals))
		for i, v := range vals {
			out[i] = calc(v)
		}
		return floatsAttr(ctx, a.Type, out)
	}
	return nil
}

// scalar is one element of an integer or float constant.
type scalar struct {
	i *big.Int // bit pattern, for integers
	w int
	f apfloat.Float
}

func scalarsOf(a ir.Attribute, wantFloat bool) (vals []scalar, splat bool, ok bool) {
	switch a := a.(type) {
	case *ir.IntegerAttr:
		if wantFloat {
			return nil, false, false
		}
		v, w := intAttrValue(a)
		return []scalar{{i: v, w: w}}, false, true
	case *ir.FloatAttr:
		if !wantFloat {
			return nil, false, false
		}
		return []scalar{{f: a.Value}}, false, true
	case *ir.DenseElementsAttr:
		if wantFloat {
			fs, ok := denseFloats(a)
			if !ok {
				return nil, false, false
			}
			for _, f := range fs {
				vals = append(vals, scalar{f: f})
			}
			return vals, a.Splat, true
		}
		is, w, ok := denseInts(a)
		if !ok {
			return nil, false, false
		}
		for _, v := range is {
			vals = append(vals, scalar{i: v, w: w})
		}
		return vals, a.Splat, true
	}
	return nil, false, false
}

// foldCast is constFoldCastOp: fromFloat/toFloat choose the attribute
// kinds (IntegerAttr or FloatAttr); calc returns the converted element and
// false to cancel the fold (castStatus).
func foldCast(ctx *ir.Context, ops []ir.Attribute, resT ir.Type, fromFloat, toFloat bool, calc func(scalar) (scalar, bool)) ir.Attribute {
	if len(ops) != 1 || ops[0] == nil {
		return nil
	}
	if p := poisonOperand(ops); p != nil {
		return p
	}
	vals, splat, ok := scalarsOf(ops[0], fromFloat)
	if !ok {
		return nil
	}
	out := make([]scalar, len(vals))
	for i, v := range vals {
		r, ok := calc(v)
		if !ok {
			return nil
		}
		out[i] = r
	}
	if _, isDense := ops[0].(*ir.DenseElementsAttr); !isDense {
		if toFloat {
			return floatAttr(ctx, resT, out[0].f)
		}
		return intAttr(ctx, resT, out[0].i)
	}
	st, ok := resT.(ir.ShapedType)
	if !ok || (splat && ir.NumElements(st) < 0) {
		return nil
	}
	if toFloat {
		fs := make([]apfloat.Float, len(out))
		for i, s := range out {
			fs[i] = s.f
		}
		return floatsAttr(ctx, st, fs)
	}
	is := make([]*big.Int, len(out))
	for i, s := range out {
		is[i] = s.i
	}
	return intsAttr(ctx, st, is)
}
