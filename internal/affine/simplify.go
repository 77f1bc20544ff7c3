package affine

import "sort"

// Simplification by flattening, after mlir/lib/IR/AffineExpr.cpp (MLIR 19):
// an expression becomes a sum of products [dims, symbols, locals,
// constant] (SimpleAffineExprFlattener), with a local variable for each
// division, modulo or symbolic product that does not cancel out, and is
// rebuilt from that form (getAffineExprFromFlatForm, and
// getSemiAffineExprFromFlatForm for semi-affine expressions). Passes that
// compose maps (the affine dialect's makeComposedAffineApply) simplify
// with it, so their output depends on its exact reconstruction order.

// SimplifyExpr is simplifyAffineExpr: e rebuilt from its flattened form, or
// e itself when flattening fails (a division or modulo by a non-positive
// constant).
func SimplifyExpr(e Expr, numDims, numSymbols int) Expr {
	if !e.IsPureAffine() {
		// A null expression is where MLIR 19 crashes (symbolicDivide of a
		// division by the symbol itself); gpuc keeps e.
		if s := simplifySemiAffine(e, numDims, numSymbols); !s.IsNull() {
			e = s
		}
	}
	f := &flattener{numDims: numDims, numSymbols: numSymbols}
	if !f.walk(e) {
		return e
	}
	flat := f.stack[len(f.stack)-1]
	if !e.IsPureAffine() && Equal(e, ExprFromFlatForm(flat, numDims, numSymbols, f.locals)) {
		return e
	}
	if e.IsPureAffine() {
		return ExprFromFlatForm(flat, numDims, numSymbols, f.locals)
	}
	return semiAffineFromFlatForm(flat, numDims, numSymbols, f.locals)
}

// SimplifyMap is simplifyAffineMap: each result simplified.
func SimplifyMap(m Map) Map {
	res := make([]Expr, len(m.Results))
	for i, r := range m.Results {
		res[i] = SimplifyExpr(r, m.NumDims, m.NumSymbols)
	}
	return Map{NumDims: m.NumDims, NumSymbols: m.NumSymbols, Results: res}
}

// ExprFromFlatForm is getAffineExprFromFlatForm: flat is [dims, symbols,
// locals, constant], locals the expressions of the local variables.
func ExprFromFlatForm(flat []int64, numDims, numSymbols int, locals []Expr) Expr {
	e := Const(0)
	for j := 0; j < numDims+numSymbols; j++ {
		if flat[j] == 0 {
			continue
		}
		id := Dim(j)
		if j >= numDims {
			id = Symbol(j - numDims)
		}
		e = e.Add(id.Mul(Const(flat[j])))
	}
	for j := numDims + numSymbols; j < len(flat)-1; j++ {
		if flat[j] == 0 {
			continue
		}
		e = e.Add(locals[j-numDims-numSymbols].Mul(Const(flat[j])))
	}
	if c := flat[len(flat)-1]; c != 0 {
		e = e.Add(Const(c))
	}
	return e
}

// semiKey is getSemiAffineExprFromFlatForm's ordering key: a position and
// a signed tie breaker (std::pair<unsigned, signed>).
type semiKey struct {
	a uint32
	b int32
}

