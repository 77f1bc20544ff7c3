package cf_test

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

// TestRoundTrip checks generic printing against MLIR 19's output, for the
// input and for MLIR's custom form of it.
func TestRoundTrip(t *testing.T) {
	for i, c := range roundTripCases {
		// The custom form also parses (its `\n` literal is printed by the format
		// interpreter's); compare the generic form of the reparse.
		if got := roundTrip(t, c.custom, true); got != c.generic {
			t.Errorf("case %d: custom form reparsed:\ngot:\n%s\nwant:\n%s", i, got, c.generic)
		}
		if got := roundTrip(t, c.in, true); got != c.generic {
			t.Errorf("case %d generic form:\ngot:\n%s\nwant:\n%s", i, got, c.generic)
		}
	}
}
