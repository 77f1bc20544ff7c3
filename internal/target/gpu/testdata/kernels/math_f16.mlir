// f16 arithmetic and math (promoted to f32 libcalls by the lowering), and extf/truncf.
module attributes {gpu.container_module} {
  gpu.module @math_f16 {
    gpu.func @half(%x: memref<?xf16>, %y: memref<?xf16>, %out: memref<?xf32>) kernel {
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %tid = gpu.thread_id x
      %base = arith.muli %bid, %bdim : index
      %i = arith.addi %base, %tid : index
      %v = memref.load %x[%i] : memref<?xf16>
      %w = memref.load %y[%i] : memref<?xf16>
      %a = arith.addf %v, %w : f16
      %b = arith.mulf %a, %v : f16
      %c = math.exp %b : f16
      %d = math.sqrt %w : f16
      %e = math.absf %c : f16
      %f = arith.maximumf %e, %d : f16
      %g = arith.extf %f : f16 to f32
      memref.store %g, %out[%i] : memref<?xf32>
      %h = arith.truncf %g : f32 to f16
      memref.store %h, %y[%i] : memref<?xf16>
      gpu.return
    }
  }
}
