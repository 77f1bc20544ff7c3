// #gpu.select_object picks the object a gpu.binary embeds: the first when there is no handler, the one at an
// index, or the first of a target. An index past the end, or a target no object has, is a located error.
// RUN: split-file %s %t
// RUN: gpuc translate --mlir-to-llvmir %t/pick.mlir | FileCheck %s
// RUN: not gpuc translate --mlir-to-llvmir %t/bad-index.mlir 2>&1 | FileCheck %s --check-prefix=INDEX
// RUN: not gpuc translate --mlir-to-llvmir %t/bad-target.mlir 2>&1 | FileCheck %s --check-prefix=TARGET

// CHECK-DAG: @first_bin_cst = internal constant [3 x i8] c"AAA", align 8
// CHECK-DAG: @second_bin_cst = internal constant [3 x i8] c"BBB", align 8
// CHECK-DAG: @amd_bin_cst = internal constant [3 x i8] c"CCC", align 8

// INDEX: bad-index.mlir:2:3: error: the requested target object couldn't be found
// INDEX: error: LLVM Translation failed for operation: gpu.binary

// TARGET: bad-target.mlir:2:3: error: the requested target object couldn't be found

//--- pick.mlir
module attributes {gpu.container_module} {
  gpu.binary @first [#gpu.object<#nvvm.target, "AAA">, #gpu.object<#nvvm.target<chip = "sm_90">, "BBB">]
  gpu.binary @second <#gpu.select_object<1>> [#gpu.object<#nvvm.target, "AAA">, #gpu.object<#nvvm.target<chip = "sm_90">, "BBB">]
  gpu.binary @amd <#gpu.select_object<#rocdl.target>> [#gpu.object<#nvvm.target, "AAA">, #gpu.object<#rocdl.target, "CCC">]
}
//--- bad-index.mlir
module attributes {gpu.container_module} {
  gpu.binary @kernels <#gpu.select_object<3>> [#gpu.object<#nvvm.target, "AAA">]
}
//--- bad-target.mlir
module attributes {gpu.container_module} {
  gpu.binary @kernels <#gpu.select_object<#rocdl.target>> [#gpu.object<#nvvm.target, "AAA">]
}
