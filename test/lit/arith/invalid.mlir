// arith verifier errors: CastOpInterface compatibility, constants, select.
// RUN: gpuc opt %s --split-input-file --verify-diagnostics

func.func @extf(%a: f32) {
  // expected-error@+1 {{'arith.extf' op operand type 'f32' and result type 'f16' are cast incompatible}}
  %0 = arith.extf %a : f32 to f16
  return
}

// -----

func.func @index_cast(%a: index) {
  // expected-error@+1 {{'arith.index_cast' op operand type 'index' and result type 'index' are cast incompatible}}
  %0 = arith.index_cast %a : index to index
  return
}

// -----

func.func @constant() {
  // expected-error@+1 {{'arith.constant' op integer return type must be signless}}
  %0 = arith.constant 0 : ui32
  return
}

// -----

func.func @select(%m: vector<3xi1>, %a: vector<4xf32>) {
  // expected-error@+1 {{'arith.select' op failed to verify that condition is signless i1 or has matching shape}}
  %0 = arith.select %m, %a, %a : vector<3xi1>, vector<4xf32>
  return
}

// -----

func.func @select_operands(%c: i1, %a: f32) {
  // expected-error@+1 {{custom op 'arith.select' expected 3 operands}}
  %0 = arith.select %c, %a : f32
  return
}
