// RUN: not gpuc translate --mlir-to-llvmir %s 2>&1 | FileCheck %s

// The rocdl and nvvm ops take the immediate arguments of their intrinsics
// as operands; a value that is not a constant passes MLIR's verifier but
// not LLVM's, which mlir-translate runs: its report is printed as it is
// and no module is written.

// CHECK-NOT: define
// CHECK: immarg operand has non-immediate parameter
// CHECK-NEXT: {{^}}i32 %2{{$}}
// CHECK-NEXT: {{^}}  %4 = call <4 x float> @llvm.amdgcn.mfma.f32.4x4x1f32(float %0, float %0, <4 x float> %1, i32 %2, i32 0, i32 0){{$}}
// CHECK-NEXT: va_start called in a non-varargs function
// CHECK-NOT: define
llvm.func @mfma(%a: f32, %c: vector<4xf32>, %cbsz: i32) -> vector<4xf32> {
  %k = llvm.mlir.constant(0 : i32) : i32
  %0 = rocdl.mfma.f32.4x4x1f32 %a, %a, %c, %cbsz, %k, %k : (f32, f32, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
  llvm.return %0 : vector<4xf32>
}

llvm.func @va(%p: !llvm.ptr) {
  llvm.intr.vastart %p : !llvm.ptr
  llvm.return
}
