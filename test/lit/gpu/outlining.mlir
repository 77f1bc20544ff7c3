// gpu-kernel-outlining: each gpu.launch becomes a gpu.func kernel in a new
// gpu.module and a gpu.launch_func of it.
// RUN: gpuc opt %s --allow-unregistered-dialect --split-input-file --gpu-kernel-outlining | FileCheck %s
// RUN: gpuc opt %s --allow-unregistered-dialect --split-input-file --gpu-kernel-outlining --mlir-print-debuginfo | FileCheck %s --check-prefix=LOC

// CHECK: module attributes {gpu.container_module}
// CHECK-LABEL: func.func @launch(
// CHECK-SAME: %[[M:.*]]: memref<?xf32>, %[[X:.*]]: f32, %[[N:.*]]: index)
// CHECK: %[[C4:.*]] = arith.constant 4 : index
// CHECK: gpu.launch_func  @launch_kernel::@launch_kernel blocks in (%[[N]], %[[C4]], %[[C4]]) threads in (%[[C4]], %[[C4]], %[[C4]])  args(%[[X]] : f32, %[[M]] : memref<?xf32>, %[[N]] : index)
// CHECK: %[[T:.*]] = gpu.wait async
// CHECK: %[[T2:.*]] = gpu.launch_func async [%[[T]]] @launch_kernel_0::@launch_kernel blocks in
// CHECK: gpu.wait [%[[T2]]]
// CHECK: gpu.module @launch_kernel {
// CHECK-NEXT: gpu.func @launch_kernel(%[[KX:.*]]: f32, %[[KM:.*]]: memref<?xf32>, %[[KN:.*]]: index) workgroup(%[[W:.*]] : memref<4xf32, 3>) private(%[[P:.*]] : memref<1xf32, 5>) kernel attributes {known_block_size = array<i32: 4, 4, 4>} {
// CHECK-NEXT: %[[BX:.*]] = gpu.block_id  x
// CHECK-NEXT: gpu.block_id  y
// CHECK-NEXT: gpu.block_id  z
// CHECK-NEXT: %[[TX:.*]] = gpu.thread_id  x
// CHECK-NEXT: gpu.thread_id  y
// CHECK-NEXT: gpu.thread_id  z
// CHECK-NEXT: gpu.grid_dim  x
// CHECK-NEXT: gpu.grid_dim  y
// CHECK-NEXT: gpu.grid_dim  z
// CHECK-NEXT: %[[BDX:.*]] = gpu.block_dim  x
// CHECK-NEXT: gpu.block_dim  y
// CHECK-NEXT: gpu.block_dim  z
// CHECK-NEXT: memref.store %[[KX]], %[[KM]][%[[KN]]] : memref<?xf32>
// CHECK-NEXT: memref.store %[[KX]], %[[W]][%[[TX]]] : memref<4xf32, 3>
// CHECK-NEXT: "use"(%[[BX]], %[[BDX]], %[[P]]) : (index, index, memref<1xf32, 5>) -> ()
// CHECK-NEXT: gpu.return
// CHECK: gpu.module @launch_kernel_0 {
// CHECK-NEXT: gpu.func @launch_kernel() kernel attributes {known_block_size = array<i32: 4, 4, 4>, known_grid_size = array<i32: 4, 4, 4>} {

// The kernel, its module and their block arguments and index ops take the
// launch's location; gpu.return the terminator's.
// LOC: #[[LAUNCH:loc[0-9]+]] = loc({{.*}}:[[LL:[0-9]+]]:3)
// LOC: gpu.launch_func {{.*}} loc(#[[LAUNCH]])
// LOC: gpu.module @launch_kernel {
// LOC-NEXT: gpu.func @launch_kernel(%{{.*}}: f32 loc({{.*}}:[[LL]]:3), %{{.*}}: memref<?xf32> loc({{.*}}:[[LL]]:3), %{{.*}}: index loc({{.*}}:[[LL]]:3))
// LOC-NEXT: gpu.block_id  x loc(#[[LAUNCH]])
// LOC: "use"
// LOC-NEXT: gpu.return loc(#[[TERM:loc[0-9]+]])
// LOC-NEXT: } loc(#[[LAUNCH]])
// LOC-NEXT: } loc(#[[LAUNCH]])
// LOC: #[[TERM]] = loc({{.*}}:[[@LINE+7]]:5)
func.func @launch(%m: memref<?xf32>, %x: f32, %n: index) {
  %c4 = arith.constant 4 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %c4, %gz = %c4) threads(%tx, %ty, %tz) in (%sx = %c4, %sy = %c4, %sz = %c4) workgroup(%w: memref<4xf32, 3>) private(%p: memref<1xf32, 5>) {
    memref.store %x, %m[%n] : memref<?xf32>
    memref.store %x, %w[%tx] : memref<4xf32, 3>
    "use"(%bx, %sx, %p) : (index, index, memref<1xf32, 5>) -> ()
    gpu.terminator
  }
  %t = gpu.wait async
  %t2 = gpu.launch async [%t] blocks(%bx, %by, %bz) in (%gx = %c4, %gy = %c4, %gz = %c4) threads(%tx, %ty, %tz) in (%sx = %c4, %sy = %c4, %sz = %c4) {
    gpu.terminator
  }
  gpu.wait [%t2]
  return
}

// -----

// A function already named like the kernel module: the module is renamed,
// the kernel keeps the name. The symbols the kernel uses are copied.

// CHECK-LABEL: func.func @f_kernel()
// CHECK-LABEL: func.func @f(
// CHECK: gpu.launch_func  @f_kernel_0::@f_kernel
// CHECK: gpu.module @f_kernel_0 {
// CHECK-NEXT: gpu.func @f_kernel()
// CHECK: func.call @helper() : () -> ()
// CHECK: func.func @helper() {
func.func @f_kernel() {
  return
}
func.func @helper() {
  return
}
func.func @f(%a: index) {
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %a, %gy = %a, %gz = %a) threads(%tx, %ty, %tz) in (%sx = %a, %sy = %a, %sz = %a) {
    func.call @helper() : () -> ()
    gpu.terminator
  }
  return
}

// -----

// Cluster launches compute the cluster ids and dimensions too.
// CHECK-LABEL: func.func @cluster(
// CHECK: gpu.launch_func  @cluster_kernel::@cluster_kernel clusters in (%{{.*}}, %{{.*}}, %{{.*}}) blocks in
// CHECK: gpu.func @cluster_kernel() kernel
// CHECK: %[[CID:.*]] = gpu.cluster_id  x
// CHECK: gpu.cluster_dim  z
// CHECK-NEXT: "use"(%[[CID]]) : (index) -> ()
func.func @cluster(%a: index) {
  gpu.launch clusters(%cx, %cy, %cz) in (%csx = %a, %csy = %a, %csz = %a) blocks(%bx, %by, %bz) in (%gx = %a, %gy = %a, %gz = %a) threads(%tx, %ty, %tz) in (%sx = %a, %sy = %a, %sz = %a) {
    "use"(%cx) : (index) -> ()
    gpu.terminator
  }
  return
}
