package ll

import "math/big"

// Casts: ConstantExpr::getCast for the casts LLVM 19 keeps as constant
// expressions (trunc, ptrtoint, inttoptr, bitcast, addrspacecast) and
// ConstantFoldCastInstruction for the others.

// isDesirableCastOp reports the casts that may stay constant expressions.
func isDesirableCastOp(op Opcode) bool {
	switch op {
	case OpTrunc, OpPtrToInt, OpIntToPtr, OpBitCast, OpAddrSpaceCast:
		return true
	}
	return false
}

// castGet is ConstantExpr::getCast: the fold, else a constant expression.
func castGet(op Opcode, c Constant, to Type) Constant {
	if r := foldCastInst(op, c, to); r != nil {
		return r
	}
	if vt, ok := to.(*VectorType); ok && vt.Scalable {
		return nil
	}
	return &ConstExpr{Op: op, Typ: to, Ops: []Constant{c}}
}

// castMaybe folds a cast as ConstantFolder::FoldCast does.
func castMaybe(op Opcode, c Constant, to Type) Constant {
	if isDesirableCastOp(op) {
		return castGet(op, c, to)
	}
	return foldCastInst(op, c, to)
}

// isIntegerTy reports iN.
func isIntegerTy(t Type) bool { _, ok := t.(*IntType); return ok }

func isFloatTy(t Type) bool { _, ok := t.(*FloatType); return ok }

func scalarBits(t Type) uint32 {
	switch t := scalarType(t).(type) {
	case *IntType:
		return t.Bits
	case *FloatType:
		return uint32(t.Bits())
	}
	return 0
}

func ptrAddrSpace(t Type) uint32 {
	if p, ok := scalarType(t).(*PointerType); ok {
		return p.AddrSpace
	}
	return 0
}

// castTable is CastInst::isEliminableCastPair's table, rows the first
// cast, columns the second, in Opcode order from OpTrunc.
var castTable = [13][13]uint8{
	{1, 0, 0, 99, 99, 0, 0, 99, 99, 99, 0, 3, 0},        // Trunc
	{8, 1, 9, 99, 99, 2, 17, 99, 99, 99, 2, 3, 0},       // ZExt
	{8, 0, 1, 99, 99, 0, 2, 99, 99, 99, 0, 3, 0},        // SExt
	{0, 0, 0, 99, 99, 0, 0, 99, 99, 99, 0, 3, 0},        // FPToUI
	{0, 0, 0, 99, 99, 0, 0, 99, 99, 99, 0, 3, 0},        // FPToSI
	{99, 99, 99, 0, 0, 99, 99, 0, 0, 99, 99, 4, 0},      // UIToFP
	{99, 99, 99, 0, 0, 99, 99, 0, 0, 99, 99, 4, 0},      // SIToFP
	{99, 99, 99, 0, 0, 99, 99, 0, 0, 99, 99, 4, 0},      // FPTrunc
	{99, 99, 99, 2, 2, 99, 99, 8, 2, 99, 99, 4, 0},      // FPExt
	{1, 0, 0, 99, 99, 0, 0, 99, 99, 99, 7, 3, 0},        // PtrToInt
	{99, 99, 99, 99, 99, 99, 99, 99, 99, 11, 99, 15, 0}, // IntToPtr
	{5, 5, 5, 6, 6, 5, 5, 6, 6, 16, 5, 1, 14},           // BitCast
	{0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 13, 12},           // AddrSpaceCast
}

// castIndex maps our cast opcodes (ordered trunc, zext, sext, fptrunc,
// fpext, fptoui, fptosi, uitofp, sitofp, ptrtoint, inttoptr, bitcast,
// addrspacecast) to LLVM's order (trunc, zext, sext, fptoui, fptosi,
// uitofp, sitofp, fptrunc, fpext, ptrtoint, inttoptr, bitcast,
// addrspacecast) used by the table (LLVM's Instruction::CastOps order).
func castIndex(op Opcode) int {
	switch op {
	case OpTrunc:
		return 0
	case OpZExt:
		return 1
	case OpSExt:
		return 2
	case OpFPToUI:
		return 3
	case OpFPToSI:
		return 4
	case OpUIToFP:
		return 5
	case OpSIToFP:
		return 6
	case OpFPTrunc:
		return 7
	case OpFPExt:
		return 8
	case OpPtrToInt:
		return 9
	case OpIntToPtr:
		return 10
	case OpBitCast:
		return 11
	}
	return 12
}

// eliminableCastPair is CastInst::isEliminableCastPair as
// ConstantFold's foldConstantCastPair calls it: no source or destination
// pointer-sized integer, a 64-bit one for the middle type. It returns the
// opcode of the one cast that replaces both, or OpInvalid.
func eliminableCastPair(first, second Opcode, src, mid, dst Type) Opcode {
	_, srcVec := src.(*VectorType)
	_, midVec := mid.(*VectorType)
	_, dstVec := dst.(*VectorType)
	if first != OpBitCast || second != OpBitCast {
		if first == OpBitCast && srcVec != midVec || second == OpBitCast && midVec != dstVec {
			return OpInvalid
		}
	}
	switch castTable[castIndex(first)][castIndex(second)] {
	case 1:
		return first
	case 2:
		return second
	case 3:
		if !srcVec && isIntegerTy(dst) {
			return first
		}
	case 4:
		if isFloatTy(dst) {
			return first
		}
	case 5:
		if isIntegerTy(src) {
			return second
		}
	case 6:
		if isFloatTy(src) {
			return second
		}
	case 7:
		if ptrAddrSpace(src) != ptrAddrSpace(dst) {
			return OpInvalid
		}
		if scalarBits(mid) == 64 {
			return OpBitCast
		}
	case 8:
		s, d := scalarBits(src), scalarBits(dst)
		switch {
		case s == d:
			return OpBitCast
		case s < d:
			return first
		}
		return second
	case 9:
		return OpZExt
	case 11:
		s, d := scalarBits(src), scalarBits(dst)
		if s <= 64 && s == d {
			return OpBitCast
		}
	case 12:
		if ptrAddrSpace(src) != ptrAddrSpace(dst) {
			return OpAddrSpaceCast
		}
		return OpBitCast
	case 13, 15:
		return first
	case 14:
		return OpAddrSpaceCast
	case 16:
		return second
	case 17:
		return OpUIToFP
	}
	return OpInvalid
}

