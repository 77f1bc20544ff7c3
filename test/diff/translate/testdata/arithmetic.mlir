// Integer, float and vector arithmetic, comparisons and select (nsw/nuw flags, fast-math flags).

llvm.func @int_ops(%a: i32, %b: i32, %w: i64, %x: i8, %y: i128) -> i32 {
  %0 = llvm.add %a, %b : i32
  %1 = llvm.sub %0, %b overflow<nsw> : i32
  %2 = llvm.mul %1, %a overflow<nsw, nuw> : i32
  %3 = llvm.sdiv %2, %b : i32
  %4 = llvm.udiv %3, %b : i32
  %5 = llvm.srem %4, %a : i32
  %6 = llvm.urem %5, %a : i32
  %7 = llvm.and %6, %b : i32
  %8 = llvm.or %7, %b : i32
  %9 = llvm.xor %8, %a : i32
  %10 = llvm.shl %9, %b : i32
  %11 = llvm.lshr %10, %b : i32
  %12 = llvm.ashr %11, %b : i32
  %13 = llvm.add %w, %w : i64
  %14 = llvm.mul %x, %x : i8
  %15 = llvm.add %y, %y : i128
  %16 = llvm.icmp "slt" %12, %a : i32
  %17 = llvm.icmp "uge" %w, %13 : i64
  %18 = llvm.select %16, %12, %a : i1, i32
  llvm.return %18 : i32
}

llvm.func @float_ops(%a: f32, %b: f32, %h: f16, %g: bf16, %d: f64) -> f32 {
  %0 = llvm.fadd %a, %b : f32
  %1 = llvm.fsub %0, %b {fastmathFlags = #llvm.fastmath<fast>} : f32
  %2 = llvm.fmul %1, %a {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f32
  %3 = llvm.fdiv %2, %b : f32
  %4 = llvm.frem %3, %b : f32
  %5 = llvm.fneg %4 : f32
  %6 = llvm.fadd %h, %h : f16
  %7 = llvm.fmul %g, %g : bf16
  %8 = llvm.fsub %d, %d : f64
  %9 = llvm.fcmp "olt" %5, %a : f32
  %10 = llvm.fcmp "une" %d, %8 : f64
  %11 = llvm.select %9, %5, %a : i1, f32
  llvm.return %11 : f32
}

llvm.func @vector_ops(%a: vector<4xf32>, %b: vector<4xi32>) -> vector<4xf32> {
  %0 = llvm.fadd %a, %a : vector<4xf32>
  %1 = llvm.add %b, %b : vector<4xi32>
  %c = llvm.mlir.constant(1 : i32) : i32
  %2 = llvm.extractelement %0[%c : i32] : vector<4xf32>
  %3 = llvm.insertelement %2, %0[%c : i32] : vector<4xf32>
  %4 = llvm.shufflevector %3, %0 [0, 5, 2, 7] : vector<4xf32>
  llvm.return %4 : vector<4xf32>
}

