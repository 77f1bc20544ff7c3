package asm

import (
	"sort"
	"strconv"

	"gpuc/internal/ir"
)

// aliasState implements MLIR's AliasInitializer and AliasState: a
// collection pass records every type and attribute the printer would
// print, with alias names from the builtin rules (`map`, `set`, `loc`,
// `distinct`) and dialect hooks; aliases are then sorted by depth, kind
// and name, numbered, and printed at the top (or, for op locations, at the
// end) of the output.
type aliasState struct {
	index   map[any]int
	entries []aliasEntry
	// final maps a value to its printed alias name (#map1).
	final map[any]*finalAlias
	order []any // aliased values in print order
}

type aliasEntry struct {
	key      any
	name     string // "" when the value has no alias
	isType   bool
	depth    int
	deferred bool
	children []int
}

type finalAlias struct {
	text     string
	isType   bool
	deferred bool
}

func newAliasState() *aliasState {
	return &aliasState{index: map[any]int{}, final: map[any]*finalAlias{}}
}

// collectAliases runs the printer in collection mode over op.
func (p *Printer) collectAliases(op *ir.Operation) {
	if p.flags.LocalScope {
		return
	}
	p.aliases = newAliasState()
	p.collecting = true
	if p.flags.DebugInfo {
		p.visitAlias(op.Loc(), true, false)
	}
	p.printOperation(op)
	p.collecting = false
	p.aliases.finalize()
}

// visitAlias visits a value the collection meets at the top (not inside
// another value), or, in a helper printer, records it for the module's
// printer to visit in order.
func (p *Printer) visitAlias(v any, canDefer, elideType bool) {
	if p.rec != nil {
		p.rec.record(v, canDefer, elideType)
		return
	}
	p.aliases.visit(v, canDefer, elideType, p)
}

// aliasRec is what a helper printer collecting aliases met in one chunk:
// each value the first time, and again the first time it is met where it
// cannot be deferred; visiting these in order does what visiting every
// occurrence would (a value visited again only loses its deferral).
type aliasRec struct {
	seen   map[any]uint8 // 1: recorded, 2: recorded as not deferrable
	events []aliasEvent
}

type aliasEvent struct {
	v                   any
	canDefer, elideType bool
}

func (r *aliasRec) record(v any, canDefer, elideType bool) {
	if neverAliased(v) {
		return
	}
	f := r.seen[v]
	if f != 0 && (canDefer || f&2 != 0) {
		return
	}
	f |= 1
	if !canDefer {
		f |= 2
	}
	r.seen[v] = f
	r.events = append(r.events, aliasEvent{v, canDefer, elideType})
}

// visitChild records a nested value and returns its depth and index.
func (s *aliasState) visit(v any, canDefer, elideType bool, p *Printer) (int, int) {
	if neverAliased(v) {
		return 0, -1
	}
	if i, ok := s.index[v]; ok {
		if !canDefer {
			s.markNonDeferrable(i)
		}
		return s.entries[i].depth, i
	}
	i := len(s.entries)
	s.index[v] = i
	e := aliasEntry{key: v, deferred: canDefer}
	_, e.isType = v.(ir.Type)
	e.name = aliasName(v)
	if e.name != "" {
		e.depth = 1
	}
	s.entries = append(s.entries, e)
	maxDepth := 0
	var children []int
	visitChild := func(c any) {
		if c == nil {
			return
		}
		d, ci := s.visit(c, canDefer, false, p)
		if ci < 0 {
			return
		}
		children = append(children, ci)
		if d > maxDepth {
			maxDepth = d
		}
	}
	if t, ok := v.(ir.Type); ok {
		if p != nil && isDialectType(t) {
			p.dialectChildren(t, visitChild)
		} else {
			typeChildren(t, visitChild)
		}
	} else if a, ok := v.(ir.Attribute); ok {
		if p != nil && isDialectAttr(a) {
			p.dialectChildren(a, visitChild)
		} else {
			attrChildren(a, elideType, visitChild)
		}
	}
	s.entries[i].children = children
	if maxDepth > 0 {
		s.entries[i].depth = maxDepth + 1
	}
	return s.entries[i].depth, i
}

