// Verifier and parser messages of ops defined by ODS specs (operand counts, attributes, constraints, enums).
func.func @a(%x: i32) {
  %0 = "arith.addi"(%x) : (i32) -> i32
  return
}
// -----
func.func @b(%x: i32) {
  %0 = "arith.cmpi"(%x, %x) : (i32, i32) -> i1
  return
}
// -----
func.func @c(%x: i32) {
  %0 = "arith.cmpi"(%x, %x) {predicate = "eq"} : (i32, i32) -> i1
  return
}
// -----
func.func @d(%x: f32) {
  %0 = arith.addi %x, %x : f32
  return
}
// -----
func.func @e(%x: i32, %y: i64) {
  %0 = "arith.addi"(%x, %y) : (i32, i64) -> i32
  return
}
// -----
func.func @f() {
  gpu.barrier
  return
}
// -----
func.func @g(%x: i32) {
  %0 = "arith.addi"(%x, %x) : (i32, i32) -> (i32, i32)
  return
}
// -----
func.func @h(%x: index) {
  %0 = "arith.cmpi"(%x, %x) {predicate = 42 : i64} : (index, index) -> i1
  return
}
// -----
func.func @i(%x: i32) {
  %0 = arith.addi %x, %x overflow<bogus> : i32
  return
}
// -----
func.func @j(%x: i32) {
  %0 = arith.cmpi foo, %x, %x : i32
  return
}
// -----
func.func @k(%m: memref<4xf32>, %i: index) {
  %0 = memref.load %m[%i, %i] : memref<4xf32>
  return
}
