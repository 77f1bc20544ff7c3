module attributes {llvm.target_triple = "amdgcn-amd-amdhsa"} {
  llvm.func @amd_kernel(%a: !llvm.ptr<1>) attributes {rocdl.kernel, rocdl.flat_work_group_size = "1,256", rocdl.reqd_work_group_size = array<i32: 64, 1, 1>, rocdl.max_flat_work_group_size = 256 : i32} {
    llvm.return
  }
  llvm.func @amd_waves() attributes {rocdl.kernel, rocdl.waves_per_eu = 2 : i32, rocdl.unsafe_fp_atomics = true} {
    llvm.return
  }
}