// semiAffineFromFlatForm is getSemiAffineExprFromFlatForm: the terms in the
// order of their dimension or symbol positions (d0 + d0 * s0 + s0 + ...).
func semiAffineFromFlatForm(flat []int64, numDims, numSymbols int, locals []Expr) Expr {
	e := Const(0)
	toExpr := map[semiKey]Expr{}
	coeff := map[semiKey]int64{}
	var keys []semiKey
	// MLIR asserts that keys are unique; they are not when a dim times a
	// symbol and a dim divided by the same symbol are both terms, and a
	// release build then keeps the first entry's expression and
	// coefficient for both (DenseMap::insert does not overwrite).
	add := func(k semiKey, c int64, x Expr) {
		keys = append(keys, k)
		if _, ok := toExpr[k]; !ok {
			coeff[k] = c
			toExpr[k] = x
		}
	}
	maxDS := int32(max(numDims, numSymbols))
	offsetSym := int32(0)
	offsetDim := int32(-1)
	for j := numDims; j < numDims+numSymbols; j++ {
		if flat[j] == 0 {
			continue
		}
		add(semiKey{uint32(j - numDims), maxDS + offsetSym}, flat[j], Symbol(j-numDims))
		offsetSym++
	}
	added := make([]bool, len(flat)-numDims-numSymbols-1)
	for i, x := range locals {
		c := flat[numDims+numSymbols+i]
		if c == 0 {
			continue
		}
		lhs, rhs := x.LHS(), x.RHS()
		if !((lhs.IsDim() || lhs.IsSymbol()) && (rhs.IsDim() || rhs.IsSymbol() || rhs.IsConstant())) {
			continue
		}
		switch {
		case rhs.IsConstant():
			if lhs.IsDim() {
				add(semiKey{uint32(lhs.Position()), offsetDim}, c, x)
				offsetDim--
			} else {
				add(semiKey{uint32(lhs.Position()), maxDS + offsetSym}, c, x)
				offsetSym++
			}
		case lhs.IsDim():
			add(semiKey{uint32(lhs.Position()), int32(rhs.Position())}, c, x)
		default:
			add(semiKey{uint32(lhs.Position()), maxDS + offsetSym}, c, x)
			offsetSym++
		}
		added[i] = true
	}
	for j := 0; j < numDims; j++ {
		if flat[j] == 0 {
			continue
		}
		add(semiKey{uint32(j), offsetDim}, flat[j], Dim(j))
		offsetDim--
	}
	sort.Slice(keys, func(i, j int) bool {
		if keys[i].a != keys[j].a {
			return keys[i].a < keys[j].a
		}
		return keys[i].b < keys[j].b
	})
	for _, k := range keys {
		e = e.Add(toExpr[k].Mul(Const(coeff[k])))
	}
	for j := numDims + numSymbols; j < len(flat)-1; j++ {
		if flat[j] == 0 || added[j-numDims-numSymbols] {
			continue
		}
		e = e.Add(locals[j-numDims-numSymbols].Mul(Const(flat[j])))
	}
	if c := flat[len(flat)-1]; c != 0 {
		e = e.Add(Const(c))
	}
	return e
}

// flattener is SimpleAffineExprFlattener.
type flattener struct {
	stack                         [][]int64
	numDims, numSymbols, numLocal int
	locals                        []Expr
}

func (f *flattener) numCols() int     { return f.numDims + f.numSymbols + f.numLocal + 1 }
func (f *flattener) constIndex() int  { return f.numCols() - 1 }
func (f *flattener) localStart() int  { return f.numDims + f.numSymbols }
func (f *flattener) top() []int64     { return f.stack[len(f.stack)-1] }
func (f *flattener) push(row []int64) { f.stack = append(f.stack, row) }
func (f *flattener) newRow() []int64  { return make([]int64, f.numCols()) }
func (f *flattener) fromFlat(r []int64) Expr {
	return ExprFromFlatForm(r, f.numDims, f.numSymbols, f.locals)
}

func (f *flattener) pop() []int64 {
	r := f.stack[len(f.stack)-1]
	f.stack = f.stack[:len(f.stack)-1]
	return r
}

// walk is walkPostOrder: operands first, then the node; false on failure.
func (f *flattener) walk(e Expr) bool {
	switch e.Kind() {
	case KindConstant:
		r := f.newRow()
		r[f.constIndex()] = e.Value()
		f.push(r)
		return true
	case KindDim:
		r := f.newRow()
		r[e.Position()] = 1
		f.push(r)
		return true
	case KindSymbol:
		r := f.newRow()
		r[f.numDims+e.Position()] = 1
		f.push(r)
		return true
	}
	if !f.walk(e.LHS()) || !f.walk(e.RHS()) {
		return false
	}
	switch e.Kind() {
	case KindAdd:
		rhs := f.pop()
		lhs := f.top()
		for i := range rhs {
			lhs[i] += rhs[i]
		}
		return true
	case KindMul:
		return f.visitMul(e)
	case KindMod:
		return f.visitMod(e)
	case KindFloorDiv:
		return f.visitDiv(e, false)
	default:
		return f.visitDiv(e, true)
	}
}

func (f *flattener) visitMul(e Expr) bool {
	rhs := f.pop()
	lhs := f.top()
	if !e.RHS().IsConstant() {
		a, b := f.fromFlat(lhs), f.fromFlat(rhs)
		f.addLocalVariableSemiAffine(a.Mul(b))
		return true
	}
	c := rhs[f.constIndex()]
	for i := range lhs {
		lhs[i] *= c
	}
	return true
}

