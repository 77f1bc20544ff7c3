// Option errors of nvvm-attach-target and rocdl-attach-target are llvm::cl's (or the pass option parser's).
// RUN: not gpuc opt %s --nvvm-attach-target='O=x' 2>&1 | FileCheck %s --check-prefix=UINT
// RUN: not gpuc opt %s --rocdl-attach-target='O=-1' 2>&1 | FileCheck %s --check-prefix=NEG
// RUN: not gpuc opt %s --nvvm-attach-target='fast=maybe' 2>&1 | FileCheck %s --check-prefix=BOOL
// RUN: not gpuc opt %s --rocdl-attach-target='chip' 2>&1 | FileCheck %s --check-prefix=VALUE
// RUN: not gpuc opt %s --nvvm-attach-target='l' 2>&1 | FileCheck %s --check-prefix=LIST
// RUN: not gpuc opt %s --rocdl-attach-target='ftz=1' 2>&1 | FileCheck %s --check-prefix=NOOPT
// RUN: not gpuc opt %s --pass-pipeline='builtin.module(nvvm-attach-target{wave64=0})' 2>&1 | FileCheck %s --check-prefix=PIPE

// UINT: for the -O option: 'x' value invalid for uint argument!
// NEG: for the -O option: '-1' value invalid for uint argument!
// BOOL: for the --fast option: 'maybe' is invalid value for boolean argument! Try 0 or 1
// VALUE: for the --chip option: requires a value!
// LIST: for the -l option: requires a value!
// NOOPT: <unknown>:0: error: <Pass-Options-Parser>: no such option ftz
// PIPE: <unknown>:0: error: <Pass-Options-Parser>: no such option wave64
// PIPE: failed to add `nvvm-attach-target` with options `wave64=0`

gpu.module @m {
}
