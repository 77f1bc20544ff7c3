// rocdl parser errors, upstream --verify-diagnostics style.
// RUN: gpuc opt %s --allow-unregistered-dialect --split-input-file --verify-diagnostics

func.func @count(%rsrc : vector<4xi32>, %i : i32) {
  // expected-error@+1 {{custom op 'rocdl.raw.buffer.load' expected 4 operands}}
  %0 = rocdl.raw.buffer.load %rsrc, %i, %i : f32
  return
}

// -----

func.func @delimiter(%rsrc : vector<4xi32>, %i : i32) {
  // expected-error@+1 {{unexpected delimiter}}
  %0 = rocdl.raw.buffer.load (%rsrc, %i, %i, %i) : f32
  return
}

// -----

// expected-note@+1 {{prior use here}}
func.func @rsrc(%rsrc : vector<2xi32>, %i : i32, %f : f32) {
  // expected-error@+1 {{use of value '%rsrc' expects different type than prior uses: 'vector<4xi32>' vs 'vector<2xi32>'}}
  rocdl.raw.buffer.store %f, %rsrc, %i, %i, %i : f32
  return
}

// -----

// expected-error@+1 {{duplicate or unknown struct parameter name: wave64}}
"my.op"() {a = #rocdl.target<wave64 = 1>} : () -> ()
