// RUN: gpuc translate --mlir-to-llvmir %s | FileCheck %s

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

// CHECK: ; ModuleID = 'LLVMDialectModule'
// CHECK-NEXT: source_filename = "LLVMDialectModule"
// CHECK-EMPTY:
// CHECK-NEXT: define float @intrinsics(float %0, float %1, double %2, <4 x float> %3, i32 %4, ptr %5, ptr %6) {
// CHECK-NEXT:   %8 = call float @llvm.fma.f32(float %0, float %1, float %0)
// CHECK-NEXT:   %9 = call float @llvm.sqrt.f32(float %8)
// CHECK-NEXT:   %10 = call float @llvm.fabs.f32(float %9)
// CHECK-NEXT:   %11 = call float @llvm.maxnum.f32(float %10, float %1)
// CHECK-NEXT:   %12 = call float @llvm.minimum.f32(float %11, float %1)
// CHECK-NEXT:   %13 = call double @llvm.exp.f64(double %2)
// CHECK-NEXT:   %14 = call <4 x float> @llvm.log2.v4f32(<4 x float> %3)
// CHECK-NEXT:   %15 = call i32 @llvm.ctlz.i32(i32 %4, i1 false)
// CHECK-NEXT:   %16 = call i32 @llvm.ctpop.i32(i32 %15)
// CHECK-NEXT:   %17 = call i32 @llvm.smax.i32(i32 %16, i32 %4)
// CHECK-NEXT:   %18 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %4, i32 %17)
// CHECK-NEXT:   %19 = call nnan float @llvm.copysign.f32(float %12, float %0)
// CHECK-NEXT:   call void @llvm.memcpy.p0.p0.i64(ptr %5, ptr %6, i64 16, i1 false)
// CHECK-NEXT:   call void @llvm.memset.p0.i64(ptr %5, i8 0, i64 16, i1 false)
// CHECK-NEXT:   %20 = call float @llvm.vector.reduce.fadd.v4f32(float %0, <4 x float> %3)
// CHECK-NEXT:   call void @llvm.assume(i1 true)
// CHECK-NEXT:   %21 = call float @llvm.floor.f32(float %19)
// CHECK-NEXT:   %22 = call float @llvm.powi.f32.i32(float %21, i32 %4)
// CHECK-NEXT:   ret float %22
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare float @llvm.fma.f32(float, float, float) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare float @llvm.sqrt.f32(float) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare float @llvm.fabs.f32(float) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare float @llvm.maxnum.f32(float, float) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare float @llvm.minimum.f32(float, float) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare double @llvm.exp.f64(double) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare <4 x float> @llvm.log2.v4f32(<4 x float>) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare i32 @llvm.ctlz.i32(i32, i1 immarg) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare i32 @llvm.ctpop.i32(i32) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare i32 @llvm.smax.i32(i32, i32) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare float @llvm.copysign.f32(float, float) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
// CHECK-NEXT: declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
// CHECK-NEXT: declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare float @llvm.vector.reduce.fadd.v4f32(float, <4 x float>) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
// CHECK-NEXT: declare void @llvm.assume(i1 noundef) #3
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare float @llvm.floor.f32(float) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare float @llvm.powi.f32.i32(float, i32) #0
// CHECK-EMPTY:
// CHECK-NEXT: attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
// CHECK-NEXT: attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
// CHECK-NEXT: attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
// CHECK-NEXT: attributes #3 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
// CHECK-EMPTY:
// CHECK-NEXT: !llvm.module.flags = !{!0}
// CHECK-EMPTY:
// CHECK-NEXT: !0 = !{i32 2, !"Debug Info Version", i32 3}
