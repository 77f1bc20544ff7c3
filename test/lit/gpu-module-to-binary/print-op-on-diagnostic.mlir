// --mlir-print-op-on-diagnostic=false leaves out the "see current operation" note, as in mlir-opt.
// RUN: not gpuc opt %s --gpu-module-to-binary=format=isa --mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s
// RUN: not gpuc opt %s --gpu-module-to-binary=format=isa 2>&1 | FileCheck %s --check-prefix=NOTE
// CHECK: error: the module has no target attributes
// CHECK-NOT: see current operation
// NOTE: error: the module has no target attributes
// NOTE: note: see current operation
module attributes {gpu.container_module} {
  gpu.module @kernels {
  }
}
