// Type-relation traits ODS verifies with the op's invariants (AllTypesMatch, TypesMatchWith, AllElementTypesMatch).
func.func @a(%x: i32, %y: i64) {
  %0:2 = "arith.addui_extended"(%x, %y) : (i32, i64) -> (i32, i1)
  return
}
// -----
func.func @b(%x: i32) {
  %0 = "arith.cmpi"(%x, %x) {predicate = 0 : i64} : (i32, i32) -> i32
  return
}
// -----
func.func @c(%m: memref<4xf32>, %i: index) {
  %0 = "memref.load"(%m, %i) : (memref<4xf32>, index) -> f64
  return
}
// -----
func.func @d(%x: f32, %o: i32) {
  %0:2 = "gpu.shuffle"(%x, %o, %o) {mode = #gpu<shuffle_mode xor>} : (f32, i32, i32) -> (f64, i1)
  return
}
// -----
func.func @e(%m: memref<4xf32>, %v: f64) {
  "gpu.memset"(%m, %v) : (memref<4xf32>, f64) -> ()
  return
}
