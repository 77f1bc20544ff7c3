// FLAGS: --convert-gpu-to-nvvm
// WMMA lowering: loads of every fragment and element type NVVM has an intrinsic for, row and col (transpose), from global, shared and #gpu.address_space memory with static and dynamic strides and fewer indices than dimensions; int8, tf32 and f16 computes and stores; a gpu.func kernel with an scf.for accumulation. Later chunks say what they add.
gpu.module @loads {
  func.func @f16(%g: memref<64x64xf16>, %s: memref<32x32xf16, 3>, %i: index, %j: index) -> (!gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp">, !gpu.mma_matrix<16x16xf16, "COp">, !gpu.mma_matrix<32x16xf16, "AOp">, !gpu.mma_matrix<16x32xf16, "BOp">, !gpu.mma_matrix<8x32xf16, "COp">) {
    %a = gpu.subgroup_mma_load_matrix %g[%i, %j] {leadDimension = 64 : index} : memref<64x64xf16> -> !gpu.mma_matrix<16x16xf16, "AOp">
    %b = gpu.subgroup_mma_load_matrix %s[%j, %i] {leadDimension = 32 : index, transpose} : memref<32x32xf16, 3> -> !gpu.mma_matrix<16x16xf16, "BOp">
    %c = gpu.subgroup_mma_load_matrix %g[%i, %i] {leadDimension = 64 : index} : memref<64x64xf16> -> !gpu.mma_matrix<16x16xf16, "COp">
    %a2 = gpu.subgroup_mma_load_matrix %g[%i, %j] {leadDimension = 64 : index, transpose} : memref<64x64xf16> -> !gpu.mma_matrix<32x16xf16, "AOp">
    %b2 = gpu.subgroup_mma_load_matrix %s[%i, %j] {leadDimension = 32 : index} : memref<32x32xf16, 3> -> !gpu.mma_matrix<16x32xf16, "BOp">
    %c2 = gpu.subgroup_mma_load_matrix %s[%i, %j] {leadDimension = 32 : index} : memref<32x32xf16, 3> -> !gpu.mma_matrix<8x32xf16, "COp">
    return %a, %b, %c, %a2, %b2, %c2 : !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp">, !gpu.mma_matrix<16x16xf16, "COp">, !gpu.mma_matrix<32x16xf16, "AOp">, !gpu.mma_matrix<16x32xf16, "BOp">, !gpu.mma_matrix<8x32xf16, "COp">
  }
}

// -----

gpu.module @int8 {
  func.func @f(%g: memref<64x64xi8, #gpu.address_space<global>>, %acc: memref<64x64xi32, #gpu.address_space<workgroup>>, %i: index) -> (!gpu.mma_matrix<16x8xui8, "BOp">, !gpu.mma_matrix<8x32xi32, "COp">, !gpu.mma_matrix<16x16xsi8, "AOp">, !gpu.mma_matrix<16x32xsi8, "BOp">) {
    %a = gpu.subgroup_mma_load_matrix %g[%i, %i] {leadDimension = 64 : index} : memref<64x64xi8, #gpu.address_space<global>> -> !gpu.mma_matrix<16x16xsi8, "AOp">
    %a2 = gpu.subgroup_mma_load_matrix %g[%i, %i] {leadDimension = 64 : index} : memref<64x64xi8, #gpu.address_space<global>> -> !gpu.mma_matrix<32x16xsi8, "AOp">
    %b = gpu.subgroup_mma_load_matrix %g[%i, %i] {leadDimension = 64 : index, transpose} : memref<64x64xi8, #gpu.address_space<global>> -> !gpu.mma_matrix<16x8xui8, "BOp">
    %a3 = gpu.subgroup_mma_load_matrix %g[%i, %i] {leadDimension = 64 : index} : memref<64x64xi8, #gpu.address_space<global>> -> !gpu.mma_matrix<8x16xui8, "AOp">
    %b3 = gpu.subgroup_mma_load_matrix %g[%i, %i] {leadDimension = 64 : index} : memref<64x64xi8, #gpu.address_space<global>> -> !gpu.mma_matrix<16x32xsi8, "BOp">
    %c = gpu.subgroup_mma_load_matrix %acc[%i, %i] {leadDimension = 64 : index} : memref<64x64xi32, #gpu.address_space<workgroup>> -> !gpu.mma_matrix<32x8xi32, "COp">
    %b2 = gpu.subgroup_mma_load_matrix %g[%i, %i] {leadDimension = 64 : index} : memref<64x64xi8, #gpu.address_space<global>> -> !gpu.mma_matrix<16x8xsi8, "BOp">
    %d = gpu.subgroup_mma_compute %a2, %b2, %c {a_transpose, b_transpose} : !gpu.mma_matrix<32x16xsi8, "AOp">, !gpu.mma_matrix<16x8xsi8, "BOp"> -> !gpu.mma_matrix<32x8xi32, "COp">
    %cu = gpu.subgroup_mma_load_matrix %acc[%i, %i] {leadDimension = 64 : index} : memref<64x64xi32, #gpu.address_space<workgroup>> -> !gpu.mma_matrix<8x32xi32, "COp">
    %b4 = gpu.subgroup_mma_load_matrix %g[%i, %i] {leadDimension = 64 : index} : memref<64x64xi8, #gpu.address_space<global>> -> !gpu.mma_matrix<16x32xui8, "BOp">
    %du = gpu.subgroup_mma_compute %a3, %b4, %cu {b_transpose} : !gpu.mma_matrix<8x16xui8, "AOp">, !gpu.mma_matrix<16x32xui8, "BOp"> -> !gpu.mma_matrix<8x32xi32, "COp">
    gpu.subgroup_mma_store_matrix %d, %acc[%i, %i] {leadDimension = 64 : index} : !gpu.mma_matrix<32x8xi32, "COp">, memref<64x64xi32, #gpu.address_space<workgroup>>
    return %b, %du, %a, %b3 : !gpu.mma_matrix<16x8xui8, "BOp">, !gpu.mma_matrix<8x32xi32, "COp">, !gpu.mma_matrix<16x16xsi8, "AOp">, !gpu.mma_matrix<16x32xsi8, "BOp">
  }
}

