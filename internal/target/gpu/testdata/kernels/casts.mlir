// Every arith cast: sitofp, uitofp, fptosi, fptoui, extf, truncf, extsi, extui, trunci, bitcast, index_cast(ui).
module attributes {gpu.container_module} {
  gpu.module @casts {
    gpu.func @int_float(%x: memref<?xi32>, %f: memref<?xf32>, %d: memref<?xf64>, %h: memref<?xi16>, %l: memref<?xi64>) kernel {
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %tid = gpu.thread_id x
      %base = arith.muli %bid, %bdim : index
      %i = arith.addi %base, %tid : index
      %a = memref.load %x[%i] : memref<?xi32>
      %fa = arith.sitofp %a : i32 to f32
      %ua = arith.uitofp %a : i32 to f64
      %fv = memref.load %f[%i] : memref<?xf32>
      %si = arith.fptosi %fv : f32 to i64
      %ui = arith.fptoui %fv : f32 to i16
      %ext = arith.extf %fv : f32 to f64
      %sum = arith.addf %ext, %ua : f64
      %tr = arith.truncf %sum : f64 to f32
      %bc = arith.bitcast %tr : f32 to i32
      %t16 = arith.trunci %bc : i32 to i16
      %x16 = arith.xori %t16, %ui : i16
      %se = arith.extsi %x16 : i16 to i64
      %ze = arith.extui %x16 : i16 to i64
      %s64 = arith.addi %se, %ze : i64
      %s64b = arith.addi %s64, %si : i64
      %idx = arith.index_cast %s64b : i64 to index
      %idx2 = arith.addi %idx, %i : index
      %back = arith.index_castui %idx2 : index to i32
      %bf = arith.bitcast %back : i32 to f32
      %r = arith.addf %bf, %fa : f32
      memref.store %r, %f[%i] : memref<?xf32>
      memref.store %sum, %d[%i] : memref<?xf64>
      memref.store %x16, %h[%i] : memref<?xi16>
      memref.store %s64b, %l[%i] : memref<?xi64>
      gpu.return
    }
  }
}
