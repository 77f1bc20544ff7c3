package index

import (
	"math"
	"testing"
)

func TestDivisions(t *testing.T) {
	for _, c := range []struct {
		n, m          int64
		ceilS, floorS int64
		ceilU         uint64
	}{
		{7, 2, 4, 3, 4},
		{-7, 2, -3, -4, 9223372036854775805},
		{7, -2, -3, -4, 1},
		{-7, -2, 4, 3, 1},
		{0, 5, 0, 0, 0},
		{math.MinInt64, -1, math.MinInt64, math.MinInt64, 1},
	} {
		if got, _ := ceilDivS(c.n, c.m); got != c.ceilS {
			t.Errorf("ceildivs(%d, %d) = %d, want %d", c.n, c.m, got, c.ceilS)
		}
		if got, _ := floorDivS(c.n, c.m); got != c.floorS {
			t.Errorf("floordivs(%d, %d) = %d, want %d", c.n, c.m, got, c.floorS)
		}
		if got, _ := ceilDivU(uint64(c.n), uint64(c.m)); got != c.ceilU {
			t.Errorf("ceildivu(%d, %d) = %d, want %d", c.n, c.m, got, c.ceilU)
		}
	}
	if _, ok := ceilDivS(int64(1), 0); ok {
		t.Error("ceildivs by zero folded")
	}
}

func TestCmpOfMaxOrMin(t *testing.T) {
	for _, c := range []struct {
		op         string
		cstA, cstB int64
		pred       uint64
		want, ok   bool
	}{
		{"index.mins", 5, 7, predSLT, true, true},
		{"index.mins", 5, 3, predSLT, false, false},
		{"index.maxs", 5, 5, predSGE, true, true},
		{"index.maxs", 5, 5, predSLT, false, true},
		{"index.maxu", 9, 5, predNE, false, false},
		{"index.minu", 9, 9, predUGT, false, true},
	} {
		got, ok := cmpOfMaxOrMin(c.op, uint64(c.cstA), uint64(c.cstB), 64, c.pred)
		if ok != c.ok || ok && got != c.want {
			t.Errorf("cmp(%s(x, %d), %d) pred %d = %v, %v; want %v, %v", c.op, c.cstA, c.cstB, c.pred, got, ok, c.want, c.ok)
		}
	}
}
