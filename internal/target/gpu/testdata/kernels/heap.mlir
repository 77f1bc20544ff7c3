// Device heap: memref.alloc in a kernel (malloc from the CUDA runtime). memref.dealloc is left
// out: MLIR 19 lowers it to a call of @free that it does not declare in the gpu.module.
// only: nvvm
module attributes {gpu.container_module} {
  gpu.module @heap {
    gpu.func @scratch(%x: memref<?xf32>, %n: index) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %t = gpu.thread_id x
      %buf = memref.alloc(%n) : memref<?xf32>
      scf.for %k = %c0 to %n step %c1 {
        %v = memref.load %x[%k] : memref<?xf32>
        memref.store %v, %buf[%k] : memref<?xf32>
      }
      %w = memref.load %buf[%t] : memref<?xf32>
      memref.store %w, %x[%t] : memref<?xf32>
      gpu.return
    }
  }
}
