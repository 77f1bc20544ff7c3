// FLAGS: --convert-func-to-llvm=use-bare-ptr-memref-call-conv=1 --reconcile-unrealized-casts
// convert-func-to-llvm with bare-pointer memref arguments.
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
// -----
func.func @b(%a: memref<4x2xf32, 3>, %i: index) -> f32 attributes {llvm.bareptr, llvm.emit_c_interface} {
  %v = memref.load %a[%i, %i] : memref<4x2xf32, 3>
  return %v : f32
}
func.func @c(%a: memref<?xf32>) attributes {llvm.bareptr} {
  return
}
func.func @u(%a: memref<*xf32>) attributes {llvm.bareptr} {
  return
}
func.func @r(%a: memref<2xi8>) -> memref<2xi8> attributes {llvm.bareptr} {
  return %a : memref<2xi8>
}
func.func @caller(%a: memref<2xi8>) -> memref<2xi8> {
  %r = call @r(%a) : (memref<2xi8>) -> memref<2xi8>
  return %r : memref<2xi8>
}
// -----
func.func @f(%a: memref<?xf32>, %i: index, %x: f32) -> (f32, index) {
  %r:2 = func.call @h(%a, %x, %i) : (memref<?xf32>, f32, index) -> (f32, index)
  return %r#0, %r#1 : f32, index
}
func.func private @h(memref<?xf32>, f32, index) -> (f32, index)
func.func @k(%a: memref<2x3xf32>) -> memref<2x3xf32> {
  return %a : memref<2x3xf32>
}
