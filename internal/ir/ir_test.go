package ir

import (
	"strings"
	"testing"
)

func testCtx() *Context {
	c := NewContext()
	c.AllowUnregistered = true
	return c
}

func TestUniquing(t *testing.T) {
	c := testCtx()
	if c.I(32) != c.IntegerType(32, Signless) || c.I(32) == c.IntegerType(32, Signed) {
		t.Fatal("integer types are not uniqued by width and signedness")
	}
	f := c.Function([]Type{c.I(1)}, []Type{c.Index()})
	if f != c.Function([]Type{c.I(1)}, []Type{c.Index()}) || f == c.Function([]Type{c.I(1)}, nil) {
		t.Fatal("function types are not uniqued structurally")
	}
	d1 := c.Dict([]NamedAttr{{"b", c.Unit()}, {"a", c.String("x")}})
	d2 := c.Dict([]NamedAttr{{"a", c.String("x")}, {"b", c.Unit()}})
	if d1 != d2 || d1.Entries[0].Name != "a" {
		t.Fatal("dictionaries are not sorted and uniqued")
	}
	if c.IntegerAttrInt64(c.I(8), 255) != c.IntegerAttrInt64(c.I(8), -1) {
		t.Fatal("integer attributes are not truncated to their width")
	}
	if c.IntegerAttrBits(c.I(8), 0xFF).Int64() != -1 || c.IntegerAttrBits(c.IntegerType(8, Unsigned), 0xFF).Int64() != 255 {
		t.Fatal("IntegerAttrBits interprets the sign wrongly")
	}
	if c.Fused([]Location{c.Unknown()}, nil) != c.Unknown() {
		t.Fatal("fused of unknown is not unknown")
	}
}

func op(b *Builder, name string, operands []*Value, results ...Type) *Operation {
	return b.Create(&OperationState{Name: name, Operands: operands, Types: results})
}

func TestUseListsAndMutation(t *testing.T) {
	c := testCtx()
	b := NewBuilder(c)
	blk := NewBlock()
	b.SetInsertionPointToEnd(blk)
	a := op(b, "t.a", nil, c.I(32))
	x := op(b, "t.x", nil, c.I(32))
	u1 := op(b, "t.use", []*Value{a.Result(0), a.Result(0)})
	u2 := op(b, "t.use", []*Value{a.Result(0)})
	n := 0
	for range a.Result(0).Uses {
		n++
	}
	if n != 3 || !a.Result(0).HasUses() {
		t.Fatalf("want 3 uses, got %d", n)
	}
	a.Result(0).ReplaceAllUsesWith(x.Result(0))
	if a.Result(0).HasUses() || u1.Operand(1) != x.Result(0) || u2.Operand(0) != x.Result(0) {
		t.Fatal("ReplaceAllUsesWith left uses behind")
	}
	u2.Erase()
	n = 0
	for range x.Result(0).Uses {
		n++
	}
	if n != 2 {
		t.Fatalf("erasing a user should drop its use: %d uses left", n)
	}
	a.MoveAfter(u1)
	if blk.Last() != a || a.Prev() != u1 || !u1.IsBeforeInBlock(a) {
		t.Fatal("MoveAfter did not move the op to the end")
	}
	b.SetInsertionPointToStart(blk)
	first := op(b, "t.first", nil)
	if blk.First() != first || !first.IsBeforeInBlock(x) {
		t.Fatal("insertion at the start failed")
	}
}

