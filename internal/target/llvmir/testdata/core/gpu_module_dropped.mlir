module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k() kernel {
      gpu.return
    }
  }
  module @inner {
    llvm.func @nested()
  }
  llvm.func @f() {
    llvm.return
  }
}
