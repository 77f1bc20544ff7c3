// RUN: gpuc opt %s --split-input-file --verify-diagnostics

func.func @no_block(%v: !async.value<f32>) {
  // expected-error@+1 {{'async.execute' op region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks}}
  %x = async.execute {
  }
  return
}

// -----

func.func @arg_type(%v: !async.value<f32>) {
  // expected-error@+1 {{'async.execute' op  along control flow edge from parent operands to Region #0: source type #0 '!async.value<f32>' should match input type #0 'i32'}}
  %x = "async.execute"(%v) <{operandSegmentSizes = array<i32: 0, 1>}> ({
  ^bb0(%a: i32):
    "async.yield"() : () -> ()
  }) : (!async.value<f32>) -> !async.token
  return
}

// -----

func.func @yield_type(%v: !async.value<f32>) {
  // expected-error@+1 {{'async.execute' op  along control flow edge from Region #0 to parent results: source type #0 'f32' should match input type #0 '!async.value<f64>'}}
  %x, %y = async.execute (%v as %u: !async.value<f32>) -> !async.value<f64> {
    async.yield %u : f32
  }
  return
}

// -----

func.func @yield_count(%v: !async.value<f32>) {
  // expected-error@+1 {{'async.execute' op  region control flow edge from Region #0 to parent results: source has 0 operands, but target successor needs 1}}
  %x, %y = async.execute (%v as %u: !async.value<f32>) -> !async.value<f64> {
    async.yield
  }
  return
}

// -----

func.func @arg_count(%v: !async.value<f32>) {
  // expected-error@+1 {{'async.execute' op  region control flow edge from parent operands to Region #0: source has 1 operands, but target successor needs 0}}
  %x = "async.execute"(%v) <{operandSegmentSizes = array<i32: 0, 1>}> ({
    "async.yield"() : () -> ()
  }) : (!async.value<f32>) -> !async.token
  return
}

// -----

func.func @await_type(%v: !async.value<f32>) {
  // expected-error@+1 {{'async.await' op result type 'f64' does not match async value type 'f32'}}
  %0 = "async.await"(%v): (!async.value<f32>) -> f64
  return
}

// -----

// expected-error@+1 {{'async.func' op result type must be async value type or async token type, but got 'f32'}}
async.func @result_type(%a: f32) -> f32 {
  async.return %a : f32
}
