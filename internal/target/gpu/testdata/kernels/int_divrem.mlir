// Signed and unsigned division and remainder, ceildiv/floordiv, on i8, i16, i32, i64.
module attributes {gpu.container_module} {
  gpu.module @int_divrem {
    gpu.func @divrem_i32(%x: memref<?xi32>, %y: memref<?xi32>, %out: memref<?x6xi32>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      %c5 = arith.constant 5 : index
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %tid = gpu.thread_id x
      %base = arith.muli %bid, %bdim : index
      %i = arith.addi %base, %tid : index
      %a = memref.load %x[%i] : memref<?xi32>
      %b = memref.load %y[%i] : memref<?xi32>
      %q = arith.divsi %a, %b : i32
      %u = arith.divui %a, %b : i32
      %r = arith.remsi %a, %b : i32
      %v = arith.remui %a, %b : i32
      %cd = arith.ceildivsi %a, %b : i32
      %fd = arith.floordivsi %a, %b : i32
      memref.store %q, %out[%i, %c0] : memref<?x6xi32>
      memref.store %u, %out[%i, %c1] : memref<?x6xi32>
      memref.store %r, %out[%i, %c2] : memref<?x6xi32>
      memref.store %v, %out[%i, %c3] : memref<?x6xi32>
      memref.store %cd, %out[%i, %c4] : memref<?x6xi32>
      memref.store %fd, %out[%i, %c5] : memref<?x6xi32>
      gpu.return
    }
    gpu.func @divrem_narrow(%x: memref<?xi8>, %y: memref<?xi16>, %z: memref<?xi64>) kernel {
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %tid = gpu.thread_id x
      %base = arith.muli %bid, %bdim : index
      %i = arith.addi %base, %tid : index
      %a = memref.load %x[%i] : memref<?xi8>
      %b = memref.load %y[%i] : memref<?xi16>
      %c = memref.load %z[%i] : memref<?xi64>
      %c3 = arith.constant 3 : i8
      %c7 = arith.constant 7 : i16
      %c11 = arith.constant 11 : i64
      %q8 = arith.divsi %a, %c3 : i8
      %r8 = arith.remui %q8, %c3 : i8
      %q16 = arith.divui %b, %c7 : i16
      %r16 = arith.remsi %q16, %c7 : i16
      %q64 = arith.ceildivui %c, %c11 : i64
      %r64 = arith.floordivsi %q64, %c11 : i64
      memref.store %r8, %x[%i] : memref<?xi8>
      memref.store %r16, %y[%i] : memref<?xi16>
      memref.store %r64, %z[%i] : memref<?xi64>
      gpu.return
    }
  }
}
