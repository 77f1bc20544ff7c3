// FLAGS: --convert-scf-to-cf --convert-gpu-to-nvvm=use-bare-ptr-memref-call-conv=1
// A tensor-core GEMM kernel after scf-to-cf, with bare-pointer memref arguments: per warp, a 16x16 f32 tile zeroed with a constant matrix, a K loop of f16 A x B into it (mma_matrix block arguments through the loop's blocks), a bias tile added and clamped with maxf, then stored transposed; a second kernel tiles M and N with nested loops over shared memory.
gpu.module @gemm {
  gpu.func @tile(%A: memref<256x256xf16>, %B: memref<256x256xf16>, %bias: memref<16x16xf32>, %C: memref<256x256xf32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c16 = arith.constant 16 : index
    %c256 = arith.constant 256 : index
    %bx = gpu.block_id x
    %by = gpu.block_id y
    %row = arith.muli %bx, %c16 : index
    %col = arith.muli %by, %c16 : index
    %zero = arith.constant 0.0 : f32
    %acc0 = gpu.subgroup_mma_constant_matrix %zero : !gpu.mma_matrix<16x16xf32, "COp">
    %acc = scf.for %k = %c0 to %c256 step %c16 iter_args(%acc1 = %acc0) -> (!gpu.mma_matrix<16x16xf32, "COp">) {
      %a = gpu.subgroup_mma_load_matrix %A[%row, %k] {leadDimension = 256 : index} : memref<256x256xf16> -> !gpu.mma_matrix<16x16xf16, "AOp">
      %b = gpu.subgroup_mma_load_matrix %B[%k, %col] {leadDimension = 256 : index} : memref<256x256xf16> -> !gpu.mma_matrix<16x16xf16, "BOp">
      %d = gpu.subgroup_mma_compute %a, %b, %acc1 : !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf32, "COp">
      scf.yield %d : !gpu.mma_matrix<16x16xf32, "COp">
    }
    %bt = gpu.subgroup_mma_load_matrix %bias[%c0, %c0] {leadDimension = 16 : index} : memref<16x16xf32> -> !gpu.mma_matrix<16x16xf32, "COp">
    %sum = gpu.subgroup_mma_elementwise addf %acc, %bt : (!gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf32, "COp">
    %z = gpu.subgroup_mma_constant_matrix %zero : !gpu.mma_matrix<16x16xf32, "COp">
    %relu = gpu.subgroup_mma_elementwise maxf %sum, %z : (!gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf32, "COp">
    gpu.subgroup_mma_store_matrix %relu, %C[%col, %row] {leadDimension = 256 : index, transpose} : !gpu.mma_matrix<16x16xf32, "COp">, memref<256x256xf32>
    gpu.return
  }

  gpu.func @shared(%A: memref<64x64xf16>, %C: memref<64x64xf16>) workgroup(%tile: memref<32x32xf16, #gpu.address_space<workgroup>>) kernel {
    %c0 = arith.constant 0 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    %one = arith.constant 1.0 : f16
    scf.for %i = %c0 to %c64 step %c32 {
      scf.for %j = %c0 to %c64 step %c32 {
        %x = memref.load %A[%i, %j] : memref<64x64xf16>
        memref.store %x, %tile[%c0, %c0] : memref<32x32xf16, #gpu.address_space<workgroup>>
        gpu.barrier
        scf.for %t = %c0 to %c32 step %c16 {
          %a = gpu.subgroup_mma_load_matrix %tile[%t, %c0] {leadDimension = 32 : index} : memref<32x32xf16, #gpu.address_space<workgroup>> -> !gpu.mma_matrix<16x16xf16, "AOp">
          %b = gpu.subgroup_mma_load_matrix %tile[%c0, %t] {leadDimension = 32 : index, transpose} : memref<32x32xf16, #gpu.address_space<workgroup>> -> !gpu.mma_matrix<16x16xf16, "BOp">
          %c = gpu.subgroup_mma_constant_matrix %one : !gpu.mma_matrix<16x16xf16, "COp">
          %d = gpu.subgroup_mma_compute %a, %b, %c {b_transpose} : !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf16, "COp">
          %e = gpu.subgroup_mma_elementwise mulf %d, %c : (!gpu.mma_matrix<16x16xf16, "COp">, !gpu.mma_matrix<16x16xf16, "COp">) -> !gpu.mma_matrix<16x16xf16, "COp">
          gpu.subgroup_mma_store_matrix %e, %C[%i, %j] {leadDimension = 64 : index} : !gpu.mma_matrix<16x16xf16, "COp">, memref<64x64xf16>
        }
      }
    }
    gpu.return
  }
}