// neverAliased reports values that can neither have an alias nor contain
// one: scalar builtin types and the attributes made only of them. Leaving
// them out changes no alias depth or number, and keeps the table small.
func neverAliased(v any) bool {
	switch v := v.(type) {
	case *ir.IntegerType, *ir.IndexType, *ir.FloatType, *ir.NoneType, *ir.UnitAttr, *ir.IntegerAttr, *ir.FloatAttr:
		return true
	case *ir.StringAttr:
		_, none := v.Type.(*ir.NoneType)
		return none
	case *ir.DenseArrayAttr:
		return true
	}
	return false
}

func (s *aliasState) markNonDeferrable(i int) {
	if !s.entries[i].deferred {
		return
	}
	s.entries[i].deferred = false
	for _, c := range s.entries[i].children {
		s.markNonDeferrable(c)
	}
}

func aliasName(v any) string {
	for _, syn := range registeredSyntaxes {
		switch x := v.(type) {
		case ir.Type:
			if syn.TypeAlias != nil {
				if n := syn.TypeAlias(x); n != "" {
					return n
				}
			}
		case ir.Attribute:
			if syn.AttrAlias != nil {
				if n := syn.AttrAlias(x); n != "" {
					return n
				}
			}
		}
	}
	switch a := v.(type) {
	case *ir.AffineMapAttr:
		return "map"
	case *ir.IntegerSetAttr:
		return "set"
	case ir.Location:
		return "loc"
	case *ir.DistinctAttr:
		if _, unit := a.Referenced.(*ir.UnitAttr); !unit {
			return "distinct"
		}
	}
	return ""
}

func typeChildren(t ir.Type, visit func(any)) {
	switch t := t.(type) {
	case *ir.ComplexType:
		visit(t.Elem)
	case *ir.VectorType:
		visit(t.Elem)
	case *ir.RankedTensorType:
		visit(t.Elem)
		if t.Encoding != nil {
			visit(t.Encoding)
		}
	case *ir.UnrankedTensorType:
		visit(t.Elem)
	case *ir.MemRefType:
		visit(t.Elem)
		if t.Layout != nil && !layoutIsIdentity(t) {
			visit(t.Layout)
		}
		if t.MemorySpace != nil {
			visit(t.MemorySpace)
		}
	case *ir.UnrankedMemRefType:
		visit(t.Elem)
		if t.MemorySpace != nil {
			visit(t.MemorySpace)
		}
	case *ir.TupleType:
		for _, e := range t.Types {
			visit(e)
		}
	case *ir.FunctionType:
		for _, e := range t.Inputs {
			visit(e)
		}
		for _, e := range t.Results {
			visit(e)
		}
	}
}

func attrChildren(a ir.Attribute, elideType bool, visit func(any)) {
	switch a := a.(type) {
	case *ir.AffineMapAttr, *ir.DenseArrayAttr, *ir.FloatAttr, *ir.IntegerAttr, *ir.IntegerSetAttr, *ir.UnitAttr:
		return
	case *ir.DistinctAttr:
		visit(a.Referenced)
	case *ir.DictionaryAttr:
		for _, e := range a.Entries {
			visit(e.Value)
		}
	case *ir.ArrayAttr:
		for _, e := range a.Elems {
			visit(e)
		}
	case *ir.TypeAttr:
		visit(a.Type)
	case *ir.NameLoc:
		if _, unk := a.Child.(*ir.UnknownLoc); !unk {
			visit(a.Child)
		}
	case *ir.CallSiteLoc:
		visit(a.Callee)
		visit(a.Caller)
	case *ir.FusedLoc:
		if a.Metadata != nil {
			visit(a.Metadata)
		}
		for _, l := range a.Locs {
			visit(l)
		}
	}
	if !elideType {
		if ta, ok := a.(ir.TypedAttr); ok {
			if t := ta.AttrType(); t != nil {
				if _, none := t.(*ir.NoneType); !none {
					visit(t)
				}
			}
		}
	}
}

