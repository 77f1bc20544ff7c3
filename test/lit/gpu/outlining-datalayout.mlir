// The data-layout-str option attaches its spec to every new kernel module,
// printed as MLIR prints it.
// RUN: gpuc opt %s --gpu-kernel-outlining='data-layout-str=#dlti.dl_spec<#dlti.dl_entry<index,32:i32>>' | FileCheck %s
// RUN: gpuc opt %s --pass-pipeline='builtin.module(gpu-kernel-outlining{data-layout-str="#dlti.dl_spec<#dlti.dl_entry<index, 32 : i32>>"})' | FileCheck %s

// CHECK: gpu.module @f_kernel attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<index, 32 : i32>>} {
// CHECK: gpu.module @f_kernel_0 attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<index, 32 : i32>>} {
func.func @f(%a: index) {
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %a, %gy = %a, %gz = %a) threads(%tx, %ty, %tz) in (%sx = %a, %sy = %a, %sz = %a) {
    gpu.terminator
  }
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %a, %gy = %a, %gz = %a) threads(%tx, %ty, %tz) in (%sx = %a, %sy = %a, %sz = %a) {
    gpu.terminator
  }
  return
}
