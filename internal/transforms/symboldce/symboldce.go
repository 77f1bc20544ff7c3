// Package symboldce is MLIR 19's symbol-dce pass (SymbolDCE.cpp): in the
// symbol table op it runs on, and the symbol tables nested in it, every
// symbol that is discardable (private, or in a table nothing outside can
// see) and not reachable through symbol references from the live ops is
// erased.
package symboldce

import (
	"gpuc/internal/ir"
	"gpuc/internal/pass"
)

func init() {
	pass.Register(&pass.Info{
		Name:    "symbol-dce",
		Title:   "SymbolDCE",
		Summary: "Eliminate dead symbols",
		New:     func(pass.Values) (pass.Pass, error) { return symbolDCE{}, nil },
	})
}

type symbolDCE struct{}

func (symbolDCE) Run(top *ir.Operation) error {
	if !top.HasTrait(ir.SymbolTable) {
		return top.EmitError("'%s' op  was scheduled to run under SymbolDCE, but does not define a symbol table", top.Name())
	}
	hidden := true
	if top.ParentOp() != nil && top.HasTrait(ir.Symbol) {
		hidden = isPrivate(top)
	}
	live := map[*ir.Operation]bool{}
	if err := computeLiveness(top, ir.NewSymbolTableCollection(), hidden, live); err != nil {
		return err
	}
	top.Walk(func(table *ir.Operation) ir.WalkResult {
		if !table.HasTrait(ir.SymbolTable) || table.NumRegions() == 0 {
			return ir.Advance
		}
		for b := table.Region(0).First(); b != nil; b = b.Next() {
			for op := b.First(); op != nil; {
				next := op.Next()
				if op.HasTrait(ir.Symbol) && !live[op] {
					op.Erase()
				}
				op = next
			}
		}
		return ir.Advance
	})
	return nil
}

func visibility(op *ir.Operation) string {
	if v, ok := op.Attr(ir.SymbolVisibilityAttr).(*ir.StringAttr); ok {
		return v.Value
	}
	return "public"
}

func isPrivate(op *ir.Operation) bool { return visibility(op) == "private" }

func isPublic(op *ir.Operation) bool {
	v := visibility(op)
	return v != "private" && v != "nested"
}

// computeLiveness marks the live symbols of table: those that cannot be
// discarded, and those that live ops reference, nested symbol tables
// included.
func computeLiveness(table *ir.Operation, syms *ir.SymbolTableCollection, hidden bool, live map[*ir.Operation]bool) error {
	var work []*ir.Operation
	for b := table.Region(0).First(); b != nil; b = b.Next() {
		for op := b.First(); op != nil; op = op.Next() {
			if !op.HasTrait(ir.Symbol) {
				work = append(work, op)
				continue
			}
			// canDiscardOnUseEmpty: only public symbols may be seen
			// from outside the IR.
			discardable := (hidden || isPrivate(op)) && !isPublic(op)
			if !discardable && !live[op] {
				live[op] = true
				work = append(work, op)
			}
		}
	}
	for len(work) > 0 {
		op := work[len(work)-1]
		work = work[:len(work)-1]
		if op.HasTrait(ir.SymbolTable) {
			// A nested table is hidden if its parent is, if it is not a
			// symbol, or if it is a private one.
			nestedHidden := hidden || !op.HasTrait(ir.Symbol) || isPrivate(op)
			if err := computeLiveness(op, syms, nestedHidden, live); err != nil {
				return err
			}
		}
		uses, ok := ir.SymbolUses(op)
		if !ok {
			return op.EmitError("operation contains potentially unknown symbol table, meaning that we can't reliable compute symbol uses")
		}
		for _, u := range uses {
			for _, s := range resolve(syms, op.ParentOp(), u.Ref) {
				if !live[s] {
					live[s] = true
					work = append(work, s)
				}
			}
		}
	}
	return nil
}

// resolve returns the symbols ref names from table, the root, each nested
// table and the leaf, or nil when one is missing (MLIR's
// SymbolTableCollection::lookupSymbolIn with a list of symbols).
func resolve(syms *ir.SymbolTableCollection, table *ir.Operation, ref *ir.SymbolRefAttr) []*ir.Operation {
	op := syms.LookupSymbolIn(table, ref.Root)
	if op == nil {
		return nil
	}
	out := []*ir.Operation{op}
	for i, n := range ref.Nested {
		if !op.HasTrait(ir.SymbolTable) {
			return nil
		}
		op = syms.LookupSymbolIn(op, n)
		if op == nil || (i < len(ref.Nested)-1 && !op.HasTrait(ir.SymbolTable)) {
			return nil
		}
		out = append(out, op)
	}
	return out
}
