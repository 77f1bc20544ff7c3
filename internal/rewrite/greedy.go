package rewrite

import (
	"sync"

	"gpuc/internal/ir"
)

// SimplifyLevel is how much region simplification the greedy driver does
// after each round of patterns (MLIR's GreedySimplifyRegionLevel).
type SimplifyLevel uint8

const (
	SimplifyDisabled SimplifyLevel = iota
	// SimplifyNormal erases unreachable blocks and dead code.
	SimplifyNormal
	// SimplifyAggressive also merges identical blocks and drops redundant
	// block arguments (MLIR 19's default).
	SimplifyAggressive
)

// Strictness limits which ops the driver puts on its worklist (MLIR's
// GreedyRewriteStrictness).
type Strictness uint8

const (
	AnyOp Strictness = iota
	ExistingAndNewOps
	ExistingOps
)

// NoLimit is the unlimited value of Config's limits.
const NoLimit = -1

// Config tunes the greedy driver (MLIR's GreedyRewriteConfig).
type Config struct {
	// TopDown populates the worklist in pre-order instead of post-order.
	TopDown bool
	// RegionSimplify is the level of region simplification.
	RegionSimplify SimplifyLevel
	// MaxIterations bounds the rounds (NoLimit for none).
	MaxIterations int
	// MaxNumRewrites bounds the pattern applications per round (NoLimit
	// for none).
	MaxNumRewrites int
	Strict         Strictness
	// Listener, when set, is told of every change too.
	Listener Listener
}

// DefaultConfig is MLIR 19's default GreedyRewriteConfig.
func DefaultConfig() Config {
	return Config{RegionSimplify: SimplifyAggressive, MaxIterations: 10, MaxNumRewrites: NoLimit}
}

// worklist is MLIR's Worklist: a stack of ops without duplicates whose
// removed entries are left as holes.
type worklist struct {
	list []*ir.Operation
	pos  ir.PtrMap[ir.Operation, int]
}

func (w *worklist) clear() {
	w.list = w.list[:0]
	w.pos.Clear()
}

func (w *worklist) empty() bool {
	for _, op := range w.list {
		if op != nil {
			return false
		}
	}
	return true
}

func (w *worklist) push(op *ir.Operation) {
	if w.pos.Has(op) {
		return
	}
	w.pos.Put(op, len(w.list))
	w.list = append(w.list, op)
}

func (w *worklist) pop() *ir.Operation {
	for w.list[len(w.list)-1] == nil {
		w.list = w.list[:len(w.list)-1]
	}
	op := w.list[len(w.list)-1]
	w.list = w.list[:len(w.list)-1]
	w.pos.Delete(op)
	for len(w.list) > 0 && w.list[len(w.list)-1] == nil {
		w.list = w.list[:len(w.list)-1]
	}
	return op
}

func (w *worklist) remove(op *ir.Operation) {
	if i, ok := w.pos.Get(op); ok {
		w.list[i] = nil
		w.pos.Delete(op)
	}
}

func (w *worklist) reverse() {
	for i, j := 0, len(w.list)-1; i < j; i, j = i+1, j-1 {
		w.list[i], w.list[j] = w.list[j], w.list[i]
	}
	for i, op := range w.list {
		if op != nil {
			w.pos.Put(op, i)
		}
	}
}

// driver is MLIR's GreedyPatternRewriteDriver.
type driver struct {
	rw       *Rewriter
	patterns *PatternSet
	cfg      Config
	scope    *ir.Region
	work     worklist
	filtered ir.PtrMap[ir.Operation, struct{}]
}

func newDriver(ctx *ir.Context, patterns *PatternSet, cfg Config) *driver {
	d := &driver{patterns: patterns, cfg: cfg}
	d.work = *worklists.Get().(*worklist)
	d.rw = NewRewriter(ctx, d)
	return d
}

// worklists holds emptied worklists for the next driver: a pass runs the
// driver once per module of a large file.
var worklists = sync.Pool{New: func() any { return &worklist{} }}

// release returns the driver's worklist, emptied (no op kept alive), to
// the pool; that of a large run is dropped.
func (d *driver) release() {
	w := d.work
	d.work = worklist{}
	if cap(w.list) > 1<<14 || w.pos.Cap() > 1<<15 {
		return
	}
	clear(w.list[:cap(w.list)])
	w.list = w.list[:0]
	w.pos.Clear()
	worklists.Put(&w)
}

