// Generic-form properties: MLIR's property conversion errors; unknown keys are dropped.
func.func @b(%x: i32) {
  %0 = "arith.cmpi"(%x, %x) <{predicate = "eq"}> : (i32, i32) -> i1
  return
}
// -----
func.func @c(%x: i32) {
  %0 = "arith.addi"(%x, %x) <{overflowFlags = 3 : i32}> : (i32, i32) -> i32
  return
}
// -----
func.func @d(%x: i32) {
  %0 = "arith.addi"(%x, %x) <{foo = 3 : i32}> : (i32, i32) -> i32
  return
}
// -----
func.func @e(%x: i32) {
  %0 = "arith.addi"(%x, %x) <[1]> : (i32, i32) -> i32
  return
}
