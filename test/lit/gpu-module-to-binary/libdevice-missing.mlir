// A kernel that calls a libdevice function, with a toolkit that has no libdevice: mlir-opt-19 reports the
// missing file, goes on, and embeds PTX that calls __nv_expf, which no driver can load. gpuc fails, located at
// the module, naming the function and the missing file.
// UNSUPPORTED: mlir-oracle
// RUN: rm -rf %t && mkdir -p %t/empty
// RUN: not gpuc opt %s --gpu-module-to-binary="format=isa toolkit=%t/empty" 2>&1 | FileCheck %s
// CHECK: libdevice-missing.mlir:[[@LINE+4]]:3: warning: LibDevice path: {{.*}}empty/nvvm/libdevice/libdevice.10.bc does not exist or is not a file.
// CHECK: libdevice-missing.mlir:[[@LINE+3]]:3: error: undefined device function '__nv_expf' after linking: libdevice was not linked (LibDevice path: {{.*}} does not exist or is not a file.); mlir-opt-19 would emit PTX that calls it and cannot load
// CHECK: error: An error happened while serializing the module.
module attributes {gpu.container_module} {
  gpu.module @kernels [#nvvm.target<chip = "sm_80">] {
    llvm.func @__nv_expf(f32) -> f32
    llvm.func @k(%x: f32) attributes {gpu.kernel, nvvm.kernel} {
      %y = llvm.call @__nv_expf(%x) : (f32) -> f32
      llvm.return
    }
  }
}
