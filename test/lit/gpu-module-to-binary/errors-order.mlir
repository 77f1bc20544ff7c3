// The modules are serialized in order and the first failure ends the pass: @a's ptxas failure is reported, and
// nothing about @b (which has no targets) or @c. gpuc compiles the modules at once, and reports as mlir-opt-19 does.
// REQUIRES: ptxas
// RUN: not gpuc opt %s --gpu-module-to-binary="format=bin opts=--no-such-ptxas-flag" 2>&1 | FileCheck %s
// CHECK: errors-order.mlir:[[@LINE+5]]:3: error: `ptxas` invocation failed. Log:
// CHECK: errors-order.mlir:[[@LINE+4]]:3: error: An error happened while serializing the module.
// CHECK-NOT: error:
// CHECK-NOT: remark:
module attributes {gpu.container_module} {
  gpu.module @a [#nvvm.target<chip = "sm_80">] {
    llvm.func @k() attributes {gpu.kernel, nvvm.kernel} {
      llvm.return
    }
  }
  gpu.module @b {
  }
  gpu.module @c [#rocdl.target<chip = "gfx90a">] {
  }
}
