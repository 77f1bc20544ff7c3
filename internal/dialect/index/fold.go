package index

import (
	"math/big"

	"gpuc/internal/ir"
	"gpuc/internal/ods"
)

// Folders of the index dialect, after MLIR 19's IndexOps.cpp. Index values
// are folded so that the result holds for both 32- and 64-bit targets:
// "unchecked" ops satisfy trunc(f(a, b)) == f(trunc(a), trunc(b)); the
// others fold only when the 64-bit result truncated to 32 bits equals the
// 32-bit result.

func init() {
	foldUnchecked("index.add", addOp)
	foldUnchecked("index.sub", subOp)
	foldUnchecked("index.mul", mulOp)
	foldUnchecked("index.and", func(a, b uint64) (uint64, bool) { return a & b, true })
	foldUnchecked("index.or", func(a, b uint64) (uint64, bool) { return a | b, true })
	foldUnchecked("index.xor", func(a, b uint64) (uint64, bool) { return a ^ b, true })
	foldUnchecked("index.shl", func(a, b uint64) (uint64, bool) {
		// A shift by 32 or more is poison on 32-bit targets.
		if b >= 32 {
			return 0, false
		}
		return a << b, true
	})
	foldChecked("index.divs", signed(func(a, b int64) (int64, bool) {
		if b == 0 {
			return 0, false
		}
		return a / b, true
	}), signed32(func(a, b int32) (int32, bool) {
		if b == 0 {
			return 0, false
		}
		return a / b, true
	}))
	foldChecked("index.divu", func(a, b uint64) (uint64, bool) {
		if b == 0 {
			return 0, false
		}
		return a / b, true
	}, func(a, b uint32) (uint32, bool) {
		if b == 0 {
			return 0, false
		}
		return a / b, true
	})
	foldChecked("index.rems", signed(func(a, b int64) (int64, bool) {
		if b == 0 {
			return 0, false
		}
		return a % b, true
	}), signed32(func(a, b int32) (int32, bool) {
		if b == 0 {
			return 0, false
		}
		return a % b, true
	}))
	foldChecked("index.remu", func(a, b uint64) (uint64, bool) {
		if b == 0 {
			return 0, false
		}
		return a % b, true
	}, func(a, b uint32) (uint32, bool) {
		if b == 0 {
			return 0, false
		}
		return a % b, true
	})
	foldChecked("index.ceildivs", signed(ceilDivS[int64]), signed32(ceilDivS[int32]))
	foldChecked("index.ceildivu", ceilDivU[uint64], ceilDivU[uint32])
	foldChecked("index.floordivs", signed(floorDivS[int64]), signed32(floorDivS[int32]))
	foldChecked("index.maxs", signed(func(a, b int64) (int64, bool) { return max(a, b), true }),
		signed32(func(a, b int32) (int32, bool) { return max(a, b), true }))
	foldChecked("index.maxu", func(a, b uint64) (uint64, bool) { return max(a, b), true },
		func(a, b uint32) (uint32, bool) { return max(a, b), true })
	foldChecked("index.mins", signed(func(a, b int64) (int64, bool) { return min(a, b), true }),
		signed32(func(a, b int32) (int32, bool) { return min(a, b), true }))
	foldChecked("index.minu", func(a, b uint64) (uint64, bool) { return min(a, b), true },
		func(a, b uint32) (uint32, bool) { return min(a, b), true })
	foldChecked("index.shrs", signed(func(a, b int64) (int64, bool) {
		if uint64(b) >= 32 {
			return 0, false
		}
		return a >> uint64(b), true
	}), signed32(func(a, b int32) (int32, bool) {
		if uint32(b) >= 32 {
			return 0, false
		}
		return a >> uint32(b), true
	}))
	foldChecked("index.shru", func(a, b uint64) (uint64, bool) {
		if b >= 32 {
			return 0, false
		}
		return a >> b, true
	}, func(a, b uint32) (uint32, bool) {
		if b >= 32 {
			return 0, false
		}
		return a >> b, true
	})

	hook("index.add").Fold = withIdentity(hook("index.add").Fold, func(op *ir.Operation, rhs uint64) (ir.FoldResult, bool) {
		return ir.FoldValue(op.Operand(0)), rhs == 0
	})
	hook("index.sub").Fold = withIdentity(hook("index.sub").Fold, func(op *ir.Operation, rhs uint64) (ir.FoldResult, bool) {
		return ir.FoldValue(op.Operand(0)), rhs == 0
	})
	hook("index.mul").Fold = withIdentity(hook("index.mul").Fold, func(op *ir.Operation, rhs uint64) (ir.FoldResult, bool) {
		switch rhs {
		case 1:
			return ir.FoldValue(op.Operand(0)), true
		case 0:
			return ir.FoldAttr(indexAttr(op.Context(), 0)), true
		}
		return ir.FoldResult{}, false
	})

	hook("index.casts").Fold = func(op *ir.Operation, operands []ir.Attribute) ([]ir.FoldResult, bool) {
		return foldCast(op, operands, true)
	}
	hook("index.castu").Fold = func(op *ir.Operation, operands []ir.Attribute) ([]ir.FoldResult, bool) {
		return foldCast(op, operands, false)
	}
	hook("index.cmp").Fold = foldCmp
	hook("index.constant").Fold = foldConstant
	hook("index.bool.constant").Fold = foldConstant
}

