// FLAGS: --gpu-kernel-outlining
// An op of an unknown dialect with one region might be a symbol table:
// MLIR then copies no symbol at all.
func.func @h() {
  return
}
func.func @u(%a: index) {
  %c1 = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %a, %sy = %c1, %sz = %c1) {
    "my.region"() ({
      "my.use"() {s = @h} : () -> ()
      "my.end"() : () -> ()
    }) : () -> ()
    "my.use"() {s = @h} : () -> ()
    gpu.terminator
  }
  return
}
