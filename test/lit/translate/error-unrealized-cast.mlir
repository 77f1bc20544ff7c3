// An unrealized cast that reconcile-unrealized-casts would not fold does not translate: the error is
// mlir-translate-19's, at the first cast of the chain. (gpuc translates the casts that do fold, see
// unrealized-cast-fold.mlir; mlir-translate-19 rejects those too.) Also run against mlir-translate-19.
// RUN: not gpuc translate --mlir-to-llvmir --split-input-file %s 2>&1 | FileCheck %s --implicit-check-not=error:

// A live cast with no way back.
// CHECK:      error: LLVM Translation failed for operation: builtin.unrealized_conversion_cast
// CHECK-NEXT: %live = builtin.unrealized_conversion_cast %a : i64 to i32
// CHECK:      note: see current operation: %0 = "builtin.unrealized_conversion_cast"(%arg0) : (i64) -> i32
llvm.func @live(%a: i64) -> i32 {
  %live = builtin.unrealized_conversion_cast %a : i64 to i32
  llvm.return %live : i32
}

// -----

// A dead cast that does not fold.
// CHECK:      error: LLVM Translation failed for operation: builtin.unrealized_conversion_cast
// CHECK-NEXT: %dead = builtin.unrealized_conversion_cast %a : i64 to f32
llvm.func @dead(%a: i64) {
  %dead = builtin.unrealized_conversion_cast %a : i64 to f32
  llvm.return
}

// -----

// i64 -> i32 -> i16 -> i32 would fold the last cast to the first one's result, which has no LLVM value:
// the first cast is reported.
// CHECK:      error: LLVM Translation failed for operation: builtin.unrealized_conversion_cast
// CHECK-NEXT: %first = builtin.unrealized_conversion_cast %a : i64 to i32
llvm.func @half_way(%a: i64) -> i32 {
  %first = builtin.unrealized_conversion_cast %a : i64 to i32
  %1 = builtin.unrealized_conversion_cast %first : i32 to i16
  %2 = builtin.unrealized_conversion_cast %1 : i16 to i32
  llvm.return %2 : i32
}

// -----

// A chain with a live branch that does not come back fails even though its other branch folds.
// CHECK:      error: LLVM Translation failed for operation: builtin.unrealized_conversion_cast
// CHECK-NEXT: %root = builtin.unrealized_conversion_cast %a : i64 to i32
llvm.func @branch(%a: i64) -> i64 {
  %root = builtin.unrealized_conversion_cast %a : i64 to i32
  %back = builtin.unrealized_conversion_cast %root : i32 to i64
  %away = builtin.unrealized_conversion_cast %root : i32 to i16
  llvm.return %back : i64
}

// -----

// A cast of no values.
// CHECK:      error: LLVM Translation failed for operation: builtin.unrealized_conversion_cast
// CHECK-NEXT: %empty = builtin.unrealized_conversion_cast to i32
llvm.func @empty() -> i32 {
  %empty = builtin.unrealized_conversion_cast to i32
  llvm.return %empty : i32
}
