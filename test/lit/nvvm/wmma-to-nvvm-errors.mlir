// convert-gpu-to-nvvm's WMMA failures, as MLIR 19's: a configuration NVVM has no wmma intrinsic for (shape,
// element type, or an accumulator type the inputs do not go with) fails its pattern, so the op is not legalized;
// A and B of different int8 types do not match either. Ops the patterns build with types that do not fit (a
// tf32 constant from an f32, an elementwise op whose result fragment differs from its operands', addf of one
// operand) fail the LLVM dialect's verifier after the pass.
// RUN: gpuc opt %s --split-input-file --verify-diagnostics --convert-gpu-to-nvvm

gpu.module @load_shape {
  func.func @f(%m: memref<32x32xf16>, %i: index) -> !gpu.mma_matrix<8x8xf16, "AOp"> {
    // expected-error@+1 {{failed to legalize operation 'gpu.subgroup_mma_load_matrix' that was explicitly marked illegal}}
    %0 = gpu.subgroup_mma_load_matrix %m[%i, %i] {leadDimension = 32 : index} : memref<32x32xf16> -> !gpu.mma_matrix<8x8xf16, "AOp">
    return %0 : !gpu.mma_matrix<8x8xf16, "AOp">
  }
}

// -----

gpu.module @load_tf32_shape {
  func.func @f(%m: memref<32x32xf32>, %i: index) -> !gpu.mma_matrix<16x16xf32, "BOp"> {
    // expected-error@+1 {{failed to legalize operation 'gpu.subgroup_mma_load_matrix' that was explicitly marked illegal}}
    %0 = gpu.subgroup_mma_load_matrix %m[%i, %i] {leadDimension = 32 : index, transpose} : memref<32x32xf32> -> !gpu.mma_matrix<16x16xf32, "BOp">
    return %0 : !gpu.mma_matrix<16x16xf32, "BOp">
  }
}

// -----

gpu.module @load_int8_accumulator {
  func.func @f(%m: memref<32x32xi8>, %i: index) -> !gpu.mma_matrix<16x16xsi8, "COp"> {
    // expected-error@+1 {{failed to legalize operation 'gpu.subgroup_mma_load_matrix' that was explicitly marked illegal}}
    %0 = gpu.subgroup_mma_load_matrix %m[%i, %i] {leadDimension = 32 : index} : memref<32x32xi8> -> !gpu.mma_matrix<16x16xsi8, "COp">
    return %0 : !gpu.mma_matrix<16x16xsi8, "COp">
  }
}

// -----

gpu.module @store_int8 {
  func.func @f(%c: !gpu.mma_matrix<16x16xui8, "COp">, %m: memref<32x32xi8>, %i: index) {
    // expected-error@+1 {{failed to legalize operation 'gpu.subgroup_mma_store_matrix' that was explicitly marked illegal}}
    gpu.subgroup_mma_store_matrix %c, %m[%i, %i] {leadDimension = 32 : index} : !gpu.mma_matrix<16x16xui8, "COp">, memref<32x32xi8>
    return
  }
}

// -----

gpu.module @store_shape {
  func.func @f(%c: !gpu.mma_matrix<16x8xf16, "COp">, %m: memref<32x32xf16>, %i: index) {
    // expected-error@+1 {{failed to legalize operation 'gpu.subgroup_mma_store_matrix' that was explicitly marked illegal}}
    gpu.subgroup_mma_store_matrix %c, %m[%i, %i] {leadDimension = 32 : index, transpose} : !gpu.mma_matrix<16x8xf16, "COp">, memref<32x32xf16>
    return
  }
}

// -----

gpu.module @compute_mixed_int8 {
  func.func @f(%a: !gpu.mma_matrix<16x16xsi8, "AOp">, %b: !gpu.mma_matrix<16x16xui8, "BOp">, %c: !gpu.mma_matrix<16x16xi32, "COp">) -> !gpu.mma_matrix<16x16xi32, "COp"> {
    // expected-error@+1 {{failed to legalize operation 'gpu.subgroup_mma_compute' that was explicitly marked illegal}}
    %d = gpu.subgroup_mma_compute %a, %b, %c : !gpu.mma_matrix<16x16xsi8, "AOp">, !gpu.mma_matrix<16x16xui8, "BOp"> -> !gpu.mma_matrix<16x16xi32, "COp">
    return %d : !gpu.mma_matrix<16x16xi32, "COp">
  }
}

// -----

gpu.module @compute_f16_into_i32 {
  func.func @f(%a: !gpu.mma_matrix<16x16xf16, "AOp">, %b: !gpu.mma_matrix<16x16xf16, "BOp">, %c: !gpu.mma_matrix<16x16xi32, "COp">) -> !gpu.mma_matrix<16x16xi32, "COp"> {
    // expected-error@+1 {{failed to legalize operation 'gpu.subgroup_mma_compute' that was explicitly marked illegal}}
    %d = gpu.subgroup_mma_compute %a, %b, %c {a_transpose} : !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xi32, "COp">
    return %d : !gpu.mma_matrix<16x16xi32, "COp">
  }
}

// -----

gpu.module @compute_shape {
  func.func @f(%a: !gpu.mma_matrix<8x8xf16, "AOp">, %b: !gpu.mma_matrix<8x8xf16, "BOp">, %c: !gpu.mma_matrix<8x8xf16, "COp">) -> !gpu.mma_matrix<8x8xf16, "COp"> {
    // expected-error@+1 {{failed to legalize operation 'gpu.subgroup_mma_compute' that was explicitly marked illegal}}
    %d = gpu.subgroup_mma_compute %a, %b, %c : !gpu.mma_matrix<8x8xf16, "AOp">, !gpu.mma_matrix<8x8xf16, "BOp"> -> !gpu.mma_matrix<8x8xf16, "COp">
    return %d : !gpu.mma_matrix<8x8xf16, "COp">
  }
}

// -----

gpu.module @constant_tf32 {
  func.func @f(%x: f32) -> !gpu.mma_matrix<16x8xf32, "AOp"> {
    // expected-error@+1 {{'llvm.insertvalue' op Type mismatch: cannot insert 'f32' into '!llvm.struct<(i32, i32, i32, i32)>'}}
    %a = gpu.subgroup_mma_constant_matrix %x : !gpu.mma_matrix<16x8xf32, "AOp">
    return %a : !gpu.mma_matrix<16x8xf32, "AOp">
  }
}

// -----

gpu.module @elementwise_narrowing {
  func.func @f(%a: !gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf16, "COp"> {
    // expected-error@+1 {{'llvm.insertvalue' op Type mismatch: cannot insert 'f32' into '!llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>'}}
    %0 = gpu.subgroup_mma_elementwise addf %a, %a : (!gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf16, "COp">
    return %0 : !gpu.mma_matrix<16x16xf16, "COp">
  }
}

// -----

gpu.module @elementwise_one_operand {
  func.func @f(%a: !gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf32, "COp"> {
    // expected-error@+1 {{'llvm.fadd' op expected 2 operands, but found 1}}
    %0 = gpu.subgroup_mma_elementwise addf %a : (!gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf32, "COp">
    return %0 : !gpu.mma_matrix<16x16xf32, "COp">
  }
}
