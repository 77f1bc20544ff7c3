// RUN: gpuc opt %s --pass-pipeline='builtin.module(canonicalize{disable-patterns={(anonymous namespace)::AddIAddConstant}})' | FileCheck %s --check-prefix=NOADD
// RUN: gpuc opt %s --pass-pipeline='builtin.module(canonicalize{enable-patterns={(anonymous namespace)::AddIAddConstant}})' | FileCheck %s --check-prefix=ADD
// RUN: gpuc opt %s --pass-pipeline='builtin.module(canonicalize{disable-patterns={SelectToExtUI,CmpFIntToFPConst}})' | FileCheck %s --check-prefix=NOCPP

// The debug names of the arith patterns, which disable-patterns and
// enable-patterns filter on: the DRR ones are in ArithOps.cpp's anonymous
// namespace, the C++ ones at global scope.

// NOADD-LABEL: func.func @f
// NOADD: %[[A:.*]] = arith.addi %arg0, %{{.*}} : i32
// NOADD: arith.addi %[[A]], %{{.*}} : i32
// NOADD: arith.extui
// NOADD: arith.cmpi ule
// ADD-LABEL: func.func @f
// ADD: %[[C:.*]] = arith.constant 3 : i32
// ADD: arith.addi %arg0, %[[C]] : i32
// ADD: arith.select
// ADD: arith.cmpf
// NOCPP-LABEL: func.func @f
// NOCPP: arith.addi %arg0, %{{.*}} : i32
// NOCPP-NOT: arith.addi
// NOCPP: arith.select
// NOCPP: arith.cmpf
func.func @f(%x: i32, %c: i1, %y: i32) -> (i32, i32, i1) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c0 = arith.constant 0 : i32
  %a = arith.addi %x, %c1 : i32
  %b = arith.addi %a, %c2 : i32
  %s = arith.select %c, %c1, %c0 : i32
  %f = arith.uitofp %y : i32 to f32
  %k = arith.constant 4.5 : f32
  %r = arith.cmpf olt, %f, %k : f32
  return %b, %s, %r : i32, i32, i1
}
