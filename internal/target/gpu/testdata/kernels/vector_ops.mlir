// vector<4xf32> arithmetic, extract/insert, splat, fma and reduction-free shuffles.
module attributes {gpu.container_module} {
  gpu.module @vector_ops {
    gpu.func @vec4(%x: memref<?xf32>, %y: memref<?xf32>) kernel {
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %tid = gpu.thread_id x
      %base = arith.muli %bid, %bdim : index
      %i = arith.addi %base, %tid : index
      %c4 = arith.constant 4 : index
      %j = arith.muli %i, %c4 : index
      %v = vector.load %x[%j] : memref<?xf32>, vector<4xf32>
      %w = vector.load %y[%j] : memref<?xf32>, vector<4xf32>
      %two = arith.constant dense<2.0> : vector<4xf32>
      %a = arith.mulf %v, %two : vector<4xf32>
      %b = arith.addf %a, %w : vector<4xf32>
      %c = vector.fma %a, %b, %w : vector<4xf32>
      %e0 = vector.extract %c[0] : f32 from vector<4xf32>
      %e3 = vector.extract %c[3] : f32 from vector<4xf32>
      %s = arith.addf %e0, %e3 : f32
      %d = vector.insert %s, %c[1] : f32 into vector<4xf32>
      %sh = vector.shuffle %d, %v [3, 2, 1, 0] : vector<4xf32>, vector<4xf32>
      %sp = vector.splat %s : vector<4xf32>
      %m = arith.maximumf %sh, %sp : vector<4xf32>
      vector.store %m, %y[%j] : memref<?xf32>, vector<4xf32>
      gpu.return
    }
    gpu.func @vec_int(%x: memref<?xi32>) kernel {
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %tid = gpu.thread_id x
      %base = arith.muli %bid, %bdim : index
      %i = arith.addi %base, %tid : index
      %c4 = arith.constant 4 : index
      %j = arith.muli %i, %c4 : index
      %v = vector.load %x[%j] : memref<?xi32>, vector<4xi32>
      %k = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
      %a = arith.muli %v, %k : vector<4xi32>
      %b = arith.shrsi %a, %k : vector<4xi32>
      %p = arith.cmpi sgt, %b, %k : vector<4xi32>
      %s = arith.select %p, %a, %b : vector<4xi1>, vector<4xi32>
      %f = arith.sitofp %s : vector<4xi32> to vector<4xf32>
      %g = arith.fptosi %f : vector<4xf32> to vector<4xi32>
      vector.store %g, %x[%j] : memref<?xi32>, vector<4xi32>
      gpu.return
    }
  }
}
