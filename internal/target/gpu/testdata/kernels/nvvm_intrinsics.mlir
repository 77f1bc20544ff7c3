// NVVM dialect ops used directly in kernels: special registers, votes, barriers, fences,
// cp.async groups, shuffles, redux, clock, and inline assembly.
// only: nvvm
module attributes {gpu.container_module} {
  gpu.module @nvvm_intrinsics {
    gpu.func @nvvm_ops(%x: memref<?xi32>, %y: memref<?xf32>) kernel {
      %t = gpu.thread_id x
      %v = memref.load %x[%t] : memref<?xi32>
      %f = memref.load %y[%t] : memref<?xf32>
      %lane = nvvm.read.ptx.sreg.laneid : i32
      %warp = nvvm.read.ptx.sreg.nctaid.z : i32
      %ws = nvvm.read.ptx.sreg.warpsize : i32
      %clk = nvvm.read.ptx.sreg.clock64 : i64
      %ncl = nvvm.read.ptx.sreg.nctaid.y : i32
      %mask = arith.constant -1 : i32
      %one = arith.constant 1 : i32
      %c31 = arith.constant 31 : i32
      %zero = arith.constant 0 : i32
      %pred = arith.cmpi sgt, %v, %zero : i32
      %ballot = nvvm.vote.ballot.sync %mask, %pred : i32
      %sh = nvvm.shfl.sync bfly %mask, %f, %one, %c31 : f32 -> f32
      %red = nvvm.redux.sync add %v, %mask : i32 -> i32
      nvvm.barrier0
      nvvm.cp.async.commit.group
      nvvm.cp.async.wait.group 0
      %asm = llvm.inline_asm has_side_effects "add.s32 $0, $1, $2;", "=r,r,r" %v, %lane : (i32, i32) -> i32
      %s0 = arith.addi %ballot, %red : i32
      %s1 = arith.addi %s0, %warp : i32
      %s2 = arith.addi %s1, %ws : i32
      %s3 = arith.addi %s2, %asm : i32
      %s4 = arith.addi %s3, %ncl : i32
      %c = arith.trunci %clk : i64 to i32
      %s5 = arith.xori %s4, %c : i32
      memref.store %s5, %x[%t] : memref<?xi32>
      memref.store %sh, %y[%t] : memref<?xf32>
      gpu.return
    }
  }
}
