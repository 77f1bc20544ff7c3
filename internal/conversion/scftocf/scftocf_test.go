package scftocf_test

import (
	"strings"
	"testing"

	"gpuc/internal/asm"
	"gpuc/internal/conversion/scftocf"
	"gpuc/internal/dialect/all"
	"gpuc/internal/dialect/builtin"
	"gpuc/internal/ir"
)

// parse parses src into a verified module.
func parse(t *testing.T, src string) *ir.Operation {
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

// convertCases hold mlir-opt-19's output of --allow-unregistered-dialect
// --convert-scf-to-cf for each input (test/diff and test/lit run the
// oracle live on more).
var convertCases = []struct{ name, in, want string }{
	{"for", `func.func @f(%lb: index, %ub: index, %st: index, %x: f32) -> f32 {
  %r = scf.for %i = %lb to %ub step %st iter_args(%a = %x) -> f32 {
    %s = arith.addf %a, %a : f32
    scf.yield %s : f32
  }
  return %r : f32
}`, `module {
  func.func @f(%arg0: index, %arg1: index, %arg2: index, %arg3: f32) -> f32 {
    cf.br ^bb1(%arg0, %arg3 : index, f32)
  ^bb1(%0: index, %1: f32):  // 2 preds: ^bb0, ^bb2
    %2 = arith.cmpi slt, %0, %arg1 : index
    cf.cond_br %2, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %3 = arith.addf %1, %1 : f32
    %4 = arith.addi %0, %arg2 : index
    cf.br ^bb1(%4, %3 : index, f32)
  ^bb3:  // pred: ^bb1
    return %1 : f32
  }
}

`},
	{"if", `func.func @f(%c: i1, %a: i32) -> i32 {
  %t = arith.constant true
  %n = arith.xori %c, %t : i1
  %r = scf.if %n -> i32 {
    scf.yield %a : i32
  } else {
    %z = arith.constant 0 : i32
    scf.yield %z : i32
  }
  scf.if %c {
    "my.then"() : () -> ()
  }
  return %r : i32
}`, `module {
  func.func @f(%arg0: i1, %arg1: i32) -> i32 {
    %true = arith.constant true
    %0 = arith.xori %arg0, %true : i1
    cf.cond_br %arg0, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    %c0_i32 = arith.constant 0 : i32
    cf.br ^bb3(%c0_i32 : i32)
  ^bb2:  // pred: ^bb0
    cf.br ^bb3(%arg1 : i32)
  ^bb3(%1: i32):  // 2 preds: ^bb1, ^bb2
    cf.br ^bb4
  ^bb4:  // pred: ^bb3
    cf.cond_br %arg0, ^bb5, ^bb6
  ^bb5:  // pred: ^bb4
    "my.then"() : () -> ()
    cf.br ^bb6
  ^bb6:  // 2 preds: ^bb4, ^bb5
    return %1 : i32
  }
}

`},
	{"while", `func.func @f(%a: i32) -> i32 {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %c = "my.cond"(%x) : (i32) -> i1
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    %y1 = arith.addi %y, %y : i32
    scf.yield %y1 : i32
  }
  %d = scf.while (%x = %r) : (i32) -> i32 {
    %c = "my.cond"(%x) : (i32) -> i1
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    scf.yield %y : i32
  }
  return %d : i32
}`, `module {
  func.func @f(%arg0: i32) -> i32 {
    cf.br ^bb1(%arg0 : i32)
  ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
    %1 = "my.cond"(%0) : (i32) -> i1
    cf.cond_br %1, ^bb2(%0 : i32), ^bb3
  ^bb2(%2: i32):  // pred: ^bb1
    %3 = arith.addi %2, %2 : i32
    cf.br ^bb1(%3 : i32)
  ^bb3:  // pred: ^bb1
    cf.br ^bb4(%0 : i32)
  ^bb4(%4: i32):  // 2 preds: ^bb3, ^bb4
    %5 = "my.cond"(%4) : (i32) -> i1
    cf.cond_br %5, ^bb4(%4 : i32), ^bb5
  ^bb5:  // pred: ^bb4
    return %4 : i32
  }
}

`},
	{"switch_execute", `func.func @f(%i: index, %a: i32) -> i32 {
  %r = scf.index_switch %i -> i32
  case -1 {
    scf.yield %a : i32
  }
  default {
    %v = scf.execute_region -> i32 {
      %c = "my.cmp"() : () -> i1
      cf.cond_br %c, ^bb1, ^bb2
    ^bb1:
      scf.yield %a : i32
    ^bb2:
      %z = arith.constant 0 : i32
      scf.yield %z : i32
    }
    scf.yield %v : i32
  }
  return %r : i32
}`, `module {
  func.func @f(%arg0: index, %arg1: i32) -> i32 {
    %0 = arith.index_cast %arg0 : index to i32
    cf.switch %0 : i32, [
      default: ^bb2,
      4294967295: ^bb1
    ]
  ^bb1:  // pred: ^bb0
    cf.br ^bb7(%arg1 : i32)
  ^bb2:  // pred: ^bb0
    cf.br ^bb3
  ^bb3:  // pred: ^bb2
    %1 = "my.cmp"() : () -> i1
    cf.cond_br %1, ^bb4, ^bb5
  ^bb4:  // pred: ^bb3
    cf.br ^bb6(%arg1 : i32)
  ^bb5:  // pred: ^bb3
    %c0_i32 = arith.constant 0 : i32
    cf.br ^bb6(%c0_i32 : i32)
  ^bb6(%2: i32):  // 2 preds: ^bb4, ^bb5
    cf.br ^bb7(%2 : i32)
  ^bb7(%3: i32):  // 2 preds: ^bb1, ^bb6
    return %3 : i32
  }
}

`},
	{"parallel_forall", `func.func @f(%lb: index, %ub: index, %st: index, %m: memref<?xf32>) -> f32 {
  %z = arith.constant 0.0 : f32
  %r = scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%st, %st) init (%z) -> f32 {
    %v = memref.load %m[%j] : memref<?xf32>
    scf.reduce(%v : f32) {
    ^bb0(%p: f32, %q: f32):
      %s = arith.addf %p, %q : f32
      scf.reduce.return %s : f32
    }
  }
  scf.forall (%k) in (%ub) {
    "my.use"(%k) : (index) -> ()
  }
  return %r : f32
}`, `module {
  func.func @f(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<?xf32>) -> f32 {
    %cst = arith.constant 0.000000e+00 : f32
    cf.br ^bb1(%arg0, %cst : index, f32)
  ^bb1(%0: index, %1: f32):  // 2 preds: ^bb0, ^bb5
    %2 = arith.cmpi slt, %0, %arg1 : index
    cf.cond_br %2, ^bb2, ^bb6
  ^bb2:  // pred: ^bb1
    cf.br ^bb3(%arg0, %1 : index, f32)
  ^bb3(%3: index, %4: f32):  // 2 preds: ^bb2, ^bb4
    %5 = arith.cmpi slt, %3, %arg1 : index
    cf.cond_br %5, ^bb4, ^bb5
  ^bb4:  // pred: ^bb3
    %6 = memref.load %arg3[%3] : memref<?xf32>
    %7 = arith.addf %4, %6 : f32
    %8 = arith.addi %3, %arg2 : index
    cf.br ^bb3(%8, %7 : index, f32)
  ^bb5:  // pred: ^bb3
    %9 = arith.addi %0, %arg2 : index
    cf.br ^bb1(%9, %4 : index, f32)
  ^bb6:  // pred: ^bb1
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    cf.br ^bb7(%c0 : index)
  ^bb7(%10: index):  // 2 preds: ^bb6, ^bb8
    %11 = arith.cmpi slt, %10, %arg1 : index
    cf.cond_br %11, ^bb8, ^bb9
  ^bb8:  // pred: ^bb7
    "my.use"(%10) : (index) -> ()
    %12 = arith.addi %10, %c1 : index
    cf.br ^bb7(%12 : index)
  ^bb9:  // pred: ^bb7
    return %1 : f32
  }
}

`},
}

// TestConvert checks the block order, numbering and values of each lowering
// against MLIR 19's output, and that the result verifies.
func TestConvert(t *testing.T) {
	for _, c := range convertCases {
		t.Run(c.name, func(t *testing.T) {
			top := parse(t, c.in)
			if err := scftocf.Convert(top); err != nil {
				t.Fatalf("convert: %v", err)
			}
			if err := ir.Verify(top); err != nil {
				t.Fatalf("verify after convert: %v", err)
			}
			if got := print(t, top); strings.TrimSpace(got) != strings.TrimSpace(c.want) {
				t.Errorf("got:\n%s\nwant:\n%s", got, c.want)
			}
		})
	}
}

// TestConvertFailureChangesNothing converts a function whose scf.forall has
// shared outputs, after ops the conversion lowers first (an scf.if with
// results, the enclosing scf.for): the error is MLIR's, at the forall, and
// every lowering done before it is rolled back.
func TestConvertFailureChangesNothing(t *testing.T) {
	const src = `func.func @f(%n: index, %t: tensor<8xf32>, %c: i1) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %t0 = scf.if %c -> tensor<8xf32> {
    scf.yield %t : tensor<8xf32>
  } else {
    scf.yield %t : tensor<8xf32>
  }
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t0) -> tensor<8xf32> {
    %q = scf.forall (%j) in (%n) shared_outs(%o = %a) -> tensor<8xf32> {
      scf.forall.in_parallel {
      }
    }
    scf.yield %q : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}`
	top := parse(t, src)
	before := print(t, top)
	err := scftocf.Convert(top)
	d, ok := err.(*ir.Diagnostic)
	if !ok {
		t.Fatalf("want a diagnostic, got %v", err)
	}
	if want := "failed to legalize operation 'scf.forall' that was explicitly marked illegal"; d.Msg != want {
		t.Errorf("message %q, want %q", d.Msg, want)
	}
	if l, ok := d.Loc.(*ir.FileLineColLoc); !ok || l.Line != 10 || l.Col != 10 {
		t.Errorf("location %v, want t.mlir:10:10", d.Loc)
	}
	if err := ir.Verify(top); err != nil {
		t.Fatalf("verify after the failed conversion: %v", err)
	}
	if after := print(t, top); after != before {
		t.Errorf("the failed conversion changed the IR:\n%s\nwas:\n%s", after, before)
	}
}
