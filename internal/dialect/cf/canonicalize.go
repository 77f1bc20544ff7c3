package cf

import (
	"math/big"
	"slices"

	"gpuc/internal/dialect/arith"
	"gpuc/internal/ir"
	"gpuc/internal/rewrite"
)

// Canonicalization patterns of the cf dialect, ported from
// mlir/lib/Dialect/ControlFlow/IR/ControlFlowOps.cpp (MLIR 19). Patterns
// added as functions (the ops' canonicalize methods and SwitchOp's
// static functions) have no debug name in MLIR.

func init() {
	rewrite.RegisterCanonicalization("cf.assert", &rewrite.Pattern{Root: "cf.assert", Benefit: 1, Rewrite: assertCanonicalize})
	rewrite.RegisterCanonicalization("cf.br", &rewrite.Pattern{Root: "cf.br", Benefit: 1, Rewrite: brCanonicalize})
	cb := func(name string, f func(*ir.Operation, *rewrite.Rewriter) error) *rewrite.Pattern {
		return &rewrite.Pattern{Name: "(anonymous namespace)::" + name, Root: "cf.cond_br", Benefit: 1, Rewrite: f}
	}
	rewrite.RegisterCanonicalization("cf.cond_br",
		cb("SimplifyConstCondBranchPred", simplifyConstCondBranchPred),
		cb("SimplifyPassThroughCondBranch", simplifyPassThroughCondBranch),
		cb("SimplifyCondBranchIdenticalSuccessors", simplifyCondBranchIdenticalSuccessors),
		cb("SimplifyCondBranchFromCondBranchOnSameCondition", simplifyCondBranchFromCondBranchOnSameCondition),
		cb("CondBranchTruthPropagation", condBranchTruthPropagation))
	sw := func(f func(*ir.Operation, *rewrite.Rewriter) error) *rewrite.Pattern {
		return &rewrite.Pattern{Root: "cf.switch", Benefit: 1, Rewrite: f}
	}
	rewrite.RegisterCanonicalization("cf.switch",
		sw(simplifySwitchWithOnlyDefault),
		sw(dropSwitchCasesThatMatchDefault),
		sw(simplifyConstSwitchValue),
		sw(simplifyPassThroughSwitch),
		sw(simplifySwitchFromSwitchOnSameCondition),
		sw(simplifySwitchFromDefaultSwitchOnSameCondition))
}

// --- builders -------------------------------------------------------------------------

// Br creates cf.br to dest with args.
func Br(b arith.Creator, loc ir.Location, dest *ir.Block, args []*ir.Value) *ir.Operation {
	return b.Create(&ir.OperationState{Name: "cf.br", Loc: loc, Operands: append([]*ir.Value(nil), args...), Successors: []*ir.Block{dest}})
}

// CondBr creates cf.cond_br.
func CondBr(b arith.Creator, ctx *ir.Context, loc ir.Location, cond *ir.Value, t *ir.Block, tArgs []*ir.Value, f *ir.Block, fArgs []*ir.Value) *ir.Operation {
	operands := append(append([]*ir.Value{cond}, tArgs...), fArgs...)
	return b.Create(&ir.OperationState{Name: "cf.cond_br", Loc: loc, Operands: operands, Successors: []*ir.Block{t, f},
		Attrs: []ir.NamedAttr{{Name: "operandSegmentSizes", Value: ctx.DenseArray(ctx.I(32), []int64{1, int64(len(tArgs)), int64(len(fArgs))}, nil)}}})
}

