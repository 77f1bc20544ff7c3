// FLAGS: --gpu-kernel-outlining
// Several launches per function, each a kernel module named after the
// function, uniqued through the module's symbol table (one counter for every
// name): here `@f_kernel` and `@f_kernel_0` are taken already, and `@g`'s
// second module collides with the counter's next value.
func.func @f_kernel() {
  return
}
gpu.module @f_kernel_0 {
}
func.func @f(%a: index, %m: memref<?xf32>, %n: memref<4x?xf32, strided<[?, 1], offset: ?>>, %x: f32, %i: i32) {
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %big = arith.constant 5000000000 : index
  %max = arith.constant 4294967295 : index
  %neg = arith.constant -1 : index
  %d = memref.dim %m, %c0 : memref<?xf32>
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c4, %sy = %c1, %sz = %c1) {
    %v = memref.load %m[%tx] : memref<?xf32>
    %w = arith.addf %v, %x : f32
    memref.store %w, %n[%c1, %d] : memref<4x?xf32, strided<[?, 1], offset: ?>>
    gpu.terminator
  }
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %big, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %a, %sy = %c1, %sz = %c1) {
    "my.use"(%i, %gx, %sz, %bz, %ty) : (i32, index, index, index, index) -> ()
    gpu.terminator
  }
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %neg, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %max, %sy = %c4, %sz = %c0) {
    gpu.terminator
  }
  return
}
func.func @g() {
  %c1 = arith.constant 1 : index
  %c2 = index.constant 2
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c2, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    gpu.terminator
  }
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c2, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    gpu.terminator
  }
  return
}
func.func @g_kernel_2() {
  return
}
