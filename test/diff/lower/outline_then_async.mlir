// FLAGS: --gpu-kernel-outlining --gpu-async-region
// Outlined launches, then made async.
func.func @f(%m: memref<16xf32>, %n: index) {
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %d = gpu.alloc () : memref<16xf32>
  gpu.memcpy %d, %m : memref<16xf32>, memref<16xf32>
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c16, %sy = %c1, %sz = %c1) {
    %v = memref.load %d[%tx] : memref<16xf32>
    %w = arith.addf %v, %v : f32
    memref.store %w, %d[%tx] : memref<16xf32>
    gpu.terminator
  }
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c16, %sy = %c1, %sz = %c1) {
    gpu.terminator
  }
  gpu.memcpy %m, %d : memref<16xf32>, memref<16xf32>
  gpu.dealloc %d : memref<16xf32>
  return
}
