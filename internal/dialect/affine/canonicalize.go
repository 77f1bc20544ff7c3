package affine

import (
	"slices"
	"sort"

	"gpuc/internal/affine"
	"gpuc/internal/ir"
	"gpuc/internal/rewrite"
)

// Canonicalization patterns of affine.apply, affine.min and affine.max,
// ported from mlir/lib/Dialect/Affine/IR/AffineOps.cpp (MLIR 19) and
// registered in the order their getCanonicalizationPatterns add them.

func init() {
	rewrite.RegisterCanonicalization("affine.apply",
		rewrite.NewPattern("(anonymous namespace)::SimplifyAffineOp<mlir::affine::AffineApplyOp>", "affine.apply", simplifyAffineOp))
	for _, n := range []string{"min", "max"} {
		root := "affine." + n
		cpp := "<mlir::affine::Affine" + map[string]string{"min": "Min", "max": "Max"}[n] + "Op>"
		rewrite.RegisterCanonicalization(root,
			rewrite.NewPattern("CanonicalizeSingleResultAffineMinMaxOp"+cpp, root, canonicalizeSingleResultMinMax),
			rewrite.NewPattern("DeduplicateAffineMinMaxExpressions"+cpp, root, deduplicateMinMaxExpressions),
			rewrite.NewPattern("MergeAffineMinMaxOp"+cpp, root, mergeMinMax),
			rewrite.NewPattern("(anonymous namespace)::SimplifyAffineOp"+cpp, root, simplifyAffineOp),
			rewrite.NewPattern("CanonicalizeAffineMinMaxOpExprAndTermOrder"+cpp, root, canonicalizeMinMaxExprAndTermOrder))
	}
}

// replaceWithMapOp is replaceOpWithNewOp<OpTy>(op, map, operands) for an
// affine.apply, min or max op named name.
func replaceWithMapOp(rw *rewrite.Rewriter, op *ir.Operation, name string, m affine.Map, operands []*ir.Value) {
	newOp := rw.Create(&ir.OperationState{Name: name, Loc: op.Loc(), Operands: operands, Types: []ir.Type{rw.Ctx.Index()},
		Attrs: []ir.NamedAttr{{Name: "map", Value: rw.Ctx.AffineMap(m)}}})
	rw.ReplaceOpWith(op, newOp)
}

// simplifyAffineOp is SimplifyAffineOp<AffineApplyOp/MinOp/MaxOp>: the map
// composed with the affine.apply ops defining its operands, canonicalized
// and simplified with what the operands tell.
func simplifyAffineOp(op *ir.Operation, rw *rewrite.Rewriter) error {
	m, ok := MapOf(op)
	if !ok {
		return rewrite.ErrNoMatch
	}
	oldOperands := op.Operands()
	operands := slices.Clone(oldOperands)
	nm, operands := composeAffineMapAndOperands(m, operands)
	nm, operands = CanonicalizeMapAndOperands(nm, operands)
	nm = simplifyMapWithOperands(nm, operands)
	if nm.Equal(m) && len(operands) >= len(oldOperands) && slices.Equal(oldOperands, operands[:len(oldOperands)]) {
		return rewrite.ErrNoMatch
	}
	replaceWithMapOp(rw, op, op.Name(), nm, operands)
	return nil
}

// Constant bounds of operands. MLIR takes them from the affine.for ops
// whose induction variables the operands are; gpuc has no affine.for, so
// no operand has one, and no operand is a loop induction variable with a
// known divisor.

func operandLowerBound(*ir.Value) *int64 { return nil }
func operandUpperBound(*ir.Value) *int64 { return nil }

func operandBounds(operands []*ir.Value) (lower, upper []*int64) {
	for _, v := range operands {
		lower = append(lower, operandLowerBound(v))
		upper = append(upper, operandUpperBound(v))
	}
	return lower, upper
}

// largestKnownDivisor is getLargestKnownDivisor(AffineExpr, operands): a
// dim's divisor comes from the affine.for whose induction variable it is
// (1 for other values).
func largestKnownDivisor(e affine.Expr, _ []*ir.Value) int64 {
	if !e.IsDim() {
		return e.LargestKnownDivisor()
	}
	return 1
}

// isNonNegativeBoundedBy: 0 <= e < k, for a constant (a dim would need an
// affine.for bound).
func isNonNegativeBoundedBy(e affine.Expr, _ []*ir.Value, k int64) bool {
	if e.IsConstant() {
		return e.Value() >= 0 && e.Value() < k
	}
	return false
}

