// FLAGS: --convert-func-to-llvm
// Pointer sizes of the module's llvm.data_layout (address space 0's for the others) in the unranked descriptor copies.
module attributes {llvm.data_layout = "e-p:32:32-p3:16:16-i64:64"} {
  func.func @ret(%a: memref<*xf32>) -> memref<*xf32> {
    return %a : memref<*xf32>
  }
  func.func @ret3(%a: memref<*xf32, 3>) -> memref<*xf32, 3> {
    return %a : memref<*xf32, 3>
  }
  func.func @ret1(%a: memref<*xf32, 1>) -> (memref<*xf32, 1>, memref<*xf32, 3>) {
    %c = memref.memory_space_cast %a : memref<*xf32, 1> to memref<*xf32, 3>
    %0 = call @ret3(%c) : (memref<*xf32, 3>) -> memref<*xf32, 3>
    return %a, %0 : memref<*xf32, 1>, memref<*xf32, 3>
  }
}
// -----
module attributes {llvm.data_layout = "e-p:32:32-i64:64"} {
  func.func @ret(%a: memref<*xf32>) -> memref<*xf32> {
    return %a : memref<*xf32>
  }
  func.func @call(%a: memref<*xf32>) {
    %0 = call @ret(%a) : (memref<*xf32>) -> memref<*xf32>
    return
  }
}
