package conversion

import (
	"errors"
	"fmt"

	"gpuc/internal/ir"
)

// Rewriter is what patterns change the IR through (MLIR's
// ConversionPatternRewriter): every creation, move, replacement and erasure
// is recorded so that a failed pattern can be rolled back, and replaced ops
// stay in place, with their uses, until the conversion ends.
type Rewriter struct {
	ctx    *ir.Context
	s      *state
	block  *ir.Block
	before *ir.Operation
}

// Context returns the IR context.
func (rw *Rewriter) Context() *ir.Context { return rw.ctx }

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

func (rw *Rewriter) setInsertionPointAfterValue(v *ir.Value) {
	rw.block, rw.before = insertPointAfterValue(v)
}

// SetInsertionPointAfterValue makes new ops go right after v's definition
// (the start of its block for a block argument).
func (rw *Rewriter) SetInsertionPointAfterValue(v *ir.Value) { rw.setInsertionPointAfterValue(v) }

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

// InsertionBlock returns the block new ops go into.
func (rw *Rewriter) InsertionBlock() *ir.Block { return rw.block }

// Create builds an op from st at the insertion point.
func (rw *Rewriter) Create(st *ir.OperationState) *ir.Operation {
	if st.Loc == nil {
		st.Loc = rw.ctx.Unknown()
	}
	op := rw.ctx.Create(st)
	rw.Insert(op)
	return op
}

// Insert inserts a detached op at the insertion point.
func (rw *Rewriter) Insert(op *ir.Operation) {
	if rw.block != nil {
		rw.block.InsertBefore(op, rw.before)
	}
	rw.s.rewrites.push(createOpRewrite{op: op})
}

// CreateAt builds an op at the start (atStart) or end of block, keeping
// the insertion point (MLIR's OpBuilder on another block with the same
// listener).
func (rw *Rewriter) CreateAt(block *ir.Block, atStart bool, st *ir.OperationState) *ir.Operation {
	saved := rw.SaveInsertionPoint()
	if atStart {
		rw.SetInsertionPointToStart(block)
	} else {
		rw.SetInsertionPointToEnd(block)
	}
	op := rw.Create(st)
	rw.RestoreInsertionPoint(saved)
	return op
}

// ReplaceOp replaces op's results with values (one per result; nil drops
// a result) and schedules op for erasure.
func (rw *Rewriter) ReplaceOp(op *ir.Operation, values ...*ir.Value) {
	if len(values) != op.NumResults() {
		panic(fmt.Sprintf("conversion: replacing %s: %d values for %d results", op.Name(), len(values), op.NumResults()))
	}
	rw.s.notifyOpReplaced(op, values)
}

// ReplaceOpWith replaces op with the results of newOp.
func (rw *Rewriter) ReplaceOpWith(op, newOp *ir.Operation) { rw.ReplaceOp(op, newOp.Results()...) }

// EraseOp schedules op for erasure; its results must not be used by ops
// that survive.
func (rw *Rewriter) EraseOp(op *ir.Operation) {
	rw.s.notifyOpReplaced(op, make([]*ir.Value, op.NumResults()))
}

// ModifyOpInPlace runs f, which changes op in place (operands, attributes,
// successors, location), recording op's state for rollback.
func (rw *Rewriter) ModifyOpInPlace(op *ir.Operation, f func()) {
	rw.s.rewrites.push(&modifyOpRewrite{
		op: op, loc: op.Loc(), attrs: op.Attrs(), props: op.Props(),
		operands: op.Operands(), successors: op.Successors(),
	})
	f()
}

// MoveOpBefore moves op right before before.
func (rw *Rewriter) MoveOpBefore(op, before *ir.Operation) {
	rw.s.rewrites.push(&moveOpRewrite{op: op, block: op.Block(), before: op.Next()})
	op.MoveBefore(before)
}

// CreateBlock inserts a new block with arguments before `before` in
// region (at the end when nil) and moves the insertion point to its end.
func (rw *Rewriter) CreateBlock(region *ir.Region, before *ir.Block, types []ir.Type, locs []ir.Location) *ir.Block {
	b := ir.NewBlock()
	for i, t := range types {
		var l ir.Location = rw.ctx.Unknown()
		if i < len(locs) && locs[i] != nil {
			l = locs[i]
		}
		b.AddArg(t, l)
	}
	region.InsertBlockBefore(b, before)
	rw.s.rewrites.push(&createBlockRewrite{block: b})
	rw.SetInsertionPointToEnd(b)
	return b
}