func (d *driver) addSingle(op *ir.Operation) {
	if d.cfg.Strict == AnyOp || d.filtered.Has(op) {
		d.work.push(op)
	}
}

// addToWorklist adds op and its ancestors up to the scope, outermost
// last, when op is inside the scope.
func (d *driver) addToWorklist(op *ir.Operation) {
	var ancestors []*ir.Operation
	for {
		ancestors = append(ancestors, op)
		region := op.ParentRegion()
		if region == d.scope {
			for _, a := range ancestors {
				d.addSingle(a)
			}
			return
		}
		if region == nil {
			return
		}
		op = region.Parent()
		if op == nil {
			return
		}
	}
}

func (d *driver) NotifyOperationInserted(op *ir.Operation) {
	if d.cfg.Listener != nil {
		d.cfg.Listener.NotifyOperationInserted(op)
	}
	if d.cfg.Strict == ExistingAndNewOps {
		d.filtered.Put(op, struct{}{})
	}
	d.addToWorklist(op)
}

func (d *driver) NotifyOperationModified(op *ir.Operation) {
	if d.cfg.Listener != nil {
		d.cfg.Listener.NotifyOperationModified(op)
	}
	d.addToWorklist(op)
}

func (d *driver) NotifyOperationReplaced(op *ir.Operation, values []*ir.Value) {
	if d.cfg.Listener != nil {
		d.cfg.Listener.NotifyOperationReplaced(op, values)
	}
}

func (d *driver) NotifyOperationErased(op *ir.Operation) {
	if d.cfg.Listener != nil {
		d.cfg.Listener.NotifyOperationErased(op)
	}
	d.addOperandsToWorklist(op)
	d.work.remove(op)
	if d.cfg.Strict != AnyOp {
		d.filtered.Delete(op)
	}
}

func (d *driver) NotifyBlockInserted(b *ir.Block) {
	if d.cfg.Listener != nil {
		d.cfg.Listener.NotifyBlockInserted(b)
	}
}

func (d *driver) NotifyBlockErased(b *ir.Block) {
	if d.cfg.Listener != nil {
		d.cfg.Listener.NotifyBlockErased(b)
	}
}

// addOperandsToWorklist adds the defining ops of op's operands that have
// at most one user besides op: once op is gone they may be dead or
// simplify.
func (d *driver) addOperandsToWorklist(op *ir.Operation) {
	for _, v := range op.Operands() {
		if v == nil {
			continue
		}
		def := v.DefiningOp()
		if def == nil {
			continue
		}
		var other *ir.Operation
		more := false
		for u := range v.Uses {
			user := u.Owner()
			if user == op || user == other {
				continue
			}
			if other == nil {
				other = user
				continue
			}
			more = true
			break
		}
		if more {
			continue
		}
		d.addToWorklist(def)
	}
}

// processWorklist erases dead ops, folds and applies patterns until the
// worklist is empty or the rewrite limit is reached; it reports whether
// anything changed.
func (d *driver) processWorklist() bool {
	changed := false
	numRewrites := 0
	for !d.work.empty() && (d.cfg.MaxNumRewrites == NoLimit || numRewrites < d.cfg.MaxNumRewrites) {
		op := d.work.pop()
		if ir.IsOpTriviallyDead(op) {
			d.rw.EraseOp(op)
			changed = true
			continue
		}
		if !op.HasTrait(ir.ConstantLike) {
			if res, ok := op.Fold(); ok {
				if len(res) == 0 {
					d.NotifyOperationModified(op)
					changed = true
					continue
				}
				if d.replaceFolded(op, res) {
					changed = true
					continue
				}
			}
		}
		if d.patterns.matchAndRewrite(op, d.rw) {
			changed = true
			numRewrites++
		}
	}
	return changed
}

