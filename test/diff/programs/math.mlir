// A kernel of math functions: libdevice (__nv_*) for NVVM, ocml for ROCDL.
func.func @main(%a: memref<64xf32>, %b: memref<64xf64>) {
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) {
    %x = memref.load %a[%tx] : memref<64xf32>
    %e = math.exp %x : f32
    %s = math.sqrt %e : f32
    %t = math.tanh %s : f32
    %p = math.powf %t, %x : f32
    memref.store %p, %a[%tx] : memref<64xf32>
    %y = memref.load %b[%tx] : memref<64xf64>
    %l = math.log %y : f64
    %c = math.cos %l : f64
    %f = math.floor %c : f64
    memref.store %f, %b[%tx] : memref<64xf64>
    gpu.terminator
  }
  return
}
