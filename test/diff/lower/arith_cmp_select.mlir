func.func @cmpi(%a: i32, %b: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %0 = arith.cmpi eq, %a, %b : i32
  %1 = arith.cmpi ne, %a, %b : i32
  %2 = arith.cmpi slt, %a, %b : i32
  %3 = arith.cmpi sle, %a, %b : i32
  %4 = arith.cmpi sgt, %a, %b : i32
  %5 = arith.cmpi sge, %a, %b : i32
  %6 = arith.cmpi ult, %a, %b : i32
  %7 = arith.cmpi ule, %a, %b : i32
  %8 = arith.cmpi ugt, %a, %b : i32
  %9 = arith.cmpi uge, %a, %b {foo} : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

// -----

func.func @cmpf(%x: f32, %y: f32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %0 = arith.cmpf false, %x, %y : f32
  %1 = arith.cmpf oeq, %x, %y : f32
  %2 = arith.cmpf ogt, %x, %y fastmath<nnan> : f32
  %3 = arith.cmpf oge, %x, %y : f32
  %4 = arith.cmpf olt, %x, %y : f32
  %5 = arith.cmpf ole, %x, %y fastmath<fast> : f32
  %6 = arith.cmpf one, %x, %y : f32
  %7 = arith.cmpf ord, %x, %y : f32
  %8 = arith.cmpf ueq, %x, %y : f32
  %9 = arith.cmpf ugt, %x, %y : f32
  %10 = arith.cmpf uge, %x, %y : f32
  %11 = arith.cmpf ult, %x, %y : f32
  %12 = arith.cmpf ule, %x, %y fastmath<ninf,nsz> : f32
  %13 = arith.cmpf une, %x, %y : f32
  %14 = arith.cmpf uno, %x, %y : f32
  %15 = arith.cmpf true, %x, %y {foo} : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

// -----

func.func @index_and_vectors(%i: index, %j: index, %v: vector<4xi8>, %w: vector<2xf64>, %vi: vector<3xindex>) -> (i1, vector<4xi1>, vector<2xi1>, vector<3xi1>) {
  %0 = arith.cmpi sge, %i, %j : index
  %1 = arith.cmpi ult, %v, %v {x} : vector<4xi8>
  %2 = arith.cmpf une, %w, %w fastmath<fast> : vector<2xf64>
  %3 = arith.cmpi ne, %vi, %vi : vector<3xindex>
  return %0, %1, %2, %3 : i1, vector<4xi1>, vector<2xi1>, vector<3xi1>
}

// -----

func.func @select(%c: i1, %a: i32, %b: i32, %x: f32, %y: f32, %m: vector<4xi1>, %v: vector<4xi32>, %w: vector<4xi32>, %i: index, %j: index) -> (i32, f32, vector<4xi32>, vector<4xi32>, index) {
  %0 = arith.select %c, %a, %b : i32
  %1 = arith.select %c, %x, %y {foo = 1} : f32
  %2 = arith.select %m, %v, %w : vector<4xi1>, vector<4xi32>
  %3 = arith.select %c, %v, %w : vector<4xi32>
  %4 = arith.select %c, %i, %j : index
  return %0, %1, %2, %3, %4 : i32, f32, vector<4xi32>, vector<4xi32>, index
}
