package rewrite

import (
	"fmt"
	"sync"

	"gpuc/internal/ir"
)

// SimplifyRegions erases unreachable blocks and dead code in regions and,
// with mergeBlocks, merges identical blocks and drops block arguments
// every predecessor passes the same value to (MLIR's simplifyRegions). It
// reports whether anything changed.
func SimplifyRegions(rw *Rewriter, regions []*ir.Region, mergeBlocks bool) bool {
	erasedBlocks := EraseUnreachableBlocks(rw, regions)
	erasedOps := RunRegionDCE(rw, regions)
	merged, dropped := false, false
	if mergeBlocks {
		merged = mergeIdenticalBlocks(rw, regions)
		dropped = dropRedundantArguments(rw, regions)
	}
	return erasedBlocks || erasedOps || merged || dropped
}

// EraseUnreachableBlocks erases the blocks that the entry block of their
// region does not reach, in regions and the regions nested in them.
func EraseUnreachableBlocks(rw *Rewriter, regions []*ir.Region) bool {
	erased := false
	var work []*ir.Region
	work = append(work, regions...)
	for len(work) > 0 {
		r := work[len(work)-1]
		work = work[:len(work)-1]
		if r.Empty() {
			continue
		}
		if r.HasOneBlock() {
			for o := r.First().First(); o != nil; o = o.Next() {
				work = append(work, o.Regions()...)
			}
			continue
		}
		reachable := map[*ir.Block]bool{}
		var dfs []*ir.Block
		reachable[r.First()] = true
		dfs = append(dfs, r.First())
		for len(dfs) > 0 {
			b := dfs[len(dfs)-1]
			dfs = dfs[:len(dfs)-1]
			if t := b.Last(); t != nil {
				for _, s := range t.Successors() {
					if s != nil && !reachable[s] {
						reachable[s] = true
						dfs = append(dfs, s)
					}
				}
			}
		}
		for b := r.First(); b != nil; {
			next := b.Next()
			if !reachable[b] {
				dropAllDefinedValueUses(b)
				rw.EraseBlock(b)
				erased = true
				b = next
				continue
			}
			for o := b.First(); o != nil; o = o.Next() {
				work = append(work, o.Regions()...)
			}
			b = next
		}
	}
	return erased
}

// dropAllDefinedValueUses drops the uses of b's arguments and of the
// results of the ops in it and nested in them, and the ops' own operands
// (MLIR's Block::dropAllDefinedValueUses).
func dropAllDefinedValueUses(b *ir.Block) {
	for _, a := range b.Args() {
		dropAllUses(a)
	}
	for o := b.First(); o != nil; o = o.Next() {
		o.Walk(func(n *ir.Operation) ir.WalkResult {
			for _, r := range n.Results() {
				dropAllUses(r)
			}
			return ir.Advance
		})
		o.DropAllReferences()
	}
}

var liveMaps = sync.Pool{New: func() any { return &liveMap{} }}

// liveMap records the values and ops proven live (RegionUtils' LiveMap):
// an op result is live when its op is.
type liveMap struct {
	changed bool
	values  ir.PtrMap[ir.Value, struct{}]
	ops     ir.PtrMap[ir.Operation, struct{}]
}

func (m *liveMap) valueLive(v *ir.Value) bool {
	if def := v.DefiningOp(); def != nil {
		return m.ops.Has(def)
	}
	return m.values.Has(v)
}

func (m *liveMap) setValueLive(v *ir.Value) {
	if def := v.DefiningOp(); def != nil {
		m.setOpLive(def)
		return
	}
	if !m.values.Has(v) {
		m.values.Put(v, struct{}{})
		m.changed = true
	}
}

func (m *liveMap) setOpLive(op *ir.Operation) {
	if !m.ops.Has(op) {
		m.ops.Put(op, struct{}{})
		m.changed = true
	}
}

func isUseSpeciallyKnownDead(u *ir.OpOperand, m *liveMap) bool {
	owner := u.Owner()
	if owner.HasTrait(ir.Terminator) && IsBranch(owner) {
		if arg := successorArgument(owner, u.Index()); arg != nil {
			return !m.valueLive(arg)
		}
	}
	return false
}

