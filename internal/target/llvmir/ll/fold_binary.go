package ll

import "math/big"

// Binary operators: LLVM's ConstantFoldBinaryInstruction, and
// ConstantExpr::get for the operators LLVM 19 still keeps as constant
// expressions (add, sub, mul, xor).

// isDesirableBinOp reports the binary operators that may stay constant
// expressions when they do not fold.
func isDesirableBinOp(op Opcode) bool {
	switch op {
	case OpAdd, OpSub, OpMul, OpXor:
		return true
	}
	return false
}

func isCommutative(op Opcode) bool {
	switch op {
	case OpAdd, OpMul, OpAnd, OpOr, OpXor, OpFAdd, OpFMul:
		return true
	}
	return false
}

func isAssociative(op Opcode) bool {
	switch op {
	case OpAdd, OpMul, OpAnd, OpOr, OpXor:
		return true
	}
	return false
}

func isIntDivRem(op Opcode) bool {
	switch op {
	case OpUDiv, OpSDiv, OpURem, OpSRem:
		return true
	}
	return false
}

// floatOfType is ConstantFP::get(Ty, v) (a splat for vectors); nil for
// ppc_fp128.
func floatOfType(t Type, v float64) Constant {
	if vt, ok := t.(*VectorType); ok {
		e := floatOfType(vt.Elem, v)
		if e == nil {
			return nil
		}
		return splatVec(vt, e)
	}
	ft, ok := t.(*FloatType)
	if !ok {
		return nil
	}
	if f, ok := formatOf(ft); ok {
		return mkFloat(ft, f.encode(v))
	}
	return encodeAny(anyFloat{v: new(big.Float).SetFloat64(v)}, ft)
}

// nanOfType is ConstantFP::getNaN(Ty).
func nanOfType(t Type) Constant {
	if vt, ok := t.(*VectorType); ok {
		e := nanOfType(vt.Elem)
		if e == nil {
			return nil
		}
		return splatVec(vt, e)
	}
	ft := t.(*FloatType)
	if f, ok := formatOf(ft); ok {
		return mkFloat(ft, f.defaultNaN())
	}
	if w, ok := wideOf(ft); ok {
		return w.defaultNaN(ft)
	}
	return nil
}

// binOpIdentity is ConstantExpr::getBinOpIdentity.
func binOpIdentity(op Opcode, t Type, allowRHS bool) Constant {
	switch op {
	case OpAdd, OpOr, OpXor:
		return ZeroValue(t)
	case OpMul:
		return intOfType(t, big.NewInt(1))
	case OpAnd:
		return allOnesValue(t)
	case OpFAdd:
		return floatOfType(t, negZero)
	case OpFMul:
		return floatOfType(t, 1)
	}
	if !allowRHS {
		return nil
	}
	switch op {
	case OpSub, OpShl, OpLShr, OpAShr, OpFSub:
		return ZeroValue(t)
	case OpSDiv, OpUDiv:
		return intOfType(t, big.NewInt(1))
	case OpFDiv:
		return floatOfType(t, 1)
	}
	return nil
}

var negZero = func() float64 { z := 0.0; return -z }()

// binOpAbsorber is ConstantExpr::getBinOpAbsorber.
func binOpAbsorber(op Opcode, t Type, allowLHS bool) Constant {
	switch op {
	case OpOr:
		return allOnesValue(t)
	case OpAnd, OpMul:
		return ZeroValue(t)
	}
	if !allowLHS {
		return nil
	}
	switch op {
	case OpShl, OpLShr, OpAShr, OpSDiv, OpUDiv, OpURem, OpSRem:
		return ZeroValue(t)
	}
	return nil
}

// exprGet is ConstantExpr::get for a binary operator: the fold, else a
// constant expression.
func exprGet(op Opcode, a, b Constant, flags Flags) Constant {
	if r := foldBinary(op, a, b); r != nil {
		return r
	}
	if !isDesirableBinOp(op) {
		return nil
	}
	switch op {
	case OpAdd, OpSub, OpMul:
		flags &= NUW | NSW
	default:
		flags = 0
	}
	return &ConstExpr{Op: op, Typ: a.Type(), Ops: []Constant{a, b}, Flags: flags}
}

