// builtin dialect verifier errors.
module @foo attributes {x} {
  "my.c"() : () -> ()
}
// -----
%0 = "my.a"() : () -> i32
"builtin.unrealized_conversion_cast"(%0) : (i32) -> ()
// -----
%0 = "my.a"() : () -> i32
"my.use"(%0) : (f32) -> ()
