// cf.switch: case operands may name one result of a multi-result op.
func.func @f(%flag: i32) {
  %0:2 = "my.pair"() : () -> (i32, i32)
  cf.switch %flag : i32, [
    default: ^bb1(%flag : i32),
    7: ^bb1(%0#1 : i32),
    9: ^bb2
  ]
^bb1(%x: i32):
  return
^bb2:
  return
}
