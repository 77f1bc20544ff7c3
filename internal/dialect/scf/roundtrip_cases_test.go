// Expected outputs: mlir-opt-19 on the inputs below (its custom and generic forms), captured once.

package scf_test

var roundTripCases = []struct{ in, custom, generic string }{
	{`// scf.for (index and integer induction variables, iter_args, implicit and
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
`,
		`module {
  func.func @for_loops(%arg0: index, %arg1: index, %arg2: index, %arg3: f32, %arg4: i32) -> f32 {
    scf.for %arg5 = %arg0 to %arg1 step %arg2 {
      "my.use"(%arg5) : (index) -> ()
    }
    scf.for %arg5 = %arg0 to %arg1 step %arg2 {
      "my.use"(%arg5) : (index) -> ()
    }
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    scf.for %arg5 = %c0_i32 to %arg4 step %c1_i32  : i32 {
      "my.use"(%arg5) : (i32) -> ()
    }
    %0 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %arg3) -> (f32) {
      %3 = "my.load"(%arg5) : (index) -> f32
      %4 = arith.addf %arg6, %3 : f32
      scf.yield %4 : f32
    }
    %1:2 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %arg3, %arg7 = %arg0) -> (f32, index) {
      %3 = scf.for %arg8 = %arg0 to %arg7 step %arg2 iter_args(%arg9 = %arg6) -> (f32) {
        scf.yield %arg9 : f32
      }
      scf.yield %3, %arg5 : f32, index
    } {my.attr = "loop"}
    %2 = scf.for %arg5 = %c0_i32 to %arg4 step %c1_i32 iter_args(%arg6 = %c0_i32) -> (i32)  : i32 {
      %3 = arith.addi %arg6, %arg5 : i32
      scf.yield %3 : i32
    }
    "my.use"(%1#1, %2) : (index, i32) -> ()
    return %0 : f32
  }
  func.func @while_loops(%arg0: i32, %arg1: i32) -> i32 {
    %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
      %2 = arith.cmpi slt, %arg2, %arg1 : i32
      scf.condition(%2) %arg2 : i32
    } do {
    ^bb0(%arg2: i32):
      %c1_i32 = arith.constant 1 : i32
      %2 = arith.addi %arg2, %c1_i32 : i32
      scf.yield %2 : i32
    }
    %1:2 = scf.while (%arg2 = %arg0, %arg3 = %arg1) : (i32, i32) -> (i32, f32) {
      %2 = "my.cond"(%arg2, %arg3) : (i32, i32) -> i1
      %3 = "my.val"() : () -> f32
      scf.condition(%2) %arg2, %3 : i32, f32
    } do {
    ^bb0(%arg2: i32, %arg3: f32):
      scf.yield %arg2, %arg2 : i32, i32
    } attributes {my.unroll = 2 : i64}
    scf.while : () -> () {
      %2 = "my.cond"() : () -> i1
      scf.condition(%2)
    } do {
      scf.yield
    }
    return %0 : i32
  }
  func.func @execute_region(%arg0: i1) -> i64 {
    %0 = scf.execute_region -> i64 {
      %2 = "my.val"() : () -> i64
      scf.yield %2 : i64
    }
    %1 = scf.execute_region -> i64 {
      cf.cond_br %arg0, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %2 = "my.a"() : () -> i64
      cf.br ^bb3(%2 : i64)
    ^bb2:  // pred: ^bb0
      %3 = "my.b"() : () -> i64
      cf.br ^bb3(%3 : i64)
    ^bb3(%4: i64):  // 2 preds: ^bb1, ^bb2
      scf.yield %4 : i64
    } {my.tag}
    scf.execute_region {
      "my.side_effect"() : () -> ()
      scf.yield
    }
    return %1 : i64
  }
}

`,
		`"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index, f32, i32) -> f32, sym_name = "for_loops"}> ({
  ^bb0(%arg9: index, %arg10: index, %arg11: index, %arg12: f32, %arg13: i32):
    "scf.for"(%arg9, %arg10, %arg11) ({
    ^bb0(%arg25: index):
      "my.use"(%arg25) : (index) -> ()
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "scf.for"(%arg9, %arg10, %arg11) ({
    ^bb0(%arg24: index):
      "my.use"(%arg24) : (index) -> ()
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    %14 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %15 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    "scf.for"(%14, %arg13, %15) ({
    ^bb0(%arg23: i32):
      "my.use"(%arg23) : (i32) -> ()
      "scf.yield"() : () -> ()
    }) : (i32, i32, i32) -> ()
    %16 = "scf.for"(%arg9, %arg10, %arg11, %arg12) ({
    ^bb0(%arg21: index, %arg22: f32):
      %21 = "my.load"(%arg21) : (index) -> f32
      %22 = "arith.addf"(%arg22, %21) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "scf.yield"(%22) : (f32) -> ()
    }) : (index, index, index, f32) -> f32
    %17:2 = "scf.for"(%arg9, %arg10, %arg11, %arg12, %arg9) ({
    ^bb0(%arg16: index, %arg17: f32, %arg18: index):
      %20 = "scf.for"(%arg9, %arg18, %arg11, %arg17) ({
      ^bb0(%arg19: index, %arg20: f32):
        "scf.yield"(%arg20) : (f32) -> ()
      }) : (index, index, index, f32) -> f32
      "scf.yield"(%20, %arg16) : (f32, index) -> ()
    }) {my.attr = "loop"} : (index, index, index, f32, index) -> (f32, index)
    %18 = "scf.for"(%14, %arg13, %15, %14) ({
    ^bb0(%arg14: i32, %arg15: i32):
      %19 = "arith.addi"(%arg15, %arg14) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%19) : (i32) -> ()
    }) : (i32, i32, i32, i32) -> i32
    "my.use"(%17#1, %18) : (index, i32) -> ()
    "func.return"(%16) : (f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "while_loops"}> ({
  ^bb0(%arg1: i32, %arg2: i32):
    %6 = "scf.while"(%arg1) ({
    ^bb0(%arg8: i32):
      %13 = "arith.cmpi"(%arg8, %arg2) <{predicate = 2 : i64}> : (i32, i32) -> i1
      "scf.condition"(%13, %arg8) : (i1, i32) -> ()
    }, {
    ^bb0(%arg7: i32):
      %11 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %12 = "arith.addi"(%arg7, %11) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%12) : (i32) -> ()
    }) : (i32) -> i32
    %7:2 = "scf.while"(%arg1, %arg2) ({
    ^bb0(%arg5: i32, %arg6: i32):
      %9 = "my.cond"(%arg5, %arg6) : (i32, i32) -> i1
      %10 = "my.val"() : () -> f32
      "scf.condition"(%9, %arg5, %10) : (i1, i32, f32) -> ()
    }, {
    ^bb0(%arg3: i32, %arg4: f32):
      "scf.yield"(%arg3, %arg3) : (i32, i32) -> ()
    }) {my.unroll = 2 : i64} : (i32, i32) -> (i32, f32)
    "scf.while"() ({
      %8 = "my.cond"() : () -> i1
      "scf.condition"(%8) : (i1) -> ()
    }, {
      "scf.yield"() : () -> ()
    }) : () -> ()
    "func.return"(%6) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1) -> i64, sym_name = "execute_region"}> ({
  ^bb0(%arg0: i1):
    %0 = "scf.execute_region"() ({
      %5 = "my.val"() : () -> i64
      "scf.yield"(%5) : (i64) -> ()
    }) : () -> i64
    %1 = "scf.execute_region"() ({
      "cf.cond_br"(%arg0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb1:  // pred: ^bb0
      %2 = "my.a"() : () -> i64
      "cf.br"(%2)[^bb3] : (i64) -> ()
    ^bb2:  // pred: ^bb0
      %3 = "my.b"() : () -> i64
      "cf.br"(%3)[^bb3] : (i64) -> ()
    ^bb3(%4: i64):  // 2 preds: ^bb1, ^bb2
      "scf.yield"(%4) : (i64) -> ()
    }) {my.tag} : () -> i64
    "scf.execute_region"() ({
      "my.side_effect"() : () -> ()
      "scf.yield"() : () -> ()
    }) : () -> ()
    "func.return"(%1) : (i64) -> ()
  }) : () -> ()
}) : () -> ()

`},
	{`// scf.if (with and without results and else regions, implicit yields) and
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
`,
		`module {
  func.func @ifs(%arg0: i1, %arg1: f32, %arg2: f32) -> f32 {
    scf.if %arg0 {
      "my.then"() : () -> ()
    }
    scf.if %arg0 {
      "my.then"() : () -> ()
    } else {
      "my.else"() : () -> ()
    }
    scf.if %arg0 {
    } else {
    }
    %0 = scf.if %arg0 -> (f32) {
      scf.yield %arg1 : f32
    } else {
      scf.yield %arg2 : f32
    }
    %1:2 = scf.if %arg0 -> (f32, i32) {
      %2 = "my.i"() : () -> i32
      scf.yield %arg1, %2 : f32, i32
    } else {
      %2 = "my.j"() : () -> i32
      scf.yield %arg2, %2 : f32, i32
    } {my.tag = 1 : i32}
    "my.use"(%1#1) : (i32) -> ()
    return %0 : f32
  }
  func.func @switches(%arg0: index) -> i32 {
    %0 = scf.index_switch %arg0 -> i32 
    case 0 {
      %2 = "my.c0"() : () -> i32
      scf.yield %2 : i32
    }
    case 7 {
      %2 = "my.c7"() : () -> i32
      scf.yield %2 : i32
    }
    case -3 {
      %2 = "my.cm3"() : () -> i32
      scf.yield %2 : i32
    }
    default {
      %2 = "my.def"() : () -> i32
      scf.yield %2 : i32
    }
    scf.index_switch %arg0 
    case 1 {
      "my.one"() : () -> ()
      scf.yield
    }
    default {
      "my.default"() : () -> ()
    }
    scf.index_switch %arg0 {my.attr} 
    default {
    }
    %1:2 = scf.index_switch %arg0 -> f32, i64 
    case 2 {
      %2 = "my.x"() : () -> f32
      %3 = "my.y"() : () -> i64
      scf.yield %2, %3 : f32, i64
    }
    default {
      %2 = "my.x"() : () -> f32
      %3 = "my.y"() : () -> i64
      scf.yield %2, %3 : f32, i64
    }
    return %0 : i32
  }
}

`,
		`"builtin.module"() ({
  "func.func"() <{function_type = (i1, f32, f32) -> f32, sym_name = "ifs"}> ({
  ^bb0(%arg1: i1, %arg2: f32, %arg3: f32):
    "scf.if"(%arg1) ({
      "my.then"() : () -> ()
      "scf.yield"() : () -> ()
    }, {
    }) : (i1) -> ()
    "scf.if"(%arg1) ({
      "my.then"() : () -> ()
      "scf.yield"() : () -> ()
    }, {
      "my.else"() : () -> ()
      "scf.yield"() : () -> ()
    }) : (i1) -> ()
    "scf.if"(%arg1) ({
      "scf.yield"() : () -> ()
    }, {
      "scf.yield"() : () -> ()
    }) : (i1) -> ()
    %10 = "scf.if"(%arg1) ({
      "scf.yield"(%arg2) : (f32) -> ()
    }, {
      "scf.yield"(%arg3) : (f32) -> ()
    }) : (i1) -> f32
    %11:2 = "scf.if"(%arg1) ({
      %13 = "my.i"() : () -> i32
      "scf.yield"(%arg2, %13) : (f32, i32) -> ()
    }, {
      %12 = "my.j"() : () -> i32
      "scf.yield"(%arg3, %12) : (f32, i32) -> ()
    }) {my.tag = 1 : i32} : (i1) -> (f32, i32)
    "my.use"(%11#1) : (i32) -> ()
    "func.return"(%10) : (f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> i32, sym_name = "switches"}> ({
  ^bb0(%arg0: index):
    %0 = "scf.index_switch"(%arg0) <{cases = array<i64: 0, 7, -3>}> ({
      %9 = "my.def"() : () -> i32
      "scf.yield"(%9) : (i32) -> ()
    }, {
      %8 = "my.c0"() : () -> i32
      "scf.yield"(%8) : (i32) -> ()
    }, {
      %7 = "my.c7"() : () -> i32
      "scf.yield"(%7) : (i32) -> ()
    }, {
      %6 = "my.cm3"() : () -> i32
      "scf.yield"(%6) : (i32) -> ()
    }) : (index) -> i32
    "scf.index_switch"(%arg0) <{cases = array<i64: 1>}> ({
      "my.default"() : () -> ()
      "scf.yield"() : () -> ()
    }, {
      "my.one"() : () -> ()
      "scf.yield"() : () -> ()
    }) : (index) -> ()
    "scf.index_switch"(%arg0) <{cases = array<i64>}> ({
      "scf.yield"() : () -> ()
    }) {my.attr} : (index) -> ()
    %1:2 = "scf.index_switch"(%arg0) <{cases = array<i64: 2>}> ({
      %4 = "my.x"() : () -> f32
      %5 = "my.y"() : () -> i64
      "scf.yield"(%4, %5) : (f32, i64) -> ()
    }, {
      %2 = "my.x"() : () -> f32
      %3 = "my.y"() : () -> i64
      "scf.yield"(%2, %3) : (f32, i64) -> ()
    }) : (index) -> (f32, i64)
    "func.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

`},
	{`// scf.parallel with and without reductions, and scf.reduce.

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
`,
		`module {
  func.func @parallel(%arg0: index, %arg1: index, %arg2: index, %arg3: f32, %arg4: i32) {
    scf.parallel (%arg5, %arg6) = (%arg0, %arg0) to (%arg1, %arg1) step (%arg2, %arg2) {
      "my.use"(%arg5, %arg6) : (index, index) -> ()
      scf.reduce 
    }
    %0 = scf.parallel (%arg5) = (%arg0) to (%arg1) step (%arg2) init (%arg3) -> f32 {
      %2 = "my.val"(%arg5) : (index) -> f32
      scf.reduce(%2 : f32) {
      ^bb0(%arg6: f32, %arg7: f32):
        %3 = arith.addf %arg6, %arg7 : f32
        scf.reduce.return %3 : f32
      }
    }
    %1:2 = scf.parallel (%arg5) = (%arg0) to (%arg1) step (%arg2) init (%arg3, %arg4) -> (f32, i32) {
      %2 = "my.val"(%arg5) : (index) -> f32
      %3 = "my.ival"(%arg5) : (index) -> i32
      scf.reduce(%2, %3 : f32, i32) {
      ^bb0(%arg6: f32, %arg7: f32):
        %4 = arith.maximumf %arg6, %arg7 : f32
        scf.reduce.return %4 : f32
      }, {
      ^bb0(%arg6: i32, %arg7: i32):
        %4 = arith.addi %arg6, %arg7 : i32
        scf.reduce.return %4 : i32
      }
    } {my.tag}
    return
  }
}

`,
		`"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index, f32, i32) -> (), sym_name = "parallel"}> ({
  ^bb0(%arg0: index, %arg1: index, %arg2: index, %arg3: f32, %arg4: i32):
    "scf.parallel"(%arg0, %arg0, %arg1, %arg1, %arg2, %arg2) <{operandSegmentSizes = array<i32: 2, 2, 2, 0>}> ({
    ^bb0(%arg13: index, %arg14: index):
      "my.use"(%arg13, %arg14) : (index, index) -> ()
      "scf.reduce"() : () -> ()
    }) : (index, index, index, index, index, index) -> ()
    %0 = "scf.parallel"(%arg0, %arg1, %arg2, %arg3) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
    ^bb0(%arg10: index):
      %6 = "my.val"(%arg10) : (index) -> f32
      "scf.reduce"(%6) ({
      ^bb0(%arg11: f32, %arg12: f32):
        %7 = "arith.addf"(%arg11, %arg12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        "scf.reduce.return"(%7) : (f32) -> ()
      }) : (f32) -> ()
    }) : (index, index, index, f32) -> f32
    %1:2 = "scf.parallel"(%arg0, %arg1, %arg2, %arg3, %arg4) <{operandSegmentSizes = array<i32: 1, 1, 1, 2>}> ({
    ^bb0(%arg5: index):
      %2 = "my.val"(%arg5) : (index) -> f32
      %3 = "my.ival"(%arg5) : (index) -> i32
      "scf.reduce"(%2, %3) ({
      ^bb0(%arg8: f32, %arg9: f32):
        %5 = "arith.maximumf"(%arg8, %arg9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        "scf.reduce.return"(%5) : (f32) -> ()
      }, {
      ^bb0(%arg6: i32, %arg7: i32):
        %4 = "arith.addi"(%arg6, %arg7) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "scf.reduce.return"(%4) : (i32) -> ()
      }) : (f32, i32) -> ()
    }) {my.tag} : (index, index, index, f32, i32) -> (f32, i32)
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

`},
	{`// scf.forall with normalized and general bounds (constants fold into the
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
`,
		`module {
  func.func @forall(%arg0: index, %arg1: tensor<8xf32>) -> tensor<8xf32> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    scf.forall (%arg2, %arg3) in (8, %arg0) {
      "my.use"(%arg2, %arg3) : (index, index) -> ()
    }
    scf.forall (%arg2) in (%arg0) {
      "my.use"(%arg2) : (index) -> ()
    }
    scf.forall (%arg2, %arg3) = (1, 0) to (%arg0, 16) step (%c2, 4) {
      "my.use"(%arg2, %arg3) : (index, index) -> ()
    } {my.tag}
    scf.forall (%arg2, %arg3) in (%arg0, 4) {
      "my.use"(%arg2, %arg3) : (index, index) -> ()
    } {mapping = [#gpu.block<y>, #gpu.thread<x>]}
    %0 = scf.forall (%arg2) in (4) shared_outs(%arg3 = %arg1) -> (tensor<8xf32>) {
      "my.use"(%arg2, %arg3) : (index, tensor<8xf32>) -> ()
      scf.forall.in_parallel {
      }
    }
    return %0 : tensor<8xf32>
  }
}

`,
		`"builtin.module"() ({
  "func.func"() <{function_type = (index, tensor<8xf32>) -> tensor<8xf32>, sym_name = "forall"}> ({
  ^bb0(%arg0: index, %arg1: tensor<8xf32>):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 2 : index}> : () -> index
    "scf.forall"(%arg0) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0, 0>, staticStep = array<i64: 1, 1>, staticUpperBound = array<i64: 8, -9223372036854775808>}> ({
    ^bb0(%arg9: index, %arg10: index):
      "my.use"(%arg9, %arg10) : (index, index) -> ()
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> ()
    }) : (index) -> ()
    "scf.forall"(%0, %arg0, %1) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, staticLowerBound = array<i64: -9223372036854775808>, staticStep = array<i64: -9223372036854775808>, staticUpperBound = array<i64: -9223372036854775808>}> ({
    ^bb0(%arg8: index):
      "my.use"(%arg8) : (index) -> ()
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> ()
    }) : (index, index, index) -> ()
    "scf.forall"(%arg0, %2) <{operandSegmentSizes = array<i32: 0, 1, 1, 0>, staticLowerBound = array<i64: 1, 0>, staticStep = array<i64: -9223372036854775808, 4>, staticUpperBound = array<i64: -9223372036854775808, 16>}> ({
    ^bb0(%arg6: index, %arg7: index):
      "my.use"(%arg6, %arg7) : (index, index) -> ()
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> ()
    }) {my.tag} : (index, index) -> ()
    "scf.forall"(%arg0) <{mapping = [#gpu.block<y>, #gpu.thread<x>], operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0, 0>, staticStep = array<i64: 1, 1>, staticUpperBound = array<i64: -9223372036854775808, 4>}> ({
    ^bb0(%arg4: index, %arg5: index):
      "my.use"(%arg4, %arg5) : (index, index) -> ()
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> ()
    }) : (index) -> ()
    %3 = "scf.forall"(%arg1) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
    ^bb0(%arg2: index, %arg3: tensor<8xf32>):
      "my.use"(%arg2, %arg3) : (index, tensor<8xf32>) -> ()
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> ()
    }) : (tensor<8xf32>) -> tensor<8xf32>
    "func.return"(%3) : (tensor<8xf32>) -> ()
  }) : () -> ()
}) : () -> ()

`},
}
