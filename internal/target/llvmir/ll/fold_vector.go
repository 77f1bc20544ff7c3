package ll

import "math/big"

// Vector and aggregate element operations: extractelement,
// insertelement, shufflevector, extractvalue, insertvalue.

// idxI32 is the i32 index LLVM's folders use to take vectors apart.
func idxI32(i int) *ConstInt { return Int(I32, int64(i)) }

// extractElem is ConstantExpr::getExtractElement(c, i32 i).
func extractElem(c Constant, i int) Constant { return extractElemGet(c, idxI32(i)) }

// extractElemGet is ConstantExpr::getExtractElement: the fold, else an
// extractelement constant expression.
func extractElemGet(vec, idx Constant) Constant {
	if r := foldExtractElement(vec, idx); r != nil {
		return r
	}
	vt := vec.Type().(*VectorType)
	return &ConstExpr{Op: OpExtractElement, Typ: vt.Elem, Ops: []Constant{vec, idx}}
}

// smallIndex returns a ConstInt index as an int when it fits.
func smallIndex(ci *ConstInt) (int, bool) {
	u := intVal(ci)
	if !u.IsInt64() || u.Int64() > 1<<31 {
		return 0, false
	}
	return int(u.Int64()), true
}

// foldExtractElement is ConstantFoldExtractElementInstruction.
func foldExtractElement(vec, idx Constant) Constant {
	vt := vec.Type().(*VectorType)
	if isPoison(vec) || isUndefOrPoison(idx) {
		return &Poison{Typ: vt.Elem}
	}
	if isUndefOnly(vec) {
		return &Undef{Typ: vt.Elem}
	}
	ci, ok := idx.(*ConstInt)
	if !ok {
		return nil
	}
	if !vt.Scalable && intVal(ci).Cmp(big.NewInt(int64(vt.Len))) >= 0 {
		return &Poison{Typ: vt.Elem}
	}
	if ce, ok := vec.(*ConstExpr); ok {
		switch ce.Op {
		case OpGEP:
			ops := make([]Constant, len(ce.Ops))
			for i, op := range ce.Ops {
				if _, isVec := op.Type().(*VectorType); isVec {
					if ops[i] = extractElemGet(op, idx); ops[i] == nil {
						return nil
					}
				} else {
					ops[i] = op
				}
			}
			return &ConstExpr{Op: OpGEP, Typ: vt.Elem, Ops: ops, Flags: ce.Flags, SrcElem: ce.SrcElem}
		case OpInsertElement:
			if ie, ok := ce.Ops[2].(*ConstInt); ok {
				if intVal(ie).Cmp(intVal(ci)) == 0 {
					return ce.Ops[1]
				}
				return extractElemGet(ce.Ops[0], ci)
			}
		}
	}
	i, ok := smallIndex(ci)
	if !ok {
		return nil
	}
	if e := aggElem(vec, i); e != nil {
		return e
	}
	if uint32(i) < vt.Len {
		if s := splatValue(vec); s != nil {
			return s
		}
	}
	return nil
}

// foldInsertElement is ConstantFoldInsertElementInstruction.
func foldInsertElement(vec, elt, idx Constant) Constant {
	if isUndefOrPoison(idx) {
		return &Poison{Typ: vec.Type()}
	}
	if _, ok := vec.(*ZeroInit); ok && isNull(elt) {
		return vec
	}
	ci, ok := idx.(*ConstInt)
	if !ok {
		return nil
	}
	vt := vec.Type().(*VectorType)
	if vt.Scalable {
		return nil
	}
	if intVal(ci).Cmp(big.NewInt(int64(vt.Len))) >= 0 {
		return &Poison{Typ: vt}
	}
	at := int(intVal(ci).Int64())
	res := make([]Constant, vt.Len)
	for i := range res {
		if i == at {
			res[i] = elt
			continue
		}
		res[i] = extractElem(vec, i)
	}
	return mkVector(vt, res)
}

// foldShuffle is ConstantFoldShuffleVectorInstruction.
func foldShuffle(v1, v2 Constant, mask []int32) Constant {
	vt := v1.Type().(*VectorType)
	rt := NewVectorType(uint32(len(mask)), vt.Elem, vt.Scalable)
	allPoison, allZero := true, true
	for _, m := range mask {
		if m != -1 {
			allPoison = false
		}
		if m != 0 {
			allZero = false
		}
	}
	if allPoison {
		return &Poison{Typ: rt}
	}
	if allZero {
		e := extractElem(v1, 0)
		if isNull(e) {
			return &ZeroInit{Typ: rt}
		}
		if !vt.Scalable {
			return splatVec(rt, e)
		}
	}
	if vt.Scalable {
		return nil
	}
	n := int(vt.Len)
	res := make([]Constant, len(mask))
	for i, m := range mask {
		switch {
		case m == -1:
			res[i] = &Undef{Typ: vt.Elem}
		case int(uint32(m)) >= 2*n || m < 0:
			res[i] = &Undef{Typ: vt.Elem}
		case int(m) >= n:
			res[i] = extractElem(v2, int(m)-n)
		default:
			res[i] = extractElem(v1, int(m))
		}
	}
	return mkVector(rt, res)
}

// foldExtractValue is ConstantFoldExtractValueInstruction.
func foldExtractValue(agg Constant, idx []uint32) Constant {
	for _, i := range idx {
		if !IsAggregate(agg.Type()) {
			if _, ok := agg.Type().(*VectorType); !ok {
				return nil
			}
		}
		if agg = aggElem(agg, int(i)); agg == nil {
			return nil
		}
	}
	return agg
}

// foldInsertValue is ConstantFoldInsertValueInstruction.
func foldInsertValue(agg, val Constant, idx []uint32) Constant {
	if len(idx) == 0 {
		return val
	}
	n, ok := numElems(agg.Type())
	if !ok {
		return nil
	}
	res := make([]Constant, n)
	for i := range res {
		c := aggElem(agg, i)
		if c == nil {
			return nil
		}
		if uint32(i) == idx[0] {
			if c = foldInsertValue(c, val, idx[1:]); c == nil {
				return nil
			}
		}
		res[i] = c
	}
	return mkAggregate(agg.Type(), res)
}
