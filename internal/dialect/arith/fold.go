package arith

import (
	"math/big"

	"gpuc/internal/apfloat"
	"gpuc/internal/dialect/ub"
	"gpuc/internal/ir"
	"gpuc/internal/ods"
)

// The folders of the arith ops, after the fold methods of
// mlir/lib/Dialect/Arith/IR/ArithOps.cpp as MLIR 19 has them (checked
// against mlir-opt-19), and the dialect's constant materializer.

func init() {
	folders := map[string]ir.FoldFunc{
		"arith.constant":       foldConstant,
		"arith.addi":           foldAddI,
		"arith.addui_extended": foldAddUIExtended,
		"arith.subi":           foldSubI,
		"arith.muli":           foldMulI,
		"arith.mulsi_extended": foldMulExtended(true),
		"arith.mului_extended": foldMulExtended(false),
		"arith.divui":          foldDivUI,
		"arith.divsi":          foldDivSI,
		"arith.ceildivui":      foldCeilDivUI,
		"arith.ceildivsi":      foldCeilDivSI,
		"arith.floordivsi":     foldFloorDivSI,
		"arith.remui":          foldRem(false),
		"arith.remsi":          foldRem(true),
		"arith.andi":           foldAndI,
		"arith.ori":            foldOrI,
		"arith.xori":           foldXOrI,
		"arith.shli":           foldShift(shiftLeft),
		"arith.shrui":          foldShift(shiftRightU),
		"arith.shrsi":          foldShift(shiftRightS),
		"arith.maxsi":          foldIMinMax(true, true),
		"arith.maxui":          foldIMinMax(true, false),
		"arith.minsi":          foldIMinMax(false, true),
		"arith.minui":          foldIMinMax(false, false),
		"arith.negf":           foldNegF,
		"arith.addf":           foldAddF,
		"arith.subf":           foldSubF,
		"arith.mulf":           foldMulF,
		"arith.divf":           foldDivF,
		"arith.remf":           foldRemF,
		"arith.maximumf":       foldFMinMax(isNegInf, apfloat.Maximum),
		// MLIR 19 folds maxnumf constants with llvm::maximum, not maxnum.
		"arith.maxnumf":      foldFMinMax(isNegInf, apfloat.Maximum),
		"arith.minimumf":     foldFMinMax(isPosInf, apfloat.Minimum),
		"arith.minnumf":      foldFMinMax(isPosInf, apfloat.Minnum),
		"arith.extui":        foldExtI(false),
		"arith.extsi":        foldExtI(true),
		"arith.trunci":       foldTruncI,
		"arith.extf":         foldExtF,
		"arith.truncf":       foldFloatCast,
		"arith.uitofp":       foldIToFP(false),
		"arith.sitofp":       foldIToFP(true),
		"arith.fptoui":       foldFPToI(false),
		"arith.fptosi":       foldFPToI(true),
		"arith.index_cast":   foldIndexCast(true),
		"arith.index_castui": foldIndexCast(false),
		"arith.bitcast":      foldBitcast,
		"arith.cmpi":         foldCmpI,
		"arith.cmpf":         foldCmpF,
		"arith.select":       foldSelect,
	}
	for name, f := range folders {
		hook(name).Fold = f
	}
}

// MaterializeConstant is the arith dialect's constant materializer: an
// arith.constant of value when it is an integer (of signless type), float
// or elements attribute of type t (ConstantOp::isBuildableWith).
func MaterializeConstant(b *ir.Builder, value ir.Attribute, t ir.Type, loc ir.Location) *ir.Operation {
	if _, ok := value.(*ub.PoisonAttr); ok {
		return ub.MaterializeConstant(b, value, t, loc)
	}
	ta, ok := value.(ir.TypedAttr)
	if !ok || ta.AttrType() != t {
		return nil
	}
	if it, ok := t.(*ir.IntegerType); ok && !it.IsSignless() {
		return nil
	}
	switch value.(type) {
	case *ir.IntegerAttr, *ir.FloatAttr:
	default:
		if !isElementsAttr(value) {
			return nil
		}
	}
	return b.Create(&ir.OperationState{Name: "arith.constant", Loc: loc, Types: []ir.Type{t},
		Attrs: []ir.NamedAttr{{Name: "value", Value: value}}})
}

// Fold results.

func attrRes(a ir.Attribute) ([]ir.FoldResult, bool) {
	if a == nil {
		return nil, false
	}
	return []ir.FoldResult{ir.FoldAttr(a)}, true
}

func valRes(v *ir.Value) ([]ir.FoldResult, bool) { return []ir.FoldResult{ir.FoldValue(v)}, true }

