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
