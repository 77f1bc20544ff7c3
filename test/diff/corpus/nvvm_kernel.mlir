// The nvvm dialect's function attributes (NVVMDialect::verifyOperationAttribute
// and verifyRegionArgAttribute accept these).
module attributes {gpu.container_module} {
  gpu.module @kernels [#nvvm.target<chip = "sm_90", features = "+ptx80">] {
    llvm.func @k0() attributes {nvvm.kernel} {
      llvm.return
    }
    llvm.func @k1() attributes {nvvm.kernel, nvvm.maxntid = array<i32: 128, 1, 1>, nvvm.minctasm = 4 : i32, nvvm.maxnreg = 64 : i32} {
      llvm.return
    }
    llvm.func @k2() attributes {nvvm.kernel, nvvm.reqntid = array<i32: 32>} {
      llvm.return
    }
    llvm.func @k3(%arg0: !llvm.ptr {llvm.byval = i32, nvvm.grid_constant}, %arg1: f32, %arg2: !llvm.ptr {llvm.byval = f32, nvvm.grid_constant}) attributes {nvvm.kernel} {
      llvm.return
    }
    llvm.func @device(%arg0: i32) -> i32 {
      %0 = nvvm.read.ptx.sreg.tid.x : i32
      %1 = llvm.add %0, %arg0 : i32
      llvm.return %1 : i32
    }
  }
}

// -----

llvm.func @kernel_func() attributes {nvvm.kernel, nvvm.maxntid = array<i32: 1, 23, 32>, nvvm.minctasm = 16, nvvm.maxnreg = 32} {
  llvm.return
}
// Other nvvm.* names are not checked.
llvm.func @other() attributes {nvvm.cluster_dim = 3, nvvm.whatever = "x"} {
  llvm.return
}