// foldCastInst is ConstantFoldCastInstruction.
func foldCastInst(op Opcode, v Constant, to Type) Constant {
	switch canon(v).(type) {
	case *Poison:
		return &Poison{Typ: to}
	case *Undef:
		switch op {
		case OpZExt, OpSExt, OpUIToFP, OpSIToFP:
			return ZeroValue(to)
		}
		return &Undef{Typ: to}
	}
	if isNull(v) && op != OpAddrSpaceCast {
		return ZeroValue(to)
	}
	if ce, ok := v.(*ConstExpr); ok && ce.Op.IsCast() {
		if n := eliminableCastPair(ce.Op, op, ce.Ops[0].Type(), ce.Typ, to); n != OpInvalid {
			return castMaybe(n, ce.Ops[0], to)
		}
	}
	// Element-wise casts of vector constants (not of vector expressions).
	dvt, dVec := to.(*VectorType)
	svt, sVec := v.Type().(*VectorType)
	_, isCV := v.(*ConstVector)
	if d, ok := v.(*ConstData); ok && sVec {
		// Raw vector data folds element by element like a ConstVector.
		v, isCV = d.expand(), true
	}
	if isCV && dVec && sVec && dvt.Len == svt.Len && dvt.Scalable == svt.Scalable {
		if s := splatValue(v); s != nil {
			r := castMaybe(op, s, dvt.Elem)
			if r == nil {
				return nil
			}
			return splatVec(dvt, r)
		}
		if dvt.Scalable {
			return nil
		}
		res := make([]Constant, dvt.Len)
		for i := range res {
			e := extractElem(v, i)
			if e == nil {
				return nil
			}
			if res[i] = castMaybe(op, e, dvt.Elem); res[i] == nil {
				return nil
			}
		}
		return mkVector(dvt, res)
	}
	switch op {
	case OpFPTrunc, OpFPExt:
		if cf, ok := v.(*ConstFloat); ok {
			if ft, ok := to.(*FloatType); ok {
				return floatConvert(cf, ft)
			}
		}
	case OpFPToUI, OpFPToSI:
		if cf, ok := v.(*ConstFloat); ok {
			if it, ok := to.(*IntType); ok {
				return floatToInt(cf, it, op == OpFPToSI)
			}
		}
	case OpUIToFP, OpSIToFP:
		if ci, ok := v.(*ConstInt); ok {
			if ft, ok := to.(*FloatType); ok {
				return intToFloat(ci, ft, op == OpSIToFP)
			}
		}
	case OpZExt:
		if ci, ok := v.(*ConstInt); ok {
			if it, ok := to.(*IntType); ok {
				return mkInt(it, intVal(ci))
			}
		}
	case OpSExt:
		if ci, ok := v.(*ConstInt); ok {
			if it, ok := to.(*IntType); ok {
				return mkInt(it, intSVal(ci))
			}
		}
	case OpTrunc:
		if ci, ok := v.(*ConstInt); ok {
			if it, ok := to.(*IntType); ok {
				return mkInt(it, intVal(ci))
			}
		}
	case OpBitCast:
		return foldBitCast(v, to)
	}
	return nil
}

// foldBitCast is ConstantFold's FoldBitCast.
func foldBitCast(v Constant, to Type) Constant {
	if TypeEqual(v.Type(), to) {
		return v
	}
	if isAllOnes(v) {
		if r := allOnesValue(to); r != nil {
			return r
		}
	}
	_, dVec := to.(*VectorType)
	_, sVec := v.Type().(*VectorType)
	switch c := v.(type) {
	case *ConstInt:
		if dVec && !sVec {
			return castGet(OpBitCast, mkVector(nil, []Constant{v}), to)
		}
		ft, ok := to.(*FloatType)
		if !ok || ft.Kind == FPPCFP128 || uint32(ft.Bits()) != c.Typ.Bits {
			return nil
		}
		return floatFromBits(ft, intVal(c))
	case *ConstFloat:
		if dVec && !sVec {
			return castGet(OpBitCast, mkVector(nil, []Constant{v}), to)
		}
		if c.Typ.Kind == FPPCFP128 {
			return nil
		}
		it, ok := to.(*IntType)
		if !ok || it.Bits != uint32(c.Typ.Bits()) {
			return nil
		}
		return mkInt(it, floatBits(c))
	}
	return nil
}

// floatFromBits is ConstantFP from an integer bit pattern.
func floatFromBits(t *FloatType, u *big.Int) *ConstFloat {
	lo := new(big.Int).And(u, new(big.Int).SetUint64(^uint64(0))).Uint64()
	hi := new(big.Int).Rsh(u, 64).Uint64()
	return &ConstFloat{Typ: t, Hi: hi, Lo: lo}
}

// floatBits is a float constant's bit pattern as an integer.
func floatBits(c *ConstFloat) *big.Int {
	r := new(big.Int).SetUint64(c.Hi)
	r.Lsh(r, 64)
	return r.Or(r, new(big.Int).SetUint64(c.Lo))
}
