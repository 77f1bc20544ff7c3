// A call's callee is looked up in the symbol table closest to it (a nested module, a gpu.module), as gpu-to-llvm's CallOpLowering does.
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
