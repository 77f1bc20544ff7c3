package math_test

import (
	"strings"
	"testing"

	"gpuc/internal/asm"
	"gpuc/internal/dialect/all"
	"gpuc/internal/dialect/builtin"
	"gpuc/internal/ir"
)

// roundTrip parses src, verifies it and prints it (generic when asked).
func roundTrip(t *testing.T, src string, generic bool) string {
	t.Helper()
	ctx := ir.NewContext()
	ctx.AllowUnregistered = true
	all.Register(ctx.Registry)
	res := asm.Parse(ctx, asm.Config{Name: "t.mlir"}, []byte(src))
	if res.Errors != nil {
		t.Fatalf("parse error: %s", res.Errors[0].Msg)
	}
	top, err := builtin.WrapTopLevel(ctx, res.Block, ctx.FileLineCol("t.mlir", 0, 0))
	if err != nil {
		t.Fatalf("verify error: %v", err)
	}
	var b strings.Builder
	flags := asm.DefaultFlags()
	flags.Generic = generic
	if err := asm.PrintModule(&b, top, flags, res.Resources); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// TestRoundTrip checks custom and generic printing against MLIR 19's
// output, and that the custom output parses back to itself.
func TestRoundTrip(t *testing.T) {
	for i, c := range roundTripCases {
		if got := roundTrip(t, c.in, false); got != c.custom {
			t.Errorf("case %d custom form:\ngot:\n%s\nwant:\n%s", i, got, c.custom)
			continue
		}
		if got := roundTrip(t, c.custom, false); got != c.custom {
			t.Errorf("case %d: custom output does not round-trip:\n%s", i, got)
		}
		if got := roundTrip(t, c.in, true); got != c.generic {
			t.Errorf("case %d generic form:\ngot:\n%s\nwant:\n%s", i, got, c.generic)
		}
	}
}