// replaceFolded replaces op by its fold results, materializing constants
// before it through its dialect; it reports false, having erased what it
// created, when a constant cannot be materialized.
func (d *driver) replaceFolded(op *ir.Operation, res []ir.FoldResult) bool {
	ip := d.rw.SaveInsertionPoint()
	defer d.rw.RestoreInsertionPoint(ip)
	d.rw.SetInsertionPoint(op)
	var repl []*ir.Value
	dialect := op.Dialect()
	for i, r := range res {
		if r.Value != nil {
			repl = append(repl, r.Value)
			continue
		}
		var cst *ir.Operation
		if dialect != nil && dialect.MaterializeConstant != nil {
			b := ir.NewBuilder(d.rw.Ctx)
			cst = dialect.MaterializeConstant(b, r.Attr, op.Result(i).Type(), op.Loc())
		}
		if cst == nil {
			seen := map[*ir.Operation]bool{}
			for _, v := range repl {
				if def := v.DefiningOp(); def != nil && !seen[def] {
					seen[def] = true
					d.rw.EraseOp(def)
				}
			}
			return false
		}
		d.rw.Insert(cst)
		repl = append(repl, cst.Result(0))
	}
	d.rw.ReplaceOp(op, repl...)
	return true
}

// ApplyPatternsAndFoldGreedily simplifies every region of op with patterns
// (MLIR's applyPatternsAndFoldGreedily on an op): per region, rounds of
// constant uniquing, folding, dead-op erasure and pattern application over
// a worklist, then region simplification, until nothing changes or the
// iteration limit is reached. It reports whether every region converged.
func ApplyPatternsAndFoldGreedily(op *ir.Operation, patterns *PatternSet, cfg Config) bool {
	converged := true
	for _, r := range op.Regions() {
		if !ApplyPatternsAndFoldGreedilyRegion(r, patterns, cfg) {
			converged = false
		}
	}
	return converged
}

// ApplyPatternsAndFoldGreedilyRegion is ApplyPatternsAndFoldGreedily on
// one region, whose parent must be isolated from above.
func ApplyPatternsAndFoldGreedilyRegion(region *ir.Region, patterns *PatternSet, cfg Config) bool {
	ctx := region.Parent().Context()
	d := newDriver(ctx, patterns, cfg)
	defer d.release()
	d.scope = region
	if cfg.Strict != AnyOp {
		walkRegionPost(region, func(o *ir.Operation) { d.filtered.Put(o, struct{}{}) })
	}
	cont := false
	iteration := 0
	for {
		iteration++
		if cfg.MaxIterations != NoLimit && iteration > cfg.MaxIterations {
			break
		}
		d.work.clear()
		folder := NewFolder(ctx, d)
		known := func(o *ir.Operation) bool {
			if !o.HasTrait(ir.ConstantLike) {
				return false
			}
			v := ir.ConstantValue(o.Result(0))
			if v == nil {
				return false
			}
			return !folder.InsertKnownConstant(o, v)
		}
		if !cfg.TopDown {
			walkRegionPost(region, func(o *ir.Operation) {
				if !known(o) {
					d.addToWorklist(o)
				}
			})
		} else {
			walkRegionPre(region, func(o *ir.Operation) bool {
				if !known(o) {
					d.addToWorklist(o)
					return true
				}
				return false
			})
			d.work.reverse()
		}
		cont = d.processWorklist()
		if cfg.RegionSimplify != SimplifyDisabled {
			if SimplifyRegions(d.rw, []*ir.Region{region}, cfg.RegionSimplify == SimplifyAggressive) {
				cont = true
			}
		}
		if !cont {
			break
		}
	}
	return !cont
}

// walkRegionPost visits the ops of region in post-order, each op's next
// sibling taken before the op is visited (MLIR's Region::walk).
func walkRegionPost(region *ir.Region, f func(*ir.Operation)) {
	for b := region.First(); b != nil; b = b.Next() {
		for o := b.First(); o != nil; {
			next := o.Next()
			for _, r := range o.Regions() {
				walkRegionPost(r, f)
			}
			f(o)
			o = next
		}
	}
}

// walkRegionPre visits the ops of region in pre-order; f returning false
// skips the op's regions.
func walkRegionPre(region *ir.Region, f func(*ir.Operation) bool) {
	for b := region.First(); b != nil; b = b.Next() {
		for o := b.First(); o != nil; {
			next := o.Next()
			if f(o) {
				for _, r := range o.Regions() {
					walkRegionPre(r, f)
				}
			}
			o = next
		}
	}
}
