package ir

import "sort"

// SymbolUse is one reference to a symbol: the op whose attribute holds it
// and the reference (MLIR's SymbolTable::SymbolUse).
type SymbolUse struct {
	User *Operation
	Ref  *SymbolRefAttr
}

// SymbolUses returns the symbol references of from's attributes and of the
// ops nested in it, not looking into nested symbol tables, in MLIR's order
// (SymbolTable::getSymbolUses: from's own attributes, then the ops of each
// region taken from a stack of regions, each op's regions pushed after it).
// ok is false when some op might be an unknown symbol table (an op of an
// unknown dialect with one region), for which MLIR gives up.
func SymbolUses(from *Operation) (uses []SymbolUse, ok bool) {
	if isPotentiallyUnknownSymbolTable(from) {
		return nil, false
	}
	uses = appendSymbolRefs(uses, from)
	if from.HasTrait(SymbolTable) {
		return uses, true
	}
	stack := append([]*Region(nil), from.Regions()...)
	for len(stack) > 0 {
		r := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for b := r.First(); b != nil; b = b.Next() {
			for op := b.First(); op != nil; op = op.Next() {
				if isPotentiallyUnknownSymbolTable(op) {
					return nil, false
				}
				uses = appendSymbolRefs(uses, op)
				if !op.HasTrait(SymbolTable) {
					stack = append(stack, op.Regions()...)
				}
			}
		}
	}
	return uses, true
}

// appendSymbolRefs appends the symbol references in op's attribute
// dictionary (inherent and discardable, by name), walked in pre-order
// without descending into a reference, each distinct attribute once, as
// walkSymbolRefs.
func appendSymbolRefs(uses []SymbolUse, op *Operation) []SymbolUse {
	var entries []NamedAttr
	if op.IsRegistered() {
		if d, ok := op.Props().(*DictionaryAttr); ok {
			entries = append(entries, d.Entries...)
		}
	}
	if d := op.Attrs(); d != nil {
		entries = append(entries, d.Entries...)
	}
	sort.SliceStable(entries, func(i, j int) bool { return entries[i].Name < entries[j].Name })
	seen := map[Attribute]bool{}
	var walk func(a Attribute)
	walk = func(a Attribute) {
		if a == nil || seen[a] {
			return
		}
		seen[a] = true
		switch a := a.(type) {
		case *SymbolRefAttr:
			uses = append(uses, SymbolUse{op, a})
		case *ArrayAttr:
			for _, e := range a.Elems {
				walk(e)
			}
		case *DictionaryAttr:
			for _, e := range a.Entries {
				walk(e.Value)
			}
		case *DistinctAttr:
			walk(a.Referenced)
		}
	}
	for _, e := range entries {
		walk(e.Value)
	}
	return uses
}
