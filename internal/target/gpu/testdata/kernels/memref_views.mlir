// memref.reinterpret_cast, memref.cast to dynamic and unranked-free forms, extract_strided_metadata,
// memref.global constants with initial values, and memrefs of index and i1.
module attributes {gpu.container_module} {
  gpu.module @memref_views {
    memref.global "private" constant @lut : memref<8xf32> = dense<[0.0, 1.0, 4.0, 9.0, 16.0, 25.0, 36.0, 49.0]>
    memref.global "private" @scratch : memref<4xi32> = dense<[1, 2, 3, 4]>
    gpu.func @views(%a: memref<?xf32>, %n: index, %flags: memref<?xi1>, %ix: memref<?xindex>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c7 = arith.constant 7 : index
      %t = gpu.thread_id x
      %r = memref.reinterpret_cast %a to offset: [%c1], sizes: [%n, 4], strides: [4, 1] : memref<?xf32> to memref<?x4xf32, strided<[4, 1], offset: ?>>
      %v = memref.load %r[%t, %c0] : memref<?x4xf32, strided<[4, 1], offset: ?>>
      %base, %off, %sz, %st = memref.extract_strided_metadata %a : memref<?xf32> -> memref<f32>, index, index, index
      %lut = memref.get_global @lut : memref<8xf32>
      %k = arith.andi %t, %c7 : index
      %l = memref.load %lut[%k] : memref<8xf32>
      %dyn = memref.cast %lut : memref<8xf32> to memref<?xf32>
      %m = memref.load %dyn[%c0] : memref<?xf32>
      %s0 = arith.addf %v, %l : f32
      %s1 = arith.addf %s0, %m : f32
      %f = memref.load %flags[%t] : memref<?xi1>
      %res = arith.select %f, %s1, %v : f32
      memref.store %res, %a[%t] : memref<?xf32>
      %off2 = arith.addi %off, %sz : index
      %off3 = arith.addi %off2, %st : index
      memref.store %off3, %ix[%t] : memref<?xindex>
      %sc = memref.get_global @scratch : memref<4xi32>
      %three = arith.constant 3 : index
      %q = arith.andi %t, %three : index
      %w = memref.load %sc[%q] : memref<4xi32>
      %w1 = arith.addi %w, %w : i32
      memref.store %w1, %sc[%q] : memref<4xi32>
      %nf = arith.constant false
      memref.store %nf, %flags[%t] : memref<?xi1>
      gpu.return
    }
  }
}
