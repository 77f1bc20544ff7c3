// Constant folding of integer ops (the driver folds before lowering).
func.func @arith() -> (i32, i32, i32, i8, i8, i8, i8, i8, i8, i8, i8, index, i64) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c7 = arith.constant 7 : i8
  %cm7 = arith.constant -7 : i8
  %c2_i8 = arith.constant 2 : i8
  %0 = arith.addi %c1, %c2 : i32
  %1 = arith.subi %c1, %c2 : i32
  %2 = arith.muli %0, %1 : i32
  %3 = arith.divsi %cm7, %c2_i8 : i8
  %4 = arith.divui %cm7, %c2_i8 : i8
  %5 = arith.remsi %cm7, %c2_i8 : i8
  %6 = arith.remui %cm7, %c2_i8 : i8
  %7 = arith.ceildivsi %cm7, %c2_i8 : i8
  %8 = arith.ceildivui %c7, %c2_i8 : i8
  %9 = arith.floordivsi %cm7, %c2_i8 : i8
  %10 = arith.floordivsi %c7, %cm7 : i8
  %ci = arith.constant 100 : index
  %cj = arith.constant -3 : index
  %11 = arith.muli %ci, %cj : index
  %big = arith.constant 9223372036854775807 : i64
  %one = arith.constant 1 : i64
  %12 = arith.addi %big, %one overflow<nsw> : i64
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12 : i32, i32, i32, i8, i8, i8, i8, i8, i8, i8, i8, index, i64
}

// -----

// Divisions by zero and overflowing signed divisions are not folded.
func.func @no_fold() -> (i8, i8, i8, i8, i8, i8, i8, i8, i8) {
  %min = arith.constant -128 : i8
  %m1 = arith.constant -1 : i8
  %c0 = arith.constant 0 : i8
  %c2 = arith.constant 2 : i8
  %0 = arith.divsi %min, %m1 : i8
  %1 = arith.divui %c2, %c0 : i8
  %2 = arith.remsi %c2, %c0 : i8
  %3 = arith.ceildivsi %min, %m1 : i8
  %4 = arith.ceildivsi %min, %c2 : i8
  %5 = arith.ceildivsi %c2, %min : i8
  %6 = arith.floordivsi %min, %m1 : i8
  %7 = arith.floordivsi %min, %c2 : i8
  %8 = arith.ceildivui %c2, %c0 : i8
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : i8, i8, i8, i8, i8, i8, i8, i8, i8
}

// -----

func.func @bits_and_shifts() -> (i16, i16, i16, i16, i16, i16, i16, i16, i16) {
  %a = arith.constant 0x0F0F : i16
  %b = arith.constant 0x00FF : i16
  %s = arith.constant 4 : i16
  %big = arith.constant 16 : i16
  %0 = arith.andi %a, %b : i16
  %1 = arith.ori %a, %b : i16
  %2 = arith.xori %a, %b : i16
  %3 = arith.shli %a, %s : i16
  %m = arith.constant -32768 : i16
  %4 = arith.shrsi %m, %s : i16
  %5 = arith.shrui %m, %s : i16
  %6 = arith.shli %a, %big : i16
  %7 = arith.shrui %a, %big : i16
  %8 = arith.shrsi %a, %big : i16
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : i16, i16, i16, i16, i16, i16, i16, i16, i16
}

// -----

func.func @min_max_cmp() -> (i32, i32, i32, i32, i1, i1, i1, i1, i1) {
  %a = arith.constant -5 : i32
  %b = arith.constant 3 : i32
  %0 = arith.maxsi %a, %b : i32
  %1 = arith.maxui %a, %b : i32
  %2 = arith.minsi %a, %b : i32
  %3 = arith.minui %a, %b : i32
  %4 = arith.cmpi slt, %a, %b : i32
  %5 = arith.cmpi ult, %a, %b : i32
  %6 = arith.cmpi sge, %a, %b : i32
  %7 = arith.cmpi ne, %a, %b : i32
  %8 = arith.cmpi ugt, %a, %b : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : i32, i32, i32, i32, i1, i1, i1, i1, i1
}

// -----

func.func @extended() -> (i8, i1, i8, i8, i8, i8, i8, i1) {
  %c100 = arith.constant 100 : i8
  %c200 = arith.constant -56 : i8
  %cmin = arith.constant -128 : i8
  %m1 = arith.constant -1 : i8
  %s, %o = arith.addui_extended %c100, %c200 : i8, i1
  %l, %h = arith.mulsi_extended %c100, %cmin : i8
  %ul, %uh = arith.mului_extended %c100, %m1 : i8
  %s2, %o2 = arith.addui_extended %c100, %c100 : i8, i1
  return %s, %o, %l, %h, %ul, %uh, %s2, %o2 : i8, i1, i8, i8, i8, i8, i8, i1
}

// -----

func.func @wide() -> (i128, i1, i128, i128) {
  %a = arith.constant 170141183460469231731687303715884105727 : i128
  %b = arith.constant 2 : i128
  %0 = arith.muli %a, %b : i128
  %1 = arith.cmpi sgt, %a, %0 : i128
  %l, %h = arith.mului_extended %a, %a : i128
  return %0, %1, %h, %l : i128, i1, i128, i128
}

// -----

func.func @vectors() -> (vector<4xi32>, vector<4xi32>, vector<4xi1>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi1>) {
  %a = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %b = arith.constant dense<3> : vector<4xi32>
  %0 = arith.addi %a, %b : vector<4xi32>
  %1 = arith.muli %b, %b : vector<4xi32>
  %2 = arith.cmpi slt, %a, %b : vector<4xi32>
  %s = arith.constant dense<[1, 40, 2, 3]> : vector<4xi32>
  // Only the last element's shift amount decides whether to fold.
  %3 = arith.shli %a, %s : vector<4xi32>
  %s2 = arith.constant dense<[1, 2, 3, 40]> : vector<4xi32>
  %4 = arith.shli %a, %s2 : vector<4xi32>
  %d = arith.constant dense<[4, 0, 2, 1]> : vector<4xi32>
  %5 = arith.divui %a, %d : vector<4xi32>
  // floordivsi forgets a division by zero in an earlier element.
  %6 = arith.floordivsi %a, %d : vector<4xi32>
  %m = arith.constant dense<[-1, 2147483647, 0, 5]> : vector<4xi32>
  %7, %8 = arith.addui_extended %m, %b : vector<4xi32>, vector<4xi1>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : vector<4xi32>, vector<4xi32>, vector<4xi1>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi1>
}
