// ROCDL kernel attributes: flat work-group size, reqd_work_group_size, waves per EU, unsafe
// atomics hint, with noalias/align arguments and a noinline device function.
// only: rocdl
module attributes {gpu.container_module} {
  gpu.module @kernel_attrs_rocdl {
    llvm.func @helper(%p: !llvm.ptr {llvm.noalias, llvm.readonly}, %i: i64) -> f32 attributes {passthrough = ["noinline"]} {
      %q = llvm.getelementptr inbounds %p[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %v = llvm.load %q invariant : !llvm.ptr -> f32
      llvm.return %v : f32
    }
    gpu.func @bounded(%x: memref<?xf32> {llvm.noalias}, %y: memref<?xf32> {llvm.noalias}) kernel attributes {rocdl.flat_work_group_size = "64,256", rocdl.waves_per_eu = 2 : i32, rocdl.unsafe_fp_atomics} {
      %t = gpu.thread_id x
      %v = memref.load %x[%t] : memref<?xf32>
      %w = arith.addf %v, %v : f32
      memref.store %w, %y[%t] : memref<?xf32>
      gpu.return
    }
    gpu.func @required(%x: memref<128xf32>, %p: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias}) kernel attributes {rocdl.reqd_work_group_size = array<i32: 32, 4, 1>, rocdl.max_flat_work_group_size = 128 : index} {
      %t = gpu.thread_id x
      %ti = arith.index_cast %t : index to i64
      %v = llvm.call @helper(%p, %ti) : (!llvm.ptr, i64) -> f32
      memref.store %v, %x[%t] : memref<128xf32>
      gpu.return
    }
  }
}
