// The verifiers of vector.extract and vector.insert (VectorOps.cpp, MLIR 19), in MLIR's order: the element type
// predicate, the positions, then the inferred result type.
// RUN: gpuc opt %s --split-input-file --verify-diagnostics

func.func @extract_inferred_type(%v: vector<2x3xf32>) {
  // expected-error@+2 {{'vector.extract' op inferred type(s) 'vector<3xf32>' are incompatible with return type(s) of operation 'f32'}}
  // expected-error@+1 {{'vector.extract' op failed to infer returned types}}
  %0 = vector.extract %v[0] : f32 from vector<2x3xf32>
  return
}

// -----

func.func @extract_position(%v: vector<2x3xf32>) {
  // expected-error@+1 {{'vector.extract' op expected position attribute #2 to be a non-negative integer smaller than the corresponding vector dimension}}
  %0 = vector.extract %v[0, 3] : f32 from vector<2x3xf32>
  return
}

// -----

func.func @extract_element_type(%v: vector<2x3xf32>) {
  // expected-error@+1 {{'vector.extract' op failed to verify that operand and result have same element type}}
  %0 = vector.extract %v[0, 1] : i32 from vector<2x3xf32>
  return
}

// -----

func.func @extract_dynamic_marker(%v: vector<2x3xf32>) {
  // expected-error@+1 {{'vector.extract' op mismatch between dynamic and static positions (kDynamic marker but no corresponding dynamic position) -- this can only happen due to an incorrect fold/rewrite}}
  %0 = "vector.extract"(%v) <{static_position = array<i64: 0, -9223372036854775808>}> : (vector<2x3xf32>) -> f32
  return
}

// -----

func.func @extract_rank(%v: vector<2xf32>) {
  // expected-error@+1 {{'vector.extract' op expected position attribute of rank no greater than vector rank}}
  %0 = "vector.extract"(%v) <{static_position = array<i64: 0, 0>}> : (vector<2xf32>) -> f32
  return
}

// -----

func.func @insert_vector_rank(%v: vector<2x3xf32>, %s: vector<3xf32>) {
  // expected-error@+1 {{'vector.insert' op expected position attribute rank + source rank to match dest vector rank}}
  %0 = vector.insert %s, %v[0, 1] : vector<3xf32> into vector<2x3xf32>
  return
}

// -----

func.func @insert_scalar_rank(%v: vector<2x3xf32>, %s: f32) {
  // expected-error@+1 {{'vector.insert' op expected position attribute rank to match the dest vector rank}}
  %0 = vector.insert %s, %v[0] : f32 into vector<2x3xf32>
  return
}

// -----

func.func @insert_position(%v: vector<2x3xf32>, %s: f32) {
  // expected-error@+1 {{'vector.insert' op expected position attribute #2 to be a non-negative integer smaller than the corresponding dest vector dimension}}
  %0 = vector.insert %s, %v[0, -1] : f32 into vector<2x3xf32>
  return
}

// -----

func.func @insert_element_type(%v: vector<2x3xf32>, %s: i32) {
  // expected-error@+1 {{'vector.insert' op failed to verify that source operand and result have same element type}}
  %0 = vector.insert %s, %v[0, 1] : i32 into vector<2x3xf32>
  return
}

// -----

func.func @insert_too_many(%v: vector<2xf32>, %s: f32) {
  // expected-error@+1 {{'vector.insert' op expected position attribute of rank no greater than dest vector rank}}
  %0 = "vector.insert"(%s, %v) <{static_position = array<i64: 0, 0>}> : (f32, vector<2xf32>) -> vector<2xf32>
  return
}
