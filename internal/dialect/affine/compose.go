package affine

import (
	"gpuc/internal/affine"
	"gpuc/internal/ir"
	"gpuc/internal/rewrite"
)

// Composition of affine maps with the affine.apply ops that define their
// operands, canonicalization of maps and operands, and the builders of
// folded affine.apply/min/max ops, after AffineOps.cpp (MLIR 19). Operands
// and results are OpFoldResults: an ir.FoldResult holding a value or an
// integer attribute.

// hasAffineScope reports whether op has the AffineScope trait (MLIR 19 gives
// it to builtin.module and func.func among the dialects gpuc knows).
func hasAffineScope(op *ir.Operation) bool {
	return op != nil && (op.Name() == "builtin.module" || op.Name() == "func.func")
}

// IsTopLevelValue is isTopLevelValue: v is defined (or an argument) right
// in a region of an op with AffineScope.
func IsTopLevelValue(v *ir.Value) bool {
	if v.IsBlockArgument() {
		return hasAffineScope(v.OwnerBlock().ParentOp())
	}
	return hasAffineScope(v.DefiningOp().ParentOp())
}

// affineScope is getAffineScope: the region of the closest enclosing op with
// AffineScope that holds op, or nil.
func affineScope(op *ir.Operation) *ir.Region {
	cur := op
	for p := cur.ParentOp(); p != nil; p = cur.ParentOp() {
		if hasAffineScope(p) {
			return cur.ParentRegion()
		}
		cur = p
	}
	return nil
}

func isIndex(v *ir.Value) bool {
	_, ok := v.Type().(*ir.IndexType)
	return ok
}

// IsValidSymbol is isValidSymbol(Value): an index that is top level, a
// constant, an affine.apply of symbols or a dim of a memref with a known
// size, in the affine scope of its definition.
func IsValidSymbol(v *ir.Value) bool {
	if v == nil || !isIndex(v) {
		return false
	}
	if IsTopLevelValue(v) {
		return true
	}
	if d := v.DefiningOp(); d != nil {
		return isValidSymbolIn(v, affineScope(d))
	}
	return false
}

// topLevelIn is the static isTopLevelValue(value, region).
func topLevelIn(v *ir.Value, r *ir.Region) bool {
	if v.IsBlockArgument() {
		return v.OwnerBlock().Parent() == r
	}
	return v.DefiningOp().ParentRegion() == r
}

// isValidSymbolIn is isValidSymbol(Value, Region *).
func isValidSymbolIn(v *ir.Value, r *ir.Region) bool {
	if !isIndex(v) {
		return false
	}
	if r != nil && topLevelIn(v, r) {
		return true
	}
	def := v.DefiningOp()
	dominating := func() bool {
		if r == nil {
			return false
		}
		regionOp := r.Parent()
		if regionOp != nil && !regionOp.HasTrait(ir.IsolatedFromAbove) {
			if pr := regionOp.ParentRegion(); pr != nil {
				return isValidSymbolIn(v, pr)
			}
		}
		return false
	}
	if def == nil {
		return dominating()
	}
	if def.IsConstant() {
		return true
	}
	if def.Name() == "affine.apply" {
		for _, o := range def.Operands() {
			if !isValidSymbolIn(o, r) {
				return false
			}
		}
		return true
	}
	if isDimOp(def) {
		return isDimOpValidSymbol(def, r)
	}
	return dominating()
}

// isDimOp reports ShapedDimOpInterface (memref.dim, tensor.dim).
func isDimOp(op *ir.Operation) bool {
	return (op.Name() == "memref.dim" || op.Name() == "tensor.dim") && op.NumOperands() == 2
}

