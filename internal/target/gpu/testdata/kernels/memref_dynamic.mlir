// Dynamically shaped 2-D and 3-D memrefs, dims, and rank-2 indexing.
module attributes {gpu.container_module} {
  gpu.module @memref_dynamic {
    gpu.func @copy2d(%a: memref<?x?xf32>, %b: memref<?x?xf32>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %r = gpu.block_id x
      %c = gpu.thread_id x
      %rows = memref.dim %a, %c0 : memref<?x?xf32>
      %cols = memref.dim %a, %c1 : memref<?x?xf32>
      %okr = arith.cmpi ult, %r, %rows : index
      %okc = arith.cmpi ult, %c, %cols : index
      %ok = arith.andi %okr, %okc : i1
      scf.if %ok {
        %v = memref.load %a[%r, %c] : memref<?x?xf32>
        memref.store %v, %b[%c, %r] : memref<?x?xf32>
      }
      gpu.return
    }
    gpu.func @sum3d(%a: memref<?x4x?xi32>, %out: memref<?xi32>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c4 = arith.constant 4 : index
      %zero = arith.constant 0 : i32
      %i = gpu.thread_id x
      %n = memref.dim %a, %c2 : memref<?x4x?xi32>
      %s = scf.for %j = %c0 to %c4 step %c1 iter_args(%acc = %zero) -> (i32) {
        %t = scf.for %k = %c0 to %n step %c1 iter_args(%acc2 = %acc) -> (i32) {
          %v = memref.load %a[%i, %j, %k] : memref<?x4x?xi32>
          %s2 = arith.addi %acc2, %v : i32
          scf.yield %s2 : i32
        }
        scf.yield %t : i32
      }
      memref.store %s, %out[%i] : memref<?xi32>
      gpu.return
    }
  }
}
