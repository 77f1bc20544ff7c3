package rewrite

import (
	"gpuc/internal/ir"
)

// Folder uniques constants per insertion region and hoists them to the
// front of its entry block (MLIR's OperationFolder). The insertion region
// of an op is that of its nearest ancestor that is isolated from above
// (or unregistered, or top-level).
type Folder struct {
	rw *Rewriter
	// scopes maps an insertion region to its constants by (dialect,
	// value, type).
	scopes map[*ir.Region]map[constKey]*ir.Operation
	// owned holds the constants the folder inserted, with the dialects
	// they were uniqued under.
	owned ir.PtrMap[ir.Operation, []string]
}

type constKey struct {
	dialect string
	value   ir.Attribute
	typ     ir.Type
}

// NewFolder returns a folder that changes IR through a rewriter with
// listener l.
func NewFolder(ctx *ir.Context, l Listener) *Folder {
	return &Folder{rw: NewRewriter(ctx, l), scopes: map[*ir.Region]map[constKey]*ir.Operation{}}
}

// InsertionRegion returns the region constants of ops in block go to.
func InsertionRegion(block *ir.Block) *ir.Region {
	for {
		r := block.Parent()
		if r == nil {
			return nil
		}
		p := r.Parent()
		if p == nil || !p.IsRegistered() || p.HasTrait(ir.IsolatedFromAbove) || p.Block() == nil {
			return r
		}
		block = p.Block()
	}
}

func (f *Folder) isOwned(op *ir.Operation) bool { return op != nil && f.owned.Has(op) }

// InsertKnownConstant records the constant op of value v: it returns false
// when an equal constant is already known, in which case op was replaced
// by it and erased; otherwise op is now known, moved to the front of its
// insertion region unless it is already among the folder's constants
// there.
func (f *Folder) InsertKnownConstant(op *ir.Operation, v ir.Attribute) bool {
	block := op.Block()
	unknown := op.Context().Unknown()
	if f.isOwned(op) {
		if block.First() != op && !f.isOwned(op.Prev()) {
			op.MoveBefore(block.First())
			op.SetLoc(unknown)
		}
		return true
	}
	region := InsertionRegion(block)
	consts := f.scopes[region]
	if consts == nil {
		consts = map[constKey]*ir.Operation{}
		f.scopes[region] = consts
	}
	key := constKey{ir.DialectOf(op.Name()), v, op.Result(0).Type()}
	if existing := consts[key]; existing != nil {
		f.notifyRemoval(op)
		f.rw.ReplaceOp(op, existing.Results()...)
		existing.SetLoc(unknown)
		return false
	}
	entry := region.First()
	if block != entry || (entry.First() != op && !f.isOwned(op.Prev())) {
		op.Remove()
		entry.InsertBefore(op, entry.First())
		op.SetLoc(unknown)
	}
	consts[key] = op
	f.owned.Put(op, []string{key.dialect})
	return true
}

// notifyRemoval forgets a constant the folder owns.
func (f *Folder) notifyRemoval(op *ir.Operation) {
	dialects, ok := f.owned.Get(op)
	if !ok {
		return
	}
	v := ir.ConstantValue(op.Result(0))
	consts := f.scopes[InsertionRegion(op.Block())]
	for _, d := range dialects {
		delete(consts, constKey{d, v, op.Result(0).Type()})
	}
	f.owned.Delete(op)
}

// NotifyRemoval must be called before a constant the folder may own is
// erased by other means.
func (f *Folder) NotifyRemoval(op *ir.Operation) { f.notifyRemoval(op) }
