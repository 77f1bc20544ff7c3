// The rocdl dialect's function attributes (ROCDLDialect::verifyOperationAttribute
// checks only that rocdl.kernel is on an llvm.func).
module attributes {gpu.container_module} {
  gpu.module @kernels [#rocdl.target<chip = "gfx90a">] attributes {llvm.data_layout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"} {
    llvm.func @k0() attributes {rocdl.kernel} {
      llvm.return
    }
    llvm.func @k1() attributes {rocdl.kernel, rocdl.flat_work_group_size = "1,256", rocdl.reqd_work_group_size = array<i32: 256, 1, 1>, rocdl.max_flat_work_group_size = 256 : i32, rocdl.waves_per_eu = 2 : i32} {
      %0 = rocdl.workitem.id.x {range = array<i32: 0, 256>} : i32
      rocdl.barrier
      llvm.return
    }
    llvm.func @k2(%arg0: !llvm.ptr {rocdl.kernel}) attributes {rocdl.kernel = 1 : i32, rocdl.uniform_work_group_size = "true"} {
      llvm.return
    }
  }
}