// isDimOpValidSymbol: the dim's source is top level, or a view, subview or
// alloc (through casts) whose size there is static or a valid symbol.
func isDimOpValidSymbol(dim *ir.Operation, r *ir.Region) bool {
	src := dim.Operand(0)
	if IsTopLevelValue(src) {
		return true
	}
	if src.IsBlockArgument() {
		return false
	}
	idx, ok := ir.ConstantValue(dim.Operand(1)).(*ir.IntegerAttr)
	if !ok {
		return false
	}
	op := src.DefiningOp()
	for op.Name() == "memref.cast" {
		if _, unranked := op.Operand(0).Type().(*ir.UnrankedMemRefType); unranked {
			return false
		}
		op = op.Operand(0).DefiningOp()
		if op == nil {
			return false
		}
	}
	var dynSizes []*ir.Value
	switch op.Name() {
	case "memref.view":
		dynSizes = op.Operands()[min(2, op.NumOperands()):]
	case "memref.subview":
		dynSizes = segment(op, 2)
	case "memref.alloc":
		dynSizes = segment(op, 0)
	default:
		return false
	}
	m, ok := op.Result(0).Type().(*ir.MemRefType)
	i := int(idx.Int64())
	if !ok || i < 0 || i >= len(m.Dims) {
		return false
	}
	if m.Dims[i] != ir.Dynamic {
		return true
	}
	pos := 0
	for _, d := range m.Dims[:i] {
		if d == ir.Dynamic {
			pos++
		}
	}
	if pos >= len(dynSizes) {
		return false
	}
	return isValidSymbolIn(dynSizes[pos], r)
}

// segment returns operand group i of an op with AttrSizedOperandSegments.
func segment(op *ir.Operation, i int) []*ir.Value {
	sizes, ok := op.Attr("operandSegmentSizes").(*ir.DenseArrayAttr)
	if !ok || i >= len(sizes.Ints) {
		return nil
	}
	start := 0
	for _, n := range sizes.Ints[:i] {
		start += int(n)
	}
	return op.Operands()[start : start+int(sizes.Ints[i])]
}

// canonicalizePromotedSymbols turns dims whose operands are valid symbols
// into symbols.
func canonicalizePromotedSymbols(m affine.Map, operands []*ir.Value) (affine.Map, []*ir.Value) {
	if len(operands) == 0 {
		return m, operands
	}
	var result, remapped []*ir.Value
	nextDim, nextSym := 0, 0
	oldNumSyms := m.NumSymbols
	dimRemap := make([]affine.Expr, m.NumDims)
	for i := 0; i < m.NumInputs(); i++ {
		if i < m.NumDims {
			if IsValidSymbol(operands[i]) {
				dimRemap[i] = affine.Symbol(oldNumSyms + nextSym)
				nextSym++
				remapped = append(remapped, operands[i])
			} else {
				dimRemap[i] = affine.Dim(nextDim)
				nextDim++
				result = append(result, operands[i])
			}
		} else {
			result = append(result, operands[i])
		}
	}
	result = append(result, remapped...)
	return m.Replace(dimRemap, nil, nextDim, oldNumSyms+nextSym), result
}

