// Package rewrite is gpuc's in-place rewriting machinery, after MLIR 19's
// PatternMatch, GreedyPatternRewriteDriver, FoldUtils and RegionUtils: a
// Rewriter through which every IR change goes (so that a Listener sees
// it), rewrite Patterns, the greedy driver that applies them with folding
// until a fixpoint (ApplyPatternsAndFoldGreedily), the OperationFolder that
// uniques and hoists constants, and region simplification (unreachable
// blocks, dead code, identical blocks, redundant block arguments).
//
// The output of MLIR's greedy rewrites depends on the order in which ops
// are visited and notified, so this package keeps MLIR's order of work:
// its worklist, its erase order, its notification points.
package rewrite

import (
	"gpuc/internal/ir"
)

// Listener is told of every IR change a Rewriter makes (MLIR's
// RewriterBase::Listener).
type Listener interface {
	// NotifyOperationInserted: op was created at or moved to its place.
	NotifyOperationInserted(op *ir.Operation)
	// NotifyOperationModified: op changed in place.
	NotifyOperationModified(op *ir.Operation)
	// NotifyOperationReplaced: op's results are about to be replaced.
	NotifyOperationReplaced(op *ir.Operation, values []*ir.Value)
	// NotifyOperationErased: op is about to be erased.
	NotifyOperationErased(op *ir.Operation)
	// NotifyBlockInserted and NotifyBlockErased: a block was inserted or
	// moved, or is about to be erased.
	NotifyBlockInserted(b *ir.Block)
	NotifyBlockErased(b *ir.Block)
}

// Rewriter changes IR and tells its Listener (MLIR's PatternRewriter).
type Rewriter struct {
	Ctx      *ir.Context
	Listener Listener
	block    *ir.Block
	before   *ir.Operation
}

// NewRewriter returns a rewriter with no insertion point.
func NewRewriter(ctx *ir.Context, l Listener) *Rewriter { return &Rewriter{Ctx: ctx, Listener: l} }

// InsertionPoint is a saved insertion point.
type InsertionPoint struct {
	Block  *ir.Block
	Before *ir.Operation
}

// SaveInsertionPoint returns the current insertion point.
func (rw *Rewriter) SaveInsertionPoint() InsertionPoint { return InsertionPoint{rw.block, rw.before} }

// RestoreInsertionPoint sets the insertion point.
func (rw *Rewriter) RestoreInsertionPoint(ip InsertionPoint) {
	rw.block, rw.before = ip.Block, ip.Before
}

// SetInsertionPoint makes new ops go right before op.
func (rw *Rewriter) SetInsertionPoint(op *ir.Operation) { rw.block, rw.before = op.Block(), op }

// SetInsertionPointAfter makes new ops go right after op.
func (rw *Rewriter) SetInsertionPointAfter(op *ir.Operation) {
	rw.block, rw.before = op.Block(), op.Next()
}

// SetInsertionPointToStart makes new ops go at the start of b.
func (rw *Rewriter) SetInsertionPointToStart(b *ir.Block) { rw.block, rw.before = b, b.First() }

// SetInsertionPointToEnd makes new ops go at the end of b.
func (rw *Rewriter) SetInsertionPointToEnd(b *ir.Block) { rw.block, rw.before = b, nil }

// InsertionBlock returns the block new ops go into.
func (rw *Rewriter) InsertionBlock() *ir.Block { return rw.block }

// Create builds an op from st at the insertion point.
func (rw *Rewriter) Create(st *ir.OperationState) *ir.Operation {
	if st.Loc == nil {
		st.Loc = rw.Ctx.Unknown()
	}
	op := rw.Ctx.Create(st)
	rw.Insert(op)
	return op
}

// Insert inserts a detached op at the insertion point (MLIR's
// OpBuilder::insert).
func (rw *Rewriter) Insert(op *ir.Operation) {
	if rw.block != nil {
		rw.block.InsertBefore(op, rw.before)
	}
	if rw.Listener != nil {
		rw.Listener.NotifyOperationInserted(op)
	}
}

// NotifyInsertedTree tells the listener of op, then of the blocks of its
// regions and, in pre-order, of every op nested in it and of its blocks,
// as OpBuilder::clone does for a cloned op.
func (rw *Rewriter) NotifyInsertedTree(op *ir.Operation) {
	if rw.Listener == nil {
		return
	}
	rw.Listener.NotifyOperationInserted(op)
	rw.notifyBlockInsertions(op)
	for _, r := range op.Regions() {
		for b := r.First(); b != nil; b = b.Next() {
			for n := b.First(); n != nil; n = n.Next() {
				n.WalkPre(func(o *ir.Operation) ir.WalkResult {
					rw.Listener.NotifyOperationInserted(o)
					rw.notifyBlockInsertions(o)
					return ir.Advance
				})
			}
		}
	}
}

// notifyBlockInsertions tells the listener of the blocks of op's regions.
func (rw *Rewriter) notifyBlockInsertions(op *ir.Operation) {
	for _, r := range op.Regions() {
		for b := r.First(); b != nil; b = b.Next() {
			rw.Listener.NotifyBlockInserted(b)
		}
	}
}