// SplitBlock moves the ops of b from before on into a new block right
// after b and returns it.
func (rw *Rewriter) SplitBlock(b *ir.Block, before *ir.Operation) *ir.Block {
	nb := ir.NewBlock()
	b.Parent().InsertBlockBefore(nb, b.Next())
	for op := before; op != nil; {
		next := op.Next()
		nb.Append(op)
		op = next
	}
	rw.s.rewrites.push(&splitBlockRewrite{block: nb, orig: b})
	return nb
}

// EraseBlock schedules b and its ops for erasure.
func (rw *Rewriter) EraseBlock(b *ir.Block) {
	for op := b.First(); op != nil; op = op.Next() {
		rw.EraseOp(op)
	}
	rw.s.rewrites.push(&eraseBlockRewrite{block: b, region: b.Parent(), before: b.Next()})
	b.Parent().RemoveBlock(b)
}

// InlineRegionBefore moves the blocks of src, one by one, before `before`
// in dst (at the end when nil).
func (rw *Rewriter) InlineRegionBefore(src, dst *ir.Region, before *ir.Block) {
	for b := src.First(); b != nil; b = src.First() {
		rw.s.rewrites.push(&moveBlockRewrite{block: b, region: src, before: b.Next()})
		src.RemoveBlock(b)
		dst.InsertBlockBefore(b, before)
	}
}

// InlineBlockBefore moves the ops of src before `before` in dest (at the
// end when nil), replacing src's arguments with args, and erases src.
func (rw *Rewriter) InlineBlockBefore(src, dest *ir.Block, before *ir.Operation, args []*ir.Value) {
	rw.s.rewrites.push(&inlineBlockRewrite{dest: dest, src: src, first: src.First(), last: src.Last()})
	for i, a := range src.Args() {
		rw.ReplaceUsesOfBlockArgument(a, args[i])
	}
	for op := src.First(); op != nil; op = src.First() {
		dest.InsertBefore(op, before)
	}
	rw.EraseBlock(src)
}

// MergeBlocks moves the ops of src to the end of dest (see
// InlineBlockBefore).
func (rw *Rewriter) MergeBlocks(src, dest *ir.Block, args []*ir.Value) {
	rw.InlineBlockBefore(src, dest, nil, args)
}

// ReplaceUsesOfBlockArgument makes `to` the replacement of `from`.
func (rw *Rewriter) ReplaceUsesOfBlockArgument(from, to *ir.Value) {
	rw.s.rewrites.push(&replaceBlockArgRewrite{block: from.OwnerBlock(), arg: from})
	rw.s.mapping.mapValue(rw.s.mapping.lookupOrDefault(from, nil), to)
}

// ConvertRegionTypes converts the argument types of every block of r with
// tc, the entry block by entry when given; it returns the new entry block.
func (rw *Rewriter) ConvertRegionTypes(r *ir.Region, tc *TypeConverter, entry *SignatureConversion) (*ir.Block, bool) {
	return rw.s.convertRegionTypes(r, tc, entry)
}

// ConvertNonEntryRegionTypes converts the argument types of every block of
// r but the entry block.
func (rw *Rewriter) ConvertNonEntryRegionTypes(r *ir.Region, tc *TypeConverter) bool {
	rw.s.regionTC[r] = tc
	if r.Empty() {
		return true
	}
	for b := r.First().Next(); b != nil; {
		next := b.Next()
		if _, ok := rw.s.convertBlockSignature(b, tc, nil); !ok {
			return false
		}
		b = next
	}
	return true
}

// ApplySignatureConversion converts the entry block of r with sig.
func (rw *Rewriter) ApplySignatureConversion(r *ir.Region, sig *SignatureConversion, tc *TypeConverter) *ir.Block {
	if r.Empty() {
		return nil
	}
	return rw.s.applySignatureConversion(r.First(), tc, sig)
}

// RemappedValue returns the value that stands for v now (converted when
// the current pattern has a type converter).
func (rw *Rewriter) RemappedValue(v *ir.Value) *ir.Value {
	vs, ok := rw.s.remapValues([]*ir.Value{v}, nil)
	if !ok {
		return nil
	}
	return vs[0]
}

// EmitError reports an error diagnostic without failing the conversion and
// returns a match failure, as MLIR patterns that emitError and fail: the
// error is printed, the pass goes on.
func (rw *Rewriter) EmitError(d *ir.Diagnostic) error {
	rw.ctx.Emit(d)
	return ErrNoMatch
}

// ErrNoMatch is the match failure patterns return.
var ErrNoMatch = errors.New("pattern did not match")

// NoMatch returns a match failure with a reason (for debugging; MLIR's
// notifyMatchFailure).
func NoMatch(format string, args ...any) error {
	return &matchFailure{fmt.Sprintf(format, args...)}
}

type matchFailure struct{ reason string }

func (m *matchFailure) Error() string   { return m.reason }
func (m *matchFailure) Is(e error) bool { return e == ErrNoMatch }
