// gpu.launch_func lowered to the seed's GPU runtime calls (mgpuModuleLoad, mgpuModuleGetFunction,
// mgpuStreamCreate, mgpuLaunchKernel, mgpuStreamSynchronize, mgpuStreamDestroy, mgpuModuleUnload).
// MLIR 19 keeps gpu.launch_func instead (for gpu-module-to-binary), so only gpuc runs this.
// UNSUPPORTED: mlir-oracle
// RUN: gpuc opt %s --split-input-file --gpu-to-llvm | FileCheck %s
// The output is a valid module.
// RUN: gpuc opt %s --split-input-file --gpu-to-llvm | gpuc opt --split-input-file > /dev/null

// A synchronous launch: the binary stub and the kernel name are internal constant globals at the start of
// the module (created in that order, each at the start), the runtime functions are declared at the end.
// CHECK-LABEL: module attributes {gpu.container_module}
// CHECK-NEXT: llvm.mlir.global internal constant @kernels_add_kernel_name("add\00") {addr_space = 0 : i32}
// CHECK-NEXT: llvm.mlir.global internal constant @kernels_gpubin_stub("") {addr_space = 0 : i32}
// CHECK-NEXT: gpu.module @kernels
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @add(%x: i32, %buf: memref<?xf32>) kernel {
      gpu.return
    }
  }
  // CHECK: llvm.func @sync(%[[N:[^:]*]]: i64, %[[X:[^:]*]]: i32, %{{[^:]*}}: !llvm.ptr, %{{[^:]*}}: !llvm.ptr, %{{[^:]*}}: i64, %{{[^:]*}}: i64, %{{[^:]*}}: i64)
  func.func @sync(%n: index, %x: i32, %buf: memref<?xf32>) {
    // CHECK: %[[DESC:.*]] = builtin.unrealized_conversion_cast %{{.*}} : memref<?xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    // CHECK-NEXT: %[[STUB:.*]] = llvm.mlir.addressof @kernels_gpubin_stub : !llvm.ptr
    // CHECK-NEXT: %[[BIN:.*]] = llvm.getelementptr %[[STUB]][0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<0 x i8>
    // CHECK-NEXT: %[[MOD:.*]] = llvm.call @mgpuModuleLoad(%[[BIN]]) : (!llvm.ptr) -> !llvm.ptr
    // CHECK-NEXT: %[[NAMEG:.*]] = llvm.mlir.addressof @kernels_add_kernel_name : !llvm.ptr
    // CHECK-NEXT: %[[NAME:.*]] = llvm.getelementptr %[[NAMEG]][0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    // CHECK-NEXT: %[[FN:.*]] = llvm.call @mgpuModuleGetFunction(%[[MOD]], %[[NAME]]) : (!llvm.ptr, !llvm.ptr) -> !llvm.ptr
    // CHECK-NEXT: %[[ZERO:.*]] = llvm.mlir.constant(0 : i32) : i32
    // CHECK-NEXT: %[[STREAM:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
    // The memref operand is passed field by field.
    // CHECK-NEXT: %[[F0:.*]] = llvm.extractvalue %[[DESC]][0]
    // CHECK-NEXT: %[[F1:.*]] = llvm.extractvalue %[[DESC]][1]
    // CHECK-NEXT: %[[F2:.*]] = llvm.extractvalue %[[DESC]][2]
    // CHECK-NEXT: %[[F3:.*]] = llvm.extractvalue %[[DESC]][3, 0]
    // CHECK-NEXT: %[[F4:.*]] = llvm.extractvalue %[[DESC]][4, 0]
    // CHECK-NEXT: %[[ONE:.*]] = llvm.mlir.constant(1 : i32) : i32
    // CHECK-NEXT: %[[STRUCT:.*]] = llvm.alloca %[[ONE]] x !llvm.struct<"", (i32, ptr, ptr, i64, i64, i64)> : (i32) -> !llvm.ptr
    // CHECK-NEXT: %[[SIX:.*]] = llvm.mlir.constant(6 : i32) : i32
    // CHECK-NEXT: %[[PARAMS:.*]] = llvm.alloca %[[SIX]] x !llvm.ptr : (i32) -> !llvm.ptr
    // CHECK-NEXT: %[[P0:.*]] = llvm.getelementptr %[[STRUCT]][0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"", (i32, ptr, ptr, i64, i64, i64)>
    // CHECK-NEXT: llvm.store %[[X]], %[[P0]] : i32, !llvm.ptr
    // CHECK-NEXT: %[[A0:.*]] = llvm.getelementptr %[[PARAMS]][0] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
    // CHECK-NEXT: llvm.store %[[P0]], %[[A0]] : !llvm.ptr, !llvm.ptr
    // CHECK-NEXT: %[[P1:.*]] = llvm.getelementptr %[[STRUCT]][0, 1]
    // CHECK-NEXT: llvm.store %[[F0]], %[[P1]] : !llvm.ptr, !llvm.ptr
    // CHECK-NEXT: %[[A1:.*]] = llvm.getelementptr %[[PARAMS]][1]
    // CHECK-NEXT: llvm.store %[[P1]], %[[A1]]
    // CHECK:      %[[P5:.*]] = llvm.getelementptr %[[STRUCT]][0, 5]
    // CHECK-NEXT: llvm.store %[[F4]], %[[P5]] : i64, !llvm.ptr
    // CHECK-NEXT: %[[A5:.*]] = llvm.getelementptr %[[PARAMS]][5]
    // CHECK-NEXT: llvm.store %[[P5]], %[[A5]]
    // CHECK-NEXT: %[[EXTRA:.*]] = llvm.mlir.zero : !llvm.ptr
    // CHECK-NEXT: llvm.call @mgpuLaunchKernel(%[[FN]], %[[N]], %[[N]], %[[N]], %[[N]], %[[N]], %[[N]], %[[ZERO]], %[[STREAM]], %[[PARAMS]], %[[EXTRA]]) : (!llvm.ptr, i64, i64, i64, i64, i64, i64, i32, !llvm.ptr, !llvm.ptr, !llvm.ptr) -> ()
    // CHECK-NEXT: llvm.call @mgpuStreamSynchronize(%[[STREAM]]) : (!llvm.ptr) -> ()
    // CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[STREAM]]) : (!llvm.ptr) -> ()
    // CHECK-NEXT: llvm.call @mgpuModuleUnload(%[[MOD]]) : (!llvm.ptr) -> ()
    // CHECK-NEXT: llvm.return
    gpu.launch_func @kernels::@add blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%x : i32, %buf : memref<?xf32>)
    return
  }
  // CHECK: llvm.func @mgpuModuleLoad(!llvm.ptr) -> !llvm.ptr
  // CHECK-NEXT: llvm.func @mgpuModuleGetFunction(!llvm.ptr, !llvm.ptr) -> !llvm.ptr
  // CHECK-NEXT: llvm.func @mgpuStreamCreate() -> !llvm.ptr
  // CHECK-NEXT: llvm.func @mgpuLaunchKernel(!llvm.ptr, i64, i64, i64, i64, i64, i64, i32, !llvm.ptr, !llvm.ptr, !llvm.ptr)
  // CHECK-NEXT: llvm.func @mgpuStreamSynchronize(!llvm.ptr)
  // CHECK-NEXT: llvm.func @mgpuStreamDestroy(!llvm.ptr)
  // CHECK-NEXT: llvm.func @mgpuModuleUnload(!llvm.ptr)
  // CHECK-NEXT: }
}