// inPlace says the op was changed in place (a fold returning its own
// result).
func inPlace(op *ir.Operation) ([]ir.FoldResult, bool) { return valRes(op.Result(0)) }

func ctxOf(op *ir.Operation) *ir.Context { return op.Context() }

func lhsRhs(op *ir.Operation) (*ir.Value, *ir.Value) { return op.Operand(0), op.Operand(1) }

// --- arith.constant -----------------------------------------------------------------

func foldConstant(op *ir.Operation, _ []ir.Attribute) ([]ir.FoldResult, bool) {
	return attrRes(op.Attr("value"))
}

// --- integer arithmetic --------------------------------------------------------------

func add(a, b *big.Int, w int) *big.Int { return wrap(new(big.Int).Add(a, b), w) }
func sub(a, b *big.Int, w int) *big.Int { return wrap(new(big.Int).Sub(a, b), w) }
func mul(a, b *big.Int, w int) *big.Int { return wrap(new(big.Int).Mul(a, b), w) }

func foldAddI(op *ir.Operation, c []ir.Attribute) ([]ir.FoldResult, bool) {
	lhs, rhs := lhsRhs(op)
	if isZeroInt(c[1]) {
		return valRes(lhs)
	}
	if s := definedBy(lhs, "arith.subi"); s != nil && rhs == s.Operand(1) {
		return valRes(s.Operand(0))
	}
	if s := definedBy(rhs, "arith.subi"); s != nil && lhs == s.Operand(1) {
		return valRes(s.Operand(0))
	}
	return attrRes(foldBinInt(ctxOf(op), c, nil, add))
}

func foldAddUIExtended(op *ir.Operation, c []ir.Attribute) ([]ir.FoldResult, bool) {
	ctx := ctxOf(op)
	if op.NumResults() != 2 {
		return nil, false
	}
	if isZeroInt(c[1]) {
		f := zeroAttr(ctx, op.Result(1).Type())
		if f == nil {
			return nil, false
		}
		return []ir.FoldResult{ir.FoldValue(op.Operand(0)), ir.FoldAttr(f)}, true
	}
	sum := foldBinInt(ctx, c, nil, add)
	if sum == nil {
		return nil, false
	}
	overflow := foldBinInt(ctx, []ir.Attribute{sum, c[0]}, i1SameShape(ctx, attrType(sum)), func(s, a *big.Int, _ int) *big.Int {
		if s.Cmp(a) < 0 {
			return big.NewInt(1)
		}
		return new(big.Int)
	})
	if overflow == nil {
		return nil, false
	}
	return []ir.FoldResult{ir.FoldAttr(sum), ir.FoldAttr(overflow)}, true
}

func foldSubI(op *ir.Operation, c []ir.Attribute) ([]ir.FoldResult, bool) {
	lhs, rhs := lhsRhs(op)
	if lhs == rhs {
		st, shaped := op.Result(0).Type().(ir.ShapedType)
		if !shaped || ir.NumElements(st) >= 0 {
			if z := zeroAttr(ctxOf(op), op.Result(0).Type()); z != nil {
				return attrRes(z)
			}
		}
	}
	if isZeroInt(c[1]) {
		return valRes(lhs)
	}
	if a := definedBy(lhs, "arith.addi"); a != nil {
		if rhs == a.Operand(1) {
			return valRes(a.Operand(0))
		}
		if rhs == a.Operand(0) {
			return valRes(a.Operand(1))
		}
	}
	return attrRes(foldBinInt(ctxOf(op), c, nil, sub))
}

func foldMulI(op *ir.Operation, c []ir.Attribute) ([]ir.FoldResult, bool) {
	lhs, rhs := lhsRhs(op)
	if isZeroInt(c[1]) {
		return valRes(rhs)
	}
	if isOneInt(c[1]) {
		return valRes(lhs)
	}
	return attrRes(foldBinInt(ctxOf(op), c, nil, mul))
}

// mulHigh returns the high half of the 2w-bit product (APIntOps::mulhs /
// mulhu).
func mulHigh(a, b *big.Int, w int, isSigned bool) *big.Int {
	x, y := a, b
	if isSigned {
		x, y = signed(a, w), signed(b, w)
	}
	p := new(big.Int).Mul(x, y)
	return wrap(p.Rsh(p, uint(w)), w)
}

