package ir

// domTree is the dominator tree of the blocks of one region, computed with
// the Cooper-Harvey-Kennedy iterative algorithm over reverse post-order.
type domTree struct {
	rpo   map[*Block]int // reverse post-order number; absent = unreachable
	idom  []int          // by rpo number
	depth []int
}

func (v *verifier) tree(r *Region) *domTree {
	if t, ok := v.dom[r]; ok {
		return t
	}
	t := buildDomTree(r)
	v.dom[r] = t
	return t
}

func buildDomTree(r *Region) *domTree {
	t := &domTree{rpo: map[*Block]int{}}
	if r.first == nil {
		return t
	}
	// Iterative DFS for post-order.
	var post []*Block
	visited := map[*Block]bool{r.first: true}
	type frame struct {
		b *Block
		i int
	}
	stack := []frame{{r.first, 0}}
	for len(stack) > 0 {
		f := &stack[len(stack)-1]
		term := f.b.last
		if term != nil && f.i < len(term.succs()) {
			s := term.succs()[f.i].block
			f.i++
			if s != nil && s.parent == r && !visited[s] {
				visited[s] = true
				stack = append(stack, frame{s, 0})
			}
			continue
		}
		post = append(post, f.b)
		stack = stack[:len(stack)-1]
	}
	n := len(post)
	order := make([]*Block, n)
	for i, b := range post {
		order[n-1-i] = b
		t.rpo[b] = n - 1 - i
	}
	preds := make([][]int, n)
	for i, b := range order {
		for p := b.preds; p != nil; p = p.next {
			if pi, ok := t.rpo[p.owner.parent]; ok && p.owner.parent.parent == r {
				preds[i] = append(preds[i], pi)
			}
		}
	}
	idom := make([]int, n)
	for i := range idom {
		idom[i] = -1
	}
	idom[0] = 0
	intersect := func(a, b int) int {
		for a != b {
			for a > b {
				a = idom[a]
			}
			for b > a {
				b = idom[b]
			}
		}
		return a
	}
	for changed := true; changed; {
		changed = false
		for i := 1; i < n; i++ {
			nd := -1
			for _, p := range preds[i] {
				if idom[p] == -1 {
					continue
				}
				if nd == -1 {
					nd = p
				} else {
					nd = intersect(p, nd)
				}
			}
			if nd != idom[i] {
				idom[i] = nd
				changed = true
			}
		}
	}
	t.idom = idom
	t.depth = make([]int, n)
	for i := 1; i < n; i++ {
		t.depth[i] = t.depth[idom[i]] + 1
	}
	return t
}

// dominates reports whether block a dominates block b (both in the tree's
// region and reachable).
func (t *domTree) dominates(a, b *Block) bool {
	ai, ok1 := t.rpo[a]
	bi, ok2 := t.rpo[b]
	if !ok1 || !ok2 {
		return !ok2 // anything dominates an unreachable block
	}
	for t.depth[bi] > t.depth[ai] {
		bi = t.idom[bi]
	}
	return ai == bi
}

func (v *verifier) isReachable(b *Block) bool {
	r := b.parent
	if r.first == r.last {
		return true
	}
	_, ok := v.tree(r).rpo[b]
	return ok
}

func hasSSADominance(r *Region) bool {
	// Regions of unregistered ops may be graph regions: MLIR does not
	// check dominance in them.
	op := r.parent
	return op == nil || op.IsRegistered() && !op.HasTrait(GraphRegions)
}

// ancestorIn returns the ancestor of op (or op) whose parent region is r.
func ancestorIn(r *Region, op *Operation) *Operation {
	for op != nil {
		if op.parent != nil && op.parent.parent == r {
			return op
		}
		op = op.ParentOp()
	}
	return nil
}

func (v *verifier) properlyDominatesValue(val *Value, user *Operation) bool {
	if def := val.owner; def != nil {
		return v.properlyDominatesOp(def, user)
	}
	b := val.block
	if b == nil || b.parent == nil {
		return false
	}
	anc := ancestorIn(b.parent, user)
	if anc == nil {
		return false
	}
	ub := anc.parent
	if ub == b {
		return true
	}
	if !hasSSADominance(b.parent) {
		return true
	}
	return v.tree(b.parent).dominates(b, ub)
}

func (v *verifier) properlyDominatesOp(a, b *Operation) bool {
	if a == b {
		return false
	}
	ab := a.parent
	if ab == nil || ab.parent == nil {
		return false
	}
	r := ab.parent
	anc := ancestorIn(r, b)
	if anc == nil {
		return false
	}
	if anc == a {
		// b is nested inside a: a's results are not visible in its regions.
		return false
	}
	bb := anc.parent
	if ab == bb {
		if !hasSSADominance(r) {
			return true
		}
		return a.IsBeforeInBlock(anc)
	}
	if !hasSSADominance(r) {
		return true
	}
	return v.tree(r).dominates(ab, bb)
}

// DomTree is the dominator tree of a region's reachable blocks (MLIR's
// DominanceInfo for one region), for passes that walk it.
type DomTree struct {
	blocks   []*Block // by reverse post-order number
	children [][]int
}

// NewDomTree computes the dominator tree of r's blocks.
func NewDomTree(r *Region) *DomTree {
	t := buildDomTree(r)
	d := &DomTree{blocks: make([]*Block, len(t.idom)), children: make([][]int, len(t.idom))}
	for b, i := range t.rpo {
		d.blocks[i] = b
	}
	for i := 1; i < len(t.idom); i++ {
		p := t.idom[i]
		d.children[p] = append(d.children[p], i)
	}
	return d
}

// Root returns the entry block (nil for an empty region).
func (d *DomTree) Root() *Block {
	if len(d.blocks) == 0 {
		return nil
	}
	return d.blocks[0]
}

// Walk visits the tree depth first: enter(b) when b is reached, leave(b)
// once b and the blocks it dominates were visited. Children are taken in
// reverse post-order.
func (d *DomTree) Walk(enter, leave func(*Block)) {
	if len(d.blocks) == 0 {
		return
	}
	type frame struct{ node, next int }
	stack := []frame{{0, 0}}
	enter(d.blocks[0])
	for len(stack) > 0 {
		f := &stack[len(stack)-1]
		if f.next < len(d.children[f.node]) {
			c := d.children[f.node][f.next]
			f.next++
			enter(d.blocks[c])
			stack = append(stack, frame{c, 0})
			continue
		}
		leave(d.blocks[f.node])
		stack = stack[:len(stack)-1]
	}
}

// HasSSADominance reports whether values in r must dominate their uses
// (MLIR's DominanceInfo::hasSSADominance): always for multi-block regions;
// a single block of an unregistered op or of a graph-region op need not.
func HasSSADominance(r *Region) bool {
	if r.first != r.last {
		return true
	}
	return hasSSADominance(r)
}
