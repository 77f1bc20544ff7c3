// memref ops in custom form: allocation, views (subview, reinterpret_cast,
// transpose, expand/collapse_shape, view, cast), DMA, prefetch, atomics,
// alloca_scope, and the result names MLIR gives them.

memref.global "private" constant @cst : memref<2xf32> = dense<[1.0, 2.0]>
memref.global "private" @uninit : memref<4xi32> = uninitialized
memref.global "private" @ext : memref<3xf32>
memref.global "private" @aligned : memref<2x2xi32> = dense<1> {alignment = 64}

func.func @allocs(%i: index) {
  %0 = memref.alloc() : memref<4xf32>
  %1 = memref.alloc(%i) : memref<?xf32>
  %2 = memref.alloc(%i, %i) {alignment = 32} : memref<?x4x?xf32>
  %3 = memref.alloca() : memref<4xi32>
  %g = memref.get_global @cst : memref<2xf32>
  %r = memref.realloc %0 : memref<4xf32> to memref<8xf32>
  %r2 = memref.realloc %1(%i) : memref<?xf32> to memref<?xf32>
  memref.dealloc %r : memref<8xf32>
  memref.alloca_scope {
    %s = memref.alloca() : memref<4xf32>
    "my.use"(%s) : (memref<4xf32>) -> ()
  }
  %v = memref.alloca_scope -> (f32) {
    %x = "my.val"() : () -> f32
    memref.alloca_scope.return %x : f32
  }
  "my.use"(%2, %3, %g, %v) : (memref<?x4x?xf32>, memref<4xi32>, memref<2xf32>, f32) -> ()
  return
}

func.func @views(%m: memref<8x8xf32>, %d: memref<?xf32>, %i: index) {
  %c0 = arith.constant 0 : index
  %s = memref.subview %m[0, %i] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: ?>>
  %s2 = memref.subview %m[2, 2] [1, 4] [1, 1] : memref<8x8xf32> to memref<4xf32, strided<[1], offset: 18>>
  %s3 = memref.subview %m[%i, %i] [%i, 2] [2, %i] : memref<8x8xf32> to memref<?x2xf32, strided<[16, ?], offset: ?>>
  %r = memref.reinterpret_cast %d to offset: [0], sizes: [%i, 4], strides: [4, 1] : memref<?xf32> to memref<?x4xf32>
  %r2 = memref.reinterpret_cast %d to offset: [%i], sizes: [10], strides: [1] : memref<?xf32> to memref<10xf32, strided<[1], offset: ?>>
  %t = memref.transpose %m (d0, d1) -> (d1, d0) : memref<8x8xf32> to memref<8x8xf32, strided<[1, 8]>>
  %col = memref.collapse_shape %m [[0, 1]] : memref<8x8xf32> into memref<64xf32>
  %ex = memref.expand_shape %d [[0, 1]] output_shape [%i, 2] : memref<?xf32> into memref<?x2xf32>
  %ex2 = memref.expand_shape %col [[0, 1, 2]] output_shape [4, 4, 4] : memref<64xf32> into memref<4x4x4xf32>
  %c = memref.cast %m : memref<8x8xf32> to memref<?x?xf32>
  %u = memref.cast %m : memref<8x8xf32> to memref<*xf32>
  %buf = memref.alloc() : memref<2048xi8>
  %vw = memref.view %buf[%c0][%i] : memref<2048xi8> to memref<?x4xf32>
  %ms = memref.memory_space_cast %m : memref<8x8xf32> to memref<8x8xf32, 1>
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %m : memref<8x8xf32> -> memref<f32>, index, index, index, index, index
  %ptr = memref.extract_aligned_pointer_as_index %m : memref<8x8xf32> -> index
  %dim = memref.dim %d, %c0 : memref<?xf32>
  %rank = memref.rank %u : memref<*xf32>
  %shape = memref.alloc() : memref<2xindex>
  %rs = memref.reshape %d(%shape) : (memref<?xf32>, memref<2xindex>) -> memref<?x?xf32>
  "my.use"(%s, %s2, %s3, %r, %r2, %t, %ex, %ex2, %c, %vw, %ms, %base, %off, %sz#1, %st#0, %ptr, %dim, %rank, %rs) : (memref<4x4xf32, strided<[8, 1], offset: ?>>, memref<4xf32, strided<[1], offset: 18>>, memref<?x2xf32, strided<[16, ?], offset: ?>>, memref<?x4xf32>, memref<10xf32, strided<[1], offset: ?>>, memref<8x8xf32, strided<[1, 8]>>, memref<?x2xf32>, memref<4x4x4xf32>, memref<?x?xf32>, memref<?x4xf32>, memref<8x8xf32, 1>, memref<f32>, index, index, index, index, index, index, memref<?x?xf32>) -> ()
  return
}

func.func @accesses(%m: memref<8x8xf32>, %d: memref<?xf32>, %t: memref<1xi32>, %i: index, %v: f32, %w: i32) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %buf = memref.alloc() : memref<4xf32>
  %l = memref.load %m[%i, %i] : memref<8x8xf32>
  %l2 = memref.load %m[%i, %c0] {nontemporal = true} : memref<8x8xf32>
  memref.store %l, %m[%i, %i] : memref<8x8xf32>
  memref.store %l2, %m[%c0, %i] {nontemporal = true} : memref<8x8xf32>
  memref.copy %buf, %buf : memref<4xf32> to memref<4xf32>
  memref.prefetch %m[%i, %i], read, locality<3>, data : memref<8x8xf32>
  memref.prefetch %d[%i], write, locality<0>, instr : memref<?xf32>
  memref.dma_start %m[%i, %i], %buf[%c0], %c4, %t[%c0] : memref<8x8xf32>, memref<4xf32>, memref<1xi32>
  memref.dma_start %m[%i, %i], %buf[%c0], %c4, %t[%c0], %c4, %c4 : memref<8x8xf32>, memref<4xf32>, memref<1xi32>
  memref.dma_wait %t[%c0], %c4 : memref<1xi32>
  %x = memref.generic_atomic_rmw %d[%i] : memref<?xf32> {
  ^bb0(%cur: f32):
    %n = arith.addf %cur, %v : f32
    memref.atomic_yield %n : f32
  }
  %y = memref.atomic_rmw addf %v, %d[%i] : (f32, memref<?xf32>) -> f32
  %z = memref.atomic_rmw maxs %w, %t[%c0] : (i32, memref<1xi32>) -> i32
  memref.assume_alignment %m, 16 : memref<8x8xf32>
  return
}
