// FLAGS: --gpu-async-region
// GPU ops made async: tokens threaded through loops, branches and blocks, host
// waits before ops with side effects (unregistered ones included) and terminators.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @kernel() kernel { gpu.return }
  }
  func.func private @foo()
  func.func @loops(%sz : index, %n: index, %b: i1, %m: memref<16xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    scf.for %i = %c0 to %n step %c1 {
      gpu.launch_func @kernels::@kernel blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
      %x = arith.addi %i, %c1 : index
      gpu.launch_func @kernels::@kernel blocks in (%x, %sz, %sz) threads in (%sz, %sz, %sz)
    }
    scf.if %b {
      %0 = gpu.alloc host_shared () : memref<16xf32>
      gpu.memcpy %0, %m : memref<16xf32>, memref<16xf32>
      %f = arith.constant 1.0 : f32
      gpu.memset %0, %f : memref<16xf32>, f32
      %v = memref.load %m[%c0] : memref<16xf32>
      gpu.dealloc %0 : memref<16xf32>
    } else {
      "my.op"() : () -> ()
    }
    gpu.launch_func @kernels::@kernel blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    %c2 = arith.constant 2 : index
    %d = arith.muli %c2, %sz : index
    gpu.launch_func @kernels::@kernel blocks in (%d, %sz, %sz) threads in (%sz, %sz, %sz)
    "my.store"(%c2, %m) : (index, memref<16xf32>) -> ()
    return
  }
  func.func @cfg(%sz : index, %b: i1) {
    gpu.launch_func @kernels::@kernel blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    cf.cond_br %b, ^bb1, ^bb2
  ^bb1:
    gpu.launch_func @kernels::@kernel blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    cf.br ^bb2
  ^bb2:
    return
  }
  func.func @waits(%sz : index) {
    %t = gpu.wait async
    gpu.launch_func @kernels::@kernel blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    %t2 = gpu.wait async [%t]
    %t3 = gpu.launch_func async [%t2] @kernels::@kernel blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    gpu.wait [%t]
    func.call @foo() : () -> ()
    gpu.launch_func @kernels::@kernel blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    gpu.wait
    return
  }
}