func (s *aliasState) finalize() {
	idx := make([]int, 0, len(s.entries))
	for i := range s.entries {
		idx = append(idx, i)
	}
	sort.SliceStable(idx, func(x, y int) bool {
		a, b := &s.entries[idx[x]], &s.entries[idx[y]]
		if a.depth != b.depth {
			return a.depth < b.depth
		}
		if a.isType != b.isType {
			return a.isType
		}
		return a.name < b.name
	})
	counts := map[string]int{}
	for _, i := range idx {
		e := &s.entries[i]
		if e.name == "" {
			continue
		}
		n := counts[e.name]
		counts[e.name]++
		text := "#"
		if e.isType {
			text = "!"
		}
		text += e.name
		if n > 0 {
			if c := e.name[len(e.name)-1]; c >= '0' && c <= '9' {
				text += "_"
			}
			text += strconv.Itoa(n)
		}
		s.final[e.key] = &finalAlias{text: text, isType: e.isType, deferred: e.deferred}
		s.order = append(s.order, e.key)
	}
}

// printAlias writes the alias of v if it has one.
func (p *Printer) printAlias(v any) bool {
	if p.flags.LocalScope || p.collecting || p.aliases == nil {
		return false
	}
	a := p.aliases.final[v]
	if a == nil {
		return false
	}
	p.WriteString(a.text)
	return true
}

func (p *Printer) printAliasDefs(deferred bool) {
	if p.aliases == nil {
		return
	}
	for _, k := range p.aliases.order {
		a := p.aliases.final[k]
		if a.deferred != deferred {
			continue
		}
		p.WriteString(a.text)
		p.WriteString(" = ")
		if a.isType {
			p.printTypeImpl(k.(ir.Type))
		} else {
			p.printAttributeImpl(k.(ir.Attribute), elideNever)
		}
		p.newline()
	}
}

// isDialectType reports types printed by a dialect's syntax rather than
// the builtin printer.
func isDialectType(t ir.Type) bool {
	switch t.(type) {
	case *ir.IntegerType, *ir.IndexType, *ir.FloatType, *ir.NoneType, *ir.ComplexType, *ir.VectorType,
		*ir.RankedTensorType, *ir.UnrankedTensorType, *ir.MemRefType, *ir.UnrankedMemRefType, *ir.TupleType,
		*ir.FunctionType, *ir.OpaqueType:
		return false
	}
	return true
}

// isDialectAttr reports attributes printed by a dialect's syntax.
func isDialectAttr(a ir.Attribute) bool {
	switch a.(type) {
	case *ir.IntegerAttr, *ir.FloatAttr, *ir.StringAttr, *ir.UnitAttr, *ir.ArrayAttr, *ir.DictionaryAttr,
		*ir.TypeAttr, *ir.SymbolRefAttr, *ir.AffineMapAttr, *ir.IntegerSetAttr, *ir.DenseArrayAttr,
		*ir.DenseElementsAttr, *ir.DenseResourceAttr, *ir.SparseElementsAttr, *ir.OpaqueAttr, *ir.DistinctAttr,
		*ir.StridedLayoutAttr, ir.Location:
		return false
	}
	return true
}

// dialectChildren finds the types and attributes nested in a dialect type
// or attribute the way MLIR's AliasInitializer does for non-builtin
// values: by running its printer and recording what it prints.
func (p *Printer) dialectChildren(v any, visit func(any)) {
	saved := p.sink
	p.sink = visit
	defer func() { p.sink = saved }()
	for _, syn := range registeredSyntaxes {
		switch v := v.(type) {
		case ir.Type:
			if syn.PrintType != nil && syn.PrintType(p, v) {
				return
			}
		case ir.Attribute:
			if syn.PrintAttr != nil && syn.PrintAttr(p, v) {
				return
			}
		}
	}
}
