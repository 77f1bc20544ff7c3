// canonicalize's options as MLIR 19: the worklist order, region simplification levels, the iteration and rewrite
// limits, test-convergence, and pattern filtering by MLIR's pattern names.
// RUN: gpuc opt %s --canonicalize | FileCheck %s --check-prefix=DEFAULT
// RUN: gpuc opt %s --canonicalize='disable-patterns={(anonymous namespace)::AddIAddConstant}' | FileCheck %s --check-prefix=DISABLED
// RUN: gpuc opt %s --pass-pipeline='builtin.module(canonicalize{enable-patterns={(anonymous namespace)::AddIAddConstant}})' | FileCheck %s --check-prefix=ENABLED
// RUN: gpuc opt %s --canonicalize='max-num-rewrites=0' | FileCheck %s --check-prefix=NOREWRITE
// RUN: gpuc opt %s --canonicalize='max-iterations=0' | FileCheck %s --check-prefix=NOITER
// RUN: gpuc opt %s --canonicalize='region-simplify=disabled' | FileCheck %s --check-prefix=NOSIMPLIFY
// RUN: gpuc opt %s --canonicalize='region-simplify=aggressive' | FileCheck %s --check-prefix=AGGRESSIVE
// RUN: not gpuc opt %s --canonicalize='max-iterations=1 test-convergence' 2>&1 | count 0
// RUN: gpuc opt %s --canonicalize='max-iterations=2 test-convergence' | FileCheck %s --check-prefix=DEFAULT
// RUN: not gpuc opt %s --canonicalize='region-simplify=maybe' 2>&1 | FileCheck %s --check-prefix=BADLEVEL

// (x + 1) + 2 becomes x + 3 through AddIAddConstant, a pattern; 1 + 1 folds.
// DEFAULT-LABEL: func.func @add
// DEFAULT-NEXT:    %[[C:.*]] = arith.constant 3 : i32
// DEFAULT-NEXT:    %[[S:.*]] = arith.addi %arg0, %[[C]] : i32
// DEFAULT-NEXT:    return %[[S]]
// DISABLED-LABEL: func.func @add
// DISABLED:         arith.addi %arg0, %c1
// DISABLED:         arith.addi %{{.*}}, %c2
// ENABLED-LABEL: func.func @add
// ENABLED:         arith.addi %arg0, %c3
// NOREWRITE-LABEL: func.func @add
// NOREWRITE:         arith.addi %arg0, %c1
// NOREWRITE:         arith.addi %{{.*}}, %c2
// NOITER-LABEL: func.func @add
// NOITER-NEXT:    arith.constant 1
func.func @add(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %0 = arith.addi %x, %c1 : i32
  %1 = arith.addi %0, %c2 : i32
  return %1 : i32
}

// Unreachable blocks go unless region simplification is disabled; identical blocks merge only when aggressive
// (then the cond_br to one block with two operand lists becomes a select).
// DEFAULT-LABEL: func.func @blocks
// DEFAULT:         cf.cond_br %arg0, ^bb1, ^bb2
// DEFAULT-NOT:     ^bb3
// NOSIMPLIFY-LABEL: func.func @blocks
// NOSIMPLIFY:         ^bb3:
// AGGRESSIVE-LABEL: func.func @blocks
// AGGRESSIVE-NEXT:    %[[S:.*]] = arith.select %arg0, %arg1, %arg2 : i32
// AGGRESSIVE-NEXT:    return %[[S]]
func.func @blocks(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %a : i32
^bb2:
  return %b : i32
^bb3:
  return %a : i32
}

// BADLEVEL: for the --region-simplify option: Cannot find option named 'maybe'!
