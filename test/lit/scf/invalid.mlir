// scf verifier and parser errors in the upstream --verify-diagnostics style.
// RUN: gpuc opt %s --allow-unregistered-dialect --split-input-file --verify-diagnostics

func.func @for_iv_type(%arg0: index) {
  // expected-error@+1 {{expected induction variable to be same type as bounds and step}}
  "scf.for"(%arg0, %arg0, %arg0) ({
  ^bb0(%i : f32):
    scf.yield
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @for_result_count(%lb: index, %s0: f32, %t0: i32) {
  // expected-error@+1 {{mismatch in number of loop-carried values and defined values}}
  %r:3 = scf.for %i = %lb to %lb step %lb iter_args(%a = %s0, %b = %t0) -> (f32, i32, f32) {
    scf.yield %a, %b, %a : f32, i32, f32
  }
  return
}

// -----

func.func @for_yield_type(%lb: index, %s0: f32, %ic: i32) {
  // expected-error@+1 {{0-th region iter_arg and 0-th yielded value have different type: 'f32' != 'i32'}}
  %r = scf.for %i = %lb to %lb step %lb iter_args(%a = %s0) -> (f32) {
    scf.yield %ic : i32
  }
  return
}

// -----

func.func @if_yield_count(%c: i1, %f: f32) {
  // expected-error@+1 {{region control flow edge from Region #0 to parent results: source has 1 operands, but target successor needs 2}}
  %x, %y = scf.if %c -> (f32, f32) {
    scf.yield %f : f32
  } else {
    scf.yield %f, %f : f32, f32
  }
  return
}

// -----

func.func @if_no_else(%c: i1, %f: f32) {
  // expected-error@+1 {{must have an else block if defining values}}
  %x = scf.if %c -> (f32) {
    scf.yield %f : f32
  }
  return
}

// -----

func.func @while_types(%true: i1) {
  // expected-error@+1 {{along control flow edge from Region #0 to Region #1: source type #0 'i1' should match input type #0 'i32'}}
  %0 = scf.while : () -> (i1) {
    scf.condition(%true) %true : i1
  } do {
  ^bb0(%arg0: i32):
    scf.yield
  }
  return
}

// -----

func.func @while_terminator() {
  // expected-error@+1 {{expects the 'before' region to terminate with 'scf.condition'}}
  scf.while : () -> () {
    // expected-note@+1 {{terminator here}}
    "my.terminator"() : () -> ()
  } do {
    scf.yield
  }
  return
}

// -----

func.func @parallel_tuple(%a: index, %b: index) {
  // expected-error@+1 {{custom op 'scf.parallel' expected 1 operands}}
  scf.parallel (%i) = (%a) to (%b, %b) step (%a) {
  }
  return
}

// -----

func.func @parallel_reductions(%a: index, %zero: f32) {
  // expected-error@+1 {{expects number of results: 1 to be the same as number of reductions: 0}}
  %r = scf.parallel (%i) = (%a) to (%a) step (%a) init (%zero) -> f32 {
  }
  return
}

// -----

func.func @switch_duplicate(%i: index) {
  // expected-error@+1 {{has duplicate case value: 1}}
  scf.index_switch %i
  case 1 {
    scf.yield
  }
  case 1 {
    scf.yield
  }
  default {
  }
  return
}

// -----

func.func @switch_result(%i: index) {
  // expected-error@+1 {{expected result #0 of each region to be 'i32'}}
  %0 = scf.index_switch %i -> i32
  default {
    %x = "my.x"() : () -> i64
    // expected-note@+1 {{default region returns 'i64' here}}
    scf.yield %x : i64
  }
  return
}

// -----

func.func @execute_region_args() {
  // expected-error@+1 {{region cannot have any arguments}}
  "scf.execute_region"() ({
  ^bb0(%i : i32):
    scf.yield
  }) : () -> ()
  return
}
