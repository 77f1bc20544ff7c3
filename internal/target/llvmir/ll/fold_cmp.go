package ll

// Comparisons: LLVM's ConstantFoldCompareInstruction. LLVM 19 has no
// icmp/fcmp constant expressions, so an unfolded comparison stays an
// instruction.

// isEqualityPred is ICmpInst::isEquality, which the compare fold asks
// of float predicates too (so fcmp oeq of undef is not undef).
func isEqualityPred(p string) bool { return p == "eq" || p == "ne" }

// isTrueWhenEqual is CmpInst::isTrueWhenEqual for integer predicates.
func isTrueWhenEqual(p string) bool {
	switch p {
	case "eq", "uge", "ule", "sge", "sle":
		return true
	}
	return false
}

// isUnorderedPred is CmpInst::isUnordered.
func isUnorderedPred(p string) bool {
	switch p {
	case "ueq", "une", "ugt", "ult", "uge", "ule", "uno":
		return true
	}
	return false
}

// swappedPred is CmpInst::getSwappedPredicate for integer predicates.
func swappedPred(p string) string {
	switch p {
	case "ugt":
		return "ult"
	case "ult":
		return "ugt"
	case "uge":
		return "ule"
	case "ule":
		return "uge"
	case "sgt":
		return "slt"
	case "slt":
		return "sgt"
	case "sge":
		return "sle"
	case "sle":
		return "sge"
	}
	return p
}

// intCompare is ICmpInst::compare.
func intCompare(p string, a, b *ConstInt) bool {
	u := intVal(a).Cmp(intVal(b))
	s := intSVal(a).Cmp(intSVal(b))
	switch p {
	case "eq":
		return u == 0
	case "ne":
		return u != 0
	case "ugt":
		return u > 0
	case "uge":
		return u >= 0
	case "ult":
		return u < 0
	case "ule":
		return u <= 0
	case "sgt":
		return s > 0
	case "sge":
		return s >= 0
	case "slt":
		return s < 0
	case "sle":
		return s <= 0
	}
	return false
}

// globalCommon returns the shared fields of a global value.
func globalCommon(c Constant) *GlobalCommon {
	switch g := c.(type) {
	case *GlobalVariable:
		return &g.GlobalCommon
	case *Function:
		return &g.GlobalCommon
	case *Alias:
		return &g.GlobalCommon
	}
	return nil
}

// isSized is Type::isSized.
func isSized(t Type) bool {
	switch t := t.(type) {
	case *IntType, *FloatType, *PointerType, *VectorType, *X86MMXType, *TargetExtType:
		return true
	case *ArrayType:
		return isSized(t.Elem)
	case *StructType:
		if t.Opaque {
			return false
		}
		for _, f := range t.Fields {
			if !isSized(f) {
				return false
			}
		}
		return true
	}
	return false
}

// isEmptyTy is Type::isEmptyTy: an aggregate without any storage.
func isEmptyTy(t Type) bool {
	switch t := t.(type) {
	case *ArrayType:
		return t.Len == 0 || isEmptyTy(t.Elem)
	case *StructType:
		if t.Opaque {
			return false
		}
		for _, f := range t.Fields {
			if !isEmptyTy(f) {
				return false
			}
		}
		return true
	}
	return false
}

// globalsPotentiallyEqual is ConstantFold's areGlobalsPotentiallyEqual:
// "ne" when two distinct globals surely have distinct addresses, else "".
func globalsPotentiallyEqual(a, b Constant) string {
	unsafe := func(c Constant) bool {
		g := globalCommon(c)
		switch g.Linkage {
		case Weak, LinkOnce, Common, ExternWeak:
			return true
		}
		if g.UnnamedAddr == GlobalUnnamedAddr {
			return true
		}
		if gv, ok := c.(*GlobalVariable); ok {
			if !isSized(gv.ValueType) || isEmptyTy(gv.ValueType) {
				return true
			}
		}
		return false
	}
	_, aa := a.(*Alias)
	_, ba := b.(*Alias)
	if !aa && !ba && !unsafe(a) && !unsafe(b) {
		return "ne"
	}
	return ""
}

// gepAllZero is GEPOperator::hasAllZeroIndices.
func gepAllZero(ce *ConstExpr) bool {
	for _, i := range ce.Ops[1:] {
		ci, ok := i.(*ConstInt)
		if !ok || intVal(ci).Sign() != 0 {
			return false
		}
	}
	return true
}

// icmpRelation is ConstantFold's evaluateICmpRelation: the predicate
// known to hold between two pointer constants, or "".
func icmpRelation(v1, v2 Constant) string {
	if constEqual(v1, v2) {
		return "eq"
	}
	if _, ok := v1.Type().(*PointerType); !ok {
		return ""
	}
	complexity := func(c Constant) int {
		switch {
		case isExpr(c):
			return 3
		case isGlobal(c):
			return 2
		}
		return 0
	}
	if complexity(v1) < complexity(v2) {
		if r := icmpRelation(v2, v1); r != "" {
			return swappedPred(r)
		}
		return ""
	}
	if isGlobal(v1) {
		_, isNullPtr := v2.(*ConstNull)
		switch {
		case isGlobal(v2):
			return globalsPotentiallyEqual(v1, v2)
		case isNullPtr:
			_, alias := v1.(*Alias)
			if globalCommon(v1).Linkage != ExternWeak && !alias && ptrAddrSpace(v1.Type()) == 0 {
				return "ugt"
			}
		}
		return ""
	}
	ce1, ok := v1.(*ConstExpr)
	if !ok || ce1.Op != OpGEP {
		return ""
	}
	base := ce1.Ops[0]
	if _, ok := v2.(*ConstNull); ok {
		if isGlobal(base) && globalCommon(base).Linkage != ExternWeak && ce1.Flags&InBounds != 0 {
			return "ugt"
		}
		return ""
	}
	if isGlobal(v2) {
		if isGlobal(base) && base != v2 {
			if gepAllZero(ce1) {
				return globalsPotentiallyEqual(base, v2)
			}
		}
		return ""
	}
	if ce2, ok := v2.(*ConstExpr); ok && ce2.Op == OpGEP {
		base2 := ce2.Ops[0]
		if isGlobal(base) && isGlobal(base2) && base != base2 && gepAllZero(ce1) && gepAllZero(ce2) {
			return globalsPotentiallyEqual(base, base2)
		}
	}
	return ""
}