func addOp(a, b uint64) (uint64, bool) { return a + b, true }
func subOp(a, b uint64) (uint64, bool) { return a - b, true }
func mulOp(a, b uint64) (uint64, bool) { return a * b, true }

func indexAttr(ctx *ir.Context, v uint64) ir.Attribute {
	return ctx.IntegerAttrInt64(ctx.Index(), int64(v))
}

// intOperand returns the bits of an integer constant operand.
func intOperand(a ir.Attribute) (uint64, bool) {
	ia, ok := a.(*ir.IntegerAttr)
	if !ok {
		return 0, false
	}
	return uint64(ia.Int64()), true
}

func binaryOperands(operands []ir.Attribute) (uint64, uint64, bool) {
	if len(operands) != 2 {
		return 0, 0, false
	}
	a, ok1 := intOperand(operands[0])
	b, ok2 := intOperand(operands[1])
	return a, b, ok1 && ok2
}

// foldUnchecked registers the folder of an op whose 64-bit result, truncated,
// is always the 32-bit result (MLIR's foldBinaryOpUnchecked).
func foldUnchecked(name string, f func(a, b uint64) (uint64, bool)) {
	hook(name).Fold = func(op *ir.Operation, operands []ir.Attribute) ([]ir.FoldResult, bool) {
		a, b, ok := binaryOperands(operands)
		if !ok {
			return nil, false
		}
		r, ok := f(a, b)
		if !ok {
			return nil, false
		}
		return []ir.FoldResult{ir.FoldAttr(indexAttr(op.Context(), r))}, true
	}
}

// foldChecked registers the folder of an op that folds only when the 64-bit
// result truncated to 32 bits is the 32-bit result (MLIR's
// foldBinaryOpChecked).
func foldChecked(name string, f64 func(a, b uint64) (uint64, bool), f32 func(a, b uint32) (uint32, bool)) {
	hook(name).Fold = func(op *ir.Operation, operands []ir.Attribute) ([]ir.FoldResult, bool) {
		a, b, ok := binaryOperands(operands)
		if !ok {
			return nil, false
		}
		r64, ok := f64(a, b)
		if !ok {
			return nil, false
		}
		r32, ok := f32(uint32(a), uint32(b))
		if !ok || uint32(r64) != r32 {
			return nil, false
		}
		return []ir.FoldResult{ir.FoldAttr(indexAttr(op.Context(), r64))}, true
	}
}

// withIdentity runs fold, then, when it does not fold and the right operand
// is a constant, identity (MLIR's `add(x, 0) -> x` and the like).
func withIdentity(fold ir.FoldFunc, identity func(op *ir.Operation, rhs uint64) (ir.FoldResult, bool)) ir.FoldFunc {
	return func(op *ir.Operation, operands []ir.Attribute) ([]ir.FoldResult, bool) {
		if res, ok := fold(op, operands); ok {
			return res, true
		}
		if len(operands) != 2 {
			return nil, false
		}
		rhs, ok := intOperand(operands[1])
		if !ok {
			return nil, false
		}
		if r, ok := identity(op, rhs); ok {
			return []ir.FoldResult{r}, true
		}
		return nil, false
	}
}

func signed(f func(a, b int64) (int64, bool)) func(a, b uint64) (uint64, bool) {
	return func(a, b uint64) (uint64, bool) {
		r, ok := f(int64(a), int64(b))
		return uint64(r), ok
	}
}

