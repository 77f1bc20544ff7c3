// dense_resource constants read the file's builtin resource blobs: rows
// of the last dimension become arrays (tensors) or vectors (vectors).
llvm.mlir.global internal constant @bytes(dense_resource<blob> : tensor<2x4xi8>) : !llvm.array<2 x array<4 x i8>>
llvm.mlir.global internal constant @words(dense_resource<blob> : tensor<2xi32>) : !llvm.array<2 x i32>
llvm.mlir.global internal constant @double(dense_resource<blob> : tensor<1xf64>) : !llvm.array<1 x f64>
llvm.mlir.global internal constant @halves(dense_resource<blob> : tensor<4xf16>) : !llvm.array<4 x f16>
llvm.mlir.global internal constant @bf(dense_resource<blob> : vector<4xbf16>) : vector<4xbf16>
llvm.mlir.global internal constant @zeros(dense_resource<zeros> : tensor<4xi16>) : !llvm.array<4 x i16>
llvm.mlir.global internal constant @vec2d(dense_resource<floats> : vector<1x2x2xf32>) : !llvm.array<1 x !llvm.array<2 x vector<2 x f32>>>
llvm.mlir.global internal constant @tensor3d(dense_resource<floats> : tensor<1x2x2xf32>) : !llvm.array<1 x !llvm.array<2 x !llvm.array<2 x f32>>>
llvm.func @in_function() -> !llvm.array<8 x i8> {
  %0 = llvm.mlir.constant(dense_resource<blob> : tensor<8xi8>) : !llvm.array<8 x i8>
  llvm.return %0 : !llvm.array<8 x i8>
}
{-#
  dialect_resources: {
    builtin: {
      blob: "0x0400000001020304FFFE0080",
      zeros: "0x080000000000000000000000",
      floats: "0x040000000000803F000000C00000404000008040"
    }
  }
#-}
