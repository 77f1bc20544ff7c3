// Constants of every kind, as operands and as global initializers.
llvm.mlir.global internal constant @ints(dense<[1, -2, 3]> : tensor<3xi64>) : !llvm.array<3 x i64>
llvm.mlir.global internal constant @halves(dense<[1.0, 0.5]> : tensor<2xf16>) : !llvm.array<2 x f16>
llvm.mlir.global internal constant @nested(dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>) : !llvm.array<2 x array<2 x i32>>
llvm.mlir.global internal constant @vec(dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>) : vector<4xf32>
llvm.mlir.global internal @big(170141183460469231731687303715884105727 : i128) : i128
llvm.mlir.global internal @flt(0x7FC00000 : f32) : f32
llvm.mlir.global internal @dbl(-0.0 : f64) : f64
llvm.mlir.global internal @bf(1.5 : bf16) : bf16
llvm.mlir.global internal @st() : !llvm.struct<(i32, f32, ptr)> {
  %0 = llvm.mlir.undef : !llvm.struct<(i32, f32, ptr)>
  %1 = llvm.mlir.constant(7 : i32) : i32
  %2 = llvm.insertvalue %1, %0[0] : !llvm.struct<(i32, f32, ptr)>
  %3 = llvm.mlir.constant(2.5 : f32) : f32
  %4 = llvm.insertvalue %3, %2[1] : !llvm.struct<(i32, f32, ptr)>
  %5 = llvm.mlir.addressof @ints : !llvm.ptr
  %6 = llvm.insertvalue %5, %4[2] : !llvm.struct<(i32, f32, ptr)>
  llvm.return %6 : !llvm.struct<(i32, f32, ptr)>
}
llvm.mlir.global internal @gep() : !llvm.ptr {
  %0 = llvm.mlir.addressof @ints : !llvm.ptr
  %1 = llvm.getelementptr %0[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<3 x i64>
  llvm.return %1 : !llvm.ptr
}

llvm.func @operands(%x: i64, %f: f64) -> i64 {
  %c = llvm.mlir.constant(-1 : i64) : i64
  %t = llvm.mlir.constant(true) : i1
  %h = llvm.mlir.constant(1.0 : f16) : f16
  %inf = llvm.mlir.constant(0x7FF0000000000000 : f64) : f64
  %v = llvm.mlir.constant(dense<3> : vector<4xi32>) : vector<4xi32>
  %sv = llvm.mlir.constant(dense<[1, 2, 3, 4]> : vector<4xi32>) : vector<4xi32>
  %z = llvm.mlir.zero : !llvm.struct<(i32, f64)>
  %u = llvm.mlir.undef : vector<2xf32>
  %p = llvm.mlir.poison : i32
  %0 = llvm.add %x, %c : i64
  %1 = llvm.fadd %f, %inf : f64
  %2 = llvm.add %v, %sv : vector<4xi32>
  %3 = llvm.select %t, %0, %c : i1, i64
  llvm.return %3 : i64
}
