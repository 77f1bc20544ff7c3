// Operation names, value names, block names and attribute names that need care.

"my.op$x"() : () -> ()
"my.op.with.dots"() : () -> ()
"my.a\"b"() : () -> ()
"my.a b"() : () -> ()
"my.UPPER_case-dash"() : () -> ()
"my.ünï"() : () -> ()
"nodialect"() : () -> ()
"my."() : () -> ()
%foo_bar$.1 = "my.v"() : () -> i32
%123 = "my.v"() : () -> i32
%_x = "my.v"() : () -> i32
%arg0 = "my.v"() : () -> i32
%$dollar = "my.v"() : () -> i32
%a.b.c = "my.v"() : () -> i32
"my.use"(%foo_bar$.1, %123, %_x, %arg0, %$dollar, %a.b.c) {"quoted name" = 1, "a-b" = 2, a.b.c = 3, _under = 4, "0num" = 5, a$ = 6, "with\"q" = 7, "ü" = 8} : (i32, i32, i32, i32, i32, i32) -> ()
"my.r"() ({
^entry(%arg00: i32, %arg1: i32):
  "my.br"()[^my_block.1] : () -> ()
^my_block.1:
  "my.br"()[^0] : () -> ()
^0:
  "my.br"()[^entry_2] : () -> ()
^entry_2:
  "my.br"()[^bb0] : () -> ()
^bb0:
  "my.br"()[^$weird-name] : () -> ()
^$weird-name:
  "my.e"() : () -> ()
}) : () -> ()

// -----

// Source value names are not kept; %arg names are renumbered per region.
func.func @names(%arg5: i32, %x: i32, %arg0: i32) -> i32 {
  %arg1 = "my.v"(%arg5) : (i32) -> i32
  %0 = "my.v"(%x, %arg1) : (i32, i32) -> i32
  %99 = "my.v"(%arg0, %0) : (i32, i32) -> i32
  return %99 : i32
}
