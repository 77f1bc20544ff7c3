// Every nvvm op, in the custom form MLIR 19 prints, inside func.func.

func.func @sregs() -> i32 {
  %0 = nvvm.read.ptx.sreg.tid.x : i32
  %1 = nvvm.read.ptx.sreg.tid.y : i32
  %2 = nvvm.read.ptx.sreg.tid.z : i32
  %3 = nvvm.read.ptx.sreg.ntid.x : i32
  %4 = nvvm.read.ptx.sreg.ntid.y : i32
  %5 = nvvm.read.ptx.sreg.ntid.z : i32
  %6 = nvvm.read.ptx.sreg.ctaid.x : i32
  %7 = nvvm.read.ptx.sreg.ctaid.y : i32
  %8 = nvvm.read.ptx.sreg.ctaid.z : i32
  %9 = nvvm.read.ptx.sreg.nctaid.x : i32
  %10 = nvvm.read.ptx.sreg.nctaid.y : i32
  %11 = nvvm.read.ptx.sreg.nctaid.z : i32
  %12 = nvvm.read.ptx.sreg.warpsize : i32
  %13 = nvvm.read.ptx.sreg.laneid : i32
  %14 = nvvm.read.ptx.sreg.clusterid.x : i32
  %15 = nvvm.read.ptx.sreg.clusterid.y : i32
  %16 = nvvm.read.ptx.sreg.clusterid.z : i32
  %17 = nvvm.read.ptx.sreg.nclusterid.x : i32
  %18 = nvvm.read.ptx.sreg.nclusterid.y : i32
  %19 = nvvm.read.ptx.sreg.nclusterid.z : i32
  %20 = nvvm.read.ptx.sreg.cluster.ctaid.x : i32
  %21 = nvvm.read.ptx.sreg.cluster.ctaid.y : i32
  %22 = nvvm.read.ptx.sreg.cluster.ctaid.z : i32
  %23 = nvvm.read.ptx.sreg.cluster.nctaid.x : i32
  %24 = nvvm.read.ptx.sreg.cluster.nctaid.y : i32
  %25 = nvvm.read.ptx.sreg.cluster.nctaid.z : i32
  %26 = nvvm.read.ptx.sreg.cluster.ctarank : i32
  %27 = nvvm.read.ptx.sreg.cluster.nctarank : i32
  %28 = nvvm.read.ptx.sreg.clock : i32
  %29 = nvvm.read.ptx.sreg.clock64 : i64
  %30 = nvvm.read.ptx.sreg.tid.x {range = array<i32: 0, 1024>} : i32
  return %0 : i32
}

func.func @barriers(%id : i32, %n : i32, %mask : i32) {
  nvvm.barrier0
  nvvm.barrier
  nvvm.barrier id = %id
  nvvm.barrier id = %id number_of_threads = %n
  nvvm.barrier.arrive number_of_threads = %n
  nvvm.barrier.arrive id = %id number_of_threads = %n
  nvvm.bar.warp.sync %mask : i32
  nvvm.cluster.arrive
  nvvm.cluster.arrive {aligned}
  nvvm.cluster.arrive.relaxed
  nvvm.cluster.arrive.relaxed {aligned}
  nvvm.cluster.wait
  nvvm.cluster.wait {aligned}
  nvvm.fence.sc.cluster
  nvvm.fence.mbarrier.init
  nvvm.fence.proxy {kind = #nvvm.proxy_kind<alias>}
  nvvm.fence.proxy {kind = #nvvm.proxy_kind<async>}
  nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.global>}
  nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
  nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cluster>}
  nvvm.setmaxregister increase 256
  nvvm.setmaxregister decrease 24
  %e = nvvm.elect.sync -> i1
  return
}

