// FLAGS: --gpu-async-region
// Waits at the end of async.execute bodies deferred to the users of their
// tokens; !gpu.async.token results given one use each.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @kernel() kernel { gpu.return }
  }
  func.func private @foo()
  func.func @chain(%sz : index) -> index {
    %a0 = async.execute {
      gpu.launch_func @kernels::@kernel blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
      gpu.launch_func @kernels::@kernel blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
      async.yield
    }
    %a1, %v1 = async.execute [%a0] -> !async.value<index> {
      gpu.launch_func @kernels::@kernel blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
      async.yield %sz : index
    }
    %a2 = async.execute [%a0, %a1] (%v1 as %x: !async.value<index>) {
      gpu.launch_func @kernels::@kernel blocks in (%x, %sz, %sz) threads in (%sz, %sz, %sz)
      async.yield
    }
    async.await %a2 : !async.token
    async.await %a1 : !async.token
    %r = async.await %v1 : !async.value<index>
    return %r : index
  }
  func.func @nested(%sz : index) {
    %a0 = async.execute {
      %a1 = async.execute {
        gpu.launch_func @kernels::@kernel blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
        async.yield
      }
      async.await %a1 : !async.token
      gpu.launch_func @kernels::@kernel blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
      async.yield
    }
    %a2 = async.execute [%a0] {
      async.yield
    }
    async.await %a2 : !async.token
    async.await %a0 : !async.token
    return
  }
  func.func @returned(%sz : index) -> !async.token {
    %a0 = async.execute {
      gpu.launch_func @kernels::@kernel blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
      async.yield
    }
    return %a0 : !async.token
  }
  func.func @effect_free_tail(%sz : index) {
    %a0 = async.execute {
      gpu.launch_func @kernels::@kernel blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
      %c = arith.addi %sz, %sz : index
      async.yield
    }
    %a1 = async.execute [%a0] {
      %c = arith.constant 1 : index
      func.call @foo() : () -> ()
      async.yield
    }
    %a2 = async.execute [%a0] {
      gpu.launch_func @kernels::@kernel blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
      async.yield
    }
    async.await %a1 : !async.token
    async.await %a0 : !async.token
    async.await %a0 : !async.token
    async.await %a2 : !async.token
    return
  }
  func.func @multi_dep(%sz : index) {
    %a0 = async.execute {
      %t = gpu.wait async
      %t2 = gpu.wait async
      gpu.wait [%t, %t2]
      async.yield
    }
    %a1 = async.execute [%a0] {
      async.yield
    }
    async.await %a1 : !async.token
    return
  }
}
