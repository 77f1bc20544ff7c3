// dense_resource globals and constants through the command line: the blobs
// of the file's dialect_resources section are read for the translation.
llvm.mlir.global internal constant @ints(dense_resource<ints> : tensor<2x2xi32>) : !llvm.array<2 x array<2 x i32>>
llvm.mlir.global internal constant @vecs(dense_resource<ints> : vector<2x2xi32>) : !llvm.array<2 x vector<2xi32>>
llvm.mlir.global internal constant @doubles(dense_resource<ints> : tensor<2xf64>) : !llvm.array<2 x f64>
llvm.func @load_first() -> i64 {
  %0 = llvm.mlir.constant(dense_resource<ints> : tensor<2xi64>) : !llvm.array<2 x i64>
  %1 = llvm.extractvalue %0[0] : !llvm.array<2 x i64>
  llvm.return %1 : i64
}
{-#
  dialect_resources: {
    builtin: {
      ints: "0x04000000010000000200000003000000FFFFFFFF"
    }
  }
#-}
