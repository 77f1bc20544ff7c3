// A block reduction through workgroup memory, a barrier and a shuffle,
// launched on a host buffer it registers first.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  %c256 = arith.constant 256 : index
  %zero = arith.constant 0.0 : f32
  %data = memref.alloc() : memref<256xf32>
  %out = memref.alloc() : memref<1xf32>
  %u = memref.cast %data : memref<256xf32> to memref<*xf32>
  gpu.host_register %u : memref<*xf32>
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c256, %sy = %c1, %sz = %c1)
             workgroup(%tile : memref<256xf32, #gpu.address_space<workgroup>>) {
    %v = memref.load %data[%tx] : memref<256xf32>
    memref.store %v, %tile[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %w = memref.load %tile[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    %c1i = arith.constant 1 : i32
    %c32i = arith.constant 32 : i32
    %sh, %ok = gpu.shuffle xor %w, %c1i, %c32i : f32
    %r = gpu.all_reduce add %sh uniform {} : (f32) -> (f32)
    %first = arith.cmpi eq, %tx, %c0 : index
    scf.if %first {
      memref.store %r, %out[%c0] : memref<1xf32>
    }
    gpu.terminator
  }
  memref.dealloc %data : memref<256xf32>
  memref.dealloc %out : memref<1xf32>
  return
}
