// Package cse is MLIR 19's cse pass (CSE.cpp): a walk of each region's
// dominator tree with a scoped table of the ops seen so far, where an op
// equivalent to a visible one (same name, attributes, properties, operands
// and result types, equivalent regions; locations ignored) is replaced by
// it. Ops that only read memory are merged only within a block and with no
// op that may write in between; regions of ops isolated from above get a
// table of their own; trivially dead ops are erased.
package cse

import (
	"hash/maphash"

	"gpuc/internal/ir"
	"gpuc/internal/pass"
	"gpuc/internal/rewrite"
)

func init() {
	pass.Register(&pass.Info{
		Name:    "cse",
		Title:   "CSE",
		Summary: "Eliminate common sub-expressions",
		New:     func(pass.Values) (pass.Pass, error) { return &csePass{}, nil },
	})
}

type csePass struct{ changed bool }

func (p *csePass) Run(op *ir.Operation) error {
	p.changed = Run(rewrite.NewRewriter(op.Context(), nil), op)
	return nil
}

// PreservedAll reports that the last run changed nothing; MLIR's CSE then
// marks all analyses preserved, and the IR is not verified again.
func (p *csePass) PreservedAll() bool { return !p.changed }

// Run eliminates the common subexpressions in op's regions through rw
// (MLIR's eliminateCommonSubExpressions); it reports whether it changed
// anything.
func Run(rw *rewrite.Rewriter, op *ir.Operation) bool {
	if units := independentOps(op); units != nil && rw.Listener == nil {
		changed := make([]bool, len(units))
		pass.ForEach(len(units), func(i int) {
			d := &driver{rw: rewrite.NewRewriter(rw.Ctx, nil)}
			t := newTable()
			for _, r := range units[i].Regions() {
				d.simplifyRegion(t, r)
			}
			for _, o := range d.opsToErase {
				d.rw.EraseOp(o)
			}
			changed[i] = len(d.opsToErase) > 0
		})
		for _, c := range changed {
			if c {
				return true
			}
		}
		return false
	}
	d := &driver{rw: rw}
	t := newTable()
	for _, r := range op.Regions() {
		d.simplifyRegion(t, r)
	}
	for _, o := range d.opsToErase {
		rw.EraseOp(o)
	}
	return len(d.opsToErase) > 0
}

// independentOps returns the ops of op's body when cse over op would only
// simplify the regions of each on its own: op has one block whose ops
// are isolated from above, so that each gets a table of its own, and
// declare no memory effects, so that none is merged with another. Those
// ops' regions are then simplified in parallel, with the same result. It
// returns nil when cse must walk op as a whole.
func independentOps(op *ir.Operation) []*ir.Operation {
	if op.NumRegions() != 1 || op.Region(0).NumBlocks() != 1 {
		return nil
	}
	var units []*ir.Operation
	for o := op.Region(0).First().First(); o != nil; o = o.Next() {
		if !o.IsRegistered() || !o.HasTrait(ir.IsolatedFromAbove) || o.HasEffectInterface() ||
			o.HasTrait(ir.RecursiveMemoryEffects) || o.HasTrait(ir.Terminator) {
			return nil
		}
		units = append(units, o)
	}
	if len(units) < 2 {
		return nil
	}
	return units
}

type driver struct {
	rw         *rewrite.Rewriter
	opsToErase []*ir.Operation
}

// table is MLIR's ScopedHashTable of ops: lookups find the latest visible
// op equivalent to the one given; closing a scope drops what was inserted
// since it opened.
type table struct {
	seed    maphash.Seed
	buckets map[uint64][]*ir.Operation
	// added lists the hashes inserted, and marks where each open scope
	// began.
	added  []uint64
	scopes []int
}

func newTable() *table {
	return &table{seed: maphash.MakeSeed(), buckets: map[uint64][]*ir.Operation{}}
}

func (t *table) open() { t.scopes = append(t.scopes, len(t.added)) }

func (t *table) close() {
	start := t.scopes[len(t.scopes)-1]
	t.scopes = t.scopes[:len(t.scopes)-1]
	for i := len(t.added) - 1; i >= start; i-- {
		h := t.added[i]
		b := t.buckets[h]
		if len(b) == 1 {
			delete(t.buckets, h)
		} else {
			t.buckets[h] = b[:len(b)-1]
		}
	}
	t.added = t.added[:start]
}

