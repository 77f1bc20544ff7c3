package ll

// getelementptr: LLVM's ConstantFoldGetElementPtr (poison and undef
// bases, all-zero indices) and ConstantExpr::getGetElementPtr, which
// keeps every other GEP of constants as a constant expression (LLVM 19
// neither merges a GEP of a GEP nor rewrites out-of-range indices).

// gepResultType is GetElementPtrInst::getGEPReturnType: the base's
// pointer type, or a vector of it when the base or an index is a vector.
func gepResultType(base Constant, idx []Constant) Type {
	if vt, ok := base.Type().(*VectorType); ok {
		return vt
	}
	for _, i := range idx {
		if vt, ok := i.Type().(*VectorType); ok {
			return NewVectorType(vt.Len, base.Type(), vt.Scalable)
		}
	}
	return base.Type()
}

// foldGEP is ConstantExpr::getGetElementPtr.
func foldGEP(srcElem Type, base Constant, idx []Constant, flags Flags) Constant {
	if len(idx) == 0 {
		return base
	}
	rt := gepResultType(base, idx)
	switch base.(type) {
	case *Poison:
		return &Poison{Typ: rt}
	case *Undef:
		return &Undef{Typ: rt}
	}
	noop := true
	for _, i := range idx {
		if !isNull(i) && !isUndefOrPoison(i) {
			noop = false
			break
		}
	}
	if noop {
		if vt, ok := rt.(*VectorType); ok {
			if _, bv := base.Type().(*VectorType); !bv {
				return splatVec(vt, base)
			}
		}
		return base
	}
	vt, _ := rt.(*VectorType)
	ops := make([]Constant, 0, len(idx)+1)
	ops = append(ops, base)
	// cur is the type the indices after the first step into.
	cur := srcElem
	for n, i := range idx {
		var st *StructType
		if n > 0 {
			st, _ = cur.(*StructType)
		}
		_, iv := i.Type().(*VectorType)
		switch {
		case st != nil && iv:
			if i = splatValue(i); i == nil {
				return nil
			}
		case st == nil && vt != nil && !iv:
			if i = splatVec(NewVectorType(vt.Len, i.Type(), vt.Scalable), i); i == nil {
				return nil
			}
		}
		ops = append(ops, i)
		if n == 0 {
			continue
		}
		switch t := cur.(type) {
		case *StructType:
			ci, ok := i.(*ConstInt)
			if !ok {
				return nil
			}
			k, ok := smallIndex(ci)
			if !ok || k >= len(t.Fields) {
				return nil
			}
			cur = t.Fields[k]
		case *ArrayType:
			cur = t.Elem
		case *VectorType:
			cur = t.Elem
		}
	}
	return &ConstExpr{Op: OpGEP, Typ: rt, Ops: ops, Flags: flags & InBounds, SrcElem: srcElem}
}
