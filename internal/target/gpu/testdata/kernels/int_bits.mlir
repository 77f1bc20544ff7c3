// Bit counting on i32 and i64: ctlz, cttz, ctpop; math.ipowi.
module attributes {gpu.container_module} {
  gpu.module @int_bits {
    gpu.func @bits32(%x: memref<?xi32>, %out: memref<?xi32>) kernel {
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %tid = gpu.thread_id x
      %base = arith.muli %bid, %bdim : index
      %i = arith.addi %base, %tid : index
      %v = memref.load %x[%i] : memref<?xi32>
      %a = math.ctlz %v : i32
      %b = math.cttz %v : i32
      %c = math.ctpop %v : i32
      %s = arith.addi %a, %b : i32
      %t = arith.addi %s, %c : i32
      memref.store %t, %out[%i] : memref<?xi32>
      gpu.return
    }
    gpu.func @bits64(%x: memref<?xi64>, %out: memref<?xi64>) kernel {
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %tid = gpu.thread_id x
      %base = arith.muli %bid, %bdim : index
      %i = arith.addi %base, %tid : index
      %v = memref.load %x[%i] : memref<?xi64>
      %a = math.ctlz %v : i64
      %b = math.cttz %v : i64
      %c = math.ctpop %v : i64
      %s = arith.addi %a, %b : i64
      %t = arith.xori %s, %c : i64
      memref.store %t, %out[%i] : memref<?xi64>
      gpu.return
    }
  }
}
