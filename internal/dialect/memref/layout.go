package memref

import (
	"gpuc/internal/affine"
	"gpuc/internal/ir"
)

// Strided layout helpers (MLIR's getStridesAndOffset and SaturatedInteger).

// satMul multiplies with MLIR's SaturatedInteger rules: 0 absorbs, a
// dynamic operand makes the result dynamic.
func satMul(a, b int64) int64 {
	if a == 0 || b == 0 {
		return 0
	}
	if a == Dynamic || b == Dynamic {
		return Dynamic
	}
	return a * b
}

func satAdd(a, b int64) int64 {
	if a == Dynamic || b == Dynamic {
		return Dynamic
	}
	return a + b
}

// identityStrides returns the row-major strides of a shape.
func identityStrides(shape []int64) []int64 {
	strides := make([]int64, len(shape))
	s := int64(1)
	for i := len(shape) - 1; i >= 0; i-- {
		strides[i] = s
		s = satMul(s, shape[i])
	}
	return strides
}

// stridesAndOffset is MemRefType::getStridesAndOffset; ok is false for
// layouts that are not strided.
func stridesAndOffset(t *ir.MemRefType) (strides []int64, offset int64, ok bool) {
	switch l := t.Layout.(type) {
	case nil:
		return identityStrides(t.Dims), 0, true
	case *ir.StridedLayoutAttr:
		return l.Strides, l.Offset, true
	case *ir.AffineMapAttr:
		return affineStrides(l.Map, t.Dims)
	}
	return nil, 0, false
}

// affineStrides extracts strides and offset from a single-result linear
// affine map layout (d_i * c_i + ... + off), symbols being dynamic.
func affineStrides(m affine.Map, shape []int64) ([]int64, int64, bool) {
	if m.IsIdentity() {
		return identityStrides(shape), 0, true
	}
	if len(m.Results) != 1 || m.NumDims != len(shape) {
		return nil, 0, false
	}
	strides := make([]int64, m.NumDims)
	var offset int64
	seen := make([]bool, m.NumDims)
	var walk func(e affine.Expr) bool
	// term handles a product; returns false when the expression is not linear.
	term := func(e affine.Expr) bool {
		switch e.Kind() {
		case affine.KindDim:
			strides[e.Position()] = satAdd(strides[e.Position()], 1)
			seen[e.Position()] = true
			return true
		case affine.KindSymbol:
			offset = Dynamic
			return true
		case affine.KindConstant:
			offset = satAdd(offset, e.Value())
			return true
		case affine.KindMul:
			l, r := e.LHS(), e.RHS()
			if l.Kind() != affine.KindDim {
				l, r = r, l
			}
			if l.Kind() == affine.KindDim {
				var c int64
				switch r.Kind() {
				case affine.KindConstant:
					c = r.Value()
				case affine.KindSymbol:
					c = Dynamic
				default:
					return false
				}
				strides[l.Position()] = satAdd(strides[l.Position()], c)
				seen[l.Position()] = true
				return true
			}
			if (l.Kind() == affine.KindSymbol || l.Kind() == affine.KindConstant) && (r.Kind() == affine.KindSymbol || r.Kind() == affine.KindConstant) {
				offset = Dynamic
				return true
			}
			return false
		}
		return false
	}
	walk = func(e affine.Expr) bool {
		if e.Kind() == affine.KindAdd {
			return walk(e.LHS()) && walk(e.RHS())
		}
		return term(e)
	}
	if !walk(m.Results[0]) {
		return nil, 0, false
	}
	return strides, offset, true
}

func isStrided(t *ir.MemRefType) bool {
	_, _, ok := stridesAndOffset(t)
	return ok
}

// strided returns the memref type with a strided layout.
func strided(ctx *ir.Context, shape []int64, elem ir.Type, offset int64, strides []int64, memSpace ir.Attribute) *ir.MemRefType {
	return ctx.MemRef(shape, elem, ctx.StridedLayout(offset, strides), memSpace)
}

// layoutIsIdentity reports whether a memref layout is the identity.
func layoutIsIdentity(t *ir.MemRefType) bool {
	switch l := t.Layout.(type) {
	case nil:
		return true
	case *ir.AffineMapAttr:
		return l.Map.IsIdentity()
	case *ir.StridedLayoutAttr:
		// The interface's isIdentity: the layout's affine map is the identity
		// (strided<[1]> on a 1-D memref).
		m := stridedLinearLayoutMap(l.Strides, l.Offset)
		return m.IsIdentity()
	}
	return false
}

