// ROCDL dialect ops used directly in kernels: ids, ballot, ds_bpermute, barriers,
// scheduling hints, and an MFMA on gfx90a. (rocdl.workgroup.dim is left out: MLIR 19
// translates it to an i64 call under an i32 result, which LLVM rejects.)
// only: rocdl
module attributes {gpu.container_module} {
  gpu.module @rocdl_intrinsics {
    gpu.func @rocdl_ops(%x: memref<?xi32>, %y: memref<?xf32>, %acc: memref<?xf32>) kernel {
      %t = gpu.thread_id x
      %v = memref.load %x[%t] : memref<?xi32>
      %f = memref.load %y[%t] : memref<?xf32>
      %zero = arith.constant 0 : i32
      %four = arith.constant 4 : i32
      %pred = arith.cmpi sgt, %v, %zero : i32
      %ballot = rocdl.ballot %pred : i64
      %lane = rocdl.mbcnt.lo %zero, %zero : (i32, i32) -> i32
      %addr = arith.muli %lane, %four : i32
      %perm = rocdl.ds_bpermute %addr, %v : (i32, i32) -> i32
      %gs = rocdl.workitem.id.y : i32
      rocdl.s.barrier
      rocdl.sched.barrier 0
      rocdl.s.setprio 1
      %b = arith.trunci %ballot : i64 to i32
      %s0 = arith.addi %b, %perm : i32
      %s1 = arith.addi %s0, %gs : i32
      memref.store %s1, %x[%t] : memref<?xi32>
      %c0 = arith.constant 0 : index
      %c4 = arith.constant 4 : index
      %a4 = vector.load %acc[%c0] : memref<?xf32>, vector<4xf32>
      %cbsz = arith.constant 0 : i32
      %r = rocdl.mfma.f32.4x4x1f32 %f, %f, %a4, %cbsz, %cbsz, %cbsz : (f32, f32, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
      vector.store %r, %acc[%c4] : memref<?xf32>, vector<4xf32>
      gpu.return
    }
  }
}
