package scf

import (
	"math/big"

	"gpuc/internal/ir"
	"gpuc/internal/rewrite"
)

// Helpers of the canonicalization patterns: MLIR's op builders of the scf
// ops (each creating the regions and blocks the C++ builder creates, before
// the op is inserted, so that the driver hears only of the op itself),
// accessors and matchers.

// valueBlock returns the block v is defined in (Value::getParentBlock).
func valueBlock(v *ir.Value) *ir.Block {
	if d := v.DefiningOp(); d != nil {
		return d.Block()
	}
	return v.OwnerBlock()
}

// valueRegion returns the region v is defined in (Value::getParentRegion).
func valueRegion(v *ir.Value) *ir.Region {
	if b := valueBlock(v); b != nil {
		return b.Parent()
	}
	return nil
}

// opRegion returns the region op is in (Operation::getParentRegion).
func opRegion(op *ir.Operation) *ir.Region { return op.ParentRegion() }

// regionIsAncestor is MLIR's Region::isAncestor: r is o or contains it.
func regionIsAncestor(r, o *ir.Region) bool { return o != nil && r.IsAncestorOf(o) }

// boolConstant matches v against m_Constant(&BoolAttr).
func boolConstant(v *ir.Value) (value, ok bool) {
	a, isInt := ir.ConstantValue(v).(*ir.IntegerAttr)
	if !isInt || !a.IsBool() {
		return false, false
	}
	return !a.IsZero(), true
}

// isConstant matches v against m_Constant().
func isConstant(v *ir.Value) bool { return ir.ConstantValue(v) != nil }

// sext returns the value of a sign-extended from its type's width (APInt
// getSExtValue); index is 64 bits wide.
func sext(a *ir.IntegerAttr) int64 {
	w := ir.IntWidth(a.Type)
	if _, ok := a.Type.(*ir.IndexType); ok || w == 0 {
		w = 64
	}
	v := uint64(a.Int64())
	if w < 64 {
		v &= 1<<uint(w) - 1
		if v&(1<<uint(w-1)) != 0 {
			v |= ^uint64(0) << uint(w)
		}
	}
	return int64(v)
}

// constantIntValue matches v against m_ConstantInt: a constant-like op
// whose value is an integer attribute; the value sign-extended
// (getConstantIntValue).
func constantIntValue(v *ir.Value) (int64, bool) {
	a, ok := ir.ConstantValue(v).(*ir.IntegerAttr)
	if !ok {
		return 0, false
	}
	return sext(a), true
}

// attrIntValue is getConstantIntValue of an attribute.
func attrIntValue(a ir.Attribute) (int64, bool) {
	ia, ok := a.(*ir.IntegerAttr)
	if !ok {
		return 0, false
	}
	return sext(ia), true
}

// intWidth returns the bit width of an integer or index type (64 for
// index).
func intWidth(t ir.Type) int {
	if _, ok := t.(*ir.IndexType); ok {
		return 64
	}
	return ir.IntWidth(t)
}

// apSub returns (u - l) in the width of their type, sign-extended
// ((ubValue - lbValue).getSExtValue()).
func apSub(l, u *ir.IntegerAttr) int64 {
	w := intWidth(u.Type)
	if w <= 64 {
		d := uint64(sext(u)) - uint64(sext(l))
		if w < 64 {
			d &= 1<<uint(w) - 1
			if d&(1<<uint(w-1)) != 0 {
				d |= ^uint64(0) << uint(w)
			}
		}
		return int64(d)
	}
	m := new(big.Int).Lsh(big.NewInt(1), uint(w))
	d := new(big.Int).Sub(u.Big(), l.Big())
	d.Mod(d, m)
	if d.Bit(w-1) == 1 {
		d.Sub(d, m)
	}
	return int64(d.Uint64())
}

// divideCeilSigned is llvm::divideCeilSigned.
func divideCeilSigned(num, den int64) int64 {
	if num == 0 {
		return 0
	}
	x := int64(1)
	if den > 0 {
		x = -1
	}
	if (num > 0) == (den > 0) {
		return (num+x)/den + 1
	}
	return num / den
}

// operandsOf copies vs (an op's operands may change under the caller).
func operandsOf(op *ir.Operation) []*ir.Value { return append([]*ir.Value(nil), op.Operands()...) }

// newBlockIn appends a block with arguments of types at locs to r, without
// telling anyone (a builder's createBlock inside an op's build method).
func newBlockIn(r *ir.Region, types []ir.Type, locs []ir.Location) *ir.Block {
	b := ir.NewBlock()
	for i, t := range types {
		b.AddArg(t, locs[i])
	}
	r.Append(b)
	return b
}

// appendTerminator appends the op name (no operands) to b, as
// ensureTerminator does in a build method.
func appendTerminator(ctx *ir.Context, b *ir.Block, name string, loc ir.Location) {
	b.Append(ctx.Create(&ir.OperationState{Name: name, Loc: loc}))
}

func repeatLoc(loc ir.Location, n int) []ir.Location {
	locs := make([]ir.Location, n)
	for i := range locs {
		locs[i] = loc
	}
	return locs
}

