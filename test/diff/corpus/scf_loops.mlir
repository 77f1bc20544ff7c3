// scf.for (index and integer induction variables, iter_args, implicit and
// explicit yields), scf.while, scf.execute_region.

func.func @for_loops(%lb: index, %ub: index, %step: index, %init: f32, %n: i32) -> f32 {
  scf.for %i = %lb to %ub step %step {
    "my.use"(%i) : (index) -> ()
  }
  scf.for %i = %lb to %ub step %step {
    "my.use"(%i) : (index) -> ()
    scf.yield
  }
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  scf.for %j = %c0 to %n step %c1 : i32 {
    "my.use"(%j) : (i32) -> ()
  }
  %sum = scf.for %i = %lb to %ub step %step iter_args(%acc = %init) -> (f32) {
    %v = "my.load"(%i) : (index) -> f32
    %next = arith.addf %acc, %v : f32
    scf.yield %next : f32
  }
  %a:2 = scf.for %i = %lb to %ub step %step iter_args(%x = %init, %y = %lb) -> (f32, index) {
    %inner = scf.for %k = %lb to %y step %step iter_args(%z = %x) -> (f32) {
      scf.yield %z : f32
    }
    scf.yield %inner, %i : f32, index
  } {my.attr = "loop"}
  %r = scf.for %j = %c0 to %n step %c1 iter_args(%t = %c0) -> (i32) : i32 {
    %u = arith.addi %t, %j : i32
    scf.yield %u : i32
  }
  "my.use"(%a#1, %r) : (index, i32) -> ()
  return %sum : f32
}

func.func @while_loops(%init: i32, %limit: i32) -> i32 {
  %res = scf.while (%arg = %init) : (i32) -> i32 {
    %cond = arith.cmpi slt, %arg, %limit : i32
    scf.condition(%cond) %arg : i32
  } do {
  ^bb0(%arg2: i32):
    %c1 = arith.constant 1 : i32
    %next = arith.addi %arg2, %c1 : i32
    scf.yield %next : i32
  }
  %r:2 = scf.while (%a = %init, %b = %limit) : (i32, i32) -> (i32, f32) {
    %c = "my.cond"(%a, %b) : (i32, i32) -> i1
    %f = "my.val"() : () -> f32
    scf.condition(%c) %a, %f : i32, f32
  } do {
  ^bb0(%x: i32, %y: f32):
    scf.yield %x, %x : i32, i32
  } attributes {my.unroll = 2 : i64}
  scf.while : () -> () {
    %c = "my.cond"() : () -> i1
    scf.condition(%c)
  } do {
    scf.yield
  }
  return %res : i32
}

func.func @execute_region(%c: i1) -> i64 {
  %v = scf.execute_region -> i64 {
    %x = "my.val"() : () -> i64
    scf.yield %x : i64
  }
  %w = scf.execute_region -> i64 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %a = "my.a"() : () -> i64
    cf.br ^bb3(%a : i64)
  ^bb2:
    %b = "my.b"() : () -> i64
    cf.br ^bb3(%b : i64)
  ^bb3(%z: i64):
    scf.yield %z : i64
  } {my.tag}
  scf.execute_region {
    "my.side_effect"() : () -> ()
    scf.yield
  }
  return %w : i64
}
