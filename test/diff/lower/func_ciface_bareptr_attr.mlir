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
