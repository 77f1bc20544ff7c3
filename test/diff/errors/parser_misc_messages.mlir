// Result segment sizes, a region entry argument already in use, the dense literal's zero-element message and an integer type where an op name should be, as MLIR words them.

"builtin.module"() ({
  "func.func"() <{function_type = (index, f32, i32, !gpu.sparse.spmat_handle, !gpu.sparse.dntensor_handle) -> (), sym_name = "names"}> ({
  ^bb0(%arg0: index, %arg1: f32, %arg2: i32, %arg3: !gpu.sparse.spmat_handle, %arg4: !gpu.sparse.dntensor_handle):
    %0 = "gpu.wait"() : () -> !gpu.async.token
    %1:2 = "gpu.alloc"(%0, %arg0) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!gpu.async.token, index) -> (memref<?xf32>, !gpu.async.token)
    %2 = "gpu.alloc"() <{hostShared, operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> memref<4xf32>
    %3:2 = "gpu.shuffle"(%arg1, %arg2, %arg2) <{mode = #gpu<shuffle_mode down>}> : (f32, i32, i32) -> (f32, i1)
    %4:3 = "gpu.spmat_get_size"(%arg3) : (!gpu.sparse.spmat_handle) -> (index, index, index)
    %5:3 = "gpu.spmm_buffer_size"(%1#1, %arg3, %arg4, %arg4) <{computeType = f32, modeA = #gpu<mat_transpose_mode NON_TRANSPOSE>, modeB = #gpu<mat_transpose_mode NON_TRANSPOSE>, resultSegmentSizes = array<i32: 3, 1>}> : (!gpu.async.token, !gpu.sparse.spmat_handle, !gpu.sparse.dntensor_handle, !gpu.sparse.dntensor_handle) -> (index, index, !gpu.async.token)
    %6:2 = "gpu.spgemm_create_descr"(%5#2) : (!gpu.async.token) -> (!gpu.sparse.spgemmop_handle, !gpu.async.token)
    %7 = "gpu.thread_id"() <{dimension = #gpu<dim y>}> : () -> index
    %8 = "gpu.block_id"() <{dimension = #gpu<dim z>, upper_bound = 8 : index}> : () -> index
    %9 = "gpu.global_id"() <{dimension = #gpu<dim x>}> : () -> index
    %10 = "gpu.grid_dim"() <{dimension = #gpu<dim y>}> : () -> index
    %11 = "gpu.block_dim"() <{dimension = #gpu<dim z>}> : () -> index
    "my.use"(%1#0, %2, %3#0, %3#1, %4#0, %4#1, %4#2, %5#0, %5#1, %6#0, %7, %8, %9, %10, %11) : (memref<?xf32>, memref<4xf32>, f32, i1, index, index, index, index, index, !gpu.sparse.spgemmop_handle, index, index, index, index, index) -> ()
    "gpu.wait"(%6#1) : (!gpu.async.token) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()


// -----
func.func @f(%n : index) {
  scf.for %n = %n to %n step %n {
  }
  return
}
// -----
"my.x"() {a = dense<> : tensor<2xf32>} : () -> ()
// -----
func.func @f() {
  %7 = arith.constant 1  i1
  return
}
