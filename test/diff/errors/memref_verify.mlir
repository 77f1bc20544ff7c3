// memref dialect verifier and custom-parser errors.
func.func @alloc_dyn(%i: index) {
  %0 = memref.alloc() : memref<?xf32>
  return
}
// -----
func.func @alloc_sym(%i: index) {
  %0 = memref.alloc(%i)[%i] : memref<?xf32>
  return
}
// -----
func.func @alloca_scope() {
  "foo.region"() ({
    %0 = memref.alloca() : memref<4xf32>
    "foo.end"() : () -> ()
  }) : () -> ()
  return
}
// -----
"foo.region"() ({
  %0 = memref.alloca() : memref<4xf32>
  "foo.end"() : () -> ()
}) : () -> ()
// -----
func.func @load(%m: memref<4x4xf32>, %i: index) {
  %0 = memref.load %m[%i] : memref<4x4xf32>
  return
}
// -----
func.func @store(%m: memref<4x4xf32>, %i: index, %v: f32) {
  memref.store %v, %m[%i] : memref<4x4xf32>
  return
}
// -----
func.func @cast(%m: memref<4xf32>) {
  %0 = memref.cast %m : memref<4xf32> to memref<8xf32>
  return
}
// -----
func.func @cast2(%m: memref<4xf32>) {
  %0 = memref.cast %m : memref<4xf32> to memref<4xi32>
  return
}
// -----
func.func @cast3(%m: memref<*xf32>) {
  %0 = memref.cast %m : memref<*xf32> to memref<*xf32>
  return
}
// -----
func.func @cast4(%m: memref<4x4xf32>) {
  %0 = memref.cast %m : memref<4x4xf32> to memref<4x4xf32, strided<[4, 1], offset: ?>>
  %1 = memref.cast %m : memref<4x4xf32> to memref<4x4xf32, strided<[8, 1]>>
  return
}
// -----
func.func @subview_rank(%m: memref<8x8xf32>) {
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4x4xf32>
  return
}
// -----
func.func @subview_layout(%m: memref<8x8xf32>) {
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32>
  return
}
// -----
func.func @subview_sizes(%m: memref<8x8xf32>) {
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x3xf32, strided<[8, 1]>>
  return
}
// -----
func.func @subview_count(%m: memref<8x8xf32>) {
  %0 = memref.subview %m[0] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1]>>
  return
}
// -----
func.func @subview_count2(%m: memref<8x8xf32>) {
  %0 = memref.subview %m[0, 0, 0] [4, 4, 4] [1, 1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1]>>
  return
}
// -----
func.func @subview_neg(%m: memref<8x8xf32>) {
  %0 = memref.subview %m[0, -1] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: -1>>
  return
}
// -----
func.func @subview_reduce(%m: memref<8x8xf32>) {
  %0 = memref.subview %m[0, 0] [1, 4] [1, 1] : memref<8x8xf32> to memref<4xf32, strided<[1]>>
  %1 = memref.subview %m[0, 0] [1, 4] [1, 1] : memref<8x8xf32> to memref<4xf32, strided<[2]>>
  return
}
// -----
func.func @subview_elem(%m: memref<8x8xf32>) {
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xi32, strided<[8, 1]>>
  return
}
// -----
func.func @subview_space(%m: memref<8x8xf32>) {
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1]>, 1>
  return
}
// -----
func.func @rc(%m: memref<?xf32>) {
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [10], strides: [1] : memref<?xf32> to memref<12xf32>
  return
}
// -----
func.func @rc2(%m: memref<?xf32>) {
  %0 = memref.reinterpret_cast %m to offset: [2], sizes: [10], strides: [1] : memref<?xf32> to memref<10xf32>
  return
}
// -----
func.func @rc3(%m: memref<?xf32>) {
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [10, 2], strides: [3, 1] : memref<?xf32> to memref<10x2xf32>
  return
}
// -----
func.func @rc4(%m: memref<?xf32>) {
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [10], strides: [1] : memref<?xf32> to memref<10xi32>
  return
}
// -----
func.func @rc5(%m: memref<?xf32>) {
  %0 = memref.reinterpret_cast %m to offset: [0, 0], sizes: [10], strides: [1] : memref<?xf32> to memref<10xf32>
  return
}
// -----
func.func @view(%m: memref<2048xi8>, %i: index) {
  %0 = memref.view %m[%i][] : memref<2048xi8> to memref<?x4xf32>
  return
}
// -----
func.func @transpose(%m: memref<4x8xf32>) {
  %0 = memref.transpose %m (d0, d1) -> (d1, d0) : memref<4x8xf32> to memref<8x4xf32>
  return
}
// -----
func.func @transpose2(%m: memref<4x8xf32>) {
  %0 = memref.transpose %m (d0, d1) -> (d0, d0) : memref<4x8xf32> to memref<8x4xf32>
  return
}
// -----
memref.global "private" @g : memref<4xf32>
func.func @get_global() {
  %0 = memref.get_global @g : memref<8xf32>
  return
}
// -----
func.func @get_global2() {
  %0 = memref.get_global @nope : memref<8xf32>
  return
}
// -----
memref.global "private" @g2 : memref<?xf32>
// -----
"memref.global"() <{initial_value = dense<1> : tensor<4xi32>, sym_name = "g3", sym_visibility = "private", type = memref<4xf32>}> : () -> ()
// -----
"memref.global"() <{initial_value = dense<1.0> : tensor<2xf32>, sym_name = "g4", sym_visibility = "private", type = memref<4xf32>}> : () -> ()
// -----
"memref.global"() <{initial_value = "x", sym_name = "g5", sym_visibility = "private", type = memref<4xf32>}> : () -> ()
// -----
func.func @atomic(%m: memref<4xf32>, %v: f32, %i: index) {
  %0 = memref.atomic_rmw addi %v, %m[%i] : (f32, memref<4xf32>) -> f32
  return
}
// -----
func.func @atomic2(%m: memref<4xi32>, %v: i32, %i: index) {
  %0 = memref.atomic_rmw addf %v, %m[%i] : (i32, memref<4xi32>) -> i32
  return
}
// -----
func.func @atomic3(%m: memref<4x4xi32>, %v: i32, %i: index) {
  %0 = memref.atomic_rmw addi %v, %m[%i] : (i32, memref<4x4xi32>) -> i32
  return
}
// -----
func.func @generic_atomic(%m: memref<4xf32>, %i: index) {
  %x = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%cur: f32):
    %n = "foo.effect"(%cur) : (f32) -> f32
    memref.atomic_yield %n : f32
  }
  return
}
// -----
func.func @generic_atomic2(%m: memref<4xf32>, %i: index, %v: i32) {
  %x = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%cur: f32):
    memref.atomic_yield %v : i32
  }
  return
}
// -----
func.func @generic_atomic3(%m: memref<4xf32>, %i: index, %v: f32) {
  %x = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%cur: f32, %b: f32):
    memref.atomic_yield %v : f32
  }
  return
}
// -----
func.func @prefetch(%m: memref<4x4xf32>, %i: index) {
  memref.prefetch %m[%i], read, locality<3>, data : memref<4x4xf32>
  return
}
// -----
func.func @prefetch2(%m: memref<4xf32>, %i: index) {
  memref.prefetch %m[%i], rd, locality<3>, data : memref<4xf32>
  return
}
// -----
func.func @prefetch3(%m: memref<4xf32>, %i: index) {
  memref.prefetch %m[%i], read, locality<3>, cache : memref<4xf32>
  return
}
// -----
func.func @dma(%m: memref<4xf32>, %i: index) {
  memref.dma_start %m[%i], %m[%i], %i, %m[%i], %i : memref<4xf32>, memref<4xf32>, memref<4xf32>
  return
}
// -----
func.func @dma2(%m: memref<4xf32>, %i: index) {
  memref.dma_start %m[%i], %m[%i], %i, %m[%i] : memref<4xf32>, memref<4xf32>
  return
}
// -----
func.func @dma_wait(%t: memref<4x4xi32>, %i: index) {
  memref.dma_wait %t[%i], %i : memref<4x4xi32>
  return
}
// -----
func.func @align(%m: memref<4xf32>) {
  memref.assume_alignment %m, 3 : memref<4xf32>
  return
}
// -----
func.func @reshape(%m: memref<4xf32>, %s: memref<?xindex>) {
  %0 = memref.reshape %m(%s) : (memref<4xf32>, memref<?xindex>) -> memref<2x2xf32>
  return
}
// -----
func.func @reshape2(%m: memref<4xf32>, %s: memref<3xindex>) {
  %0 = memref.reshape %m(%s) : (memref<4xf32>, memref<3xindex>) -> memref<2x2xf32>
  return
}
// -----
func.func @reshape3(%m: memref<4xf32>, %s: memref<2xindex>) {
  %0 = memref.reshape %m(%s) : (memref<4xf32>, memref<2xindex>) -> memref<2x2xi32>
  return
}
// -----
func.func @expand(%m: memref<4xf32>) {
  %0 = memref.expand_shape %m [[0, 1]] output_shape [2, 3] : memref<4xf32> into memref<2x3xf32>
  return
}
// -----
func.func @expand2(%m: memref<2x4xf32>) {
  %0 = memref.expand_shape %m [[0, 1]] output_shape [2, 4] : memref<2x4xf32> into memref<2x4xf32>
  return
}
// -----
func.func @collapse(%m: memref<2x4xf32>) {
  %0 = memref.collapse_shape %m [[0, 1]] : memref<2x4xf32> into memref<9xf32>
  return
}
// -----
func.func @collapse2(%m: memref<2x4xf32>) {
  %0 = memref.collapse_shape %m [[0], [1]] : memref<2x4xf32> into memref<8xf32>
  return
}
// -----
func.func @collapse3(%m: memref<2x4xf32, strided<[8, 1]>>) {
  %0 = memref.collapse_shape %m [[0, 1]] : memref<2x4xf32, strided<[8, 1]>> into memref<8xf32>
  return
}
// -----
func.func @realloc(%m: memref<4xf32>) {
  %0 = memref.realloc %m : memref<4xf32> to memref<?xf32>
  return
}
// -----
func.func @realloc2(%m: memref<4xf32>) {
  %0 = memref.realloc %m : memref<4xf32> to memref<8xi32>
  return
}
// -----
func.func @scope(%v: f32) {
  %0 = memref.alloca_scope -> (i32) {
    memref.alloca_scope.return %v : f32
  }
  return
}
// -----
func.func @msc(%m: memref<4xf32>) {
  %0 = memref.memory_space_cast %m : memref<4xf32> to memref<8xf32, 1>
  return
}