// Clone inserts a copy of op at the insertion point and tells the
// listener as NotifyInsertedTree (OpBuilder::clone).
func (rw *Rewriter) Clone(op *ir.Operation) *ir.Operation {
	c := op.Clone(ir.NewMapping())
	if rw.block != nil {
		rw.block.InsertBefore(c, rw.before)
	}
	rw.NotifyInsertedTree(c)
	return c
}

// ModifyOpInPlace runs f, which changes op in place, and tells the
// listener.
func (rw *Rewriter) ModifyOpInPlace(op *ir.Operation, f func()) {
	f()
	if rw.Listener != nil {
		rw.Listener.NotifyOperationModified(op)
	}
}

// ReplaceAllUsesWith makes every use of from use to, one use at a time,
// telling the listener of each user.
func (rw *Rewriter) ReplaceAllUsesWith(from, to *ir.Value) {
	for u := range from.Uses {
		rw.ModifyOpInPlace(u.Owner(), func() { u.Set(to) })
	}
}

// ReplaceUsesWithIf replaces the uses of from for which keep returns true,
// and reports whether all were replaced.
func (rw *Rewriter) ReplaceUsesWithIf(from, to *ir.Value, replace func(*ir.OpOperand) bool) bool {
	all := true
	for u := range from.Uses {
		if replace(u) {
			rw.ModifyOpInPlace(u.Owner(), func() { u.Set(to) })
		} else {
			all = false
		}
	}
	return all
}

// ReplaceAllUsesExcept replaces every use of from but those by except.
func (rw *Rewriter) ReplaceAllUsesExcept(from, to *ir.Value, except *ir.Operation) {
	rw.ReplaceUsesWithIf(from, to, func(u *ir.OpOperand) bool { return u.Owner() != except })
}

// ReplaceAllBlockUsesWith makes every branch to from branch to to.
func (rw *Rewriter) ReplaceAllBlockUsesWith(from, to *ir.Block) {
	var uses []*ir.BlockOperand
	for u := range from.Predecessors {
		uses = append(uses, u)
	}
	for _, u := range uses {
		rw.ModifyOpInPlace(u.Owner(), func() { u.Set(to) })
	}
}

// ReplaceAllOpUsesWith tells the listener that op is replaced and replaces
// the uses of its results with values.
func (rw *Rewriter) ReplaceAllOpUsesWith(op *ir.Operation, values []*ir.Value) {
	if rw.Listener != nil {
		rw.Listener.NotifyOperationReplaced(op, values)
	}
	for i, v := range values {
		rw.ReplaceAllUsesWith(op.Result(i), v)
	}
}

// ReplaceOp replaces op's results with values and erases op.
func (rw *Rewriter) ReplaceOp(op *ir.Operation, values ...*ir.Value) {
	if len(values) != op.NumResults() {
		panic("rewrite: ReplaceOp: wrong number of replacement values for " + op.Name())
	}
	rw.ReplaceAllOpUsesWith(op, values)
	rw.EraseOp(op)
}

// ReplaceOpWith replaces op with the results of newOp.
func (rw *Rewriter) ReplaceOpWith(op, newOp *ir.Operation) { rw.ReplaceOp(op, newOp.Results()...) }

// EraseOp erases op, whose results must be unused, and the ops nested in
// it one by one, users before definitions (MLIR's RewriterBase::eraseOp).
func (rw *Rewriter) EraseOp(op *ir.Operation) {
	if rw.Listener == nil {
		op.Erase()
		return
	}
	rw.eraseTree(op)
}

func (rw *Rewriter) eraseTree(op *ir.Operation) {
	regions := op.Regions()
	for i := len(regions) - 1; i >= 0; i-- {
		r := regions[i]
		for !r.Empty() {
			var erased []*ir.Block
			for _, b := range postOrder(r.First()) {
				for o := b.Last(); o != nil; {
					prev := o.Prev()
					rw.eraseTree(o)
					o = prev
				}
				erased = append(erased, b)
			}
			for _, b := range erased {
				for _, a := range b.Args() {
					dropAllUses(a)
				}
				b.ReplaceAllUsesWith(nil)
				rw.EraseBlock(b)
			}
		}
	}
	rw.Listener.NotifyOperationErased(op)
	for _, r := range op.Results() {
		dropAllUses(r)
	}
	op.Erase()
}

func dropAllUses(v *ir.Value) {
	for u := range v.Uses {
		u.Set(nil)
	}
}

// EraseBlock erases b, which nothing may branch to, and its ops, last
// first.
func (rw *Rewriter) EraseBlock(b *ir.Block) {
	for o := b.Last(); o != nil; {
		prev := o.Prev()
		rw.EraseOp(o)
		o = prev
	}
	if rw.Listener != nil {
		rw.Listener.NotifyBlockErased(b)
	}
	b.Erase()
}

