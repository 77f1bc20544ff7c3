package affine

// Flattened forms and constant bounds of expressions, after
// mlir/lib/IR/AffineExpr.cpp (MLIR 19): what the affine dialect's
// canonicalization patterns need of SimpleAffineExprFlattener and
// getBoundForAffineExpr.

// Flatten is SimpleAffineExprFlattener::walkPostOrder on e: its flattened
// form [dims, symbols, locals, constant] and how many local variables it
// has; ok is false where flattening fails (a division or modulo by a
// non-positive constant).
func Flatten(e Expr, numDims, numSymbols int) (flat []int64, numLocals int, ok bool) {
	f := &flattener{numDims: numDims, numSymbols: numSymbols}
	if !f.walk(e) {
		return nil, 0, false
	}
	return f.stack[len(f.stack)-1], f.numLocal, true
}

// Bound is getBoundForAffineExpr: a constant upper (isUpper) or lower
// bound of e, inclusive, from constant bounds of its inputs (nil where an
// input has none); ok is false where there is none.
func Bound(e Expr, numDims, numSymbols int, lower, upper []*int64, isUpper bool) (int64, bool) {
	switch e.Kind() {
	case KindFloorDiv:
		c, isConst := constOf(e.RHS())
		if !isConst || c < 1 {
			return 0, false
		}
		b, ok := Bound(e.LHS(), numDims, numSymbols, lower, upper, isUpper)
		if !ok {
			return 0, false
		}
		return FloorDivInt(b, c), true
	case KindCeilDiv:
		c, isConst := constOf(e.RHS())
		if isConst && c >= 1 {
			b, ok := Bound(e.LHS(), numDims, numSymbols, lower, upper, isUpper)
			if !ok {
				return 0, false
			}
			return CeilDivInt(b, c), true
		}
		return 0, false
	case KindMod:
		c, isConst := constOf(e.RHS())
		if isConst && c >= 1 {
			lb, lok := Bound(e.LHS(), numDims, numSymbols, lower, upper, false)
			ub, uok := Bound(e.LHS(), numDims, numSymbols, lower, upper, isUpper)
			if uok && lok && FloorDivInt(lb, c) == FloorDivInt(ub, c) {
				if isUpper {
					return ModInt(ub, c), true
				}
				return ModInt(lb, c), true
			}
			if isUpper {
				return c - 1, true
			}
			return 0, true
		}
	}
	flat, numLocals, ok := Flatten(e, numDims, numSymbols)
	if !ok || numLocals > 0 {
		return 0, false
	}
	var bound int64
	for i := 0; i < numDims+numSymbols; i++ {
		var b *int64
		switch {
		case flat[i] > 0 && isUpper, flat[i] < 0 && !isUpper:
			b = upper[i]
		case flat[i] != 0:
			b = lower[i]
		default:
			continue
		}
		if b == nil {
			return 0, false
		}
		bound += *b * flat[i]
	}
	return bound + flat[len(flat)-1], true
}