func TestWalkAndSymbols(t *testing.T) {
	c := testCtx()
	c.Registry.AddOp(&OpDef{Name: "t.table", Traits: SymbolTable | NoTerminator | SingleBlock, VerifyRegions: VerifySymbolTable})
	c.Registry.Dialect("t").AllowUnknownOps = true // t.sym is not registered
	b := NewBuilder(c)
	st := &OperationState{Name: "t.table"}
	r := st.AddRegion()
	table := c.Create(st)
	b.CreateBlock(r, nil, nil)
	f := b.Create(&OperationState{Name: "t.sym", Attrs: []NamedAttr{{SymbolNameAttr, c.String("f")}}})
	b.Create(&OperationState{Name: "t.sym", Attrs: []NamedAttr{{SymbolNameAttr, c.String("g")}}})
	if LookupSymbolIn(table, "f") != f || NewSymbolTable(table).Lookup("g") == nil || LookupSymbolRef(f, c.SymbolRef("f")) != f {
		t.Fatal("symbol lookup failed")
	}
	var names []string
	table.Walk(func(o *Operation) WalkResult { names = append(names, o.Name()); return Advance })
	if strings.Join(names, ",") != "t.sym,t.sym,t.table" {
		t.Fatalf("post-order walk: %v", names)
	}
	if err := Verify(table); err != nil {
		t.Fatalf("valid table rejected: %v", err)
	}
	b.Create(&OperationState{Name: "t.sym", Attrs: []NamedAttr{{SymbolNameAttr, c.String("f")}}})
	err := Verify(table)
	if err == nil || err.Error() != "redefinition of symbol named 'f'" {
		t.Fatalf("duplicate symbol: %v", err)
	}
	if d := err.(*Diagnostic); len(d.Notes) != 1 || d.Notes[0].Msg != "see existing symbol definition here" {
		t.Fatalf("duplicate symbol note: %+v", d.Notes)
	}
}

func TestDominance(t *testing.T) {
	c := testCtx()
	c.Registry.AddOp(&OpDef{Name: "t.func", Traits: IsolatedFromAbove})
	c.Registry.AddOp(&OpDef{Name: "t.br", Traits: Terminator})
	c.Registry.Dialect("t").AllowUnknownOps = true // t.def is not registered
	b := NewBuilder(c)
	st := &OperationState{Name: "t.func"}
	r := st.AddRegion()
	fn := c.Create(st)
	entry := b.CreateBlock(r, nil, nil)
	other := NewBlock()
	r.Append(other)
	b.SetInsertionPointToEnd(entry)
	b.Create(&OperationState{Name: "t.br", Successors: []*Block{other}})
	b.SetInsertionPointToEnd(other)
	def := op(b, "t.def", nil, c.I(32))
	b.Create(&OperationState{Name: "t.br", Operands: []*Value{def.Result(0)}, Successors: []*Block{other}})
	if err := Verify(fn); err != nil {
		t.Fatalf("valid CFG rejected: %v", err)
	}
	// A use in the entry block of a value defined in its successor.
	b.SetInsertionPoint(entry.Last())
	op(b, "t.use", []*Value{def.Result(0)})
	err := Verify(fn)
	if err == nil || err.Error() != "operand #0 does not dominate this use" {
		t.Fatalf("dominance violation not found: %v", err)
	}
	if d := err.(*Diagnostic); len(d.Notes) != 1 || d.Notes[0].Msg != "operand defined here (op in the same region)" {
		t.Fatalf("dominance note: %+v", d.Notes)
	}
}

func TestStructuralErrors(t *testing.T) {
	c := testCtx()
	c.Registry.AddOp(&OpDef{Name: "t.func", Traits: IsolatedFromAbove})
	c.Registry.AddOp(&OpDef{Name: "t.op"})
	b := NewBuilder(c)
	st := &OperationState{Name: "t.func"}
	r := st.AddRegion()
	fn := c.Create(st)
	b.CreateBlock(r, nil, nil)
	op(b, "t.op", nil)
	b.CreateBlock(r, nil, nil)
	op(b, "t.op", nil)
	err := Verify(fn)
	if err == nil || !strings.HasPrefix(err.Error(), "block with no terminator, has ") {
		t.Fatalf("missing terminator: %v", err)
	}
	c2 := NewContext()
	if err := Verify(c2.Create(&OperationState{Name: "foo.bar"})); err == nil ||
		!strings.Contains(err.Error(), "created with unregistered dialect") {
		t.Fatalf("unregistered dialect: %v", err)
	}
}
