// Nested and multiple regions, empty regions, region entry arguments, value numbering.

func.func @f() {
  %a = "my.a"() : () -> i32
  "my.r"() ({
    %b = "my.b"() : () -> i32
    "my.r2"() ({
      %c = "my.c"() : () -> i32
    }) : () -> ()
    %d = "my.d"() : () -> i32
  }, {
    %e = "my.e"() : () -> i32
  }) : () -> ()
  %g = "my.g"() : () -> i32
  "my.r"() ({
  ^bb0(%x: i32, %y: i32):
    %h = "my.h"(%x, %a, %g) : (i32, i32, i32) -> i32
  }) : () -> ()
  return
}
func.func @g(%q: i32) {
  %a = "my.a"() : () -> i32
  "my.r"() ({
  ^bb0(%x: i32):
    %h = "my.h"(%x, %q) : (i32, i32) -> i32
  }) : () -> ()
  return
}

// -----

"my.empty"() ({}) : () -> ()
"my.empty2"() ({}, {}) : () -> ()
"my.empty_block"() ({
^bb0:
}) : () -> ()
"my.args_only"() ({
^bb0(%a: i32):
}) : () -> ()
"my.three"() ({
  "my.x"() : () -> ()
}, {
^e(%q: f32):
  "my.y"(%q) : (f32) -> ()
}, {
}) : () -> ()
%0 = "my.with_result"() ({
  "my.yield"() : () -> ()
}) : () -> i32
"my.use"(%0) : (i32) -> ()

// -----

// Deep nesting with results and block arguments at every level.
%top = "my.l0"() ({
^bb0(%a0: index):
  %v1 = "my.l1"(%a0) ({
  ^bb0(%a1: index):
    %v2 = "my.l2"(%a1, %a0) ({
    ^bb0(%a2: index):
      %v3 = "my.l3"(%a2, %a1, %a0) : (index, index, index) -> index
      "my.yield"(%v3) : (index) -> ()
    }) : (index, index) -> index
    "my.yield"(%v2) : (index) -> ()
  }, {
  ^bb0(%b1: index, %b2: index):
    "my.yield"(%b2) : (index) -> ()
  }) : (index) -> index
  "my.yield"(%v1) : (index) -> ()
}) : () -> index

// -----

// Multi-block regions nested inside a function region.
func.func @nested_cfg(%c: i1) {
  "my.region"() ({
    "my.br"()[^bb1] : () -> ()
  ^bb1:
    "my.cond_br"(%c)[^bb1, ^bb2] : (i1) -> ()
  ^bb2:
    "my.end"() : () -> ()
  }) : () -> ()
  return
}
