// FLAGS: --convert-nvvm-to-llvm
// convert-nvvm-to-llvm: every op with a PTX builder, with and without predicates, in llvm.func and func.func (also nested in a gpu.module); ops with an intrinsic for their form stay; integer attributes become immediate operands.
llvm.func @f(%dst: !llvm.ptr<3>, %src: !llvm.ptr<1>, %s: i32, %b: !llvm.ptr, %p: i1) {
  %c = llvm.mlir.constant(8 : i32) : i32
  nvvm.cp.async.shared.global %dst, %src, 16, cache =  cg, %c : !llvm.ptr<3>, !llvm.ptr<1>, i32
  nvvm.mbarrier.init %b, %s : !llvm.ptr, i32
  nvvm.barrier.arrive id = %s number_of_threads = %s
  nvvm.barrier.arrive number_of_threads = %s
  nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cluster>}
  nvvm.fence.proxy {kind = #nvvm.proxy_kind<alias>}
  nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.global>}
  nvvm.wgmma.wait.group.sync.aligned {foo = 7 : i64, bar = true, baz = 2 : i8, qux = 255 : ui8} 3
  %e = nvvm.elect.sync -> i1
  nvvm.stmatrix %dst, %s, %s {layout = #nvvm.mma_layout<col>} : !llvm.ptr<3>, i32, i32
  nvvm.stmatrix %dst, %s, %s, %s, %s {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
  nvvm.prefetch.tensormap %b : !llvm.ptr
  nvvm.prefetch.tensormap %b, predicate = %p : !llvm.ptr, i1
  nvvm.mbarrier.arrive.expect_tx %b, %s, predicate = %p : !llvm.ptr, i32, i1
  llvm.return
}

// -----

!mat64f32 = !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
!mat64i32 = !llvm.struct<(i32, i32, i32, i32)>
!mat64f16 = !llvm.struct<(i32, i32, i32, i32)>
gpu.module @kernels {
  func.func @wgmma(%descA : i64, %descB : i64, %acc : !mat64f32, %iacc : !mat64i32, %hacc : !mat64f16) -> (!mat64f32, !mat64i32, !mat64f16) {
    %0 = nvvm.wgmma.mma_async %descA, %descB, %acc,
        #nvvm.shape<m = 64, n = 32, k = 16>,
        D [<f32>, #nvvm.wgmma_scale_out<zero>],
        A [<f16>, #nvvm.wgmma_scale_in<neg>, <col>],
        B [<f16>, #nvvm.wgmma_scale_in<one>, <row>]
        : !mat64f32 -> !mat64f32
    %1 = nvvm.wgmma.mma_async %descA, %descB, %iacc,
        #nvvm.shape<m = 64, n = 8, k = 32>,
        D [<s32>, #nvvm.wgmma_scale_out<one>, <satfinite>],
        A [<s8>, #nvvm.wgmma_scale_in<one>, <row>],
        B [<s8>, #nvvm.wgmma_scale_in<one>, <col>]
        : !mat64i32 -> !mat64i32
    %2 = nvvm.wgmma.mma_async %descA, %descB, %hacc,
        #nvvm.shape<m = 64, n = 16, k = 16>,
        D [<f16>, #nvvm.wgmma_scale_out<one>],
        A [<f16>, #nvvm.wgmma_scale_in<one>, <row>],
        B [<f16>, #nvvm.wgmma_scale_in<neg>, <col>]
        : !mat64f16 -> !mat64f16
    nvvm.wgmma.fence.aligned
    nvvm.wgmma.commit.group.sync.aligned
    nvvm.wgmma.wait.group.sync.aligned 1
    return %0, %1, %2 : !mat64f32, !mat64i32, !mat64f16
  }
}

// -----

llvm.func @tma(%desc: !llvm.ptr, %dst: !llvm.ptr<3>, %bar: !llvm.ptr<3>, %c0: i32, %c1: i32, %o0: i16, %o1: i16, %mask: i16, %hint: i64, %p: i1, %g: !llvm.ptr<1>) {
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %desc, %bar, box[%c0, %c1, %c0] im2col[%o0] l2_cache_hint = %hint : !llvm.ptr<3>, !llvm.ptr
  nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %desc, %bar, box[%c0] multicast_mask = %mask predicate = %p : !llvm.ptr<3>, !llvm.ptr
  nvvm.cp.async.bulk.tensor.global.shared.cta %desc, %dst, box[%c0, %c1, %c0, %c1, %c0], predicate = %p : !llvm.ptr, !llvm.ptr<3>, i32, i32, i32, i32, i32, i1
  nvvm.mbarrier.try_wait.parity.shared %bar, %c0, %c1 : !llvm.ptr<3>, i32, i32
  nvvm.mbarrier.arrive.expect_tx.shared %bar, %c0 : !llvm.ptr<3>, i32
  nvvm.mbarrier.init.shared %bar, %c0, predicate = %p : !llvm.ptr<3>, i32, i1
  nvvm.mbarrier.init.shared %bar, %c0 : !llvm.ptr<3>, i32
  nvvm.fence.mbarrier.init
  nvvm.cp.async.shared.global %dst, %g, 4, cache = ca : !llvm.ptr<3>, !llvm.ptr<1>
  nvvm.cp.async.shared.global %dst, %g, 8, cache = ca, %c0 : !llvm.ptr<3>, !llvm.ptr<1>, i32
  llvm.return
}