func foldMulExtended(isSigned bool) ir.FoldFunc {
	return func(op *ir.Operation, c []ir.Attribute) ([]ir.FoldResult, bool) {
		if op.NumResults() != 2 {
			return nil, false
		}
		ctx := ctxOf(op)
		if isZeroInt(c[1]) {
			return []ir.FoldResult{ir.FoldAttr(c[1]), ir.FoldAttr(c[1])}, true
		}
		if !isSigned && isOneInt(c[1]) {
			z := zeroAttr(ctx, op.Operand(0).Type())
			if z == nil {
				return nil, false
			}
			return []ir.FoldResult{ir.FoldValue(op.Operand(0)), ir.FoldAttr(z)}, true
		}
		low := foldBinInt(ctx, c, nil, mul)
		if low == nil {
			return nil, false
		}
		high := foldBinInt(ctx, c, nil, func(a, b *big.Int, w int) *big.Int { return mulHigh(a, b, w, isSigned) })
		return []ir.FoldResult{ir.FoldAttr(low), ir.FoldAttr(high)}, true
	}
}

func foldDivUI(op *ir.Operation, c []ir.Attribute) ([]ir.FoldResult, bool) {
	if isOneInt(c[1]) {
		return valRes(op.Operand(0))
	}
	div0 := false
	r := foldBinInt(ctxOf(op), c, nil, func(a, b *big.Int, w int) *big.Int {
		if div0 || b.Sign() == 0 {
			div0 = true
			return a
		}
		return new(big.Int).Quo(a, b)
	})
	if div0 {
		return nil, false
	}
	return attrRes(r)
}

func foldDivSI(op *ir.Operation, c []ir.Attribute) ([]ir.FoldResult, bool) {
	if isOneInt(c[1]) {
		return valRes(op.Operand(0))
	}
	bad := false
	r := foldBinInt(ctxOf(op), c, nil, func(a, b *big.Int, w int) *big.Int {
		if bad || b.Sign() == 0 {
			bad = true
			return a
		}
		q, ov := sdivOv(a, b, w)
		bad = ov
		return q
	})
	if bad {
		return nil, false
	}
	return attrRes(r)
}

func foldCeilDivUI(op *ir.Operation, c []ir.Attribute) ([]ir.FoldResult, bool) {
	if isOneInt(c[1]) {
		return valRes(op.Operand(0))
	}
	bad := false
	r := foldBinInt(ctxOf(op), c, nil, func(a, b *big.Int, w int) *big.Int {
		if bad || b.Sign() == 0 {
			bad = true
			return a
		}
		q, m := new(big.Int).QuoRem(a, b, new(big.Int))
		if m.Sign() == 0 {
			return q
		}
		q.Add(q, big.NewInt(1))
		bad = q.Cmp(pow2(w)) >= 0
		return wrap(q, w)
	})
	if bad {
		return nil, false
	}
	return attrRes(r)
}

// signedCeilNonneg returns (a-1)/b + 1 for positive a and b, and whether
// its last step overflowed (APInt's _ov calls each overwrite the flag).
func signedCeilNonneg(a, b *big.Int, w int) (*big.Int, bool) {
	one := big.NewInt(1)
	x, _ := ssubOv(a, one, w)
	x, _ = sdivOv(x, b, w)
	return saddOv(x, one, w)
}

func foldCeilDivSI(op *ir.Operation, c []ir.Attribute) ([]ir.FoldResult, bool) {
	if isOneInt(c[1]) {
		return valRes(op.Operand(0))
	}
	bad := false
	r := foldBinInt(ctxOf(op), c, nil, func(a, b *big.Int, w int) *big.Int {
		if bad || b.Sign() == 0 {
			bad = true
			return a
		}
		if a.Sign() == 0 {
			return a
		}
		zero := new(big.Int)
		aPos, bPos := !isNeg(a, w), !isNeg(b, w)
		switch {
		case aPos && bPos:
			var res *big.Int
			res, bad = signedCeilNonneg(a, b, w)
			return res
		case !aPos && !bPos:
			posA, ovA := ssubOv(zero, a, w)
			posB, ovB := ssubOv(zero, b, w)
			res, ovD := signedCeilNonneg(posA, posB, w)
			bad = ovA || ovB || ovD
			return res
		case !aPos && bPos:
			posA, ovA := ssubOv(zero, a, w)
			div, ovD := sdivOv(posA, b, w)
			res, ovR := ssubOv(zero, div, w)
			bad = ovA || ovD || ovR
			return res
		}
		posB, ovB := ssubOv(zero, b, w)
		div, ovD := sdivOv(a, posB, w)
		res, ovR := ssubOv(zero, div, w)
		bad = ovB || ovD || ovR
		return res
	})
	if bad {
		return nil, false
	}
	return attrRes(r)
}

func foldFloorDivSI(op *ir.Operation, c []ir.Attribute) ([]ir.FoldResult, bool) {
	if isOneInt(c[1]) {
		return valRes(op.Operand(0))
	}
	// The flag is not sticky: each element's APInt::sfloordiv_ov assigns it.
	bad := false
	r := foldBinInt(ctxOf(op), c, nil, func(a, b *big.Int, w int) *big.Int {
		if b.Sign() == 0 {
			bad = true
			return a
		}
		q, ov := sdivOv(a, b, w)
		bad = ov
		if mul(q, b, w).Cmp(a) != 0 && isNeg(a, w) != isNeg(b, w) {
			return sub(q, big.NewInt(1), w)
		}
		return q
	})
	if bad {
		return nil, false
	}
	return attrRes(r)
}

