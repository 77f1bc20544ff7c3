// gpu.subgroup_reduce becomes nvvm.redux.sync only with has-redux, for uniform 32-bit reductions.
// RUN: not gpuc opt %s --convert-gpu-to-nvvm 2>&1 | FileCheck %s --check-prefix=NOREDUX
// RUN: gpuc opt %s --convert-gpu-to-nvvm='has-redux=1' | FileCheck %s --check-prefix=REDUX

// NOREDUX: error: failed to legalize operation 'gpu.subgroup_reduce' that was explicitly marked illegal
// REDUX: %[[M:.*]] = llvm.mlir.constant(-1 : i32) : i32
// REDUX: nvvm.redux.sync add %{{.*}}, %[[M]] : i32 -> i32
gpu.module @redux {
  gpu.func @r(%a: memref<?xi32>, %m: i32) kernel {
    %c0 = arith.constant 0 : index
    %s = gpu.subgroup_reduce add %m uniform : (i32) -> i32
    memref.store %s, %a[%c0] : memref<?xi32>
    gpu.return
  }
}
