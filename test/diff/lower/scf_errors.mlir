// FLAGS: --convert-scf-to-cf
// An scf.forall with shared outputs has no lowering: the conversion fails at it and nothing is changed; an scf op directly in a module body splits its block, which the module verifier rejects after the pass.
func.func @f(%n: index, %t: tensor<8xf32>, %c: i1) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r0 = scf.if %c -> tensor<8xf32> {
    scf.yield %t : tensor<8xf32>
  } else {
    scf.yield %t : tensor<8xf32>
  }
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %r0) -> tensor<8xf32> {
    %q = scf.forall (%j) in (%n) shared_outs(%o = %a) -> tensor<8xf32> {
      scf.forall.in_parallel {
      }
    }
    scf.yield %q : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}

// -----

module {
  %c = "my.c"() : () -> i1
  scf.if %c {
    "my.x"() : () -> ()
  }
}
