// A gpu.module without a target gets no binary (the seed skips it); when gpu-to-llvm left a binary stub for
// its launches, the host would load an empty binary and fail only at run time, so gpuc warns (beyond the
// seed) and still translates. A module without a stub is skipped silently, as MLIR 19 skips gpu.modules.
// UNSUPPORTED: mlir-oracle
// RUN: gpuc translate --mlir-to-llvmir --verify-diagnostics %s -o /dev/null
// RUN: gpuc translate --mlir-to-llvmir %s 2>&1 | FileCheck %s

// CHECK: warning: gpu.module 'kernels' has no target
// CHECK: @kernels_gpubin_stub = internal constant [0 x i8] zeroinitializer
// CHECK-NOT: warning
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @kernels_gpubin_stub("") {addr_space = 0 : i32}
  // expected-warning @below {{gpu.module 'kernels' has no target, so no binary is made for it and @kernels_gpubin_stub stays empty: the host code that loads it would fail at run time; give the module a target}}
  gpu.module @kernels {
    llvm.func @k() attributes {gpu.kernel} {
      llvm.return
    }
  }
  gpu.module @unused {
    llvm.func @k() attributes {gpu.kernel} {
      llvm.return
    }
  }
  llvm.func @host() -> !llvm.ptr {
    %0 = llvm.mlir.addressof @kernels_gpubin_stub : !llvm.ptr
    llvm.return %0 : !llvm.ptr
  }
}