func processValue(v *ir.Value, m *liveMap) {
	for u := range v.Uses {
		if isUseSpeciallyKnownDead(u, m) {
			continue
		}
		if m.ops.Has(u.Owner()) {
			m.setValueLive(v)
			return
		}
	}
}

func propagateTerminatorLiveness(op *ir.Operation, m *liveMap) {
	m.setOpLive(op)
	// Without BranchOpInterface nothing is known of what the successors'
	// arguments get; the branches of gpuc's dialects produce none of their
	// successor operands, so there is nothing more to mark for them.
	if !IsBranch(op) {
		for _, s := range op.Successors() {
			for _, a := range s.Args() {
				m.setValueLive(a)
			}
		}
	}
}

func propagateOpLiveness(op *ir.Operation, m *liveMap) {
	for _, r := range op.Regions() {
		propagateRegionLiveness(r, m)
	}
	if op.HasTrait(ir.Terminator) {
		propagateTerminatorLiveness(op, m)
		return
	}
	if m.ops.Has(op) {
		return
	}
	if !ir.WouldOpBeTriviallyDead(op) {
		m.setOpLive(op)
		return
	}
	for _, r := range op.Results() {
		processValue(r, m)
	}
}

func propagateRegionLiveness(r *ir.Region, m *liveMap) {
	if r.Empty() {
		return
	}
	for _, b := range postOrder(r.First()) {
		for o := b.Last(); o != nil; o = o.Prev() {
			propagateOpLiveness(o, m)
		}
		if b.IsEntry() {
			continue
		}
		for _, a := range b.Args() {
			if !m.valueLive(a) {
				processValue(a, m)
			}
		}
	}
}

func eraseTerminatorSuccessorOperands(t *ir.Operation, m *liveMap) {
	if t == nil || !IsBranch(t) {
		return
	}
	for succ := t.NumSuccessors() - 1; succ >= 0; succ-- {
		s := t.Successor(succ)
		n := len(SuccessorOperands(t, succ))
		for arg := n - 1; arg >= 0; arg-- {
			if !m.valueLive(s.Arg(arg)) {
				EraseSuccessorOperand(t, succ, arg)
			}
		}
	}
}

func deleteDeadness(rw *Rewriter, regions []*ir.Region, m *liveMap) bool {
	erased := false
	for _, r := range regions {
		if r.Empty() {
			continue
		}
		single := r.HasOneBlock()
		for _, b := range postOrder(r.First()) {
			if !single {
				eraseTerminatorSuccessorOperands(b.Terminator(), m)
			}
			for o := b.Last(); o != nil; {
				prev := o.Prev()
				if !m.ops.Has(o) {
					erased = true
					for _, res := range o.Results() {
						dropAllUses(res)
					}
					rw.EraseOp(o)
				} else if deleteDeadness(rw, o.Regions(), m) {
					erased = true
				}
				o = prev
			}
		}
		for b := r.First().Next(); b != nil; b = b.Next() {
			for i := b.NumArgs() - 1; i >= 0; i-- {
				if !m.valueLive(b.Arg(i)) {
					b.EraseArg(i)
				}
			}
		}
	}
	return erased
}

// RunRegionDCE erases the ops and non-entry block arguments of regions
// that no live op uses, after an optimistic liveness fixpoint (MLIR's
// runRegionDCE: dead cycles go too).
func RunRegionDCE(rw *Rewriter, regions []*ir.Region) bool {
	// The tables are reused from run to run (a pass runs this once per
	// module of a large file); they are cleared before going back, so that
	// they keep no erased op alive.
	m := liveMaps.Get().(*liveMap)
	defer func() {
		if m.values.Cap()+m.ops.Cap() > 1<<15 {
			*m = liveMap{} // a large run's tables are not kept
		} else {
			m.values.Clear()
			m.ops.Clear()
			m.changed = false
		}
		liveMaps.Put(m)
	}()
	for {
		m.changed = false
		for _, r := range regions {
			propagateRegionLiveness(r, m)
		}
		if !m.changed {
			break
		}
	}
	return deleteDeadness(rw, regions, m)
}

// blockData is what block merging knows of a block (RegionUtils'
// BlockEquivalenceData): the order index of each value defined in it.
type blockData struct {
	block *ir.Block
	order map[*ir.Operation]int
}

