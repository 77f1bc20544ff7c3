// Expected outputs: mlir-opt-19 on the inputs below (its custom and generic forms), captured once.

package cf_test

var roundTripCases = []struct{ in, custom, generic string }{
	{`func.func @branches(%c: i1, %x: i32, %f: i64) -> i32 {
  cf.assert %c, "must hold"
  cf.cond_br %c, ^bb1(%x : i32), ^bb2
^bb1(%a: i32):
  cf.br ^bb2
^bb2:
  cf.cond_br %c, ^bb3, ^bb4(%x, %f : i32, i64)
^bb3:
  cf.switch %x : i32, [
    default: ^bb5(%x : i32),
    42: ^bb6,
    -1: ^bb7,
    7: ^bb4(%x, %f : i32, i64)
  ]
^bb4(%p: i32, %q: i64):
  cf.switch %f : i64, [
    default: ^bb6
  ]
^bb5(%b: i32):
  cf.switch %b : i32, [
    default: ^bb6,
    0: ^bb7
  ]
^bb6:
  return %x : i32
^bb7:
  return %x : i32
}
`,
		`module {
  func.func @branches(%arg0: i1, %arg1: i32, %arg2: i64) -> i32 {
    cf.assert %arg0, "must hold"
    cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb2
  ^bb1(%0: i32):  // pred: ^bb0
    cf.br ^bb2
  ^bb2:  // 2 preds: ^bb0, ^bb1
    cf.cond_br %arg0, ^bb3, ^bb4(%arg1, %arg2 : i32, i64)
  ^bb3:  // pred: ^bb2
    cf.switch %arg1 : i32, [
      default: ^bb5(%arg1 : i32),
      42: ^bb6,
      4294967295: ^bb7,
      7: ^bb4(%arg1, %arg2 : i32, i64)
    ]
  ^bb4(%1: i32, %2: i64):  // 2 preds: ^bb2, ^bb3
    cf.switch %arg2 : i64, [
      default: ^bb6]
  ^bb5(%3: i32):  // pred: ^bb3
    cf.switch %3 : i32, [
      default: ^bb6,
      0: ^bb7
    ]
  ^bb6:  // 3 preds: ^bb3, ^bb4, ^bb5
    return %arg1 : i32
  ^bb7:  // 2 preds: ^bb3, ^bb5
    return %arg1 : i32
  }
}

`,
		`"builtin.module"() ({
  "func.func"() <{function_type = (i1, i32, i64) -> i32, sym_name = "branches"}> ({
  ^bb0(%arg0: i1, %arg1: i32, %arg2: i64):
    "cf.assert"(%arg0) <{msg = "must hold"}> : (i1) -> ()
    "cf.cond_br"(%arg0, %arg1)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
  ^bb1(%0: i32):  // pred: ^bb0
    "cf.br"()[^bb2] : () -> ()
  ^bb2:  // 2 preds: ^bb0, ^bb1
    "cf.cond_br"(%arg0, %arg1, %arg2)[^bb3, ^bb4] <{operandSegmentSizes = array<i32: 1, 0, 2>}> : (i1, i32, i64) -> ()
  ^bb3:  // pred: ^bb2
    "cf.switch"(%arg1, %arg1, %arg1, %arg2)[^bb5, ^bb6, ^bb7, ^bb4] <{case_operand_segments = array<i32: 0, 0, 2>, case_values = dense<[42, -1, 7]> : vector<3xi32>, operandSegmentSizes = array<i32: 1, 1, 2>}> : (i32, i32, i32, i64) -> ()
  ^bb4(%1: i32, %2: i64):  // 2 preds: ^bb2, ^bb3
    "cf.switch"(%arg2)[^bb6] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i64) -> ()
  ^bb5(%3: i32):  // pred: ^bb3
    "cf.switch"(%3)[^bb6, ^bb7] <{case_operand_segments = array<i32: 0>, case_values = dense<0> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
  ^bb6:  // 3 preds: ^bb3, ^bb4, ^bb5
    "func.return"(%arg1) : (i32) -> ()
  ^bb7:  // 2 preds: ^bb3, ^bb5
    "func.return"(%arg1) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

`},
}