func foldRem(isSigned bool) ir.FoldFunc {
	return func(op *ir.Operation, c []ir.Attribute) ([]ir.FoldResult, bool) {
		ctx := ctxOf(op)
		if isOneInt(c[1]) {
			return attrRes(zeroAttr(ctx, op.Result(0).Type()))
		}
		div0 := false
		r := foldBinInt(ctx, c, nil, func(a, b *big.Int, w int) *big.Int {
			if div0 || b.Sign() == 0 {
				div0 = true
				return a
			}
			if isSigned {
				return wrap(new(big.Int).Rem(signed(a, w), signed(b, w)), w)
			}
			return new(big.Int).Rem(a, b)
		})
		if div0 {
			return nil, false
		}
		return attrRes(r)
	}
}

// --- bitwise ---------------------------------------------------------------------------

// isNotOf reports whether v is `arith.xori %x, <all ones>`.
func isNotOf(v, x *ir.Value) bool {
	d := definedBy(v, "arith.xori")
	return d != nil && d.Operand(0) == x && isAllOnesInt(ir.ConstantValue(d.Operand(1)))
}

func foldAndI(op *ir.Operation, c []ir.Attribute) ([]ir.FoldResult, bool) {
	lhs, rhs := lhsRhs(op)
	if isZeroInt(c[1]) {
		return valRes(rhs)
	}
	if isAllOnesInt(c[1]) {
		return valRes(lhs)
	}
	if isNotOf(rhs, lhs) || isNotOf(lhs, rhs) {
		return attrRes(zeroAttr(ctxOf(op), op.Result(0).Type()))
	}
	// and(a, and(a, b)) -> and(a, b)
	for _, reverse := range []bool{false, true} {
		prevV, other := lhs, rhs
		if reverse {
			prevV, other = rhs, lhs
		}
		prev := definedBy(prevV, "arith.andi")
		if prev == nil || (other != prev.Operand(0) && other != prev.Operand(1)) {
			continue
		}
		return valRes(prev.Result(0))
	}
	return attrRes(foldBinInt(ctxOf(op), c, nil, func(a, b *big.Int, _ int) *big.Int { return new(big.Int).And(a, b) }))
}

func foldOrI(op *ir.Operation, c []ir.Attribute) ([]ir.FoldResult, bool) {
	lhs, rhs := lhsRhs(op)
	if v, w, ok := constInt(c[1]); ok {
		if v.Sign() == 0 {
			return valRes(lhs)
		}
		if v.Cmp(allOnes(w)) == 0 {
			return attrRes(c[1])
		}
	}
	if isNotOf(rhs, lhs) {
		return valRes(rhs.DefiningOp().Operand(1))
	}
	if isNotOf(lhs, rhs) {
		return valRes(lhs.DefiningOp().Operand(1))
	}
	return attrRes(foldBinInt(ctxOf(op), c, nil, func(a, b *big.Int, _ int) *big.Int { return new(big.Int).Or(a, b) }))
}

func foldXOrI(op *ir.Operation, c []ir.Attribute) ([]ir.FoldResult, bool) {
	lhs, rhs := lhsRhs(op)
	if isZeroInt(c[1]) {
		return valRes(lhs)
	}
	if lhs == rhs {
		return attrRes(zeroAttr(ctxOf(op), op.Result(0).Type()))
	}
	if prev := definedBy(lhs, "arith.xori"); prev != nil {
		if prev.Operand(1) == rhs {
			return valRes(prev.Operand(0))
		}
		if prev.Operand(0) == rhs {
			return valRes(prev.Operand(1))
		}
	}
	if prev := definedBy(rhs, "arith.xori"); prev != nil {
		if prev.Operand(1) == lhs {
			return valRes(prev.Operand(0))
		}
		if prev.Operand(0) == lhs {
			return valRes(prev.Operand(1))
		}
	}
	return attrRes(foldBinInt(ctxOf(op), c, nil, func(a, b *big.Int, _ int) *big.Int { return new(big.Int).Xor(a, b) }))
}

type shiftKind uint8

const (
	shiftLeft shiftKind = iota
	shiftRightU
	shiftRightS
)

