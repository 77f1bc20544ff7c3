// math dialect operand and result constraints.
func.func @absf(%i: i32) {
  %0 = math.absf %i : i32
  return
}
// -----
func.func @fpowi(%a: f32, %b: f32) {
  %0 = math.fpowi %a, %b : f32, f32
  return
}
// -----
func.func @ctlz(%a: f32) {
  %0 = math.ctlz %a : f32
  return
}
// -----
func.func @sqrt(%a: f32) {
  %0 = "math.sqrt"(%a) : (f32) -> f64
  return
}