// Switch creates cf.switch; values may be nil when there is no case.
func Switch(b arith.Creator, ctx *ir.Context, loc ir.Location, flag *ir.Value, def *ir.Block, defOps []*ir.Value,
	values *ir.DenseElementsAttr, dests []*ir.Block, caseOps [][]*ir.Value) *ir.Operation {
	operands := append([]*ir.Value{flag}, defOps...)
	segs := []int64{}
	total := 0
	for _, c := range caseOps {
		operands = append(operands, c...)
		segs = append(segs, int64(len(c)))
		total += len(c)
	}
	attrs := []ir.NamedAttr{}
	if values != nil {
		attrs = append(attrs, ir.NamedAttr{Name: "case_values", Value: values})
	}
	attrs = append(attrs,
		ir.NamedAttr{Name: "case_operand_segments", Value: ctx.DenseArray(ctx.I(32), segs, nil)},
		ir.NamedAttr{Name: "operandSegmentSizes", Value: ctx.DenseArray(ctx.I(32), []int64{1, int64(len(defOps)), int64(total)}, nil)})
	return b.Create(&ir.OperationState{Name: "cf.switch", Loc: loc, Operands: operands,
		Successors: append([]*ir.Block{def}, dests...), Attrs: attrs})
}

// --- matchers -------------------------------------------------------------------------

// constIntValue is m_ConstantInt: an integer constant or integer splat, as
// its value masked to the width (unsigned).
func constIntValue(v *ir.Value) (*big.Int, bool) {
	switch a := ir.ConstantValue(v).(type) {
	case *ir.IntegerAttr:
		w := ir.IntWidth(a.Type)
		return maskTo(a.Big(), w), true
	case *ir.DenseElementsAttr:
		if !a.Splat || ir.IntWidth(a.Type.ElementType()) == 0 {
			return nil, false
		}
		return elementValue(a, 0), true
	}
	return nil, false
}

func maskTo(v *big.Int, w int) *big.Int {
	mod := new(big.Int).Lsh(big.NewInt(1), uint(w))
	return new(big.Int).Mod(v, mod)
}

// elementValue returns element i of an integer elements attribute,
// unsigned.
func elementValue(a *ir.DenseElementsAttr, i int) *big.Int {
	w := ir.IntWidth(a.Type.ElementType())
	words := (w + 63) / 64
	if words == 0 {
		return new(big.Int)
	}
	stride := a.Stride
	if stride == 0 {
		stride = words
	}
	if a.Splat {
		i = 0
	}
	v := new(big.Int)
	for k := words - 1; k >= 0; k-- {
		v.Lsh(v, 64)
		if i*stride+k < len(a.Raw) {
			v.Or(v, new(big.Int).SetUint64(a.Raw[i*stride+k]))
		}
	}
	return maskTo(v, w)
}

// caseValues returns the case values of a cf.switch, unsigned.
func caseValues(op *ir.Operation) []*big.Int {
	a, ok := op.Attr("case_values").(*ir.DenseElementsAttr)
	if !ok {
		return nil
	}
	n := int(ir.NumElements(a.Type))
	out := make([]*big.Int, n)
	for i := range out {
		out[i] = elementValue(a, i)
	}
	return out
}

// caseValuesAttr is SwitchOp's builder from APInts: nil when there is no
// value, else a dense vector of the flag's type.
func caseValuesAttr(ctx *ir.Context, flagT ir.Type, values []*big.Int) *ir.DenseElementsAttr {
	width := ir.IntWidth(flagT)
	if len(values) == 0 || width == 0 {
		return nil
	}
	vt := ctx.Vector([]int64{int64(len(values))}, nil, flagT)
	words := (width + 63) / 64
	raw := make([]uint64, 0, len(values)*words)
	for _, v := range values {
		u := maskTo(v, width)
		for w := 0; w < words; w++ {
			raw = append(raw, new(big.Int).Rsh(u, uint(64*w)).Uint64())
		}
	}
	splat := true
	for i := words; i < len(raw); i++ {
		if raw[i] != raw[i%words] {
			splat = false
		}
	}
	if splat {
		raw = raw[:words]
	}
	return ctx.DenseElements(vt, splat, words, raw)
}

// uniquePredecessor is Block::getUniquePredecessor: the block every edge
// to b comes from, or nil.
func uniquePredecessor(b *ir.Block) *ir.Block {
	var pred *ir.Block
	for u := range b.Predecessors {
		p := u.Owner().Block()
		if pred != nil && p != pred {
			return nil
		}
		pred = p
	}
	return pred
}

