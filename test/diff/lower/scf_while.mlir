// FLAGS: --convert-scf-to-cf
// scf.while: loops in the before and after regions, ifs and execute_regions in them, nested whiles, the do-while form (an after region that only forwards its arguments) and forms that are not quite it.
func.func @w(%a: i32, %b: f32, %n: index) -> (i32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.while (%x = %a, %y = %b) : (i32, f32) -> (i32, f32) {
    %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %y) -> f32 {
      %t = arith.addf %acc, %acc : f32
      scf.yield %t : f32
    }
    %lim = arith.constant 10 : i32
    %c = arith.cmpi slt, %x, %lim : i32
    %z = scf.if %c -> i32 {
      %q = arith.addi %x, %x : i32
      scf.yield %q : i32
    } else {
      scf.yield %x : i32
    }
    scf.condition(%c) %z, %s : i32, f32
  } do {
  ^bb0(%p: i32, %q: f32):
    %one = arith.constant 1 : i32
    %p1 = arith.addi %p, %one : i32
    %q1 = scf.execute_region -> f32 {
      %cc = "my.c"() : () -> i1
      cf.cond_br %cc, ^x, ^y
    ^x:
      scf.yield %q : f32
    ^y:
      %u = arith.mulf %q, %q : f32
      scf.yield %u : f32
    }
    scf.yield %p1, %q1 : i32, f32
  }
  %d:2 = scf.while (%x = %r#0, %y = %r#1) : (i32, f32) -> (i32, f32) {
    %c = "my.cond"(%x) : (i32) -> i1
    scf.condition(%c) %x, %y : i32, f32
  } do {
  ^bb0(%p: i32, %q: f32):
    scf.yield %p, %q : i32, f32
  }
  // not do-while: swapped
  %e:2 = scf.while (%x = %d#0, %y = %d#0) : (i32, i32) -> (i32, i32) {
    %c = "my.cond"(%x) : (i32) -> i1
    scf.condition(%c) %x, %y : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    scf.yield %q, %p : i32, i32
  }
  // do-while forwarding with different types between before/after
  %g = scf.while (%x = %n) : (index) -> i64 {
    %c = "my.cond"(%x) : (index) -> i1
    %v = arith.index_cast %x : index to i64
    scf.condition(%c) %v : i64
  } do {
  ^bb0(%p: i64):
    %w = arith.index_cast %p : i64 to index
    scf.yield %w : index
  }
  "my.use"(%e#0, %g) : (i32, i64) -> ()
  return %d#0, %d#1 : i32, f32
}

// -----

func.func @nested(%a: f32) -> i64 {
  %0 = scf.while (%outer = %a) : (f32) -> i64 {
    %cond = "my.outer_before"() : () -> i1
    %1 = scf.while (%inner = %outer) : (f32) -> i64 {
      %2:2 = "my.inner_before"(%inner) : (f32) -> (i1, i64)
      scf.condition(%2#0) %2#1 : i64
    } do {
    ^bb0(%arg1: i64):
      %3 = "my.inner_after"(%arg1) : (i64) -> f32
      scf.yield %3 : f32
    }
    scf.condition(%cond) %1 : i64
  } do {
  ^bb2(%arg2: i64):
    %4 = scf.while (%inner = %arg2) : (i64) -> f32 {
      %5:2 = "my.inner2_before"(%inner) : (i64) -> (i1, f32)
      scf.condition(%5#0) %5#1 : f32
    } do {
    ^bb3(%arg3: f32):
      %6 = "my.inner2_after"(%arg3) : (f32) -> i64
      scf.yield %6 : i64
    }
    scf.yield %4 : f32
  }
  return %0 : i64
}

func.func @no_values(%c: i1) {
  scf.while : () -> () {
    scf.condition(%c)
  } do {
    "my.x"() : () -> ()
    scf.yield
  }
  scf.while : () -> () {
    scf.condition(%c)
  } do {
    scf.yield
  }
  return
}
