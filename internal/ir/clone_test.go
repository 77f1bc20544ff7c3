package ir

import "testing"

// TestCloneRegion clones a two-block region whose first block uses a
// value of the second (a forward reference), an op with a nested region,
// and a value mapped beforehand, and checks that the copy refers only to
// copies (or the mapped value) and leaves the original alone.
func TestCloneRegion(t *testing.T) {
	c := testCtx()
	outer := NewBlock()
	b := NewBuilder(c)
	b.SetInsertionPointToEnd(outer)
	above := op(b, "t.above", nil, c.I(32)).Result(0)
	replacement := op(b, "t.replacement", nil, c.I(32)).Result(0)

	st := &OperationState{Name: "t.region_op"}
	r := st.AddRegion()
	holder := b.Create(st)
	b1, b2 := NewBlock(), NewBlock()
	r.Append(b1)
	r.Append(b2)
	arg := b2.AddArg(c.I(32), c.Unknown())
	b.SetInsertionPointToEnd(b2)
	later := op(b, "t.later", []*Value{arg}, c.I(32))
	b.SetInsertionPointToEnd(b1)
	early := op(b, "t.early", []*Value{later.Result(0), above}, c.I(32))
	nestedSt := &OperationState{Name: "t.nested", Operands: []*Value{early.Result(0)}}
	nr := nestedSt.AddRegion()
	nested := b.Create(nestedSt)
	nb := NewBlock()
	nr.Append(nb)
	b.SetInsertionPointToEnd(nb)
	op(b, "t.inner", []*Value{early.Result(0), arg})
	b.SetInsertionPointToEnd(b1)
	b.Create(&OperationState{Name: "t.br", Successors: []*Block{b2}})

	m := NewMapping()
	m.Map(above, replacement)
	dest := &Region{}
	r.CloneInto(dest, nil, m)
	if dest.NumBlocks() != 2 {
		t.Fatalf("want 2 blocks, got %d", dest.NumBlocks())
	}
	c1, c2 := dest.First(), dest.First().Next()
	cEarly, cLater := c1.First(), c2.First()
	if cEarly.Name() != "t.early" || cLater.Name() != "t.later" {
		t.Fatalf("ops out of order: %s, %s", cEarly.Name(), cLater.Name())
	}
	if cEarly.Operand(0) != cLater.Result(0) || cEarly.Operand(1) != replacement {
		t.Fatal("the copy does not use the copied later value and the mapped value")
	}
	if cLater.Operand(0) != c2.Arg(0) || m.Lookup(arg) != c2.Arg(0) {
		t.Fatal("the block argument is not copied and mapped")
	}
	cNested := cEarly.Next()
	inner := cNested.Region(0).First().First()
	if cNested.Operand(0) != cEarly.Result(0) || inner.Operand(0) != cEarly.Result(0) || inner.Operand(1) != c2.Arg(0) {
		t.Fatal("the nested region does not use the copies")
	}
	if br := cNested.Next(); br.Successor(0) != c2 {
		t.Fatal("the branch does not target the copied block")
	}
	if early.Operand(0) != later.Result(0) || early.Operand(1) != above || nested.Operand(0) != early.Result(0) {
		t.Fatal("the original changed")
	}
	if holder.Clone(nil).Region(0).NumBlocks() != 2 {
		t.Fatal("Operation.Clone does not copy regions")
	}
}
