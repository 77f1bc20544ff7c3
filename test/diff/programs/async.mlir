// Device buffers, copies and two dependent launches on async tokens.
func.func @main(%host: memref<128xi32>) {
  %c1 = arith.constant 1 : index
  %c128 = arith.constant 128 : index
  %t0 = gpu.wait async
  %dev, %t1 = gpu.alloc async [%t0] () : memref<128xi32>
  %t2 = gpu.memcpy async [%t1] %dev, %host : memref<128xi32>, memref<128xi32>
  %t3 = gpu.launch async [%t2] blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c128, %sy = %c1, %sz = %c1) {
    %i = arith.index_cast %tx : index to i32
    memref.store %i, %dev[%tx] : memref<128xi32>
    gpu.terminator
  }
  %t4 = gpu.launch async [%t3] blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c128, %sy = %c1, %sz = %c1) {
    %v = memref.load %dev[%tx] : memref<128xi32>
    %d = arith.muli %v, %v : i32
    memref.store %d, %dev[%tx] : memref<128xi32>
    gpu.terminator
  }
  %t5 = gpu.memcpy async [%t4] %host, %dev : memref<128xi32>, memref<128xi32>
  %t6 = gpu.dealloc async [%t5] %dev : memref<128xi32>
  gpu.wait [%t6]
  return
}
