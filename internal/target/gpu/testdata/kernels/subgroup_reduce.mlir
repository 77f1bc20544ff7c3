// gpu.subgroup_reduce on i32 with convert-gpu-to-nvvm's has-redux=1 (nvvm.redux.sync).
// MLIR 19 lowers subgroup_reduce for neither f32, maxui, minui, mul nor ROCDL, so this file is NVVM only.
// only: nvvm
// nvvm options: has-redux=1
module attributes {gpu.container_module} {
  gpu.module @subgroup_reduce {
    gpu.func @warp_reduce(%y: memref<?xi32>) kernel {
      %i = gpu.thread_id x
      %n = memref.load %y[%i] : memref<?xi32>
      %a = gpu.subgroup_reduce add %n uniform : (i32) -> i32
      %b = gpu.subgroup_reduce maxsi %a uniform : (i32) -> i32
      %c = gpu.subgroup_reduce minsi %b uniform : (i32) -> i32
      %d = gpu.subgroup_reduce and %c uniform : (i32) -> i32
      %e = gpu.subgroup_reduce or %d uniform : (i32) -> i32
      %f = gpu.subgroup_reduce xor %e uniform : (i32) -> i32
      memref.store %f, %y[%i] : memref<?xi32>
      gpu.return
    }
  }
}
