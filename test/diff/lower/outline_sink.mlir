// FLAGS: --gpu-launch-sink-index-computations --gpu-kernel-outlining
// Constants, memref.dim, arith.cmpi and arith.select are copied into the
// launch when that makes no new kernel argument; others stay arguments.
func.func @s(%m: memref<?x?xf32>, %u: memref<*xf32>, %a: index, %b: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  %ci = arith.constant 3 : i32
  %d0 = memref.dim %m, %c0 : memref<?x?xf32>
  %d1 = memref.dim %m, %c1 : memref<?x?xf32>
  %lt = arith.cmpi slt, %d0, %c7 : index
  %sel = arith.select %lt, %d0, %d1 : index
  %cmp2 = arith.cmpi eq, %b, %ci : i32
  %add = arith.addi %d0, %c7 : index
  %dd = memref.dim %u, %a : memref<*xf32>
  %cf = arith.constant dense<1.0> : vector<4xf32>
  %sel2 = arith.select %cmp2, %a, %c7 : index
  %secret = "my.constant"() : () -> index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c7, %sy = %c1, %sz = %c1) {
    "my.use"(%sel, %add, %dd, %cf, %sel2, %lt, %secret) : (index, index, index, vector<4xf32>, index, i1, index) -> ()
    gpu.terminator
  }
  return
}

// -----

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