// getOrFold folds op on a and b as LLVM does inside its folder: through
// ConstantExpr::get for the operators that may stay expressions.
func getOrFold(op Opcode, a, b Constant) Constant {
	if isDesirableBinOp(op) {
		return exprGet(op, a, b, 0)
	}
	return foldBinary(op, a, b)
}

// foldBinary is ConstantFoldBinaryInstruction.
func foldBinary(op Opcode, c1, c2 Constant) Constant {
	t := c1.Type()
	if id := binOpIdentity(op, t, false); id != nil {
		if constEqual(c1, id) {
			return c2
		}
		if constEqual(c2, id) {
			return c1
		}
	} else if id := binOpIdentity(op, t, true); id != nil {
		if constEqual(c2, id) {
			return c1
		}
	}
	if isPoison(c1) || isPoison(c2) {
		return &Poison{Typ: t}
	}
	vt, isVec := t.(*VectorType)
	if (!isVec || vt.Scalable) && (isUndefOrPoison(c1) || isUndefOrPoison(c2)) {
		return foldUndefBinary(op, c1, c2)
	}

	if ci2, ok := c2.(*ConstInt); ok {
		if ab := binOpAbsorber(op, t, false); ab != nil && constEqual(c2, ab) {
			return c2
		}
		switch op {
		case OpUDiv, OpSDiv:
			if intVal(ci2).Sign() == 0 {
				return &Poison{Typ: t}
			}
		case OpURem, OpSRem:
			if isIntValue(ci2, 1) {
				return ZeroValue(t)
			}
			if intVal(ci2).Sign() == 0 {
				return &Poison{Typ: t}
			}
		case OpAnd:
			if r := foldAndOfGlobal(c1, ci2); r != nil {
				return r
			}
		}
	} else if _, ok := c1.(*ConstInt); ok && isCommutative(op) {
		return getOrFold(op, c2, c1)
	}

	if ci1, ok := c1.(*ConstInt); ok {
		if ci2, ok := c2.(*ConstInt); ok {
			if r := intBinary(op, ci1, ci2); r != nil {
				return r
			}
		}
		if ab := binOpAbsorber(op, t, true); ab != nil && constEqual(c1, ab) {
			return c1
		}
	} else if cf1, ok := c1.(*ConstFloat); ok {
		if cf2, ok := c2.(*ConstFloat); ok {
			switch op {
			case OpFAdd, OpFSub, OpFMul, OpFDiv, OpFRem:
				return floatBinary(op, cf1, cf2)
			}
		}
	}

	if isVec {
		if s2 := splatValue(c2); s2 != nil {
			if isIntDivRem(op) && isNull(s2) {
				return &Poison{Typ: t}
			}
			if s1 := splatValue(c1); s1 != nil {
				r := getOrFold(op, s1, s2)
				if r == nil {
					return nil
				}
				return splatVec(vt, r)
			}
		}
		if !vt.Scalable {
			res := make([]Constant, vt.Len)
			for i := range res {
				l, r := extractElem(c1, i), extractElem(c2, i)
				if isIntDivRem(op) && isNull(r) {
					// A zero anywhere in a divisor makes the whole op poison.
					return &Poison{Typ: t}
				}
				if res[i] = getOrFold(op, l, r); res[i] == nil {
					return nil
				}
			}
			return mkVector(vt, res)
		}
	}

	if ce1, ok := c1.(*ConstExpr); ok {
		// ((a op b) op c) → (a op (b op c)) when (b op c) folds.
		if isAssociative(op) && ce1.Op == op && isDesirableBinOp(op) {
			tt := exprGet(op, ce1.Ops[1], c2, 0)
			if te, ok := tt.(*ConstExpr); tt != nil && (!ok || te.Op != op) {
				return exprGet(op, ce1.Ops[0], tt, 0)
			}
		}
	} else if isExpr(c2) && isCommutative(op) {
		return foldBinary(op, c2, c1)
	}

	if it, ok := t.(*IntType); ok && it.Bits == 1 {
		switch op {
		case OpAdd, OpSub:
			return exprGet(OpXor, c1, c2, 0)
		case OpShl, OpLShr, OpAShr, OpSDiv, OpUDiv:
			return c1
		case OpURem, OpSRem:
			return boolOfType(t, false)
		}
	}
	return nil
}

