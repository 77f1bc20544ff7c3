// Constants MLIR 19 builds from less common attributes: complex dense
// elements (splat, rank 0 and non-splat) as {re, im} structs, sparse
// elements expanded with zeros, and alloca inalloca.
llvm.mlir.global internal @ext_init(0 : i32) {externally_initialized} : i32
llvm.mlir.global internal @complex_splat(dense<(1, 2)> : tensor<3xcomplex<i16>>) : !llvm.array<3 x struct<(i16, i16)>>
llvm.mlir.global internal @complex_zero(dense<(0.0, 0.0)> : tensor<2xcomplex<f32>>) : !llvm.array<2 x struct<(f32, f32)>>
llvm.func @complex_values() -> !llvm.array<2 x array<2 x struct<(f64, f64)>>> {
  %0 = llvm.mlir.constant(dense<[[(1.0, -1.0), (2.0, 0.5)], [(0.0, 3.0), (4.0, 4.0)]]> : tensor<2x2xcomplex<f64>>) : !llvm.array<2 x array<2 x struct<(f64, f64)>>>
  llvm.return %0 : !llvm.array<2 x array<2 x struct<(f64, f64)>>>
}
llvm.func @complex_scalar() -> !llvm.array<1 x struct<(i64, i64)>> {
  %0 = llvm.mlir.constant(dense<(7, -7)> : tensor<complex<i64>>) : !llvm.array<1 x struct<(i64, i64)>>
  llvm.return %0 : !llvm.array<1 x struct<(i64, i64)>>
}
llvm.func @sparse_vector() -> vector<4xf32> {
  %0 = llvm.mlir.constant(sparse<[[1], [3]], [2.5, -1.0]> : vector<4xf32>) : vector<4xf32>
  llvm.return %0 : vector<4xf32>
}
llvm.func @sparse_matrix() -> !llvm.array<2 x array<3 x i32>> {
  %0 = llvm.mlir.constant(sparse<[[0, 2], [1, 0]], [9, 8]> : tensor<2x3xi32>) : !llvm.array<2 x array<3 x i32>>
  llvm.return %0 : !llvm.array<2 x array<3 x i32>>
}
llvm.func @use_inalloca(!llvm.ptr {llvm.inalloca = !llvm.struct<(i32, i32)>})
llvm.func @inalloca_call(%n: i32) {
  %0 = llvm.alloca inalloca %n x !llvm.struct<(i32, i32)> {alignment = 4 : i64} : (i32) -> !llvm.ptr
  llvm.call @use_inalloca(%0) : (!llvm.ptr) -> ()
  llvm.return
}
