// The lowered IR fails the LLVM verifier after the pass, as in MLIR 19.
func.func @g(%a: memref<10xf32>, %i: index, %x: f32) -> f32 {
  %0 = memref.generic_atomic_rmw %a[%i] : memref<10xf32> {
  ^bb0(%cur: f32):
    %r = arith.addf %cur, %x : f32
    memref.atomic_yield %r : f32
  }
  return %0 : f32
}
// -----
func.func @d(%a: memref<2xindex, 1>) {
  memref.dealloc %a : memref<2xindex, 1>
  return
}
