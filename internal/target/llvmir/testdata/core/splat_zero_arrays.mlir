// A zero splat for an array is zeroinitializer without materializing the
// elements (4 GiB here); non-zero splats fill arrays and vectors.
llvm.mlir.global common @big(dense<0> : vector<4294967296xi8>) {addr_space = 0 : i32} : !llvm.array<4294967296 x i8>
llvm.mlir.global internal @nested_zero(dense<0.0> : tensor<1000x1000xf32>) : !llvm.array<1000 x array<1000 x f32>>
llvm.mlir.global internal @ones(dense<1> : tensor<2x3xi16>) : !llvm.array<2 x array<3 x i16>>
llvm.mlir.global internal @vecs(dense<2.5> : vector<2x4xf32>) : !llvm.array<2 x vector<4xf32>>
llvm.func @zero_vec() -> !llvm.array<3 x vector<2xi64>> {
  %0 = llvm.mlir.constant(dense<0> : vector<3x2xi64>) : !llvm.array<3 x vector<2xi64>>
  llvm.return %0 : !llvm.array<3 x vector<2xi64>>
}
