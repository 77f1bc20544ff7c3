// cf dialect verifier and custom-directive errors.
func.func @br_count(%x: i32) {
  cf.br ^bb1(%x : i32)
^bb1:
  return
}
// -----
func.func @br_type(%x: i32) {
  cf.br ^bb1(%x : i32)
^bb1(%a: i64):
  return
}
// -----
func.func @cond_br(%c: i1, %x: i32) {
  cf.cond_br %c, ^bb1, ^bb2(%x : i32)
^bb1:
  return
^bb2:
  return
}
// -----
func.func @switch_type(%x: i32) {
  "cf.switch"(%x) [^bb1, ^bb2] <{case_operand_segments = array<i32: 0>, case_values = dense<1> : vector<1xi64>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
^bb2:
  return
}
// -----
func.func @switch_count(%x: i32) {
  "cf.switch"(%x) [^bb1, ^bb2] <{case_operand_segments = array<i32: 0>, case_values = dense<[1, 2]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
^bb2:
  return
}
// -----
func.func @switch_operands(%x: i32) {
  cf.switch %x : i32, [
    default: ^bb1,
    3: ^bb2
  ]
^bb1:
  return
^bb2(%a: i32):
  return
}
// -----
func.func @switch_syntax(%x: i32) {
  cf.switch %x : i32, [
    default: ^bb1,
    x: ^bb1
  ]
^bb1:
  return
}
// -----
func.func @switch_syntax2(%x: i32) {
  cf.switch %x : i32, [
    dflt: ^bb1
  ]
^bb1:
  return
}