// stridedLinearLayoutMap is makeStridedLinearLayoutMap: offset + sum(d_i *
// stride_i), dynamic values becoming symbols.
func stridedLinearLayoutMap(strides []int64, offset int64) affine.Map {
	nSyms := 0
	var e affine.Expr
	if offset != Dynamic {
		e = affine.Const(offset)
	} else {
		e = affine.Symbol(nSyms)
		nSyms++
	}
	for i, s := range strides {
		var m affine.Expr
		if s != Dynamic {
			m = affine.Const(s)
		} else {
			m = affine.Symbol(nSyms)
			nSyms++
		}
		e = e.Add(affine.Dim(i).Mul(m))
	}
	return affine.NewMap(len(strides), nSyms, e)
}

// canonicalStridedLayoutExpr is makeCanonicalStridedLayoutExpr for the
// dims of a shape.
func canonicalStridedLayoutExpr(sizes []int64) affine.Expr {
	if len(sizes) == 0 {
		return affine.Const(0)
	}
	var e affine.Expr
	have := false
	poison := false
	nSyms := 0
	running := int64(1)
	for i := len(sizes) - 1; i >= 0; i-- {
		var stride affine.Expr
		if poison {
			stride = affine.Symbol(nSyms)
			nSyms++
		} else {
			stride = affine.Const(running)
		}
		term := affine.Dim(i).Mul(stride)
		if have {
			e = e.Add(term)
		} else {
			e, have = term, true
		}
		if sizes[i] > 0 {
			running *= sizes[i]
		} else {
			poison = true
		}
	}
	return simplifyLinear(e, len(sizes), nSyms)
}

// simplifyLinear is simplifyAffineExpr for linear pure-affine expressions:
// it flattens e into coefficients and rebuilds it in MLIR's canonical order
// (dims, then symbols, then the constant). Other expressions are returned
// unchanged.
func simplifyLinear(e affine.Expr, nDims, nSyms int) affine.Expr {
	coef := make([]int64, nDims+nSyms+1)
	var flat func(e affine.Expr, mul int64) bool
	flat = func(e affine.Expr, mul int64) bool {
		switch e.Kind() {
		case affine.KindDim:
			if e.Position() >= nDims {
				return false
			}
			coef[e.Position()] += mul
		case affine.KindSymbol:
			if e.Position() >= nSyms {
				return false
			}
			coef[nDims+e.Position()] += mul
		case affine.KindConstant:
			coef[len(coef)-1] += mul * e.Value()
		case affine.KindAdd:
			return flat(e.LHS(), mul) && flat(e.RHS(), mul)
		case affine.KindMul:
			if r := e.RHS(); r.Kind() == affine.KindConstant {
				return flat(e.LHS(), mul*r.Value())
			}
			if l := e.LHS(); l.Kind() == affine.KindConstant {
				return flat(e.RHS(), mul*l.Value())
			}
			return false
		default:
			return false
		}
		return true
	}
	if !flat(e, 1) {
		return e
	}
	out := affine.Const(0)
	for j := 0; j < nDims+nSyms; j++ {
		if coef[j] == 0 {
			continue
		}
		var id affine.Expr
		if j < nDims {
			id = affine.Dim(j)
		} else {
			id = affine.Symbol(j - nDims)
		}
		out = out.Add(id.MulConst(coef[j]))
	}
	if c := coef[len(coef)-1]; c != 0 {
		out = out.AddConst(c)
	}
	return out
}

// canonicalizeStridedLayout is MLIR's canonicalizeStridedLayout: a layout
// equal to the canonical row-major one is dropped, a strided layout is
// otherwise turned into its affine map.
func canonicalizeStridedLayout(ctx *ir.Context, t *ir.MemRefType) *ir.MemRefType {
	var m affine.Map
	switch l := t.Layout.(type) {
	case nil:
		return t
	case *ir.AffineMapAttr:
		m = l.Map
	case *ir.StridedLayoutAttr:
		m = stridedLinearLayoutMap(l.Strides, l.Offset)
	default:
		return t
	}
	if m.IsIdentity() || len(m.Results) > 1 {
		return t
	}
	if m.NumDims == 0 && m.NumSymbols == 0 {
		if m.Results[0].IsConstantValue(0) {
			return ctx.MemRef(t.Dims, t.Elem, nil, t.MemorySpace)
		}
		return t
	}
	if len(t.Dims) == 0 {
		return t
	}
	simplified := simplifyLinear(m.Results[0], m.NumDims, m.NumSymbols)
	if !affine.Equal(canonicalStridedLayoutExpr(t.Dims), simplified) {
		return ctx.MemRef(t.Dims, t.Elem, ctx.AffineMap(affine.NewMap(m.NumDims, m.NumSymbols, simplified)), t.MemorySpace)
	}
	return ctx.MemRef(t.Dims, t.Elem, nil, t.MemorySpace)
}

