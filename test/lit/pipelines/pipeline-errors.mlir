// A pipeline's option errors, as mlir-opt-19 prints them: the options parser's complaint, and for a pipeline
// written in --pass-pipeline, that it was not added.
// RUN: not gpuc opt %s --gpu-lower-to-nvvm-pipeline=no-such-option=1 2>&1 | FileCheck %s --check-prefix=FLAG
// RUN: not gpuc opt %s --pass-pipeline="builtin.module(gpu-lower-to-nvvm-pipeline{no-such-option=1})" 2>&1 | FileCheck %s --check-prefix=TEXT
// RUN: not gpuc opt %s --gpu-lower-to-nvvm-pipeline=opt-level=high 2>&1 | FileCheck %s --check-prefix=VALUE
// FLAG: <Pass-Options-Parser>: no such option no-such-option
// FLAG-NOT: error
// TEXT: <Pass-Options-Parser>: no such option no-such-option
// TEXT-NEXT: <unknown>:0: error: failed to add `gpu-lower-to-nvvm-pipeline` with options `no-such-option=1`
// VALUE: for the --opt-level option: 'high' value invalid for integer argument!
module {
}
