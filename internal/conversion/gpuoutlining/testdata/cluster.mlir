// FLAGS: --gpu-kernel-outlining
// Cluster launches: the kernel also computes the cluster ids and sizes.
func.func @c(%m: memref<16xf32>, %a: index) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  gpu.launch clusters(%cx, %cy, %cz) in (%csx = %c2, %csy = %c1, %csz = %a) blocks(%bx, %by, %bz) in (%gx = %c2, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c2, %sy = %c1, %sz = %c1) {
    "my.use"(%cx, %csz, %cy, %csx, %bz) : (index, index, index, index, index) -> ()
    gpu.terminator
  }
  return
}