func foldShift(kind shiftKind) ir.FoldFunc {
	return func(op *ir.Operation, c []ir.Attribute) ([]ir.FoldResult, bool) {
		if isZeroInt(c[1]) {
			return valRes(op.Operand(0))
		}
		// Only the last element's bound decides, as in MLIR.
		bounded := false
		r := foldBinInt(ctxOf(op), c, nil, func(a, b *big.Int, w int) *big.Int {
			bounded = b.Cmp(big.NewInt(int64(w))) < 0
			n := uint(w)
			if bounded {
				n = uint(b.Uint64())
			}
			switch kind {
			case shiftLeft:
				return wrap(new(big.Int).Lsh(a, n), w)
			case shiftRightU:
				return new(big.Int).Rsh(a, n)
			}
			if n >= uint(w) {
				n = uint(w)
			}
			return wrap(new(big.Int).Rsh(signed(a, w), n), w)
		})
		if !bounded {
			return nil, false
		}
		return attrRes(r)
	}
}

func foldIMinMax(isMax, isSigned bool) ir.FoldFunc {
	return func(op *ir.Operation, c []ir.Attribute) ([]ir.FoldResult, bool) {
		lhs, rhs := lhsRhs(op)
		if lhs == rhs {
			return valRes(rhs)
		}
		if v, w, ok := constInt(c[1]); ok {
			lo, hi := new(big.Int), allOnes(w)
			if isSigned {
				lo, hi = signedMin(w), signedMax(w)
			}
			absorbing, identity := hi, lo
			if !isMax {
				absorbing, identity = lo, hi
			}
			if v.Cmp(absorbing) == 0 {
				return valRes(rhs)
			}
			if v.Cmp(identity) == 0 {
				return valRes(lhs)
			}
		}
		return attrRes(foldBinInt(ctxOf(op), c, nil, func(a, b *big.Int, w int) *big.Int {
			x, y := a, b
			if isSigned {
				x, y = signed(a, w), signed(b, w)
			}
			if (x.Cmp(y) < 0) == isMax {
				return b
			}
			return a
		}))
	}
}

// --- floating point ---------------------------------------------------------------

func foldNegF(op *ir.Operation, c []ir.Attribute) ([]ir.FoldResult, bool) {
	if d := definedBy(op.Operand(0), "arith.negf"); d != nil {
		return valRes(d.Operand(0))
	}
	return attrRes(foldUnaryFloat(ctxOf(op), c, apfloat.Float.Neg))
}

func foldAddF(op *ir.Operation, c []ir.Attribute) ([]ir.FoldResult, bool) {
	if matchFloat(c[1], isNegZero) {
		return valRes(op.Operand(0))
	}
	return attrRes(foldBinFloat(ctxOf(op), c, apfloat.Float.Add))
}

func foldSubF(op *ir.Operation, c []ir.Attribute) ([]ir.FoldResult, bool) {
	if matchFloat(c[1], isPosZero) {
		return valRes(op.Operand(0))
	}
	return attrRes(foldBinFloat(ctxOf(op), c, apfloat.Float.Sub))
}

func foldMulF(op *ir.Operation, c []ir.Attribute) ([]ir.FoldResult, bool) {
	if matchFloat(c[1], isExactlyOne) {
		return valRes(op.Operand(0))
	}
	return attrRes(foldBinFloat(ctxOf(op), c, apfloat.Float.Mul))
}

func foldDivF(op *ir.Operation, c []ir.Attribute) ([]ir.FoldResult, bool) {
	if matchFloat(c[1], isExactlyOne) {
		return valRes(op.Operand(0))
	}
	return attrRes(foldBinFloat(ctxOf(op), c, apfloat.Float.Div))
}

func foldRemF(op *ir.Operation, c []ir.Attribute) ([]ir.FoldResult, bool) {
	return attrRes(foldBinFloat(ctxOf(op), c, apfloat.Float.Mod))
}

// foldFMinMax folds x op x to x, x op identity to x (identity: -Inf for
// the maxima, +Inf for the minima) and constants with calc.
func foldFMinMax(identity func(apfloat.Float) bool, calc func(a, b apfloat.Float) apfloat.Float) ir.FoldFunc {
	return func(op *ir.Operation, c []ir.Attribute) ([]ir.FoldResult, bool) {
		lhs, rhs := lhsRhs(op)
		if lhs == rhs {
			return valRes(rhs)
		}
		if matchFloat(c[1], identity) {
			return valRes(lhs)
		}
		return attrRes(foldBinFloat(ctxOf(op), c, calc))
	}
}

// --- casts ------------------------------------------------------------------------------

func resultElemWidth(op *ir.Operation) int {
	w, _ := intWidthOf(elemOrSelf(op.Result(0).Type()))
	return w
}