// -----

gpu.module @tf32 {
  func.func @f(%m: memref<?x?xf32>, %i: index, %j: index) {
    %a = gpu.subgroup_mma_load_matrix %m[%i, %j] {leadDimension = 128 : index} : memref<?x?xf32> -> !gpu.mma_matrix<16x8xf32, "AOp">
    %b = gpu.subgroup_mma_load_matrix %m[%j, %i] {leadDimension = 128 : index, transpose} : memref<?x?xf32> -> !gpu.mma_matrix<8x16xf32, "BOp">
    %c = gpu.subgroup_mma_load_matrix %m[%i, %i] {leadDimension = 128 : index} : memref<?x?xf32> -> !gpu.mma_matrix<16x16xf32, "COp">
    %d = gpu.subgroup_mma_compute %a, %b, %c {b_transpose} : !gpu.mma_matrix<16x8xf32, "AOp">, !gpu.mma_matrix<8x16xf32, "BOp"> -> !gpu.mma_matrix<16x16xf32, "COp">
    gpu.subgroup_mma_store_matrix %d, %m[%j, %j] {leadDimension = 128 : index, transpose} : !gpu.mma_matrix<16x16xf32, "COp">, memref<?x?xf32>
    return
  }
}

// -----

gpu.module @strided {
  func.func @f(%m: memref<16x?xf16, strided<[?, 1], offset: ?>>, %k: memref<4x64x64xf16>, %i: index) {
    %a = gpu.subgroup_mma_load_matrix %m[%i, %i] {leadDimension = 16 : index} : memref<16x?xf16, strided<[?, 1], offset: ?>> -> !gpu.mma_matrix<16x16xf16, "AOp">
    %c = gpu.subgroup_mma_load_matrix %k[%i, %i, %i] {leadDimension = 64 : index} : memref<4x64x64xf16> -> !gpu.mma_matrix<16x16xf16, "COp">
    %c1 = gpu.subgroup_mma_load_matrix %k[%i] {leadDimension = 64 : index} : memref<4x64x64xf16> -> !gpu.mma_matrix<16x16xf16, "COp">
    gpu.subgroup_mma_store_matrix %c, %m[%i, %i] {leadDimension = 16 : index} : !gpu.mma_matrix<16x16xf16, "COp">, memref<16x?xf16, strided<[?, 1], offset: ?>>
    gpu.subgroup_mma_store_matrix %c1, %k[] {leadDimension = 64 : index} : !gpu.mma_matrix<16x16xf16, "COp">, memref<4x64x64xf16>
    return
  }
}

// -----

gpu.module @kernel {
  gpu.func @matmul(%A: memref<128x128xf16>, %B: memref<128x128xf16>, %C: memref<128x128xf32>) kernel {
    %c0 = arith.constant 0 : index
    %c16 = arith.constant 16 : index
    %c128 = arith.constant 128 : index
    %tx = gpu.thread_id x
    %cst = arith.constant 0.0 : f32
    %acc0 = gpu.subgroup_mma_constant_matrix %cst : !gpu.mma_matrix<16x16xf32, "COp">
    %acc = scf.for %k = %c0 to %c128 step %c16 iter_args(%acc1 = %acc0) -> (!gpu.mma_matrix<16x16xf32, "COp">) {
      %a = gpu.subgroup_mma_load_matrix %A[%tx, %k] {leadDimension = 128 : index} : memref<128x128xf16> -> !gpu.mma_matrix<16x16xf16, "AOp">
      %b = gpu.subgroup_mma_load_matrix %B[%k, %tx] {leadDimension = 128 : index} : memref<128x128xf16> -> !gpu.mma_matrix<16x16xf16, "BOp">
      %d = gpu.subgroup_mma_compute %a, %b, %acc1 : !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf32, "COp">
      scf.yield %d : !gpu.mma_matrix<16x16xf32, "COp">
    }
    gpu.subgroup_mma_store_matrix %acc, %C[%tx, %c0] {leadDimension = 128 : index} : !gpu.mma_matrix<16x16xf32, "COp">, memref<128x128xf32>
    gpu.return
  }
}

