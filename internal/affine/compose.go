package affine

// Map and expression rewrites that composing maps needs (MLIR 19's
// AffineMap::shiftDims, shiftSymbols, replace and inferFromExprList,
// AffineExpr::replace).

// ShiftDims returns e with dims [offset, numDims) moved up by shift.
func (e Expr) ShiftDims(numDims, shift, offset int) Expr {
	dims := make([]Expr, numDims)
	for i := range dims {
		if i < offset {
			dims[i] = Dim(i)
		} else {
			dims[i] = Dim(i + shift)
		}
	}
	return e.ReplaceDimsAndSymbols(dims, nil)
}

// ShiftSymbols returns e with symbols [offset, numSymbols) moved up by
// shift.
func (e Expr) ShiftSymbols(numSymbols, shift, offset int) Expr {
	syms := make([]Expr, numSymbols)
	for i := range syms {
		if i < offset {
			syms[i] = Symbol(i)
		} else {
			syms[i] = Symbol(i + shift)
		}
	}
	return e.ReplaceDimsAndSymbols(nil, syms)
}

// ShiftDims is AffineMap::shiftDims(shift, offset): shift more dims.
func (m Map) ShiftDims(shift, offset int) Map {
	res := make([]Expr, len(m.Results))
	for i, r := range m.Results {
		res[i] = r.ShiftDims(m.NumDims, shift, offset)
	}
	return Map{NumDims: m.NumDims + shift, NumSymbols: m.NumSymbols, Results: res}
}

// ShiftSymbols is AffineMap::shiftSymbols(shift, offset).
func (m Map) ShiftSymbols(shift, offset int) Map {
	res := make([]Expr, len(m.Results))
	for i, r := range m.Results {
		res[i] = r.ShiftSymbols(m.NumSymbols, shift, offset)
	}
	return Map{NumDims: m.NumDims, NumSymbols: m.NumSymbols + shift, Results: res}
}

// ReplaceExpr is AffineExpr::replace(expr, replacement): every occurrence
// of the subexpression from replaced, rebuilding (and simplifying) what
// changed.
func (e Expr) ReplaceExpr(from, to Expr) Expr {
	if Equal(e, from) {
		return to
	}
	if !e.Kind().IsBinary() {
		return e
	}
	l, r := e.LHS().ReplaceExpr(from, to), e.RHS().ReplaceExpr(from, to)
	if l.n == e.n.lhs && r.n == e.n.rhs {
		return e
	}
	return Binary(e.Kind(), l, r)
}

// ReplaceExpr is AffineMap::replace(expr, replacement, numResultDims,
// numResultSyms).
func (m Map) ReplaceExpr(from, to Expr, numDims, numSymbols int) Map {
	res := make([]Expr, len(m.Results))
	for i, r := range m.Results {
		res[i] = r.ReplaceExpr(from, to)
	}
	return Map{NumDims: numDims, NumSymbols: numSymbols, Results: res}
}

// InferMap is AffineMap::inferFromExprList for one list: as many dims and
// symbols as the largest positions used.
func InferMap(exprs ...Expr) Map {
	maxDim, maxSym := -1, -1
	for _, e := range exprs {
		e.Walk(func(x Expr) {
			switch x.Kind() {
			case KindDim:
				maxDim = max(maxDim, x.Position())
			case KindSymbol:
				maxSym = max(maxSym, x.Position())
			}
		})
	}
	return Map{NumDims: maxDim + 1, NumSymbols: maxSym + 1, Results: exprs}
}

// Walk calls fn on every node of every result, post order.
func (m Map) Walk(fn func(Expr)) {
	for _, r := range m.Results {
		r.Walk(fn)
	}
}

// IsFunctionOfDim reports whether dim pos appears in a result.
func (m Map) IsFunctionOfDim(pos int) bool {
	for _, r := range m.Results {
		if r.IsFunctionOfDim(pos) {
			return true
		}
	}
	return false
}

// IsFunctionOfSymbol reports whether symbol pos appears in a result.
func (m Map) IsFunctionOfSymbol(pos int) bool {
	for _, r := range m.Results {
		if r.IsFunctionOfSymbol(pos) {
			return true
		}
	}
	return false
}
