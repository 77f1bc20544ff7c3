// convert-gpu-to-nvvm as mlir-opt-19 runs it: nested implicitly under each gpu.module from the command
// line, explicitly in a pipeline; kernels become llvm.func with nvvm.kernel, ids NVVM special registers,
// workgroup memory an addr_space 3 global, math calls to libdevice, all-reduce and 64-bit shuffles expanded.
// RUN: gpuc opt %s --split-input-file --convert-gpu-to-nvvm | FileCheck %s
// RUN: gpuc opt %s --split-input-file --pass-pipeline='builtin.module(gpu.module(convert-gpu-to-nvvm))' | FileCheck %s
// RUN: gpuc opt %s --split-input-file --convert-gpu-to-nvvm='index-bitwidth=32' | FileCheck %s --check-prefix=I32
// RUN: gpuc opt %s --split-input-file --convert-gpu-to-nvvm | FileCheck %s --check-prefix=PRINTF

// CHECK-LABEL: gpu.module @kernels
// CHECK: llvm.mlir.global internal @__wg_k_0() {addr_space = 3 : i32} : !llvm.array<32 x f32>
// CHECK: llvm.func @__nv_expf(f32) -> f32
// CHECK: llvm.func @k(%{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: i32) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 1, 1>}
// CHECK: nvvm.read.ptx.sreg.tid.x : i32
// CHECK: llvm.sext %{{.*}} : i32 to i64
// CHECK: llvm.call @__nv_expf(%{{.*}}) : (f32) -> f32
// CHECK: nvvm.shfl.sync bfly
// CHECK: nvvm.barrier0
// CHECK: llvm.return
// I32: nvvm.read.ptx.sreg.tid.x : i32
// I32-NOT: llvm.sext
// PRINTF: llvm.mlir.global internal constant @printfFormat_0("x=%f\0A\00") {addr_space = 0 : i32}
// PRINTF: llvm.func @vprintf(!llvm.ptr, !llvm.ptr) -> i32
// PRINTF: llvm.fpext %{{.*}} : f32 to f64
// PRINTF: llvm.alloca %{{.*}} x !llvm.struct<(f64)>
// PRINTF: llvm.call @vprintf
gpu.module @kernels {
  gpu.func @k(%a: memref<?xf32>, %m: i32) workgroup(%sh: memref<32xf32, #gpu.address_space<workgroup>>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %t = gpu.thread_id x
    %v = memref.load %a[%t] : memref<?xf32>
    %e = math.exp %v : f32
    memref.store %e, %sh[%t] : memref<32xf32, #gpu.address_space<workgroup>>
    %r = gpu.all_reduce add %e uniform {} : (f32) -> (f32)
    memref.store %r, %a[%t] : memref<?xf32>
    gpu.return
  }
}

// -----

gpu.module @printf {
  gpu.func @p(%x: f32) kernel {
    gpu.printf "x=%f\n" %x : f32
    gpu.return
  }
}
