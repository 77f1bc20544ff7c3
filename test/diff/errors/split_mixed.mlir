func.func @ok() {
  return
}
// -----
func.func @bad() -> i32 {
  return
}
// -----
"my.op"() : () -> (
// -----
func.func @ok2(%a: i32) -> i32 {
  return %a : i32
}
