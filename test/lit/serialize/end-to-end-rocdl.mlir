// End to end on the seed's test input (a host function launching a kernel of a gpu.module that carries
// rocdl.hsaco = #gpu.target<AMDGPU: ...>; the memref argument crosses the launch): gpu-to-llvm moves the
// target to `target` and makes the runtime calls and the <module>_gpubin_stub, translation compiles the
// module and embeds an HSACO in @kernel_module_gpubin_cst. `gpuc inspect` reads it back, and so does LLVM's
// own llvm-readelf once llc and llvm-objcopy have taken the constant out of the host object.
// UNSUPPORTED: mlir-oracle
// RUN: rm -rf %t && mkdir -p %t
// RUN: gpuc opt --gpu-to-llvm='target=rocdl.hsaco' --reconcile-unrealized-casts %s | gpuc translate --mlir-to-llvmir -o %t/host.ll
// RUN: FileCheck %s --check-prefix=HOST --input-file=%t/host.ll
// RUN: gpuc inspect %t/host.ll | FileCheck %s --check-prefix=INSPECT
// RUN: llc -filetype=obj -data-sections %t/host.ll -o %t/host.o
// RUN: llvm-objcopy --dump-section .rodata.kernel_module_gpubin_cst=%t/kernel.hsaco %t/host.o %t/host-copy.o
// RUN: llvm-readelf --notes %t/kernel.hsaco | FileCheck %s --check-prefix=NOTES

// HOST-NOT: gpubin_stub
// HOST: @kernel_module_gpubin_cst = internal constant [{{[0-9]+}} x i8] c"\7FELF{{.*}}\00", align 8
// HOST: define void @foo(
// HOST: call ptr @mgpuModuleLoad(ptr @kernel_module_gpubin_cst
// HOST: call void @mgpuLaunchKernel(
// HOST-NOT: gpubin_stub
// INSPECT: kernel_module  HSACO  gfx90a  kernel
// NOTES: NT_AMDGPU_METADATA
// NOTES: .name: kernel
// NOTES: .symbol: kernel.kd
// NOTES: amdhsa.target: amdgcn-amd-amdhsa--gfx90a
module attributes {gpu.container_module} {
  gpu.module @kernel_module attributes {rocdl.hsaco = #gpu.target<AMDGPU: chip = "gfx90a">} {
    llvm.func @kernel(%arg0: i32, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: i64, %arg4: i64, %arg5: i64) attributes {gpu.kernel} {
      llvm.return
    }
  }

  func.func @foo(%buffer: memref<?xf32>) {
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : i32
    %c256 = arith.constant 256 : i32
    gpu.launch_func @kernel_module::@kernel
        blocks in (%c8, %c8, %c8)
        threads in (%c8, %c8, %c8)
        dynamic_shared_memory_size %c256
        args(%c32 : i32, %buffer : memref<?xf32>)
    return
  }
}
