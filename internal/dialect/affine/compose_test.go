package affine_test

import (
	"strings"
	"testing"

	"gpuc/internal/affine"
	"gpuc/internal/asm"
	affinedialect "gpuc/internal/dialect/affine"
	"gpuc/internal/dialect/all"
	"gpuc/internal/dialect/builtin"
	"gpuc/internal/ir"
	"gpuc/internal/rewrite"
)

func parse(t *testing.T, src string) *ir.Operation {
	t.Helper()
	ctx := ir.NewContext()
	all.Register(ctx.Registry)
	res := asm.Parse(ctx, asm.Config{Name: "t.mlir"}, []byte(src))
	if res.Errors != nil {
		t.Fatalf("parse error: %s", res.Errors[0].Msg)
	}
	top, err := builtin.WrapTopLevel(ctx, res.Block, ctx.FileLineCol("t.mlir", 0, 0))
	if err != nil {
		t.Fatalf("verify error: %v", err)
	}
	return top
}

// TestMakeComposedFoldedAffineApply: constant operands fold into an index
// attribute with no op left behind; an operand defined by an affine.apply
// is composed into the new map, duplicate operands merged and function
// arguments (valid symbols) promoted from dims to symbols.
func TestMakeComposedFoldedAffineApply(t *testing.T) {
	top := parse(t, `func.func @f(%a: index, %b: index) {
  %0 = affine.apply affine_map<(d0)[s0] -> (d0 * 2 + s0)>(%a)[%b]
  return
}`)
	ctx := top.Context()
	fn := top.Region(0).First().First()
	apply := fn.Region(0).First().First()
	ret := apply.Next()
	a, b := fn.Region(0).First().Arg(0), fn.Region(0).First().Arg(1)
	rw := rewrite.NewRewriter(ctx, nil)
	rw.SetInsertionPoint(ret)

	idx := func(v int64) ir.FoldResult { return ir.FoldAttr(ctx.IntegerAttrInt64(ctx.Index(), v)) }
	d0, s0 := affine.Dim(0), affine.Symbol(0)
	r := affinedialect.MakeComposedFoldedAffineApply(rw, ctx.Unknown(), affine.NewMap(1, 1, d0.Mul(affine.Const(3)).Add(s0)), []ir.FoldResult{idx(4), idx(5)})
	if ia, ok := r.Attr.(*ir.IntegerAttr); !ok || ia.Int64() != 17 {
		t.Fatalf("constant apply: got %+v, want 17 : index", r)
	}
	if apply.Next() != ret {
		t.Fatalf("a folded apply was left in the IR")
	}

	r = affinedialect.MakeComposedFoldedAffineApply(rw, ctx.Unknown(), affine.NewMap(2, 0, d0.Add(affine.Dim(1))), []ir.FoldResult{ir.FoldValue(apply.Result(0)), ir.FoldValue(a)})
	op := r.Value.DefiningOp()
	if op == nil || op.Name() != "affine.apply" {
		t.Fatalf("composed apply: got %+v", r)
	}
	m, _ := affinedialect.MapOf(op)
	// (a * 2 + b) + a: the inner map's dim a is promoted to symbol s1 after
	// b, the outer dim a becomes a symbol too and merges with it.
	if got, want := m.String(), "affine_map<()[s0, s1] -> (s0 + s1 * 3)>"; got != want {
		t.Errorf("composed map %s, want %s", got, want)
	}
	if op.NumOperands() != 2 || op.Operand(0) != b || op.Operand(1) != a {
		t.Errorf("composed operands %v", op.Operands())
	}
	if text := asm.OpString(fn, asm.DefaultFlags()); !strings.Contains(text, "affine.apply affine_map<()[s0, s1] -> (s0 + s1 * 3)>()[%arg1, %arg0]") {
		t.Errorf("printed:\n%s", text)
	}
}
