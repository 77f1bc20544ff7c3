// Structural, dominance, symbol and builtin verifier errors, and syntax
// errors, in the upstream --verify-diagnostics style. mlir-opt-19 gives the
// same diagnostics (make lit-oracle checks that).
// RUN: gpuc opt %s --allow-unregistered-dialect --split-input-file --verify-diagnostics

func.func @use_before_def() {
  // expected-error@+1 {{operand #0 does not dominate this use}}
  "my.use"(%v) : (i32) -> ()
  // expected-note@+1 {{operand defined here (op in the same block)}}
  %v = "my.def"() : () -> i32
  return
}

// -----

func.func @cross_block(%c: i1) {
  "my.cond_br"(%c)[^bb1, ^bb2] : (i1) -> ()
^bb1:
  // expected-note@+1 {{operand defined here (op in the same region)}}
  %v = "my.def"() : () -> i32
  "my.br"()[^bb3] : () -> ()
^bb2:
  "my.br"()[^bb3] : () -> ()
^bb3:
  // expected-error@+1 {{operand #0 does not dominate this use}}
  "my.use"(%v) : (i32) -> ()
  return
}

// -----

// expected-note@+1 {{see existing symbol definition here}}
func.func private @twice()
// expected-error@+1 {{redefinition of symbol named 'twice'}}
func.func private @twice()

// -----

// expected-error@+1 {{'builtin.module' op can only contain attributes with dialect-prefixed names, found: 'bad'}}
module attributes {bad} {
}

// -----

func.func @no_terminator() {
^bb0:
  "my.op"() : () -> ()
^bb1:
  // expected-error@+1 {{block with no terminator, has "func.call"() <{callee = @no_terminator}> : () -> ()}}
  func.call @no_terminator() : () -> ()
}

// -----

func.func @return_type(%a: i32) -> f32 {
  // expected-error@+1 {{type of return operand 0 ('i32') doesn't match function result type ('f32') in function @return_type}}
  return %a : i32
}

// -----

func.func @call_types(%a: i64) {
  // expected-error@+1 {{'func.call' op operand type mismatch: expected operand type 'i32', but provided 'i64' for operand number 0}}
  func.call @callee(%a) : (i64) -> ()
  return
}
func.func private @callee(i32)

// -----

func.func @entry_preds() {
^bb0:
  // expected-error@-2 {{entry block of region may not have predecessors}}
  "my.br"()[^bb0] : () -> ()
}

// -----

// expected-error@+1 {{reference to an undefined block}}
"my.br"()[^missing] : () -> ()

// -----

// expected-error@+1 {{expected ':' followed by operation type}}
"my.op"()

// -----

// expected-error@+1 {{integer constant out of range for attribute}}
"my.op"() {a = 256 : i8} : () -> ()

// -----

// expected-error@+1 {{custom op 'func.my.custom' is unknown}}
func.my.custom
