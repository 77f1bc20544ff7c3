// RUN: not gpuc translate --mlir-to-llvmir %s 2>&1 | FileCheck %s

// A function named like an overloaded intrinsic is that intrinsic, and
// LLVM's verifier checks the overload suffix of its name against the types
// it is declared with, at each call. MLIR accepts any name, so the report
// comes from the verifier, printed as it is, and no module is written.

// CHECK-NOT: define
// CHECK: Intrinsic name not mangled correctly for type arguments! Should be: llvm.fabs.f64
// CHECK-NEXT: {{^}}ptr @llvm.fabs.f32{{$}}
// CHECK-NEXT: Intrinsic name not mangled correctly for type arguments! Should be: llvm.amdgcn.readfirstlane.i32
// CHECK-NEXT: {{^}}ptr @llvm.amdgcn.readfirstlane.i32_copy{{$}}
// CHECK-NOT: define
llvm.func @llvm.fabs.f32(f64) -> f64
llvm.func @llvm.amdgcn.readfirstlane.i32_copy(i32) -> i32
// Declared and never called: not checked.
llvm.func @llvm.fabs.f16(f32) -> f32

llvm.func @f(%x: f64, %i: i32) -> i32 {
  %0 = llvm.call @llvm.fabs.f32(%x) : (f64) -> f64
  %1 = llvm.call @llvm.amdgcn.readfirstlane.i32_copy(%i) : (i32) -> i32
  llvm.return %1 : i32
}
