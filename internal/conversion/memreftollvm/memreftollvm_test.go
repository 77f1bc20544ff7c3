package memreftollvm

import (
	"testing"

	"gpuc/internal/asm"
	"gpuc/internal/dialect/all"
	"gpuc/internal/ir"
)

func parseType(t *testing.T, ctx *ir.Context, s string) ir.Type {
	t.Helper()
	ty, errs := asm.ParseType(ctx, "t", []byte(s))
	if len(errs) > 0 {
		t.Fatalf("%s: %s", s, errs[0].Msg)
	}
	return ty
}

// isContiguous decides between llvm.intr.memcpy and a call to memrefCopy.
func TestIsContiguous(t *testing.T) {
	ctx := ir.NewContext()
	all.Register(ctx.Registry)
	cases := []struct {
		t    string
		want bool
	}{
		{"memref<4x?xf32>", true},
		{"memref<4xf32, strided<[1]>>", true},
		{"memref<2x4xf32, strided<[4, 1], offset: 4>>", true},
		{"memref<1x4xi32, strided<[8, 1]>>", true},
		{"memref<4x4xf32, strided<[8, 1]>>", false},
		{"memref<0x4xf32, strided<[8, 1]>>", false},
		{"memref<4xf32, strided<[?], offset: ?>>", false},
		{"memref<?x4xf32, strided<[4, 1], offset: 2>>", false},
		{"memref<*xf32>", false},
	}
	for _, c := range cases {
		if got := isContiguous(parseType(t, ctx, c.t)); got != c.want {
			t.Errorf("isContiguous(%s) = %v, want %v", c.t, got, c.want)
		}
	}
}

// splatValue turns the initializer of a rank-0 global into its element.
func TestSplatValue(t *testing.T) {
	ctx := ir.NewContext()
	all.Register(ctx.Registry)
	cases := []struct{ in, want string }{
		{"dense<1.5> : tensor<f32>", "1.500000e+00 : f32"},
		{"dense<-3> : tensor<i32>", "-3 : i32"},
		{"dense<true> : tensor<i1>", "true"},
		{"dense<7> : tensor<index>", "7 : index"},
	}
	for _, c := range cases {
		a, errs := asm.ParseAttribute(ctx, "t", []byte(c.in))
		if len(errs) > 0 {
			t.Fatalf("%s: %s", c.in, errs[0].Msg)
		}
		if got := asm.AttrString(splatValue(ctx, a)); got != c.want {
			t.Errorf("splatValue(%s) = %s, want %s", c.in, got, c.want)
		}
	}
}
