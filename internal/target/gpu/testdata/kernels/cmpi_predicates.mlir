// Every arith.cmpi predicate, with select, on i32 and index.
module attributes {gpu.container_module} {
  gpu.module @cmpi_predicates {
    gpu.func @cmpi_all(%x: memref<?xi32>, %y: memref<?xi32>, %out: memref<?xi32>) kernel {
      %zero = arith.constant 0 : i32
      %one = arith.constant 1 : i32
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %tid = gpu.thread_id x
      %base = arith.muli %bid, %bdim : index
      %i = arith.addi %base, %tid : index
      %a = memref.load %x[%i] : memref<?xi32>
      %b = memref.load %y[%i] : memref<?xi32>
      %p0 = arith.cmpi eq, %a, %b : i32
      %p1 = arith.cmpi ne, %a, %b : i32
      %p2 = arith.cmpi slt, %a, %b : i32
      %p3 = arith.cmpi sle, %a, %b : i32
      %p4 = arith.cmpi sgt, %a, %b : i32
      %p5 = arith.cmpi sge, %a, %b : i32
      %p6 = arith.cmpi ult, %a, %b : i32
      %p7 = arith.cmpi ule, %a, %b : i32
      %p8 = arith.cmpi ugt, %a, %b : i32
      %p9 = arith.cmpi uge, %a, %b : i32
      %e0 = arith.extui %p0 : i1 to i32
      %e1 = arith.extui %p1 : i1 to i32
      %e2 = arith.extui %p2 : i1 to i32
      %e3 = arith.extui %p3 : i1 to i32
      %e4 = arith.extui %p4 : i1 to i32
      %s0 = arith.shli %e1, %one : i32
      %t0 = arith.ori %e0, %s0 : i32
      %t1 = arith.addi %t0, %e2 : i32
      %t2 = arith.addi %t1, %e3 : i32
      %t3 = arith.addi %t2, %e4 : i32
      %q0 = arith.andi %p5, %p6 : i1
      %q1 = arith.ori %q0, %p7 : i1
      %q2 = arith.xori %q1, %p8 : i1
      %q3 = arith.andi %q2, %p9 : i1
      %r = arith.select %q3, %t3, %zero : i32
      memref.store %r, %out[%i] : memref<?xi32>
      gpu.return
    }
  }
}
