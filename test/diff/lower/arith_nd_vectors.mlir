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
