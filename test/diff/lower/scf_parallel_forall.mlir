// FLAGS: --convert-scf-to-cf
// scf.parallel (through scf.for nests: several dimensions, reductions, nested loops, ifs in the body) and scf.forall (through scf.parallel: static and dynamic bounds, mapping).
func.func @par(%lb: index, %ub: index, %st: index, %m: memref<?x?xf32>) -> (f32, i32) {
  %z = arith.constant 0.0 : f32
  %zi = arith.constant 0 : i32
  %r:2 = scf.parallel (%i, %j, %k) = (%lb, %lb, %lb) to (%ub, %ub, %ub) step (%st, %st, %st) init (%z, %zi) -> (f32, i32) {
    %v = memref.load %m[%i, %j] : memref<?x?xf32>
    %w = arith.index_cast %k : index to i32
    scf.reduce(%v, %w : f32, i32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }, {
    ^bb0(%a: i32, %b: i32):
      %s = arith.maxsi %a, %b : i32
      scf.reduce.return %s : i32
    }
  }
  scf.parallel (%i) = (%lb) to (%ub) step (%st) {
    scf.parallel (%j) = (%lb) to (%ub) step (%st) {
      %c = arith.cmpi slt, %i, %j : index
      scf.if %c {
        "my.x"(%i, %j) : (index, index) -> ()
      }
      scf.reduce
    }
    scf.reduce
  }
  %q = scf.parallel (%i) = (%lb) to (%ub) step (%st) init (%z) -> f32 {
    %v = memref.load %m[%i, %i] : memref<?x?xf32>
    %cc = "my.cond"() : () -> i1
    %e = scf.if %cc -> f32 { scf.yield %v : f32 } else { scf.yield %z : f32 }
    scf.reduce(%e : f32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.mulf %a, %b : f32
      scf.reduce.return %s : f32
    }
  }
  return %r#0, %r#1 : f32, i32
}

// -----

func.func @forall2(%n: index, %m: memref<?x?xf32>) {
  %f = arith.constant 1.0 : f32
  scf.forall (%i, %j) in (4, %n) {
    memref.store %f, %m[%i, %j] : memref<?x?xf32>
  } {mapping = [#gpu.thread<x>, #gpu.thread<y>]}
  scf.forall (%i) = (2) to (%n) step (3) {
    "my.use"(%i) : (index) -> ()
  }
  scf.forall (%i, %j, %k) = (%n, 1, 0) to (8, 9, %n) step (1, 2, %n) {
    "my.use3"(%i, %j, %k) : (index, index, index) -> ()
  }
  return
}

func.func @forall_in_loop(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.forall (%t) in (%i) {
      %c = "my.cond"(%t) : (index) -> i1
      scf.if %c {
        "my.foo"(%t) : (index) -> ()
      }
      scf.forall.in_parallel {
      }
    }
  }
  return
}
