// convert-scf-to-cf's failures: an scf.forall with shared outputs has no lowering (only bufferized foralls become
// scf.parallel), so the conversion fails at it and changes nothing, even what it had already lowered; an scf op
// directly in a module body makes the module's single block two, which the verifier rejects after the pass.
// RUN: gpuc opt %s --allow-unregistered-dialect --split-input-file --verify-diagnostics --convert-scf-to-cf

func.func @forall_with_outputs(%n: index, %t: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error@+1 {{failed to legalize operation 'scf.forall' that was explicitly marked illegal}}
  %r = scf.forall (%i) in (%n) shared_outs(%o = %t) -> tensor<8xf32> {
    scf.forall.in_parallel {
    }
  }
  return %r : tensor<8xf32>
}

// -----

func.func @nested_forall_with_outputs(%n: index, %t: tensor<8xf32>, %c: i1) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %t0 = scf.if %c -> tensor<8xf32> {
    scf.yield %t : tensor<8xf32>
  } else {
    scf.yield %t : tensor<8xf32>
  }
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t0) -> tensor<8xf32> {
    // expected-error@+1 {{failed to legalize operation 'scf.forall' that was explicitly marked illegal}}
    %q = scf.forall (%j) in (%n) shared_outs(%o = %a) -> tensor<8xf32> {
      scf.forall.in_parallel {
      }
    }
    scf.yield %q : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}

// -----

// expected-error@+1 {{'builtin.module' op expects region #0 to have 0 or 1 blocks}}
module {
  %c = "my.cond"() : () -> i1
  scf.if %c {
    "my.then"() : () -> ()
  }
}
