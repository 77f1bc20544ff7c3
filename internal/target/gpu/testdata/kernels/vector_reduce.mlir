// vector.reduction kinds, broadcast, insertelement/extractelement with dynamic positions,
// vector.bitcast, and vectors of f16, i8 and f64.
module attributes {gpu.container_module} {
  gpu.module @vector_reduce {
    gpu.func @reductions(%x: memref<?xf32>, %n: memref<?xi32>, %out: memref<?xf32>, %iout: memref<?xi32>) kernel {
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %tid = gpu.thread_id x
      %base = arith.muli %bid, %bdim : index
      %i = arith.addi %base, %tid : index
      %c4 = arith.constant 4 : index
      %j = arith.muli %i, %c4 : index
      %v = vector.load %x[%j] : memref<?xf32>, vector<4xf32>
      %a = vector.reduction <add>, %v : vector<4xf32> into f32
      %b = vector.reduction <mul>, %v : vector<4xf32> into f32
      %c = vector.reduction <maximumf>, %v : vector<4xf32> into f32
      %d = vector.reduction <minnumf>, %v : vector<4xf32> into f32
      %s0 = arith.addf %a, %b : f32
      %s1 = arith.addf %s0, %c : f32
      %s2 = arith.addf %s1, %d : f32
      memref.store %s2, %out[%i] : memref<?xf32>
      %w = vector.load %n[%j] : memref<?xi32>, vector<4xi32>
      %e = vector.reduction <add>, %w : vector<4xi32> into i32
      %f = vector.reduction <maxsi>, %w : vector<4xi32> into i32
      %g = vector.reduction <minui>, %w : vector<4xi32> into i32
      %h = vector.reduction <xor>, %w : vector<4xi32> into i32
      %k = vector.reduction <and>, %w : vector<4xi32> into i32
      %t0 = arith.addi %e, %f : i32
      %t1 = arith.addi %t0, %g : i32
      %t2 = arith.addi %t1, %h : i32
      %t3 = arith.addi %t2, %k : i32
      memref.store %t3, %iout[%i] : memref<?xi32>
      gpu.return
    }
    gpu.func @mixed_vectors(%h: memref<?xf16>, %b: memref<?xi8>, %d: memref<?xf64>, %k: index) kernel {
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %tid = gpu.thread_id x
      %base = arith.muli %bid, %bdim : index
      %i = arith.addi %base, %tid : index
      %c8 = arith.constant 8 : index
      %c2 = arith.constant 2 : index
      %j = arith.muli %i, %c8 : index
      %hv = vector.load %h[%j] : memref<?xf16>, vector<8xf16>
      %hb = vector.broadcast %hv : vector<8xf16> to vector<2x8xf16>
      %h0 = vector.extract %hb[1] : vector<8xf16> from vector<2x8xf16>
      %hs = arith.mulf %h0, %hv : vector<8xf16>
      %he = vector.extractelement %hs[%k : index] : vector<8xf16>
      %hi = vector.insertelement %he, %hv[%i : index] : vector<8xf16>
      vector.store %hi, %h[%j] : memref<?xf16>, vector<8xf16>
      %bv = vector.load %b[%j] : memref<?xi8>, vector<8xi8>
      %bc = vector.bitcast %bv : vector<8xi8> to vector<2xi32>
      %one = arith.constant dense<1> : vector<2xi32>
      %bd = arith.addi %bc, %one : vector<2xi32>
      %bb = vector.bitcast %bd : vector<2xi32> to vector<8xi8>
      vector.store %bb, %b[%j] : memref<?xi8>, vector<8xi8>
      %l = arith.muli %i, %c2 : index
      %dv = vector.load %d[%l] : memref<?xf64>, vector<2xf64>
      %ds = vector.broadcast %he : f16 to vector<2xf16>
      %dx = arith.extf %ds : vector<2xf16> to vector<2xf64>
      %dm = arith.mulf %dv, %dx : vector<2xf64>
      vector.store %dm, %d[%l] : memref<?xf64>, vector<2xf64>
      gpu.return
    }
  }
}
