// FLAGS: --finalize-memref-to-llvm
// finalize-memref-to-llvm alone (func.func legal).
func.func @load_store(%a: memref<4x8xf32>, %b: memref<?x?xf32, strided<[?, ?], offset: ?>>, %c: memref<f32>, %d: memref<4x?xi32, strided<[?, 1], offset: 5>, 2>, %i: index, %j: index) {
  %0 = memref.load %a[%i, %j] : memref<4x8xf32>
  %1 = memref.load %b[%i, %j] {nontemporal = true} : memref<?x?xf32, strided<[?, ?], offset: ?>>
  %2 = memref.load %c[] : memref<f32>
  %3 = memref.load %d[%i, %j] : memref<4x?xi32, strided<[?, 1], offset: 5>, 2>
  memref.store %0, %a[%i, %j] : memref<4x8xf32>
  memref.store %1, %b[%i, %j] {nontemporal = true} : memref<?x?xf32, strided<[?, ?], offset: ?>>
  memref.store %2, %c[] : memref<f32>
  memref.store %3, %d[%i, %j] {nontemporal = false} : memref<4x?xi32, strided<[?, 1], offset: 5>, 2>
  return
}
// -----
func.func @strides(%a: memref<4x4xf64, strided<[8, 2], offset: 3>>, %b: memref<3xvector<4xi8>, strided<[0]>>, %i: index) -> (f64, vector<4xi8>) {
  %0 = memref.load %a[%i, %i] : memref<4x4xf64, strided<[8, 2], offset: 3>>
  %1 = memref.load %b[%i] : memref<3xvector<4xi8>, strided<[0]>>
  return %0, %1 : f64, vector<4xi8>
}
// -----
func.func @prefetch(%a: memref<4x8xf32>, %b: memref<?x?xf32, strided<[?, ?], offset: ?>>, %i: index, %j: index) {
  memref.prefetch %a[%i, %j], read, locality<3>, data : memref<4x8xf32>
  memref.prefetch %b[%i, %j], write, locality<0>, instr : memref<?x?xf32, strided<[?, ?], offset: ?>>
  return
}
// -----
func.func @alloc(%i: index, %j: index) {
  %0 = memref.alloc() : memref<4x8xf32>
  %1 = memref.alloc(%i, %j) : memref<?x3x?xf16>
  %2 = memref.alloc() {alignment = 32} : memref<f64>
  %3 = memref.alloc(%i) : memref<?xvector<4xf32>>
  %4 = memref.alloc() : memref<2xindex, 1>
  %5 = memref.alloc(%j) {alignment = 16} : memref<3x?xi8, 2>
  %6 = memref.alloc() : memref<2xcomplex<f32>>
  memref.dealloc %0 : memref<4x8xf32>
  memref.dealloc %3 : memref<?xvector<4xf32>>
  return
}
// -----
func.func @alloca(%i: index) {
  %0 = memref.alloca(%i) : memref<?x2xi8>
  %1 = memref.alloca() {alignment = 64} : memref<3xi32, 3>
  %2 = memref.alloca() : memref<bf16>
  %3 = memref.alloca() : memref<8xi1>
  "test.use"(%0, %1, %2, %3) : (memref<?x2xi8>, memref<3xi32, 3>, memref<bf16>, memref<8xi1>) -> ()
  return
}
// -----
func.func @dealloc_unranked(%u: memref<*xf32>) {
  memref.dealloc %u : memref<*xf32>
  return
}
// -----
// Non-identity layouts are not lowered.
func.func @non_identity(%i: index) {
  %a = memref.alloc() : memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>
  %b = memref.alloca() : memref<4xf32, strided<[2]>>
  %c = memref.alloc() : memref<4xf32, strided<[1]>>
  %d = memref.alloc()[%i] : memref<4xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
  return
}
// -----
// Zero-sized dimensions leave the running stride (and the buffer size) alone.
func.func @zero_dims(%n: index) {
  %0 = memref.alloc() : memref<0xf32>
  %1 = memref.alloc(%n) : memref<?x0x3xf32>
  %2 = memref.alloca() : memref<2x0xi8>
  %3 = memref.alloc(%n) : memref<0x?xi16>
  return
}
// -----
func.func @atomic_rmw(%a: memref<10xf32>, %b: memref<10x?xi32, strided<[?, 1], offset: ?>, 1>, %i: index, %x: f32, %y: i32) {
  %0 = memref.atomic_rmw addf %x, %a[%i] : (f32, memref<10xf32>) -> f32
  %1 = memref.atomic_rmw maximumf %x, %a[%i] : (f32, memref<10xf32>) -> f32
  %2 = memref.atomic_rmw minimumf %x, %a[%i] : (f32, memref<10xf32>) -> f32
  %3 = memref.atomic_rmw mulf %x, %a[%i] : (f32, memref<10xf32>) -> f32
  %4 = memref.atomic_rmw maxnumf %x, %a[%i] : (f32, memref<10xf32>) -> f32
  %5 = memref.atomic_rmw minnumf %x, %a[%i] : (f32, memref<10xf32>) -> f32
  %6 = memref.atomic_rmw assign %y, %b[%i, %i] : (i32, memref<10x?xi32, strided<[?, 1], offset: ?>, 1>) -> i32
  %7 = memref.atomic_rmw addi %y, %b[%i, %i] : (i32, memref<10x?xi32, strided<[?, 1], offset: ?>, 1>) -> i32
  %8 = memref.atomic_rmw maxs %y, %b[%i, %i] : (i32, memref<10x?xi32, strided<[?, 1], offset: ?>, 1>) -> i32
  %9 = memref.atomic_rmw maxu %y, %b[%i, %i] : (i32, memref<10x?xi32, strided<[?, 1], offset: ?>, 1>) -> i32
  %10 = memref.atomic_rmw mins %y, %b[%i, %i] : (i32, memref<10x?xi32, strided<[?, 1], offset: ?>, 1>) -> i32
  %11 = memref.atomic_rmw minu %y, %b[%i, %i] : (i32, memref<10x?xi32, strided<[?, 1], offset: ?>, 1>) -> i32
  %12 = memref.atomic_rmw ori %y, %b[%i, %i] : (i32, memref<10x?xi32, strided<[?, 1], offset: ?>, 1>) -> i32
  %13 = memref.atomic_rmw andi %y, %b[%i, %i] : (i32, memref<10x?xi32, strided<[?, 1], offset: ?>, 1>) -> i32
  %14 = memref.atomic_rmw muli %y, %b[%i, %i] : (i32, memref<10x?xi32, strided<[?, 1], offset: ?>, 1>) -> i32
  return
}
// -----
func.func @generic(%a: memref<10xi32>, %b: memref<10x?xi64, strided<[?, 1], offset: ?>>, %i: index, %j: index, %y: i32, %x: i64) -> (i32, i64) {
  %0 = memref.generic_atomic_rmw %a[%i] : memref<10xi32> {
  ^bb0(%cur: i32):
    %r = arith.addi %cur, %y : i32
    memref.atomic_yield %r : i32
  }
  %1 = memref.generic_atomic_rmw %b[%i, %j] : memref<10x?xi64, strided<[?, 1], offset: ?>> {
  ^bb0(%cur: i64):
    %c = arith.constant 3 : i64
    %m = arith.muli %cur, %c : i64
    %s = arith.maxsi %m, %x : i64
    memref.atomic_yield %s : i64
  }
  %2 = memref.generic_atomic_rmw %b[%i, %j] : memref<10x?xi64, strided<[?, 1], offset: ?>> {
  ^bb0(%cur: i64):
    memref.atomic_yield %cur : i64
  }
  %3 = arith.addi %1, %2 : i64
  return %0, %3 : i32, i64
}
// -----
func.func @copy(%a: memref<4x?xf32>, %b: memref<4x?xf32>, %c: memref<4x4xf32, strided<[8, 1]>>, %d: memref<4x4xf32>, %u: memref<*xf32>, %e: memref<2x4xf32, strided<[4, 1], offset: 4>>, %f: memref<2x4xf32>) {
  memref.copy %a, %b : memref<4x?xf32> to memref<4x?xf32>
  memref.copy %c, %d : memref<4x4xf32, strided<[8, 1]>> to memref<4x4xf32>
  memref.copy %u, %a : memref<*xf32> to memref<4x?xf32>
  memref.copy %e, %f : memref<2x4xf32, strided<[4, 1], offset: 4>> to memref<2x4xf32>
  return
}
// -----
func.func @copy_more(%a: memref<f16>, %b: memref<f16, 1>, %c: memref<1x4xi32, strided<[8, 1]>>, %d: memref<1x4xi32>, %u: memref<*xi8>, %v: memref<*xi8>, %z: memref<0x4xf32, strided<[8, 1]>>, %w: memref<0x4xf32>) {
  memref.copy %a, %b : memref<f16> to memref<f16, 1>
  memref.copy %c, %d : memref<1x4xi32, strided<[8, 1]>> to memref<1x4xi32>
  memref.copy %u, %v : memref<*xi8> to memref<*xi8>
  memref.copy %z, %w : memref<0x4xf32, strided<[8, 1]>> to memref<0x4xf32>
  return
}
// -----
// memref.copy folds the casts that make no type more static.
func.func @copy_casts(%a: memref<?xf32>, %b: memref<4xf32>) {
  %c = memref.cast %a : memref<?xf32> to memref<4xf32>
  %d = memref.cast %b : memref<4xf32> to memref<?xf32>
  memref.copy %c, %d : memref<4xf32> to memref<?xf32>
  return
}
// -----
func.func @copy_cast_layouts(%x: memref<4xf32>, %y: memref<4xf32, strided<[?], offset: ?>>, %t: memref<4xf32>) {
  %c = memref.cast %x : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
  memref.copy %c, %t : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
  %d = memref.cast %y : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32, strided<[1]>>
  memref.copy %d, %t : memref<4xf32, strided<[1]>> to memref<4xf32>
  return
}
// -----
memref.global "private" constant @cst : memref<2x3xf32> = dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]>
memref.global @pub : memref<4xi32> = uninitialized
memref.global @ext : memref<4xi32>
memref.global "private" @scalar : memref<f32> = dense<1.0>
memref.global @aligned : memref<8xi8, 3> = dense<0> {alignment = 64}
memref.global "private" @splat : memref<2x2xi16> = dense<7>
memref.global "private" constant @g0 : memref<i32> = dense<-3>
memref.global "nested" @g1 : memref<2xindex> = dense<[1, 2]>
memref.global @g2 : memref<2x2xf16> = uninitialized {alignment = 16}
memref.global "private" @g3 : memref<3xi1> = dense<[true, false, true]>
memref.global @g4 : memref<f64, 5> = dense<2.5>
memref.global @g5 : memref<4xf32, strided<[2]>> = dense<1.0>
func.func @get() -> (memref<2x3xf32>, memref<f32>, memref<8xi8, 3>, memref<i32>, memref<f64, 5>, memref<2x2xf16>) {
  %0 = memref.get_global @cst : memref<2x3xf32>
  %1 = memref.get_global @scalar : memref<f32>
  %2 = memref.get_global @aligned : memref<8xi8, 3>
  %3 = memref.get_global @g0 : memref<i32>
  %4 = memref.get_global @g4 : memref<f64, 5>
  %5 = memref.get_global @g2 : memref<2x2xf16>
  return %0, %1, %2, %3, %4, %5 : memref<2x3xf32>, memref<f32>, memref<8xi8, 3>, memref<i32>, memref<f64, 5>, memref<2x2xf16>
}
// -----
func.func @scopes(%n: index, %x: f32) -> f32 {
  %0 = memref.alloca_scope -> (f32) {
    %t = memref.alloca() : memref<4xf32>
    memref.alloca_scope.return %x : f32
  }
  memref.alloca_scope {
    %a = memref.alloca(%n) : memref<?xf32>
    memref.alloca_scope {
      %b = memref.alloca() : memref<2xf32>
      "test.use"(%a, %b) : (memref<?xf32>, memref<2xf32>) -> ()
    }
  }
  return %0 : f32
}
// -----
func.func @assume(%a: memref<4x?xf32>, %b: memref<8xi8, 1>) {
  memref.assume_alignment %a, 16 : memref<4x?xf32>
  memref.assume_alignment %b, 64 : memref<8xi8, 1>
  return
}
// -----
func.func @queries(%a: memref<4x?xf32, strided<[?, 1], offset: ?>, 2>, %i: index) -> (index, index, index, index, index) {
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  %0 = memref.dim %a, %i : memref<4x?xf32, strided<[?, 1], offset: ?>, 2>
  %1 = memref.dim %a, %c1 : memref<4x?xf32, strided<[?, 1], offset: ?>, 2>
  %2 = memref.dim %a, %c7 : memref<4x?xf32, strided<[?, 1], offset: ?>, 2>
  %3 = memref.extract_aligned_pointer_as_index %a : memref<4x?xf32, strided<[?, 1], offset: ?>, 2> -> index
  %4 = memref.rank %a : memref<4x?xf32, strided<[?, 1], offset: ?>, 2>
  return %0, %1, %2, %3, %4 : index, index, index, index, index
}
// -----
func.func @space_cast(%a: memref<?x4xf32, 1>, %b: memref<f16>) -> (memref<?x4xf32>, memref<f16, 7>) {
  %0 = memref.memory_space_cast %a : memref<?x4xf32, 1> to memref<?x4xf32>
  %1 = memref.memory_space_cast %b : memref<f16> to memref<f16, 7>
  return %0, %1 : memref<?x4xf32>, memref<f16, 7>
}
// -----
func.func @metadata(%a: memref<?x?xf32, strided<[?, ?], offset: ?>, 1>) -> (memref<f32, 1>, index, index, index, index, index) {
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %a : memref<?x?xf32, strided<[?, ?], offset: ?>, 1> -> memref<f32, 1>, index, index, index, index, index
  return %base, %off, %sz#0, %sz#1, %st#0, %st#1 : memref<f32, 1>, index, index, index, index, index
}
// -----
// alloca_scope results of a type the converter changes: the continuation
// block's argument is converted, and the branch to it is not.
func.func @scope_index(%n: index) -> index {
  %r = memref.alloca_scope -> (index) {
    memref.alloca_scope.return %n : index
  }
  return %r : index
}
// -----
func.func @cast(%a: memref<4x?xf32>, %u: memref<*xf32>) -> (memref<*xf32>, memref<4x?xf32>, memref<?x?xf32>) {
  %0 = memref.cast %a : memref<4x?xf32> to memref<*xf32>
  %1 = memref.cast %u : memref<*xf32> to memref<4x?xf32>
  %2 = memref.cast %a : memref<4x?xf32> to memref<?x?xf32>
  return %0, %1, %2 : memref<*xf32>, memref<4x?xf32>, memref<?x?xf32>
}
// -----
func.func @queries(%u: memref<*xf32>, %w: memref<*xi8, 3>, %i: index) -> (index, index, index, index, index) {
  %c1 = arith.constant 1 : index
  %0 = memref.dim %u, %i : memref<*xf32>
  %1 = memref.dim %w, %c1 : memref<*xi8, 3>
  %2 = memref.rank %u : memref<*xf32>
  %3 = memref.extract_aligned_pointer_as_index %u : memref<*xf32> -> index
  %4 = memref.extract_aligned_pointer_as_index %w : memref<*xi8, 3> -> index
  return %0, %1, %2, %3, %4 : index, index, index, index, index
}
// -----
func.func @space_cast(%u: memref<*xf32, 1>, %v: memref<*xi32>) -> (memref<*xf32>, memref<*xi32, 5>) {
  %0 = memref.memory_space_cast %u : memref<*xf32, 1> to memref<*xf32>
  %1 = memref.memory_space_cast %v : memref<*xi32> to memref<*xi32, 5>
  return %0, %1 : memref<*xf32>, memref<*xi32, 5>
}
// -----
func.func private @producer(memref<*xf32>) -> (memref<*xf32>, index, memref<*xi8, 2>)
func.func @calls(%u: memref<*xf32>) -> memref<*xf32> {
  %0:3 = call @producer(%u) : (memref<*xf32>) -> (memref<*xf32>, index, memref<*xi8, 2>)
  %r = memref.rank %0#2 : memref<*xi8, 2>
  %c = memref.cast %0#0 : memref<*xf32> to memref<?x?xf32>
  %d = memref.cast %c : memref<?x?xf32> to memref<*xf32>
  return %d : memref<*xf32>
}
func.func @two(%u: memref<*xf32>, %v: memref<*xi32, 1>) -> (memref<*xf32>, memref<*xi32, 1>) {
  return %u, %v : memref<*xf32>, memref<*xi32, 1>
}
// -----
func.func @indirect(%f: (memref<*xf32>) -> memref<*xf32>, %u: memref<*xf32>) -> memref<*xf32> {
  %r = call_indirect %f(%u) : (memref<*xf32>) -> memref<*xf32>
  return %r : memref<*xf32>
}
// -----
func.func @reinterpret(%a: memref<4x?xf32>, %u: memref<*xf32, 1>, %i: index, %j: index) {
  %0 = memref.reinterpret_cast %a to offset: [%i], sizes: [10, %j], strides: [%j, 1] : memref<4x?xf32> to memref<10x?xf32, strided<[?, 1], offset: ?>>
  %1 = memref.reinterpret_cast %u to offset: [3], sizes: [2, 5], strides: [5, 1] : memref<*xf32, 1> to memref<2x5xf32, strided<[5, 1], offset: 3>, 1>
  %2 = memref.reinterpret_cast %a to offset: [0], sizes: [], strides: [] : memref<4x?xf32> to memref<f32>
  "test.use"(%0, %1, %2) : (memref<10x?xf32, strided<[?, 1], offset: ?>>, memref<2x5xf32, strided<[5, 1], offset: 3>, 1>, memref<f32>) -> ()
  return
}
// -----
func.func @transpose(%a: memref<4x?xf32>, %b: memref<2x3x4xi8, strided<[?, ?, ?], offset: ?>>) {
  %0 = memref.transpose %a (i, j) -> (j, i) : memref<4x?xf32> to memref<?x4xf32, strided<[1, ?]>>
  %1 = memref.transpose %b (i, j, k) -> (k, i, j) : memref<2x3x4xi8, strided<[?, ?, ?], offset: ?>> to memref<4x2x3xi8, strided<[?, ?, ?], offset: ?>>
  "test.use"(%0, %1) : (memref<?x4xf32, strided<[1, ?]>>, memref<4x2x3xi8, strided<[?, ?, ?], offset: ?>>) -> ()
  return
}
// -----
func.func @view(%b: memref<2048xi8>, %s: memref<?xi8, 3>, %i: index, %j: index) {
  %0 = memref.view %b[%i][%j] : memref<2048xi8> to memref<?x4xf32>
  %1 = memref.view %b[%i][] : memref<2048xi8> to memref<64x4xf32>
  %2 = memref.view %b[%i][%i, %j] : memref<2048xi8> to memref<?x2x?xi16>
  %3 = memref.view %s[%j][] : memref<?xi8, 3> to memref<f64, 3>
  "test.use"(%0, %1, %2, %3) : (memref<?x4xf32>, memref<64x4xf32>, memref<?x2x?xi16>, memref<f64, 3>) -> ()
  return
}
// -----
func.func @reshape_static(%a: memref<4x?xf32>, %s: memref<2xi64>) -> (memref<?x?xf32>, memref<2x8xf32>) {
  %0 = memref.reshape %a(%s) : (memref<4x?xf32>, memref<2xi64>) -> memref<?x?xf32>
  %1 = memref.reshape %a(%s) : (memref<4x?xf32>, memref<2xi64>) -> memref<2x8xf32>
  return %0, %1 : memref<?x?xf32>, memref<2x8xf32>
}
// -----
// A dynamic size loaded from an index-typed shape needs a cast MLIR 19
// does not legalize: the reshape is left alone.
func.func @reshape_index_shape(%a: memref<4x?xf32>, %s: memref<2xindex>) -> memref<?x?xf32> {
  %0 = memref.reshape %a(%s) : (memref<4x?xf32>, memref<2xindex>) -> memref<?x?xf32>
  return %0 : memref<?x?xf32>
}
// -----
func.func @reshape_unranked(%a: memref<4x?xf32>, %u: memref<*xi16, 1>, %s: memref<?xi32>, %t: memref<?xindex>, %b: i1) -> (memref<*xf32>, memref<*xi16, 1>) {
  %0 = memref.reshape %a(%s) : (memref<4x?xf32>, memref<?xi32>) -> memref<*xf32>
  cf.cond_br %b, ^bb1, ^bb2
^bb1:
  %1 = memref.reshape %u(%t) : (memref<*xi16, 1>, memref<?xindex>) -> memref<*xi16, 1>
  cf.br ^bb2
^bb2:
  return %0, %u : memref<*xf32>, memref<*xi16, 1>
}
// -----
// Left for other passes, as MLIR 19 does.
func.func @not_lowered(%a: memref<8x8xf32>, %i: index, %n: index) {
  %0 = memref.subview %a[%i, 0][4, 4][1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: ?>>
  %1 = memref.expand_shape %a [[0, 1], [2]] output_shape [2, 4, 8] : memref<8x8xf32> into memref<2x4x8xf32>
  %2 = memref.collapse_shape %a [[0, 1]] : memref<8x8xf32> into memref<64xf32>
  %3 = memref.realloc %2(%n) : memref<64xf32> to memref<?xf32>
  "test.use"(%0, %1, %3) : (memref<4x4xf32, strided<[8, 1], offset: ?>>, memref<2x4x8xf32>, memref<?xf32>) -> ()
  return
}
// -----
// Folders run before the patterns: loads, stores and the like use the
// source of a memref.cast, static dims and ranks become constants.
func.func @cast_users(%a: memref<4xf32>, %i: index, %x: f32) -> f32 {
  %c = memref.cast %a : memref<4xf32> to memref<?xf32>
  %v = memref.load %c[%i] : memref<?xf32>
  memref.store %v, %c[%i] : memref<?xf32>
  memref.prefetch %c[%i], read, locality<3>, data : memref<?xf32>
  %r = memref.atomic_rmw addf %x, %c[%i] : (f32, memref<?xf32>) -> f32
  memref.dealloc %c : memref<?xf32>
  return %r : f32
}
// -----
func.func @dims(%a: memref<4x?xf32>, %n: index, %m: index, %buf: memref<64xi8>) -> (index, index, index, index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %0 = memref.dim %a, %c0 : memref<4x?xf32>
  %b = memref.alloc(%n) : memref<4x?xf32>
  %1 = memref.dim %b, %c1 : memref<4x?xf32>
  %s = memref.alloca(%n, %m) : memref<?x4x?xf32>
  %2 = memref.dim %s, %c2 : memref<?x4x?xf32>
  %v = memref.view %buf[%c0][%n] : memref<64xi8> to memref<?x2xf32>
  %3 = memref.dim %v, %c0 : memref<?x2xf32>
  %sv = memref.subview %s[0, 0, 0][1, 4, %m][1, 1, 1] : memref<?x4x?xf32> to memref<4x?xf32, strided<[?, 1]>>
  %4 = memref.dim %sv, %c1 : memref<4x?xf32, strided<[?, 1]>>
  %rc = memref.reinterpret_cast %a to offset: [0], sizes: [%m, 4], strides: [4, 1] : memref<4x?xf32> to memref<?x4xf32>
  %5 = memref.dim %rc, %c0 : memref<?x4xf32>
  %6 = memref.rank %a : memref<4x?xf32>
  memref.dealloc %b : memref<4x?xf32>
  return %0, %1, %2, %3, %4, %5, %6 : index, index, index, index, index, index, index
}
// -----
func.func @dim_of_cast(%a: memref<4xf32>) -> index {
  %c0 = arith.constant 0 : index
  %c = memref.cast %a : memref<4xf32> to memref<?xf32>
  %d = memref.dim %c, %c0 : memref<?xf32>
  return %d : index
}
// -----
func.func @views(%b: memref<4x8xf32>, %a: memref<4xf32>, %n: index) {
  %t = memref.transpose %b (i, j) -> (i, j) : memref<4x8xf32> to memref<4x8xf32>
  %t1 = memref.transpose %b (i, j) -> (j, i) : memref<4x8xf32> to memref<8x4xf32, strided<[1, 8]>>
  %t2 = memref.transpose %t1 (i, j) -> (j, i) : memref<8x4xf32, strided<[1, 8]>> to memref<4x8xf32, strided<[8, 1]>>
  %s = memref.subview %b[0, 0][4, 8][1, 1] : memref<4x8xf32> to memref<4x8xf32>
  %c = memref.cast %a : memref<4xf32> to memref<?xf32>
  %r = memref.reinterpret_cast %c to offset: [0], sizes: [4], strides: [1] : memref<?xf32> to memref<4xf32>
  %r2 = memref.reinterpret_cast %a to offset: [0], sizes: [4], strides: [1] : memref<4xf32> to memref<4xf32>
  %r3 = memref.reinterpret_cast %r to offset: [%n], sizes: [2], strides: [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: ?>>
  %e = memref.expand_shape %a [[0, 1]] output_shape [2, 2] : memref<4xf32> into memref<2x2xf32>
  %co = memref.collapse_shape %e [[0, 1]] : memref<2x2xf32> into memref<4xf32>
  "test.use"(%t, %t2, %s, %r, %r2, %r3, %co) : (memref<4x8xf32>, memref<4x8xf32, strided<[8, 1]>>, memref<4x8xf32>, memref<4xf32>, memref<4xf32>, memref<2xf32, strided<[1], offset: ?>>, memref<4xf32>) -> ()
  return
}
// -----
func.func @space_casts(%a: memref<?xf32, 1>) -> memref<?xf32, 3> {
  %0 = memref.memory_space_cast %a : memref<?xf32, 1> to memref<?xf32>
  %1 = memref.memory_space_cast %0 : memref<?xf32> to memref<?xf32, 3>
  return %1 : memref<?xf32, 3>
}
// -----
// extract_strided_metadata's folder puts arith.constant ops before it for
// the statically known results that have uses (and the conversion driver
// never sees them).
func.func @metadata(%a: memref<4x?xf32, strided<[?, 1], offset: 3>>, %b: memref<2x3xf32>) -> (index, index, index, index, index, index) {
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %a : memref<4x?xf32, strided<[?, 1], offset: 3>> -> memref<f32>, index, index, index, index, index
  %base2, %off2, %sz2:2, %st2:2 = memref.extract_strided_metadata %b : memref<2x3xf32> -> memref<f32>, index, index, index, index, index
  "test.use"(%base2) : (memref<f32>) -> ()
  return %off, %sz#0, %sz#1, %st#0, %st#1, %st2#0 : index, index, index, index, index, index
}