// isQTimesDPlusR: e is d*e1 + e2 with 0 <= e2 < d.
func isQTimesDPlusR(e affine.Expr, operands []*ir.Value) (div int64, q, rem affine.Expr, ok bool) {
	if e.Kind() != affine.KindAdd {
		return 0, q, rem, false
	}
	llhs, rlhs := e.LHS(), e.RHS()
	div = largestKnownDivisor(llhs, operands)
	if isNonNegativeBoundedBy(rlhs, operands, div) {
		return div, llhs, rlhs, true
	}
	div = largestKnownDivisor(rlhs, operands)
	if isNonNegativeBoundedBy(llhs, operands, div) {
		return div, rlhs, llhs, true
	}
	return 0, q, rem, false
}

// exprBound is the static getLowerBound/getUpperBound(AffineExpr, ...).
func exprBound(e affine.Expr, numDims, numSymbols int, operands []*ir.Value, isUpper bool) (int64, bool) {
	lower, upper := operandBounds(operands)
	if e.IsConstant() {
		return e.Value(), true
	}
	return affine.Bound(e, numDims, numSymbols, lower, upper, isUpper)
}

// simplifyExprAndOperands simplifies floordiv, ceildiv and mod by a
// positive constant with the bounds and divisors of what they divide.
func simplifyExprAndOperands(e affine.Expr, numDims, numSymbols int, operands []*ir.Value) affine.Expr {
	if !e.Kind().IsBinary() || e.IsConstant() || e.IsDim() || e.IsSymbol() {
		return e
	}
	lhs := simplifyExprAndOperands(e.LHS(), numDims, numSymbols, operands)
	rhs := simplifyExprAndOperands(e.RHS(), numDims, numSymbols, operands)
	kind := e.Kind()
	e = affine.Binary(kind, lhs, rhs)
	k := e.Kind()
	if k != affine.KindFloorDiv && k != affine.KindCeilDiv && k != affine.KindMod {
		return e
	}
	lhs, rhs = e.LHS(), e.RHS()
	if !rhs.IsConstant() {
		return e
	}
	c := rhs.Value()
	if c <= 0 {
		return e
	}
	lb, lok := exprBound(lhs, numDims, numSymbols, operands, false)
	ub, uok := exprBound(lhs, numDims, numSymbols, operands, true)
	if lok && uok {
		if k == affine.KindFloorDiv && affine.FloorDivInt(lb, c) == affine.FloorDivInt(ub, c) {
			return affine.Const(affine.FloorDivInt(lb, c))
		}
		if k == affine.KindCeilDiv && affine.CeilDivInt(lb, c) == affine.CeilDivInt(ub, c) {
			return affine.Const(affine.CeilDivInt(lb, c))
		}
		if k == affine.KindMod && lb >= 0 && lb < c && ub < c {
			return lhs
		}
	}
	if divisor, q, rem, ok := isQTimesDPlusR(lhs, operands); ok {
		if c%divisor == 0 && k == affine.KindFloorDiv {
			return q.FloorDiv(rhs)
		} else if divisor%c == 0 && k == affine.KindMod {
			return rem.Mod(rhs)
		}
		return e
	}
	if isNonNegativeBoundedBy(lhs, operands, c) && k == affine.KindFloorDiv ||
		largestKnownDivisor(lhs, operands)%c == 0 && k == affine.KindMod {
		return affine.Const(0)
	}
	return e
}

// simplifyMapWithOperands is simplifyMapWithOperands: each result through
// simplifyExprAndOperands.
func simplifyMapWithOperands(m affine.Map, operands []*ir.Value) affine.Map {
	res := make([]affine.Expr, len(m.Results))
	for i, r := range m.Results {
		res[i] = simplifyExprAndOperands(r, m.NumDims, m.NumSymbols, operands)
	}
	return affine.NewMap(m.NumDims, m.NumSymbols, res...)
}

// canonicalizeSingleResultMinMax is CanonicalizeSingleResultAffineMinMaxOp:
// a min or max of one result is an affine.apply.
func canonicalizeSingleResultMinMax(op *ir.Operation, rw *rewrite.Rewriter) error {
	m, ok := MapOf(op)
	if !ok || m.NumResults() != 1 {
		return rewrite.ErrNoMatch
	}
	replaceWithMapOp(rw, op, "affine.apply", m, op.Operands())
	return nil
}

