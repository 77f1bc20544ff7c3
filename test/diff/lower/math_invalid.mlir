// MLIR 19 lowers these to invalid LLVM ops, which the verifier rejects:
// ctlz/cttz/absi keep an index result type; fpowi on n-D vectors extracts
// vector exponents.
func.func @ctlz_index(%i: index) -> index {
  %0 = math.ctlz %i : index
  return %0 : index
}

// -----

func.func @absi_index(%i: index) -> index {
  %0 = math.absi %i : index
  return %0 : index
}

// -----

func.func @fpowi_nd(%w: vector<2x3xf32>, %p: vector<2x3xi32>) -> vector<2x3xf32> {
  %0 = math.fpowi %w, %p : vector<2x3xf32>, vector<2x3xi32>
  return %0 : vector<2x3xf32>
}
