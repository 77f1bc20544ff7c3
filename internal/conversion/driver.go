package conversion

import (
	"sort"

	"gpuc/internal/asm"
	"gpuc/internal/ir"
)

// Pattern rewrites one kind of op (Root; "" matches any op). Rewrite gets
// the op's operands as remapped values (converted to Converter's types
// when Converter is set) and returns nil on success or an error (ErrNoMatch
// or NoMatch) when it does not apply; it must then have changed nothing
// through rw that it does not expect to be rolled back.
type Pattern struct {
	Name      string
	Root      string
	Benefit   int
	Converter *TypeConverter
	// BoundedRecursion allows the pattern to apply to ops it created.
	BoundedRecursion bool
	Rewrite          func(op *ir.Operation, operands []*ir.Value, rw *Rewriter) error
}

// Config tunes a conversion.
type Config struct {
	// BuildMaterializations false leaves unresolved casts in place.
	NoMaterializations bool
}

type legalizer struct {
	*FrozenPatterns
	applied ir.PtrMap[Pattern, struct{}]
	folder  *ir.Builder
	s       *state
	rw      *Rewriter
}

// FrozenPatterns are a target and the patterns it needs, ordered for the
// driver once (MLIR's FrozenRewritePatternSet with the legalizer's cost
// model), for passes that convert many ops with the same set.
type FrozenPatterns struct {
	target *Target
	byRoot map[string][]*Pattern
	anyOp  []*Pattern
}

// Freeze orders patterns for conversions to target: by root, patterns of
// ops the target always accepts dropped, by decreasing benefit.
func Freeze(target *Target, patterns []*Pattern) *FrozenPatterns {
	f := &FrozenPatterns{target: target, byRoot: map[string][]*Pattern{}}
	for _, p := range patterns {
		if p.Root == "" {
			f.anyOp = append(f.anyOp, p)
			continue
		}
		if target.isAlwaysLegal(p.Root) {
			continue
		}
		f.byRoot[p.Root] = append(f.byRoot[p.Root], p)
	}
	for _, ps := range f.byRoot {
		sort.SliceStable(ps, func(i, j int) bool { return ps[i].Benefit > ps[j].Benefit })
	}
	sort.SliceStable(f.anyOp, func(i, j int) bool { return f.anyOp[i].Benefit > f.anyOp[j].Benefit })
	return f
}

func newLegalizer(f *FrozenPatterns, s *state) *legalizer {
	l := &legalizer{FrozenPatterns: f, s: s}
	l.rw = &Rewriter{ctx: s.ctx, s: s}
	return l
}

func (l *legalizer) legalize(op *ir.Operation) bool {
	if legal, recursive := l.target.isLegal(op); legal {
		if recursive {
			op.Walk(func(n *ir.Operation) ir.WalkResult {
				if n != op {
					l.s.ignored.insert(n)
				}
				return ir.Advance
			})
		}
		return true
	}
	if l.s.isOpIgnored(op) {
		return true
	}
	if l.legalizeWithFold(op) {
		return true
	}
	return l.legalizeWithPattern(op)
}

func (l *legalizer) legalizeWithFold(op *ir.Operation) bool {
	sn := l.s.snapshot()
	// One builder serves every fold (tried on every op).
	if l.folder == nil {
		l.folder = ir.NewBuilder(l.s.ctx)
	}
	b := l.folder
	b.SetInsertionPoint(op)
	values, created, ok := b.TryFold(op)
	if !ok {
		return false
	}
	if len(values) == 0 {
		// Folded in place: the op changed, legalize it again.
		return l.legalize(op)
	}
	for _, c := range created {
		l.s.rewrites.push(createOpRewrite{op: c})
	}
	l.rw.ReplaceOp(op, values...)
	for i := sn.rewrites; i < l.s.rewrites.len(); i++ {
		if c, ok := l.s.rewrites.at(i).(createOpRewrite); ok {
			if !l.legalize(c.op) {
				l.s.reset(sn)
				return false
			}
		}
	}
	return true
}

func (l *legalizer) legalizeWithPattern(op *ir.Operation) bool {
	sn := l.s.snapshot()
	try := func(p *Pattern) bool {
		if !p.BoundedRecursion {
			if l.applied.Has(p) {
				return false
			}
			l.applied.Put(p, struct{}{})
		}
		ok := l.apply(p, op, sn)
		l.applied.Delete(p)
		return ok
	}
	for _, p := range l.byRoot[op.Name()] {
		if try(p) {
			return true
		}
	}
	for _, p := range l.anyOp {
		if try(p) {
			return true
		}
	}
	return false
}

func (l *legalizer) apply(p *Pattern, op *ir.Operation, sn snapshot) bool {
	saved := l.s.currentTC
	l.s.currentTC = p.Converter
	defer func() { l.s.currentTC = saved }()
	operands, ok := l.s.remapOperands(op)
	if ok {
		l.rw.SetInsertionPoint(op)
		ok = p.Rewrite(op, operands, l.rw) == nil
	}
	if !ok {
		l.s.reset(sn)
		return false
	}
	if !l.legalizePatternResult(op, sn) {
		l.s.reset(sn)
		return false
	}
	return true
}

