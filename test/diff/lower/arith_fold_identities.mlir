// Folds of non-constant operands: identities, casts of casts, and the
// trait folds (commutative constants move right, idempotent ops).
func.func @int_identities(%x: i32, %y: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %0 = arith.addi %x, %c0 : i32
  %1 = arith.addi %c0, %x : i32
  %2 = arith.subi %x, %x : i32
  %3 = arith.subi %x, %c0 : i32
  %s = arith.subi %x, %y : i32
  %4 = arith.addi %s, %y : i32
  %5 = arith.addi %y, %s : i32
  %a = arith.addi %x, %y : i32
  %6 = arith.subi %a, %y : i32
  %7 = arith.subi %a, %x : i32
  %8 = arith.muli %x, %c0 : i32
  %9 = arith.muli %c1, %x : i32
  %10 = arith.divsi %x, %c1 : i32
  %11 = arith.divui %x, %c1 : i32
  %12 = arith.remsi %x, %c1 : i32
  %13 = arith.ceildivsi %x, %c1 : i32
  %14 = arith.floordivsi %x, %c1 : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
}

// -----

func.func @bitwise(%x: i8, %y: i8) -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) {
  %c0 = arith.constant 0 : i8
  %m1 = arith.constant -1 : i8
  %0 = arith.andi %x, %c0 : i8
  %1 = arith.andi %m1, %x : i8
  %nx = arith.xori %x, %m1 : i8
  %2 = arith.andi %x, %nx : i8
  %3 = arith.andi %nx, %x : i8
  %xy = arith.andi %x, %y : i8
  %4 = arith.andi %x, %xy : i8
  %5 = arith.andi %x, %x : i8
  %6 = arith.ori %x, %c0 : i8
  %7 = arith.ori %x, %m1 : i8
  %8 = arith.ori %x, %nx : i8
  %9 = arith.ori %y, %y : i8
  %10 = arith.xori %x, %c0 : i8
  %11 = arith.xori %x, %x : i8
  %xo = arith.xori %x, %y : i8
  %12 = arith.xori %xo, %y : i8
  %13 = arith.xori %y, %xo : i8
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13 : i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8
}

// -----

func.func @shifts_min_max(%x: i16) -> (i16, i16, i16, i16, i16, i16, i16, i16, i16, i16, i16, i16) {
  %c0 = arith.constant 0 : i16
  %max = arith.constant 32767 : i16
  %min = arith.constant -32768 : i16
  %umax = arith.constant -1 : i16
  %0 = arith.shli %x, %c0 : i16
  %1 = arith.shrsi %x, %c0 : i16
  %2 = arith.shrui %x, %c0 : i16
  %3 = arith.maxsi %x, %x : i16
  %4 = arith.maxsi %x, %max : i16
  %5 = arith.maxsi %min, %x : i16
  %6 = arith.minsi %x, %min : i16
  %7 = arith.minsi %x, %max : i16
  %8 = arith.maxui %x, %umax : i16
  %9 = arith.maxui %x, %c0 : i16
  %10 = arith.minui %x, %c0 : i16
  %11 = arith.minui %umax, %x : i16
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : i16, i16, i16, i16, i16, i16, i16, i16, i16, i16, i16, i16
}

// -----

func.func @float_identities(%x: f32, %y: f32) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %pz = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %one = arith.constant 1.0 : f32
  %inf = arith.constant 0x7F800000 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %n = arith.negf %x : f32
  %0 = arith.negf %n : f32
  %1 = arith.addf %x, %nz : f32
  %2 = arith.addf %x, %pz : f32
  %3 = arith.subf %x, %pz : f32
  %4 = arith.mulf %one, %x : f32
  %5 = arith.divf %x, %one : f32
  %6 = arith.mulf %x, %pz fastmath<nnan,nsz> : f32
  %7 = arith.maximumf %x, %ninf : f32
  %8 = arith.minimumf %x, %inf : f32
  %9 = arith.maxnumf %y, %y : f32
  %10 = arith.minnumf %x, %inf : f32
  %11 = arith.maxnumf %x, %nan : f32
  %12 = arith.minimumf %y, %y : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

// -----