func foldExtI(isSigned bool) ir.FoldFunc {
	return func(op *ir.Operation, c []ir.Attribute) ([]ir.FoldResult, bool) {
		if d := definedBy(op.Operand(0), op.Name()); d != nil {
			op.OpOperand(0).Set(d.Operand(0))
			return inPlace(op)
		}
		to := resultElemWidth(op)
		return attrRes(foldCast(ctxOf(op), c, op.Result(0).Type(), false, false, func(s scalar) (scalar, bool) {
			if isSigned {
				return scalar{i: sextOrTrunc(s.i, s.w, to), w: to}, true
			}
			return scalar{i: zextOrTrunc(s.i, to), w: to}, true
		}))
	}
}

func foldTruncI(op *ir.Operation, c []ir.Attribute) ([]ir.FoldResult, bool) {
	in := op.Operand(0)
	if d := in.DefiningOp(); d != nil && (d.Name() == "arith.extui" || d.Name() == "arith.extsi") {
		src := d.Operand(0)
		srcT, dstT := elemOrSelf(src.Type()), elemOrSelf(op.Result(0).Type())
		sw, _ := intWidthOf(srcT)
		dw, _ := intWidthOf(dstT)
		if sw > dw {
			op.OpOperand(0).Set(src)
			return inPlace(op)
		}
		if srcT == dstT {
			return valRes(src)
		}
	}
	if d := definedBy(in, "arith.trunci"); d != nil {
		op.OpOperand(0).Set(d.Operand(0))
		return inPlace(op)
	}
	to := resultElemWidth(op)
	return attrRes(foldCast(ctxOf(op), c, op.Result(0).Type(), false, false, func(s scalar) (scalar, bool) {
		return scalar{i: zextOrTrunc(s.i, to), w: to}, true
	}))
}

// fastmathContract is the `contract` bit of arith::FastMathFlags.
const fastmathContract = 32

func hasContract(op *ir.Operation) bool {
	e, ok := op.Attr("fastmath").(*ods.EnumAttr)
	return ok && e.Value&fastmathContract != 0
}

// foldExtF folds extf(truncf(x)) back to x when both allow contraction,
// then constants.
func foldExtF(op *ir.Operation, c []ir.Attribute) ([]ir.FoldResult, bool) {
	if t := definedBy(op.Operand(0), "arith.truncf"); t != nil && t.Operand(0).Type() == op.Result(0).Type() &&
		hasContract(t) && hasContract(op) {
		return valRes(t.Operand(0))
	}
	return foldFloatCast(op, c)
}

// foldFloatCast folds extf and truncf of constants that convert exactly.
func foldFloatCast(op *ir.Operation, c []ir.Attribute) ([]ir.FoldResult, bool) {
	ft, ok := elemOrSelf(op.Result(0).Type()).(*ir.FloatType)
	if !ok {
		return nil, false
	}
	return attrRes(foldCast(ctxOf(op), c, op.Result(0).Type(), true, true, func(s scalar) (scalar, bool) {
		r, ok := s.f.ConvertExact(ft.Semantics())
		return scalar{f: r}, ok
	}))
}

func foldIToFP(isSigned bool) ir.FoldFunc {
	return func(op *ir.Operation, c []ir.Attribute) ([]ir.FoldResult, bool) {
		ft, ok := elemOrSelf(op.Result(0).Type()).(*ir.FloatType)
		if !ok {
			return nil, false
		}
		return attrRes(foldCast(ctxOf(op), c, op.Result(0).Type(), false, true, func(s scalar) (scalar, bool) {
			v := s.i
			if isSigned {
				v = signed(v, s.w)
			}
			return scalar{f: apfloat.FromInt(ft.Semantics(), v)}, true
		}))
	}
}

func foldFPToI(isSigned bool) ir.FoldFunc {
	return func(op *ir.Operation, c []ir.Attribute) ([]ir.FoldResult, bool) {
		to := resultElemWidth(op)
		if to == 0 {
			return nil, false
		}
		return attrRes(foldCast(ctxOf(op), c, op.Result(0).Type(), true, false, func(s scalar) (scalar, bool) {
			v, ok := s.f.ToInteger(to, isSigned)
			if !ok {
				return scalar{}, false
			}
			return scalar{i: wrap(v, to), w: to}, true
		}))
	}
}

func foldIndexCast(isSigned bool) ir.FoldFunc {
	return func(op *ir.Operation, c []ir.Attribute) ([]ir.FoldResult, bool) {
		to := 64
		if it, ok := elemOrSelf(op.Result(0).Type()).(*ir.IntegerType); ok {
			to = it.Width
		}
		return attrRes(foldCast(ctxOf(op), c, op.Result(0).Type(), false, false, func(s scalar) (scalar, bool) {
			if isSigned {
				return scalar{i: sextOrTrunc(s.i, s.w, to), w: to}, true
			}
			return scalar{i: zextOrTrunc(s.i, to), w: to}, true
		}))
	}
}

