// A device module LLVM's verifier rejects (here: a kernel calling convention with a result) fails its
// gpu.module with the verifier's report, as MLIR's "Failed creating the llvm::Module.", located at the
// module rather than printed bare.
// UNSUPPORTED: mlir-oracle
// RUN: not gpuc translate --mlir-to-llvmir %s -o %t.ll 2>&1 | FileCheck %s
// RUN: not test -e %t.ll

// CHECK: error-device-verifier.mlir:[[@LINE+4]]:3: error: Failed creating the llvm::Module: LLVM's verifier rejects the module's LLVM IR:
// CHECK-NEXT: Calling convention requires void return type
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @kernels_gpubin_stub("") {addr_space = 0 : i32}
  gpu.module @kernels attributes {target = #gpu.target<AMDGPU: chip = "gfx90a">} {
    llvm.func @k() -> i32 attributes {rocdl.kernel} {
      %c = llvm.mlir.constant(1 : i32) : i32
      llvm.return %c : i32
    }
  }
}
