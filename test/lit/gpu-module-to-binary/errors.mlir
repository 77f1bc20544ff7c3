// A gpu.module without targets is an error, and so is an unknown format.
// RUN: not gpuc opt %s --gpu-module-to-binary=format=isa 2>&1 | FileCheck %s --check-prefix=NOTARGET
// RUN: not gpuc opt %s --gpu-module-to-binary=format=foo 2>&1 | FileCheck %s --check-prefix=FORMAT
// NOTARGET: error: the module has no target attributes
// FORMAT: error: Invalid format specified.
module attributes {gpu.container_module} {
  gpu.module @kernels {
  }
}