func gcd64(a uint64, v int64) uint64 {
	if v < 0 {
		v = -v
	}
	return gcdU(a, uint64(v))
}

func (f *flattener) visitMod(e Expr) bool {
	rhs := f.pop()
	lhs := f.top()
	if !e.RHS().IsConstant() {
		dividend, divisor := f.fromFlat(lhs), f.fromFlat(rhs)
		f.addLocalVariableSemiAffine(dividend.Mod(divisor))
		return true
	}
	c := rhs[f.constIndex()]
	if c <= 0 {
		return false
	}
	multiple := true
	for _, v := range lhs {
		if v%c != 0 {
			multiple = false
			break
		}
	}
	if multiple {
		clear(lhs)
		return true
	}
	floorDividend := append([]int64(nil), lhs...)
	g := uint64(c)
	for _, v := range lhs {
		g = gcd64(g, v)
	}
	if g != 1 {
		for i := range floorDividend {
			floorDividend[i] /= int64(g)
		}
	}
	floorDivisor := c / int64(g)
	floorDivExpr := f.fromFlat(floorDividend).FloorDiv(Const(floorDivisor))
	if loc := f.findLocal(floorDivExpr); loc == -1 {
		f.addLocal(floorDivExpr)
		f.top()[f.localStart()+f.numLocal-1] = -c
	} else {
		f.top()[f.localStart()+loc] = -c
	}
	return true
}

func (f *flattener) visitDiv(e Expr, isCeil bool) bool {
	rhs := f.pop()
	lhs := f.top()
	if !e.RHS().IsConstant() {
		a, b := f.fromFlat(lhs), f.fromFlat(rhs)
		div := a.FloorDiv(b)
		if isCeil {
			div = a.CeilDiv(b)
		}
		f.addLocalVariableSemiAffine(div)
		return true
	}
	c := rhs[f.constIndex()]
	if c <= 0 {
		return false
	}
	g := uint64(c)
	for _, v := range lhs {
		g = gcd64(g, v)
	}
	if g != 1 {
		for i := range lhs {
			lhs[i] /= int64(g)
		}
	}
	divisor := c / int64(g)
	if divisor == 1 {
		return true
	}
	a := f.fromFlat(lhs)
	div := a.FloorDiv(Const(divisor))
	if isCeil {
		div = a.CeilDiv(Const(divisor))
	}
	loc := f.findLocal(div)
	if loc == -1 {
		f.addLocal(div)
	}
	top := f.top()
	clear(top)
	if loc == -1 {
		top[f.localStart()+f.numLocal-1] = 1
	} else {
		top[f.localStart()+loc] = 1
	}
	return true
}

// addLocalVariableSemiAffine makes the top of the stack the local
// variable of x, adding it when new.
func (f *flattener) addLocalVariableSemiAffine(x Expr) {
	loc := f.findLocal(x)
	if loc == -1 {
		f.addLocal(x)
	}
	top := f.top()
	clear(top)
	if loc == -1 {
		top[f.localStart()+f.numLocal-1] = 1
	} else {
		top[f.localStart()+loc] = 1
	}
}

// addLocal is addLocalFloorDivId and addLocalIdSemiAffine: a new local
// column in every row of the stack.
func (f *flattener) addLocal(x Expr) {
	at := f.localStart() + f.numLocal
	for i, r := range f.stack {
		r = append(r, 0)
		copy(r[at+1:], r[at:])
		r[at] = 0
		f.stack[i] = r
	}
	f.locals = append(f.locals, x)
	f.numLocal++
}

func (f *flattener) findLocal(x Expr) int {
	for i, l := range f.locals {
		if Equal(l, x) {
			return i
		}
	}
	return -1
}

