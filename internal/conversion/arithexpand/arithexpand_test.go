package arithexpand_test

import (
	"strings"
	"testing"

	"gpuc/internal/asm"
	"gpuc/internal/conversion/arithexpand"
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

func print(t *testing.T, top *ir.Operation) string {
	t.Helper()
	var b strings.Builder
	if err := asm.PrintModule(&b, top, asm.DefaultFlags(), nil); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// TestBFloat16PatternsGreedy runs the exported bf16 patterns through the
// greedy driver, as the ROCDL lowering does: the driver hoists and uniques
// the constants the patterns create at the start of the function (the
// arith-expand pass, a dialect conversion, leaves them where they were
// made; test/diff/lower/arith_expand.mlir checks that against mlir-opt-19).
func TestBFloat16PatternsGreedy(t *testing.T) {
	top := parse(t, `func.func @f(%a: bf16, %b: f32, %c: f32) -> (f32, bf16, bf16) {
  %0 = arith.extf %a : bf16 to f32
  %1 = arith.truncf %b : f32 to bf16
  %2 = arith.truncf %c to_nearest_even : f32 to bf16
  return %0, %1, %2 : f32, bf16, bf16
}
`)
	if !rewrite.ApplyPatternsAndFoldGreedily(top, rewrite.NewPatternSet(arithexpand.BFloat16Patterns()), rewrite.DefaultConfig()) {
		t.Fatal("did not converge")
	}
	want := `module {
  func.func @f(%arg0: bf16, %arg1: f32, %arg2: f32) -> (f32, bf16, bf16) {
    %c1_i32 = arith.constant 1 : i32
    %c32704_i16 = arith.constant 32704 : i16
    %c32767_i32 = arith.constant 32767 : i32
    %c16_i32 = arith.constant 16 : i32
    %0 = arith.bitcast %arg0 : bf16 to i16
    %1 = arith.extui %0 : i16 to i32
    %2 = arith.shli %1, %c16_i32 : i32
    %3 = arith.bitcast %2 : i32 to f32
    %4 = arith.cmpf une, %arg1, %arg1 : f32
    %5 = arith.bitcast %arg1 : f32 to i32
    %6 = arith.shrui %5, %c16_i32 : i32
    %7 = arith.andi %6, %c1_i32 : i32
    %8 = arith.addi %7, %c32767_i32 : i32
    %9 = arith.addi %5, %8 : i32
    %10 = arith.shrui %9, %c16_i32 : i32
    %11 = arith.trunci %10 : i32 to i16
    %12 = arith.select %4, %c32704_i16, %11 : i16
    %13 = arith.bitcast %12 : i16 to bf16
    %14 = arith.truncf %arg2 to_nearest_even : f32 to bf16
    return %3, %13, %14 : f32, bf16, bf16
  }
}
`
	if got := strings.TrimSpace(print(t, top)); got != strings.TrimSpace(want) {
		t.Errorf("got:\n%s\nwant:\n%s", got, want)
	}
}

// TestPatternSets checks the exported sets' contents and order
// (populateCeilFloorDivExpandOpsPatterns, populateArithExpandOpsPatterns,
// populateExpandBFloat16Patterns).
func TestPatternSets(t *testing.T) {
	roots := func(n int, f func(i int) string) string {
		var s []string
		for i := 0; i < n; i++ {
			s = append(s, f(i))
		}
		return strings.Join(s, " ")
	}
	cf := arithexpand.CeilFloorDivPatterns()
	if got := roots(len(cf), func(i int) string { return cf[i].Root }); got != "arith.ceildivsi arith.ceildivui arith.floordivsi" {
		t.Errorf("CeilFloorDivPatterns: %s", got)
	}
	all := arithexpand.ConversionPatterns()
	if got := roots(len(all), func(i int) string { return all[i].Root }); got != "arith.ceildivsi arith.ceildivui arith.floordivsi arith.maxsi arith.maxui arith.minsi arith.minui arith.maximumf arith.minimumf arith.maxnumf arith.minnumf" {
		t.Errorf("ConversionPatterns: %s", got)
	}
	bf := arithexpand.BFloat16Patterns()
	if got := roots(len(bf), func(i int) string { return bf[i].Root }); got != "arith.extf arith.truncf" {
		t.Errorf("BFloat16Patterns: %s", got)
	}
}
