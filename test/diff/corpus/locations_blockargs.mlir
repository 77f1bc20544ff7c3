// Locations on block arguments (printed inline; their aliases are still emitted at the top).

"my.j"() ({
^bb0(%a: i32 loc("argloc":1:1), %b: f32 loc(unknown)):
  "my.k"(%a) : (i32) -> () loc("inner":5:6)
  "my.br"(%b)[^bb1] : (f32) -> ()
^bb1(%c: f32 loc("blk1":2:2), %d: f32):
  "my.k"(%c, %d) : (f32, f32) -> () loc("argloc":1:1)
}) : () -> () loc("outer")

// -----

func.func @args(%x: i32 loc(fused["p", "q"]), %y: i32 loc("n"("f":1:1)), %z: i32 loc(callsite("c" at "d":1:1))) {
  "my.r"() ({
  ^bb0(%inner: i32 loc("inner_arg")):
    "my.use"(%inner, %x) : (i32, i32) -> ()
  }) : () -> ()
  return
}

// -----

// Block arguments without explicit locations get the location of their definition.
func.func @implicit(%x: i32, %y: f32) {
  "my.br"(%x)[^bb1] : (i32) -> ()
^bb1(%z: i32):
  return
}