func signed32(f func(a, b int32) (int32, bool)) func(a, b uint32) (uint32, bool) {
	return func(a, b uint32) (uint32, bool) {
		r, ok := f(int32(a), int32(b))
		return uint32(r), ok
	}
}

// ceilDivS computes `ceildivs(n, m)` as `x = m > 0 ? -1 : 1` and then
// `n*m > 0 ? (n+x)/m + 1 : -(-n/m)` (Go's division wraps like APInt's).
func ceilDivS[T int32 | int64](n, m T) (T, bool) {
	if m == 0 {
		return 0, false
	}
	if n == 0 {
		return n, true
	}
	mGtZ := m > 0
	if (n > 0) != mGtZ {
		return -((-n) / m), true
	}
	x := T(1)
	if mGtZ {
		x = -1
	}
	return (n+x)/m + 1, true
}

// ceilDivU computes `ceildivu(n, m)` as `n == 0 ? 0 : (n-1)/m + 1`.
func ceilDivU[T uint32 | uint64](n, m T) (T, bool) {
	if m == 0 {
		return 0, false
	}
	if n == 0 {
		return n, true
	}
	return (n-1)/m + 1, true
}

// floorDivS computes `floordivs(n, m)` as `x = m < 0 ? 1 : -1` and then
// `n*m < 0 ? -1 - (x-n)/m : n/m`.
func floorDivS[T int32 | int64](n, m T) (T, bool) {
	if m == 0 {
		return 0, false
	}
	if n == 0 {
		return n, true
	}
	mLtZ := m < 0
	if (n < 0) == mLtZ {
		return n / m, true
	}
	x := T(-1)
	if mLtZ {
		x = 1
	}
	return -1 - (x-n)/m, true
}

// foldCast is MLIR's foldCastOp: a cast to index is done for a 64-bit
// target (the 32-bit result is its truncation); a cast from index folds
// only when it is the same on 32- and 64-bit targets.
func foldCast(op *ir.Operation, operands []ir.Attribute, isSigned bool) ([]ir.FoldResult, bool) {
	if len(operands) != 1 || op.NumResults() != 1 {
		return nil, false
	}
	in, ok := operands[0].(*ir.IntegerAttr)
	if !ok {
		return nil, false
	}
	ctx := op.Context()
	inWidth := ir.IntWidth(in.Type)
	if inWidth == 0 {
		return nil, false
	}
	value := bitsOf(in, inWidth)
	ext := func(x *big.Int, from, to int) *big.Int {
		if isSigned {
			return sext(x, from, to)
		}
		return x
	}
	out := op.Result(0).Type()
	if _, ok := out.(*ir.IndexType); ok {
		r := value
		if inWidth > 64 {
			r = trunc(value, 64)
		} else {
			r = ext(value, inWidth, 64)
		}
		return []ir.FoldResult{ir.FoldAttr(ctx.IntegerAttr(out, r))}, true
	}
	width := ir.IntWidth(out)
	if width == 0 || inWidth < 32 {
		return nil, false
	}
	var r *big.Int
	switch {
	case width <= 32:
		r = trunc(value, width)
	case width >= 64:
		if ext(trunc(value, 32), 32, 64).Cmp(value) != 0 {
			return nil, false
		}
		r = ext(value, inWidth, width)
	default:
		r = trunc(value, width)
		if r.Cmp(ext(trunc(value, 32), 32, width)) != 0 {
			return nil, false
		}
	}
	return []ir.FoldResult{ir.FoldAttr(ctx.IntegerAttr(out, r))}, true
}

// bitsOf returns the bits of a as an unsigned value of width bits.
func bitsOf(a *ir.IntegerAttr, width int) *big.Int {
	return trunc(a.Big(), width)
}

func mask(width int) *big.Int {
	return new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), uint(width)), big.NewInt(1))
}

func trunc(x *big.Int, width int) *big.Int { return new(big.Int).And(x, mask(width)) }

// sext sign-extends the from-bit value x to to bits.
func sext(x *big.Int, from, to int) *big.Int {
	if to <= from || x.Bit(from-1) == 0 {
		return x
	}
	return new(big.Int).Or(x, new(big.Int).Xor(mask(to), mask(from)))
}

