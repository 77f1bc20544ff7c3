// The pass manager: pass flags, --pass-pipeline with nested op anchors, and MLIR's pipeline and option
// errors (also run against mlir-opt-19 by `make lit-oracle`).
// RUN: gpuc opt %s --strip-debuginfo --mlir-print-debuginfo | FileCheck %s --check-prefix=ALL
// RUN: gpuc opt %s --pass-pipeline='builtin.module(strip-debuginfo)' --mlir-print-debuginfo | FileCheck %s --check-prefix=ALL
// RUN: gpuc opt %s --pass-pipeline='builtin.module(func.func(strip-debuginfo))' --mlir-print-debuginfo | FileCheck %s --check-prefix=FUNC
// RUN: not gpuc opt %s --pass-pipeline='builtin.module(nosuchpass)' 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not gpuc opt %s --pass-pipeline='builtin.module(strip-debuginfo, nosuchpass)' 2>&1 | FileCheck %s --check-prefix=UNKNOWN2
// RUN: not gpuc opt %s --pass-pipeline='strip-debuginfo' 2>&1 | FileCheck %s --check-prefix=ANCHOR
// RUN: not gpuc opt %s --pass-pipeline='builtin.module(strip-debuginfo{bogus=1})' 2>&1 | FileCheck %s --check-prefix=OPTION
// RUN: not gpuc opt %s --strip-debuginfo=bogus=1 2>&1 | FileCheck %s --check-prefix=FLAGOPTION
// RUN: not gpuc opt %s --pass-pipeline='func.func(strip-debuginfo)' 2>&1 | FileCheck %s --check-prefix=NESTED
// RUN: not gpuc opt %s --pass-pipeline='builtin.module(strip-debuginfo)' --strip-debuginfo 2>&1 | FileCheck %s --check-prefix=BOTH

// ALL: #[[UNK:.*]] = loc(unknown)
// ALL: func.func @f(%arg0: i32 loc(unknown)) -> i32 {
// ALL:   arith.addi {{.*}} loc(#[[UNK]])
// ALL: } loc(#[[UNK]])

// FUNC: #[[UNK:.*]] = loc(unknown)
// FUNC: func.func @f(%arg0: i32 loc(unknown)) -> i32 {
// FUNC:   arith.addi {{.*}} loc(#[[UNK]])
// FUNC: } loc(#[[UNK]])
// FUNC: } loc(#{{.*}})
// FUNC-NOT: #{{.*}} = loc(unknown)

// UNKNOWN: <unknown>:0: error: MLIR Textual PassPipeline Parser:1:1: error: 'nosuchpass' does not refer to a registered pass or pass pipeline
// UNKNOWN-NEXT: nosuchpass
// UNKNOWN-NEXT: ^
// UNKNOWN2: MLIR Textual PassPipeline Parser:1:18: error: 'nosuchpass' does not refer to a registered pass or pass pipeline
// ANCHOR: <unknown>:0: error: expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'
// OPTION: <unknown>:0: error: <Pass-Options-Parser>: no such option bogus
// OPTION: failed to add `strip-debuginfo` with options `bogus=1`
// FLAGOPTION: <unknown>:0: error: <Pass-Options-Parser>: no such option bogus
// NESTED: error: can't run 'func.func' pass manager on 'builtin.module' op
// BOTH: <unknown>:0: error: '-pass-pipeline' option can't be used with individual pass options

func.func @f(%a: i32 loc("arg")) -> i32 {
  %0 = arith.addi %a, %a : i32 loc("add")
  return %0 : i32 loc("ret")
} loc("fn")
