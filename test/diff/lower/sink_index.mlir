// FLAGS: --gpu-launch-sink-index-computations
// The sinking pass alone, on launches in several functions and nested
// regions.
func.func @s(%m: memref<?x?xf32>, %a: index, %flag: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c9 = arith.constant 9 : index
  %d0 = memref.dim %m, %c0 : memref<?x?xf32>
  %lt = arith.cmpi ult, %a, %d0 : index
  %s = arith.select %lt, %a, %d0 : index
  scf.if %flag {
    %c2 = arith.constant 2 : index
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c9, %sy = %c1, %sz = %c1) {
      %x = arith.addi %s, %c2 : index
      "my.use"(%x, %tx, %m) : (index, index, memref<?x?xf32>) -> ()
      gpu.terminator
    }
  }
  return
}
