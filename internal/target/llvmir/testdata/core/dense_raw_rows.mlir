// Non-splat dense elements whose LLVM element type can hold the raw data
// are built row by row as the attribute is shaped: the stored bits are
// reinterpreted (f32 data in an i32 array) and a vector attribute gives
// vector rows, whatever type the op asks for (the store's value type).
llvm.mlir.global internal @bits(dense<[1.0, -2.0]> : tensor<2xf32>) : !llvm.array<2 x i32>
llvm.mlir.global internal @halves(dense<[15360, 16384]> : tensor<2xi16>) : !llvm.array<2 x f16>
llvm.mlir.global internal @rows(dense<[[1, 2], [3, 4]]> : vector<2x2xi64>) : !llvm.array<2 x vector<2xi64>>
llvm.mlir.global internal @tensor_of_vectors(dense<[[1, 2], [3, 4]]> : tensor<2xvector<2xi8>>) : !llvm.array<2 x vector<2xi8>>
llvm.mlir.global internal @index_elements(dense<[5, 6]> : tensor<2xindex>) : !llvm.array<2 x i32>
llvm.func @store_vector_attr(%p: !llvm.ptr) {
  %0 = llvm.mlir.constant(dense<[1.0, 2.0]> : vector<2xf32>) : !llvm.array<2 x f32>
  llvm.store %0, %p : !llvm.array<2 x f32>, !llvm.ptr
  llvm.return
}
