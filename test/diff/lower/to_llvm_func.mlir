// FLAGS: --llvm-request-c-wrappers --convert-func-to-llvm --reconcile-unrealized-casts
// convert-func-to-llvm with every function's C wrapper requested.
func.func @g(%x: i32 {llvm.noundef}) -> (i32 {llvm.zeroext}) attributes {llvm.linkage = #llvm.linkage<internal>, llvm.readnone, foo = 1} {
  %f = func.constant @g : (i32) -> i32
  %r = func.call_indirect %f(%x) : (i32) -> i32
  return %r : i32
}
func.func @m(%a: memref<?xf32> {llvm.noalias}, %b: i64 {llvm.noundef}) {
  return
}
module attributes {gpu.container_module} {
  gpu.module @k {
    func.func @helper(%x: index) -> index {
      return %x : index
    }
  }
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
// -----
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
