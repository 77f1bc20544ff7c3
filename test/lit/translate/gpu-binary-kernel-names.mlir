// Each translated gpu.launch_func of a gpu.binary makes its own private kernel-name string, as
// mlir-translate-19 does (LLVM's Module::getGlobalVariable does not see private globals); clashing names get the
// module symbol table's suffixes, one counter for all names (.1, .2, ...).
// RUN: gpuc opt %s --gpu-to-llvm --reconcile-unrealized-casts | gpuc translate --mlir-to-llvmir | FileCheck %s

// CHECK-DAG: @kernels_k_kernel_name = private unnamed_addr constant [2 x i8] c"k\00", align 1
// CHECK-DAG: @kernels_k_kernel_name.1 = private unnamed_addr constant [2 x i8] c"k\00", align 1
// CHECK-DAG: @kernels_j_kernel_name = private unnamed_addr constant [2 x i8] c"j\00", align 1
// CHECK-DAG: @kernels_j_kernel_name.2 = private unnamed_addr constant [2 x i8] c"j\00", align 1
// CHECK-LABEL: define void @host
// CHECK: call ptr @mgpuModuleGetFunction(ptr %{{.*}}, ptr @kernels_k_kernel_name)
// CHECK: call ptr @mgpuModuleGetFunction(ptr %{{.*}}, ptr @kernels_k_kernel_name.1)
// CHECK: call ptr @mgpuModuleGetFunction(ptr %{{.*}}, ptr @kernels_j_kernel_name)
// CHECK: call ptr @mgpuModuleGetFunction(ptr %{{.*}}, ptr @kernels_j_kernel_name.2)
module attributes {gpu.container_module} {
  gpu.binary @kernels [#gpu.object<#nvvm.target<chip = "sm_90">, "BLOB">]
  func.func @host(%n: index) {
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%n, %c1, %c1)
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%n, %c1, %c1)
    gpu.launch_func @kernels::@j blocks in (%c1, %c1, %c1) threads in (%n, %c1, %c1)
    gpu.launch_func @kernels::@j blocks in (%c1, %c1, %c1) threads in (%n, %c1, %c1)
    return
  }
}
