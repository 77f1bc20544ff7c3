// The parsers and verifiers of affine.apply, affine.min and affine.max (AffineOps.cpp, MLIR 19).
// RUN: gpuc opt %s --split-input-file --verify-diagnostics

func.func @apply_count_mismatch(%a: index) -> index {
  // expected-error@+1 {{custom op 'affine.apply' dimension or symbol index mismatch}}
  %0 = affine.apply affine_map<(d0, d1) -> (d0)>(%a)
  return %0 : index
}

// -----

func.func @apply_not_a_map(%a: index) -> index {
  // expected-error@+1 {{custom op 'affine.apply' invalid kind of attribute specified}}
  %0 = affine.apply 3 (%a)
  return %0 : index
}

// -----

func.func @apply_operand_count(%a: index) -> index {
  // expected-error@+1 {{'affine.apply' op operand count and affine map dimension and symbol count must match}}
  %0 = "affine.apply"(%a, %a) <{map = affine_map<(d0) -> (d0)>}> : (index, index) -> index
  return %0 : index
}

// -----

func.func @apply_results(%a: index) -> index {
  // expected-error@+1 {{'affine.apply' op mapping must produce one value}}
  %0 = "affine.apply"(%a) <{map = affine_map<(d0) -> (d0, d0)>}> : (index) -> index
  return %0 : index
}

// -----

func.func @apply_operand_type(%a: i32) -> index {
  // expected-error@+1 {{'affine.apply' op operand #0 must be variadic of index, but got 'i32'}}
  %0 = "affine.apply"(%a) <{map = affine_map<(d0) -> (d0)>}> : (i32) -> index
  return %0 : index
}

// -----

func.func @min_operand_count(%a: index) -> index {
  // expected-error@+1 {{'affine.min' op operand count and affine map dimension and symbol count must match}}
  %0 = affine.min affine_map<(d0) -> (d0)>(%a)[%a]
  return %0 : index
}

// -----

func.func @max_operand_count(%a: index) -> index {
  // expected-error@+1 {{'affine.max' op operand count and affine map dimension and symbol count must match}}
  %0 = "affine.max"(%a, %a) <{map = affine_map<(d0) -> (d0)>}> : (index, index) -> index
  return %0 : index
}