func.func @casts_of_casts(%a: i8, %b: i32, %x: f32, %h: f16, %i: index) -> (i32, i32, i8, i16, i8, f32, f32, f16, index) {
  %e1 = arith.extui %a : i8 to i16
  %0 = arith.extui %e1 : i16 to i32
  %e2 = arith.extsi %a : i8 to i16
  %1 = arith.extsi %e2 : i16 to i32
  %e3 = arith.extui %a : i8 to i32
  %2 = arith.trunci %e3 : i32 to i8
  %e4 = arith.extsi %a : i8 to i32
  %3 = arith.trunci %e4 : i32 to i16
  %t = arith.trunci %b : i32 to i16
  %4 = arith.trunci %t : i16 to i8
  %tf = arith.truncf %x fastmath<contract> : f32 to f16
  %5 = arith.extf %tf fastmath<fast> : f16 to f32
  %6 = arith.extf %tf : f16 to f32
  %ef = arith.extf %h : f16 to f32
  %7 = arith.truncf %ef : f32 to f16
  %ic = arith.index_cast %i : index to i32
  %8 = arith.index_cast %ic : i32 to index
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : i32, i32, i8, i16, i8, f32, f32, f16, index
}

// -----

func.func @cmpi(%x: i32, %y: i32, %c: i1) -> (i1, i1, i1, i1, i1, i1, i1, vector<4xi1>) {
  %c0 = arith.constant 0 : i32
  %c5 = arith.constant 5 : i32
  %false = arith.constant false
  %0 = arith.cmpi eq, %x, %x : i32
  %1 = arith.cmpi ult, %x, %x : i32
  %e = arith.extui %c : i1 to i32
  %2 = arith.cmpi ne, %e, %c0 : i32
  %es = arith.extsi %c : i1 to i32
  %3 = arith.cmpi ne, %es, %c0 : i32
  %4 = arith.cmpi slt, %c5, %x : i32
  %5 = arith.cmpi uge, %c5, %y : i32
  // Not folded in MLIR 19.
  %6 = arith.cmpi ne, %c, %false : i1
  %v = arith.constant dense<1> : vector<4xi32>
  %vv = arith.addi %v, %v : vector<4xi32>
  %7 = arith.cmpi sle, %vv, %vv : vector<4xi32>
  return %0, %1, %2, %3, %4, %5, %6, %7 : i1, i1, i1, i1, i1, i1, i1, vector<4xi1>
}

// -----

func.func @select(%c: i1, %x: i32, %y: i32, %m: vector<4xi1>) -> (i32, i32, i32, i1, i32, i32, vector<4xi32>, vector<4xi32>) {
  %true = arith.constant true
  %false = arith.constant false
  %0 = arith.select %c, %x, %x : i32
  %1 = arith.select %true, %x, %y : i32
  %2 = arith.select %false, %x, %y : i32
  %3 = arith.select %c, %true, %false : i1
  %eq = arith.cmpi eq, %x, %y : i32
  %4 = arith.select %eq, %x, %y : i32
  %ne = arith.cmpi ne, %y, %x : i32
  %5 = arith.select %ne, %x, %y : i32
  %mask = arith.constant dense<[true, false, true, false]> : vector<4xi1>
  %a = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %b = arith.constant dense<9> : vector<4xi32>
  %6 = arith.select %mask, %a, %b : vector<4xi1>, vector<4xi32>
  %all = arith.constant dense<true> : vector<4xi1>
  %7 = arith.select %all, %b, %a : vector<4xi1>, vector<4xi32>
  return %0, %1, %2, %3, %4, %5, %6, %7 : i32, i32, i32, i1, i32, i32, vector<4xi32>, vector<4xi32>
}

// -----

func.func @extended(%x: i32, %v: vector<2xi32>) -> (i32, i1, i32, i32, i32, i32, vector<2xi32>, vector<2xi1>) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %s, %o = arith.addui_extended %x, %c0 : i32, i1
  %l, %h = arith.mului_extended %x, %c1 : i32
  %sl, %sh = arith.mulsi_extended %x, %c0 : i32
  %z = arith.constant dense<0> : vector<2xi32>
  %vs, %vo = arith.addui_extended %v, %z : vector<2xi32>, vector<2xi1>
  return %s, %o, %l, %h, %sl, %sh, %vs, %vo : i32, i1, i32, i32, i32, i32, vector<2xi32>, vector<2xi1>
}

// -----

// Ops whose result is unused still fold; chains fold through replaced ops.
func.func @chain(%x: index) -> index {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %a = arith.addi %c2, %c3 : index
  %b = arith.muli %a, %c3 : index
  %unused = arith.subi %b, %c2 : index
  %r = arith.addi %x, %b : index
  return %r : index
}
