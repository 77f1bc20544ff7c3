// rocdl.workgroup.dim and rocdl.grid.dim become calls of ROCm's __ockl_get_local_size and __ockl_get_num_groups,
// which return i64. With a 32-bit index (convert-gpu-to-rocdl{index-bitwidth=32}) the ops return i32:
// mlir-translate-19 then uses the i64 call as the i32 value, which LLVM's verifier rejects ("Both operands to a
// binary operator are not of the same type!"). gpuc truncates the call's result to the op's width.
// UNSUPPORTED: mlir-oracle
// RUN: gpuc translate --mlir-to-llvmir %s | FileCheck %s
// CHECK-LABEL: define amdgpu_kernel void @k(ptr %0)
// CHECK: %[[D:.*]] = call i64 @__ockl_get_local_size(i32 0)
// CHECK: %[[T:.*]] = trunc i64 %[[D]] to i32
// CHECK: %[[G:.*]] = call i64 @__ockl_get_num_groups(i32 1)
// CHECK: %[[U:.*]] = trunc i64 %[[G]] to i32
// CHECK: mul i32 %[[T]], %[[U]]
// CHECK: %[[W:.*]] = call i64 @__ockl_get_local_size(i32 2)
// CHECK-NOT: trunc
// CHECK: store i64 %[[W]]
module {
  llvm.func @k(%p: !llvm.ptr) attributes {rocdl.kernel} {
    %0 = rocdl.workgroup.dim.x : i32
    %1 = rocdl.grid.dim.y : i32
    %2 = llvm.mul %0, %1 : i32
    llvm.store %2, %p : i32, !llvm.ptr
    %3 = rocdl.workgroup.dim.z : i64
    llvm.store %3, %p : i64, !llvm.ptr
    llvm.return
  }
}