func.func @warp(%mask : i32, %f : f32, %i : i32, %p : i1) {
  %0 = nvvm.shfl.sync bfly %mask, %f, %i, %mask : f32 -> f32
  %1 = nvvm.shfl.sync up %mask, %i, %i, %mask : i32 -> i32
  %2 = nvvm.shfl.sync down %mask, %f, %i, %mask {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
  %3 = nvvm.shfl.sync idx %mask, %f, %i, %mask : f32 -> f32
  %4 = nvvm.vote.ballot.sync %mask, %p : i32
  %5 = nvvm.redux.sync add %i, %mask : i32 -> i32
  %6 = nvvm.redux.sync umax %i, %mask : i32 -> i32
  %7 = nvvm.redux.sync xor %i, %mask : i32 -> i32
  %8 = nvvm.rcp.approx.ftz.f %f : f32
  return
}

func.func @async(%dst : !llvm.ptr<3>, %src : !llvm.ptr<1>, %cp : i32, %gen : !llvm.ptr) {
  nvvm.cp.async.shared.global %dst, %src, 4, cache = ca : !llvm.ptr<3>, !llvm.ptr<1>
  nvvm.cp.async.shared.global %dst, %src, 16, cache = cg, %cp : !llvm.ptr<3>, !llvm.ptr<1>, i32
  nvvm.cp.async.commit.group
  nvvm.cp.async.wait.group 0
  nvvm.cp.async.mbarrier.arrive %gen : !llvm.ptr
  nvvm.cp.async.mbarrier.arrive %gen {noinc = true} : !llvm.ptr
  nvvm.cp.async.mbarrier.arrive.shared %dst : !llvm.ptr<3>
  nvvm.cp.async.bulk.commit.group
  nvvm.cp.async.bulk.wait_group 1
  nvvm.cp.async.bulk.wait_group 0 {read}
  return
}

func.func @mbarrier(%b : !llvm.ptr, %s : !llvm.ptr<3>, %n : i32, %st : i64, %p : i1) {
  nvvm.mbarrier.init %b, %n : !llvm.ptr, i32
  nvvm.mbarrier.init %b, %n, predicate = %p : !llvm.ptr, i32, i1
  nvvm.mbarrier.init.shared %s, %n : !llvm.ptr<3>, i32
  %0 = nvvm.mbarrier.arrive %b : !llvm.ptr -> i64
  %1 = nvvm.mbarrier.arrive.shared %s : !llvm.ptr<3> -> i64
  %2 = nvvm.mbarrier.arrive.nocomplete %b, %n : !llvm.ptr, i32 -> i64
  %3 = nvvm.mbarrier.arrive.nocomplete.shared %s, %n : !llvm.ptr<3>, i32 -> i64
  nvvm.mbarrier.arrive.expect_tx %b, %n : !llvm.ptr, i32
  nvvm.mbarrier.arrive.expect_tx.shared %s, %n, predicate = %p : !llvm.ptr<3>, i32, i1
  %4 = nvvm.mbarrier.test.wait %b, %st : !llvm.ptr, i64 -> i1
  %5 = nvvm.mbarrier.test.wait.shared %s, %st : !llvm.ptr<3>, i64 -> i1
  nvvm.mbarrier.try_wait.parity %b, %n, %n : !llvm.ptr, i32, i32
  nvvm.mbarrier.try_wait.parity.shared %s, %n, %n : !llvm.ptr<3>, i32, i32
  nvvm.mbarrier.inval %b : !llvm.ptr
  nvvm.mbarrier.inval.shared %s : !llvm.ptr<3>
  return
}

func.func @matrix(%s : !llvm.ptr<3>, %g : !llvm.ptr, %a : i32) {
  %0 = nvvm.ldmatrix %s {layout = #nvvm.mma_layout<row>, num = 1 : i32} : (!llvm.ptr<3>) -> i32
  %1 = nvvm.ldmatrix %s {layout = #nvvm.mma_layout<col>, num = 2 : i32} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>
  nvvm.stmatrix %s, %a, %a, %a, %a {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
  return
}

func.func @wmma(%p : !llvm.ptr, %stride : i32, %h : vector<2xf16>, %f : f32) {
  %0 = nvvm.wmma.load %p, %stride {eltype = #nvvm.mma_type<f16>, frag = #nvvm.mma_frag<a>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (!llvm.ptr) -> !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
  %1 = nvvm.wmma.load %p, %stride {eltype = #nvvm.mma_type<f32>, frag = #nvvm.mma_frag<c>, k = 16 : i32, layout = #nvvm.mma_layout<col>, m = 16 : i32, n = 16 : i32} : (!llvm.ptr) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
  %2 = nvvm.wmma.mma %h, %h, %h, %h, %h, %h, %h, %h, %h, %h, %h, %h, %h, %h, %h, %h, %f, %f, %f, %f, %f, %f, %f, %f {eltypeA = #nvvm.mma_type<f16>, eltypeB = #nvvm.mma_type<f32>, k = 16 : i32, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
  nvvm.wmma.store %p, %stride, %h, %h, %h, %h {eltype = #nvvm.mma_type<f16>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : !llvm.ptr, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>
  return
}

func.func @mma(%h : vector<2xf16>, %f : f32, %i : i32, %d : f64) {
  %0 = nvvm.mma.sync A[%h, %h] B[%h, %h] C[%f, %f, %f, %f, %f, %f, %f, %f] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
  %1 = nvvm.mma.sync A[%h, %h, %h, %h] B[%h, %h] C[%h, %h] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
  %2 = nvvm.mma.sync A[%i, %i] B[%i] C[%i, %i, %i, %i] {intOverflowBehavior = #nvvm.mma_int_overflow<satfinite>, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<u8>, multiplicandBPtxType = #nvvm.mma_type<s8>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
  %3 = nvvm.mma.sync A[%i, %i, %i, %i] B[%i, %i] C[%i, %i, %i, %i] {b1Op = #nvvm.mma_b1op<and_popc>, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<b1>, multiplicandBPtxType = #nvvm.mma_type<b1>, shape = #nvvm.shape<m = 16, n = 8, k = 256>} : (i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
  %4 = nvvm.mma.sync A[%i, %i, %i, %i] B[%i, %i] C[%f, %f, %f, %f] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<tf32>, multiplicandBPtxType = #nvvm.mma_type<tf32>, shape = #nvvm.shape<m = 16, n = 8, k = 8>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  %5 = nvvm.mma.sync A[%d] B[%d] C[%d, %d] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
  return
}

func.func @wgmma(%da : i64, %db : i64, %acc : !llvm.struct<(f32, f32, f32, f32)>, %iacc : !llvm.struct<(i32, i32, i32, i32)>) {
  nvvm.wgmma.fence.aligned
  %0 = nvvm.wgmma.mma_async %da, %db, %acc, #nvvm.shape<m = 64, n = 8, k = 16>, D [<f32>, #nvvm.wgmma_scale_out<one>], A [<f16>, #nvvm.wgmma_scale_in<neg>, <col>], B [<f16>, #nvvm.wgmma_scale_in<one>, <row>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
  %1 = nvvm.wgmma.mma_async %da, %db, %iacc, #nvvm.shape<m = 64, n = 8, k = 32>, D [<s32>, #nvvm.wgmma_scale_out<zero>, <satfinite>], A [<s8>, #nvvm.wgmma_scale_in<one>, <row>], B [<u8>, #nvvm.wgmma_scale_in<one>, <col>] : !llvm.struct<(i32, i32, i32, i32)> -> !llvm.struct<(i32, i32, i32, i32)>
  nvvm.wgmma.commit.group.sync.aligned
  nvvm.wgmma.wait.group.sync.aligned 1
  return
}
