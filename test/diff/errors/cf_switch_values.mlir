// cf.switch case values that do not fit in 64 bits.
func.func @big(%f : i128) {
  cf.switch %f : i128, [
    default: ^bb1,
    18446744073709551616: ^bb1
  ]
^bb1:
  return
}
// -----
func.func @big_negative(%f : i128) {
  cf.switch %f : i128, [
    default: ^bb1,
    -9223372036854775809: ^bb1
  ]
^bb1:
  return
}
// -----
func.func @big_hex(%f : i128) {
  cf.switch %f : i128, [
    default: ^bb1,
    0x10000000000000000: ^bb1
  ]
^bb1:
  return
}