func newBlockData(b *ir.Block) *blockData {
	d := &blockData{block: b, order: map[*ir.Operation]int{}}
	n := b.NumArgs()
	for o := b.First(); o != nil; o = o.Next() {
		if k := o.NumResults(); k > 0 {
			d.order[o] = n
			n += k
		}
	}
	return d
}

func (d *blockData) orderOf(v *ir.Value) int {
	if v.IsBlockArgument() {
		return v.Index()
	}
	return d.order[v.DefiningOp()] + v.Index()
}

// parentBlock is the block a value is defined in.
func parentBlock(v *ir.Value) *ir.Block { return v.OwnerBlock() }

type operandPos struct{ op, operand int }

type mergeCluster struct {
	leader   *blockData
	toMerge  []*ir.Block
	operands map[operandPos]bool
}

// equivalentOps is OperationEquivalence::isEquivalentTo with operands left
// to the caller (ignoreValueEquivalence) and locations ignored.
func equivalentOps(a, b *ir.Operation) bool {
	if a == b {
		return true
	}
	if a.Name() != b.Name() || a.Attrs() != b.Attrs() || a.NumRegions() != b.NumRegions() ||
		a.NumSuccessors() != b.NumSuccessors() || a.NumOperands() != b.NumOperands() ||
		a.NumResults() != b.NumResults() || a.Props() != b.Props() {
		return false
	}
	for i := 0; i < a.NumOperands(); i++ {
		x, y := a.Operand(i), b.Operand(i)
		if x != y && x.Type() != y.Type() {
			return false
		}
	}
	for i := 0; i < a.NumResults(); i++ {
		if a.Result(i).Type() != b.Result(i).Type() {
			return false
		}
	}
	for i, r := range a.Regions() {
		if !r.Empty() || !b.Region(i).Empty() {
			// Blocks with non-empty regions are never merged.
			return false
		}
	}
	return true
}

func usedOutsideOfBlock(op *ir.Operation, b *ir.Block) bool {
	for _, r := range op.Results() {
		for u := range r.Uses {
			if u.Owner().Block() != b {
				return true
			}
		}
	}
	return false
}

func hasPredecessor(b, pred *ir.Block) bool {
	for p := range b.Predecessors {
		if p.Owner().Block() == pred {
			return true
		}
	}
	return false
}

func (c *mergeCluster) add(d *blockData) bool {
	lb, mb := c.leader.block, d.block
	if !typesEq(lb.ArgTypes(), mb.ArgTypes()) {
		return false
	}
	var mismatched []operandPos
	l, r := lb.First(), mb.First()
	for opI := 0; l != nil && r != nil; l, r, opI = l.Next(), r.Next(), opI+1 {
		if !equivalentOps(l, r) {
			return false
		}
		for i := 0; i < l.NumOperands(); i++ {
			lo, ro := l.Operand(i), r.Operand(i)
			if lo == ro {
				continue
			}
			if lo.Type() != ro.Type() {
				return false
			}
			lin, rin := parentBlock(lo) == lb, parentBlock(ro) == mb
			if lin != rin {
				return false
			}
			if !lin {
				valid := func(block *ir.Block, v *ir.Value) bool {
					def := v.DefiningOp()
					if def == nil || def != parentBlock(v).Terminator() {
						return true
					}
					return !hasPredecessor(block, parentBlock(v))
				}
				if !valid(lb, lo) || !valid(mb, ro) {
					return false
				}
				mismatched = append(mismatched, operandPos{opI, i})
				continue
			}
			if c.leader.orderOf(lo) != d.orderOf(ro) {
				return false
			}
		}
		if usedOutsideOfBlock(r, mb) || usedOutsideOfBlock(l, lb) {
			return false
		}
	}
	if l != nil || r != nil {
		return false
	}
	for _, p := range mismatched {
		c.operands[p] = true
	}
	for _, b := range c.toMerge {
		if b == mb {
			return true
		}
	}
	c.toMerge = append(c.toMerge, mb)
	return true
}

func ableToUpdatePredOperands(b *ir.Block) bool {
	for p := range b.Predecessors {
		// The op holding the edge is the predecessor's terminator (which
		// Block.Terminator does not return for an unregistered op).
		if !IsBranch(p.Owner()) {
			return false
		}
	}
	return true
}

