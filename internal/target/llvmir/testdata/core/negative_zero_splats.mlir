// A splat of -0.0 fills an array as zeroinitializer: MLIR asks LLVM's
// isZeroValue, which takes -0.0 for zero (vectors keep their elements).
llvm.mlir.global internal @n(dense<-0.0> : tensor<2xf32>) : !llvm.array<2 x f32>
llvm.mlir.global internal @v(dense<-0.0> : vector<2x2xf32>) : !llvm.array<2 x vector<2xf32>>
llvm.mlir.global internal @h(dense<-0.0> : tensor<2x3xf16>) : !llvm.array<2 x array<3 x f16>>
llvm.mlir.global internal @d(dense<-0.0> : vector<3xf64>) : vector<3xf64>
llvm.func @f() -> !llvm.array<2 x f64> {
  %0 = llvm.mlir.constant(dense<-0.0> : tensor<2xf64>) : !llvm.array<2 x f64>
  llvm.return %0 : !llvm.array<2 x f64>
}
