// FLAGS: --expand-strided-metadata
// expand-strided-metadata: subviews (in loops, of affine results, nested, rank-reducing, in a gpu.func), expand/collapse shapes, and the metadata of allocations, globals, casts, reinterpret_casts and base buffers, with affine.apply/affine.min composed and folded as MLIR 19 does.
func.func @in_loop(%m: memref<?x?xf32, strided<[?, ?], offset: ?>>, %n: index, %s: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> index {
    %j = affine.apply affine_map<(d0)[s0] -> (d0 * 2 + s0)>(%i)[%s]
    %v = memref.subview %m[%i, %j] [4, %s] [%j, 3] : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<4x?xf32, strided<[?, ?], offset: ?>>
    %b, %o, %sz:2, %st:2 = memref.extract_strided_metadata %v : memref<4x?xf32, strided<[?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index
    %x = arith.addi %o, %st#0 : index
    scf.yield %x : index
  }
  return %r : index
}
func.func @affine_offsets(%m: memref<16x16xf32>, %a: index, %b: index) -> memref<4x4xf32, strided<[16, 1], offset: ?>> {
  %i = affine.apply affine_map<(d0)[s0] -> (d0 floordiv 4 + s0 mod 3)>(%a)[%b]
  %k = affine.min affine_map<(d0) -> (d0, 12)>(%i)
  %v = memref.subview %m[%i, %k] [4, 4] [1, 1] : memref<16x16xf32> to memref<4x4xf32, strided<[16, 1], offset: ?>>
  return %v : memref<4x4xf32, strided<[16, 1], offset: ?>>
}
func.func @nested_subviews(%m: memref<64x64xf32>, %a: index) -> memref<2x2xf32, strided<[128, 2], offset: ?>> {
  %v = memref.subview %m[%a, 4] [16, 16] [2, 1] : memref<64x64xf32> to memref<16x16xf32, strided<[128, 1], offset: ?>>
  %w = memref.subview %v[1, %a] [2, 2] [1, 2] : memref<16x16xf32, strided<[128, 1], offset: ?>> to memref<2x2xf32, strided<[128, 2], offset: ?>>
  return %w : memref<2x2xf32, strided<[128, 2], offset: ?>>
}
func.func @rank_reducing(%m: memref<8x1x?xf32>, %a: index) -> memref<?xf32, strided<[1], offset: ?>> {
  %v = memref.subview %m[2, 0, %a] [1, 1, %a] [1, 1, 1] : memref<8x1x?xf32> to memref<?xf32, strided<[1], offset: ?>>
  return %v : memref<?xf32, strided<[1], offset: ?>>
}
func.func @shapes(%m: memref<?x8x?xf32, strided<[?, ?, 1], offset: ?>>, %n: index, %c: memref<2x1x1x?xi32>) -> (memref<?x2x4x?xf32, strided<[?, ?, ?, 1], offset: ?>>, memref<?x?xf32, strided<[?, 1], offset: ?>>, memref<2x?xi32>) {
  %e = memref.expand_shape %m [[0], [1, 2], [3]] output_shape [%n, 2, 4, %n] : memref<?x8x?xf32, strided<[?, ?, 1], offset: ?>> into memref<?x2x4x?xf32, strided<[?, ?, ?, 1], offset: ?>>
  %f = memref.collapse_shape %m [[0, 1], [2]] : memref<?x8x?xf32, strided<[?, ?, 1], offset: ?>> into memref<?x?xf32, strided<[?, 1], offset: ?>>
  %g = memref.collapse_shape %c [[0], [1, 2, 3]] : memref<2x1x1x?xi32> into memref<2x?xi32>
  return %e, %f, %g : memref<?x2x4x?xf32, strided<[?, ?, ?, 1], offset: ?>>, memref<?x?xf32, strided<[?, 1], offset: ?>>, memref<2x?xi32>
}
func.func @allocs(%n: index, %k: index) -> (index, index, index, index, memref<f32>, index) {
  %a = memref.alloc(%n, %k) : memref<?x4x?xf32>
  %b, %o, %sz:3, %st:3 = memref.extract_strided_metadata %a : memref<?x4x?xf32> -> memref<f32>, index, index, index, index, index, index, index
  %c = memref.alloca(%n) : memref<?x3xf16, 2>
  %b2, %o2, %sz2:2, %st2:2 = memref.extract_strided_metadata %c : memref<?x3xf16, 2> -> memref<f16, 2>, index, index, index, index, index
  %p = memref.extract_aligned_pointer_as_index %b2 : memref<f16, 2> -> index
  %s = memref.subview %a[0, 0, 0] [1, 4, 2] [1, 1, 1] : memref<?x4x?xf32> to memref<4x2xf32, strided<[?, 1]>>
  %q = memref.extract_aligned_pointer_as_index %s : memref<4x2xf32, strided<[?, 1]>> -> index
  return %st#0, %st#1, %p, %q, %b, %st2#0 : index, index, index, index, memref<f32>, index
}
func.func @casts(%m: memref<?x?xf32>, %u: memref<*xf32>) -> (index, index, index, index) {
  %c = memref.cast %m : memref<?x?xf32> to memref<4x?xf32, strided<[?, 1], offset: ?>>
  %b, %o, %sz:2, %st:2 = memref.extract_strided_metadata %c : memref<4x?xf32, strided<[?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
  %r = memref.cast %u : memref<*xf32> to memref<?xf32>
  %b2, %o2, %sz2, %st2 = memref.extract_strided_metadata %r : memref<?xf32> -> memref<f32>, index, index, index
  %rc = memref.reinterpret_cast %u to offset: [%o], sizes: [10, %sz#1], strides: [%st#0, 1] : memref<*xf32> to memref<10x?xf32, strided<[?, 1], offset: ?>>
  %b3, %o3, %sz3:2, %st3:2 = memref.extract_strided_metadata %rc : memref<10x?xf32, strided<[?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
  %bb, %oo = memref.extract_strided_metadata %b : memref<f32> -> memref<f32>, index
  return %o, %sz#0, %st3#0, %oo : index, index, index, index
}
gpu.module @kernels {
  gpu.func @k(%m: memref<?x?xf32>, %a: index, %b: index) kernel {
    %v = memref.subview %m[%a, %b] [2, 2] [%a, 1] : memref<?x?xf32> to memref<2x2xf32, strided<[?, 1], offset: ?>>
    "my.use"(%v) : (memref<2x2xf32, strided<[?, 1], offset: ?>>) -> ()
    gpu.return
  }
}
memref.global "private" @g : memref<3x4xf32, strided<[8, 1]>> = dense<0.0>
memref.global "private" @h : memref<3x4xf32> = dense<0.0>
func.func @globals() -> (index, index, memref<f32>) {
  %g = memref.get_global @g : memref<3x4xf32, strided<[8, 1]>>
  %b, %o, %sz:2, %st:2 = memref.extract_strided_metadata %g : memref<3x4xf32, strided<[8, 1]>> -> memref<f32>, index, index, index, index, index
  %h = memref.get_global @h : memref<3x4xf32>
  %b2, %o2, %sz2:2, %st2:2 = memref.extract_strided_metadata %h : memref<3x4xf32> -> memref<f32>, index, index, index, index, index
  return %st#0, %st2#0, %b2 : index, index, memref<f32>
}

// -----

func.func @dynamic_collapse(%m: memref<?x?x4xf32, strided<[?, ?, ?], offset: ?>>) -> memref<?x4xf32, strided<[?, ?], offset: ?>> {
  %c = memref.collapse_shape %m [[0, 1], [2]] : memref<?x?x4xf32, strided<[?, ?, ?], offset: ?>> into memref<?x4xf32, strided<[?, ?], offset: ?>>
  return %c : memref<?x4xf32, strided<[?, ?], offset: ?>>
}

func.func @metadata_of_collapse(%m: memref<2x?x3xf32>) -> (index, index, index) {
  %c = memref.collapse_shape %m [[0, 1, 2]] : memref<2x?x3xf32> into memref<?xf32>
  %b, %o, %sz, %st = memref.extract_strided_metadata %c : memref<?xf32> -> memref<f32>, index, index, index
  return %o, %sz, %st : index, index, index
}

func.func @zero_d(%m: memref<f32, strided<[], offset: ?>>) -> memref<1x1xf32, strided<[1, 1], offset: ?>> {
  %e = memref.expand_shape %m [] output_shape [1, 1] : memref<f32, strided<[], offset: ?>> into memref<1x1xf32, strided<[1, 1], offset: ?>>
  return %e : memref<1x1xf32, strided<[1, 1], offset: ?>>
}

func.func @expand_dynamic_stride(%m: memref<?x6xf32, strided<[?, 1], offset: ?>>, %n: index) -> memref<?x3x2x3xf32, strided<[?, ?, 3, 1], offset: ?>> {
  %e = memref.expand_shape %m [[0, 1], [2, 3]] output_shape [%n, 3, 2, 3] : memref<?x6xf32, strided<[?, 1], offset: ?>> into memref<?x3x2x3xf32, strided<[?, ?, 3, 1], offset: ?>>
  return %e : memref<?x3x2x3xf32, strided<[?, ?, 3, 1], offset: ?>>
}

func.func @subview_of_reinterpret_cast(%u: memref<*xf32>, %a: index, %b: index) -> memref<2x?xf32, strided<[?, 4], offset: ?>> {
  %r = memref.reinterpret_cast %u to offset: [%a], sizes: [8, %b], strides: [%b, 1] : memref<*xf32> to memref<8x?xf32, strided<[?, 1], offset: ?>>
  %s = memref.subview %r[1, %a] [2, %a] [%b, 4] : memref<8x?xf32, strided<[?, 1], offset: ?>> to memref<2x?xf32, strided<[?, 4], offset: ?>>
  return %s : memref<2x?xf32, strided<[?, 4], offset: ?>>
}
