package affine

import (
	"gpuc/internal/affine"
	"gpuc/internal/asm"
	"gpuc/internal/dialect/ub"
	"gpuc/internal/ir"
)

// affine.apply, affine.min and affine.max: syntax, verifiers and folders
// from mlir/lib/Dialect/Affine/IR/AffineOps.cpp (MLIR 19).

func init() {
	hook("affine.apply").Syntax = &asm.OpSyntax{Parse: parseApply, Print: printMapOp}
	hook("affine.apply").Verify = verifyApply
	hook("affine.apply").Fold = foldApply
	for _, n := range []string{"affine.min", "affine.max"} {
		hook(n).Syntax = &asm.OpSyntax{Parse: parseMinMax, Print: printMapOp}
		hook(n).Verify = verifyMinMax
		hook(n).Fold = foldMinMax(n == "affine.max")
	}
}

// MapOf returns the affine map of an affine.apply, min or max op.
func MapOf(op *ir.Operation) (affine.Map, bool) {
	a, ok := op.Attr("map").(*ir.AffineMapAttr)
	if !ok {
		return affine.Map{}, false
	}
	return a.Map, true
}

// parseMapAttr parses the op's map attribute (parseAttribute into an
// AffineMapAttr).
func parseMapAttr(p *asm.Parser, st *ir.OperationState) affine.Map {
	off := p.Offset()
	a := p.ParseAttributeOfType(p.Context().Index())
	m, ok := a.(*ir.AffineMapAttr)
	if !ok {
		p.OpErrorAt(off, "invalid kind of attribute specified")
	}
	st.Attrs = append(st.Attrs, ir.NamedAttr{Name: "map", Value: m})
	return m.Map
}

// parseApply is AffineApplyOp::parse: `#map(%d...)[%s...] attr-dict`.
func parseApply(p *asm.Parser, st *ir.OperationState) {
	ctx := p.Context()
	m := parseMapAttr(p, st)
	dims := p.ParseOperandList(asm.DelimParen)
	syms := p.ParseOperandList(asm.DelimOptionalSquare)
	st.Attrs = append(st.Attrs, p.ParseOptionalAttrDict()...)
	all := append(dims, syms...)
	for _, u := range all {
		st.Operands = append(st.Operands, p.Resolve(u, ctx.Index()))
	}
	if m.NumDims != len(dims) || len(dims)+m.NumSymbols != len(all) {
		p.OpErrorAt(p.CustomOpNameOffset(), "dimension or symbol index mismatch")
	}
	for range m.Results {
		st.Types = append(st.Types, ctx.Index())
	}
}

// parseMinMax is parseAffineMinMaxOp.
func parseMinMax(p *asm.Parser, st *ir.OperationState) {
	ctx := p.Context()
	parseMapAttr(p, st)
	dims := p.ParseOperandList(asm.DelimParen)
	syms := p.ParseOperandList(asm.DelimOptionalSquare)
	st.Attrs = append(st.Attrs, p.ParseOptionalAttrDict()...)
	for _, u := range append(dims, syms...) {
		st.Operands = append(st.Operands, p.Resolve(u, ctx.Index()))
	}
	st.Types = []ir.Type{ctx.Index()}
}

// printMapOp prints ` #map(%d...)[%s...] attr-dict` (AffineApplyOp::print,
// printAffineMinMaxOp; the symbol list only when there are symbols).
func printMapOp(p *asm.Printer, op *ir.Operation) {
	p.WriteString(" ")
	p.PrintAttribute(op.Attr("map"))
	m, _ := MapOf(op)
	nd := min(m.NumDims, op.NumOperands())
	p.WriteString("(")
	p.PrintOperands(op.Operands()[:nd])
	p.WriteString(")")
	if op.NumOperands() > nd {
		p.WriteString("[")
		p.PrintOperands(op.Operands()[nd:])
		p.WriteString("]")
	}
	p.PrintOptionalAttrDict(asm.AllAttrs(op), []string{"map"})
}

func verifyApply(op *ir.Operation) error {
	m, ok := MapOf(op)
	if !ok {
		return nil
	}
	if op.NumOperands() != m.NumInputs() {
		return op.Errorf("operand count and affine map dimension and symbol count must match")
	}
	if m.NumResults() != 1 {
		return op.Errorf("mapping must produce one value")
	}
	return nil
}

func verifyMinMax(op *ir.Operation) error {
	m, ok := MapOf(op)
	if !ok {
		return nil
	}
	if op.NumOperands() != m.NumInputs() {
		return op.Errorf("operand count and affine map dimension and symbol count must match")
	}
	return nil
}

