// More memref verifier errors: DMA operand checks, transpose with affine-map layouts,
// reinterpret_cast, reshape, globals, expand/collapse_shape layouts.
func.func @dma_start_not_enough_operands() {
  "memref.dma_start"() : () -> ()
  return
}
// -----
func.func @dma_no_src_memref(%m : f32, %tag : f32, %c0 : index) {
  memref.dma_start %m[%c0], %m[%c0], %c0, %tag[%c0] : f32, f32, f32
  return
}
// -----
func.func @dma_start_not_enough_operands_for_src(%src: memref<2x2x2xf32>, %idx: index) {
  "memref.dma_start"(%src, %idx, %idx, %idx) : (memref<2x2x2xf32>, index, index, index) -> ()
  return
}
// -----
func.func @dma_start_src_index_wrong_type(%src: memref<2x2xf32>, %idx: index, %dst: memref<2xf32,1>, %tag: memref<i32,2>, %flt: f32) {
  "memref.dma_start"(%src, %idx, %flt, %dst, %idx, %tag, %idx) : (memref<2x2xf32>, index, f32, memref<2xf32,1>, index, memref<i32,2>, index) -> ()
  return
}
// -----
func.func @dma_no_dst_memref(%m : f32, %tag : f32, %c0 : index) {
  %mref = memref.alloc() : memref<8 x f32>
  memref.dma_start %mref[%c0], %m[%c0], %c0, %tag[%c0] : memref<8 x f32>, f32, f32
  return
}
// -----
func.func @dma_start_dst_index_wrong_type(%src: memref<2x2xf32>, %idx: index, %dst: memref<2xf32,1>, %tag: memref<i32,2>, %flt: f32) {
  "memref.dma_start"(%src, %idx, %idx, %dst, %idx, %flt, %tag) : (memref<2x2xf32>, index, index, memref<2xf32,1>, index, f32, memref<i32,2>) -> ()
  return
}
// -----
func.func @dma_start_too_many_operands(%src: memref<2x2xf32>, %idx: index, %dst: memref<2xf32,1>, %tag: memref<i32,2>) {
  "memref.dma_start"(%src, %idx, %idx, %dst, %idx, %idx, %tag, %idx, %idx, %idx) : (memref<2x2xf32>, index, index, memref<2xf32,1>, index, index, memref<i32,2>, index, index, index) -> ()
  return
}
// -----
func.func @dma_start_wrong_stride_type(%src: memref<2x2xf32>, %idx: index, %dst: memref<2xf32,1>, %tag: memref<i32,2>, %flt: f32) {
  "memref.dma_start"(%src, %idx, %idx, %dst, %idx, %idx, %tag, %idx, %flt) : (memref<2x2xf32>, index, index, memref<2xf32,1>, index, index, memref<i32,2>, index, f32) -> ()
  return
}
// -----
func.func @transpose_not_permutation(%v : memref<?x?xf32, affine_map<(i, j)[off, M]->(off + M * i + j)>>) {
  memref.transpose %v (i, j) -> (i, i) : memref<?x?xf32, affine_map<(i, j)[off, M]->(off + M * i + j)>> to memref<?x?xf32, affine_map<(i, j)[off, M]->(off + M * i + j)>>
  return
}
// -----
func.func @transpose_bad_rank(%v : memref<?x?xf32, affine_map<(i, j)[off, M]->(off + M * i + j)>>) {
  memref.transpose %v (i) -> (i) : memref<?x?xf32, affine_map<(i, j)[off, M]->(off + M * i + j)>> to memref<?x?xf32, affine_map<(i, j)[off, M]->(off + M * i + j)>>
  return
}
// -----
func.func @transpose_wrong_type(%v : memref<?x?xf32, affine_map<(i, j)[off, M]->(off + M * i + j)>>) {
  memref.transpose %v (i, j) -> (j, i) : memref<?x?xf32, affine_map<(i, j)[off, M]->(off + M * i + j)>> to memref<?x?xf32, affine_map<(i, j)[off, M]->(off + M * i + j)>>
  return
}
// -----
func.func @transpose_ok(%v : memref<?x?xf32, affine_map<(i, j)[off, M]->(off + M * i + j)>>) {
  %0 = memref.transpose %v (i, j) -> (j, i) : memref<?x?xf32, affine_map<(i, j)[off, M]->(off + M * i + j)>> to memref<?x?xf32, affine_map<(d0, d1)[s0, s1] -> (d0 + s0 + d1 * s1)>>
  return
}
// -----
func.func @rc_unranked_elem(%in: memref<*xf32>) {
  %out = memref.reinterpret_cast %in to offset: [0], sizes: [10], strides: [1] : memref<*xf32> to memref<10xi32, strided<[1]>>
  return
}
// -----
func.func @rc_space(%in: memref<*xf32>) {
  %out = memref.reinterpret_cast %in to offset: [0], sizes: [10], strides: [1] : memref<*xf32> to memref<10xi32, strided<[1]>, 2>
  return
}
// -----
func.func @rc_dyn(%in: memref<?xf32>, %offset : index) {
  %out = memref.reinterpret_cast %in to offset: [%offset], sizes: [10], strides: [1] : memref<?xf32> to memref<10xf32>
  return
}
// -----
func.func @rc_strides(%in: memref<?x?xf32>) {
  %out = memref.reinterpret_cast %in to offset: [0], sizes: [9, 10], strides: [42, 1] : memref<?x?xf32> to memref<9x10xf32>
  return
}
// -----
func.func @reshape_elem(%buf: memref<*xf32>, %shape: memref<1xi32>) {
  memref.reshape %buf(%shape) : (memref<*xf32>, memref<1xi32>) -> memref<?xi32>
  return
}
// -----
func.func @reshape_src(%buf: memref<4x4xf32, strided<[3, 2]>>, %shape: memref<1xi32>) {
  memref.reshape %buf(%shape) : (memref<4x4xf32, strided<[3, 2]>>, memref<1xi32>) -> memref<8xf32>
  return
}
// -----
func.func @reshape_res(%buf: memref<4x4xf32>, %shape: memref<1xi32>) {
  memref.reshape %buf(%shape) : (memref<4x4xf32>, memref<1xi32>) -> memref<8xf32, strided<[2]>>
  return
}
// -----
func.func @global_in_func() {
  "memref.global"() <{constant, initial_value = dense<1.000000e+00> : tensor<2x2xf16>, sym_name = "memref7", sym_visibility = "private", type = memref<1x2xf16>}> : () -> ()
  return
}
// -----
"memref.global"() <{constant, initial_value = dense<1.000000e+00> : tensor<2x2xf16>, sym_name = "memref7", sym_visibility = "private", type = memref<1x2xf16>}> : () -> ()
// -----
"memref.global"() <{sym_name = "m", sym_visibility = "private", type = i32}> : () -> ()
// -----
func.func private @foo()
func.func @nonexistent_global_memref() {
  %0 = memref.get_global @foo : memref<3xf32>
  return
}
// -----
func.func @expand_shape(%arg0: memref<f32>) {
  %0 = memref.expand_shape %arg0 [] output_shape [1, 2] : memref<f32> into memref<1x2xf32>
  return
}
// -----
func.func @expand_shape_illegal_output_shape(%arg0: memref<2xf32>) {
  %0 = memref.expand_shape %arg0 [[0, 1, 2]] output_shape [1, 2] : memref<2xf32> into memref<1x1x2xf32>
  return
}
// -----
func.func @expand_shape_dyn(%arg0: memref<?xf32>) {
  %0 = memref.expand_shape %arg0 [[0, 1]] output_shape [2, 3] : memref<?xf32> into memref<?x?xf32>
  return
}
// -----
func.func @collapse_shape_out_of_bounds(%arg0: memref<?x?xf32>) {
  %0 = memref.collapse_shape %arg0 [[0, 1, 2]] : memref<?x?xf32> into memref<?xf32>
  return
}
// -----
func.func @expand_shape_out_of_bounds(%arg0: memref<?xf32>, %sz0: index) {
  %0 = memref.expand_shape %arg0 [[0, 1, 2]] output_shape [4, %sz0] : memref<?xf32> into memref<4x?xf32>
  return
}
// -----
func.func @expand_shape_invalid_result_layout(%arg0: memref<30x20xf32, strided<[4000, 2]>>) {
  %0 = memref.expand_shape %arg0 [[0, 1], [2]] output_shape [2, 15, 20] : memref<30x20xf32, strided<[4000, 2]>> into memref<2x15x20xf32, strided<[5000, 4000, 2]>>
  return
}
// -----
func.func @expand_ok(%arg0: memref<30x20xf32, strided<[4000, 2]>>) {
  %0 = memref.expand_shape %arg0 [[0, 1], [2]] output_shape [2, 15, 20] : memref<30x20xf32, strided<[4000, 2]>> into memref<2x15x20xf32, strided<[60000, 4000, 2]>>
  %1 = memref.collapse_shape %0 [[0, 1], [2]] : memref<2x15x20xf32, strided<[60000, 4000, 2]>> into memref<30x20xf32, strided<[4000, 2]>>
  return
}
// -----
memref.global "private" @g : memref<4xf32>
memref.global "private" @g : memref<4xf32>
// -----
"memref.global"() <{sym_name = "m", sym_visibility = "private", type = i32}> : () -> ()
// -----
"memref.global"() <{sym_name = "m", sym_visibility = "prv", type = memref<4xf32>}> : () -> ()
// -----
func.func @global_in_func() {
  "memref.global"() <{constant, initial_value = dense<1.000000e+00> : tensor<2x2xf16>, sym_name = "memref7", sym_visibility = "private", type = memref<1x2xf16>}> : () -> ()
  return
}
// -----
func.func @a(%m: memref<4x8xf32, strided<[8, 1], offset: 2>>) {
  %0 = memref.transpose %m (d0, d1) -> (d0, d1) : memref<4x8xf32, strided<[8, 1], offset: 2>> to memref<4x8xf32>
  return
}
// -----
func.func @b(%m: memref<4x8xf32, strided<[8, 1]>>) {
  %0 = memref.transpose %m (d0, d1) -> (d0, d1) : memref<4x8xf32, strided<[8, 1]>> to memref<4x8xf32, strided<[8, 2]>>
  return
}
// -----
func.func @c(%m: memref<4x?xf32>) {
  %0 = memref.transpose %m (d0, d1) -> (d1, d0) : memref<4x?xf32> to memref<?x4xf32>
  return
}
// -----
func.func @d(%m: memref<?x4xf32, strided<[?, 1], offset: ?>>) {
  %0 = memref.transpose %m (d0, d1) -> (d1, d0) : memref<?x4xf32, strided<[?, 1], offset: ?>> to memref<4x?xf32>
  return
}
// -----
func.func @e(%m: memref<4x8xf32>) {
  %0 = memref.transpose %m (d0, d1) -> (d0, d1) : memref<4x8xf32> to memref<4x8xf32, strided<[8, 1]>>
  return
}
// -----
func.func @collapse_unit_dims(%arg8: memref<1x1x1024xi8, strided<[40960, 4096, 1], offset: 0>>) {
  %r8 = memref.collapse_shape %arg8 [[0, 1, 2]] : memref<1x1x1024xi8, strided<[40960, 4096, 1], offset: 0>> into memref<1024xi8, strided<[1], offset: 0>>
  return
}
// -----
func.func @collapse_unit_dims2(%arg9: memref<24x1x1x1024xi8, strided<[40960, 40960, 4096, 1], offset: 0>>) {
  %r9 = memref.collapse_shape %arg9 [[0], [1, 2, 3]] : memref<24x1x1x1024xi8, strided<[40960, 40960, 4096, 1], offset: 0>> into memref<24x1024xi8, strided<[40960, 1], offset: 0>>
  return
}