func foldBitcast(op *ir.Operation, c []ir.Attribute) ([]ir.FoldResult, bool) {
	ctx := ctxOf(op)
	resT := op.Result(0).Type()
	switch a := c[0].(type) {
	case nil:
		return nil, false
	case *ir.DenseElementsAttr:
		rs, ok := resT.(ir.ShapedType)
		if !ok {
			return nil, false
		}
		nt := withElement(ctx, a.Type, rs.ElementType())
		if nt == nil {
			return nil, false
		}
		return attrRes(ctx.DenseElements(nt, a.Splat, a.Stride, a.Raw))
	}
	if _, ok := resT.(ir.ShapedType); ok {
		return nil, false
	}
	var bits *big.Int
	switch a := c[0].(type) {
	case *ir.FloatAttr:
		bits = a.Value.BigBits()
	case *ir.IntegerAttr:
		bits, _ = intAttrValue(a)
	default:
		return nil, false
	}
	if ft, ok := resT.(*ir.FloatType); ok {
		f, ok := apfloat.FromBigBits(ft.Semantics(), bits)
		if !ok {
			return nil, false
		}
		return attrRes(ctx.FloatAttr(ft, f))
	}
	return attrRes(intAttr(ctx, resT, bits))
}

// withElement returns the shaped type t with element type e.
func withElement(ctx *ir.Context, t ir.ShapedType, e ir.Type) ir.ShapedType {
	switch t := t.(type) {
	case *ir.VectorType:
		return ctx.Vector(t.Dims, t.Scalable, e)
	case *ir.RankedTensorType:
		return ctx.RankedTensor(t.Dims, e, t.Encoding)
	}
	return nil
}

// --- comparisons and select ------------------------------------------------------------

// Integer comparison predicates (arith::CmpIPredicate).
const (
	cmpEq = iota
	cmpNe
	cmpSlt
	cmpSle
	cmpSgt
	cmpSge
	cmpUlt
	cmpUle
	cmpUgt
	cmpUge
)

func predicateOf(op *ir.Operation) (int64, bool) {
	p, ok := op.Attr("predicate").(*ir.IntegerAttr)
	if !ok {
		return 0, false
	}
	return p.Int64(), true
}

func applyCmpI(pred int64, a, b *big.Int, w int) bool {
	var c int
	switch pred {
	case cmpSlt, cmpSle, cmpSgt, cmpSge:
		c = signed(a, w).Cmp(signed(b, w))
	default:
		c = a.Cmp(b)
	}
	switch pred {
	case cmpEq:
		return c == 0
	case cmpNe:
		return c != 0
	case cmpSlt, cmpUlt:
		return c < 0
	case cmpSle, cmpUle:
		return c <= 0
	case cmpSgt, cmpUgt:
		return c > 0
	}
	return c >= 0
}

// integerWidth is the width of an integer or vector-of-integer type.
func integerWidth(t ir.Type) (int, bool) {
	switch t := t.(type) {
	case *ir.IntegerType:
		return t.Width, true
	case *ir.VectorType:
		if it, ok := t.Elem.(*ir.IntegerType); ok {
			return it.Width, true
		}
	}
	return 0, false
}

func foldCmpI(op *ir.Operation, c []ir.Attribute) ([]ir.FoldResult, bool) {
	ctx := ctxOf(op)
	lhs, rhs := lhsRhs(op)
	pred, ok := predicateOf(op)
	if !ok {
		return nil, false
	}
	if lhs == rhs {
		switch pred {
		case cmpEq, cmpSle, cmpSge, cmpUle, cmpUge:
			return attrRes(boolAttr(ctx, op.Result(0).Type(), true))
		}
		return attrRes(boolAttr(ctx, op.Result(0).Type(), false))
	}
	if isZeroInt(c[1]) && pred == cmpNe {
		for _, ext := range []string{"arith.extsi", "arith.extui"} {
			if d := definedBy(lhs, ext); d != nil {
				if w, ok := integerWidth(d.Operand(0).Type()); ok && w == 1 {
					return valRes(d.Operand(0))
				}
			}
		}
	}
	// Move a constant to the right, swapping the predicate.
	if c[0] != nil && c[1] == nil {
		swapped := map[int64]int64{cmpSlt: cmpSgt, cmpSgt: cmpSlt, cmpSle: cmpSge, cmpSge: cmpSle,
			cmpUlt: cmpUgt, cmpUgt: cmpUlt, cmpUle: cmpUge, cmpUge: cmpUle, cmpEq: cmpEq, cmpNe: cmpNe}
		np, ok := swapped[pred]
		if !ok {
			return nil, false
		}
		op.SetAttr("predicate", ctx.IntegerAttrInt64(ctx.I(64), np))
		op.OpOperand(0).Set(rhs)
		op.OpOperand(1).Set(lhs)
		return inPlace(op)
	}
	if lt := attrType(c[0]); lt != nil {
		return attrRes(foldBinInt(ctx, c, i1SameShape(ctx, lt), func(a, b *big.Int, w int) *big.Int {
			if applyCmpI(pred, a, b, w) {
				return big.NewInt(1)
			}
			return new(big.Int)
		}))
	}
	return nil, false
}

