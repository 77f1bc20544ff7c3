// Use before def in a CFG region (func body), and an undefined block.
func.func @f(%c: i1) {
  "my.br"()[^bb2] : () -> ()
^bb1:
  %x = "my.def"() : () -> i32
  "my.br"()[^bb2] : () -> ()
^bb2:
  "my.use"(%x) : (i32) -> ()
  return
}
// -----
func.func @g() {
  %0 = "my.use"(%1) : (i32) -> i32
  %1 = "my.def"(%0) : (i32) -> i32
  return
}
// -----
"my.br"()[^missing] : () -> ()
// -----
"my.entry_pred"() ({
^bb0:
  "my.br"()[^bb0] : () -> ()
}) : () -> ()
