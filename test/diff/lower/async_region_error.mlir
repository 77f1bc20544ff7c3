// FLAGS: --gpu-async-region
// gpu.launch must be outlined first.
func.func @bad(%sz : index) {
  %t = gpu.wait async
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %sz, %gy = %sz, %gz = %sz) threads(%tx, %ty, %tz) in (%sx = %sz, %sy = %sz, %sz2 = %sz) {
    gpu.terminator
  }
  return
}

// -----

func.func @fine(%sz : index) {
  return
}
