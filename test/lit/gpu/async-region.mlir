// gpu-async-region threads a !gpu.async.token through the GPU ops of a
// function and waits on the host before ops with side effects and
// terminators; waits at the end of async.execute bodies move to the users
// of the execute's token.
// RUN: gpuc opt %s --allow-unregistered-dialect --gpu-async-region | FileCheck %s
// RUN: gpuc opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(gpu-async-region))' | FileCheck %s

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @kernel() kernel { gpu.return }
  }

  // CHECK-LABEL: func.func @thread(
  func.func @thread(%sz : index, %m : memref<16xf32>) {
    // CHECK: %[[T0:.*]] = gpu.wait async
    // CHECK: %[[MEM:.*]], %[[T1:.*]] = gpu.alloc async [%[[T0]]] () : memref<16xf32>
    %d = gpu.alloc () : memref<16xf32>
    // CHECK: %[[T2:.*]] = gpu.memcpy async [%[[T1]]] %[[MEM]]
    gpu.memcpy %d, %m : memref<16xf32>, memref<16xf32>
    // An op without side effects does not synchronize.
    // CHECK: arith.addi
    %x = arith.addi %sz, %sz : index
    // CHECK: %[[T3:.*]] = gpu.launch_func async [%[[T2]]] @kernels::@kernel blocks in
    gpu.launch_func @kernels::@kernel blocks in (%x, %sz, %sz) threads in (%sz, %sz, %sz)
    // An unregistered op might have any effect.
    // CHECK: gpu.wait [%[[T3]]]
    // CHECK-NEXT: "my.op"()
    "my.op"() : () -> ()
    // CHECK: %[[T4:.*]] = gpu.wait async
    // CHECK: %[[T5:.*]] = gpu.dealloc async [%[[T4]]] %[[MEM]]
    gpu.dealloc %d : memref<16xf32>
    // CHECK: gpu.wait [%[[T5]]]
    // CHECK-NEXT: return
    return
  }

  // CHECK-LABEL: func.func @defer(
  func.func @defer(%sz : index) {
    // CHECK: %[[A:.*]], %[[F:.*]] = async.execute -> !async.value<!gpu.async.token> {
    // CHECK: %[[K:.*]] = gpu.launch_func async
    // CHECK-NOT: gpu.wait [
    // CHECK: async.yield %[[K]] : !gpu.async.token
    %a = async.execute {
      gpu.launch_func @kernels::@kernel blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
      async.yield
    }
    // CHECK: async.await %[[A]] : !async.token
    // CHECK-NEXT: %[[T:.*]] = async.await %[[F]] : !async.value<!gpu.async.token>
    // CHECK-NEXT: gpu.wait [%[[T]]]
    async.await %a : !async.token
    return
  }
}
