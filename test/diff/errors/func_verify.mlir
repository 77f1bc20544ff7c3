// func dialect verifier errors.
func.func @f(%a: i32) -> f32 {
  return %a : i32
}
// -----
func.func @bad() -> i32 {
  return
}
// -----
func.func private @multi(i32, f32) -> (i32, f32)
func.func @call_mismatch(%x: i32) {
  %0:2 = call @multi(%x, %x) : (i32, i32) -> (i32, f32)
  return
}
// -----
func.func @missing_callee() {
  %0 = func.call @missing() : () -> i32
  return
}
// -----
func.func @no_terminator() {
  func.call @no_terminator() : () -> ()
}
// -----
func.func private @inner(i32) -> i32
func.func @nested_ref(%a: i32) -> i32 {
  %0 = call @m::@inner(%a) : (i32) -> i32
  return %0 : i32
}
// -----
func.func @wrong_count(%a: i32) -> i32 {
  %0 = "my.op"() : () -> i32
  return %a, %0 : i32, i32
}
