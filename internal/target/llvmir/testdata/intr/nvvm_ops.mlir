// NVVM ops: redux, fences, mbarriers, cp.async mbarrier arrives, mma and
// wmma intrinsic selection, special registers with ranges.
// Each chunk is compared byte for byte with mlir-translate-19 (intrinsics_test.go).

llvm.func @redux(%value: i32, %offset: i32) {
  %0 = nvvm.redux.sync add %value, %offset : i32 -> i32
  %1 = nvvm.redux.sync umax %value, %offset : i32 -> i32
  %2 = nvvm.redux.sync umin %value, %offset : i32 -> i32
  %3 = nvvm.redux.sync and %value, %offset : i32 -> i32
  %4 = nvvm.redux.sync or %value, %offset : i32 -> i32
  %5 = nvvm.redux.sync xor %value, %offset : i32 -> i32
  %6 = nvvm.redux.sync max %value, %offset : i32 -> i32
  %7 = nvvm.redux.sync min %value, %offset : i32 -> i32
  llvm.return
}

// -----

llvm.func @fences(%m: i32) {
  nvvm.fence.sc.cluster
  nvvm.bar.warp.sync %m : i32
  llvm.return
}

// -----

llvm.func @mbarriers(%p: !llvm.ptr, %s: !llvm.ptr<3>, %c: i32, %st: i64) {
  nvvm.mbarrier.init %p, %c : !llvm.ptr, i32
  nvvm.mbarrier.init.shared %s, %c : !llvm.ptr<3>, i32
  nvvm.mbarrier.inval %p : !llvm.ptr
  nvvm.mbarrier.inval.shared %s : !llvm.ptr<3>
  %0 = nvvm.mbarrier.arrive %p : !llvm.ptr -> i64
  %1 = nvvm.mbarrier.arrive.shared %s : !llvm.ptr<3> -> i64
  %2 = nvvm.mbarrier.arrive.nocomplete %p, %c : !llvm.ptr, i32 -> i64
  %3 = nvvm.mbarrier.arrive.nocomplete.shared %s, %c : !llvm.ptr<3>, i32 -> i64
  %4 = nvvm.mbarrier.test.wait %p, %st : !llvm.ptr, i64 -> i1
  %5 = nvvm.mbarrier.test.wait.shared %s, %st : !llvm.ptr<3>, i64 -> i1
  llvm.return
}

// -----

llvm.func @cp_async_mbarrier_arrive(%bar_shared: !llvm.ptr<3>, %bar_gen: !llvm.ptr) {
  nvvm.cp.async.mbarrier.arrive %bar_gen : !llvm.ptr
  nvvm.cp.async.mbarrier.arrive %bar_gen {noinc = true} : !llvm.ptr
  nvvm.cp.async.mbarrier.arrive.shared %bar_shared : !llvm.ptr<3>
  nvvm.cp.async.mbarrier.arrive.shared %bar_shared {noinc = true} : !llvm.ptr<3>
  llvm.return
}

// -----

llvm.func @mma_more(%a0 : vector<2xf16>, %a1 : vector<2xf16>, %b0 : vector<2xf16>, %b1 : vector<2xf16>,
                    %c0 : vector<2xf16>, %c1 : vector<2xf16>, %c2 : vector<2xf16>, %c3 : vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)> {
  %0 = nvvm.mma.sync A[%a0, %a1] B[%b0, %b1] C[%c0, %c1, %c2, %c3]
    {layoutA = #nvvm.mma_layout<col>, layoutB = #nvvm.mma_layout<row>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
  llvm.return %0 : !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
}

// -----

llvm.func @mma_m16n8k8(%a0 : vector<2xf16>, %a1 : vector<2xf16>, %b0 : vector<2xf16>,
                    %c0 : f32, %c1 : f32, %c2 : f32, %c3 : f32) -> !llvm.struct<(f32, f32, f32, f32)> {
  %0 = nvvm.mma.sync A[%a0, %a1] B[%b0] C[%c0, %c1, %c2, %c3]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 8>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return %0 : !llvm.struct<(f32, f32, f32, f32)>
}

// -----

llvm.func @mma_m8n8k16_s8(%a0 : i32, %b0 : i32, %c0 : i32, %c1 : i32) -> !llvm.struct<(i32, i32)> {
  %0 = nvvm.mma.sync A[%a0] B[%b0] C[%c0, %c1]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>,
     multiplicandAPtxType = #nvvm.mma_type<u8>, multiplicandBPtxType = #nvvm.mma_type<s8>,
     intOverflowBehavior=#nvvm.mma_int_overflow<satfinite>,
     shape = #nvvm.shape<m = 8, n = 8, k = 16>} : (i32, i32, i32) -> !llvm.struct<(i32, i32)>
  llvm.return %0 : !llvm.struct<(i32, i32)>
}

// -----

llvm.func @mma_b1_and(%a0 : i32, %a1 : i32, %b0 : i32, %c0 : i32, %c1 : i32, %c2 : i32, %c3 : i32) -> !llvm.struct<(i32,i32,i32,i32)> {
  %0 = nvvm.mma.sync A[%a0, %a1] B[%b0] C[%c0, %c1, %c2, %c3]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>,
     multiplicandAPtxType = #nvvm.mma_type<b1>, multiplicandBPtxType = #nvvm.mma_type<b1>,
     b1Op = #nvvm.mma_b1op<and_popc>, shape = #nvvm.shape<m = 16, n = 8, k = 128>} : (i32, i32, i32) -> !llvm.struct<(i32,i32,i32,i32)>
  llvm.return %0 : !llvm.struct<(i32,i32,i32,i32)>
}

// -----

llvm.func @wmma_mma_f32(%a: vector<2xf16>, %c: f32) {
  %r = nvvm.wmma.mma %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %c, %c, %c, %c, %c, %c, %c, %c
    {eltypeA = #nvvm.mma_type<f16>, eltypeB = #nvvm.mma_type<f32>, k = 16 : i32, layoutA = #nvvm.mma_layout<col>, layoutB = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32}
    : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32, f32, f32, f32, f32)
    -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
  llvm.return
}
