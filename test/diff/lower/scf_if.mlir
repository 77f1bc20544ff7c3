// FLAGS: --convert-scf-to-cf
// scf.if with and without results and else regions, nested, inside loops, and the in-place fold of an xori-negated condition (MLIR folds the illegal op before rewriting it).
func.func @results(%c: i1, %d: i1, %a: i32, %b: i32) -> (i32, f32) {
  %r:2 = scf.if %c -> (i32, f32) {
    %x = arith.addi %a, %b : i32
    %f = arith.constant 1.0 : f32
    scf.yield %x, %f : i32, f32
  } else {
    %y = scf.if %d -> i32 {
      scf.yield %a : i32
    } else {
      %s = arith.subi %a, %b : i32
      scf.yield %s : i32
    }
    %g = arith.constant 2.0 : f32
    scf.yield %y, %g : i32, f32
  }
  scf.if %d {
    "my.then"(%r#0) : (i32) -> ()
  }
  scf.if %d {
    "my.then"() : () -> ()
  } else {
    "my.else"() : () -> ()
  }
  return %r#0, %r#1 : i32, f32
}

func.func @in_loop(%lb: index, %ub: index, %st: index, %m: memref<?xf32>) -> f32 {
  %z = arith.constant 0.0 : f32
  %r = scf.for %i = %lb to %ub step %st iter_args(%acc = %z) -> f32 {
    %v = memref.load %m[%i] : memref<?xf32>
    %p = arith.cmpf ogt, %v, %z : f32
    %w = scf.if %p -> f32 {
      %q = arith.addf %acc, %v : f32
      scf.yield %q : f32
    } else {
      scf.yield %acc : f32
    }
    scf.yield %w : f32
  }
  return %r : f32
}

// -----

func.func @negated(%c: i1, %a: i32, %b: i32) -> i32 {
  %t = arith.constant true
  %n = arith.xori %c, %t : i1
  %r = scf.if %n -> i32 {
    %x = arith.addi %a, %b : i32
    scf.yield %x : i32
  } else {
    %y = arith.subi %a, %b : i32
    scf.yield %y : i32
  }
  // No else region: not folded.
  scf.if %n {
    "my.then"() : () -> ()
  }
  // xori with false, or with a non-constant: not folded.
  %f = arith.constant false
  %n2 = arith.xori %c, %f : i1
  scf.if %n2 {
    "my.a"() : () -> ()
  } else {
    "my.b"() : () -> ()
  }
  %n3 = arith.xori %t, %c : i1
  scf.if %n3 {
    "my.a"() : () -> ()
  } else {
    "my.b"() : () -> ()
  }
  return %r : i32
}
