package ir

// VerifySymbolOp checks a Symbol op's name and visibility attributes, as
// MLIR's SymbolOpInterface verifier. optionalName allows a missing name
// (builtin.module).
func VerifySymbolOp(op *Operation, optionalName bool) error {
	name := op.Attr(SymbolNameAttr)
	if name == nil {
		if optionalName {
			return nil
		}
		return op.Errorf("requires string attribute 'sym_name'")
	}
	if _, ok := name.(*StringAttr); !ok {
		return op.Errorf("requires string attribute 'sym_name'")
	}
	if v := op.Attr(SymbolVisibilityAttr); v != nil {
		s, ok := v.(*StringAttr)
		if !ok || (s.Value != "public" && s.Value != "private" && s.Value != "nested") {
			return op.Errorf("visibility expected to be one of [\"public\", \"private\", \"nested\"], but got %s", attrText(v))
		}
	}
	return nil
}

func attrText(a Attribute) string {
	if s, ok := a.(*StringAttr); ok {
		return "\"" + s.Value + "\""
	}
	return ""
}

// VerifySymbolTable checks that the symbols defined directly in op are
// unique, then the symbol uses nested in it (not descending into nested
// symbol tables), as MLIR's SymbolTable trait verifier.
func VerifySymbolTable(op *Operation) error {
	if op.NumRegions() != 1 {
		return op.Errorf("Operations with a 'SymbolTable' must have exactly one region")
	}
	if op.Region(0).NumBlocks() > 1 {
		return op.Errorf("Operations with a 'SymbolTable' must have exactly one block")
	}
	// The uniqueness check builds op's symbol map (op has at most one
	// block here); the symbol-use verifiers below look symbols up in it
	// through the collection.
	seen := map[string]*Operation{}
	for b := op.Region(0).First(); b != nil; b = b.Next() {
		for o := b.First(); o != nil; o = o.Next() {
			n, ok := o.Attr(SymbolNameAttr).(*StringAttr)
			if !ok {
				continue
			}
			if prev, dup := seen[n.Value]; dup {
				d := o.EmitError("redefinition of symbol named '%s'", n.Value)
				d.Note(prev.loc, "see existing symbol definition here")
				return d
			}
			seen[n.Value] = o
		}
	}
	syms := NewSymbolTableCollection()
	syms.tables[op] = seen
	var err error
	var walk func(r *Region)
	walk = func(r *Region) {
		for b := r.First(); b != nil && err == nil; b = b.Next() {
			for o := b.First(); o != nil && err == nil; o = o.Next() {
				if def := o.Def(); def != nil && def.VerifySymbolUses != nil {
					if err = def.VerifySymbolUses(o, syms); err != nil {
						return
					}
				}
				if o.HasTrait(SymbolTable) {
					continue
				}
				for _, in := range o.regs() {
					walk(in)
				}
			}
		}
	}
	walk(op.Region(0))
	return err
}
