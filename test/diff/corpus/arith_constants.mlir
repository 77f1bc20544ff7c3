// arith.constant result names (%c0, %c42_i32, %c-1_i8, %true, %false, %cst,
// uniqued suffixes), arith.select in its scalar and masked forms, and casts.

func.func @constants() {
  %0 = arith.constant 0 : index
  %1 = arith.constant 42 : index
  %2 = arith.constant 0 : i32
  %3 = arith.constant 0 : i32
  %4 = arith.constant -1 : i8
  %5 = arith.constant true
  %6 = arith.constant false
  %7 = arith.constant 1 : i1
  %8 = arith.constant 1.5 : f32
  %9 = arith.constant 0.0 : f64
  %10 = arith.constant dense<[1, 2, 3]> : vector<3xi32>
  %11 = arith.constant dense<0.0> : tensor<2x2xf32>
  %12 = arith.constant 170141183460469231731687303715884105727 : i128
  %13 = arith.constant -9223372036854775808 : i64
  %14 = arith.constant 255 : i8
  %15 = arith.constant 0x7FC00000 : f32
  "my.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15) : (index, index, i32, i32, i8, i1, i1, i1, f32, f64, vector<3xi32>, tensor<2x2xf32>, i128, i64, i8, f32) -> ()
  return
}

func.func @selects(%c: i1, %m: vector<4xi1>, %a: vector<4xf32>, %b: vector<4xf32>, %x: i32, %y: i32, %t: tensor<2xi64>, %tm: tensor<2xi1>) {
  %0 = arith.select %c, %x, %y : i32
  %1 = arith.select %c, %a, %b : vector<4xf32>
  %2 = arith.select %m, %a, %b : vector<4xi1>, vector<4xf32>
  %3 = arith.select %tm, %t, %t {my.tag} : tensor<2xi1>, tensor<2xi64>
  "my.use"(%0, %1, %2, %3) : (i32, vector<4xf32>, vector<4xf32>, tensor<2xi64>) -> ()
  return
}

func.func @casts(%i: i32, %f: f32, %h: f16, %x: index, %v: vector<4xi16>, %m: memref<4xi32>) {
  %0 = arith.extsi %i : i32 to i64
  %1 = arith.extui %v : vector<4xi16> to vector<4xi32>
  %2 = arith.trunci %i : i32 to i8
  %3 = arith.extf %h : f16 to f32
  %4 = arith.truncf %f : f32 to f16
  %5 = arith.sitofp %i : i32 to f32
  %6 = arith.uitofp %i : i32 to f64
  %7 = arith.fptosi %f : f32 to i64
  %8 = arith.fptoui %f : f32 to i16
  %9 = arith.index_cast %i : i32 to index
  %10 = arith.index_castui %x : index to i64
  %11 = arith.index_cast %m : memref<4xi32> to memref<4xindex>
  %12 = arith.bitcast %f : f32 to i32
  %13 = arith.bitcast %h : f16 to bf16
  %14 = arith.truncf %f to_nearest_even : f32 to bf16
  "my.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14) : (i64, vector<4xi32>, i8, f32, f16, f32, f64, i64, i16, index, i64, memref<4xindex>, i32, bf16, bf16) -> ()
  return
}
