// gpu dialect custom forms survive a print/parse round trip, in custom and
// generic form.
// RUN: gpuc opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: gpuc opt %s --allow-unregistered-dialect | gpuc opt --allow-unregistered-dialect | FileCheck %s
// RUN: gpuc opt %s --allow-unregistered-dialect --mlir-print-op-generic | gpuc opt --allow-unregistered-dialect | FileCheck %s

module attributes {gpu.container_module} {
  // CHECK: gpu.module @kernels <#gpu.select_object<1 : i64>> [#nvvm.target, #nvvm.target<chip = "sm_90">]  attributes {my.flag} {
  gpu.module @kernels <#gpu.select_object<1>> [#nvvm.target, #nvvm.target<chip = "sm_90">] attributes {my.flag} {
    // CHECK: gpu.func @k(%[[A:.*]]: f32 {my.arg}) workgroup(%[[W:.*]] : memref<4xf32, 3> {my.w}) private(%[[P:.*]] : memref<1xf32, 5>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    gpu.func @k(%a : f32 {my.arg}) workgroup(%w : memref<4xf32, 3> {my.w}) private(%p : memref<1xf32, 5>)
        kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
      // CHECK: %thread_id_x = gpu.thread_id  x
      %t = gpu.thread_id x
      // CHECK: "my.use"(%[[A]], %[[W]], %[[P]], %thread_id_x)
      "my.use"(%a, %w, %p, %t) : (f32, memref<4xf32, 3>, memref<1xf32, 5>, index) -> ()
      // CHECK-NEXT: gpu.return
      gpu.return
    }
    // CHECK-NEXT: }
    // CHECK-NEXT: }
  }

  // CHECK: gpu.binary @bin  [#gpu.object<#nvvm.target, properties = {O = 3 : i32}, bin = "x">, #gpu.object<#nvvm.target, "">]
  gpu.binary @bin [#gpu.object<#nvvm.target, properties = {O = 3 : i32}, bin = "x">, #gpu.object<#nvvm.target, fatbin = "">]

  // CHECK-LABEL: func.func @host
  func.func @host(%sz : index, %f : f32, %shmem : i32) {
    // CHECK: %[[T:.*]] = gpu.launch async clusters(%{{.*}}, %{{.*}}, %{{.*}}) in (%{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}) blocks(%[[BX:.*]], %{{.*}}, %{{.*}}) in (%{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}) threads(%{{.*}}, %{{.*}}, %{{.*}}) in (%{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}) dynamic_shared_memory_size %{{.*}} workgroup(%{{.*}} : memref<8xf32, 3>) {
    %t = gpu.launch async clusters(%cx, %cy, %cz) in (%ncx = %sz, %ncy = %sz, %ncz = %sz)
        blocks(%bx, %by, %bz) in (%gx = %sz, %gy = %sz, %gz = %sz)
        threads(%tx, %ty, %tz) in (%lx = %sz, %ly = %sz, %lz = %sz)
        dynamic_shared_memory_size %shmem workgroup(%w : memref<8xf32, 3>) {
      // CHECK-NEXT: "my.use"(%[[BX]])
      "my.use"(%bx) : (index) -> ()
      gpu.terminator
    }
    // CHECK: gpu.launch_func async [%[[T]]] @kernels::@k blocks in (%{{.*}}, %{{.*}}, %{{.*}}) threads in (%{{.*}}, %{{.*}}, %{{.*}})  args(%{{.*}} : f32)
    %t2 = gpu.launch_func async [%t] @kernels::@k blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz) args(%f : f32)
    // CHECK: gpu.wait [%{{.*}}]
    gpu.wait [%t2]
    return
  }
}
