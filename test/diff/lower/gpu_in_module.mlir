// Host ops inside a gpu.module are lowered too, and the runtime function
// they call is declared in the top module, out of the gpu.module's scope:
// MLIR 19's verifier then rejects the call.
module attributes {gpu.container_module} {
  gpu.module @m {
    func.func @g(%d: i32) {
      gpu.set_default_device %d
      return
    }
  }
}
