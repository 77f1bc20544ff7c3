// RUN: gpuc translate --mlir-to-llvmir %s | FileCheck %s

// Integer, float and pointer casts.

llvm.func @int_casts(%a: i32, %b: i64, %c: i1) -> i64 {
  %0 = llvm.trunc %b : i64 to i8
  %1 = llvm.zext %0 : i8 to i32
  %2 = llvm.sext %a : i32 to i64
  %3 = llvm.zext %c : i1 to i64
  %4 = llvm.add %2, %3 : i64
  %5 = llvm.trunc %4 : i64 to i16
  %6 = llvm.sext %5 : i16 to i64
  llvm.return %6 : i64
}

llvm.func @float_casts(%a: f32, %d: f64, %h: f16, %i: i32) -> f64 {
  %0 = llvm.fpext %a : f32 to f64
  %1 = llvm.fptrunc %d : f64 to f32
  %2 = llvm.fpext %h : f16 to f32
  %3 = llvm.fptosi %1 : f32 to i32
  %4 = llvm.fptoui %2 : f32 to i64
  %5 = llvm.sitofp %i : i32 to f64
  %6 = llvm.uitofp %4 : i64 to f32
  %7 = llvm.bitcast %6 : f32 to i32
  %8 = llvm.fadd %0, %5 : f64
  llvm.return %8 : f64
}

llvm.func @ptr_casts(%p: !llvm.ptr, %q: !llvm.ptr<1>, %i: i64) -> !llvm.ptr {
  %0 = llvm.ptrtoint %p : !llvm.ptr to i64
  %1 = llvm.add %0, %i : i64
  %2 = llvm.inttoptr %1 : i64 to !llvm.ptr
  %3 = llvm.addrspacecast %q : !llvm.ptr<1> to !llvm.ptr
  %4 = llvm.bitcast %3 : !llvm.ptr to !llvm.ptr
  llvm.return %2 : !llvm.ptr
}

// CHECK: ; ModuleID = 'LLVMDialectModule'
// CHECK-NEXT: source_filename = "LLVMDialectModule"
// CHECK-EMPTY:
// CHECK-NEXT: define i64 @int_casts(i32 %0, i64 %1, i1 %2) {
// CHECK-NEXT:   %4 = trunc i64 %1 to i8
// CHECK-NEXT:   %5 = zext i8 %4 to i32
// CHECK-NEXT:   %6 = sext i32 %0 to i64
// CHECK-NEXT:   %7 = zext i1 %2 to i64
// CHECK-NEXT:   %8 = add i64 %6, %7
// CHECK-NEXT:   %9 = trunc i64 %8 to i16
// CHECK-NEXT:   %10 = sext i16 %9 to i64
// CHECK-NEXT:   ret i64 %10
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define double @float_casts(float %0, double %1, half %2, i32 %3) {
// CHECK-NEXT:   %5 = fpext float %0 to double
// CHECK-NEXT:   %6 = fptrunc double %1 to float
// CHECK-NEXT:   %7 = fpext half %2 to float
// CHECK-NEXT:   %8 = fptosi float %6 to i32
// CHECK-NEXT:   %9 = fptoui float %7 to i64
// CHECK-NEXT:   %10 = sitofp i32 %3 to double
// CHECK-NEXT:   %11 = uitofp i64 %9 to float
// CHECK-NEXT:   %12 = bitcast float %11 to i32
// CHECK-NEXT:   %13 = fadd double %5, %10
// CHECK-NEXT:   ret double %13
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define ptr @ptr_casts(ptr %0, ptr addrspace(1) %1, i64 %2) {
// CHECK-NEXT:   %4 = ptrtoint ptr %0 to i64
// CHECK-NEXT:   %5 = add i64 %4, %2
// CHECK-NEXT:   %6 = inttoptr i64 %5 to ptr
// CHECK-NEXT:   %7 = addrspacecast ptr addrspace(1) %1 to ptr
// CHECK-NEXT:   ret ptr %6
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: !llvm.module.flags = !{!0}
// CHECK-EMPTY:
// CHECK-NEXT: !0 = !{i32 2, !"Debug Info Version", i32 3}
