// gpu.printf with integer and float arguments.
module attributes {gpu.container_module} {
  gpu.module @printf {
    gpu.func @hello(%x: memref<?xf32>) kernel {
      %t = gpu.thread_id x
      %ti = arith.index_cast %t : index to i32
      %v = memref.load %x[%t] : memref<?xf32>
      gpu.printf "thread %d has %f\n" %ti, %v : i32, f32
      gpu.return
    }
  }
}
