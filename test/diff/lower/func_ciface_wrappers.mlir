func.func @f(%a: memref<?xf32>, %b: memref<*xf32>) -> memref<*xf32> attributes {llvm.emit_c_interface} { return %b : memref<*xf32> }
func.func private @ext(%a: memref<?xf32>, %i: index) -> memref<4xf32> attributes {llvm.emit_c_interface}
func.func @g(%a: memref<?xf32>) -> (memref<?xf32>, index) attributes {llvm.emit_c_interface} {
  %c = arith.constant 0 : index
  return %a, %c : memref<?xf32>, index
}
func.func @h(%x: f32) attributes {llvm.emit_c_interface} { return }
// -----
func.func @attrs(%a: memref<?xf32> {llvm.noalias}, %i: index {llvm.signext}) -> (f32 {llvm.noundef}) attributes {llvm.emit_c_interface, foo = 1 : i32} {
  %c = arith.constant 0.0 : f32
  return %c : f32
}
func.func private @decl(%a: memref<?xf32> {llvm.noalias}, %i: index {llvm.signext}) -> (memref<?xf32> {llvm.noundef}) attributes {llvm.emit_c_interface}
func.func nested @linkage(%u: memref<*xf32>) -> index attributes {llvm.emit_c_interface, llvm.linkage = #llvm.linkage<internal>} {
  %c = arith.constant 0 : index
  return %c : index
}
func.func private @multi(memref<*xf32>, memref<f32, 1>) -> (index, memref<*xf32>) attributes {llvm.emit_c_interface}
func.func private @none() attributes {llvm.emit_c_interface}
// -----
func.func @k(%a: memref<4xf32>) -> memref<4xf32> attributes {llvm.emit_c_interface} {
  %b = memref.alloc() : memref<4xf32>
  memref.copy %a, %b : memref<4xf32> to memref<4xf32>
  return %b : memref<4xf32>
}
func.func @user(%a: memref<4xf32>) -> memref<4xf32> {
  %r = call @k(%a) : (memref<4xf32>) -> memref<4xf32>
  return %r : memref<4xf32>
}