// CreateBlock inserts a new block with arguments before `before` in
// region (at the end when nil) and moves the insertion point to its start.
func (rw *Rewriter) CreateBlock(region *ir.Region, before *ir.Block, types []ir.Type, locs []ir.Location) *ir.Block {
	b := ir.NewBlock()
	for i, t := range types {
		var l ir.Location = rw.Ctx.Unknown()
		if i < len(locs) && locs[i] != nil {
			l = locs[i]
		}
		b.AddArg(t, l)
	}
	region.InsertBlockBefore(b, before)
	rw.SetInsertionPointToStart(b)
	if rw.Listener != nil {
		rw.Listener.NotifyBlockInserted(b)
	}
	return b
}

// MoveOpBefore moves op right before `before` in block (at the end when
// before is nil).
func (rw *Rewriter) MoveOpBefore(op *ir.Operation, block *ir.Block, before *ir.Operation) {
	op.Remove()
	block.InsertBefore(op, before)
	if rw.Listener != nil {
		rw.Listener.NotifyOperationInserted(op)
	}
}

// MoveOpAfter moves op right after `after`.
func (rw *Rewriter) MoveOpAfter(op, after *ir.Operation) {
	rw.MoveOpBefore(op, after.Block(), after.Next())
}

// MoveBlockBefore moves b before `before` in region (at the end when nil).
func (rw *Rewriter) MoveBlockBefore(b *ir.Block, region *ir.Region, before *ir.Block) {
	b.Parent().RemoveBlock(b)
	region.InsertBlockBefore(b, before)
	if rw.Listener != nil {
		rw.Listener.NotifyBlockInserted(b)
	}
}

// InlineRegionBefore moves the blocks of src, first to last, before
// `before` in dst (at the end when nil).
func (rw *Rewriter) InlineRegionBefore(src, dst *ir.Region, before *ir.Block) {
	for !src.Empty() {
		rw.MoveBlockBefore(src.First(), dst, before)
	}
}

// CloneRegionBefore copies the blocks of region before `before` in
// parent (at the end when nil) with mapping m, and tells the listener of
// each new block and, in pre-order, of its ops (OpBuilder's
// cloneRegionBefore).
func (rw *Rewriter) CloneRegionBefore(region, parent *ir.Region, before *ir.Block, m *ir.Mapping) {
	region.CloneInto(parent, before, m)
	if rw.Listener == nil || region.Empty() {
		return
	}
	for b := m.LookupBlock(region.First()); b != nil && b != before; b = b.Next() {
		rw.Listener.NotifyBlockInserted(b)
		for o := b.First(); o != nil; o = o.Next() {
			o.WalkPre(func(n *ir.Operation) ir.WalkResult {
				rw.Listener.NotifyOperationInserted(n)
				return ir.Advance
			})
		}
	}
}

// InlineBlockBefore moves the ops of src before `before` in dest (at the
// end when nil), replacing src's arguments with args, and erases src.
func (rw *Rewriter) InlineBlockBefore(src, dest *ir.Block, before *ir.Operation, args []*ir.Value) {
	for i, a := range src.Args() {
		rw.ReplaceAllUsesWith(a, args[i])
	}
	for !src.Empty() {
		rw.MoveOpBefore(src.First(), dest, before)
	}
	rw.EraseBlock(src)
}

// MergeBlocks moves the ops of src to the end of dest (see
// InlineBlockBefore).
func (rw *Rewriter) MergeBlocks(src, dest *ir.Block, args []*ir.Value) {
	rw.InlineBlockBefore(src, dest, nil, args)
}

// SplitBlock moves the ops of b from before on (none when nil) into a new
// block right after b and returns it; ops move one by one from the end.
func (rw *Rewriter) SplitBlock(b *ir.Block, before *ir.Operation) *ir.Block {
	saved := rw.SaveInsertionPoint()
	nb := rw.CreateBlock(b.Parent(), b.Next(), nil, nil)
	rw.RestoreInsertionPoint(saved)
	if before == nil {
		return nb
	}
	for before.Block() != nb {
		rw.MoveOpBefore(b.Last(), nb, nb.First())
	}
	return nb
}

// postOrder returns the blocks reachable from entry in post-order
// (llvm::post_order: successors in order, each block after the blocks it
// reaches first).
func postOrder(entry *ir.Block) []*ir.Block {
	var out []*ir.Block
	seen := map[*ir.Block]bool{entry: true}
	type frame struct {
		b    *ir.Block
		next int
	}
	stack := []frame{{b: entry}}
	for len(stack) > 0 {
		top := &stack[len(stack)-1]
		var succs []*ir.Block
		if t := top.b.Last(); t != nil {
			succs = t.Successors()
		}
		if top.next < len(succs) {
			s := succs[top.next]
			top.next++
			if s != nil && !seen[s] {
				seen[s] = true
				stack = append(stack, frame{b: s})
			}
			continue
		}
		out = append(out, top.b)
		stack = stack[:len(stack)-1]
	}
	return out
}