// -----

// Async launches: without a dependency the launch creates its stream, with one it runs on the dependency's
// stream; either way the stream replaces the token, and no stream is synchronized or destroyed at the launch.
// CHECK-LABEL: module attributes {gpu.container_module}
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @k() kernel {
      gpu.return
    }
  }
  // CHECK: llvm.func @async(%[[N:[^:]*]]: i64)
  func.func @async(%n: index) {
    // CHECK: %[[S0:.*]] = llvm.call @mgpuStreamCreate()
    // CHECK: llvm.call @mgpuLaunchKernel({{.*}}, %[[S0]], {{.*}})
    // CHECK-NOT: mgpuStream
    // CHECK: llvm.call @mgpuModuleUnload
    %t0 = gpu.launch_func async @m::@k blocks in (%n, %n, %n) threads in (%n, %n, %n)
    // CHECK-NOT: mgpuStreamCreate
    // CHECK: llvm.call @mgpuLaunchKernel({{.*}}, %[[S0]], {{.*}})
    // CHECK-NOT: mgpuStream
    // CHECK: llvm.call @mgpuModuleUnload
    %t1 = gpu.launch_func async [%t0] @m::@k blocks in (%n, %n, %n) threads in (%n, %n, %n)
    // A gpu.wait async on the launch's stream records an event right after the launch.
    // CHECK-NEXT: %[[E:.*]] = llvm.call @mgpuEventCreate()
    // CHECK-NEXT: llvm.call @mgpuEventRecord(%[[E]], %[[S0]])
    // CHECK-NEXT: %[[S1:.*]] = llvm.call @mgpuStreamCreate()
    // CHECK-NEXT: llvm.call @mgpuStreamWaitEvent(%[[S1]], %[[E]])
    // CHECK-NEXT: llvm.call @mgpuEventDestroy(%[[E]])
    %t2 = gpu.wait async [%t1]
    // CHECK-NEXT: llvm.call @mgpuStreamSynchronize(%[[S1]])
    // CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[S1]])
    gpu.wait [%t2]
    return
  }
}