// foldApply is AffineApplyOp::fold: a map that is one dim or symbol folds
// to that operand, else the map folds over constant operands (to poison
// for a division by zero).
func foldApply(op *ir.Operation, operands []ir.Attribute) ([]ir.FoldResult, bool) {
	m, ok := MapOf(op)
	if !ok || m.NumResults() != 1 {
		return nil, false
	}
	e := m.Results[0]
	if e.IsDim() {
		return []ir.FoldResult{ir.FoldValue(op.Operand(e.Position()))}, true
	}
	if e.IsSymbol() {
		return []ir.FoldResult{ir.FoldValue(op.Operand(m.NumDims + e.Position()))}, true
	}
	vals, _, poison := PartialConstantFold(m, operands, true)
	ctx := op.Context()
	if poison {
		return []ir.FoldResult{ir.FoldAttr(ub.Poison(ctx))}, true
	}
	if len(vals) == 0 {
		return nil, false
	}
	return []ir.FoldResult{ir.FoldAttr(ctx.IntegerAttrInt64(ctx.Index(), vals[0]))}, true
}

// foldMinMax is foldMinMaxOp: the map folds over constant operands; all
// constant results give the min (max), a single symbol identity its
// operand, and a partly folded map replaces the op's in place.
func foldMinMax(isMax bool) ir.FoldFunc {
	return func(op *ir.Operation, operands []ir.Attribute) ([]ir.FoldResult, bool) {
		m, ok := MapOf(op)
		if !ok {
			return nil, false
		}
		vals, folded, _ := PartialConstantFold(m, operands, false)
		if folded.NumSymbols == 1 && isSymbolIdentity(folded) {
			return []ir.FoldResult{ir.FoldValue(op.Operand(0))}, true
		}
		if vals == nil {
			if folded.Equal(m) {
				return nil, false
			}
			op.SetAttr("map", op.Context().AffineMap(folded))
			return []ir.FoldResult{ir.FoldValue(op.Result(0))}, true
		}
		if len(vals) == 0 {
			return nil, false
		}
		best := vals[0]
		for _, v := range vals[1:] {
			if isMax && v > best || !isMax && v < best {
				best = v
			}
		}
		ctx := op.Context()
		return []ir.FoldResult{ir.FoldAttr(ctx.IntegerAttrInt64(ctx.Index(), best))}, true
	}
}

// isSymbolIdentity is AffineMap::isSymbolIdentity as MLIR 19 has it: as
// many results as symbols, the i-th result being the dimension (sic) d_i.
func isSymbolIdentity(m affine.Map) bool {
	if m.NumSymbols != len(m.Results) {
		return false
	}
	for i, r := range m.Results {
		if !r.IsDim() || r.Position() != i {
			return false
		}
	}
	return true
}

// PartialConstantFold is AffineMap::partialConstantFold: each result folded
// over the constant operands (integer attributes; nil where not constant).
// vals holds every result's value when all folded, else nil; folded is the
// map with the folded results replaced by constants. With checkPoison, a
// division by zero or a modulo by a non-positive value stops the fold and
// reports poison; without, such a result is just not constant.
func PartialConstantFold(m affine.Map, operands []ir.Attribute, checkPoison bool) (vals []int64, folded affine.Map, poison bool) {
	f := constantFolder{numDims: m.NumDims, operands: operands}
	exprs := make([]affine.Expr, len(m.Results))
	all := true
	for i, e := range m.Results {
		v, ok := f.fold(e)
		if f.poison && checkPoison {
			return nil, affine.Map{}, true
		}
		if ok {
			exprs[i] = affine.Const(v)
			vals = append(vals, v)
		} else {
			exprs[i] = e
			all = false
		}
	}
	if !all {
		vals = nil
	} else if vals == nil {
		vals = []int64{}
	}
	return vals, affine.NewMap(m.NumDims, m.NumSymbols, exprs...), false
}

// constantFolder is AffineExprConstantFolder.
type constantFolder struct {
	numDims  int
	operands []ir.Attribute
	poison   bool
}

func (f *constantFolder) operand(i int) (int64, bool) {
	if i >= len(f.operands) {
		return 0, false
	}
	a, ok := f.operands[i].(*ir.IntegerAttr)
	if !ok {
		return 0, false
	}
	return getInt(a), true
}

// getInt is IntegerAttr::getInt (the value sign-extended).
func getInt(a *ir.IntegerAttr) int64 {
	v := a.Int64()
	if w := ir.IntWidth(a.Type); w > 0 && w < 64 {
		v = v << (64 - w) >> (64 - w)
	}
	return v
}

func (f *constantFolder) fold(e affine.Expr) (int64, bool) {
	switch e.Kind() {
	case affine.KindConstant:
		return e.Value(), true
	case affine.KindDim:
		return f.operand(e.Position())
	case affine.KindSymbol:
		return f.operand(f.numDims + e.Position())
	}
	l, ok := f.fold(e.LHS())
	if !ok {
		return 0, false
	}
	r, ok := f.fold(e.RHS())
	if !ok {
		return 0, false
	}
	switch e.Kind() {
	case affine.KindAdd:
		return l + r, true
	case affine.KindMul:
		return l * r, true
	case affine.KindMod:
		if r < 1 {
			f.poison = true
			return 0, false
		}
		return affine.ModInt(l, r), true
	case affine.KindFloorDiv:
		if r == 0 {
			f.poison = true
			return 0, false
		}
		return affine.FloorDivInt(l, r), true
	case affine.KindCeilDiv:
		if r == 0 {
			f.poison = true
			return 0, false
		}
		return affine.CeilDivInt(l, r), true
	}
	return 0, false
}
