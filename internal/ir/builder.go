package ir

// Builder creates operations at an insertion point, as MLIR's OpBuilder.
type Builder struct {
	Ctx    *Context
	block  *Block
	before *Operation // insert before this op; nil means at the end of block
	loc    Location
}

// NewBuilder returns a builder with no insertion point; operations it
// creates stay detached until one is set.
func NewBuilder(ctx *Context) *Builder { return &Builder{Ctx: ctx, loc: ctx.unknown} }

// SetLoc sets the location given to created operations that have none.
func (b *Builder) SetLoc(l Location) { b.loc = l }

// SetInsertionPointToEnd makes created ops go at the end of blk.
func (b *Builder) SetInsertionPointToEnd(blk *Block) { b.block, b.before = blk, nil }

// SetInsertionPointToStart makes created ops go at the start of blk.
func (b *Builder) SetInsertionPointToStart(blk *Block) { b.block, b.before = blk, blk.first }

// SetInsertionPoint makes created ops go right before op.
func (b *Builder) SetInsertionPoint(op *Operation) { b.block, b.before = op.parent, op }

// SetInsertionPointAfter makes created ops go right after op.
func (b *Builder) SetInsertionPointAfter(op *Operation) { b.block, b.before = op.parent, op.next }

// InsertionBlock returns the block ops are inserted into, or nil.
func (b *Builder) InsertionBlock() *Block { return b.block }

// Create builds the operation described by st and inserts it at the
// insertion point.
func (b *Builder) Create(st *OperationState) *Operation {
	if st.Loc == nil {
		st.Loc = b.loc
	}
	op := b.Ctx.Create(st)
	if b.block != nil {
		b.block.InsertBefore(op, b.before)
	}
	return op
}

// CreateBlock appends a new block with arguments of the given types to r
// and moves the insertion point to its end.
func (b *Builder) CreateBlock(r *Region, argTypes []Type, locs []Location) *Block {
	blk := NewBlock()
	for i, t := range argTypes {
		var l Location = b.loc
		if i < len(locs) && locs[i] != nil {
			l = locs[i]
		}
		blk.AddArg(t, l)
	}
	r.Append(blk)
	b.SetInsertionPointToEnd(blk)
	return blk
}
