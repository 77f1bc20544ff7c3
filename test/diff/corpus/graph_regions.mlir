// Regions of unregistered ops: use before definition (graph regions), cycles.

"my.graph"() ({
  %0 = "my.use"(%1) : (i32) -> i32
  %1 = "my.def"(%0) : (i32) -> i32
}) : () -> ()

// -----

"my.graph"() ({
  %a = "my.add"(%b, %c) : (i32, i32) -> i32
  %b = "my.add"(%c, %a) : (i32, i32) -> i32
  %c = "my.add"(%a, %b) : (i32, i32) -> i32
  "my.out"(%a, %b, %c) : (i32, i32, i32) -> ()
}) : () -> ()

// -----

// Graph region nested in a function; the inner region refers to values of the function.
func.func @host(%x: i32) -> i32 {
  %r = "my.dataflow"(%x) ({
  ^bb0(%in: i32):
    %s = "my.node"(%in, %t) : (i32, i32) -> i32
    %t = "my.node"(%s) : (i32) -> i32
    "my.yield"(%t, %x) : (i32, i32) -> ()
  }) : (i32) -> i32
  return %r : i32
}

// -----

// Multi-result ops referenced before definition.
"my.graph"() ({
  "my.sink"(%m#1, %m#0) : (f32, i32) -> ()
  %m:2 = "my.src"(%k) : (i64) -> (i32, f32)
  %k = "my.k"() : () -> i64
}) : () -> ()
