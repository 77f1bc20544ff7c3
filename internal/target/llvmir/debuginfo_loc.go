package llvmir

// The translation of locations to DILocations, as MLIR 19's
// DebugTranslation::translateLoc, with LLVM 19's
// DILocation::getMergedLocation for fused locations.

import (
	"strconv"

	"gpuc/internal/dialect/llvm"
	"gpuc/internal/ir"
	"gpuc/internal/target/llvmir/ll"
)

// diLoc translates a location in scope, inlined at inlinedAt, as MLIR's
// DebugTranslation::translateLoc.
func (t *Translator) diLoc(l ir.Location, scope, inlinedAt *ll.MDNode) *ll.MDNode {
	s := t.debug()
	if l == nil {
		return nil
	}
	switch x := l.(type) {
	case *ir.UnknownLoc:
		return nil
	case *ir.FileLineColLoc:
		// The common case, uniqued by location itself.
		if scope == nil {
			return nil // a DILocation needs a scope
		}
		return s.location(x.Line, x.Col, scope, inlinedAt)
	}
	k := locKey{l, scope, inlinedAt}
	if n, ok := s.locs[k]; ok {
		return n
	}
	var n *ll.MDNode
	switch l := l.(type) {
	case *ir.CallSiteLoc:
		// The caller is the inlinedAt of the callee; a callee without a
		// scope of its own leaves the caller's location.
		caller := t.diLoc(l.Caller, scope, inlinedAt)
		if caller == nil {
			if inlinedAt == nil {
				break
			}
			caller = inlinedAt
		}
		n = t.diLoc(l.Callee, nil, caller)
		if n == nil {
			n = caller
		}
	case *ir.FusedLoc:
		if isLocalScope(l.Metadata) {
			scope = t.diNode(l.Metadata)
		}
		for i, c := range l.Locs {
			m := t.diLoc(c, scope, inlinedAt)
			if i == 0 {
				n = m
			} else {
				n = s.merge(n, m)
			}
		}
	case *ir.NameLoc:
		n = t.diLoc(l.Child, scope, inlinedAt)
	}
	s.locs[k] = n
	return n
}

// isLocalScope reports whether a is a DILocalScopeAttr.
func isLocalScope(a ir.Attribute) bool {
	return llvm.IsA(a, "di_subprogram") || llvm.IsA(a, "di_lexical_block") || llvm.IsA(a, "di_lexical_block_file")
}

// location returns the uniqued DILocation (uniqued by its content
// directly: locations are the most numerous nodes, and no other kind of
// node refers to them).
func (s *dbgState) location(line, col uint32, scope, inlinedAt *ll.MDNode) *ll.MDNode {
	k := dilocation{line, col, scope, inlinedAt}
	if n := s.locUniq[k]; n != nil {
		return n
	}
	f := make(fields, 0, 4)
	f.uint("line", uint64(line), true)
	f.uint("column", uint64(col), false)
	f.md("scope", scope, true)
	f.md("inlinedAt", inlinedAt, false)
	n := &ll.MDNode{Kind: "DILocation", Fields: f}
	s.locUniq[k] = n
	return n
}

// locInfo reads back what a DILocation built by location holds.
func locInfo(n *ll.MDNode) dilocation {
	var d dilocation
	for _, f := range n.Fields {
		switch f.Name {
		case "line":
			v, _ := strconv.ParseUint(f.Raw, 10, 32)
			d.line = uint32(v)
		case "column":
			v, _ := strconv.ParseUint(f.Raw, 10, 32)
			d.col = uint32(v)
		case "scope":
			d.scope, _ = f.MD.(*ll.MDNode)
		case "inlinedAt":
			d.inlinedAt, _ = f.MD.(*ll.MDNode)
		}
	}
	return d
}

// subprogramOf is DILocalScope::getSubprogram.
func (s *dbgState) subprogramOf(scope *ll.MDNode) *ll.MDNode {
	for scope != nil && scope.Kind != "DISubprogram" {
		scope = s.parent[scope]
	}
	return scope
}

// merge is LLVM 19's DILocation::getMergedLocation: the two locations'
// common inlining chain, with line and column kept where they agree.
func (s *dbgState) merge(a, b *ll.MDNode) *ll.MDNode {
	if a == nil || b == nil {
		return nil
	}
	if a == b {
		return a
	}
	type spAt struct{ sp, at *ll.MDNode }
	var as, bs []*ll.MDNode
	lookup := map[spAt]int{}
	for l, i := a, 0; l != nil; l, i = locInfo(l).inlinedAt, i+1 {
		as = append(as, l)
		li := locInfo(l)
		if _, ok := lookup[spAt{s.subprogramOf(li.scope), li.inlinedAt}]; !ok {
			lookup[spAt{s.subprogramOf(li.scope), li.inlinedAt}] = i
		}
	}
	ai, bi := -1, -1 // the matching starting locations (walked towards index 0)
	for l, i := b, 0; l != nil; l, i = locInfo(l).inlinedAt, i+1 {
		bs = append(bs, l)
		li := locInfo(l)
		if j, ok := lookup[spAt{s.subprogramOf(li.scope), li.inlinedAt}]; ok {
			ai, bi = j, i
			break
		}
	}
	var result *ll.MDNode
	if ai >= 0 {
		result = locInfo(as[ai]).inlinedAt
	}
	for ; ai >= 0 && bi >= 0; ai, bi = ai-1, bi-1 {
		m := s.mergePair(as[ai], bs[bi], result)
		if m == nil {
			break
		}
		result = m
	}
	if result != nil {
		return result
	}
	return s.location(0, 0, locInfo(a).scope, nil)
}

// mergePair merges two locations of one subprogram at the nearest common
// scope.
func (s *dbgState) mergePair(l1, l2, inlinedAt *ll.MDNode) *ll.MDNode {
	i1, i2 := locInfo(l1), locInfo(l2)
	if l1 == l2 {
		return s.location(i1.line, i1.col, i1.scope, inlinedAt)
	}
	if s.subprogramOf(i1.scope) != s.subprogramOf(i2.scope) {
		return nil
	}
	seen := map[*ll.MDNode]bool{}
	for sc := i1.scope; sc != nil; sc = s.parent[sc] {
		seen[sc] = true
		if sc.Kind == "DISubprogram" {
			break
		}
	}
	var common *ll.MDNode
	for sc := i2.scope; sc != nil; sc = s.parent[sc] {
		if seen[sc] {
			common = sc
			break
		}
		if sc.Kind == "DISubprogram" {
			break
		}
	}
	if common == nil {
		return nil
	}
	var line, col uint32
	if i1.line == i2.line {
		line = i1.line
		if i1.col == i2.col {
			col = i1.col
		}
	}
	return s.location(line, col, common, inlinedAt)
}
