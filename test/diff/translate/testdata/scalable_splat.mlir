// Splat constants of scalable vectors are shufflevector constant expressions
// (ConstantVector::getSplat); zero splats are zeroinitializer.
llvm.func @f() -> !llvm.struct<(vector<[4]xf32>, vector<[2]xi32>, vector<[2]xi32>)> {
  %0 = llvm.mlir.constant(dense<2.0> : vector<[4]xf32>) : vector<[4]xf32>
  %1 = llvm.mlir.constant(dense<0> : vector<[2]xi32>) : vector<[2]xi32>
  %2 = llvm.mlir.constant(dense<7> : vector<[2]xi32>) : vector<[2]xi32>
  %u = llvm.mlir.undef : !llvm.struct<(vector<[4]xf32>, vector<[2]xi32>, vector<[2]xi32>)>
  %a = llvm.insertvalue %0, %u[0] : !llvm.struct<(vector<[4]xf32>, vector<[2]xi32>, vector<[2]xi32>)>
  %b = llvm.insertvalue %1, %a[1] : !llvm.struct<(vector<[4]xf32>, vector<[2]xi32>, vector<[2]xi32>)>
  %c = llvm.insertvalue %2, %b[2] : !llvm.struct<(vector<[4]xf32>, vector<[2]xi32>, vector<[2]xi32>)>
  llvm.return %c : !llvm.struct<(vector<[4]xf32>, vector<[2]xi32>, vector<[2]xi32>)>
}
