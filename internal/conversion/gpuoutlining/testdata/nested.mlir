// FLAGS: --gpu-kernel-outlining
// A launch inside a launch: the inner one is outlined first; the outer
// kernel then launches it.
func.func @nested(%a: index) {
  %c1 = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %a, %sy = %c1, %sz = %c1) {
    gpu.launch blocks(%bx2, %by2, %bz2) in (%gx2 = %c1, %gy2 = %c1, %gz2 = %c1) threads(%tx2, %ty2, %tz2) in (%sx2 = %tx, %sy2 = %c1, %sz2 = %c1) {
      "my.use"(%bx, %tx2) : (index, index) -> ()
      gpu.terminator
    }
    gpu.terminator
  }
  return
}