// CanonicalizeMapAndOperands is canonicalizeMapAndOperands: dims that are
// symbols promoted, unused and duplicate operands dropped, constant symbol
// operands folded into the map.
func CanonicalizeMapAndOperands(m affine.Map, operands []*ir.Value) (affine.Map, []*ir.Value) {
	if len(operands) == 0 {
		return m, operands
	}
	m, operands = canonicalizePromotedSymbols(m, operands)
	usedDims := make([]bool, m.NumDims)
	usedSyms := make([]bool, m.NumSymbols)
	m.Walk(func(e affine.Expr) {
		switch e.Kind() {
		case affine.KindDim:
			usedDims[e.Position()] = true
		case affine.KindSymbol:
			usedSyms[e.Position()] = true
		}
	})
	var result []*ir.Value
	seenDims := map[*ir.Value]affine.Expr{}
	dimRemap := make([]affine.Expr, m.NumDims)
	nextDim := 0
	for i := 0; i < m.NumDims; i++ {
		if !usedDims[i] {
			continue
		}
		if e, ok := seenDims[operands[i]]; ok {
			dimRemap[i] = e
			continue
		}
		dimRemap[i] = affine.Dim(nextDim)
		nextDim++
		result = append(result, operands[i])
		seenDims[operands[i]] = dimRemap[i]
	}
	seenSyms := map[*ir.Value]affine.Expr{}
	symRemap := make([]affine.Expr, m.NumSymbols)
	nextSym := 0
	for i := 0; i < m.NumSymbols; i++ {
		if !usedSyms[i] {
			continue
		}
		v := operands[i+m.NumDims]
		if c, ok := ir.ConstantValue(v).(*ir.IntegerAttr); ok {
			symRemap[i] = affine.Const(getInt(c))
			continue
		}
		if e, ok := seenSyms[v]; ok {
			symRemap[i] = e
			continue
		}
		symRemap[i] = affine.Symbol(nextSym)
		nextSym++
		result = append(result, v)
		seenSyms[v] = symRemap[i]
	}
	return replaceDimsAndSymbols(m, dimRemap, symRemap, nextDim, nextSym), result
}

// replaceDimsAndSymbols is AffineMap::replaceDimsAndSymbols, where null
// replacements (unused inputs) keep the expression, as they never occur.
func replaceDimsAndSymbols(m affine.Map, dims, syms []affine.Expr, numDims, numSyms int) affine.Map {
	for i, d := range dims {
		if d.IsNull() {
			dims[i] = affine.Dim(i)
		}
	}
	for i, s := range syms {
		if s.IsNull() {
			syms[i] = affine.Symbol(i)
		}
	}
	return m.Replace(dims, syms, numDims, numSyms)
}

// replaceDimOrSym replaces dim or symbol pos of m by the map of the
// affine.apply defining its operand, appending that apply's operands.
func replaceDimOrSym(m *affine.Map, pos int, dims, syms *[]*ir.Value) bool {
	isDim := pos < len(*dims)
	var slot **ir.Value
	if isDim {
		slot = &(*dims)[pos]
	} else {
		pos -= len(*dims)
		slot = &(*syms)[pos]
	}
	v := *slot
	if v == nil {
		return false
	}
	apply := v.DefiningOp()
	if apply == nil || apply.Name() != "affine.apply" {
		return false
	}
	*slot = nil
	composeMap, ok := MapOf(apply)
	if !ok || composeMap.NumResults() != 1 {
		return false
	}
	composeMap, composeOperands := CanonicalizeMapAndOperands(composeMap, append([]*ir.Value(nil), apply.Operands()...))
	replacement := composeMap.ShiftDims(len(*dims), 0).ShiftSymbols(len(*syms), 0).Results[0]
	composeDims := composeOperands[:composeMap.NumDims]
	composeSyms := composeOperands[len(composeOperands)-composeMap.NumSymbols:]
	toReplace := affine.Dim(pos)
	if !isDim {
		toReplace = affine.Symbol(pos)
	}
	*dims = append(*dims, composeDims...)
	*syms = append(*syms, composeSyms...)
	*m = m.ReplaceExpr(toReplace, replacement, len(*dims), len(*syms))
	return true
}

