// scf.parallel with and without reductions, and scf.reduce.

func.func @parallel(%lb: index, %ub: index, %step: index, %init: f32, %i0: i32) {
  scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%step, %step) {
    "my.use"(%i, %j) : (index, index) -> ()
  }
  %r = scf.parallel (%i) = (%lb) to (%ub) step (%step) init (%init) -> f32 {
    %v = "my.val"(%i) : (index) -> f32
    scf.reduce(%v : f32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }
  }
  %r2:2 = scf.parallel (%i) = (%lb) to (%ub) step (%step) init (%init, %i0) -> (f32, i32) {
    %v = "my.val"(%i) : (index) -> f32
    %w = "my.ival"(%i) : (index) -> i32
    scf.reduce(%v, %w : f32, i32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.maximumf %a, %b : f32
      scf.reduce.return %s : f32
    }, {
    ^bb0(%a: i32, %b: i32):
      %s = arith.addi %a, %b : i32
      scf.reduce.return %s : i32
    }
  } {my.tag}
  return
}
