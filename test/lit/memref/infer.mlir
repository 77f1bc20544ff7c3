// memref.extract_strided_metadata's result types are checked against the
// inferred ones (InferTypeOpInterface).
// RUN: gpuc opt %s --split-input-file --verify-diagnostics

func.func @wrong_base(%m: memref<8x8xf32>) {
  // expected-error@+2 {{'memref.extract_strided_metadata' op inferred type(s) 'memref<f32>', 'index', 'index', 'index', 'index', 'index' are incompatible with return type(s) of operation 'memref<f64>', 'index', 'index', 'index', 'index', 'index'}}
  // expected-error@+1 {{failed to infer returned types}}
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %m : memref<8x8xf32> -> memref<f64>, index, index, index, index, index
  return
}

// -----

func.func @wrong_count(%m: memref<8x8xf32>) {
  // expected-error@+2 {{are incompatible with return type(s) of operation 'memref<f32>', 'index', 'index', 'index'}}
  // expected-error@+1 {{failed to infer returned types}}
  %b, %o, %s, %t = memref.extract_strided_metadata %m : memref<8x8xf32> -> memref<f32>, index, index, index
  return
}