// relationImplies decides pred from a known relation: 1 true, 0 false,
// -1 unknown.
func relationImplies(rel, pred string) int {
	in := func(ps ...string) bool {
		for _, p := range ps {
			if p == pred {
				return true
			}
		}
		return false
	}
	switch rel {
	case "eq":
		if isTrueWhenEqual(pred) {
			return 1
		}
		return 0
	case "ult", "slt", "ugt", "sgt":
		strict := rel
		inv := swappedPred(rel)
		orEq := map[string]string{"ult": "ule", "slt": "sle", "ugt": "uge", "sgt": "sge"}
		if in(strict, "ne", orEq[strict]) {
			return 1
		}
		if in(inv, "eq", orEq[inv]) {
			return 0
		}
	case "ule", "sle", "uge", "sge":
		strictOf := map[string]string{"ule": "ult", "sle": "slt", "uge": "ugt", "sge": "sgt"}
		strict := strictOf[rel]
		if in(swappedPred(strict)) {
			return 0
		}
		if in(strict, rel) {
			return 1
		}
	case "ne":
		if pred == "eq" {
			return 0
		}
		if pred == "ne" {
			return 1
		}
	}
	return -1
}

// foldCompare is ConstantFoldCompareInstruction; fp says pred is an
// fcmp predicate (icmp and fcmp share names such as "ult").
func foldCompare(pred string, fp bool, c1, c2 Constant) Constant {
	rt := resultBoolType(c1.Type())
	if fp {
		switch pred {
		case "false":
			return ZeroValue(rt)
		case "true":
			return allOnesValue(rt)
		}
	}
	if isPoison(c1) || isPoison(c2) {
		return &Poison{Typ: rt}
	}
	intPred := !fp
	if isUndefOrPoison(c1) || isUndefOrPoison(c2) {
		if intPred && (isEqualityPred(pred) || constEqual(c1, c2)) {
			return &Undef{Typ: rt}
		}
		if intPred {
			return boolOfType(rt, isTrueWhenEqual(pred))
		}
		return boolOfType(rt, isUnorderedPred(pred))
	}
	if isNull(c2) && intPred {
		switch pred {
		case "uge":
			return allOnesValue(rt)
		case "ult":
			return ZeroValue(rt)
		}
	}
	if it, ok := scalarType(c1.Type()).(*IntType); ok && it.Bits == 1 && intPred {
		switch pred {
		case "eq":
			if isExpr(c1) {
				return exprGet(OpXor, c1, notOf(c2), 0)
			}
			return exprGet(OpXor, notOf(c1), c2, 0)
		case "ne":
			return exprGet(OpXor, c1, c2, 0)
		}
	}
	i1, ok1 := c1.(*ConstInt)
	i2, ok2 := c2.(*ConstInt)
	if ok1 && ok2 {
		return boolOfType(rt, intCompare(pred, i1, i2))
	}
	f1, ok1 := c1.(*ConstFloat)
	f2, ok2 := c2.(*ConstFloat)
	if ok1 && ok2 {
		if r, ok := floatCompare(pred, f1, f2); ok {
			return boolOfType(rt, r)
		}
	} else if vt, ok := c1.Type().(*VectorType); ok {
		if s1 := splatValue(c1); s1 != nil {
			if s2 := splatValue(c2); s2 != nil {
				if e := foldCompare(pred, fp, s1, s2); e != nil {
					return splatVec(rt.(*VectorType), e)
				}
			}
		}
		if vt.Scalable {
			return nil
		}
		res := make([]Constant, vt.Len)
		for i := range res {
			a, b := extractElem(c1, i), extractElem(c2, i)
			if res[i] = foldCompare(pred, fp, a, b); res[i] == nil {
				return nil
			}
		}
		return mkVector(rt.(*VectorType), res)
	}
	if fp || isFloatTy(scalarType(c1.Type())) {
		if constEqual(c1, c2) {
			switch pred {
			case "one":
				return boolOfType(rt, false)
			case "ueq":
				return boolOfType(rt, true)
			}
		}
		return nil
	}
	if r := relationImplies(icmpRelation(c1, c2), pred); r >= 0 {
		return boolOfType(rt, r == 1)
	}
	if !isExpr(c1) && isExpr(c2) || isNull(c1) && !isNull(c2) {
		return foldCompare(swappedPred(pred), fp, c2, c1)
	}
	return nil
}

// notOf is ConstantExpr::getNot.
func notOf(c Constant) Constant {
	return exprGet(OpXor, c, allOnesValue(c.Type()), 0)
}