// -----

// Dynamic shared memory; i32 launch dimensions (which the seed's launch_func did not have) are zero-extended to
// the runtime's intptr_t; a kernel without operands gets an empty parameter struct.
// CHECK-LABEL: module attributes {gpu.container_module}
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @k() kernel {
      gpu.return
    }
  }
  // CHECK: llvm.func @dims(%[[D:[^:]*]]: i32, %[[SMEM:[^:]*]]: i32)
  func.func @dims(%d: i32, %smem: i32) {
    // CHECK: %[[ZERO:.*]] = llvm.mlir.constant(0 : i32) : i32
    // CHECK: llvm.alloca %{{.*}} x !llvm.struct<"", ()> : (i32) -> !llvm.ptr
    // CHECK-NEXT: %[[NONE:.*]] = llvm.mlir.constant(0 : i32) : i32
    // CHECK-NEXT: %[[PARAMS:.*]] = llvm.alloca %[[NONE]] x !llvm.ptr
    // CHECK-NEXT: %[[EXTRA:.*]] = llvm.mlir.zero : !llvm.ptr
    // CHECK-NEXT: %[[GX:.*]] = llvm.zext %[[D]] : i32 to i64
    // CHECK-COUNT-5: llvm.zext %[[D]] : i32 to i64
    // CHECK-NEXT: llvm.call @mgpuLaunchKernel(%{{.*}}, %[[GX]], %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[SMEM]], %{{.*}}, %[[PARAMS]], %[[EXTRA]])
    gpu.launch_func @m::@k blocks in (%d, %d, %d) threads in (%d, %d, %d) : i32 dynamic_shared_memory_size %smem
    return
  }
}

// -----

