// Kernel attributes: nvvm.* become !nvvm.annotations, rocdl.* become amdgpu_kernel and function attributes.

module attributes {llvm.target_triple = "nvptx64-nvidia-cuda"} {
  llvm.func @nv_kernel(%a: !llvm.ptr) attributes {nvvm.kernel, nvvm.maxntid = array<i32: 128, 1, 1>, nvvm.minctasm = 2 : i32, nvvm.maxnreg = 64 : i32} {
    llvm.return
  }
  llvm.func @nv_reqntid() attributes {nvvm.kernel, nvvm.reqntid = array<i32: 32, 4, 1>} {
    llvm.return
  }
  llvm.func @nv_grid_constant(%a: !llvm.ptr {llvm.byval = !llvm.struct<(i32, f32)>, nvvm.grid_constant}) attributes {nvvm.kernel} {
    llvm.return
  }
}

