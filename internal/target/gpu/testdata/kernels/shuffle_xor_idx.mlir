// gpu.shuffle xor and idx, the modes both NVVM and ROCDL lower, in a butterfly reduction.
module attributes {gpu.container_module} {
  gpu.module @shuffle_xor_idx {
    gpu.func @butterfly(%x: memref<?xf32>) kernel {
      %w = arith.constant 32 : i32
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c5 = arith.constant 5 : index
      %one = arith.constant 1 : i32
      %zero = arith.constant 0 : i32
      %t = gpu.thread_id x
      %v = memref.load %x[%t] : memref<?xf32>
      %r:2 = scf.for %k = %c0 to %c5 step %c1 iter_args(%acc = %v, %off = %one) -> (f32, i32) {
        %s, %p = gpu.shuffle xor %acc, %off, %w : f32
        %n = arith.addf %acc, %s : f32
        %o2 = arith.shli %off, %one : i32
        scf.yield %n, %o2 : f32, i32
      }
      %b, %pb = gpu.shuffle idx %r#0, %zero, %w : f32
      memref.store %b, %x[%t] : memref<?xf32>
      gpu.return
    }
  }
}
