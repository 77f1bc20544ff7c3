// convert-gpu-to-nvvm's WMMA lowering: mma_matrix values become structs of what a thread holds, loads and stores
// address the indexed element and pass the leading dimension as an i32, the missing dimension of m, n, k comes from
// the valid intrinsics (an f16 32x16 A fragment is m32n8k16, an f32 accumulator m16n16k16), f32 inputs are tf32.
// RUN: gpuc opt %s --split-input-file --convert-gpu-to-nvvm | FileCheck %s
// RUN: gpuc opt %s --split-input-file --convert-gpu-to-nvvm=index-bitwidth=32 | FileCheck %s --check-prefix=CHECK32

gpu.module @load_store {
  // CHECK-LABEL: llvm.func @f(
  // CHECK32-LABEL: llvm.func @f(
  func.func @f(%m: memref<64x64xf16, 3>, %acc: memref<64x64xf32>, %i: index) {
    // CHECK: %[[LD:.*]] = llvm.mlir.constant(64 : index) : i32
    // CHECK: nvvm.wmma.load %{{.*}}, %[[LD]] {eltype = #nvvm.mma_type<f16>, frag = #nvvm.mma_frag<a>, k = 16 : i32, layout = #nvvm.mma_layout<col>, m = 32 : i32, n = 8 : i32} : (!llvm.ptr<3>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
    // CHECK32: llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
    %a = gpu.subgroup_mma_load_matrix %m[%i, %i] {leadDimension = 64 : index, transpose} : memref<64x64xf16, 3> -> !gpu.mma_matrix<32x16xf16, "AOp">
    // CHECK: nvvm.wmma.load {{.*}}frag = #nvvm.mma_frag<b>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 32 : i32, n = 8 : i32}
    %b = gpu.subgroup_mma_load_matrix %m[%i, %i] {leadDimension = 64 : index} : memref<64x64xf16, 3> -> !gpu.mma_matrix<16x8xf16, "BOp">
    // CHECK: nvvm.wmma.load {{.*}}{eltype = #nvvm.mma_type<f32>, frag = #nvvm.mma_frag<c>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 32 : i32, n = 8 : i32} : (!llvm.ptr) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
    %c = gpu.subgroup_mma_load_matrix %acc[%i, %i] {leadDimension = 64 : index} : memref<64x64xf32> -> !gpu.mma_matrix<32x8xf32, "COp">
    // CHECK: nvvm.wmma.mma {{.*}}{eltypeA = #nvvm.mma_type<f16>, eltypeB = #nvvm.mma_type<f32>, k = 16 : i32, layoutA = #nvvm.mma_layout<col>, layoutB = #nvvm.mma_layout<row>, m = 32 : i32, n = 8 : i32}
    %d = gpu.subgroup_mma_compute %a, %b, %c {a_transpose} : !gpu.mma_matrix<32x16xf16, "AOp">, !gpu.mma_matrix<16x8xf16, "BOp"> -> !gpu.mma_matrix<32x8xf32, "COp">
    // CHECK: nvvm.wmma.store {{.*}}{eltype = #nvvm.mma_type<f32>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 32 : i32, n = 8 : i32} : !llvm.ptr, f32, f32, f32, f32, f32, f32, f32, f32
    gpu.subgroup_mma_store_matrix %d, %acc[%i, %i] {leadDimension = 64 : index} : !gpu.mma_matrix<32x8xf32, "COp">, memref<64x64xf32>
    return
  }
}

// -----

gpu.module @tf32 {
  // CHECK-LABEL: llvm.func @f(
  // CHECK-SAME: %{{.*}}: !llvm.struct<(i32, i32, i32, i32)>, %{{.*}}: !llvm.struct<(i32, i32, i32, i32)>, %{{.*}}: !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>)
  func.func @f(%a: !gpu.mma_matrix<16x8xf32, "AOp">, %b: !gpu.mma_matrix<8x16xf32, "BOp">, %c: !gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf32, "COp"> {
    // CHECK: nvvm.wmma.mma {{.*}}{eltypeA = #nvvm.mma_type<tf32>, eltypeB = #nvvm.mma_type<f32>, k = 8 : i32, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, m = 16 : i32, n = 16 : i32} : (i32, i32, i32, i32, i32, i32, i32, i32, f32, f32, f32, f32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
    %d = gpu.subgroup_mma_compute %a, %b, %c {b_transpose} : !gpu.mma_matrix<16x8xf32, "AOp">, !gpu.mma_matrix<8x16xf32, "BOp"> -> !gpu.mma_matrix<16x16xf32, "COp">
    return %d : !gpu.mma_matrix<16x16xf32, "COp">
  }
}

// -----

gpu.module @elementwise {
  // CHECK-LABEL: llvm.func @f(
  func.func @f(%a: !gpu.mma_matrix<16x16xf32, "COp">, %x: f32) -> !gpu.mma_matrix<16x16xf32, "COp"> {
    // CHECK: %[[UNDEF:.*]] = llvm.mlir.undef : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
    // CHECK-NEXT: %[[C0:.*]] = llvm.insertvalue %{{.*}}, %[[UNDEF]][0]
    %c = gpu.subgroup_mma_constant_matrix %x : !gpu.mma_matrix<16x16xf32, "COp">
    // CHECK: %[[L:.*]] = llvm.extractvalue %{{.*}}[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
    // CHECK-NEXT: %[[R:.*]] = llvm.extractvalue %{{.*}}[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
    // CHECK-NEXT: %[[LT:.*]] = llvm.fcmp "olt" %[[L]], %[[R]] : f32
    // CHECK-NEXT: %[[MIN:.*]] = llvm.select %[[LT]], %[[L]], %[[R]] : i1, f32
    // CHECK-NEXT: %[[UNO:.*]] = llvm.fcmp "uno" %[[L]], %[[R]] : f32
    // CHECK-NEXT: %[[NAN:.*]] = llvm.mlir.constant(0x7FC00000 : f32) : f32
    // CHECK-NEXT: llvm.select %[[UNO]], %[[NAN]], %[[MIN]] : i1, f32
    %m = gpu.subgroup_mma_elementwise minf %a, %c : (!gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf32, "COp">
    return %m : !gpu.mma_matrix<16x16xf32, "COp">
  }
}
