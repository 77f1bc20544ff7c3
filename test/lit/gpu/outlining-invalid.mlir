// Errors of gpu-kernel-outlining: its data-layout-str option is parsed as an
// attribute (errors located in the option's text; a space ends the value
// unless quoted), must be a
// #dlti.dl_spec (else the pass fails without a word), and the new kernel
// modules' spec is verified after the pass, at the launch.

// RUN: not gpuc opt %s --gpu-kernel-outlining='data-layout-str=#dlti.dl_spec<' 2>&1 | FileCheck %s --check-prefix=UNBALANCED
// UNBALANCED: #dlti.dl_spec<:1:14: error: unbalanced '<' character in pretty dialect name

// RUN: not gpuc opt %s --gpu-kernel-outlining='data-layout-str="#dlti.dl_spec<> extra"' 2>&1 | FileCheck %s --check-prefix=TRAILING
// TRAILING: #dlti.dl_spec<> extra:1:17: error: found trailing characters: 'extra'

// RUN: not gpuc opt %s --gpu-kernel-outlining='data-layout-str=#dlti.dl_spec<1>' 2>&1 | FileCheck %s --check-prefix=KIND
// KIND: #dlti.dl_spec<1>:1:15: error: invalid kind of attribute specified

// RUN: not gpuc opt %s --gpu-kernel-outlining='data-layout-str=#dlti.dl_spec<#dlti.dl_entry<"dlti.endianness","big">,#dlti.dl_entry<"dlti.endianness","little">>' 2>&1 | FileCheck %s --check-prefix=REPEATED
// REPEATED: error: repeated layout entry key: dlti.endianness

// RUN: not gpuc opt %s --gpu-kernel-outlining='data-layout-str=#foo.bar' 2>&1 | FileCheck %s --check-prefix=UNREGISTERED
// UNREGISTERED: #foo.bar:1:6: error: #"foo"<"bar"> : 'none' attribute created with unregistered dialect.

// RUN: not gpuc opt %s --gpu-kernel-outlining='data-layout-str="1 : i32"' 2>&1 | count 0

// RUN: not gpuc opt %s --gpu-kernel-outlining=data-layout-str 2>&1 | FileCheck %s --check-prefix=NOVALUE
// NOVALUE: for the --data-layout-str option: requires a value!

// RUN: not gpuc opt %s --gpu-kernel-outlining=layout=1 2>&1 | FileCheck %s --check-prefix=NOOPT
// NOOPT: <unknown>:0: error: <Pass-Options-Parser>: no such option layout

// RUN: not gpuc opt %s --pass-pipeline='builtin.module(func.func(gpu-kernel-outlining))' 2>&1 | FileCheck %s --check-prefix=NEST
// NEST: Can't add pass 'GpuKernelOutlining' restricted to 'builtin.module' on a PassManager intended to run on 'func.func', did you intend to nest?
// NEST-NEXT: failed to add `gpu-kernel-outlining` with options ``

// Without threads: mlir-opt-19, which verifies the kernel modules in parallel, reports one or both of them
// from run to run (gpuc reports the first one's failure either way).
// RUN: not gpuc opt %s --mlir-disable-threading --gpu-kernel-outlining='data-layout-str=#dlti.dl_spec<#dlti.dl_entry<index,"x">>' 2>&1 | FileCheck %s --check-prefix=VERIFY
// VERIFY: outlining-invalid.mlir:[[@LINE+5]]:3: error: expected integer attribute in the data layout entry for 'index'
// VERIFY-NOT: error
// RUN: not gpuc opt %s --gpu-kernel-outlining='data-layout-str=#dlti.dl_spec<#dlti.dl_entry<"dlti.endianness","middle">>' 2>&1 | FileCheck %s --check-prefix=ENDIAN
// ENDIAN: outlining-invalid.mlir:[[@LINE+2]]:3: error: 'dlti.endianness' data layout entry is expected to be either 'big' or 'little'
func.func @f(%a: index) {
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %a, %gy = %a, %gz = %a) threads(%tx, %ty, %tz) in (%sx = %a, %sy = %a, %sz = %a) {
    gpu.terminator
  }
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %a, %gy = %a, %gz = %a) threads(%tx, %ty, %tz) in (%sx = %a, %sy = %a, %sz = %a) {
    gpu.terminator
  }
  return
}
