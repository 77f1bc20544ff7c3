// Two errors from one verifier (the InferTypeOpInterface check), as MLIR prints them.
// memref.extract_strided_metadata's result types are checked against the
// inferred ones (InferTypeOpInterface).

func.func @wrong_base(%m: memref<8x8xf32>) {
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %m : memref<8x8xf32> -> memref<f64>, index, index, index, index, index
  return
}

// -----

func.func @wrong_count(%m: memref<8x8xf32>) {
  %b, %o, %s, %t = memref.extract_strided_metadata %m : memref<8x8xf32> -> memref<f32>, index, index, index
  return
}
