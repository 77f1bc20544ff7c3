// gpu-async-region needs gpu.launch outlined into gpu.launch_func first.
// RUN: gpuc opt %s --split-input-file --verify-diagnostics --gpu-async-region

func.func @launch(%sz : index) {
  // expected-error@+1 {{'gpu.launch' op replace with gpu.launch_func first}}
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %sz, %gy = %sz, %gz = %sz) threads(%tx, %ty, %tz) in (%sx = %sz, %sy = %sz, %sz2 = %sz) {
    gpu.terminator
  }
  return
}

// -----

// The pass runs on func.func: a textual pipeline must nest it.
// RUN: not gpuc opt %s --pass-pipeline='builtin.module(gpu-async-region)' 2>&1 | FileCheck %s --check-prefix=NEST
// NEST: Can't add pass 'GpuAsyncRegionPass' restricted to 'func.func' on a PassManager intended to run on 'builtin.module', did you intend to nest?
// NEST-NEXT: failed to add `gpu-async-region` with options ``
// RUN: not gpuc opt %s --gpu-async-region=foo 2>&1 | FileCheck %s --check-prefix=OPTION
// OPTION: <unknown>:0: error: <Pass-Options-Parser>: no such option foo
func.func @fine() {
  return
}
