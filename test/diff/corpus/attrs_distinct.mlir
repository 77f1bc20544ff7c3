// distinct[N]<...> attributes: renumbered on print, aliased unless the referenced attribute is unit.

"my.op"() {a = distinct[0]<>, b = distinct[1]<42 : i32>, c = distinct[0]<>, d = distinct[5]<"s">} : () -> ()
"my.op"() {e = distinct[1]<42 : i32>, f = [distinct[7]<unit>]} : () -> ()

// -----

"my.op"() {x = distinct[3]<{key = "v"}>, y = distinct[2]<[1, 2]>, z = distinct[9]<>} : () -> ()
"my.op"() {w = distinct[2]<[1, 2]>} : () -> ()
