// FLAGS: --gpu-to-llvm=use-bare-pointers-for-host=1
func.func @b(%a: memref<4xf32>, %i: index) -> memref<4xf32> attributes {llvm.emit_c_interface} {
  %v = memref.load %a[%i] : memref<4xf32>
  memref.store %v, %a[%i] : memref<4xf32>
  return %a : memref<4xf32>
}
func.func @c(%a: memref<2x3xf32, 1>, %s: memref<f16>) {
  return
}
func.func private @d(%a: memref<4xf32>) -> memref<4xf32>
func.func @e(%a: memref<4xf32>) -> memref<4xf32> {
  %r = call @d(%a) : (memref<4xf32>) -> memref<4xf32>
  return %r : memref<4xf32>
}
// -----
// Dynamic shapes and unranked memrefs cannot be bare pointers: these
// functions are left unconverted.
func.func @dyn(%a: memref<?xf32>) {
  return
}
func.func @unranked(%a: memref<*xf32>) {
  return
}