// --- cf.assert ------------------------------------------------------------------------

func assertCanonicalize(op *ir.Operation, rw *rewrite.Rewriter) error {
	if v, ok := constIntValue(op.Operand(0)); ok && v.Cmp(big.NewInt(1)) == 0 {
		rw.EraseOp(op)
		return nil
	}
	return rewrite.ErrNoMatch
}

// --- cf.br ----------------------------------------------------------------------------

// collapseBranch tries to collapse successor to the destination of the
// unconditional branch that is its only op; it returns the new successor
// and operands, ok false when it cannot.
func collapseBranch(succ *ir.Block, operands []*ir.Value) (*ir.Block, []*ir.Value, bool) {
	first := succ.First()
	if first == nil || first.Next() != nil {
		return nil, nil, false
	}
	br := succ.Terminator()
	if br == nil || br.Name() != "cf.br" {
		return nil, nil, false
	}
	for _, a := range succ.Args() {
		for u := range a.Uses {
			if u.Owner() != br {
				return nil, nil, false
			}
		}
	}
	dest := br.Successor(0)
	if dest == succ {
		return nil, nil, false
	}
	brOps := br.Operands()
	if succ.NumArgs() == 0 {
		return dest, brOps, true
	}
	out := make([]*ir.Value, len(brOps))
	for i, v := range brOps {
		if v.IsBlockArgument() && v.OwnerBlock() == succ {
			out[i] = operands[v.Index()]
		} else {
			out[i] = v
		}
	}
	return dest, out, true
}

func brCanonicalize(op *ir.Operation, rw *rewrite.Rewriter) error {
	// simplifyBrToBlockWithSinglePred
	succ, parent := op.Successor(0), op.Block()
	if succ != parent && succ.SinglePredecessor() != nil {
		args := append([]*ir.Value(nil), op.Operands()...)
		rw.EraseOp(op)
		rw.MergeBlocks(succ, parent, args)
		return nil
	}
	// simplifyPassThroughBr
	if succ == parent {
		return rewrite.ErrNoMatch
	}
	dest, operands, ok := collapseBranch(succ, op.Operands())
	if !ok {
		return rewrite.ErrNoMatch
	}
	rw.ReplaceOpWith(op, Br(rw, op.Loc(), dest, operands))
	return nil
}

// --- cf.cond_br -----------------------------------------------------------------------

func trueOperands(op *ir.Operation) []*ir.Value  { return rewrite.SuccessorOperands(op, 0) }
func falseOperands(op *ir.Operation) []*ir.Value { return rewrite.SuccessorOperands(op, 1) }

func simplifyConstCondBranchPred(op *ir.Operation, rw *rewrite.Rewriter) error {
	v, ok := constIntValue(op.Operand(0))
	if !ok {
		return rewrite.ErrNoMatch
	}
	if v.Sign() != 0 {
		rw.ReplaceOpWith(op, Br(rw, op.Loc(), op.Successor(0), trueOperands(op)))
	} else {
		rw.ReplaceOpWith(op, Br(rw, op.Loc(), op.Successor(1), falseOperands(op)))
	}
	return nil
}

func simplifyPassThroughCondBranch(op *ir.Operation, rw *rewrite.Rewriter) error {
	t, tOps := op.Successor(0), trueOperands(op)
	f, fOps := op.Successor(1), falseOperands(op)
	nt, ntOps, okT := collapseBranch(t, tOps)
	nf, nfOps, okF := collapseBranch(f, fOps)
	if !okT && !okF {
		return rewrite.ErrNoMatch
	}
	if okT {
		t, tOps = nt, ntOps
	}
	if okF {
		f, fOps = nf, nfOps
	}
	rw.ReplaceOpWith(op, CondBr(rw, rw.Ctx, op.Loc(), op.Operand(0), t, tOps, f, fOps))
	return nil
}

