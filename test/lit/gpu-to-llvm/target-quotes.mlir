// A target body that ends in a string keeps its closing quote. The seed's parseTargetAttr strips every
// trailing `"` and rejects this option; gpuc strips one pair first, then falls back to the seed's rule.
// UNSUPPORTED: mlir-oracle
// RUN: gpuc opt %s --gpu-to-llvm='target="NVPTX: O = 2, chip = "sm_90""' | FileCheck %s
// RUN: gpuc opt %s --gpu-to-llvm='target=""NVPTX""' | FileCheck %s --check-prefix=DOUBLED
// RUN: not gpuc opt %s --gpu-to-llvm='target="NVPTX: O = 9, chip = "sm_90""' 2>&1 | FileCheck %s --check-prefix=BAD

// CHECK: gpu.module @k attributes {target = #gpu.target<NVPTX : O = 2, chip = "sm_90">}
// DOUBLED: gpu.module @k attributes {target = #gpu.target<NVPTX>}
// BAD: error: "NVPTX: O = 9, chip = "sm_90"" is not a valid target attribute.
// BAD: note: #gpu.target<NVPTX: O = 9, chip = "sm_90"> does not parse: O9 is not a valid optimization level.
module attributes {gpu.container_module} {
  gpu.module @k {
  }
}
