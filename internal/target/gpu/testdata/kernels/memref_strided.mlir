// Strided memrefs and subviews (lowered through expand-strided-metadata).
module attributes {gpu.container_module} {
  gpu.module @memref_strided {
    gpu.func @strided_col(%a: memref<?x?xf32, strided<[?, 1], offset: ?>>, %out: memref<?xf32, strided<[?], offset: ?>>) kernel {
      %c0 = arith.constant 0 : index
      %i = gpu.thread_id x
      %v = memref.load %a[%i, %c0] : memref<?x?xf32, strided<[?, 1], offset: ?>>
      memref.store %v, %out[%i] : memref<?xf32, strided<[?], offset: ?>>
      gpu.return
    }
    gpu.func @subview_tile(%a: memref<64x64xf32>, %off: index) kernel {
      %c1 = arith.constant 1 : index
      %i = gpu.thread_id x
      %j = gpu.thread_id y
      %sv = memref.subview %a[%off, 8] [16, 16] [1, 2] : memref<64x64xf32> to memref<16x16xf32, strided<[64, 2], offset: ?>>
      %v = memref.load %sv[%i, %j] : memref<16x16xf32, strided<[64, 2], offset: ?>>
      %w = arith.addf %v, %v : f32
      memref.store %w, %sv[%j, %i] : memref<16x16xf32, strided<[64, 2], offset: ?>>
      gpu.return
    }
    gpu.func @collapse_expand(%a: memref<8x16xi32>, %out: memref<128xi32>) kernel {
      %i = gpu.thread_id x
      %flat = memref.collapse_shape %a [[0, 1]] : memref<8x16xi32> into memref<128xi32>
      %v = memref.load %flat[%i] : memref<128xi32>
      %e = memref.expand_shape %out [[0, 1]] output_shape [4, 32] : memref<128xi32> into memref<4x32xi32>
      %c0 = arith.constant 0 : index
      memref.store %v, %e[%c0, %i] : memref<4x32xi32>
      gpu.return
    }
  }
}
