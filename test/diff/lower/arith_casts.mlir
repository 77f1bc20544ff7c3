func.func @int_casts(%a: i32, %b: i8) -> (i64, i64, i16, i1) {
  %0 = arith.extsi %a : i32 to i64
  %1 = arith.extui %a : i32 to i64
  %2 = arith.trunci %a : i32 to i16
  %3 = arith.trunci %b : i8 to i1
  return %0, %1, %2, %3 : i64, i64, i16, i1
}

// -----

func.func @float_casts(%x: f32, %h: f16, %d: f64) -> (f64, f32, f16, bf16, f16, f16, f16, f16, f32) {
  %0 = arith.extf %x : f32 to f64
  %1 = arith.extf %h fastmath<fast> : f16 to f32
  %2 = arith.truncf %x : f32 to f16
  %3 = arith.truncf %d fastmath<contract> : f64 to bf16
  %4 = arith.truncf %x to_nearest_even : f32 to f16
  %5 = arith.truncf %x downward : f32 to f16
  %6 = arith.truncf %x upward fastmath<nnan> : f32 to f16
  %7 = arith.truncf %x toward_zero {foo} : f32 to f16
  %8 = arith.truncf %d to_nearest_away : f64 to f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : f64, f32, f16, bf16, f16, f16, f16, f16, f32
}

// -----

func.func @int_float(%a: i32, %x: f32, %b: i64, %d: f64) -> (f32, f32, i32, i32, f64, i16) {
  %0 = arith.sitofp %a : i32 to f32
  %1 = arith.uitofp %b : i64 to f32
  %2 = arith.fptosi %x : f32 to i32
  %3 = arith.fptoui %d : f64 to i32
  %4 = arith.uitofp %a : i32 to f64
  %5 = arith.fptosi %d : f64 to i16
  return %0, %1, %2, %3, %4, %5 : f32, f32, i32, i32, f64, i16
}

// -----

func.func @index_casts(%i: index, %a: i32, %b: i64, %c: i128) -> (index, index, index, i32, i64, i8, index, i128) {
  %0 = arith.index_cast %a : i32 to index
  %1 = arith.index_castui %a : i32 to index
  %2 = arith.index_cast %b : i64 to index
  %3 = arith.index_cast %i : index to i32
  %4 = arith.index_castui %i : index to i64
  %5 = arith.index_castui %i : index to i8
  %6 = arith.index_cast %c : i128 to index
  %7 = arith.index_castui %i : index to i128
  return %0, %1, %2, %3, %4, %5, %6, %7 : index, index, index, i32, i64, i8, index, i128
}

// -----

func.func @vector_casts(%v: vector<4xi32>, %w: vector<4xf16>, %i: vector<2xindex>) -> (vector<4xi64>, vector<4xi8>, vector<4xf32>, vector<4xf32>, vector<4xi16>, vector<2xi32>, vector<4xindex>, vector<4xf16>) {
  %0 = arith.extsi %v : vector<4xi32> to vector<4xi64>
  %1 = arith.trunci %v : vector<4xi32> to vector<4xi8>
  %2 = arith.extf %w : vector<4xf16> to vector<4xf32>
  %3 = arith.uitofp %v : vector<4xi32> to vector<4xf32>
  %4 = arith.fptoui %w : vector<4xf16> to vector<4xi16>
  %5 = arith.index_cast %i : vector<2xindex> to vector<2xi32>
  %6 = arith.index_castui %v : vector<4xi32> to vector<4xindex>
  %7 = arith.truncf %2 downward : vector<4xf32> to vector<4xf16>
  return %0, %1, %2, %3, %4, %5, %6, %7 : vector<4xi64>, vector<4xi8>, vector<4xf32>, vector<4xf32>, vector<4xi16>, vector<2xi32>, vector<4xindex>, vector<4xf16>
}

// -----

func.func @bitcasts(%a: i32, %x: f32, %h: f16, %v: vector<2xi64>, %i: index) -> (f32, i32, i32, bf16, vector<2xf64>, vector<2xi64>) {
  %0 = arith.bitcast %a : i32 to f32
  %1 = arith.bitcast %x : f32 to i32
  %2 = arith.bitcast %a {foo} : i32 to i32
  %3 = arith.bitcast %h : f16 to bf16
  %4 = arith.bitcast %v : vector<2xi64> to vector<2xf64>
  %5 = arith.bitcast %v : vector<2xi64> to vector<2xi64>
  return %0, %1, %2, %3, %4, %5 : f32, i32, i32, bf16, vector<2xf64>, vector<2xi64>
}

// -----

// index_cast between memrefs of index and i64: the descriptors agree.
func.func @memref_index_cast(%m: memref<4xindex>) -> memref<4xi64> {
  %0 = arith.index_cast %m : memref<4xindex> to memref<4xi64>
  return %0 : memref<4xi64>
}
