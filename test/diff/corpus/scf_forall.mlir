// scf.forall with normalized and general bounds (constants fold into the
// normalized form), device mappings, shared_outs and scf.forall.in_parallel.

func.func @forall(%n: index, %t: tensor<8xf32>) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  scf.forall (%a, %b) in (8, %n) {
    "my.use"(%a, %b) : (index, index) -> ()
  }
  scf.forall (%a) = (%c0) to (%n) step (%c1) {
    "my.use"(%a) : (index) -> ()
  }
  scf.forall (%a, %b) = (1, 0) to (%n, 16) step (%c2, 4) {
    "my.use"(%a, %b) : (index, index) -> ()
  } {my.tag}
  scf.forall (%a, %b) in (%n, 4) {
    "my.use"(%a, %b) : (index, index) -> ()
  } {mapping = [#gpu.block<y>, #gpu.thread<x>]}
  %r = scf.forall (%a) in (4) shared_outs(%o = %t) -> (tensor<8xf32>) {
    "my.use"(%a, %o) : (index, tensor<8xf32>) -> ()
    scf.forall.in_parallel {
    }
  }
  return %r : tensor<8xf32>
}
