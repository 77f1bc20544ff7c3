// A kernel with many scalar and memref arguments of mixed types.
module attributes {gpu.container_module} {
  gpu.module @many_args {
    gpu.func @mixed(%a: memref<?xf32>, %s0: f32, %b: memref<?xf64>, %s1: i32, %c: memref<4x?xi16>, %s2: i64, %d: memref<?xi8>, %s3: f64, %s4: i1, %e: memref<?xf32>, %s5: index, %s6: f16, %s7: i8) kernel {
      %c0 = arith.constant 0 : index
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %tid = gpu.thread_id x
      %base = arith.muli %bid, %bdim : index
      %i = arith.addi %base, %tid : index
      %va = memref.load %a[%i] : memref<?xf32>
      %ma = arith.mulf %va, %s0 : f32
      %vb = memref.load %b[%i] : memref<?xf64>
      %mb = arith.addf %vb, %s3 : f64
      %vc = memref.load %c[%c0, %i] : memref<4x?xi16>
      %ic = arith.extsi %vc : i16 to i32
      %mc = arith.addi %ic, %s1 : i32
      %vd = memref.load %d[%i] : memref<?xi8>
      %md = arith.addi %vd, %s7 : i8
      %wide = arith.extsi %mc : i32 to i64
      %me = arith.addi %wide, %s2 : i64
      %fe = arith.sitofp %me : i64 to f32
      %h = arith.extf %s6 : f16 to f32
      %sum = arith.addf %fe, %h : f32
      %sel = arith.select %s4, %sum, %ma : f32
      %ie = arith.addi %i, %s5 : index
      memref.store %sel, %e[%ie] : memref<?xf32>
      memref.store %mb, %b[%i] : memref<?xf64>
      memref.store %md, %d[%i] : memref<?xi8>
      gpu.return
    }
  }
}
