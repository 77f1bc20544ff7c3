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
