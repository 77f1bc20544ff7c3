// llvm.intr.* ops become calls to overloaded intrinsic declarations with their attributes.

llvm.func @intrinsics(%a: f32, %b: f32, %d: f64, %v: vector<4xf32>, %i: i32, %p: !llvm.ptr, %q: !llvm.ptr) -> f32 {
  %0 = llvm.intr.fma(%a, %b, %a) : (f32, f32, f32) -> f32
  %1 = llvm.intr.sqrt(%0) : (f32) -> f32
  %2 = llvm.intr.fabs(%1) : (f32) -> f32
  %3 = llvm.intr.maxnum(%2, %b) : (f32, f32) -> f32
  %4 = llvm.intr.minimum(%3, %b) : (f32, f32) -> f32
  %5 = llvm.intr.exp(%d) : (f64) -> f64
  %6 = llvm.intr.log2(%v) : (vector<4xf32>) -> vector<4xf32>
  %7 = "llvm.intr.ctlz"(%i) <{is_zero_poison = false}> : (i32) -> i32
  %8 = llvm.intr.ctpop(%7) : (i32) -> i32
  %9 = llvm.intr.smax(%8, %i) : (i32, i32) -> i32
  %10 = "llvm.intr.sadd.with.overflow"(%i, %9) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %11 = llvm.intr.copysign(%4, %a) {fastmathFlags = #llvm.fastmath<nnan>} : (f32, f32) -> f32
  %c16 = llvm.mlir.constant(16 : i64) : i64
  "llvm.intr.memcpy"(%p, %q, %c16) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  %c0 = llvm.mlir.constant(0 : i8) : i8
  "llvm.intr.memset"(%p, %c0, %c16) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()
  %12 = "llvm.intr.vector.reduce.fadd"(%a, %v) : (f32, vector<4xf32>) -> f32
  %t = llvm.mlir.constant(true) : i1
  "llvm.intr.assume"(%t) : (i1) -> ()
  %13 = llvm.intr.floor(%11) : (f32) -> f32
  %14 = llvm.intr.powi(%13, %i) : (f32, i32) -> f32
  llvm.return %14 : f32
}