// deduplicateMinMaxExpressions is DeduplicateAffineMinMaxExpressions.
func deduplicateMinMaxExpressions(op *ir.Operation, rw *rewrite.Rewriter) error {
	m, ok := MapOf(op)
	if !ok {
		return rewrite.ErrNoMatch
	}
	var exprs []affine.Expr
	for _, e := range m.Results {
		if !slices.ContainsFunc(exprs, e.Equal) {
			exprs = append(exprs, e)
		}
	}
	if len(exprs) == m.NumResults() {
		return rewrite.ErrNoMatch
	}
	replaceWithMapOp(rw, op, op.Name(), affine.NewMap(m.NumDims, m.NumSymbols, exprs...), op.Operands())
	return nil
}

// mergeMinMax is MergeAffineMinMaxOp: a result that is a dim or symbol
// bound to an op of the same kind is replaced by that op's results.
func mergeMinMax(op *ir.Operation, rw *rewrite.Rewriter) error {
	m, ok := MapOf(op)
	if !ok {
		return rewrite.ErrNoMatch
	}
	operands := op.Operands()
	dimOperands := operands[:m.NumDims]
	symOperands := operands[len(operands)-m.NumSymbols:]
	newDims := slices.Clone(dimOperands)
	newSyms := slices.Clone(symOperands)
	var exprs []affine.Expr
	var producers []*ir.Operation
	for _, e := range m.Results {
		var v *ir.Value
		if e.IsSymbol() {
			v = symOperands[e.Position()]
		} else if e.IsDim() {
			v = dimOperands[e.Position()]
		}
		if v != nil {
			if p := v.DefiningOp(); p != nil && p.Name() == op.Name() {
				producers = append(producers, p)
				continue
			}
		}
		exprs = append(exprs, e)
	}
	if len(producers) == 0 {
		return rewrite.ErrNoMatch
	}
	numDims, numSyms := m.NumDims, m.NumSymbols
	for _, p := range producers {
		pm, ok := MapOf(p)
		if !ok {
			return rewrite.ErrNoMatch
		}
		pOperands := p.Operands()
		newDims = append(newDims, pOperands[:pm.NumDims]...)
		newSyms = append(newSyms, pOperands[len(pOperands)-pm.NumSymbols:]...)
		for _, e := range pm.Results {
			exprs = append(exprs, e.ShiftDims(pm.NumDims, numDims, 0).ShiftSymbols(pm.NumSymbols, numSyms, 0))
		}
		numDims += pm.NumDims
		numSyms += pm.NumSymbols
	}
	replaceWithMapOp(rw, op, op.Name(), affine.NewMap(numDims, numSyms, exprs...), append(newDims, newSyms...))
	return nil
}

// canonicalizeMapExprAndTermOrder sorts the results of m by their
// flattened forms; false when a result is not pure affine, needs local
// variables, or the order is already sorted.
func canonicalizeMapExprAndTermOrder(m affine.Map) (affine.Map, bool) {
	var flat [][]int64
	for _, e := range m.Results {
		if !e.IsPureAffine() {
			return m, false
		}
		f, numLocals, ok := affine.Flatten(e, m.NumDims, m.NumSymbols)
		if !ok || numLocals > 0 {
			return m, false
		}
		flat = append(flat, f)
	}
	less := func(a, b int) bool { return slices.Compare(flat[a], flat[b]) < 0 }
	sorted := true
	for i := 1; i < len(flat); i++ {
		if less(i, i-1) {
			sorted = false
			break
		}
	}
	if sorted {
		return m, false
	}
	perm := make([]int, len(flat))
	for i := range perm {
		perm[i] = i
	}
	// llvm::sort of a few elements is an insertion sort, thus stable.
	sort.SliceStable(perm, func(i, j int) bool { return less(perm[i], perm[j]) })
	exprs := make([]affine.Expr, len(perm))
	for i, p := range perm {
		exprs[i] = m.Results[p]
	}
	return affine.NewMap(m.NumDims, m.NumSymbols, exprs...), true
}

// canonicalizeMinMaxExprAndTermOrder is
// CanonicalizeAffineMinMaxOpExprAndTermOrder.
func canonicalizeMinMaxExprAndTermOrder(op *ir.Operation, rw *rewrite.Rewriter) error {
	m, ok := MapOf(op)
	if !ok {
		return rewrite.ErrNoMatch
	}
	nm, changed := canonicalizeMapExprAndTermOrder(m)
	if !changed {
		return rewrite.ErrNoMatch
	}
	replaceWithMapOp(rw, op, op.Name(), nm, op.Operands())
	return nil
}
