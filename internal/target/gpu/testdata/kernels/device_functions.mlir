// Non-kernel device functions: func.func and gpu.func without kernel, called in a chain, returning several results.
module attributes {gpu.container_module} {
  gpu.module @device_functions {
    func.func @square(%v: f32) -> f32 {
      %r = arith.mulf %v, %v : f32
      return %r : f32
    }
    func.func @sum_and_diff(%a: f32, %b: f32) -> (f32, f32) {
      %s = arith.addf %a, %b : f32
      %d = arith.subf %a, %b : f32
      %s2 = func.call @square(%s) : (f32) -> f32
      return %s2, %d : f32, f32
    }
    func.func private @helper_private(%v: i32) -> i32 {
      %c3 = arith.constant 3 : i32
      %r = arith.muli %v, %c3 : i32
      return %r : i32
    }
    gpu.func @device_helper(%v: f32) -> f32 {
      %two = arith.constant 2.0 : f32
      %r = arith.mulf %v, %two : f32
      gpu.return %r : f32
    }
    gpu.func @caller(%x: memref<?xf32>, %y: memref<?xf32>, %z: memref<?xi32>) kernel {
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %tid = gpu.thread_id x
      %base = arith.muli %bid, %bdim : index
      %i = arith.addi %base, %tid : index
      %a = memref.load %x[%i] : memref<?xf32>
      %b = memref.load %y[%i] : memref<?xf32>
      %s, %d = func.call @sum_and_diff(%a, %b) : (f32, f32) -> (f32, f32)
      %r = arith.divf %s, %d : f32
      memref.store %r, %y[%i] : memref<?xf32>
      %n = memref.load %z[%i] : memref<?xi32>
      %m = func.call @helper_private(%n) : (i32) -> i32
      memref.store %m, %z[%i] : memref<?xi32>
      gpu.return
    }
  }
}
