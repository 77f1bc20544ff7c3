// FLAGS: --convert-gpu-to-nvvm
// WMMA configurations NVVM has no intrinsic for (shapes, an int8 accumulator or store, A and B of different int8 types, f16 inputs into an i32 accumulator) stay unlegalized; a tf32 constant from an f32, an elementwise op that narrows and addf of one operand build LLVM ops the verifier rejects after the pass.
gpu.module @load_shape {
  func.func @f(%m: memref<32x32xf16>, %i: index) -> !gpu.mma_matrix<8x8xf16, "AOp"> {
    %0 = gpu.subgroup_mma_load_matrix %m[%i, %i] {leadDimension = 32 : index} : memref<32x32xf16> -> !gpu.mma_matrix<8x8xf16, "AOp">
    return %0 : !gpu.mma_matrix<8x8xf16, "AOp">
  }
}

// -----

gpu.module @load_tf32_b {
  func.func @f(%m: memref<32x32xf32>, %i: index) -> !gpu.mma_matrix<16x16xf32, "BOp"> {
    %0 = gpu.subgroup_mma_load_matrix %m[%i, %i] {leadDimension = 32 : index} : memref<32x32xf32> -> !gpu.mma_matrix<16x16xf32, "BOp">
    return %0 : !gpu.mma_matrix<16x16xf32, "BOp">
  }
}

// -----

gpu.module @load_s8_acc {
  func.func @f(%m: memref<32x32xi8>, %i: index) -> !gpu.mma_matrix<16x16xsi8, "COp"> {
    %0 = gpu.subgroup_mma_load_matrix %m[%i, %i] {leadDimension = 32 : index} : memref<32x32xi8> -> !gpu.mma_matrix<16x16xsi8, "COp">
    return %0 : !gpu.mma_matrix<16x16xsi8, "COp">
  }
}

// -----

gpu.module @store_s8 {
  func.func @f(%c: !gpu.mma_matrix<16x16xsi8, "COp">, %m: memref<32x32xi8>, %i: index) {
    gpu.subgroup_mma_store_matrix %c, %m[%i, %i] {leadDimension = 32 : index} : !gpu.mma_matrix<16x16xsi8, "COp">, memref<32x32xi8>
    return
  }
}

// -----

gpu.module @store_shape {
  func.func @f(%c: !gpu.mma_matrix<16x8xf16, "COp">, %m: memref<32x32xf16>, %i: index) {
    gpu.subgroup_mma_store_matrix %c, %m[%i, %i] {leadDimension = 32 : index, transpose} : !gpu.mma_matrix<16x8xf16, "COp">, memref<32x32xf16>
    return
  }
}

// -----

gpu.module @compute_mixed_int8 {
  func.func @f(%a: !gpu.mma_matrix<16x16xsi8, "AOp">, %b: !gpu.mma_matrix<16x16xui8, "BOp">, %c: !gpu.mma_matrix<16x16xi32, "COp">) -> !gpu.mma_matrix<16x16xi32, "COp"> {
    %d = gpu.subgroup_mma_compute %a, %b, %c : !gpu.mma_matrix<16x16xsi8, "AOp">, !gpu.mma_matrix<16x16xui8, "BOp"> -> !gpu.mma_matrix<16x16xi32, "COp">
    return %d : !gpu.mma_matrix<16x16xi32, "COp">
  }
}

// -----

gpu.module @compute_f16_i32 {
  func.func @f(%a: !gpu.mma_matrix<16x16xf16, "AOp">, %b: !gpu.mma_matrix<16x16xf16, "BOp">, %c: !gpu.mma_matrix<16x16xi32, "COp">) -> !gpu.mma_matrix<16x16xi32, "COp"> {
    %d = gpu.subgroup_mma_compute %a, %b, %c : !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xi32, "COp">
    return %d : !gpu.mma_matrix<16x16xi32, "COp">
  }
}

// -----

gpu.module @compute_shape {
  func.func @f(%a: !gpu.mma_matrix<8x8xf16, "AOp">, %b: !gpu.mma_matrix<8x8xf16, "BOp">, %c: !gpu.mma_matrix<8x8xf16, "COp">) -> !gpu.mma_matrix<8x8xf16, "COp"> {
    %d = gpu.subgroup_mma_compute %a, %b, %c : !gpu.mma_matrix<8x8xf16, "AOp">, !gpu.mma_matrix<8x8xf16, "BOp"> -> !gpu.mma_matrix<8x8xf16, "COp">
    return %d : !gpu.mma_matrix<8x8xf16, "COp">
  }
}

// -----

gpu.module @constant_tf32 {
  func.func @f(%x: f32) -> !gpu.mma_matrix<16x8xf32, "AOp"> {
    %a = gpu.subgroup_mma_constant_matrix %x : !gpu.mma_matrix<16x8xf32, "AOp">
    return %a : !gpu.mma_matrix<16x8xf32, "AOp">
  }
}

// -----

gpu.module @elementwise_narrow {
  func.func @f(%a: !gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf16, "COp"> {
    %0 = gpu.subgroup_mma_elementwise addf %a, %a : (!gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf16, "COp">
    return %0 : !gpu.mma_matrix<16x16xf16, "COp">
  }
}

// -----

gpu.module @elementwise_unary_addf {
  func.func @f(%a: !gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf32, "COp"> {
    %0 = gpu.subgroup_mma_elementwise addf %a : (!gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf32, "COp">
    return %0 : !gpu.mma_matrix<16x16xf32, "COp">
  }
}