// applyCmpF evaluates a float comparison predicate (arith::CmpFPredicate:
// false, oeq, ogt, oge, olt, ole, one, ord, ueq, ugt, uge, ult, ule, une,
// uno, true).
func applyCmpF(pred int64, a, b apfloat.Float) bool {
	r := a.Compare(b)
	un, eq, gt, lt := r == apfloat.CmpUnordered, r == apfloat.CmpEqual, r == apfloat.CmpGreater, r == apfloat.CmpLess
	switch pred {
	case 0:
		return false
	case 1:
		return eq
	case 2:
		return gt
	case 3:
		return gt || eq
	case 4:
		return lt
	case 5:
		return lt || eq
	case 6:
		return !un && !eq
	case 7:
		return !un
	case 8:
		return un || eq
	case 9:
		return un || gt
	case 10:
		return un || gt || eq
	case 11:
		return un || lt
	case 12:
		return un || lt || eq
	case 13:
		return !eq
	case 14:
		return un
	}
	return true
}

func foldCmpF(op *ir.Operation, c []ir.Attribute) ([]ir.FoldResult, bool) {
	lhs, _ := c[0].(*ir.FloatAttr)
	rhs, _ := c[1].(*ir.FloatAttr)
	// A NaN operand decides alone.
	if lhs != nil && lhs.Value.IsNaN() {
		rhs = lhs
	}
	if rhs != nil && rhs.Value.IsNaN() {
		lhs = rhs
	}
	pred, ok := predicateOf(op)
	if lhs == nil || rhs == nil || !ok {
		return nil, false
	}
	return attrRes(ctxOf(op).Bool(applyCmpF(pred, lhs.Value, rhs.Value)))
}

func foldSelect(op *ir.Operation, c []ir.Attribute) ([]ir.FoldResult, bool) {
	cond, tv, fv := op.Operand(0), op.Operand(1), op.Operand(2)
	if tv == fv {
		return valRes(tv)
	}
	if isOneInt(c[0]) {
		return valRes(tv)
	}
	if isZeroInt(c[0]) {
		return valRes(fv)
	}
	// If either operand is fully poisoned, return the other.
	if _, ok := c[1].(*ub.PoisonAttr); ok {
		return valRes(fv)
	}
	if _, ok := c[2].(*ub.PoisonAttr); ok {
		return valRes(tv)
	}
	if it, ok := op.Result(0).Type().(*ir.IntegerType); ok && it.Width == 1 && isOneInt(c[1]) && isZeroInt(c[2]) {
		return valRes(cond)
	}
	if cmp := definedBy(cond, "arith.cmpi"); cmp != nil {
		if pred, ok := predicateOf(cmp); ok && (pred == cmpEq || pred == cmpNe) {
			l, r := cmp.Operand(0), cmp.Operand(1)
			if (l == tv && r == fv) || (r == tv && l == fv) {
				if pred == cmpNe {
					return valRes(tv)
				}
				return valRes(fv)
			}
		}
	}
	cd, ok1 := c[0].(*ir.DenseElementsAttr)
	ld, ok2 := c[1].(*ir.DenseElementsAttr)
	rd, ok3 := c[2].(*ir.DenseElementsAttr)
	if ok1 && ok2 && ok3 {
		conds, _, okc := denseInts(cd)
		n := int(ir.NumElements(cd.Type))
		if !okc || ir.NumElements(ld.Type) != int64(n) || ir.NumElements(rd.Type) != int64(n) || ld.Stride != rd.Stride {
			return nil, false
		}
		conds = expand(conds, cd.Splat, n)
		per := ld.Stride
		elem := func(d *ir.DenseElementsAttr, i int) []uint64 {
			if d.Splat {
				return d.Raw[:per]
			}
			return d.Raw[i*per : (i+1)*per]
		}
		raw := make([]uint64, 0, n*per)
		for i := 0; i < n; i++ {
			src := rd
			if conds[i].Sign() != 0 {
				src = ld
			}
			raw = append(raw, elem(src, i)...)
		}
		return attrRes(newDense(ctxOf(op), ld.Type, per, raw))
	}
	return nil, false
}