func foldConstant(op *ir.Operation, _ []ir.Attribute) ([]ir.FoldResult, bool) {
	v := op.Attr("value")
	if v == nil {
		return nil, false
	}
	return []ir.FoldResult{ir.FoldAttr(v)}, true
}

// Index comparison predicates.
const (
	predEQ = iota
	predNE
	predSLT
	predSLE
	predSGT
	predSGE
	predULT
	predULE
	predUGT
	predUGE
)

func compare(pred uint64, a, b uint64, width int) bool {
	sa, sb := signExtend(a, width), signExtend(b, width)
	switch pred {
	case predEQ:
		return a == b
	case predNE:
		return a != b
	case predSLT:
		return sa < sb
	case predSLE:
		return sa <= sb
	case predSGT:
		return sa > sb
	case predSGE:
		return sa >= sb
	case predULT:
		return a < b
	case predULE:
		return a <= b
	case predUGT:
		return a > b
	case predUGE:
		return a >= b
	}
	return false
}

// signExtend reads the low width bits of v as a signed number.
func signExtend(v uint64, width int) int64 {
	if width == 32 {
		return int64(int32(uint32(v)))
	}
	return int64(v)
}

func predOf(op *ir.Operation) (uint64, bool) {
	a, ok := op.Attr("pred").(*ods.EnumAttr)
	if !ok {
		return 0, false
	}
	return a.Value, true
}

func foldCmp(op *ir.Operation, operands []ir.Attribute) ([]ir.FoldResult, bool) {
	if len(operands) != 2 || op.NumOperands() != 2 {
		return nil, false
	}
	pred, ok := predOf(op)
	if !ok {
		return nil, false
	}
	ctx := op.Context()
	lhs, lok := intOperand(operands[0])
	rhs, rok := intOperand(operands[1])
	if lok && rok {
		r64 := compare(pred, lhs, rhs, 64)
		r32 := compare(pred, uint64(uint32(lhs)), uint64(uint32(rhs)), 32)
		if r64 == r32 {
			return []ir.FoldResult{ir.FoldAttr(ctx.Bool(r64))}, true
		}
	}
	// cmp(max/min(x, cstA), cstB).
	if def := op.Operand(0).DefiningOp(); def != nil && rok && def.NumOperands() == 2 {
		switch def.Name() {
		case "index.mins", "index.minu", "index.maxs", "index.maxu":
			if cstA, ok := intOperand(ir.ConstantValue(def.Operand(1))); ok {
				r64, ok64 := cmpOfMaxOrMin(def.Name(), cstA, rhs, 64, pred)
				r32, ok32 := cmpOfMaxOrMin(def.Name(), uint64(uint32(cstA)), uint64(uint32(rhs)), 32, pred)
				if ok64 && ok32 && r64 == r32 {
					return []ir.FoldResult{ir.FoldAttr(ctx.Bool(r64))}, true
				}
			}
		}
	}
	// cmp(x, x).
	if op.Operand(0) == op.Operand(1) {
		switch pred {
		case predEQ, predSGE, predSLE, predUGE, predULE:
			return []ir.FoldResult{ir.FoldAttr(ctx.Bool(true))}, true
		default:
			return []ir.FoldResult{ir.FoldAttr(ctx.Bool(false))}, true
		}
	}
	return nil, false
}

// intRange is MLIR's ConstantIntRanges for widths of at most 64 bits; the
// values are bit patterns of the width.
type intRange struct {
	umin, umax, smin, smax uint64
	width                  int
}

func (r intRange) slt(a, b uint64) bool { return signExtend(a, r.width) < signExtend(b, r.width) }

func fromSigned(smin, smax uint64, width int) intRange {
	r := intRange{smin: smin, smax: smax, width: width}
	if (signExtend(smin, width) >= 0) == (signExtend(smax, width) >= 0) {
		r.umin, r.umax = min(smin, smax), max(smin, smax)
	} else {
		r.umin, r.umax = 0, maxValue(width)
	}
	return r
}

func fromUnsigned(umin, umax uint64, width int) intRange {
	r := intRange{umin: umin, umax: umax, width: width}
	if (signExtend(umin, width) < 0) == (signExtend(umax, width) < 0) {
		if r.slt(umin, umax) {
			r.smin, r.smax = umin, umax
		} else {
			r.smin, r.smax = umax, umin
		}
	} else {
		r.smin, r.smax = signedMin(width), signedMax(width)
	}
	return r
}

