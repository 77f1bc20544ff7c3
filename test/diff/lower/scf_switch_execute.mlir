// FLAGS: --convert-scf-to-cf
// scf.index_switch (no cases, negative and out-of-i32 case values, several results, nested) and scf.execute_region (several blocks and yields, no results).
func.func @s(%i: index, %a: i32) -> i32 {
  scf.index_switch %i
  default {
    "my.d"() : () -> ()
    scf.yield
  }
  %r = scf.index_switch %i -> i32
  case -3 {
    %c = arith.constant 3 : i32
    scf.yield %c : i32
  }
  case 7 {
    %x = scf.index_switch %i -> i32
    case 1 { scf.yield %a : i32 }
    default { %z = arith.constant 0 : i32
      scf.yield %z : i32 }
    scf.yield %x : i32
  }
  case 4294967297 {
    scf.yield %a : i32
  }
  default {
    scf.yield %a : i32
  }
  %r2:2 = scf.index_switch %i -> i32, f32
  case 2 {
    %f = arith.constant 2.0 : f32
    scf.yield %r, %f : i32, f32
  }
  default {
    %f = arith.constant 1.0 : f32
    scf.yield %a, %f : i32, f32
  }
  "my.use"(%r2#1) : (f32) -> ()
  return %r2#0 : i32
}

// -----

func.func @execute_region(%c: i1, %a: i64) -> i64 {
  "my.before"() : () -> ()
  %v = scf.execute_region -> i64 {
    %d = "my.cmp"() : () -> i1
    cf.cond_br %d, ^bb1, ^bb2
  ^bb1:
    %x = "my.val1"() : () -> i64
    scf.yield %x : i64
  ^bb2:
    %w = scf.execute_region -> i64 {
      scf.yield %a : i64
    }
    scf.yield %w : i64
  }
  scf.execute_region {
    scf.if %c {
      "my.then"() : () -> ()
    }
    scf.yield
  }
  %m:2 = scf.execute_region -> (i64, i1) {
    cf.br ^bb1(%v : i64)
  ^bb1(%p: i64):
    scf.yield %p, %c : i64, i1
  }
  "my.use"(%m#1) : (i1) -> ()
  return %m#0 : i64
}
