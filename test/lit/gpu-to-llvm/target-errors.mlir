// The `target` option's errors (the seed's messages) and use-opaque-pointers=0, which LLVM 19 cannot honour.
// UNSUPPORTED: mlir-oracle
// A key a top-level gpu.module lacks: located at that module.
// RUN: not gpuc opt %s --gpu-to-llvm=target=rocdl.hsaco 2>&1 | FileCheck %s --check-prefix=KEY
// RUN: not gpuc opt %s --pass-pipeline='builtin.module(gpu-to-llvm{target=rocdl.hsaco})' 2>&1 | FileCheck %s --check-prefix=KEY
// An empty or unparsable body: located at the top module.
// RUN: not gpuc opt %s --gpu-to-llvm='target=""' 2>&1 | FileCheck %s --check-prefix=EMPTY
// RUN: not gpuc opt %s --gpu-to-llvm='target="NVPTX: bogus = 1"' 2>&1 | FileCheck %s --check-prefix=BOGUS
// RUN: not gpuc opt %s --gpu-to-llvm='target="PTX"' 2>&1 | FileCheck %s --check-prefix=PIPELINE
// RUN: not gpuc opt %s --gpu-to-llvm='target="NVPTX: O = 5"' 2>&1 | FileCheck %s --check-prefix=OPT
// RUN: not gpuc opt %s --pass-pipeline='builtin.module(gpu-to-llvm{target="AMDGPU: chip = gfx90a"})' 2>&1 | FileCheck %s --check-prefix=UNQUOTED
// RUN: not gpuc opt %s --gpu-to-llvm=use-opaque-pointers=0 2>&1 | FileCheck %s --check-prefix=TYPED
// RUN: not gpuc opt %s --pass-pipeline='builtin.module(gpu-to-llvm{use-opaque-pointers=false})' 2>&1 | FileCheck %s --check-prefix=TYPED

// EMPTY: target-errors.mlir:[[@LINE+6]]:1: error: "" is not a valid target attribute.
// BOGUS: target-errors.mlir:[[@LINE+5]]:1: error: "NVPTX: bogus = 1" is not a valid target attribute.
// PIPELINE: target-errors.mlir:[[@LINE+4]]:1: error: "PTX" is not a valid target attribute.
// OPT: target-errors.mlir:[[@LINE+3]]:1: error: "NVPTX: O = 5" is not a valid target attribute.
// UNQUOTED: target-errors.mlir:[[@LINE+2]]:1: error: "AMDGPU: chip = gfx90a" is not a valid target attribute.
// TYPED: error: gpu-to-llvm: use-opaque-pointers=0 is not supported: LLVM 19 has only opaque pointers; drop the option or set it to 1
module attributes {gpu.container_module} {
  gpu.module @has attributes {rocdl.hsaco = #gpu.target<AMDGPU>} {
  }
  // KEY: target-errors.mlir:[[@LINE+1]]:3: error: `rocdl.hsaco` is not a valid attribute key.
  gpu.module @lacks attributes {nvvm.cubin = #gpu.target<NVPTX>} {
  }
  func.func @host() {
    return
  }
}