// -----

// Constant matrices: a vector splat per field for f16, the scalar itself for f32 and i32 accumulators and tf32 (i32) fields.
gpu.module @constants {
  func.func @f(%h: f16, %x: f32, %n: i32) -> (!gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<32x8xi32, "COp">, !gpu.mma_matrix<8x32xf16, "COp">) {
    %a = gpu.subgroup_mma_constant_matrix %h : !gpu.mma_matrix<16x16xf16, "AOp">
    %c = gpu.subgroup_mma_constant_matrix %x : !gpu.mma_matrix<16x16xf32, "COp">
    %i = gpu.subgroup_mma_constant_matrix %n : !gpu.mma_matrix<32x8xi32, "COp">
    %cst = arith.constant -2.5 : f16
    %h2 = gpu.subgroup_mma_constant_matrix %cst : !gpu.mma_matrix<8x32xf16, "COp">
    return %a, %c, %i, %h2 : !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<32x8xi32, "COp">, !gpu.mma_matrix<8x32xf16, "COp">
  }
}

// -----

// Elementwise ops field by field: addf, mulf, divf on vectors and scalars, maxf and minf with their NaN selects (f16 and f32 quiet NaNs).
gpu.module @elementwise {
  func.func @f(%a: !gpu.mma_matrix<16x16xf32, "COp">, %b: !gpu.mma_matrix<16x16xf32, "COp">, %h: !gpu.mma_matrix<16x16xf16, "COp">) -> (!gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf16, "COp">) {
    %0 = gpu.subgroup_mma_elementwise mulf %a, %b : (!gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf32, "COp">
    %1 = gpu.subgroup_mma_elementwise divf %0, %a : (!gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf32, "COp">
    %2 = gpu.subgroup_mma_elementwise minf %1, %b : (!gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf32, "COp">
    %3 = gpu.subgroup_mma_elementwise maxf %2, %a : (!gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf32, "COp">
    %4 = gpu.subgroup_mma_elementwise minf %h, %h : (!gpu.mma_matrix<16x16xf16, "COp">, !gpu.mma_matrix<16x16xf16, "COp">) -> !gpu.mma_matrix<16x16xf16, "COp">
    %5 = gpu.subgroup_mma_elementwise divf %4, %h : (!gpu.mma_matrix<16x16xf16, "COp">, !gpu.mma_matrix<16x16xf16, "COp">) -> !gpu.mma_matrix<16x16xf16, "COp">
    return %3, %5 : !gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf16, "COp">
  }
}

// -----

// mma_matrix values through block arguments, cf branches and a function call, and fragments NVVM has no layout for (an s8 accumulator, an 8x8 s8 A fragment) as empty structs.
gpu.module @types {
  func.func private @ext(!gpu.mma_matrix<16x16xf16, "COp">) -> !gpu.mma_matrix<16x16xf16, "COp">
  func.func @f(%c: i1, %x: !gpu.mma_matrix<16x16xf16, "COp">, %y: !gpu.mma_matrix<16x16xf16, "COp">, %e: !gpu.mma_matrix<16x16xsi8, "COp">, %s: !gpu.mma_matrix<4x4xui8, "AOp">) -> (!gpu.mma_matrix<16x16xf16, "COp">, !gpu.mma_matrix<16x16xsi8, "COp">, !gpu.mma_matrix<4x4xui8, "AOp">) {
    cf.cond_br %c, ^a(%x : !gpu.mma_matrix<16x16xf16, "COp">), ^a(%y : !gpu.mma_matrix<16x16xf16, "COp">)
  ^a(%m: !gpu.mma_matrix<16x16xf16, "COp">):
    %r = func.call @ext(%m) : (!gpu.mma_matrix<16x16xf16, "COp">) -> !gpu.mma_matrix<16x16xf16, "COp">
    return %r, %e, %s : !gpu.mma_matrix<16x16xf16, "COp">, !gpu.mma_matrix<16x16xsi8, "COp">, !gpu.mma_matrix<4x4xui8, "AOp">
  }
}
