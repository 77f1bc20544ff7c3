// convert-gpu-to-rocdl as mlir-opt-19 runs it: the AMDGPU data layout, work-item ids with ranges from the
// known block size, rocdl.reqd_work_group_size and flat_work_group_size, __ocml_* calls, printf for HIP.
// RUN: gpuc opt %s --split-input-file --convert-gpu-to-rocdl='runtime=HIP' | FileCheck %s
// RUN: gpuc opt %s --split-input-file --convert-gpu-to-rocdl='runtime=HIP chipset=gfx90a' | FileCheck %s --check-prefix=HIP
// RUN: gpuc opt %s --split-input-file --convert-gpu-to-rocdl='runtime=OpenCL' | FileCheck %s --check-prefix=OCL

// CHECK: gpu.module @kernels attributes {llvm.data_layout = "e-p:64:64-p1:64:64
// CHECK: llvm.func @__ocml_sqrt_f32(f32) -> f32
// CHECK: llvm.func @k({{.*}}) attributes {gpu.kernel, gpu.known_block_size = array<i32: 64, 1, 1>, rocdl.flat_work_group_size = "64,64", rocdl.kernel, rocdl.reqd_work_group_size = array<i32: 64, 1, 1>}
// CHECK: rocdl.workitem.id.x {range = array<i32: 0, 64>} : i32
// CHECK: rocdl.workgroup.dim.x {range = array<i32: 1, 63>} : i32
// CHECK: llvm.call @__ocml_sqrt_f32
// CHECK: rocdl.barrier
// HIP: llvm.call @__ockl_printf_begin
// HIP: llvm.call @__ockl_printf_append_string_n
// HIP: llvm.call @__ockl_printf_append_args
// OCL: llvm.mlir.global internal constant @printfFormat_0("t=%d\0A\00") {addr_space = 4 : i32}
// OCL: llvm.call @printf(%{{.*}}, %{{.*}}) vararg(!llvm.func<i32 (ptr<4>, ...)>)
gpu.module @kernels {
  gpu.func @k(%a: memref<?xf32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %t = gpu.thread_id x
    %d = gpu.block_dim x
    %v = memref.load %a[%t] : memref<?xf32>
    %s = math.sqrt %v : f32
    memref.store %s, %a[%d] : memref<?xf32>
    gpu.barrier
    gpu.return
  }
}

// -----

gpu.module @printf {
  gpu.func @p() kernel {
    %t = gpu.thread_id x
    %ti = arith.index_cast %t : index to i32
    gpu.printf "t=%d\n" %ti : i32
    gpu.return
  }
}
