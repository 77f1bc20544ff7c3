func.func @int_casts() -> (i32, i32, i8, index, index, i8, i64, i128) {
  %m1 = arith.constant -1 : i8
  %c300 = arith.constant 300 : i32
  %0 = arith.extsi %m1 : i8 to i32
  %1 = arith.extui %m1 : i8 to i32
  %2 = arith.trunci %c300 : i32 to i8
  %3 = arith.index_cast %m1 : i8 to index
  %4 = arith.index_castui %m1 : i8 to index
  %i = arith.constant 4096 : index
  %5 = arith.index_castui %i : index to i8
  %6 = arith.index_cast %i : index to i64
  %7 = arith.index_cast %m1 : i8 to index
  %8 = arith.index_cast %7 : index to i128
  return %0, %1, %2, %3, %4, %5, %6, %8 : i32, i32, i8, index, index, i8, i64, i128
}

// -----

func.func @float_int() -> (f32, f32, i8, i16, f16, f64, i1) {
  %m1 = arith.constant -1 : i8
  %0 = arith.sitofp %m1 : i8 to f32
  %1 = arith.uitofp %m1 : i8 to f32
  %f = arith.constant -2.75 : f32
  %2 = arith.fptosi %f : f32 to i8
  %g = arith.constant 300.5 : f32
  %3 = arith.fptoui %g : f32 to i16
  %big = arith.constant 65536 : i32
  %4 = arith.uitofp %big : i32 to f16
  %t = arith.constant true
  %5 = arith.sitofp %t : i1 to f64
  %h = arith.constant -0.5 : f32
  %6 = arith.fptosi %h : f32 to i1
  return %0, %1, %2, %3, %4, %5, %6 : f32, f32, i8, i16, f16, f64, i1
}

// -----

// Out-of-range, NaN and negative-to-unsigned conversions do not fold.
func.func @float_int_no_fold() -> (i8, i8, i32, i32) {
  %f = arith.constant -2.75 : f32
  %0 = arith.fptoui %f : f32 to i8
  %g = arith.constant 300.5 : f32
  %1 = arith.fptosi %g : f32 to i8
  %nan = arith.constant 0x7FC00000 : f32
  %2 = arith.fptosi %nan : f32 to i32
  %inf = arith.constant 0x7F800000 : f32
  %3 = arith.fptoui %inf : f32 to i32
  return %0, %1, %2, %3 : i8, i8, i32, i32
}

// -----

// extf and truncf fold only exact conversions.
func.func @float_float() -> (f64, f16, f16, bf16, f16, f32) {
  %a = arith.constant 0.1 : f32
  %0 = arith.extf %a : f32 to f64
  %1 = arith.truncf %a : f32 to f16
  %b = arith.constant 0.5 : f32
  %2 = arith.truncf %b : f32 to f16
  %3 = arith.truncf %b upward : f32 to bf16
  %big = arith.constant 1.0e10 : f32
  %4 = arith.truncf %big : f32 to f16
  %nan = arith.constant 0x7FC00000 : f16
  %5 = arith.extf %nan : f16 to f32
  return %0, %1, %2, %3, %4, %5 : f64, f16, f16, bf16, f16, f32
}

// -----

func.func @bitcasts() -> (i32, f32, vector<2xf32>, bf16) {
  %f = arith.constant -2.75 : f32
  %0 = arith.bitcast %f : f32 to i32
  %i = arith.constant 1065353216 : i32
  %1 = arith.bitcast %i : i32 to f32
  %v = arith.constant dense<[1, 1065353216]> : vector<2xi32>
  %2 = arith.bitcast %v : vector<2xi32> to vector<2xf32>
  %h = arith.constant 1.0 : f16
  %3 = arith.bitcast %h : f16 to bf16
  return %0, %1, %2, %3 : i32, f32, vector<2xf32>, bf16
}

// -----

func.func @vectors() -> (vector<2xi32>, vector<2xf32>, vector<3xindex>, vector<2xi8>) {
  %a = arith.constant dense<[1.5, -2.5]> : vector<2xf32>
  %0 = arith.fptosi %a : vector<2xf32> to vector<2xi32>
  %b = arith.constant dense<7> : vector<2xi16>
  %1 = arith.sitofp %b : vector<2xi16> to vector<2xf32>
  %c = arith.constant dense<[-1, 0, 1]> : vector<3xi32>
  %2 = arith.index_castui %c : vector<3xi32> to vector<3xindex>
  %d = arith.constant dense<[256, 511]> : vector<2xi32>
  %3 = arith.trunci %d : vector<2xi32> to vector<2xi8>
  return %0, %1, %2, %3 : vector<2xi32>, vector<2xf32>, vector<3xindex>, vector<2xi8>
}
