// RUN: gpuc opt %s --allow-unregistered-dialect --canonicalize | FileCheck %s
// gpu canonicalization: gpu.wait chains, redundant barriers, memcpy of casts, dim of gpu.alloc, launch ids of size-one dims, all_reduce made uniform.

// CHECK-LABEL: func.func @waits
// CHECK-NEXT: return
// CHECK-LABEL: func.func @barriers
// CHECK-NEXT: gpu.barrier
// CHECK-NEXT: return
// CHECK-LABEL: func.func @memcpy_of_cast
// CHECK-NEXT: gpu.memcpy  %arg0, %arg1 : memref<10xf32>, memref<10xf32>
// CHECK-NEXT: return
// CHECK-LABEL: func.func @dim_of_gpu_alloc
// CHECK-NEXT: return %arg0 : index
// CHECK-LABEL: func.func @launch
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c32 = arith.constant 32 : index
// CHECK-NEXT: gpu.launch blocks(%arg3, %arg4, %arg5) in (%arg9 = %c1, %arg10 = %c1, %arg11 = %c1) threads(%arg6, %arg7, %arg8) in (%arg12 = %c32, %arg13 = %c1, %arg14 = %c1) {
// CHECK-NEXT: %0 = gpu.all_reduce  add %arg1 uniform {
// CHECK-NEXT: } : (f32) -> f32
// CHECK-NEXT: memref.store %0, %arg2[] : memref<f32>
// CHECK-NEXT: memref.store %c0, %arg0[%c0] : memref<?xindex>
// CHECK-NEXT: memref.store %c0, %arg0[%arg6] : memref<?xindex>
// CHECK-NEXT: gpu.terminator
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }

func.func @waits() {
  %0 = gpu.wait async
  gpu.wait [%0]
  %1 = gpu.wait async [%0]
  gpu.wait [%1]
  return
}

func.func @barriers() {
  gpu.barrier
  gpu.barrier
  return
}

func.func @memcpy_of_cast(%a: memref<10xf32>, %b: memref<10xf32>) {
  %0 = memref.cast %a : memref<10xf32> to memref<?xf32>
  %1 = memref.cast %b : memref<10xf32> to memref<?xf32>
  gpu.memcpy %0, %1 : memref<?xf32>, memref<?xf32>
  return
}

func.func @dim_of_gpu_alloc(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %m = gpu.alloc (%n) : memref<?xf32>
  %d = memref.dim %m, %c0 : memref<?xf32>
  return %d : index
}

func.func @launch(%buf: memref<?xindex>, %f: f32, %out: memref<f32>) {
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c1, %sz = %c1) {
    %v = gpu.all_reduce add %f {} : (f32) -> f32
    memref.store %v, %out[] : memref<f32>
    memref.store %bx, %buf[%bx] : memref<?xindex>
    memref.store %ty, %buf[%tx] : memref<?xindex>
    gpu.terminator
  }
  return
}
