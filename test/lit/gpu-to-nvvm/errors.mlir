// convert-gpu-to-nvvm's errors, as mlir-opt-19 reports them: a pass on gpu.module in a pipeline anchored on
// builtin.module, bad option values, an op no pattern lowers.
// RUN: not gpuc opt %s --pass-pipeline='builtin.module(convert-gpu-to-nvvm)' 2>&1 | FileCheck %s --check-prefix=NEST
// RUN: not gpuc opt %s --convert-gpu-to-nvvm='index-bitwidth=x' 2>&1 | FileCheck %s --check-prefix=UINT
// RUN: not gpuc opt %s --convert-gpu-to-nvvm='has-redux=maybe' 2>&1 | FileCheck %s --check-prefix=BOOL
// RUN: not gpuc opt %s --convert-gpu-to-nvvm='bogus=1' 2>&1 | FileCheck %s --check-prefix=NOOPT
// RUN: not gpuc opt %s --convert-gpu-to-nvvm 2>&1 | FileCheck %s --check-prefix=ILLEGAL

// NEST: <unknown>:0: error: Can't add pass 'ConvertGpuOpsToNVVMOps' restricted to 'gpu.module' on a PassManager intended to run on 'builtin.module', did you intend to nest?
// NEST: failed to add `convert-gpu-to-nvvm` with options ``
// UINT: for the --index-bitwidth option: 'x' value invalid for uint argument!
// BOOL: for the --has-redux option: 'maybe' is invalid value for boolean argument! Try 0 or 1
// NOOPT: <unknown>:0: error: <Pass-Options-Parser>: no such option bogus
// ILLEGAL: error: failed to legalize operation 'gpu.subgroup_reduce' that was explicitly marked illegal
gpu.module @kernels {
  gpu.func @k(%m: i32) kernel {
    %s = gpu.subgroup_reduce add %m : (i32) -> i32
    gpu.return
  }
}