// pruneRedundantArguments drops the new arguments that repeat an earlier
// one in every list, replacing the leader's extra argument by the first.
func pruneRedundantArguments(args [][]*ir.Value, rw *Rewriter, block *ir.Block) [][]*ir.Value {
	if len(args) == 0 {
		return args
	}
	nArgs := len(args[0])
	first := map[*ir.Value]int{}
	for j := 0; j < nArgs; j++ {
		if _, ok := first[args[0][j]]; !ok {
			first[args[0][j]] = j
		}
	}
	repl := map[int]int{}
	for j := 0; j < nArgs; j++ {
		k := first[args[0][j]]
		if k == j {
			continue
		}
		ok := true
		for i := 1; i < len(args); i++ {
			ok = ok && args[i][k] == args[i][j]
		}
		if ok {
			repl[j] = k
		}
	}
	pruned := make([][]*ir.Value, len(args))
	for i := range args {
		pruned[i] = []*ir.Value{}
		for j := 0; j < nArgs; j++ {
			if _, ok := repl[j]; !ok {
				pruned[i] = append(pruned[i], args[i][j])
			}
		}
	}
	var erase []int
	for idx := 0; idx < block.NumArgs(); idx++ {
		if k, ok := repl[idx]; ok {
			rw.ReplaceAllUsesWith(block.Arg(idx), block.Arg(k))
			erase = append(erase, idx)
		}
	}
	for i := len(erase) - 1; i >= 0; i-- {
		block.EraseArg(erase[i])
	}
	return pruned
}

func sortedPositions(m map[operandPos]bool) []operandPos {
	var out []operandPos
	for p := range m {
		out = append(out, p)
	}
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && (out[j].op < out[j-1].op || out[j].op == out[j-1].op && out[j].operand < out[j-1].operand); j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out
}

func (c *mergeCluster) merge(rw *Rewriter) bool {
	if len(c.toMerge) == 0 {
		return false
	}
	leader := c.leader.block
	if len(c.operands) > 0 {
		if !ableToUpdatePredOperands(leader) {
			return false
		}
		for _, b := range c.toMerge {
			if !ableToUpdatePredOperands(b) {
				return false
			}
		}
		blocks := append([]*ir.Block{leader}, c.toMerge...)
		iters := make([]*ir.Operation, len(blocks))
		for i, b := range blocks {
			iters[i] = b.First()
		}
		positions := sortedPositions(c.operands)
		newArgs := make([][]*ir.Value, len(blocks))
		for i := range newArgs {
			newArgs[i] = make([]*ir.Value, len(positions))
		}
		cur := 0
		for k, p := range positions {
			offset := p.op - cur
			cur = p.op
			for i := range blocks {
				for n := 0; n < offset; n++ {
					iters[i] = iters[i].Next()
				}
				operand := iters[i].OpOperand(p.operand)
				newArgs[i][k] = operand.Get()
				if i == 0 {
					v := operand.Get()
					operand.Set(leader.AddArg(v.Type(), v.Loc()))
				}
			}
		}
		newArgs = pruneRedundantArguments(newArgs, rw, leader)
		update := func(b *ir.Block, idx int) {
			var preds []*ir.BlockOperand
			for p := range b.Predecessors {
				preds = append(preds, p)
			}
			for _, p := range preds {
				AppendSuccessorOperands(p.Owner(), p.Index(), newArgs[idx])
			}
		}
		update(leader, 0)
		for i, b := range c.toMerge {
			update(b, i+1)
		}
	}
	for _, b := range c.toMerge {
		b.ReplaceAllUsesWith(leader)
		rw.EraseBlock(b)
	}
	return true
}

func successorsKey(b *ir.Block) string {
	t := b.Last()
	if t == nil {
		return ""
	}
	var key []byte
	for _, s := range t.Successors() {
		key = fmt.Appendf(key, "%p,", s)
	}
	return string(key)
}