// composeAffineMapAndOperands folds the affine.apply ops defining the
// operands into the map, then canonicalizes and simplifies it.
func composeAffineMapAndOperands(m affine.Map, operands []*ir.Value) (affine.Map, []*ir.Value) {
	if m.NumResults() == 0 {
		m, operands = CanonicalizeMapAndOperands(m, operands)
		return affine.SimplifyMap(m), operands
	}
	dims := append([]*ir.Value(nil), operands[:m.NumDims]...)
	syms := append([]*ir.Value(nil), operands[m.NumDims:]...)
	for {
		changed := false
		for pos := 0; pos != len(dims)+len(syms); pos++ {
			if replaceDimOrSym(&m, pos, &dims, &syms) {
				changed = true
				break
			}
		}
		if !changed {
			break
		}
	}
	var out []*ir.Value
	nDims, nSyms := 0, 0
	dimRepl := make([]affine.Expr, len(dims))
	symRepl := make([]affine.Expr, len(syms))
	for i, v := range dims {
		if v == nil {
			dimRepl[i] = affine.Const(0)
			continue
		}
		dimRepl[i] = affine.Dim(nDims)
		nDims++
		out = append(out, v)
	}
	for i, v := range syms {
		if v == nil {
			symRepl[i] = affine.Const(0)
			continue
		}
		symRepl[i] = affine.Symbol(nSyms)
		nSyms++
		out = append(out, v)
	}
	m = m.Replace(dimRepl, symRepl, nDims, nSyms)
	m, out = CanonicalizeMapAndOperands(m, out)
	return affine.SimplifyMap(m), out
}

// FullyComposeAffineMapAndOperands composes until no operand is defined by
// an affine.apply.
func FullyComposeAffineMapAndOperands(m affine.Map, operands []*ir.Value) (affine.Map, []*ir.Value) {
	for anyApply(operands) {
		m, operands = composeAffineMapAndOperands(m, operands)
	}
	return m, operands
}

func anyApply(vs []*ir.Value) bool {
	for _, v := range vs {
		if d := v.DefiningOp(); d != nil && d.Name() == "affine.apply" {
			return true
		}
	}
	return false
}

// foldAttributesIntoMap turns attribute operands into constants of the
// map and returns the map over the value operands.
func foldAttributesIntoMap(m affine.Map, operands []ir.FoldResult) (affine.Map, []*ir.Value) {
	var values []*ir.Value
	dimRepl := make([]affine.Expr, m.NumDims)
	symRepl := make([]affine.Expr, m.NumSymbols)
	nd, ns := 0, 0
	for i := 0; i < m.NumDims; i++ {
		if a, ok := operands[i].Attr.(*ir.IntegerAttr); ok {
			dimRepl[i] = affine.Const(getInt(a))
		} else {
			dimRepl[i] = affine.Dim(nd)
			nd++
			values = append(values, operands[i].Value)
		}
	}
	for i := 0; i < m.NumSymbols; i++ {
		if a, ok := operands[m.NumDims+i].Attr.(*ir.IntegerAttr); ok {
			symRepl[i] = affine.Const(getInt(a))
		} else {
			symRepl[i] = affine.Symbol(ns)
			ns++
			values = append(values, operands[m.NumDims+i].Value)
		}
	}
	return m.Replace(dimRepl, symRepl, nd, ns), values
}

// mapOp creates an affine.apply, min or max op at rw's insertion point
// without telling rw's listener (MLIR's builders make it with a plain
// OpBuilder, and notify only when it is kept).
func mapOp(rw *rewrite.Rewriter, name string, loc ir.Location, m affine.Map, operands []*ir.Value) *ir.Operation {
	ctx := rw.Ctx
	op := ctx.Create(&ir.OperationState{Name: name, Loc: loc, Operands: operands, Types: []ir.Type{ctx.Index()},
		Attrs: []ir.NamedAttr{{Name: "map", Value: ctx.AffineMap(m)}}})
	ip := rw.SaveInsertionPoint()
	if ip.Block != nil {
		ip.Block.InsertBefore(op, ip.Before)
	}
	return op
}

// MakeComposedAffineApply is makeComposedAffineApply: an affine.apply of m
// composed with the ops defining its operands, through rw.
func MakeComposedAffineApply(rw *rewrite.Rewriter, loc ir.Location, m affine.Map, operands []ir.FoldResult) *ir.Operation {
	m, values := foldAttributesIntoMap(m, operands)
	m, values = composeAffineMapAndOperands(m, values)
	return rw.Create(&ir.OperationState{Name: "affine.apply", Loc: loc, Operands: values, Types: []ir.Type{rw.Ctx.Index()},
		Attrs: []ir.NamedAttr{{Name: "map", Value: rw.Ctx.AffineMap(m)}}})
}

