package ir

import "testing"

// TestInsertOperands checks the operands after insertions anywhere, and
// the use-list order MLIR's OperandStorage leaves: inserting at the front
// relinks the shifted uses from the last operand back, so that the first
// operand's use is at the head.
func TestInsertOperands(t *testing.T) {
	c := testCtx()
	b := NewBuilder(c)
	blk := NewBlock()
	b.SetInsertionPointToEnd(blk)
	var vals []*Value
	for i := 0; i < 8; i++ {
		vals = append(vals, op(b, "t.def", nil, c.I(32)).Result(0))
	}
	for m := 0; m <= 5; m++ {
		for k := 1; k <= 3; k++ {
			for index := 0; index <= m; index++ {
				for _, capacity := range []int{m, m + k} {
					user := op(b, "t.use", vals[:m])
					ins := vals[5 : 5+k]
					got := user.InsertOperands(index, ins, capacity)
					want := append(append(append([]*Value(nil), vals[:index]...), ins...), vals[index:m]...)
					if user.NumOperands() != len(want) {
						t.Fatalf("m=%d k=%d index=%d: %d operands", m, k, index, user.NumOperands())
					}
					for i, v := range want {
						if user.Operand(i) != v || user.OpOperand(i).Index() != i || user.OpOperand(i).Owner() != user {
							t.Fatalf("m=%d k=%d index=%d: operand %d wrong", m, k, index, i)
						}
					}
					if capacity == m+k && got != capacity {
						t.Fatalf("capacity changed without growing")
					}
					user.Erase()
				}
			}
		}
	}
	// One value used three times; inserting at the front relinks the uses
	// from the last back to the first.
	x, y := vals[0], vals[1]
	other := op(b, "t.other", []*Value{x})
	user := op(b, "t.use", []*Value{x, x, x})
	user.InsertOperands(0, []*Value{y}, 3)
	var order []*OpOperand
	for u := range x.Uses {
		order = append(order, u)
	}
	if len(order) != 4 || order[0] != user.OpOperand(1) || order[1] != user.OpOperand(2) || order[2] != user.OpOperand(3) || order[3] != other.OpOperand(0) {
		t.Fatalf("use order after inserting at the front is not MLIR's")
	}
	// Appending within capacity leaves the other uses where they are.
	z := op(b, "t.use", []*Value{x})
	z.InsertOperands(1, []*Value{y}, 4)
	order = order[:0]
	for u := range x.Uses {
		order = append(order, u)
	}
	if order[0] != z.OpOperand(0) {
		t.Fatalf("append within capacity moved a use")
	}
}