func simplifyCondBranchIdenticalSuccessors(op *ir.Operation, rw *rewrite.Rewriter) error {
	dest := op.Successor(0)
	if dest != op.Successor(1) {
		return rewrite.ErrNoMatch
	}
	tOps, fOps := trueOperands(op), falseOperands(op)
	if slices.Equal(tOps, fOps) {
		rw.ReplaceOpWith(op, Br(rw, op.Loc(), dest, tOps))
		return nil
	}
	if uniquePredecessor(dest) != op.Block() {
		return rewrite.ErrNoMatch
	}
	cond := op.Operand(0)
	merged := make([]*ir.Value, len(tOps))
	for i := range tOps {
		if tOps[i] == fOps[i] {
			merged[i] = tOps[i]
		} else {
			merged[i] = arith.Select(rw, op.Loc(), cond, tOps[i], fOps[i])
		}
	}
	rw.ReplaceOpWith(op, Br(rw, op.Loc(), dest, merged))
	return nil
}

func simplifyCondBranchFromCondBranchOnSameCondition(op *ir.Operation, rw *rewrite.Rewriter) error {
	cur := op.Block()
	pred := cur.SinglePredecessor()
	if pred == nil {
		return rewrite.ErrNoMatch
	}
	pb := pred.Terminator()
	if pb == nil || pb.Name() != "cf.cond_br" || pb.Operand(0) != op.Operand(0) {
		return rewrite.ErrNoMatch
	}
	if cur == pb.Successor(0) {
		rw.ReplaceOpWith(op, Br(rw, op.Loc(), op.Successor(0), trueOperands(op)))
	} else {
		rw.ReplaceOpWith(op, Br(rw, op.Loc(), op.Successor(1), falseOperands(op)))
	}
	return nil
}

func condBranchTruthPropagation(op *ir.Operation, rw *rewrite.Rewriter) error {
	replaced := false
	ctx := rw.Ctx
	cond := op.Operand(0)
	propagate := func(dest *ir.Block, value bool) {
		if dest.SinglePredecessor() == nil {
			return
		}
		var c *ir.Value
		for u := range cond.Uses {
			if u.Owner().Block() != dest {
				continue
			}
			replaced = true
			if c == nil {
				c = arith.Constant(rw, op.Loc(), ctx.Bool(value))
			}
			rw.ModifyOpInPlace(u.Owner(), func() { u.Set(c) })
		}
	}
	propagate(op.Successor(0), true)
	propagate(op.Successor(1), false)
	if !replaced {
		return rewrite.ErrNoMatch
	}
	return nil
}

// --- cf.switch ------------------------------------------------------------------------

func defaultOperands(op *ir.Operation) []*ir.Value { return operandGroup(op, 1) }

func caseDests(op *ir.Operation) []*ir.Block { return op.Successors()[1:] }

func simplifySwitchWithOnlyDefault(op *ir.Operation, rw *rewrite.Rewriter) error {
	if op.NumSuccessors() > 1 {
		return rewrite.ErrNoMatch
	}
	rw.ReplaceOpWith(op, Br(rw, op.Loc(), op.Successor(0), defaultOperands(op)))
	return nil
}

func dropSwitchCasesThatMatchDefault(op *ir.Operation, rw *rewrite.Rewriter) error {
	var dests []*ir.Block
	var ops [][]*ir.Value
	var values []*big.Int
	change := false
	cases := caseOperands(op)
	dflt, dfltOps := op.Successor(0), defaultOperands(op)
	for i, v := range caseValues(op) {
		d := caseDests(op)[i]
		if d == dflt && slices.Equal(cases[i], dfltOps) {
			change = true
			continue
		}
		dests = append(dests, d)
		ops = append(ops, cases[i])
		values = append(values, v)
	}
	if !change {
		return rewrite.ErrNoMatch
	}
	flag := op.Operand(0)
	rw.ReplaceOpWith(op, Switch(rw, rw.Ctx, op.Loc(), flag, dflt, dfltOps,
		caseValuesAttr(rw.Ctx, flag.Type(), values), dests, ops))
	return nil
}

