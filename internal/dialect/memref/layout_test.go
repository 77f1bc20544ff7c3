package memref

import (
	"testing"

	"gpuc/internal/asm"
	"gpuc/internal/ir"
)

func parseMemRef(t *testing.T, ctx *ir.Context, s string) *ir.MemRefType {
	t.Helper()
	ty, errs := asm.ParseType(ctx, "t", []byte(s))
	if len(errs) > 0 {
		t.Fatalf("%s: %s", s, errs[0].Msg)
	}
	m, ok := ty.(*ir.MemRefType)
	if !ok {
		t.Fatalf("%s is not a memref", s)
	}
	return m
}

func TestStridesAndOffset(t *testing.T) {
	ctx := ir.NewContext()
	cases := []struct {
		typ     string
		strides []int64
		offset  int64
		ok      bool
	}{
		{"memref<4x8xf32>", []int64{8, 1}, 0, true},
		{"memref<?x8xf32>", []int64{8, 1}, 0, true},
		{"memref<4x?x2xf32>", []int64{Dynamic, 2, 1}, 0, true},
		{"memref<4x8xf32, strided<[1, 4], offset: ?>>", []int64{1, 4}, Dynamic, true},
		{"memref<4x8xf32, affine_map<(d0, d1) -> (d0 * 8 + d1 + 3)>>", []int64{8, 1}, 3, true},
		{"memref<?x?xf32, affine_map<(d0, d1)[s0, s1] -> (d0 * s1 + s0 + d1)>>", []int64{Dynamic, 1}, Dynamic, true},
		{"memref<4x8xf32, affine_map<(d0, d1) -> (d1, d0)>>", nil, 0, false},
	}
	for _, c := range cases {
		s, o, ok := stridesAndOffset(parseMemRef(t, ctx, c.typ))
		if ok != c.ok || (ok && (!equalShape(s, c.strides) || o != c.offset)) {
			t.Errorf("%s: got %v %d %v, want %v %d %v", c.typ, s, o, ok, c.strides, c.offset, c.ok)
		}
	}
}

func TestCanonicalizeStridedLayout(t *testing.T) {
	ctx := ir.NewContext()
	cases := map[string]string{
		"memref<4x8xf32>":                             "memref<4x8xf32>",
		"memref<4x8xf32, strided<[8, 1]>>":            "memref<4x8xf32>",
		"memref<8x4xf32, strided<[1, 8]>>":            "memref<8x4xf32, affine_map<(d0, d1) -> (d0 + d1 * 8)>>",
		"memref<4x8xf32, strided<[8, 1], offset: 2>>": "memref<4x8xf32, affine_map<(d0, d1) -> (d0 * 8 + d1 + 2)>>",
	}
	for in, want := range cases {
		got := asm.TypeString(canonicalizeStridedLayout(ctx, parseMemRef(t, ctx, in)))
		if got != want {
			t.Errorf("%s: got %s, want %s", in, got, want)
		}
	}
}
