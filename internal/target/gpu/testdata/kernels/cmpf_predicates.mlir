// Every arith.cmpf predicate on f32, with select of floats.
module attributes {gpu.container_module} {
  gpu.module @cmpf_predicates {
    gpu.func @cmpf_all(%x: memref<?xf32>, %y: memref<?xf32>, %out: memref<?xi32>, %fout: memref<?xf32>) kernel {
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %tid = gpu.thread_id x
      %base = arith.muli %bid, %bdim : index
      %i = arith.addi %base, %tid : index
      %a = memref.load %x[%i] : memref<?xf32>
      %b = memref.load %y[%i] : memref<?xf32>
      %p0 = arith.cmpf false, %a, %b : f32
      %p1 = arith.cmpf oeq, %a, %b : f32
      %p2 = arith.cmpf ogt, %a, %b : f32
      %p3 = arith.cmpf oge, %a, %b : f32
      %p4 = arith.cmpf olt, %a, %b : f32
      %p5 = arith.cmpf ole, %a, %b : f32
      %p6 = arith.cmpf one, %a, %b : f32
      %p7 = arith.cmpf ord, %a, %b : f32
      %p8 = arith.cmpf ueq, %a, %b : f32
      %p9 = arith.cmpf ugt, %a, %b : f32
      %p10 = arith.cmpf uge, %a, %b : f32
      %p11 = arith.cmpf ult, %a, %b : f32
      %p12 = arith.cmpf ule, %a, %b : f32
      %p13 = arith.cmpf une, %a, %b : f32
      %p14 = arith.cmpf uno, %a, %b : f32
      %p15 = arith.cmpf true, %a, %b : f32
      %v0 = vector.from_elements %p0, %p1, %p2, %p3, %p4, %p5, %p6, %p7 : vector<8xi1>
      %v1 = vector.from_elements %p8, %p9, %p10, %p11, %p12, %p13, %p14, %p15 : vector<8xi1>
      %b0 = vector.bitcast %v0 : vector<8xi1> to vector<1xi8>
      %b1 = vector.bitcast %v1 : vector<8xi1> to vector<1xi8>
      %c0 = arith.constant 0 : index
      %x0 = vector.extractelement %b0[%c0 : index] : vector<1xi8>
      %x1 = vector.extractelement %b1[%c0 : index] : vector<1xi8>
      %w0 = arith.extui %x0 : i8 to i32
      %w1 = arith.extui %x1 : i8 to i32
      %c8 = arith.constant 8 : i32
      %w1s = arith.shli %w1, %c8 : i32
      %w = arith.ori %w0, %w1s : i32
      memref.store %w, %out[%i] : memref<?xi32>
      %m = arith.select %p4, %a, %b : f32
      %n = arith.minimumf %m, %a : f32
      %o = arith.maxnumf %n, %b : f32
      %q = arith.minnumf %o, %a : f32
      memref.store %q, %fout[%i] : memref<?xf32>
      gpu.return
    }
  }
}
