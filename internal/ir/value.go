package ir

// Value is an SSA value: an operation result or a block argument. Each
// value keeps the list of its uses.
type Value struct {
	typ   Type
	uses  *OpOperand
	owner *Operation // defining operation, nil for block arguments
	block *Block     // owning block of a block argument
	index int        // result or argument number
}

// Type returns the value's type.
func (v *Value) Type() Type { return v.typ }

// SetType changes the value's type.
func (v *Value) SetType(t Type) { v.typ = t }

// DefiningOp returns the operation producing the value, or nil for a block
// argument.
func (v *Value) DefiningOp() *Operation { return v.owner }

// OwnerBlock returns the block of a block argument, or the block of the
// defining operation.
func (v *Value) OwnerBlock() *Block {
	if v.owner != nil {
		return v.owner.parent
	}
	return v.block
}

// IsBlockArgument reports whether the value is a block argument.
func (v *Value) IsBlockArgument() bool { return v.owner == nil }

// Index returns the result number or argument number.
func (v *Value) Index() int { return v.index }

// Loc returns a block argument's location, or the defining op's location.
func (v *Value) Loc() Location {
	if v.owner != nil {
		return v.owner.loc
	}
	return v.block.argLocs[v.index]
}

// SetLoc sets a block argument's location.
func (v *Value) SetLoc(l Location) { v.block.argLocs[v.index] = l }

// Uses iterates over the uses of the value.
func (v *Value) Uses(yield func(*OpOperand) bool) {
	for u := v.uses; u != nil; {
		next := u.next
		if !yield(u) {
			return
		}
		u = next
	}
}

// HasUses reports whether the value is used.
func (v *Value) HasUses() bool { return v.uses != nil }

// HasOneUse reports whether the value has exactly one use.
func (v *Value) HasOneUse() bool { return v.uses != nil && v.uses.next == nil }

// ReplaceAllUsesWith makes every use of v use w instead.
func (v *Value) ReplaceAllUsesWith(w *Value) {
	if v == w {
		return
	}
	for v.uses != nil {
		v.uses.Set(w)
	}
}

// OpOperand is one operand slot of an operation, linked into the use list
// of its value.
type OpOperand struct {
	value *Value
	owner *Operation
	next  *OpOperand
	prev  **OpOperand
	index int
}

// Get returns the value used.
func (o *OpOperand) Get() *Value { return o.value }

// Owner returns the operation that has this operand.
func (o *OpOperand) Owner() *Operation { return o.owner }

// Index returns the operand number.
func (o *OpOperand) Index() int { return o.index }

// Set makes the operand use v.
func (o *OpOperand) Set(v *Value) {
	o.unlink()
	o.value = v
	o.link()
}

func (o *OpOperand) link() {
	v := o.value
	if v == nil {
		return
	}
	o.next = v.uses
	if v.uses != nil {
		v.uses.prev = &o.next
	}
	o.prev = &v.uses
	v.uses = o
}

func (o *OpOperand) unlink() {
	if o.prev == nil {
		return
	}
	*o.prev = o.next
	if o.next != nil {
		o.next.prev = o.prev
	}
	o.next, o.prev = nil, nil
}

// BlockOperand is one successor slot of a terminator, linked into the
// predecessor list of its block.
type BlockOperand struct {
	block *Block
	owner *Operation
	next  *BlockOperand
	prev  **BlockOperand
	index int
}

// Get returns the successor block.
func (o *BlockOperand) Get() *Block { return o.block }

// Owner returns the terminator.
func (o *BlockOperand) Owner() *Operation { return o.owner }

// Index returns the successor number of the slot in its terminator.
func (o *BlockOperand) Index() int { return o.index }

// Set makes the slot refer to b.
func (o *BlockOperand) Set(b *Block) {
	o.unlink()
	o.block = b
	o.link()
}

func (o *BlockOperand) link() {
	b := o.block
	if b == nil {
		return
	}
	o.next = b.preds
	if b.preds != nil {
		b.preds.prev = &o.next
	}
	o.prev = &b.preds
	b.preds = o
}

func (o *BlockOperand) unlink() {
	if o.prev == nil {
		return
	}
	*o.prev = o.next
	if o.next != nil {
		o.next.prev = o.prev
	}
	o.next, o.prev = nil, nil
}
