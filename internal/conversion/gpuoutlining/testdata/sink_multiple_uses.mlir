// FLAGS: --gpu-launch-sink-index-computations --gpu-kernel-outlining
// Values used several times are copied once; uses outside the launch keep
// the originals.
func.func @multiple_uses(%arg0 : memref<*xf32>) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %d = memref.dim %arg0, %c2 : memref<*xf32>
  gpu.launch blocks(%bx, %by, %bz) in (%grid_x = %c1, %grid_y = %c1, %grid_z = %c1) threads(%tx, %ty, %tz) in (%block_x = %c1, %block_y = %c1, %block_z = %c1) {
    "my.use1"(%d) : (index) -> ()
    "my.use2"(%c2, %c2) : (index, index) -> ()
    "my.use3"(%arg0) : (memref<*xf32>) -> ()
    gpu.terminator
  }
  "my.use4"(%d, %c2) : (index, index) -> ()
  return
}
