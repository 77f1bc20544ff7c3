// The seed's #gpu.target attribute (TranslationTargetAttr.td): parameters in any order, printed in declaration
// order with defaults left out, through the custom and the generic form.
// UNSUPPORTED: mlir-oracle
// RUN: gpuc opt %s | FileCheck %s
// RUN: gpuc opt %s | gpuc opt | FileCheck %s
// RUN: gpuc opt %s --mlir-print-op-generic | gpuc opt | FileCheck %s

// CHECK-LABEL: gpu.module @defaults
// CHECK-SAME: nvvm = #gpu.target<NVPTX>
// CHECK-SAME: o0 = #gpu.target<AMDGPU>
// CHECK-SAME: rocdl = #gpu.target<AMDGPU>
gpu.module @defaults attributes {nvvm = #gpu.target<NVPTX>, rocdl = #gpu.target<AMDGPU>, o0 = #gpu.target<AMDGPU : O = 0>} {
}

// CHECK-LABEL: gpu.module @issue_example
// CHECK-SAME: target = #gpu.target<AMDGPU : chip = "gfx90a", opts = {fast, noWave64}>
gpu.module @issue_example attributes {target = #gpu.target<AMDGPU: chip = "gfx90a", opts = {fast, noWave64}>} {
}

// CHECK-LABEL: gpu.module @every_parameter
// CHECK-SAME: target = #gpu.target<NVPTX : O = 3, triple = "nvptx64-nvidia-cuda", chip = "sm_90", features = "+ptx80", toolkit = "/usr/local/cuda", link = ["a.bc", "b.bc"], opts = {fast, ftz}>
gpu.module @every_parameter attributes {target = #gpu.target<NVPTX : opts = {fast, ftz}, link = ["a.bc", "b.bc"], toolkit = "/usr/local/cuda", features = "+ptx80", chip = "sm_90", triple = "nvptx64-nvidia-cuda", O = 3>} {
}

// CHECK-LABEL: gpu.module @amdgpu_options
// CHECK-SAME: target = #gpu.target<AMDGPU : O = 2, chip = "gfx1030", opts = {abi_ver = "500", correct_sqrt, finite_only, unsafe_math, wave64}>
gpu.module @amdgpu_options attributes {target = #gpu.target<AMDGPU : chip = "gfx1030", O = 2, opts = {wave64, finite_only, unsafe_math, correct_sqrt, abi_ver = "500"}>} {
}

// A quoted pipeline name is accepted too.
// CHECK-LABEL: gpu.module @quoted
// CHECK-SAME: target = #gpu.target<NVPTX : chip = "sm_70">
gpu.module @quoted attributes {target = #gpu.target<"NVPTX" : chip = "sm_70">} {
}
