// scf.if (with and without results and else regions, implicit yields) and
// scf.index_switch (case regions print their terminators, the default region
// elides an empty scf.yield).

func.func @ifs(%c: i1, %a: f32, %b: f32) -> f32 {
  scf.if %c {
    "my.then"() : () -> ()
  }
  scf.if %c {
    "my.then"() : () -> ()
  } else {
    "my.else"() : () -> ()
  }
  scf.if %c {
  } else {
  }
  %r = scf.if %c -> (f32) {
    scf.yield %a : f32
  } else {
    scf.yield %b : f32
  }
  %p:2 = scf.if %c -> (f32, i32) {
    %i = "my.i"() : () -> i32
    scf.yield %a, %i : f32, i32
  } else {
    %j = "my.j"() : () -> i32
    scf.yield %b, %j : f32, i32
  } {my.tag = 1 : i32}
  "my.use"(%p#1) : (i32) -> ()
  return %r : f32
}

func.func @switches(%i: index) -> i32 {
  %r = scf.index_switch %i -> i32
  case 0 {
    %c = "my.c0"() : () -> i32
    scf.yield %c : i32
  }
  case 7 {
    %c = "my.c7"() : () -> i32
    scf.yield %c : i32
  }
  case -3 {
    %c = "my.cm3"() : () -> i32
    scf.yield %c : i32
  }
  default {
    %c = "my.def"() : () -> i32
    scf.yield %c : i32
  }
  scf.index_switch %i
  case 1 {
    "my.one"() : () -> ()
    scf.yield
  }
  default {
    "my.default"() : () -> ()
  }
  scf.index_switch %i {my.attr}
  default {
  }
  %m:2 = scf.index_switch %i -> f32, i64
  case 2 {
    %x = "my.x"() : () -> f32
    %y = "my.y"() : () -> i64
    scf.yield %x, %y : f32, i64
  }
  default {
    %x = "my.x"() : () -> f32
    %y = "my.y"() : () -> i64
    scf.yield %x, %y : f32, i64
  }
  return %r : i32
}