// foldUndefBinary is the scalar undef part of ConstantFoldBinaryInstruction.
func foldUndefBinary(op Opcode, c1, c2 Constant) Constant {
	t := c1.Type()
	u1, u2 := isUndefOrPoison(c1), isUndefOrPoison(c2)
	switch op {
	case OpXor:
		if u1 && u2 {
			return ZeroValue(t)
		}
		return &Undef{Typ: t}
	case OpAdd, OpSub:
		return &Undef{Typ: t}
	case OpAnd:
		if u1 && u2 {
			return c1
		}
		return ZeroValue(t)
	case OpMul:
		if u1 && u2 {
			return c1
		}
		for _, c := range []Constant{c1, c2} {
			if ci, ok := c.(*ConstInt); ok && intVal(ci).Bit(0) == 1 {
				return &Undef{Typ: t}
			}
			if ci, ok := splatValue(c).(*ConstInt); ok && intVal(ci).Bit(0) == 1 {
				return &Undef{Typ: t}
			}
		}
		return ZeroValue(t)
	case OpSDiv, OpUDiv, OpURem, OpSRem:
		if u2 || isNull(c2) {
			return &Poison{Typ: t}
		}
		return ZeroValue(t)
	case OpOr:
		if u1 && u2 {
			return c1
		}
		return allOnesValue(t)
	case OpLShr, OpAShr, OpShl:
		if u2 {
			return &Poison{Typ: t}
		}
		return ZeroValue(t)
	case OpFSub, OpFAdd, OpFMul, OpFDiv, OpFRem:
		if op == OpFSub && u2 && isNegZero(c1) {
			return c2
		}
		if u1 && u2 {
			return c1
		}
		return nanOfType(t)
	}
	return nil
}

// isNegZero reports a -0.0 constant (or splat).
func isNegZero(c Constant) bool {
	if s := splatValue(c); s != nil {
		c = s
	}
	cf, ok := c.(*ConstFloat)
	if !ok {
		return false
	}
	switch cf.Typ.Kind {
	case FX86FP80:
		return cf.Hi&0xffff == 0x8000 && cf.Lo == 0
	case FFP128, FPPCFP128:
		return cf.Hi == 1<<63 && cf.Lo == 0
	}
	return cf.Lo == 1<<(cf.Typ.Bits()-1)
}

// intBinary folds an integer operator on two integer constants.
func intBinary(op Opcode, a, b *ConstInt) Constant {
	t := a.Typ
	bits := t.Bits
	x, y := intVal(a), intVal(b)
	r := new(big.Int)
	switch op {
	case OpAdd:
		r.Add(x, y)
	case OpSub:
		r.Sub(x, y)
	case OpMul:
		r.Mul(x, y)
	case OpUDiv:
		r.Quo(x, y)
	case OpURem:
		r.Rem(x, y)
	case OpSDiv, OpSRem:
		sx, sy := intSVal(a), intSVal(b)
		minInt := new(big.Int).Neg(new(big.Int).Lsh(big.NewInt(1), uint(bits-1)))
		if sy.Cmp(big.NewInt(-1)) == 0 && sx.Cmp(minInt) == 0 {
			return &Poison{Typ: t}
		}
		if op == OpSDiv {
			r.Quo(sx, sy)
		} else {
			r.Rem(sx, sy)
		}
	case OpAnd:
		r.And(x, y)
	case OpOr:
		r.Or(x, y)
	case OpXor:
		r.Xor(x, y)
	case OpShl, OpLShr, OpAShr:
		if y.Cmp(big.NewInt(int64(bits))) >= 0 {
			return &Poison{Typ: t}
		}
		n := uint(y.Uint64())
		switch op {
		case OpShl:
			r.Lsh(x, n)
		case OpLShr:
			r.Rsh(x, n)
		default:
			r.Rsh(intSVal(a), n)
		}
	default:
		return nil
	}
	return mkInt(t, r)
}
