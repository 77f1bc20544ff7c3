// Float arith ops with fastmath flags.
func.func @float_binary(%x: f32, %y: f32) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %0 = arith.addf %x, %y : f32
  %1 = arith.subf %x, %y fastmath<fast> : f32
  %2 = arith.mulf %x, %y fastmath<nnan,ninf> : f32
  %3 = arith.divf %x, %y fastmath<reassoc,nsz,arcp> : f32
  %4 = arith.remf %x, %y fastmath<contract,afn> : f32
  %5 = arith.negf %x fastmath<nnan> : f32
  %6 = arith.maximumf %x, %y : f32
  %7 = arith.maxnumf %x, %y fastmath<nsz> : f32
  %8 = arith.minimumf %x, %y fastmath<fast> : f32
  %9 = arith.minnumf %x, %y : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

// -----

func.func @other_types(%h: f16, %b: bf16, %d: f64, %q: f128, %e: f80) -> (f16, bf16, f64, f128, f80) {
  %0 = arith.addf %h, %h fastmath<contract> : f16
  %1 = arith.mulf %b, %b : bf16
  %2 = arith.divf %d, %d fastmath<fast> : f64
  %3 = arith.subf %q, %q : f128
  %4 = arith.negf %e : f80
  return %0, %1, %2, %3, %4 : f16, bf16, f64, f128, f80
}

// -----

func.func @vector_float(%x: vector<4xf32>, %y: vector<4xf32>) -> (vector<4xf32>, vector<4xf32>, vector<4xf32>) {
  %0 = arith.addf %x, %y fastmath<fast> : vector<4xf32>
  %1 = arith.negf %0 : vector<4xf32>
  %2 = arith.maxnumf %1, %y : vector<4xf32>
  %3 = arith.remf %2, %x : vector<4xf32>
  return %1, %2, %3 : vector<4xf32>, vector<4xf32>, vector<4xf32>
}

// -----

func.func @scalable(%x: vector<[4]xf32>, %a: vector<[2]xi64>) -> (vector<[4]xf32>, vector<[2]xi64>) {
  %0 = arith.mulf %x, %x fastmath<nnan> : vector<[4]xf32>
  %1 = arith.addi %a, %a : vector<[2]xi64>
  return %0, %1 : vector<[4]xf32>, vector<[2]xi64>
}

// -----

func.func @attrs(%x: f64) -> f64 {
  %0 = arith.addf %x, %x fastmath<fast> {foo = "bar"} : f64
  return %0 : f64
}

// -----

// f8 types convert to i8: the LLVM float ops then fail to verify.
func.func @f8(%h: f8E4M3FN) -> f8E4M3FN {
  %0 = arith.addf %h, %h : f8E4M3FN
  return %0 : f8E4M3FN
}