// simplifySemiAffine simplifies mod, floordiv and ceildiv by a symbol that
// divides the dividend.
func simplifySemiAffine(e Expr, numDims, numSymbols int) Expr {
	switch e.Kind() {
	case KindConstant, KindDim, KindSymbol:
		return e
	case KindAdd, KindMul:
		return nullSafe(e.Kind(), simplifySemiAffine(e.LHS(), numDims, numSymbols), simplifySemiAffine(e.RHS(), numDims, numSymbols))
	}
	sLHS := simplifySemiAffine(e.LHS(), numDims, numSymbols)
	sRHS := simplifySemiAffine(e.RHS(), numDims, numSymbols)
	if sLHS.IsNull() || sRHS.IsNull() {
		return Expr{}
	}
	if isModOfModSubtraction(sLHS, sRHS, numDims, numSymbols) {
		return Const(0)
	}
	sym := simplifySemiAffine(e.RHS(), numDims, numSymbols)
	if !sym.IsSymbol() {
		return nullSafe(e.Kind(), sLHS, sRHS)
	}
	pos := sym.Position()
	if !isDivisibleBySymbol(e.LHS(), pos, e.Kind()) {
		return nullSafe(e.Kind(), sLHS, sRHS)
	}
	if e.Kind() == KindMod {
		return Const(0)
	}
	return symbolicDivide(sLHS, pos, e.Kind())
}

func isDivisibleBySymbol(e Expr, pos int, op Kind) bool {
	switch e.Kind() {
	case KindConstant:
		return e.Value() == 0
	case KindDim:
		return false
	case KindSymbol:
		return e.Position() == pos
	case KindAdd:
		return isDivisibleBySymbol(e.LHS(), pos, op) && isDivisibleBySymbol(e.RHS(), pos, op)
	case KindMod:
		return isDivisibleBySymbol(e.LHS(), pos, KindMod) && isDivisibleBySymbol(e.RHS(), pos, KindMod)
	case KindMul:
		return isDivisibleBySymbol(e.LHS(), pos, op) || isDivisibleBySymbol(e.RHS(), pos, op)
	}
	// floordiv, ceildiv
	if op != e.Kind() {
		return false
	}
	return isDivisibleBySymbol(e.LHS(), pos, e.Kind())
}

func symbolicDivide(e Expr, pos int, op Kind) Expr {
	switch e.Kind() {
	case KindConstant:
		if e.Value() != 0 {
			return Expr{}
		}
		return Const(0)
	case KindDim:
		return Expr{}
	case KindSymbol:
		return Const(1)
	case KindAdd:
		return nullSafe(e.Kind(), symbolicDivide(e.LHS(), pos, op), symbolicDivide(e.RHS(), pos, op))
	case KindMod:
		return nullSafe(e.Kind(), symbolicDivide(e.LHS(), pos, e.Kind()), symbolicDivide(e.RHS(), pos, e.Kind()))
	case KindMul:
		if !isDivisibleBySymbol(e.LHS(), pos, op) {
			return nullSafe(KindMul, e.LHS(), symbolicDivide(e.RHS(), pos, op))
		}
		return nullSafe(KindMul, symbolicDivide(e.LHS(), pos, op), e.RHS())
	}
	return nullSafe(e.Kind(), symbolicDivide(e.LHS(), pos, e.Kind()), e.RHS())
}

// nullSafe is Binary, null when an operand is (MLIR would dereference it).
func nullSafe(k Kind, l, r Expr) Expr {
	if l.IsNull() || r.IsNull() {
		return Expr{}
	}
	return Binary(k, l, r)
}

func summands(e Expr, out []Expr) []Expr {
	if e.Kind() != KindAdd {
		return append(out, e)
	}
	return summands(e.RHS(), summands(e.LHS(), out))
}

func negated(c Expr) (Expr, bool) {
	if c.Kind() != KindMul {
		return Expr{}, false
	}
	if c.LHS().IsConstantValue(-1) {
		return c.RHS(), true
	}
	if c.RHS().IsConstantValue(-1) {
		return c.LHS(), true
	}
	return Expr{}, false
}

// isModOfModSubtraction reports whether lhs mod rhs is 0 because lhs is
// x - x mod rhs.
func isModOfModSubtraction(lhs, rhs Expr, numDims, numSymbols int) bool {
	s := summands(lhs, nil)
	for i, cur := range s {
		inner, ok := negated(cur)
		if !ok || inner.Kind() != KindMod || !Equal(inner.RHS(), rhs) {
			continue
		}
		diff := Const(0)
		for j := range s {
			if i != j {
				diff = diff.Add(s[j])
			}
		}
		diff = diff.Sub(inner.LHS())
		diff = SimplifyExpr(diff, numDims, numSymbols)
		if diff.IsConstantValue(0) {
			return true
		}
	}
	return false
}
