// FLAGS: --gpu-async-region
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @kernel() kernel { gpu.return }
  }
  func.func @async_execute_fork(%sz : index) {
    %a0 = async.execute {
      gpu.launch_func @kernels::@kernel blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
      async.yield
    }
    %a1 = async.execute [%a0] {
      gpu.launch_func @kernels::@kernel blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
      async.yield
    }
    %a2 = async.execute [%a0] {
      gpu.launch_func @kernels::@kernel blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
      async.yield
    }
    %a3 = async.execute [%a0] {
      gpu.launch_func @kernels::@kernel blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
      async.yield
    }
    async.await %a0 : !async.token
    return
  }
}
