// FLAGS: --convert-arith-to-llvm
// convert-arith-to-llvm alone, on the module: the inputs of the arith_* files.
// Integer arith ops on scalars, index and 1-D vectors, with overflow flags.
func.func @int_binary(%a: i32, %b: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %a, %b overflow<nsw> : i32
  %2 = arith.subi %a, %b overflow<nuw> : i32
  %3 = arith.muli %a, %b overflow<nsw, nuw> : i32
  %4 = arith.divsi %a, %b : i32
  %5 = arith.divui %a, %b : i32
  %6 = arith.remsi %a, %b : i32
  %7 = arith.remui %a, %b : i32
  %8 = arith.andi %a, %b : i32
  %9 = arith.ori %a, %b : i32
  %10 = arith.xori %a, %b : i32
  %11 = arith.shli %a, %b overflow<nsw> : i32
  %12 = arith.shrsi %a, %b : i32
  %13 = arith.shrui %a, %b : i32
  %14 = arith.maxsi %a, %b : i32
  %15 = arith.maxui %a, %b : i32
  %16 = arith.minsi %a, %b : i32
  %17 = arith.minui %a, %b : i32
  %18 = arith.muli %14, %15 : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %16, %17, %18 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
}

// -----

func.func @index_ops(%i: index, %j: index) -> index {
  %0 = arith.addi %i, %j overflow<nsw> : index
  %1 = arith.muli %0, %j : index
  %2 = arith.divui %1, %i : index
  %3 = arith.remsi %2, %j : index
  %4 = arith.maxsi %3, %0 : index
  %5 = arith.shli %4, %j : index
  %6 = arith.subi %5, %i : index
  return %6 : index
}

// -----

func.func @vector_int(%a: vector<4xi32>, %b: vector<4xi32>, %i: vector<2xindex>) -> (vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<2xindex>) {
  %0 = arith.addi %a, %b overflow<nuw> : vector<4xi32>
  %1 = arith.shrsi %0, %b : vector<4xi32>
  %2 = arith.minui %1, %a : vector<4xi32>
  %3 = arith.xori %2, %b : vector<4xi32>
  %4 = arith.divsi %3, %a : vector<4xi32>
  %5 = arith.remui %4, %b : vector<4xi32>
  %6 = arith.muli %i, %i : vector<2xindex>
  return %1, %3, %5, %6 : vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<2xindex>
}

// -----

// Discardable attributes carry over to the LLVM op.
func.func @attrs(%a: i64, %b: i64) -> (i64, i64) {
  %0 = arith.addi %a, %b overflow<nsw> {foo = 1 : i32} : i64
  %1 = arith.andi %0, %b {bar} : i64
  return %0, %1 : i64, i64
}

// -----

// The ceil/floor divisions have no pattern in MLIR 19's gpu-to-llvm.
func.func @unconverted(%a: i32, %b: i32, %i: index) -> (i32, i32, i32, index) {
  %0 = arith.ceildivsi %a, %b : i32
  %1 = arith.ceildivui %a, %b : i32
  %2 = arith.floordivsi %a, %b : i32
  %c = arith.constant 3 : index
  %3 = arith.floordivsi %i, %c : index
  return %0, %1, %2, %3 : i32, i32, i32, index
}

// -----

func.func @wide(%a: i128, %b: i1) -> (i128, i1) {
  %0 = arith.muli %a, %a : i128
  %1 = arith.xori %b, %b : i1
  %2 = arith.andi %b, %1 : i1
  return %0, %2 : i128, i1
}

// -----

func.func @unconverted_index(%i: index, %j: index) -> (index, index) {
  %0 = arith.ceildivsi %i, %j : index
  %1 = arith.ceildivui %j, %i : index
  return %0, %1 : index, index
}
// -----
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
// -----
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
// -----
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
// -----
// n-D vectors become arrays of 1-D vectors; elementwise ops are unrolled.
func.func @binary(%a: vector<2x3xi32>, %x: vector<2x2xf32>) -> (vector<2x3xi32>, vector<2x2xf32>, vector<2x3xi32>) {
  %0 = arith.addi %a, %a overflow<nsw> : vector<2x3xi32>
  %1 = arith.mulf %x, %x fastmath<fast> : vector<2x2xf32>
  %2 = arith.maxsi %0, %a : vector<2x3xi32>
  return %0, %1, %2 : vector<2x3xi32>, vector<2x2xf32>, vector<2x3xi32>
}

// -----

func.func @three_d(%a: vector<2x2x2xf16>) -> vector<2x2x2xf16> {
  %0 = arith.negf %a : vector<2x2x2xf16>
  return %0 : vector<2x2x2xf16>
}

// -----

func.func @cmp_select(%a: vector<2x3xi32>, %b: vector<2x3xi32>, %x: vector<3x2xf64>, %c: i1) -> (vector<2x3xi32>, vector<3x2xi1>, vector<2x3xi32>) {
  %0 = arith.cmpi sle, %a, %b : vector<2x3xi32>
  %1 = arith.select %0, %a, %b : vector<2x3xi1>, vector<2x3xi32>
  %2 = arith.cmpf ord, %x, %x fastmath<nnan> : vector<3x2xf64>
  %3 = arith.select %c, %a, %b : vector<2x3xi32>
  return %1, %2, %3 : vector<2x3xi32>, vector<3x2xi1>, vector<2x3xi32>
}

// -----

