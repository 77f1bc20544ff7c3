// FLAGS: --convert-func-to-llvm
// Callees are looked up in the module's own symbol table: one in a nested module is not found (MLIR 19's error), nor in a gpu.module.
module {
  func.func @outer(%m: memref<4xf32>) attributes {llvm.bareptr} {
    return
  }
  module @inner {
    func.func @callee(%m: memref<4xf32>) attributes {llvm.bareptr} {
      return
    }
    func.func @caller(%m: memref<4xf32>) {
      call @callee(%m) : (memref<4xf32>) -> ()
      return
    }
  }
  func.func @c2(%m: memref<4xf32>) {
    call @outer(%m) : (memref<4xf32>) -> ()
    return
  }
}
// -----
module attributes {gpu.container_module} {
  func.func @callee(%m: memref<4xf32>) {
    return
  }
  gpu.module @dev {
    func.func @callee(%m: memref<4xf32>) attributes {llvm.bareptr} {
      return
    }
    func.func @caller(%m: memref<4xf32>) {
      call @callee(%m) : (memref<4xf32>) -> ()
      return
    }
  }
}
