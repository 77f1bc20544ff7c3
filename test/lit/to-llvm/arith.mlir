// convert-arith-to-llvm on any op (here the module, and each func.func of a pipeline), with index-bitwidth;
// arith ops without a pattern stay, and a bad option value is llvm::cl's error.
// RUN: gpuc opt %s --convert-arith-to-llvm | FileCheck %s
// RUN: gpuc opt %s --pass-pipeline='builtin.module(func.func(convert-arith-to-llvm{index-bitwidth=16}))' | FileCheck %s --check-prefix=I16
// RUN: not gpuc opt %s --convert-arith-to-llvm=index-bitwidth=-1 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not gpuc opt %s --convert-arith-to-llvm=use-bare-ptr-memref-call-conv 2>&1 | FileCheck %s --check-prefix=NOOPT

// CHECK-LABEL: func.func @arith(
// CHECK-SAME:      %[[A:.*]]: i32, %[[B:.*]]: i32, %[[X:.*]]: f32, %[[I:.*]]: index)
// CHECK:         %[[C:.*]] = builtin.unrealized_conversion_cast %[[I]] : index to i64
// CHECK:         %[[ADD:.*]] = llvm.add %[[A]], %[[B]] overflow<nsw> : i32
// CHECK:         %[[MUL:.*]] = llvm.fmul %[[X]], %[[X]] {fastmathFlags = #llvm.fastmath<fast>} : f32
// CHECK:         arith.ceildivsi %[[A]], %[[B]] : i32
// CHECK:         return %[[ADD]], %[[MUL]], %[[C]] : i32, f32, i64

// I16:         %[[C:.*]] = builtin.unrealized_conversion_cast %{{.*}} : index to i16
// I16:         llvm.sext %[[C]] : i16 to i64

// BAD: for the --index-bitwidth option: '-1' value invalid for uint argument!
// NOOPT: <unknown>:0: error: <Pass-Options-Parser>: no such option use-bare-ptr-memref-call-conv

func.func @arith(%a: i32, %b: i32, %x: f32, %i: index) -> (i32, f32, i64) {
  %0 = arith.addi %a, %b overflow<nsw> : i32
  %1 = arith.mulf %x, %x fastmath<fast> : f32
  %2 = arith.index_cast %i : index to i64
  %3 = arith.ceildivsi %a, %b : i32
  return %0, %1, %2 : i32, f32, i64
}
