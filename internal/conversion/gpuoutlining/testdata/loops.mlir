// FLAGS: --gpu-kernel-outlining
// Launches in loops and branches take values from every level above:
// induction variables, scf.if results, function arguments.
func.func @loops(%m: memref<?x?xf32>, %n: index, %flag: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.for %i = %c0 to %n step %c1 {
    %r = scf.if %flag -> (index) {
      %s = arith.addi %i, %c1 : index
      gpu.launch blocks(%bx, %by, %bz) in (%gx = %s, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c8, %sy = %c8, %sz = %c1) {
        %v = memref.load %m[%i, %s] : memref<?x?xf32>
        %t = arith.addi %tx, %i : index
        memref.store %v, %m[%t, %tx] : memref<?x?xf32>
        gpu.terminator
      }
      scf.yield %s : index
    } else {
      scf.yield %i : index
    }
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %r, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c8, %sy = %c8, %sz = %c1) {
      scf.for %j = %c0 to %r step %c1 {
        %v = memref.load %m[%j, %i] : memref<?x?xf32>
        memref.store %v, %m[%i, %j] : memref<?x?xf32>
      }
      gpu.terminator
    }
  }
  return
}
