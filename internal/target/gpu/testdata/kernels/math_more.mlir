// f64 variants of exp2, log2, log10, log1p, expm1, cbrt, tan, atan, rsqrt, round, ceil, trunc,
// copysign, remf, and math.absi. (asin, acos, sinh, cosh, asinh, acosh and atanh are left out:
// MLIR 19 lowers them neither to libdevice/ocml nor to LLVM intrinsics.)
module attributes {gpu.container_module} {
  gpu.module @math_more {
    gpu.func @f64_more(%x: memref<?xf64>) kernel {
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %tid = gpu.thread_id x
      %base = arith.muli %bid, %bdim : index
      %i = arith.addi %base, %tid : index
      %v = memref.load %x[%i] : memref<?xf64>
      %a = math.exp2 %v : f64
      %b = math.log2 %v : f64
      %c = math.log10 %v : f64
      %d = math.log1p %v : f64
      %e = math.expm1 %v : f64
      %f = math.cbrt %v : f64
      %g = math.tan %v : f64
      %h = math.atan %v : f64
      %j = math.rsqrt %v : f64
      %k = math.round %v : f64
      %l = math.ceil %v : f64
      %m = math.trunc %v : f64
      %n = math.absf %v : f64
      %o = math.copysign %n, %v : f64
      %p = arith.remf %o, %v : f64
      %s0 = arith.addf %a, %b : f64
      %s1 = arith.addf %s0, %c : f64
      %s2 = arith.addf %s1, %d : f64
      %s3 = arith.addf %s2, %e : f64
      %s4 = arith.addf %s3, %f : f64
      %s5 = arith.addf %s4, %g : f64
      %s6 = arith.addf %s5, %h : f64
      %s7 = arith.addf %s6, %j : f64
      %s8 = arith.addf %s7, %k : f64
      %s9 = arith.addf %s8, %l : f64
      %s10 = arith.addf %s9, %m : f64
      %s11 = arith.maxnumf %s10, %p : f64
      memref.store %s11, %x[%i] : memref<?xf64>
      gpu.return
    }
    gpu.func @absi(%x: memref<?xi32>, %y: memref<?xi64>) kernel {
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %tid = gpu.thread_id x
      %base = arith.muli %bid, %bdim : index
      %i = arith.addi %base, %tid : index
      %v = memref.load %x[%i] : memref<?xi32>
      %a = math.absi %v : i32
      memref.store %a, %x[%i] : memref<?xi32>
      %w = memref.load %y[%i] : memref<?xi64>
      %b = math.absi %w : i64
      memref.store %b, %y[%i] : memref<?xi64>
      gpu.return
    }
  }
}