func typesOf(vs []*ir.Value) []ir.Type {
	ts := make([]ir.Type, len(vs))
	for i, v := range vs {
		ts[i] = v.Type()
	}
	return ts
}

func locsOf(vs []*ir.Value) []ir.Location {
	ls := make([]ir.Location, len(vs))
	for i, v := range vs {
		ls[i] = v.Loc()
	}
	return ls
}

// createYield creates scf.yield operands at the insertion point.
func createYield(rw *rewrite.Rewriter, loc ir.Location, operands []*ir.Value) *ir.Operation {
	return rw.Create(&ir.OperationState{Name: "scf.yield", Loc: loc, Operands: operands})
}

// createCondition creates scf.condition(cond) args.
func createCondition(rw *rewrite.Rewriter, loc ir.Location, cond *ir.Value, args []*ir.Value) *ir.Operation {
	return rw.Create(&ir.OperationState{Name: "scf.condition", Loc: loc,
		Operands: append([]*ir.Value{cond}, args...)})
}

// replaceOpWithNewYield is replaceOpWithNewOp<YieldOp>(old, operands).
func replaceOpWithNewYield(rw *rewrite.Rewriter, old *ir.Operation, operands []*ir.Value) {
	createYield(rw, old.Loc(), operands)
	rw.ReplaceOp(old)
}

// createIfBlocks is IfOp::build(resultTypes, cond, addThenBlock,
// addElseBlock): empty blocks, no terminators.
func createIfBlocks(rw *rewrite.Rewriter, loc ir.Location, types []ir.Type, cond *ir.Value, addThen, addElse bool) *ir.Operation {
	st := &ir.OperationState{Name: "scf.if", Loc: loc, Operands: []*ir.Value{cond}, Types: types}
	then, els := st.AddRegion(), st.AddRegion()
	if addThen {
		newBlockIn(then, nil, nil)
	}
	if addElse {
		newBlockIn(els, nil, nil)
	}
	return rw.Create(st)
}

// createIfWithElse is IfOp::build(resultTypes, cond, withElseRegion): a then
// block, an else block if asked, each with an scf.yield when there are no
// results.
func createIfWithElse(rw *rewrite.Rewriter, loc ir.Location, types []ir.Type, cond *ir.Value, withElse bool) *ir.Operation {
	st := &ir.OperationState{Name: "scf.if", Loc: loc, Operands: []*ir.Value{cond}, Types: types}
	then, els := st.AddRegion(), st.AddRegion()
	b := newBlockIn(then, nil, nil)
	if len(types) == 0 {
		appendTerminator(rw.Ctx, b, "scf.yield", loc)
	}
	if withElse {
		b := newBlockIn(els, nil, nil)
		if len(types) == 0 {
			appendTerminator(rw.Ctx, b, "scf.yield", loc)
		}
	}
	return rw.Create(st)
}

// ifThenBlock, ifElseBlock and their yields are IfOp's accessors.
func ifThenBlock(op *ir.Operation) *ir.Block { return op.Region(0).Last() }
func ifElseBlock(op *ir.Operation) *ir.Block { return op.Region(1).Last() }
func ifThenYield(op *ir.Operation) *ir.Operation {
	return ifThenBlock(op).Last()
}
func ifElseYield(op *ir.Operation) *ir.Operation {
	return ifElseBlock(op).Last()
}

// replaceOpWithRegion replaces op with the ops of region's single block,
// its results with the terminator's operands (SCF.cpp's
// replaceOpWithRegion).
func replaceOpWithRegion(rw *rewrite.Rewriter, op *ir.Operation, region *ir.Region, blockArgs []*ir.Value) {
	block := region.First()
	term := block.Last()
	results := operandsOf(term)
	rw.InlineBlockBefore(block, op.Block(), op, blockArgs)
	rw.ReplaceOp(op, results...)
	rw.EraseOp(term)
}

// cloneOp is OpBuilder::clone(op, mapping) through rw: the clone is
// inserted, the listener told of it and then of the ops nested in it in
// pre-order.
func cloneOp(rw *rewrite.Rewriter, op *ir.Operation, m *ir.Mapping) *ir.Operation {
	c := op.Clone(m)
	rw.Insert(c)
	if rw.Listener != nil {
		for _, r := range c.Regions() {
			for b := r.First(); b != nil; b = b.Next() {
				rw.Listener.NotifyBlockInserted(b)
				for n := b.First(); n != nil; n = n.Next() {
					n.WalkPre(func(o *ir.Operation) ir.WalkResult {
						rw.Listener.NotifyOperationInserted(o)
						for _, r := range o.Regions() {
							for b := r.First(); b != nil; b = b.Next() {
								rw.Listener.NotifyBlockInserted(b)
							}
						}
						return ir.Advance
					})
				}
			}
		}
	}
	return c
}

// isFunctionLike reports whether op implements FunctionOpInterface.
func isFunctionLike(op *ir.Operation) bool {
	switch op.Name() {
	case "func.func", "gpu.func", "llvm.func":
		return true
	}
	return false
}
