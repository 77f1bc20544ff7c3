package ir

// Region is a list of blocks owned by an operation.
type Region struct {
	first, last *Block
	parent      *Operation
	index       int
}

// Parent returns the operation owning the region.
func (r *Region) Parent() *Operation { return r.parent }

// Index returns the region's number in its operation.
func (r *Region) Index() int { return r.index }

// First returns the entry block, or nil.
func (r *Region) First() *Block { return r.first }

// Last returns the last block, or nil.
func (r *Region) Last() *Block { return r.last }

// Empty reports whether the region has no blocks.
func (r *Region) Empty() bool { return r.first == nil }

// HasOneBlock reports whether the region has exactly one block.
func (r *Region) HasOneBlock() bool { return r.first != nil && r.first == r.last }

// Blocks iterates over the blocks.
func (r *Region) Blocks(yield func(*Block) bool) {
	for b := r.first; b != nil; {
		next := b.next
		if !yield(b) {
			return
		}
		b = next
	}
}

// NumBlocks counts the blocks.
func (r *Region) NumBlocks() int {
	n := 0
	for b := r.first; b != nil; b = b.next {
		n++
	}
	return n
}

// Append adds b at the end of the region.
func (r *Region) Append(b *Block) {
	if b.parent != nil {
		b.parent.remove(b)
	}
	b.parent = r
	b.prev = r.last
	b.next = nil
	if r.last != nil {
		r.last.next = b
	} else {
		r.first = b
	}
	r.last = b
}

func (r *Region) remove(b *Block) {
	if b.prev != nil {
		b.prev.next = b.next
	} else {
		r.first = b.next
	}
	if b.next != nil {
		b.next.prev = b.prev
	} else {
		r.last = b.prev
	}
	b.prev, b.next, b.parent = nil, nil, nil
}

// TakeBody moves all blocks of other to the end of r.
func (r *Region) TakeBody(other *Region) {
	for b := other.first; b != nil; {
		next := b.next
		r.Append(b)
		b = next
	}
}

// DropBody detaches every block of r, leaving it empty, so that the
// collector can reclaim a body nothing refers to any more (a translation
// that consumes its input frees each function once it is translated). The
// blocks' ops are left linked among themselves: call it only for a region
// of an op isolated from above, whose values nothing outside uses.
func (r *Region) DropBody() {
	for b := r.first; b != nil; {
		next := b.next
		b.prev, b.next, b.parent = nil, nil, nil
		b = next
	}
	r.first, r.last = nil, nil
}

// IsAncestorOf reports whether r contains (transitively) the region o.
func (r *Region) IsAncestorOf(o *Region) bool {
	for o != nil {
		if o == r {
			return true
		}
		p := o.parent
		if p == nil || p.parent == nil {
			return false
		}
		o = p.parent.parent
	}
	return false
}

// InsertBlockBefore inserts b before `before` in r (at the end when before
// is nil), taking it out of its current region first.
func (r *Region) InsertBlockBefore(b, before *Block) {
	if before == nil {
		r.Append(b)
		return
	}
	if b.parent != nil {
		b.parent.remove(b)
	}
	b.parent = r
	b.next = before
	b.prev = before.prev
	if before.prev != nil {
		before.prev.next = b
	} else {
		r.first = b
	}
	before.prev = b
}

// RemoveBlock unlinks b from r without dropping its operations.
func (r *Region) RemoveBlock(b *Block) { r.remove(b) }
