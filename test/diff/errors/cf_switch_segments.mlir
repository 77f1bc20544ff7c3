// cf.switch: case_operand_segments must add up to the case operands.
func.func @sum(%c : i32) {
  "cf.switch"(%c, %c) [^bb1, ^bb2] <{case_operand_segments = array<i32: 2>, case_values = dense<[3]> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i32, i32) -> ()
^bb1:
  return
^bb2(%x : i32):
  return
}
// -----
func.func @negative(%c : i32) {
  "cf.switch"(%c, %c) [^bb1, ^bb2] <{case_operand_segments = array<i32: 2, -1>, case_values = dense<[3, 4]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i32, i32) -> ()
^bb1:
  return
^bb2(%x : i32):
  return
}