func.func @casts(%a: vector<2x4xi16>, %i: vector<2x2xindex>, %x: vector<2x2xf32>) -> (vector<2x4xi32>, vector<2x2xi32>, vector<2x2xindex>, vector<2x2xf16>, vector<2x4xf32>, vector<2x2xi64>) {
  %0 = arith.extui %a : vector<2x4xi16> to vector<2x4xi32>
  %1 = arith.index_cast %i : vector<2x2xindex> to vector<2x2xi32>
  %2 = arith.index_castui %1 : vector<2x2xi32> to vector<2x2xindex>
  %3 = arith.truncf %x upward : vector<2x2xf32> to vector<2x2xf16>
  %4 = arith.sitofp %a : vector<2x4xi16> to vector<2x4xf32>
  %5 = arith.index_cast %i : vector<2x2xindex> to vector<2x2xi64>
  return %0, %1, %2, %3, %4, %5 : vector<2x4xi32>, vector<2x2xi32>, vector<2x2xindex>, vector<2x2xf16>, vector<2x4xf32>, vector<2x2xi64>
}

// -----

// The extended ops have no n-D lowering: they stay, with casts.
func.func @extended(%a: vector<2x2xi32>) -> vector<2x2xi32> {
  %l, %h = arith.mului_extended %a, %a : vector<2x2xi32>
  %s, %o = arith.addui_extended %h, %a : vector<2x2xi32>, vector<2x2xi1>
  return %s : vector<2x2xi32>
}

// -----

func.func @scalable_nd(%a: vector<2x[4]xi32>) -> vector<2x[4]xi32> {
  %0 = arith.subi %a, %a overflow<nuw> : vector<2x[4]xi32>
  %1 = arith.xori %0, %a : vector<2x[4]xi32>
  return %1 : vector<2x[4]xi32>
}

// -----

func.func @extended_results(%a: vector<2x2xi32>) -> (vector<2x2xi32>, vector<2x2xi32>) {
  %l, %h = arith.mulsi_extended %a, %a : vector<2x2xi32>
  return %l, %h : vector<2x2xi32>, vector<2x2xi32>
}
// -----
func.func @extended(%a: i32, %b: i32, %i: index, %j: index) -> (i32, i1, i32, i32, i32, i32, index, index) {
  %sum, %overflow = arith.addui_extended %a, %b : i32, i1
  %low, %high = arith.mulsi_extended %a, %b : i32
  %ulow, %uhigh = arith.mului_extended %a, %b : i32
  %il, %ih = arith.mulsi_extended %i, %j : index
  return %sum, %overflow, %low, %high, %ulow, %uhigh, %il, %ih : i32, i1, i32, i32, i32, i32, index, index
}

// -----

func.func @extended_vectors(%a: vector<4xi32>, %b: vector<4xi32>, %c: vector<2xi64>) -> (vector<4xi32>, vector<4xi1>, vector<4xi32>, vector<4xi32>, vector<2xi64>, vector<2xi64>) {
  %sum, %overflow = arith.addui_extended %a, %b : vector<4xi32>, vector<4xi1>
  %low, %high = arith.mului_extended %a, %b : vector<4xi32>
  %l, %h = arith.mulsi_extended %c, %c : vector<2xi64>
  return %sum, %overflow, %low, %high, %l, %h : vector<4xi32>, vector<4xi1>, vector<4xi32>, vector<4xi32>, vector<2xi64>, vector<2xi64>
}

// -----

func.func @extended_small(%a: i1, %b: i8) -> (i1, i1, i8, i8) {
  %s, %o = arith.addui_extended %a, %a : i1, i1
  %l, %h = arith.mulsi_extended %b, %b : i8
  return %s, %o, %l, %h : i1, i1, i8, i8
}
// -----
func.func @scalars() -> (i32, index, i1, i1, f32, f64, f16, bf16, i64, i128, f128) {
  %0 = arith.constant 42 : i32
  %1 = arith.constant -7 : index
  %2 = arith.constant true
  %3 = arith.constant false
  %4 = arith.constant 1.5 : f32
  %5 = arith.constant 0x7FF8000000000000 : f64
  %6 = arith.constant -0.0 : f16
  %7 = arith.constant 3.0 : bf16
  %8 = arith.constant -9223372036854775808 : i64
  %9 = arith.constant 170141183460469231731687303715884105727 : i128
  %10 = arith.constant 1.0e-10 : f128
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : i32, index, i1, i1, f32, f64, f16, bf16, i64, i128, f128
}

// -----

func.func @vectors() -> (vector<4xi32>, vector<2xf32>, vector<3xindex>, vector<4xi1>, vector<[4]xf32>, vector<2xf64>) {
  %0 = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %1 = arith.constant dense<0.5> : vector<2xf32>
  %2 = arith.constant dense<[0, -1, 5]> : vector<3xindex>
  %3 = arith.constant dense<[true, false, false, true]> : vector<4xi1>
  %4 = arith.constant dense<2.0> : vector<[4]xf32>
  %5 = arith.constant dense<[1.0, 0x7FF0000000000000]> : vector<2xf64>
  return %0, %1, %2, %3, %4, %5 : vector<4xi32>, vector<2xf32>, vector<3xindex>, vector<4xi1>, vector<[4]xf32>, vector<2xf64>
}

// -----

// Discardable attributes stay on llvm.mlir.constant; unconverted users get
// casts back to index.
func.func @attrs_and_users() {
  %0 = arith.constant {foo = "bar"} 1 : index
  %1 = arith.constant {baz} dense<1> : vector<2xindex>
  "test.use"(%0, %1) : (index, vector<2xindex>) -> ()
  return
}

// -----

func.func @nd_constant() -> vector<2x3xi32> {
  %0 = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : vector<2x3xi32>
  return %0 : vector<2x3xi32>
}

// -----

// Tensor constants have no LLVM type: the function is left alone.
func.func @tensor() -> tensor<2xi32> {
  %0 = arith.constant dense<[1, 2]> : tensor<2xi32>
  return %0 : tensor<2xi32>
}
