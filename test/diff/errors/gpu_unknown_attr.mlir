// #gpu attributes MLIR 19 does not define are errors at the mnemonic.
func.func @a() {
  "foo.op"() {x = #gpu<unknown_thing 3>} : () -> ()
  return
}
// -----
func.func @b() {
  "foo.op"() {x = #gpu.not_an_attr<1, "s">} : () -> ()
  return
}
// -----
func.func @c() {
  "foo.op"() {x = #gpu<"quoted">} : () -> ()
  return
}
// -----
func.func @d() {
  "foo.op"() {x = #gpu.also_unknown} : () -> ()
  return
}