// foldSwitch replaces the switch with a branch to the case of value v, or
// to the default.
func foldSwitch(op *ir.Operation, rw *rewrite.Rewriter, v *big.Int) {
	for i, cv := range caseValues(op) {
		if cv.Cmp(v) == 0 {
			rw.ReplaceOpWith(op, Br(rw, op.Loc(), caseDests(op)[i], caseOperands(op)[i]))
			return
		}
	}
	rw.ReplaceOpWith(op, Br(rw, op.Loc(), op.Successor(0), defaultOperands(op)))
}

func simplifyConstSwitchValue(op *ir.Operation, rw *rewrite.Rewriter) error {
	v, ok := constIntValue(op.Operand(0))
	if !ok {
		return rewrite.ErrNoMatch
	}
	foldSwitch(op, rw, v)
	return nil
}

func simplifyPassThroughSwitch(op *ir.Operation, rw *rewrite.Rewriter) error {
	var dests []*ir.Block
	var ops [][]*ir.Value
	change := false
	cases := caseOperands(op)
	for i := range caseValues(op) {
		d, o := caseDests(op)[i], cases[i]
		if nd, no, ok := collapseBranch(d, o); ok {
			d, o = nd, no
			change = true
		}
		dests = append(dests, d)
		ops = append(ops, o)
	}
	dflt, dfltOps := op.Successor(0), defaultOperands(op)
	if nd, no, ok := collapseBranch(dflt, dfltOps); ok {
		dflt, dfltOps = nd, no
		change = true
	}
	if !change {
		return rewrite.ErrNoMatch
	}
	values, _ := op.Attr("case_values").(*ir.DenseElementsAttr)
	rw.ReplaceOpWith(op, Switch(rw, rw.Ctx, op.Loc(), op.Operand(0), dflt, dfltOps, values, dests, ops))
	return nil
}

// predSwitch returns the cf.switch on the same flag that ends the single
// predecessor of op's block, or nil.
func predSwitch(op *ir.Operation) *ir.Operation {
	pred := op.Block().SinglePredecessor()
	if pred == nil {
		return nil
	}
	ps := pred.Terminator()
	if ps == nil || ps.Name() != "cf.switch" || ps.Operand(0) != op.Operand(0) {
		return nil
	}
	return ps
}

func simplifySwitchFromSwitchOnSameCondition(op *ir.Operation, rw *rewrite.Rewriter) error {
	cur := op.Block()
	ps := predSwitch(op)
	if ps == nil || ps.Successor(0) == cur {
		return rewrite.ErrNoMatch
	}
	for i, d := range caseDests(ps) {
		if d == cur {
			foldSwitch(op, rw, caseValues(ps)[i])
			return nil
		}
	}
	rw.ReplaceOpWith(op, Br(rw, op.Loc(), op.Successor(0), defaultOperands(op)))
	return nil
}

func simplifySwitchFromDefaultSwitchOnSameCondition(op *ir.Operation, rw *rewrite.Rewriter) error {
	cur := op.Block()
	ps := predSwitch(op)
	if ps == nil || ps.Successor(0) != cur {
		return rewrite.ErrNoMatch
	}
	var remove []*big.Int
	for i, v := range caseValues(ps) {
		if caseDests(ps)[i] != cur {
			remove = append(remove, v)
		}
	}
	var dests []*ir.Block
	var ops [][]*ir.Value
	var values []*big.Int
	change := false
	cases := caseOperands(op)
outer:
	for i, v := range caseValues(op) {
		for _, r := range remove {
			if r.Cmp(v) == 0 {
				change = true
				continue outer
			}
		}
		dests = append(dests, caseDests(op)[i])
		ops = append(ops, cases[i])
		values = append(values, v)
	}
	if !change {
		return rewrite.ErrNoMatch
	}
	flag := op.Operand(0)
	rw.ReplaceOpWith(op, Switch(rw, rw.Ctx, op.Loc(), flag, op.Successor(0), defaultOperands(op),
		caseValuesAttr(rw.Ctx, flag.Type(), values), dests, ops))
	return nil
}
