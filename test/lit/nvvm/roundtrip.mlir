// nvvm custom forms and attributes survive a print/parse round trip, in
// custom and generic form.
// RUN: gpuc opt %s | FileCheck %s
// RUN: gpuc opt %s | gpuc opt | FileCheck %s
// RUN: gpuc opt %s --mlir-print-op-generic | gpuc opt | FileCheck %s

module attributes {gpu.container_module} {
  // CHECK: gpu.module @k [#nvvm.target, #nvvm.target<O = 3, triple = "nvptx-nvidia-cuda", chip = "sm_90", features = "+ptx80", flags = {fast}, link = ["a.bc"]>]
  gpu.module @k [#nvvm.target<>, #nvvm.target<link = ["a.bc"], flags = {fast}, features = "+ptx80", chip = "sm_90", triple = "nvptx-nvidia-cuda", O = 3>] {
  }
}

// CHECK-LABEL: func.func @mma
func.func @mma(%a : vector<2xf16>, %c : f32, %i : i32, %p : i1) {
  // CHECK: nvvm.mma.sync A[%{{.*}}, %{{.*}}]  B[%{{.*}}, %{{.*}}]  C[%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
  %0 = nvvm.mma.sync A[%a, %a] B[%a, %a] C[%c, %c, %c, %c, %c, %c, %c, %c]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>}
    : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
  // CHECK: multiplicandAPtxType = #nvvm.mma_type<u8>, multiplicandBPtxType = #nvvm.mma_type<s8>
  %1 = nvvm.mma.sync A[%i] B[%i] C[%i, %i]
    {intOverflowBehavior = #nvvm.mma_int_overflow<wrapped>, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>,
     multiplicandAPtxType = #nvvm.mma_type<u8>, multiplicandBPtxType = #nvvm.mma_type<s8>, shape = #nvvm.shape<m = 8, n = 8, k = 16>}
    : (i32, i32, i32) -> !llvm.struct<(i32, i32)>
  // CHECK: nvvm.vote.ballot.sync %{{.*}}, %{{.*}} : i32
  %2 = nvvm.vote.ballot.sync %i, %p : i32
  // CHECK: nvvm.shfl.sync bfly %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
  %3 = nvvm.shfl.sync bfly %i, %c, %i, %i {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
  return
}
