// FLAGS: --convert-scf-to-cf
// scf.for nests with iter_args of several types, integer induction variables, ops in unreachable blocks (not visited, so left alone), loops in the regions of other ops.
func.func @nested(%lb: index, %ub: index, %st: index, %m: memref<?x?xf32>) -> (f32, i64) {
  %z = arith.constant 0.0 : f32
  %zi = arith.constant 0 : i64
  %r:2 = scf.for %i = %lb to %ub step %st iter_args(%a = %z, %b = %zi) -> (f32, i64) {
    %s = scf.for %j = %i to %ub step %st iter_args(%acc = %a) -> f32 {
      %v = memref.load %m[%i, %j] : memref<?x?xf32>
      %w = arith.addf %acc, %v : f32
      scf.yield %w : f32
    }
    %c = arith.index_cast %i : index to i64
    %b2 = arith.addi %b, %c : i64
    scf.for %k = %lb to %i step %st {
      memref.store %s, %m[%k, %i] : memref<?x?xf32>
    }
    scf.yield %s, %b2 : f32, i64
  }
  "my.after"(%r#0) : (f32) -> ()
  return %r#0, %r#1 : f32, i64
}

func.func @int_iv(%lb: i32, %ub: i32, %st: i32) -> i32 {
  %r = scf.for %i = %lb to %ub step %st iter_args(%a = %lb) -> i32 : i32 {
    %n = arith.muli %a, %i : i32
    scf.yield %n : i32
  }
  return %r
    : i32
}

func.func @unreachable(%lb: i32, %ub: i32, %st: i32) {
  scf.for %i = %lb to %ub step %st : i32 {
    "my.use"(%i) : (i32) -> ()
  }
  return
^bb1:
  scf.for %i = %lb to %ub step %st : i32 {
    "my.dead"(%i) : (i32) -> ()
  }
  return
}

// -----

func.func @in_region(%lb: index, %ub: index, %st: index) {
  "my.region"() ({
    scf.for %i = %lb to %ub step %st {
      "my.use"(%i) : (index) -> ()
    }
    "my.terminator"() : () -> ()
  }) : () -> ()
  scf.for %i = %lb to %ub step %st {
    "my.region"() ({
      %r = scf.for %j = %lb to %ub step %st iter_args(%x = %i) -> index {
        %y = arith.addi %x, %j : index
        scf.yield %y : index
      }
      "my.terminator"(%r) : (index) -> ()
    }) : () -> ()
  }
  return
}

// -----

// Loops whose bounds are the results of other lowered ops.
func.func @bounds_from_results(%c: i1, %n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %u = scf.if %c -> index {
    scf.yield %n : index
  } else {
    scf.yield %c1 : index
  }
  %r = scf.for %i = %c0 to %u step %c1 iter_args(%a = %u) -> index {
    %w = scf.for %j = %a to %u step %c1 iter_args(%b = %a) -> index {
      %s = arith.addi %b, %j : index
      scf.yield %s : index
    }
    scf.yield %w : index
  }
  return %r : index
}
