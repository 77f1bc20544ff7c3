package ll

// foldSelect is ConstantFoldSelectInstruction.
func foldSelect(cond, v1, v2 Constant) Constant {
	if isNull(cond) {
		return v2
	}
	if isAllOnes(cond) {
		return v1
	}
	if cv, ok := cond.(*ConstVector); ok {
		res := make([]Constant, 0, len(cv.Elems))
		for i, c := range cv.Elems {
			e1, e2 := extractElem(v1, i), extractElem(v2, i)
			var v Constant
			switch {
			case isPoison(c):
				v = &Poison{Typ: e1.Type()}
			case constEqual(e1, e2):
				v = e1
			case isUndefOnly(c):
				if isUndefOrPoison(e1) {
					v = e1
				} else {
					v = e2
				}
			default:
				if _, ok := c.(*ConstInt); !ok {
					break
				}
				if isNull(c) {
					v = e2
				} else {
					v = e1
				}
			}
			if v == nil {
				break
			}
			res = append(res, v)
		}
		if len(res) == len(cv.Elems) {
			return mkVector(v1.Type().(*VectorType), res)
		}
	}
	if isPoison(cond) {
		return &Poison{Typ: v1.Type()}
	}
	if isUndefOnly(cond) {
		if isUndefOrPoison(v1) {
			return v1
		}
		return v2
	}
	if constEqual(v1, v2) {
		return v1
	}
	if isPoison(v1) {
		return v2
	}
	if isPoison(v2) {
		return v1
	}
	if isUndefOrPoison(v1) && notPoison(v2) {
		return v2
	}
	if isUndefOrPoison(v2) && notPoison(v1) {
		return v1
	}
	return nil
}

// notPoison is the select fold's test that a constant cannot be poison.
func notPoison(c Constant) bool {
	switch c.(type) {
	case *Poison, *ConstExpr:
		return false
	case *ConstInt, *GlobalVariable, *ConstFloat, *ConstNull, *Function:
		return true
	}
	vt, ok := c.Type().(*VectorType)
	if !ok {
		return false
	}
	if isUndefOrPoison(c) {
		return !isPoison(c)
	}
	if _, ok := c.(*ZeroInit); ok || vt.Scalable {
		return true
	}
	for i := 0; i < int(vt.Len); i++ {
		switch aggElem(c, i).(type) {
		case *Poison, *ConstExpr:
			return false
		}
	}
	return true
}