// linearTerms flattens a sum of products of at most one dim and one
// symbol or constant into coefficients keyed by (dim, symbol) (-1 for
// none); ok is false for other expressions.
func linearTerms(e affine.Expr) (map[[2]int]int64, bool) {
	terms := map[[2]int]int64{}
	var add func(e affine.Expr, mul int64, sym int) bool
	add = func(e affine.Expr, mul int64, sym int) bool {
		switch e.Kind() {
		case affine.KindAdd:
			return add(e.LHS(), mul, sym) && add(e.RHS(), mul, sym)
		case affine.KindConstant:
			terms[[2]int{-1, sym}] += mul * e.Value()
		case affine.KindDim:
			terms[[2]int{e.Position(), sym}] += mul
		case affine.KindSymbol:
			if sym >= 0 {
				return false
			}
			terms[[2]int{-1, e.Position()}] += mul
		case affine.KindMul:
			l, r := e.LHS(), e.RHS()
			if r.Kind() == affine.KindConstant {
				return add(l, mul*r.Value(), sym)
			}
			if l.Kind() == affine.KindConstant {
				return add(r, mul*l.Value(), sym)
			}
			if sym < 0 && r.Kind() == affine.KindSymbol {
				return add(l, mul, r.Position())
			}
			if sym < 0 && l.Kind() == affine.KindSymbol {
				return add(r, mul, l.Position())
			}
			return false
		default:
			return false
		}
		return true
	}
	if !add(e, 1, -1) {
		return nil, false
	}
	for k, v := range terms {
		if v == 0 {
			delete(terms, k)
		}
	}
	return terms, true
}

// sameLayoutExpr reports whether two layout expressions are equal up to
// the reordering MLIR's affine simplification canonicalizes away.
func sameLayoutExpr(a, b affine.Expr) bool {
	if affine.Equal(a, b) {
		return true
	}
	ta, ok1 := linearTerms(a)
	tb, ok2 := linearTerms(b)
	if !ok1 || !ok2 || len(ta) != len(tb) {
		return false
	}
	for k, v := range ta {
		if tb[k] != v {
			return false
		}
	}
	return true
}

// sameCanonicalType compares two canonicalized memref types.
func sameCanonicalType(a, b *ir.MemRefType) bool {
	if a == b {
		return true
	}
	if a.Elem != b.Elem || a.MemorySpace != b.MemorySpace || !equalShape(a.Dims, b.Dims) {
		return false
	}
	la, ok1 := a.Layout.(*ir.AffineMapAttr)
	lb, ok2 := b.Layout.(*ir.AffineMapAttr)
	if !ok1 || !ok2 || la.Map.NumDims != lb.Map.NumDims || la.Map.NumSymbols != lb.Map.NumSymbols ||
		len(la.Map.Results) != 1 || len(lb.Map.Results) != 1 {
		return false
	}
	return sameLayoutExpr(la.Map.Results[0], lb.Map.Results[0])
}

// StridesAndOffset returns the strides and offset of a memref's layout
// (ir.Dynamic where dynamic), ok false when the layout is not strided
// (MLIR's getStridesAndOffset).
func StridesAndOffset(t *ir.MemRefType) (strides []int64, offset int64, ok bool) {
	return stridesAndOffset(t)
}

// IsStrided reports whether the memref's layout is strided.
func IsStrided(t *ir.MemRefType) bool { return isStrided(t) }

// LayoutIsIdentity reports whether the memref's layout is the identity.
func LayoutIsIdentity(t *ir.MemRefType) bool { return layoutIsIdentity(t) }

// RankReductionMask returns the dimensions of orig that a rank-reducing
// subview to reduced drops, given its static sizes (MLIR's
// computeMemRefRankReductionMask), ok false when none fits.
func RankReductionMask(orig, reduced *ir.MemRefType, staticSizes []int64) ([]bool, bool) {
	return memrefRankReductionMask(orig, reduced, staticSizes)
}

// Reassociation returns the reassociation indices of an expand_shape or
// collapse_shape op.
func Reassociation(op *ir.Operation) [][]int64 { return reassociation(op) }