func (t *table) lookup(op *ir.Operation) *ir.Operation {
	b := t.buckets[t.hash(op)]
	for i := len(b) - 1; i >= 0; i-- {
		if b[i] == op || equivalent(b[i], op) {
			return b[i]
		}
	}
	return nil
}

func (t *table) insert(op *ir.Operation) {
	h := t.hash(op)
	t.buckets[h] = append(t.buckets[h], op)
	t.added = append(t.added, h)
}

// hash is OperationEquivalence::computeHash with operands hashed by
// identity, results ignored and locations ignored: the name, the
// discardable attributes, the properties, the result types and the
// operands.
func (t *table) hash(op *ir.Operation) uint64 {
	var h maphash.Hash
	h.SetSeed(t.seed)
	maphash.WriteComparable(&h, op.OpName())
	maphash.WriteComparable(&h, op.Attrs())
	maphash.WriteComparable(&h, op.Props())
	for _, r := range op.Results() {
		maphash.WriteComparable(&h, r.Type())
	}
	for _, v := range op.Operands() {
		maphash.WriteComparable(&h, v)
	}
	return h.Sum64()
}

// equivalent is OperationEquivalence::isEquivalentTo with IgnoreLocations:
// values of the two ops' regions correspond through the mapping built
// while comparing them.
func equivalent(a, b *ir.Operation) bool {
	var m map[*ir.Value]*ir.Value
	return equivalentOps(a, b, &m, nil)
}

func equivalentOps(a, b *ir.Operation, m *map[*ir.Value]*ir.Value, blocks map[*ir.Block]*ir.Block) bool {
	if a == b {
		return true
	}
	if a.OpName() != b.OpName() || a.Attrs() != b.Attrs() || a.NumRegions() != b.NumRegions() ||
		a.NumSuccessors() != b.NumSuccessors() || a.NumOperands() != b.NumOperands() ||
		a.NumResults() != b.NumResults() || a.Props() != b.Props() {
		return false
	}
	for i := 0; i < a.NumOperands(); i++ {
		x, y := a.Operand(i), b.Operand(i)
		if x == y {
			continue
		}
		if x.Type() != y.Type() || *m == nil || (*m)[x] != y {
			return false
		}
	}
	for i := 0; i < a.NumResults(); i++ {
		x, y := a.Result(i), b.Result(i)
		if x.Type() != y.Type() {
			return false
		}
		mark(m, x, y)
	}
	for i, r := range a.Regions() {
		if !equivalentRegions(r, b.Region(i), m) {
			return false
		}
	}
	return true
}

// mark records that x and y correspond, keeping the first correspondence
// of x (a DenseMap insert).
func mark(m *map[*ir.Value]*ir.Value, x, y *ir.Value) {
	if *m == nil {
		*m = map[*ir.Value]*ir.Value{}
	}
	if _, ok := (*m)[x]; !ok {
		(*m)[x] = y
	}
}

// equivalentRegions is OperationEquivalence::isRegionEquivalentTo: the
// blocks pairwise, with their arguments, ops and successors.
func equivalentRegions(a, b *ir.Region, m *map[*ir.Value]*ir.Value) bool {
	blocks := map[*ir.Block]*ir.Block{}
	mapBlock := func(x, y *ir.Block) bool {
		if got, ok := blocks[x]; ok {
			return got == y
		}
		blocks[x] = y
		return true
	}
	x, y := a.First(), b.First()
	for ; x != nil && y != nil; x, y = x.Next(), y.Next() {
		if x.NumArgs() != y.NumArgs() || !mapBlock(x, y) {
			return false
		}
		for i := 0; i < x.NumArgs(); i++ {
			if x.Arg(i).Type() != y.Arg(i).Type() {
				return false
			}
			mark(m, x.Arg(i), y.Arg(i))
		}
		p, q := x.First(), y.First()
		for ; p != nil && q != nil; p, q = p.Next(), q.Next() {
			if !equivalentOps(p, q, m, blocks) {
				return false
			}
			for i := 0; i < p.NumSuccessors(); i++ {
				if !mapBlock(p.Successor(i), q.Successor(i)) {
					return false
				}
			}
		}
		if p != nil || q != nil {
			return false
		}
	}
	return x == nil && y == nil
}

