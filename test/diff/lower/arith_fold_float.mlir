func.func @arith() -> (f32, f32, f32, f32, f32, f64, f16, bf16) {
  %a = arith.constant 1.5 : f32
  %b = arith.constant -2.25 : f32
  %0 = arith.addf %a, %b : f32
  %1 = arith.subf %a, %b : f32
  %2 = arith.mulf %a, %b : f32
  %3 = arith.divf %a, %b : f32
  %c = arith.constant 300.5 : f32
  %d = arith.constant -2.75 : f32
  %4 = arith.remf %c, %d : f32
  %x = arith.constant 0.1 : f64
  %y = arith.constant 0.2 : f64
  %5 = arith.addf %x, %y : f64
  %h = arith.constant 65504.0 : f16
  %6 = arith.addf %h, %h : f16
  %e = arith.constant 3.0 : bf16
  %7 = arith.divf %e, %e : bf16
  return %0, %1, %2, %3, %4, %5, %6, %7 : f32, f32, f32, f32, f32, f64, f16, bf16
}

// -----

func.func @specials() -> (f32, f32, f32, f32, f32, f32, f32, f32) {
  %zero = arith.constant 0.0 : f32
  %nzero = arith.constant -0.0 : f32
  %one = arith.constant 1.0 : f32
  %m1 = arith.constant -1.0 : f32
  %inf = arith.constant 0x7F800000 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %0 = arith.divf %one, %zero : f32
  %1 = arith.divf %zero, %zero : f32
  %2 = arith.subf %inf, %inf : f32
  %3 = arith.mulf %nan, %m1 : f32
  %4 = arith.addf %nzero, %nzero : f32
  %5 = arith.subf %zero, %zero : f32
  %6 = arith.remf %one, %zero : f32
  %7 = arith.mulf %m1, %zero : f32
  return %0, %1, %2, %3, %4, %5, %6, %7 : f32, f32, f32, f32, f32, f32, f32, f32
}

// -----

// maxnumf folds constants like maximumf in MLIR 19.
func.func @min_max() -> (f32, f32, f32, f32, f32, f32, f32, f32) {
  %zero = arith.constant 0.0 : f32
  %nzero = arith.constant -0.0 : f32
  %one = arith.constant 1.0 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %0 = arith.maxnumf %nan, %one : f32
  %1 = arith.minnumf %nan, %one : f32
  %2 = arith.maximumf %one, %nan : f32
  %3 = arith.minimumf %zero, %nzero : f32
  %4 = arith.maximumf %nzero, %zero : f32
  %5 = arith.minnumf %zero, %nzero : f32
  %6 = arith.maxnumf %zero, %nzero : f32
  %7 = arith.minnumf %one, %zero : f32
  return %0, %1, %2, %3, %4, %5, %6, %7 : f32, f32, f32, f32, f32, f32, f32, f32
}

// -----

func.func @cmp(%x: f32) -> (i1, i1, i1, i1, i1, i1, i1) {
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %0 = arith.cmpf olt, %one, %two : f32
  %1 = arith.cmpf oeq, %one, %nan : f32
  %2 = arith.cmpf une, %one, %nan : f32
  // One NaN operand decides alone.
  %3 = arith.cmpf uno, %x, %nan : f32
  %4 = arith.cmpf ord, %nan, %x : f32
  %5 = arith.cmpf ogt, %x, %one : f32
  %6 = arith.cmpf true, %two, %one : f32
  return %0, %1, %2, %3, %4, %5, %6 : i1, i1, i1, i1, i1, i1, i1
}

// -----

func.func @vectors() -> (vector<2xf32>, vector<2xf32>, vector<2xi1>) {
  %a = arith.constant dense<[1.5, -2.5]> : vector<2xf32>
  %b = arith.constant dense<0.5> : vector<2xf32>
  %0 = arith.negf %a : vector<2xf32>
  %1 = arith.addf %a, %b : vector<2xf32>
  // Vector cmpf does not fold.
  %2 = arith.cmpf oeq, %a, %b : vector<2xf32>
  return %0, %1, %2 : vector<2xf32>, vector<2xf32>, vector<2xi1>
}

// -----

func.func @wide_types() -> (f128, f80, f64) {
  %a = arith.constant 1.0e-30 : f128
  %b = arith.constant 3.0 : f128
  %0 = arith.divf %a, %b : f128
  %c = arith.constant 2.5 : f80
  %1 = arith.mulf %c, %c : f80
  %d = arith.constant 1.0e308 : f64
  %2 = arith.mulf %d, %d : f64
  return %0, %1, %2 : f128, f80, f64
}
