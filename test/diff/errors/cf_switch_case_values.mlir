// cf.switch's case_values must be integer elements.
func.func @array(%c : i32) {
  "cf.switch"(%c) [^bb1, ^bb1] {case_operand_segments = array<i32: 0>, case_values = [1], operandSegmentSizes = array<i32: 1, 0, 0>} : (i32) -> ()
^bb1:
  return
}