func (d *driver) simplifyRegion(t *table, r *ir.Region) {
	if r.Empty() {
		return
	}
	ssa := ir.HasSSADominance(r)
	if r.HasOneBlock() {
		t.open()
		d.simplifyBlock(t, r.First(), ssa)
		t.close()
		return
	}
	if !ssa {
		return
	}
	ir.NewDomTree(r).Walk(func(b *ir.Block) {
		t.open()
		d.simplifyBlock(t, b, ssa)
	}, func(*ir.Block) { t.close() })
}

func (d *driver) simplifyBlock(t *table, b *ir.Block, ssa bool) {
	for op := b.First(); op != nil; op = op.Next() {
		if op.NumRegions() != 0 {
			// Regions of an op isolated from above (or that might be:
			// an unregistered op) get a table of their own, so that no
			// value from outside is substituted into them.
			if !op.IsRegistered() || op.HasTrait(ir.IsolatedFromAbove) {
				nested := newTable()
				for _, r := range op.Regions() {
					d.simplifyRegion(nested, r)
				}
			} else {
				for _, r := range op.Regions() {
					d.simplifyRegion(t, r)
				}
			}
		}
		d.simplifyOperation(t, op, ssa)
	}
}

func (d *driver) simplifyOperation(t *table, op *ir.Operation, ssa bool) bool {
	if op.HasTrait(ir.Terminator) {
		return false
	}
	if ir.IsOpTriviallyDead(op) {
		d.opsToErase = append(d.opsToErase, op)
		return true
	}
	for _, r := range op.Regions() {
		if r.NumBlocks() > 1 {
			return false
		}
	}
	if !ir.IsMemoryEffectFree(op) {
		effects, ok := op.Effects()
		if !ok || !onlyReads(effects) {
			return false
		}
		if existing := t.lookup(op); existing != nil && existing.Block() == op.Block() &&
			!writesBetween(existing, op) {
			d.replaceUsesAndDelete(t, op, existing, ssa)
			return true
		}
		t.insert(op)
		return false
	}
	if existing := t.lookup(op); existing != nil {
		d.replaceUsesAndDelete(t, op, existing, ssa)
		return true
	}
	t.insert(op)
	return false
}

// onlyReads is MemoryEffectOpInterface::onlyHasEffect<Read>: some
// effect, and all of them reads (an op declaring no effect of its own but
// with recursive effects of nested writers is not merged).
func onlyReads(effects []ir.EffectInstance) bool {
	if len(effects) == 0 {
		return false
	}
	for _, e := range effects {
		if e.Kind != ir.EffectRead {
			return false
		}
	}
	return true
}

// writesBetween reports whether an op strictly between from and to (in
// one block) may write memory: it writes, or its effects are unknown.
func writesBetween(from, to *ir.Operation) bool {
	for n := from.Next(); n != nil && n != to; n = n.Next() {
		effects, ok := ir.EffectsRecursively(n)
		if !ok {
			return true
		}
		for _, e := range effects {
			if e.Kind == ir.EffectWrite {
				return true
			}
		}
	}
	return false
}

// replaceUsesAndDelete replaces op's uses by existing's results and marks
// op for erasure. Where values need not dominate their uses, only the
// uses in ops not yet visited are replaced, and op is erased only when no
// use is left.
func (d *driver) replaceUsesAndDelete(t *table, op, existing *ir.Operation, ssa bool) {
	if ssa {
		for i, r := range op.Results() {
			d.rw.ReplaceAllUsesWith(r, existing.Result(i))
		}
		d.opsToErase = append(d.opsToErase, op)
	} else {
		visited := func(u *ir.OpOperand) bool { return t.lookup(u.Owner()) == nil }
		for i, r := range op.Results() {
			d.rw.ReplaceUsesWithIf(r, existing.Result(i), visited)
		}
		used := false
		for _, r := range op.Results() {
			used = used || r.HasUses()
		}
		if !used {
			d.opsToErase = append(d.opsToErase, op)
		}
	}
	unknown := op.Context().Unknown()
	if existing.Loc() == unknown && op.Loc() != unknown {
		existing.SetLoc(op.Loc())
	}
}
