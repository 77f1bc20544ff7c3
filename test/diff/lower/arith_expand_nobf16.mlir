// FLAGS: --arith-expand
// arith-expand without include-bf16: the bf16 ext and trunc ops stay as they are (legal), the rest expands.
func.func @div(%a: i32, %b: i32, %v: vector<4xi8>, %t: tensor<2x?xindex>) -> (i32, i32, i32, vector<4xi8>, tensor<2x?xindex>) {
  %c3 = arith.constant 3 : i32
  %c7 = arith.constant 7 : i32
  %0 = arith.ceildivsi %a, %b : i32
  %1 = arith.ceildivsi %c7, %c3 : i32
  %2 = arith.floordivsi %a, %c3 : i32
  %3 = arith.ceildivui %v, %v : vector<4xi8>
  %4 = arith.ceildivui %t, %t : tensor<2x?xindex>
  %5 = arith.floordivsi %c7, %c3 : i32
  %6 = arith.addi %0, %5 : i32
  return %6, %1, %2, %3, %4 : i32, i32, i32, vector<4xi8>, tensor<2x?xindex>
}

func.func @minmax(%a: i64, %b: i64, %v: vector<2x3xi16>, %f: f32, %g: vector<2xf16>, %h: f64) -> (i64, f32) {
  %0 = arith.maxsi %a, %b : i64
  %1 = arith.maxui %0, %b : i64
  %2 = arith.minsi %1, %a : i64
  %3 = arith.minui %v, %v : vector<2x3xi16>
  %4 = arith.maxsi %a, %a : i64
  %5 = arith.maximumf %f, %f fastmath<fast> : f32
  %6 = arith.minimumf %g, %g : vector<2xf16>
  %7 = arith.maxnumf %5, %f : f32
  %8 = arith.minnumf %h, %h : f64
  %c = arith.constant 2.0 : f32
  %9 = arith.maximumf %c, %c : f32
  return %2, %7 : i64, f32
}

func.func @bf16(%a: f32, %b: bf16, %v: vector<4xf32>, %w: tensor<2xbf16>) -> (bf16, f32, vector<4xbf16>, tensor<2xf32>) {
  %0 = arith.truncf %a : f32 to bf16
  %1 = arith.extf %b : bf16 to f32
  %2 = arith.truncf %v : vector<4xf32> to vector<4xbf16>
  %3 = arith.extf %w : tensor<2xbf16> to tensor<2xf32>
  %4 = arith.extf %b : bf16 to f64
  %5 = arith.truncf %a : f32 to f16
  %c = arith.constant 1.5 : f32
  %6 = arith.truncf %c : f32 to bf16
  %7 = arith.extf %0 : bf16 to f32
  return %0, %7, %2, %3 : bf16, f32, vector<4xbf16>, tensor<2xf32>
}

gpu.module @kernels {
  gpu.func @k(%a: i32, %b: i32) kernel {
    %0 = arith.ceildivsi %a, %b : i32
    "my.use"(%0) : (i32) -> ()
    gpu.return
  }
}

// -----

func.func @rounding_mode(%a: f32, %b: i32) -> (bf16, i32) {
  %m = arith.maxsi %b, %b : i32
  %0 = arith.truncf %a to_nearest_even : f32 to bf16
  return %0, %m : bf16, i32
}