// Several kernels and modules, each launched twice: one stub global per module and one name global per kernel,
// reused by the later launches (the seed's MLIR would define them twice, an invalid module). Each launch gets
// a new identified parameter struct ("", ".1", ...). Unranked memrefs are passed as rank and pointer.
// CHECK-LABEL: module attributes {gpu.container_module}
// CHECK-NEXT: llvm.mlir.global internal constant @b_k_kernel_name("k\00")
// CHECK-NEXT: llvm.mlir.global internal constant @b_gpubin_stub("")
// CHECK-NEXT: llvm.mlir.global internal constant @a_k2_kernel_name("k2\00")
// CHECK-NEXT: llvm.mlir.global internal constant @a_k1_kernel_name("k1\00")
// CHECK-NEXT: llvm.mlir.global internal constant @a_gpubin_stub("")
// CHECK-NEXT: gpu.module @a
// CHECK-NOT: llvm.mlir.global
module attributes {gpu.container_module} {
  gpu.module @a {
    gpu.func @k1(%x: f32) kernel {
      gpu.return
    }
    gpu.func @k2(%u: memref<*xi8>) kernel {
      gpu.return
    }
  }
  gpu.module @b {
    gpu.func @k() kernel {
      gpu.return
    }
  }
  // CHECK: llvm.func @several(%[[N:[^:]*]]: i64, %[[X:[^:]*]]: f32, %[[RANK:[^:]*]]: i64, %[[PTR:[^:]*]]: !llvm.ptr)
  func.func @several(%n: index, %x: f32, %u: memref<*xi8>) {
    // CHECK: %[[U:.*]] = builtin.unrealized_conversion_cast %{{.*}} : memref<*xi8> to !llvm.struct<(i64, ptr)>
    // CHECK: llvm.mlir.addressof @a_gpubin_stub
    // CHECK: llvm.mlir.addressof @a_k1_kernel_name
    // CHECK: llvm.alloca %{{.*}} x !llvm.struct<"", (f32)>
    gpu.launch_func @a::@k1 blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%x : f32)
    // CHECK: llvm.mlir.addressof @a_gpubin_stub
    // CHECK: llvm.mlir.addressof @a_k2_kernel_name
    // CHECK: llvm.extractvalue %[[U]][0] : !llvm.struct<(i64, ptr)>
    // CHECK-NEXT: llvm.extractvalue %[[U]][1] : !llvm.struct<(i64, ptr)>
    // CHECK: llvm.alloca %{{.*}} x !llvm.struct<".1", (i64, ptr)>
    gpu.launch_func @a::@k2 blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%u : memref<*xi8>)
    // CHECK: llvm.mlir.addressof @b_gpubin_stub
    // CHECK: llvm.mlir.addressof @b_k_kernel_name
    // CHECK: llvm.alloca %{{.*}} x !llvm.struct<".2", ()>
    gpu.launch_func @b::@k blocks in (%n, %n, %n) threads in (%n, %n, %n)
    // CHECK: llvm.mlir.addressof @a_gpubin_stub
    // CHECK: llvm.mlir.addressof @a_k1_kernel_name
    // CHECK: llvm.alloca %{{.*}} x !llvm.struct<".3", (f32)>
    gpu.launch_func @a::@k1 blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%x : f32)
    // CHECK: llvm.mlir.addressof @b_gpubin_stub
    // CHECK: llvm.mlir.addressof @b_k_kernel_name
    // CHECK: llvm.alloca %{{.*}} x !llvm.struct<".4", ()>
    gpu.launch_func @b::@k blocks in (%n, %n, %n) threads in (%n, %n, %n)
    return
  }
  // Each runtime function is declared once.
  // CHECK-COUNT-1: llvm.func @mgpuModuleLoad
  // CHECK-NOT: llvm.func @mgpuModuleLoad
}

// -----

// A stub global left by an earlier run of the pass is reused.
// CHECK-LABEL: module attributes {gpu.container_module}
// CHECK-NEXT: llvm.mlir.global internal constant @m_k_kernel_name("k\00")
// CHECK-NEXT: llvm.mlir.global internal constant @m_gpubin_stub("")
// CHECK-NOT: llvm.mlir.global
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @m_gpubin_stub("") {addr_space = 0 : i32}
  gpu.module @m {
    gpu.func @k() kernel {
      gpu.return
    }
  }
  func.func @again(%n: index) {
    gpu.launch_func @m::@k blocks in (%n, %n, %n) threads in (%n, %n, %n)
    return
  }
}