// foldOrKeep folds a freshly made op: its fold result, or the op's result
// after telling rw's listener of it.
func foldOrKeep(rw *rewrite.Rewriter, op *ir.Operation) ir.FoldResult {
	res, ok := op.Fold()
	if !ok || len(res) == 0 {
		if rw.Listener != nil {
			rw.Listener.NotifyOperationInserted(op)
		}
		return ir.FoldValue(op.Result(0))
	}
	op.Erase()
	return res[0]
}

// MakeComposedFoldedAffineApply is makeComposedFoldedAffineApply: the
// composed affine.apply folded (to a value or an index attribute) when it
// folds, else kept.
func MakeComposedFoldedAffineApply(rw *rewrite.Rewriter, loc ir.Location, m affine.Map, operands []ir.FoldResult) ir.FoldResult {
	m, values := foldAttributesIntoMap(m, operands)
	m, values = composeAffineMapAndOperands(m, values)
	return foldOrKeep(rw, mapOp(rw, "affine.apply", loc, m, values))
}

// MakeComposedFoldedAffineApplyExpr is MakeComposedFoldedAffineApply of the
// map inferred from e.
func MakeComposedFoldedAffineApplyExpr(rw *rewrite.Rewriter, loc ir.Location, e affine.Expr, operands []ir.FoldResult) ir.FoldResult {
	return MakeComposedFoldedAffineApply(rw, loc, affine.InferMap(e), operands)
}

// composeMultiResultAffineMap composes each result of m on its own and
// canonicalizes the combination.
func composeMultiResultAffineMap(m affine.Map, operands []*ir.Value) (affine.Map, []*ir.Value) {
	var dims, syms []*ir.Value
	var exprs []affine.Expr
	for i := range m.Results {
		sub, subOps := FullyComposeAffineMapAndOperands(m.SubMap([]int{i}), append([]*ir.Value(nil), operands...))
		sub, subOps = CanonicalizeMapAndOperands(sub, subOps)
		numNewDims := sub.NumDims
		sub = sub.ShiftDims(len(dims), 0).ShiftSymbols(len(syms), 0)
		dims = append(dims, subOps[:numNewDims]...)
		syms = append(syms, subOps[numNewDims:]...)
		exprs = append(exprs, sub.Results[0])
	}
	all := append(append([]*ir.Value(nil), dims...), syms...)
	return CanonicalizeMapAndOperands(affine.NewMap(len(dims), len(syms), exprs...), all)
}

// makeComposedFoldedMinMax is makeComposedFoldedMinMax<AffineMinOp/MaxOp>.
func makeComposedFoldedMinMax(rw *rewrite.Rewriter, name string, loc ir.Location, m affine.Map, operands []ir.FoldResult) ir.FoldResult {
	m, values := foldAttributesIntoMap(m, operands)
	m, values = composeMultiResultAffineMap(m, values)
	return foldOrKeep(rw, mapOp(rw, name, loc, m, values))
}

// MakeComposedFoldedAffineMin is makeComposedFoldedAffineMin.
func MakeComposedFoldedAffineMin(rw *rewrite.Rewriter, loc ir.Location, m affine.Map, operands []ir.FoldResult) ir.FoldResult {
	return makeComposedFoldedMinMax(rw, "affine.min", loc, m, operands)
}

// MakeComposedFoldedAffineMax is makeComposedFoldedAffineMax.
func MakeComposedFoldedAffineMax(rw *rewrite.Rewriter, loc ir.Location, m affine.Map, operands []ir.FoldResult) ir.FoldResult {
	return makeComposedFoldedMinMax(rw, "affine.max", loc, m, operands)
}
