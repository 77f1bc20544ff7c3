// bf16 loads, stores and conversions to and from f32.
module attributes {gpu.container_module} {
  gpu.module @bf16_kernels {
    gpu.func @bf16_axpy(%a: f32, %x: memref<?xbf16>, %y: memref<?xbf16>) kernel {
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %tid = gpu.thread_id x
      %base = arith.muli %bid, %bdim : index
      %i = arith.addi %base, %tid : index
      %v = memref.load %x[%i] : memref<?xbf16>
      %w = memref.load %y[%i] : memref<?xbf16>
      %vf = arith.extf %v : bf16 to f32
      %wf = arith.extf %w : bf16 to f32
      %m = arith.mulf %a, %vf : f32
      %s = arith.addf %m, %wf : f32
      %r = arith.truncf %s : f32 to bf16
      memref.store %r, %y[%i] : memref<?xbf16>
      gpu.return
    }
  }
}
