package ll

// The folders below are what LLVM's IRBuilder does through its default
// ConstantFolder when every operand is a constant: they
// return the folded constant — possibly a constant expression, as LLVM
// 19 keeps add/sub/mul/xor, trunc/ptrtoint/inttoptr/bitcast/addrspacecast,
// getelementptr and extractelement/insertelement of constants as
// expressions — or nil when LLVM would emit the instruction. Builders
// call them before creating instructions so that translated IR matches
// LLVM's.
//
// Not reproduced (the instruction stays where LLVM would fold): ppc_fp128
// arithmetic and conversions, non-canonical x86_fp80 encodings, splats
// of scalable vectors, which LLVM spells as shufflevector constant
// expressions this model has no mask for.
//
// `and (ptrtoint @g), mask` folds from @g's alignment under its module's
// data layout (GlobalCommon.Parent), as LLVM does.

// FoldBinary folds a binary operator (OpAdd..OpXor, with NUW/NSW/Exact/
// Disjoint flags) as IRBuilder's FoldBinOp/FoldNoWrapBinOp/FoldExactBinOp
// do: operators that may stay expressions keep nuw/nsw when unfolded.
func FoldBinary(op Opcode, a, b Constant, flags Flags) Constant {
	if !op.IsBinary() || a == nil || b == nil || !TypeEqual(a.Type(), b.Type()) {
		return nil
	}
	if isDesirableBinOp(op) {
		return exprGet(op, a, b, flags)
	}
	return foldBinary(op, a, b)
}

// FoldUnary folds fneg (ConstantFoldUnaryInstruction).
func FoldUnary(op Opcode, a Constant) Constant {
	if op != OpFNeg || a == nil {
		return nil
	}
	return foldFNeg(a)
}

func foldFNeg(c Constant) Constant {
	vt, isVec := c.Type().(*VectorType)
	if (!isVec || vt.Scalable) && isUndefOrPoison(c) {
		return c
	}
	if cf, ok := c.(*ConstFloat); ok {
		return floatNeg(cf)
	}
	if !isVec {
		return nil
	}
	if s := splatValue(c); s != nil {
		if e := foldFNeg(s); e != nil {
			return splatVec(vt, e)
		}
	}
	if vt.Scalable {
		return nil
	}
	res := make([]Constant, vt.Len)
	for i := range res {
		e := extractElem(c, i)
		if res[i] = foldFNeg(e); res[i] == nil {
			return nil
		}
	}
	return mkVector(vt, res)
}

// FoldCast folds a cast of c to type to (IRBuilder::CreateCast: a cast
// to the same type is c itself).
func FoldCast(op Opcode, c Constant, to Type, flags Flags) Constant {
	if !op.IsCast() || c == nil {
		return nil
	}
	if TypeEqual(c.Type(), to) {
		return c
	}
	return castMaybe(op, c, to)
}

// FoldICmp folds icmp pred a, b.
func FoldICmp(pred string, a, b Constant) Constant {
	if a == nil || b == nil || !TypeEqual(a.Type(), b.Type()) {
		return nil
	}
	return foldCompare(pred, false, a, b)
}

// FoldFCmp folds fcmp pred a, b.
func FoldFCmp(pred string, a, b Constant) Constant {
	if a == nil || b == nil || !TypeEqual(a.Type(), b.Type()) {
		return nil
	}
	return foldCompare(pred, true, a, b)
}

// FoldGEP folds getelementptr with a constant base and indices; the
// result is usually a getelementptr constant expression.
func FoldGEP(srcElem Type, base Constant, idx []Constant, flags Flags) Constant {
	if base == nil {
		return nil
	}
	for _, i := range idx {
		if i == nil {
			return nil
		}
	}
	return foldGEP(srcElem, base, idx, flags)
}

// FoldSelect folds select (ConstantFoldSelectInstruction).
func FoldSelect(c, a, b Constant) Constant {
	if c == nil || a == nil || b == nil || !TypeEqual(a.Type(), b.Type()) {
		return nil
	}
	return foldSelect(c, a, b)
}

// FoldExtractValue folds extractvalue of a constant aggregate.
func FoldExtractValue(agg Constant, idx []uint32) Constant {
	if agg == nil {
		return nil
	}
	return foldExtractValue(agg, idx)
}

// FoldInsertValue folds insertvalue into a constant aggregate.
func FoldInsertValue(agg, val Constant, idx []uint32) Constant {
	if agg == nil || val == nil {
		return nil
	}
	return foldInsertValue(agg, val, idx)
}

// FoldExtractElement folds extractelement; an element LLVM cannot pick
// out stays an extractelement constant expression.
func FoldExtractElement(vec, idx Constant) Constant {
	if vec == nil || idx == nil || !isVectorTy(vec.Type()) {
		return nil
	}
	return extractElemGet(vec, idx)
}

// FoldInsertElement folds insertelement; an unfolded one stays an
// insertelement constant expression.
func FoldInsertElement(vec, elt, idx Constant) Constant {
	if vec == nil || elt == nil || idx == nil || !isVectorTy(vec.Type()) {
		return nil
	}
	if r := foldInsertElement(vec, elt, idx); r != nil {
		return r
	}
	return &ConstExpr{Op: OpInsertElement, Typ: vec.Type(), Ops: []Constant{vec, elt, idx}}
}

// FoldShuffleVector folds shufflevector (mask -1 is poison).
func FoldShuffleVector(a, b Constant, mask []int32) Constant {
	if a == nil || b == nil || !isVectorTy(a.Type()) {
		return nil
	}
	return foldShuffle(a, b, mask)
}

func isVectorTy(t Type) bool { _, ok := t.(*VectorType); return ok }
