// FLAGS: --gpu-kernel-outlining
// References in attributes of unregistered ops, arrays and dictionaries;
// a nested reference names its root.
func.func @other() {
  return
}
func.func @f(%a: index) {
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %a, %gy = %a, %gz = %a) threads(%tx, %ty, %tz) in (%sx = %a, %sy = %a, %sz = %a) {
    "my.use"() {sym = @other::@x, z = [@other2, {q = @other}]} : () -> ()
    gpu.terminator
  }
  return
}
func.func @other2() {
  return
}