func maxValue(width int) uint64 {
	if width == 64 {
		return ^uint64(0)
	}
	return 1<<uint(width) - 1
}

func signedMin(width int) uint64 { return 1 << uint(width-1) }
func signedMax(width int) uint64 { return signedMin(width) - 1 }

func (r intRange) constant() (uint64, bool) {
	if r.umin == r.umax {
		return r.umin, true
	}
	if r.smin == r.smax {
		return r.smin, true
	}
	return 0, false
}

// staticallyTrue is intrange's isStaticallyTrue.
func staticallyTrue(pred uint64, l, r intRange) bool {
	sle := func(a, b uint64) bool { return signExtend(a, l.width) <= signExtend(b, l.width) }
	slt := func(a, b uint64) bool { return signExtend(a, l.width) < signExtend(b, l.width) }
	switch pred {
	case predSLE:
		return sle(l.smax, r.smin)
	case predSLT:
		return slt(l.smax, r.smin)
	case predULE:
		return l.umax <= r.umin
	case predULT:
		return l.umax < r.umin
	case predSGE:
		return sle(r.smax, l.smin)
	case predSGT:
		return slt(r.smax, l.smin)
	case predUGE:
		return l.umin >= r.umax
	case predUGT:
		return l.umin > r.umax
	case predEQ:
		lc, lok := l.constant()
		rc, rok := r.constant()
		return lok && rok && lc == rc
	case predNE:
		// Both the signed and the unsigned ranges must be disjoint.
		sne := staticallyTrue(predSLT, l, r) || staticallyTrue(predSGT, l, r)
		une := staticallyTrue(predULT, l, r) || staticallyTrue(predUGT, l, r)
		return sne && une
	}
	return false
}

// invertPredicate returns the predicate that holds exactly when pred does
// not.
func invertPredicate(pred uint64) uint64 {
	switch pred {
	case predEQ:
		return predNE
	case predNE:
		return predEQ
	case predSLT:
		return predSGE
	case predSGE:
		return predSLT
	case predSLE:
		return predSGT
	case predSGT:
		return predSLE
	case predULT:
		return predUGE
	case predUGE:
		return predULT
	case predULE:
		return predUGT
	case predUGT:
		return predULE
	}
	return pred
}

// cmpOfMaxOrMin evaluates `cmp(op(x, cstA), cstB)` from the range of the
// min/max (MLIR's foldCmpOfMaxOrMin).
func cmpOfMaxOrMin(name string, cstA, cstB uint64, width int, pred uint64) (bool, bool) {
	var lhs intRange
	switch name {
	case "index.mins":
		lhs = fromSigned(signedMin(width), cstA, width)
	case "index.minu":
		lhs = fromUnsigned(0, cstA, width)
	case "index.maxs":
		lhs = fromSigned(cstA, signedMax(width), width)
	case "index.maxu":
		lhs = fromUnsigned(cstA, maxValue(width), width)
	}
	rhs := intRange{umin: cstB, umax: cstB, smin: cstB, smax: cstB, width: width}
	if staticallyTrue(pred, lhs, rhs) {
		return true, true
	}
	if staticallyTrue(invertPredicate(pred), lhs, rhs) {
		return false, true
	}
	return false, false
}

// materializeConstant builds index.bool.constant for an i1 value and
// index.constant for an index value (MLIR's
// IndexDialect::materializeConstant).
func materializeConstant(b *ir.Builder, value ir.Attribute, t ir.Type, loc ir.Location) *ir.Operation {
	v, ok := value.(*ir.IntegerAttr)
	if !ok {
		return nil
	}
	if v.IsBool() {
		if it, ok := t.(*ir.IntegerType); !ok || it.Width != 1 || it.Signedness != ir.Signless {
			return nil
		}
		return b.Create(&ir.OperationState{Name: "index.bool.constant", Loc: loc, Types: []ir.Type{t},
			Attrs: []ir.NamedAttr{{Name: "value", Value: v}}})
	}
	if _, ok := v.Type.(*ir.IndexType); !ok {
		return nil
	}
	if _, ok := t.(*ir.IndexType); !ok {
		return nil
	}
	return b.Create(&ir.OperationState{Name: "index.constant", Loc: loc, Types: []ir.Type{v.Type},
		Attrs: []ir.NamedAttr{{Name: "value", Value: v}}})
}
