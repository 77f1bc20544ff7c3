// LLVM's backends stop with report_fatal_error ("LLVM ERROR: ...", then abort) on code the target cannot
// compile: an intrinsic the chip lacks, an operation with no lowering, an address space the target does not
// have. gpuc runs code generation in an LLVM CrashRecoveryContext, so each becomes an error at its
// gpu.module, with LLVM's reason, and the other modules still compile and report in module order. f128 on
// NVPTX, on which LLVM 19 crashes, is refused before code generation. (mlir-opt-19 --gpu-module-to-binary
// aborts or crashes on each.)
// UNSUPPORTED: mlir-oracle
// RUN: rm -rf %t && mkdir -p %t/fake/nvvm/libdevice
// RUN: echo 'define float @__nv_sinf(float %%x) { ret float %%x }' | llvm-as -o %t/fake/nvvm/libdevice/libdevice.10.bc
// RUN: cd %t && gpuc translate --mlir-to-llvmir --split-input-file --verify-diagnostics %s -o /dev/null

module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @a_gpubin_stub("") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @b_gpubin_stub("") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @c_gpubin_stub("") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @d_gpubin_stub("") {addr_space = 0 : i32}
  // expected-error @below {{Failed translating the Module to ISA: LLVM's backend stopped with a fatal error: Cannot select: intrinsic %llvm.amdgcn.ds.bpermute (the target does not support what this code uses}}
  gpu.module @a attributes {target = #gpu.target<AMDGPU: chip = "gfx600">} {
    llvm.func @k(%a: i32, %p: !llvm.ptr<1>) attributes {rocdl.kernel} {
      %c = rocdl.ds_bpermute %a, %a : (i32, i32) -> i32
      llvm.store %c, %p : i32, !llvm.ptr<1>
      llvm.return
    }
  }
  // A module that compiles between failing ones.
  gpu.module @b attributes {target = #gpu.target<AMDGPU: chip = "gfx90a">} {
    llvm.func @k() attributes {rocdl.kernel} {
      llvm.return
    }
  }
  // expected-error @below {{LLVM's backend stopped with a fatal error: unsupported libcall legalization}}
  gpu.module @c attributes {target = #gpu.target<AMDGPU: chip = "gfx90a">} {
    llvm.func @k(%a: f128, %p: !llvm.ptr<1>) attributes {rocdl.kernel} {
      %c = llvm.fdiv %a, %a : f128
      llvm.store %c, %p : f128, !llvm.ptr<1>
      llvm.return
    }
  }
  // expected-error @below {{LLVM's backend stopped with a fatal error: Cannot select: }}
  gpu.module @d attributes {target = #gpu.target<AMDGPU: chip = "gfx90a">} {
    llvm.func @k(%p: !llvm.ptr<99>) attributes {rocdl.kernel} {
      %c = llvm.mlir.constant(1 : i32) : i32
      llvm.store %c, %p : i32, !llvm.ptr<99>
      llvm.return
    }
  }
}

// -----

// NVPTX: a warp reduction on a chip before sm_80, and f128 arithmetic, on which LLVM 19's NVPTX backend
// crashes (the child's signal is the error).
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @a_gpubin_stub("") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @b_gpubin_stub("") {addr_space = 0 : i32}
  // expected-error @below {{LLVM's backend stopped with a fatal error: Cannot select: intrinsic %llvm.nvvm.redux.sync.add}}
  gpu.module @a attributes {target = #gpu.target<NVPTX: chip = "sm_50", toolkit = "fake">} {
    llvm.func @k(%a: i32, %p: !llvm.ptr<1>) attributes {nvvm.kernel} {
      %m = llvm.mlir.constant(-1 : i32) : i32
      %c = nvvm.redux.sync add %a, %m : i32 -> i32
      llvm.store %c, %p : i32, !llvm.ptr<1>
      llvm.return
    }
  }
  // expected-error @below {{Failed translating the Module to ISA: 'k' uses f128, which NVPTX cannot compile (LLVM 19's NVPTX back end has no fp128 and crashes on it)}}
  gpu.module @b attributes {target = #gpu.target<NVPTX: chip = "sm_90", toolkit = "fake">} {
    llvm.func @k(%a: f128, %p: !llvm.ptr<1>) attributes {nvvm.kernel} {
      %c = llvm.fdiv %a, %a : f128
      llvm.store %c, %p : f128, !llvm.ptr<1>
      llvm.return
    }
  }
}
