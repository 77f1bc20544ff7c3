package ir

// Block is a list of operations with arguments, inside a region.
type Block struct {
	args        []*Value
	argLocs     []Location // by argument number (results use their op's location)
	first, last *Operation
	parent      *Region
	prev, next  *Block
	preds       *BlockOperand
	orderValid  bool
}

// NewBlock returns a detached block with no arguments.
func NewBlock() *Block { return &Block{} }

// Args returns the block arguments.
func (b *Block) Args() []*Value { return b.args }

// NumArgs returns the number of arguments.
func (b *Block) NumArgs() int { return len(b.args) }

// Arg returns argument i.
func (b *Block) Arg(i int) *Value { return b.args[i] }

// AddArg appends an argument of type t at loc.
func (b *Block) AddArg(t Type, loc Location) *Value {
	v := &Value{typ: t, block: b, index: len(b.args)}
	b.args = append(b.args, v)
	b.argLocs = append(b.argLocs, loc)
	return v
}

// InsertArg inserts an argument at position i.
func (b *Block) InsertArg(i int, t Type, loc Location) *Value {
	v := &Value{typ: t, block: b, index: i}
	b.args = append(b.args, nil)
	copy(b.args[i+1:], b.args[i:])
	b.args[i] = v
	b.argLocs = append(b.argLocs, nil)
	copy(b.argLocs[i+1:], b.argLocs[i:])
	b.argLocs[i] = loc
	for j := i + 1; j < len(b.args); j++ {
		b.args[j].index = j
	}
	return v
}

// EraseArg removes argument i, which must have no uses.
func (b *Block) EraseArg(i int) {
	b.args = append(b.args[:i], b.args[i+1:]...)
	b.argLocs = append(b.argLocs[:i], b.argLocs[i+1:]...)
	for j := i; j < len(b.args); j++ {
		b.args[j].index = j
	}
}

// Parent returns the region containing the block.
func (b *Block) Parent() *Region { return b.parent }

// ParentOp returns the operation whose region contains the block.
func (b *Block) ParentOp() *Operation {
	if b.parent == nil {
		return nil
	}
	return b.parent.parent
}

// Next returns the following block in the region.
func (b *Block) Next() *Block { return b.next }

// Prev returns the preceding block in the region.
func (b *Block) Prev() *Block { return b.prev }

// First returns the first operation, or nil.
func (b *Block) First() *Operation { return b.first }

// Last returns the last operation, or nil.
func (b *Block) Last() *Operation { return b.last }

// Empty reports whether the block has no operations.
func (b *Block) Empty() bool { return b.first == nil }

// IsEntry reports whether b is the first block of its region.
func (b *Block) IsEntry() bool { return b.parent != nil && b.parent.first == b }

// Ops iterates over the operations; the current one may be erased or moved.
func (b *Block) Ops(yield func(*Operation) bool) {
	for op := b.first; op != nil; {
		next := op.next
		if !yield(op) {
			return
		}
		op = next
	}
}

// Terminator returns the last operation if it is a terminator, else nil.
func (b *Block) Terminator() *Operation {
	if b.last != nil && b.last.HasTrait(Terminator) {
		return b.last
	}
	return nil
}

// Append adds op at the end of the block.
func (b *Block) Append(op *Operation) { b.InsertBefore(op, nil) }

// InsertBefore inserts op before before (at the end when before is nil).
func (b *Block) InsertBefore(op, before *Operation) {
	if op.parent != nil {
		op.Remove()
	}
	op.parent = b
	if before == nil {
		op.prev = b.last
		op.next = nil
		if b.last != nil {
			b.last.next = op
		} else {
			b.first = op
		}
		b.last = op
		if b.orderValid && op.prev != nil {
			op.order = op.prev.order + 1
		} else if op.prev == nil {
			op.order = 0
			b.orderValid = true
		}
		return
	}
	op.next = before
	op.prev = before.prev
	if before.prev != nil {
		before.prev.next = op
	} else {
		b.first = op
	}
	before.prev = op
	b.orderValid = false
}

// Predecessors iterates over the successor slots that branch to b (one per
// edge, so a block may appear more than once).
func (b *Block) Predecessors(yield func(*BlockOperand) bool) {
	for p := b.preds; p != nil; p = p.next {
		if !yield(p) {
			return
		}
	}
}

// HasNoPredecessors reports whether nothing branches to b.
func (b *Block) HasNoPredecessors() bool { return b.preds == nil }

// SinglePredecessor returns the block branching to b when exactly one
// edge reaches b (MLIR's getSinglePredecessor: two edges from one block
// are two predecessors), or nil.
func (b *Block) SinglePredecessor() *Block {
	if b.preds == nil || b.preds.next != nil {
		return nil
	}
	return b.preds.owner.parent
}

// Erase removes the block from its region and drops its operations.
func (b *Block) Erase() {
	for op := b.last; op != nil; {
		prev := op.prev
		op.Erase()
		op = prev
	}
	if b.parent != nil {
		b.parent.remove(b)
	}
}

func (b *Block) updateOrder() {
	i := 0
	for op := b.first; op != nil; op = op.next {
		op.order = i
		i++
	}
	b.orderValid = true
}

// IsBefore reports whether a comes before c; both must be in block b.
func (b *Block) isBefore(a, c *Operation) bool {
	if !b.orderValid {
		b.updateOrder()
	}
	return a.order < c.order
}

// SetArgLoc sets the location of argument i.
func (b *Block) SetArgLoc(i int, loc Location) { b.argLocs[i] = loc }

// ArgTypes returns the argument types.
func (b *Block) ArgTypes() []Type {
	ts := make([]Type, len(b.args))
	for i, a := range b.args {
		ts[i] = a.typ
	}
	return ts
}

// ReplaceAllUsesWith makes every terminator that branches to b branch to
// nb instead.
func (b *Block) ReplaceAllUsesWith(nb *Block) {
	for b.preds != nil {
		b.preds.Set(nb)
	}
}
