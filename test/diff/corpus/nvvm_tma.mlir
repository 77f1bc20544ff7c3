// TMA ops: cp.async.bulk.tensor.* and prefetch.tensormap (type($dstMem) of an
// !llvm.ptr<3> prints stripped, as `<3>`).

func.func @tma(%tma : !llvm.ptr, %smem : !llvm.ptr<3>, %c : i32, %o : i16, %mask : i16, %hint : i64, %p : i1) {
  nvvm.cp.async.bulk.tensor.shared.cluster.global %smem, %tma, %smem, box[%c] : !llvm.ptr<3>, !llvm.ptr
  nvvm.cp.async.bulk.tensor.shared.cluster.global %smem, %tma, %smem, box[%c, %c, %c] im2col[%o] multicast_mask = %mask l2_cache_hint = %hint predicate = %p : !llvm.ptr<3>, !llvm.ptr
  nvvm.cp.async.bulk.tensor.global.shared.cta %tma, %smem, box[%c, %c] : !llvm.ptr, !llvm.ptr<3>, i32, i32
  nvvm.cp.async.bulk.tensor.global.shared.cta %tma, %smem, box[%c], predicate = %p : !llvm.ptr, !llvm.ptr<3>, i32, i1
  nvvm.prefetch.tensormap %tma : !llvm.ptr
  nvvm.prefetch.tensormap %tma, predicate = %p : !llvm.ptr, i1
  return
}

