package scf

import (
	"testing"

	"gpuc/internal/ir"
)

func TestDivideCeilSigned(t *testing.T) {
	for _, c := range []struct{ n, d, want int64 }{
		{0, 3, 0}, {7, 3, 3}, {6, 3, 2}, {-7, 3, -2}, {7, -3, -2}, {-7, -3, 3}, {1, 4, 1},
	} {
		if got := divideCeilSigned(c.n, c.d); got != c.want {
			t.Errorf("divideCeilSigned(%d, %d) = %d, want %d", c.n, c.d, got, c.want)
		}
	}
}

// apSub subtracts in the bounds' width, as APInt does: i8 100 - (-100)
// wraps to -56, so SimplifyTrivialLoops sees no iteration.
func TestAPSubWraps(t *testing.T) {
	ctx := ir.NewContext()
	i8 := ctx.I(8)
	if got := apSub(ctx.IntegerAttrInt64(i8, -100), ctx.IntegerAttrInt64(i8, 100)); got != -56 {
		t.Errorf("apSub i8 = %d, want -56", got)
	}
	idx := ctx.Index()
	if got := apSub(ctx.IntegerAttrInt64(idx, 3), ctx.IntegerAttrInt64(idx, 10)); got != 7 {
		t.Errorf("apSub index = %d, want 7", got)
	}
	if got := sext(ctx.Bool(true)); got != -1 {
		t.Errorf("sext(true) = %d, want -1", got)
	}
}
