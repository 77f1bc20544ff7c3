// memref.atomic_rmw of every kind and memref.generic_atomic_rmw (on i32: MLIR 19 lowers it to
// llvm.cmpxchg, which rejects f32).
module attributes {gpu.container_module} {
  gpu.module @atomics {
    gpu.func @atomic_float(%x: memref<?xf32>, %acc: memref<4xf32>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %tid = gpu.thread_id x
      %base = arith.muli %bid, %bdim : index
      %i = arith.addi %base, %tid : index
      %v = memref.load %x[%i] : memref<?xf32>
      %a = memref.atomic_rmw addf %v, %acc[%c0] : (f32, memref<4xf32>) -> f32
      %b = memref.atomic_rmw maximumf %v, %acc[%c1] : (f32, memref<4xf32>) -> f32
      %c = memref.atomic_rmw minimumf %v, %acc[%c2] : (f32, memref<4xf32>) -> f32
      %d = memref.atomic_rmw assign %v, %acc[%c3] : (f32, memref<4xf32>) -> f32
      %s0 = arith.addf %a, %b : f32
      %s1 = arith.addf %s0, %c : f32
      %s2 = arith.addf %s1, %d : f32
      memref.store %s2, %x[%i] : memref<?xf32>
      gpu.return
    }
    gpu.func @atomic_int(%x: memref<?xi32>, %acc: memref<8xi32>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      %c5 = arith.constant 5 : index
      %c6 = arith.constant 6 : index
      %c7 = arith.constant 7 : index
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %tid = gpu.thread_id x
      %base = arith.muli %bid, %bdim : index
      %i = arith.addi %base, %tid : index
      %v = memref.load %x[%i] : memref<?xi32>
      %a = memref.atomic_rmw addi %v, %acc[%c0] : (i32, memref<8xi32>) -> i32
      %b = memref.atomic_rmw maxs %v, %acc[%c1] : (i32, memref<8xi32>) -> i32
      %c = memref.atomic_rmw mins %v, %acc[%c2] : (i32, memref<8xi32>) -> i32
      %d = memref.atomic_rmw maxu %v, %acc[%c3] : (i32, memref<8xi32>) -> i32
      %e = memref.atomic_rmw minu %v, %acc[%c4] : (i32, memref<8xi32>) -> i32
      %f = memref.atomic_rmw ori %v, %acc[%c5] : (i32, memref<8xi32>) -> i32
      %g = memref.atomic_rmw andi %v, %acc[%c6] : (i32, memref<8xi32>) -> i32
      %h = memref.atomic_rmw assign %v, %acc[%c7] : (i32, memref<8xi32>) -> i32
      %s0 = arith.addi %a, %b : i32
      %s1 = arith.addi %s0, %c : i32
      %s2 = arith.addi %s1, %d : i32
      %s3 = arith.addi %s2, %e : i32
      %s4 = arith.addi %s3, %f : i32
      %s5 = arith.addi %s4, %g : i32
      %s6 = arith.addi %s5, %h : i32
      memref.store %s6, %x[%i] : memref<?xi32>
      gpu.return
    }
    gpu.func @generic_atomic(%x: memref<?xi32>, %acc: memref<1xi32>) kernel {
      %c0 = arith.constant 0 : index
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %tid = gpu.thread_id x
      %base = arith.muli %bid, %bdim : index
      %i = arith.addi %base, %tid : index
      %v = memref.load %x[%i] : memref<?xi32>
      %old = memref.generic_atomic_rmw %acc[%c0] : memref<1xi32> {
      ^bb0(%cur: i32):
        %m = arith.muli %cur, %v : i32
        memref.atomic_yield %m : i32
      }
      memref.store %old, %x[%i] : memref<?xi32>
      gpu.return
    }
  }
}
