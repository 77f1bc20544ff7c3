// Diagnostics that the parser and the builtin/func verifiers give, with mlir-opt-19's wording.
// RUN: gpuc opt %s --allow-unregistered-dialect --split-input-file --verify-diagnostics

func.func @undefined_value() -> i32 {
  // expected-error@+1 {{use of undeclared SSA value name}}
  return %x : i32
}

// -----

func.func @redefined_value() {
  // expected-note@+1 {{previously defined here}}
  %0 = "test.a"() : () -> i32
  // expected-error@+1 {{redefinition of SSA value '%0'}}
  %0 = "test.b"() : () -> i32
  return
}

// -----

func.func @wrong_result_count() {
  %0 = "test.producer"() : () -> i32
  // expected-error@+1 {{'func.return' op has 1 operands, but enclosing function (@wrong_result_count) returns 0}}
  return %0 : i32
}

// -----

func.func @missing_callee() {
  // expected-error@+1 {{'func.call' op 'nowhere' does not reference a valid function}}
  call @nowhere() : () -> ()
  return
}