func (l *legalizer) legalizePatternResult(op *ir.Operation, sn snapshot) bool {
	end := l.s.rewrites.len()
	// Blocks the pattern created or moved outside op get their argument
	// types converted, or their parent op legalized again.
	var ignore map[*ir.Operation]bool
	for i := sn.rewrites; i < end; i++ {
		var b *ir.Block
		switch r := l.s.rewrites.at(i).(type) {
		case *createBlockRewrite:
			b = r.block
		case *inlineBlockRewrite:
			b = r.dest
		case *moveBlockRewrite:
			b = r.block
		case *splitBlockRewrite:
			b = r.block
		default:
			continue
		}
		parent := b.ParentOp()
		if parent == nil || parent == op || b.NumArgs() == 0 {
			continue
		}
		if tc := l.s.regionTC[b.Parent()]; tc != nil {
			if _, ok := l.s.convertBlockSignature(b, tc, nil); !ok {
				return false
			}
			continue
		}
		if ignore == nil {
			ignore = map[*ir.Operation]bool{}
			for j := sn.rewrites; j < l.s.rewrites.len(); j++ {
				if c, ok := l.s.rewrites.at(j).(createOpRewrite); ok {
					ignore[c.op] = true
				}
			}
		}
		if !ignore[parent] {
			ignore[parent] = true
			if !l.legalize(parent) {
				return false
			}
		}
	}
	for i := sn.rewrites; i < end; i++ {
		if m, ok := l.s.rewrites.at(i).(*modifyOpRewrite); ok {
			if !l.legalize(m.op) {
				return false
			}
		}
	}
	for i := sn.rewrites; i < end; i++ {
		if c, ok := l.s.rewrites.at(i).(createOpRewrite); ok {
			if !l.legalize(c.op) {
				return false
			}
		}
	}
	return true
}

// ApplyPartialConversion converts the ops nested in top (and top itself)
// with patterns, leaving ops that no pattern legalizes as they are unless
// the target marks them illegal. On failure the IR is left unchanged and
// the error is a located diagnostic.
func ApplyPartialConversion(top *ir.Operation, target *Target, patterns []*Pattern) error {
	return ApplyPartialConversionFrozen(top, Freeze(target, patterns))
}

// ApplyPartialConversionFrozen is ApplyPartialConversion with patterns
// frozen beforehand.
func ApplyPartialConversionFrozen(top *ir.Operation, f *FrozenPatterns) error {
	target := f.target
	s := newState(top.Context())
	defer s.release()
	l := newLegalizer(f, s)

	toConvert := s.toConvert[:0]
	defer func() { clear(toConvert); s.toConvert = toConvert[:0] }()
	var walk func(op *ir.Operation)
	walk = func(op *ir.Operation) {
		toConvert = append(toConvert, op)
		if legal, recursive := target.isLegal(op); legal && recursive {
			return
		}
		for _, r := range op.Regions() {
			forEachBlockDFS(r, func(b *ir.Block) {
				for o := b.First(); o != nil; o = o.Next() {
					walk(o)
				}
			})
		}
	}
	walk(top)

	for _, op := range toConvert {
		if !l.legalize(op) && l.target.isIllegal(op) {
			d := op.EmitError("failed to legalize operation '%s' that was explicitly marked illegal", op.Name())
			snapshotOps(d)
			s.undo(0)
			return d
		}
	}
	if err := l.finalize(); err != nil {
		if d, ok := err.(*ir.Diagnostic); ok {
			snapshotOps(d)
		}
		s.undo(0)
		return err
	}
	s.applyRewrites()
	return nil
}

// snapshotOps renders the ops a diagnostic and its notes are about before
// the conversion rolls back, as MLIR prints them when it emits the
// diagnostic.
func snapshotOps(d *ir.Diagnostic) {
	if d.Op != nil && d.OpText == "" && d.Op.Context().PrintOp != nil {
		d.OpText = d.Op.Context().PrintOp(d.Op)
	}
	for _, n := range d.Notes {
		snapshotOps(n)
	}
}

// forEachBlockDFS visits the blocks of r reachable from the entry block in
// depth-first pre-order, successors in order (MLIR's ForwardDominanceIterator);
// blocks of graph regions are visited in order.
func forEachBlockDFS(r *ir.Region, f func(*ir.Block)) {
	if r.Empty() {
		return
	}
	if op := r.Parent(); op != nil && op.HasTrait(ir.GraphRegions) {
		for b := r.First(); b != nil; b = b.Next() {
			f(b)
		}
		return
	}
	seen := map[*ir.Block]bool{}
	// Iterative DFS as llvm::depth_first: a block is visited when first
	// reached; its successors are explored in order.
	type frame struct {
		b    *ir.Block
		next int
	}
	stack := []frame{{b: r.First()}}
	seen[r.First()] = true
	f(r.First())
	for len(stack) > 0 {
		top := &stack[len(stack)-1]
		term := top.b.Last()
		var succs []*ir.Block
		if term != nil {
			succs = term.Successors()
		}
		if top.next >= len(succs) {
			stack = stack[:len(stack)-1]
			continue
		}
		succ := succs[top.next]
		top.next++
		if succ == nil || seen[succ] {
			continue
		}
		seen[succ] = true
		f(succ)
		stack = append(stack, frame{b: succ})
	}
}

func typeString(ctx *ir.Context, t ir.Type) string { return asm.TypeString(t) }

func opString(ctx *ir.Context, op *ir.Operation) string {
	if ctx.PrintOp != nil {
		return ctx.PrintOp(op)
	}
	return op.Name()
}

// streamString renders op as MLIR streams an op into a diagnostic (the
// live users of conversion errors).
func streamString(ctx *ir.Context, op *ir.Operation) string {
	if ctx.StreamOp != nil {
		return ctx.StreamOp(op)
	}
	return opString(ctx, op)
}
