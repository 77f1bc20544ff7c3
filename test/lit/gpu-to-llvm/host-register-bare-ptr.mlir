// gpu.host_register of an unranked memref with use-bare-pointers-for-host: mlir-opt-19 passes the descriptor
// struct as one operand and fails verification ("'llvm.call' op incorrect number of operands (2) for callee
// (expecting: 3)"); gpuc calls mgpuMemHostRegisterMemRef with the rank, the descriptor pointer and the element
// size, as without bare pointers.
// UNSUPPORTED: mlir-oracle
// RUN: gpuc opt %s --gpu-to-llvm=use-bare-pointers-for-host=1 | FileCheck %s
// CHECK: %[[D:.*]] = builtin.unrealized_conversion_cast %arg0 : memref<*xf32> to !llvm.struct<(i64, ptr)>
// CHECK: %[[R:.*]] = llvm.extractvalue %[[D]][0] : !llvm.struct<(i64, ptr)>
// CHECK: %[[P:.*]] = llvm.extractvalue %[[D]][1] : !llvm.struct<(i64, ptr)>
// CHECK: llvm.call @mgpuMemHostRegisterMemRef(%[[R]], %[[P]], %{{.*}}) : (i64, !llvm.ptr, i64) -> ()
func.func @f(%m: memref<*xf32>) {
  gpu.host_register %m : memref<*xf32>
  return
}
