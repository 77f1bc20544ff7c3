// convert-math-to-llvm on any op: intrinsics, the log1p expansion unless approximate-log1p=0, and math ops
// with no LLVM counterpart left alone.
// RUN: gpuc opt %s --convert-math-to-llvm | FileCheck %s
// RUN: gpuc opt %s --pass-pipeline='builtin.module(func.func(convert-math-to-llvm{approximate-log1p=false}))' | FileCheck %s --check-prefix=NOLOG1P
// RUN: not gpuc opt %s --convert-math-to-llvm=approximate-log1p=yes 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not gpuc opt %s --convert-math-to-llvm=index-bitwidth=32 2>&1 | FileCheck %s --check-prefix=NOOPT

// CHECK-LABEL: func.func @math(
// CHECK:         llvm.intr.sqrt(%{{.*}}) {fastmathFlags = #llvm.fastmath<afn>} : (f32) -> f32
// CHECK:         %[[ONE:.*]] = llvm.mlir.constant(1.000000e+00 : f32) : f32
// CHECK:         %[[ADD:.*]] = llvm.fadd %[[ONE]], %{{.*}} : f32
// CHECK:         llvm.intr.log(%[[ADD]]) : (f32) -> f32
// CHECK:         math.tan %{{.*}} : f32

// NOLOG1P:       llvm.intr.sqrt
// NOLOG1P:       math.log1p %{{.*}} : f32
// NOLOG1P:       math.tan

// BAD: for the --approximate-log1p option: 'yes' is invalid value for boolean argument! Try 0 or 1
// NOOPT: <unknown>:0: error: <Pass-Options-Parser>: no such option index-bitwidth

func.func @math(%x: f32) -> (f32, f32, f32) {
  %0 = math.sqrt %x fastmath<afn> : f32
  %1 = math.log1p %x : f32
  %2 = math.tan %x : f32
  return %0, %1, %2 : f32, f32, f32
}
