package ir

import "testing"

// TestSymbolUsesThroughCollection checks that VerifySymbolTable hands the
// symbol-use verifiers a collection that resolves references as the
// linear LookupSymbolRef does (flat and nested, missing names), and that a
// redefinition is still reported before any use is verified.
func TestSymbolUsesThroughCollection(t *testing.T) {
	c := testCtx()
	c.Registry.AddOp(&OpDef{Name: "s.table", Traits: SymbolTable | NoTerminator})
	c.Registry.AddOp(&OpDef{Name: "s.sym", Traits: Symbol})
	var checked int
	c.Registry.AddOp(&OpDef{Name: "s.use", VerifySymbolUses: func(op *Operation, syms *SymbolTableCollection) error {
		ref := op.Attr("ref").(*SymbolRefAttr)
		if got, want := syms.LookupSymbolRef(op, ref), LookupSymbolRef(op, ref); got != want {
			t.Errorf("@%s: collection found %v, linear lookup %v", ref.Root, got, want)
		}
		checked++
		return nil
	}})
	b := NewBuilder(c)
	table := func(name string) (*Operation, *Block) {
		s := &OperationState{Name: "s.table"}
		if name != "" {
			s.Attrs = []NamedAttr{{SymbolNameAttr, c.String(name)}}
		}
		r := s.AddRegion()
		blk := NewBlock()
		r.Append(blk)
		return b.Create(s), blk
	}
	top, body := table("")
	b.SetInsertionPointToEnd(body)
	sym := func(name string) *Operation {
		return b.Create(&OperationState{Name: "s.sym", Attrs: []NamedAttr{{SymbolNameAttr, c.String(name)}}})
	}
	use := func(ref *SymbolRefAttr) {
		b.Create(&OperationState{Name: "s.use", Attrs: []NamedAttr{{"ref", ref}}})
	}
	sym("a")
	_, innerBody := table("inner")
	use(c.SymbolRef("a"))
	use(c.SymbolRef("missing"))
	use(c.SymbolRef("inner", "b"))
	use(c.SymbolRef("inner", "nope"))
	b.SetInsertionPointToEnd(innerBody)
	sym("b")
	if err := VerifySymbolTable(top); err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	if checked != 4 {
		t.Fatalf("verified %d uses, want 4", checked)
	}
	b.SetInsertionPointToEnd(body)
	sym("a")
	err := VerifySymbolTable(top)
	if err == nil || err.Error() == "" {
		t.Fatal("redefinition of @a not reported")
	}
	if checked != 4 {
		t.Fatal("uses verified despite the redefinition")
	}
}

// TestDropBody checks that DropBody leaves the region empty and detaches
// its blocks.
func TestDropBody(t *testing.T) {
	c := testCtx()
	s := &OperationState{Name: "t.fn"}
	r := s.AddRegion()
	b1, b2 := NewBlock(), NewBlock()
	r.Append(b1)
	r.Append(b2)
	fn := NewBuilder(c).Create(s)
	fn.Region(0).DropBody()
	if !fn.Region(0).Empty() || fn.Region(0).NumBlocks() != 0 || fn.Region(0).Last() != nil {
		t.Fatal("region not empty after DropBody")
	}
	if b1.Parent() != nil || b1.Next() != nil || b2.Prev() != nil {
		t.Fatal("dropped blocks still linked")
	}
}
