// format=isa for #rocdl.target: GCN assembly (no NUL, no properties); a module that declares no ocml/ockl
// function links no device library.
// RUN: gpuc opt %s --gpu-module-to-binary=format=isa | FileCheck %s
// CHECK: gpu.binary @kernels  [#gpu.object<#rocdl.target<chip = "gfx90a">, assembly = "\09.text\0A\09.amdgcn_target \22amdgcn-amd-amdhsa--gfx90a\22
// CHECK-SAME: s_endpgm
// CHECK-NOT: gpu.module
module attributes {gpu.container_module} {
  gpu.module @kernels [#rocdl.target<chip = "gfx90a">] {
    llvm.func @k() attributes {gpu.kernel, rocdl.kernel} {
      llvm.return
    }
  }
}
