// RUN: gpuc translate --mlir-to-llvmir %s | FileCheck %s

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

// CHECK: ; ModuleID = 'LLVMDialectModule'
// CHECK-NEXT: source_filename = "LLVMDialectModule"
// CHECK-EMPTY:
// CHECK-NEXT: define i32 @int_ops(i32 %0, i32 %1, i64 %2, i8 %3, i128 %4) {
// CHECK-NEXT:   %6 = add i32 %0, %1
// CHECK-NEXT:   %7 = sub nsw i32 %6, %1
// CHECK-NEXT:   %8 = mul nuw nsw i32 %7, %0
// CHECK-NEXT:   %9 = sdiv i32 %8, %1
// CHECK-NEXT:   %10 = udiv i32 %9, %1
// CHECK-NEXT:   %11 = srem i32 %10, %0
// CHECK-NEXT:   %12 = urem i32 %11, %0
// CHECK-NEXT:   %13 = and i32 %12, %1
// CHECK-NEXT:   %14 = or i32 %13, %1
// CHECK-NEXT:   %15 = xor i32 %14, %0
// CHECK-NEXT:   %16 = shl i32 %15, %1
// CHECK-NEXT:   %17 = lshr i32 %16, %1
// CHECK-NEXT:   %18 = ashr i32 %17, %1
// CHECK-NEXT:   %19 = add i64 %2, %2
// CHECK-NEXT:   %20 = mul i8 %3, %3
// CHECK-NEXT:   %21 = add i128 %4, %4
// CHECK-NEXT:   %22 = icmp slt i32 %18, %0
// CHECK-NEXT:   %23 = icmp uge i64 %2, %19
// CHECK-NEXT:   %24 = select i1 %22, i32 %18, i32 %0
// CHECK-NEXT:   ret i32 %24
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define float @float_ops(float %0, float %1, half %2, bfloat %3, double %4) {
// CHECK-NEXT:   %6 = fadd float %0, %1
// CHECK-NEXT:   %7 = fsub fast float %6, %1
// CHECK-NEXT:   %8 = fmul nnan ninf float %7, %0
// CHECK-NEXT:   %9 = fdiv float %8, %1
// CHECK-NEXT:   %10 = frem float %9, %1
// CHECK-NEXT:   %11 = fneg float %10
// CHECK-NEXT:   %12 = fadd half %2, %2
// CHECK-NEXT:   %13 = fmul bfloat %3, %3
// CHECK-NEXT:   %14 = fsub double %4, %4
// CHECK-NEXT:   %15 = fcmp olt float %11, %0
// CHECK-NEXT:   %16 = fcmp une double %4, %14
// CHECK-NEXT:   %17 = select i1 %15, float %11, float %0
// CHECK-NEXT:   ret float %17
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define <4 x float> @vector_ops(<4 x float> %0, <4 x i32> %1) {
// CHECK-NEXT:   %3 = fadd <4 x float> %0, %0
// CHECK-NEXT:   %4 = add <4 x i32> %1, %1
// CHECK-NEXT:   %5 = extractelement <4 x float> %3, i32 1
// CHECK-NEXT:   %6 = insertelement <4 x float> %3, float %5, i32 1
// CHECK-NEXT:   %7 = shufflevector <4 x float> %6, <4 x float> %3, <4 x i32> <i32 0, i32 5, i32 2, i32 7>
// CHECK-NEXT:   ret <4 x float> %7
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: !llvm.module.flags = !{!0}
// CHECK-EMPTY:
// CHECK-NEXT: !0 = !{i32 2, !"Debug Info Version", i32 3}