// mergeIdenticalBlocksIn merges the identical non-entry blocks of r that
// branch to the same successors.
func mergeIdenticalBlocksIn(rw *Rewriter, r *ir.Region) bool {
	if r.Empty() || r.HasOneBlock() {
		return false
	}
	// Groups of blocks by successor list, in order of first appearance.
	groups := map[string][]*ir.Block{}
	var keys []string
	for b := r.First().Next(); b != nil; b = b.Next() {
		k := successorsKey(b)
		if _, ok := groups[k]; !ok {
			keys = append(keys, k)
		}
		groups[k] = append(groups[k], b)
	}
	merged := false
	for _, k := range keys {
		blocks := groups[k]
		if len(blocks) == 1 {
			continue
		}
		var clusters []*mergeCluster
		for _, b := range blocks {
			nonEmpty := false
			for o := b.First(); o != nil && !nonEmpty; o = o.Next() {
				for _, reg := range o.Regions() {
					if !reg.Empty() {
						nonEmpty = true
					}
				}
			}
			if nonEmpty {
				continue
			}
			d := newBlockData(b)
			added := false
			for _, c := range clusters {
				if added = c.add(d); added {
					break
				}
			}
			if !added {
				clusters = append(clusters, &mergeCluster{leader: d, operands: map[operandPos]bool{}})
			}
		}
		for _, c := range clusters {
			if c.merge(rw) {
				merged = true
			}
		}
	}
	return merged
}

// regionSetVector is llvm::SmallSetVector<Region *>: insertion-ordered,
// popped from the back, an element re-inserted only once popped.
type regionSetVector struct {
	list []*ir.Region
	has  map[*ir.Region]bool
}

func (s *regionSetVector) insert(r *ir.Region) {
	if s.has == nil {
		s.has = map[*ir.Region]bool{}
	}
	if !s.has[r] {
		s.has[r] = true
		s.list = append(s.list, r)
	}
}

func (s *regionSetVector) pop() *ir.Region {
	r := s.list[len(s.list)-1]
	s.list = s.list[:len(s.list)-1]
	delete(s.has, r)
	return r
}

func mergeIdenticalBlocks(rw *Rewriter, regions []*ir.Region) bool {
	var work regionSetVector
	for _, r := range regions {
		work.insert(r)
	}
	changed := false
	for len(work.list) > 0 {
		r := work.pop()
		if mergeIdenticalBlocksIn(rw, r) {
			work.insert(r)
			changed = true
		}
		for b := r.First(); b != nil; b = b.Next() {
			for o := b.First(); o != nil; o = o.Next() {
				for _, nr := range o.Regions() {
					work.insert(nr)
				}
			}
		}
	}
	return changed
}

// dropRedundantArgumentsOf drops the arguments of b that every
// predecessor passes the same value to.
func dropRedundantArgumentsOf(rw *Rewriter, b *ir.Block) bool {
	var erase []int
	for idx := 0; idx < b.NumArgs(); idx++ {
		same := true
		var common *ir.Value
		for p := range b.Predecessors {
			t := p.Owner()
			if !IsBranch(t) {
				same = false
				break
			}
			v := SuccessorOperands(t, p.Index())[idx]
			if common == nil {
				common = v
			} else if v != common {
				same = false
				break
			}
		}
		if common != nil && same {
			erase = append(erase, idx)
			rw.ReplaceAllUsesWith(b.Arg(idx), common)
		}
	}
	for i := len(erase) - 1; i >= 0; i-- {
		idx := erase[i]
		b.EraseArg(idx)
		var preds []*ir.BlockOperand
		for p := range b.Predecessors {
			preds = append(preds, p)
		}
		for _, p := range preds {
			EraseSuccessorOperand(p.Owner(), p.Index(), idx)
		}
	}
	return len(erase) > 0
}

func dropRedundantArguments(rw *Rewriter, regions []*ir.Region) bool {
	var work regionSetVector
	for _, r := range regions {
		work.insert(r)
	}
	changed := false
	for len(work.list) > 0 {
		r := work.pop()
		for b := r.First(); b != nil; b = b.Next() {
			// As MLIR 19: each block overwrites the result, so only the
			// last block of the last region visited counts.
			changed = dropRedundantArgumentsOf(rw, b)
			for o := b.First(); o != nil; o = o.Next() {
				for _, nr := range o.Regions() {
					work.insert(nr)
				}
			}
		}
	}
	return changed
}

func typesEq(a, b []ir.Type) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
