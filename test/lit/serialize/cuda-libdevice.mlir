// Where a CUDA toolkit is found without being named (/usr/local/cuda, Debian's nvidia-cuda-toolkit in
// /usr/lib/cuda, $CUDA_PATH...), libdevice is linked: only the functions the kernel calls, internalized,
// and its __nvvm_reflect calls are folded away by the NVPTX back end's NVVMReflect pass, so the PTX has no
// external function left. Runs only where a toolkit exists.
// REQUIRES: cuda-toolkit
// UNSUPPORTED: mlir-oracle
// RUN: rm -rf %t && gpuc translate --mlir-to-llvmir --gpu-object-format=isa --gpu-dump-intermediates=%t %s -o %t.ll
// RUN: FileCheck %s --check-prefix=LINKED --input-file=%t/math.sm_80.linked.ll
// RUN: FileCheck %s --check-prefix=OPT --input-file=%t/math.sm_80.opt.ll
// RUN: FileCheck %s --check-prefix=PTX --input-file=%t/math.sm_80.ptx
// RUN: gpuc inspect %t.ll | FileCheck %s --check-prefix=INSPECT

// LINKED-DAG: define ptx_kernel void @k(
// LINKED-DAG: define internal float @__nv_expf(
// LINKED-DAG: define internal float @__nv_powf(
// LINKED-DAG: declare i32 @__nvvm_reflect(
// LINKED-NOT: define {{.*}}@__nv_sinf(

// OPT-NOT: __nvvm_reflect
// OPT-NOT: declare {{.*}}@__nv_

// PTX: .target sm_80
// PTX-NOT: .extern
// PTX: .visible .entry k(
// PTX-NOT: .extern

// INSPECT: math  PTX   sm_80   k
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @math_gpubin_stub("") {addr_space = 0 : i32}
  gpu.module @math attributes {target = #gpu.target<NVPTX: chip = "sm_80", O = 2>} {
    llvm.func @__nv_expf(f32) -> f32
    llvm.func @__nv_powf(f32, f32) -> f32
    llvm.func @k(%p: !llvm.ptr<1>) attributes {gpu.kernel} {
      %v = llvm.load %p : !llvm.ptr<1> -> f32
      %e = llvm.call @__nv_expf(%v) : (f32) -> f32
      %q = llvm.call @__nv_powf(%e, %v) : (f32, f32) -> f32
      llvm.store %q, %p : f32, !llvm.ptr<1>
      llvm.return
    }
  }
  llvm.func @host() -> !llvm.ptr {
    %0 = llvm.mlir.addressof @math_gpubin_stub : !llvm.ptr
    llvm.return %0 : !llvm.ptr
  }
}
