// UNSUPPORTED: mlir-oracle
// gpuc extension (mlir-translate-19 rejects every builtin.unrealized_conversion_cast): a chain of casts that
// comes back to the types it started from translates to the chain's original values, as if
// reconcile-unrealized-casts had run first, so `gpuc opt --gpu-to-llvm ... | gpuc translate --mlir-to-llvmir`
// works for host functions with memref arguments. Casts that would not fold keep mlir-translate-19's error
// (error-unrealized-cast.mlir).
// RUN: gpuc translate --mlir-to-llvmir --split-input-file %s | FileCheck %s
// RUN: gpuc opt --split-input-file --reconcile-unrealized-casts %s | gpuc translate --mlir-to-llvmir --split-input-file > %t.reconciled
// RUN: gpuc translate --mlir-to-llvmir --split-input-file %s | diff %t.reconciled -

// CHECK-LABEL: define i64 @pair(i64 %0)
// CHECK-NEXT:    ret i64 %0
llvm.func @pair(%a: i64) -> i64 {
  %0 = builtin.unrealized_conversion_cast %a : i64 to index
  %1 = builtin.unrealized_conversion_cast %0 : index to i64
  llvm.return %1 : i64
}

// -----

// The descriptor round trip gpu-to-llvm leaves, across blocks, with a branch that also comes back.
// CHECK-LABEL: define ptr @descriptor({ ptr, ptr, i64, [1 x i64], [1 x i64] } %0, i1 %1)
// CHECK-NEXT:    br i1 %1, label %3, label %5
// CHECK:       3:
// CHECK-NEXT:    %4 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %0, 1
// CHECK-NEXT:    ret ptr %4
// CHECK:       5:
// CHECK-NEXT:    %6 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %0, 0
// CHECK-NEXT:    ret ptr %6
llvm.func @descriptor(%d: !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, %c: i1) -> !llvm.ptr {
  %m = builtin.unrealized_conversion_cast %d : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<?xf32>
  llvm.cond_br %c, ^a, ^b
^a:
  %s = builtin.unrealized_conversion_cast %m : memref<?xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  %p = llvm.extractvalue %s[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  llvm.return %p : !llvm.ptr
^b:
  %u = builtin.unrealized_conversion_cast %m : memref<?xf32> to tensor<?xf32>
  %t = builtin.unrealized_conversion_cast %u : tensor<?xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  %q = llvm.extractvalue %t[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  llvm.return %q : !llvm.ptr
}

// -----

// Several values at once, a cast to the same types, and a dead chain that comes back: all fold.
// CHECK-LABEL: define { i32, float } @multi(i32 %0, float %1)
// CHECK-NEXT:    %3 = insertvalue { i32, float } undef, i32 %0, 0
// CHECK-NEXT:    %4 = insertvalue { i32, float } %3, float %1, 1
// CHECK-NEXT:    ret { i32, float } %4
llvm.func @multi(%a: i32, %b: f32) -> !llvm.struct<(i32, f32)> {
  %0:2 = builtin.unrealized_conversion_cast %a, %b : i32, f32 to index, index
  %1:2 = builtin.unrealized_conversion_cast %0#0, %0#1 : index, index to i32, f32
  %same = builtin.unrealized_conversion_cast %1#1 : f32 to f32
  %2 = builtin.unrealized_conversion_cast %a : i32 to i8
  %3 = builtin.unrealized_conversion_cast %2 : i8 to i32
  %u = llvm.mlir.undef : !llvm.struct<(i32, f32)>
  %v = llvm.insertvalue %1#0, %u[0] : !llvm.struct<(i32, f32)>
  %w = llvm.insertvalue %same, %v[1] : !llvm.struct<(i32, f32)>
  llvm.return %w : !llvm.struct<(i32, f32)>
}
