// Expected outputs: mlir-opt-19 on the inputs below (its custom and generic forms), captured once.

package memref_test

var roundTripCases = []struct{ in, custom, generic string }{
	{`// memref ops in custom form: allocation, views (subview, reinterpret_cast,
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
`,
		`module {
  memref.global "private" constant @cst : memref<2xf32> = dense<[1.000000e+00, 2.000000e+00]>
  memref.global "private" @uninit : memref<4xi32> = uninitialized
  memref.global "private" @ext : memref<3xf32>
  memref.global "private" @aligned : memref<2x2xi32> = dense<1> {alignment = 64 : i64}
  func.func @allocs(%arg0: index) {
    %alloc = memref.alloc() : memref<4xf32>
    %alloc_0 = memref.alloc(%arg0) : memref<?xf32>
    %alloc_1 = memref.alloc(%arg0, %arg0) {alignment = 32 : i64} : memref<?x4x?xf32>
    %alloca = memref.alloca() : memref<4xi32>
    %0 = memref.get_global @cst : memref<2xf32>
    %1 = memref.realloc %alloc : memref<4xf32> to memref<8xf32>
    %2 = memref.realloc %alloc_0(%arg0) : memref<?xf32> to memref<?xf32>
    memref.dealloc %1 : memref<8xf32>
    memref.alloca_scope  {
      %alloca_2 = memref.alloca() : memref<4xf32>
      "my.use"(%alloca_2) : (memref<4xf32>) -> ()
    }
    %3 = memref.alloca_scope  -> (f32) {
      %4 = "my.val"() : () -> f32
      memref.alloca_scope.return %4 : f32
    }
    "my.use"(%alloc_1, %alloca, %0, %3) : (memref<?x4x?xf32>, memref<4xi32>, memref<2xf32>, f32) -> ()
    return
  }
  func.func @views(%arg0: memref<8x8xf32>, %arg1: memref<?xf32>, %arg2: index) {
    %c0 = arith.constant 0 : index
    %subview = memref.subview %arg0[0, %arg2] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: ?>>
    %subview_0 = memref.subview %arg0[2, 2] [1, 4] [1, 1] : memref<8x8xf32> to memref<4xf32, strided<[1], offset: 18>>
    %subview_1 = memref.subview %arg0[%arg2, %arg2] [%arg2, 2] [2, %arg2] : memref<8x8xf32> to memref<?x2xf32, strided<[16, ?], offset: ?>>
    %reinterpret_cast = memref.reinterpret_cast %arg1 to offset: [0], sizes: [%arg2, 4], strides: [4, 1] : memref<?xf32> to memref<?x4xf32>
    %reinterpret_cast_2 = memref.reinterpret_cast %arg1 to offset: [%arg2], sizes: [10], strides: [1] : memref<?xf32> to memref<10xf32, strided<[1], offset: ?>>
    %transpose = memref.transpose %arg0 (d0, d1) -> (d1, d0) : memref<8x8xf32> to memref<8x8xf32, strided<[1, 8]>>
    %collapse_shape = memref.collapse_shape %arg0 [[0, 1]] : memref<8x8xf32> into memref<64xf32>
    %expand_shape = memref.expand_shape %arg1 [[0, 1]] output_shape [%arg2, 2] : memref<?xf32> into memref<?x2xf32>
    %expand_shape_3 = memref.expand_shape %collapse_shape [[0, 1, 2]] output_shape [4, 4, 4] : memref<64xf32> into memref<4x4x4xf32>
    %cast = memref.cast %arg0 : memref<8x8xf32> to memref<?x?xf32>
    %cast_4 = memref.cast %arg0 : memref<8x8xf32> to memref<*xf32>
    %alloc = memref.alloc() : memref<2048xi8>
    %view = memref.view %alloc[%c0][%arg2] : memref<2048xi8> to memref<?x4xf32>
    %memspacecast = memref.memory_space_cast %arg0 : memref<8x8xf32> to memref<8x8xf32, 1>
    %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<8x8xf32> -> memref<f32>, index, index, index, index, index
    %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<8x8xf32> -> index
    %dim = memref.dim %arg1, %c0 : memref<?xf32>
    %0 = memref.rank %cast_4 : memref<*xf32>
    %alloc_5 = memref.alloc() : memref<2xindex>
    %reshape = memref.reshape %arg1(%alloc_5) : (memref<?xf32>, memref<2xindex>) -> memref<?x?xf32>
    "my.use"(%subview, %subview_0, %subview_1, %reinterpret_cast, %reinterpret_cast_2, %transpose, %expand_shape, %expand_shape_3, %cast, %view, %memspacecast, %base_buffer, %offset, %sizes#1, %strides#0, %intptr, %dim, %0, %reshape) : (memref<4x4xf32, strided<[8, 1], offset: ?>>, memref<4xf32, strided<[1], offset: 18>>, memref<?x2xf32, strided<[16, ?], offset: ?>>, memref<?x4xf32>, memref<10xf32, strided<[1], offset: ?>>, memref<8x8xf32, strided<[1, 8]>>, memref<?x2xf32>, memref<4x4x4xf32>, memref<?x?xf32>, memref<?x4xf32>, memref<8x8xf32, 1>, memref<f32>, index, index, index, index, index, index, memref<?x?xf32>) -> ()
    return
  }
  func.func @accesses(%arg0: memref<8x8xf32>, %arg1: memref<?xf32>, %arg2: memref<1xi32>, %arg3: index, %arg4: f32, %arg5: i32) {
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %alloc = memref.alloc() : memref<4xf32>
    %0 = memref.load %arg0[%arg3, %arg3] : memref<8x8xf32>
    %1 = memref.load %arg0[%arg3, %c0] {nontemporal = true} : memref<8x8xf32>
    memref.store %0, %arg0[%arg3, %arg3] : memref<8x8xf32>
    memref.store %1, %arg0[%c0, %arg3] {nontemporal = true} : memref<8x8xf32>
    memref.copy %alloc, %alloc : memref<4xf32> to memref<4xf32>
    memref.prefetch %arg0[%arg3, %arg3], read, locality<3>, data : memref<8x8xf32>
    memref.prefetch %arg1[%arg3], write, locality<0>, instr : memref<?xf32>
    memref.dma_start %arg0[%arg3, %arg3], %alloc[%c0], %c4, %arg2[%c0] : memref<8x8xf32>, memref<4xf32>, memref<1xi32>
    memref.dma_start %arg0[%arg3, %arg3], %alloc[%c0], %c4, %arg2[%c0], %c4, %c4 : memref<8x8xf32>, memref<4xf32>, memref<1xi32>
    memref.dma_wait %arg2[%c0], %c4 : memref<1xi32>
    %2 = memref.generic_atomic_rmw %arg1[%arg3] : memref<?xf32> {
    ^bb0(%arg6: f32):
      %5 = arith.addf %arg6, %arg4 : f32
      memref.atomic_yield %5 : f32
    }
    %3 = memref.atomic_rmw addf %arg4, %arg1[%arg3] : (f32, memref<?xf32>) -> f32
    %4 = memref.atomic_rmw maxs %arg5, %arg2[%c0] : (i32, memref<1xi32>) -> i32
    memref.assume_alignment %arg0, 16 : memref<8x8xf32>
    return
  }
}

`,
		`#map = affine_map<(d0, d1) -> (d1, d0)>
"builtin.module"() ({
  "memref.global"() <{constant, initial_value = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>, sym_name = "cst", sym_visibility = "private", type = memref<2xf32>}> : () -> ()
  "memref.global"() <{initial_value, sym_name = "uninit", sym_visibility = "private", type = memref<4xi32>}> : () -> ()
  "memref.global"() <{sym_name = "ext", sym_visibility = "private", type = memref<3xf32>}> : () -> ()
  "memref.global"() <{alignment = 64 : i64, initial_value = dense<1> : tensor<2x2xi32>, sym_name = "aligned", sym_visibility = "private", type = memref<2x2xi32>}> : () -> ()
  "func.func"() <{function_type = (index) -> (), sym_name = "allocs"}> ({
  ^bb0(%arg10: index):
    %30 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
    %31 = "memref.alloc"(%arg10) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?xf32>
    %32 = "memref.alloc"(%arg10, %arg10) <{alignment = 32 : i64, operandSegmentSizes = array<i32: 2, 0>}> : (index, index) -> memref<?x4x?xf32>
    %33 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xi32>
    %34 = "memref.get_global"() <{name = @cst}> : () -> memref<2xf32>
    %35 = "memref.realloc"(%30) : (memref<4xf32>) -> memref<8xf32>
    %36 = "memref.realloc"(%31, %arg10) : (memref<?xf32>, index) -> memref<?xf32>
    "memref.dealloc"(%35) : (memref<8xf32>) -> ()
    "memref.alloca_scope"() ({
      %39 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
      "my.use"(%39) : (memref<4xf32>) -> ()
      "memref.alloca_scope.return"() : () -> ()
    }) : () -> ()
    %37 = "memref.alloca_scope"() ({
      %38 = "my.val"() : () -> f32
      "memref.alloca_scope.return"(%38) : (f32) -> ()
    }) : () -> f32
    "my.use"(%32, %33, %34, %37) : (memref<?x4x?xf32>, memref<4xi32>, memref<2xf32>, f32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<8x8xf32>, memref<?xf32>, index) -> (), sym_name = "views"}> ({
  ^bb0(%arg7: memref<8x8xf32>, %arg8: memref<?xf32>, %arg9: index):
    %9 = "arith.constant"() <{value = 0 : index}> : () -> index
    %10 = "memref.subview"(%arg7, %arg9) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: 0, -9223372036854775808>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (memref<8x8xf32>, index) -> memref<4x4xf32, strided<[8, 1], offset: ?>>
    %11 = "memref.subview"(%arg7) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 2, 2>, static_sizes = array<i64: 1, 4>, static_strides = array<i64: 1, 1>}> : (memref<8x8xf32>) -> memref<4xf32, strided<[1], offset: 18>>
    %12 = "memref.subview"(%arg7, %arg9, %arg9, %arg9, %arg9) <{operandSegmentSizes = array<i32: 1, 2, 1, 1>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808>, static_sizes = array<i64: -9223372036854775808, 2>, static_strides = array<i64: 2, -9223372036854775808>}> : (memref<8x8xf32>, index, index, index, index) -> memref<?x2xf32, strided<[16, ?], offset: ?>>
    %13 = "memref.reinterpret_cast"(%arg8, %arg9) <{operandSegmentSizes = array<i32: 1, 0, 1, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: -9223372036854775808, 4>, static_strides = array<i64: 4, 1>}> : (memref<?xf32>, index) -> memref<?x4xf32>
    %14 = "memref.reinterpret_cast"(%arg8, %arg9) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 10>, static_strides = array<i64: 1>}> : (memref<?xf32>, index) -> memref<10xf32, strided<[1], offset: ?>>
    %15 = "memref.transpose"(%arg7) <{permutation = #map}> : (memref<8x8xf32>) -> memref<8x8xf32, strided<[1, 8]>>
    %16 = "memref.collapse_shape"(%arg7) <{reassociation = [[0, 1]]}> : (memref<8x8xf32>) -> memref<64xf32>
    %17 = "memref.expand_shape"(%arg8, %arg9) <{reassociation = [[0, 1]], static_output_shape = array<i64: -9223372036854775808, 2>}> : (memref<?xf32>, index) -> memref<?x2xf32>
    %18 = "memref.expand_shape"(%16) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 4, 4, 4>}> : (memref<64xf32>) -> memref<4x4x4xf32>
    %19 = "memref.cast"(%arg7) : (memref<8x8xf32>) -> memref<?x?xf32>
    %20 = "memref.cast"(%arg7) : (memref<8x8xf32>) -> memref<*xf32>
    %21 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2048xi8>
    %22 = "memref.view"(%21, %9, %arg9) : (memref<2048xi8>, index, index) -> memref<?x4xf32>
    %23 = "memref.memory_space_cast"(%arg7) : (memref<8x8xf32>) -> memref<8x8xf32, 1>
    %24:6 = "memref.extract_strided_metadata"(%arg7) : (memref<8x8xf32>) -> (memref<f32>, index, index, index, index, index)
    %25 = "memref.extract_aligned_pointer_as_index"(%arg7) : (memref<8x8xf32>) -> index
    %26 = "memref.dim"(%arg8, %9) : (memref<?xf32>, index) -> index
    %27 = "memref.rank"(%20) : (memref<*xf32>) -> index
    %28 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2xindex>
    %29 = "memref.reshape"(%arg8, %28) : (memref<?xf32>, memref<2xindex>) -> memref<?x?xf32>
    "my.use"(%10, %11, %12, %13, %14, %15, %17, %18, %19, %22, %23, %24#0, %24#1, %24#3, %24#4, %25, %26, %27, %29) : (memref<4x4xf32, strided<[8, 1], offset: ?>>, memref<4xf32, strided<[1], offset: 18>>, memref<?x2xf32, strided<[16, ?], offset: ?>>, memref<?x4xf32>, memref<10xf32, strided<[1], offset: ?>>, memref<8x8xf32, strided<[1, 8]>>, memref<?x2xf32>, memref<4x4x4xf32>, memref<?x?xf32>, memref<?x4xf32>, memref<8x8xf32, 1>, memref<f32>, index, index, index, index, index, index, memref<?x?xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<8x8xf32>, memref<?xf32>, memref<1xi32>, index, f32, i32) -> (), sym_name = "accesses"}> ({
  ^bb0(%arg0: memref<8x8xf32>, %arg1: memref<?xf32>, %arg2: memref<1xi32>, %arg3: index, %arg4: f32, %arg5: i32):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 4 : index}> : () -> index
    %2 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
    %3 = "memref.load"(%arg0, %arg3, %arg3) : (memref<8x8xf32>, index, index) -> f32
    %4 = "memref.load"(%arg0, %arg3, %0) <{nontemporal = true}> : (memref<8x8xf32>, index, index) -> f32
    "memref.store"(%3, %arg0, %arg3, %arg3) : (f32, memref<8x8xf32>, index, index) -> ()
    "memref.store"(%4, %arg0, %0, %arg3) <{nontemporal = true}> : (f32, memref<8x8xf32>, index, index) -> ()
    "memref.copy"(%2, %2) : (memref<4xf32>, memref<4xf32>) -> ()
    "memref.prefetch"(%arg0, %arg3, %arg3) <{isDataCache = true, isWrite = false, localityHint = 3 : i32}> : (memref<8x8xf32>, index, index) -> ()
    "memref.prefetch"(%arg1, %arg3) <{isDataCache = false, isWrite = true, localityHint = 0 : i32}> : (memref<?xf32>, index) -> ()
    "memref.dma_start"(%arg0, %arg3, %arg3, %2, %0, %1, %arg2, %0) : (memref<8x8xf32>, index, index, memref<4xf32>, index, index, memref<1xi32>, index) -> ()
    "memref.dma_start"(%arg0, %arg3, %arg3, %2, %0, %1, %arg2, %0, %1, %1) : (memref<8x8xf32>, index, index, memref<4xf32>, index, index, memref<1xi32>, index, index, index) -> ()
    "memref.dma_wait"(%arg2, %0, %1) : (memref<1xi32>, index, index) -> ()
    %5 = "memref.generic_atomic_rmw"(%arg1, %arg3) ({
    ^bb0(%arg6: f32):
      %8 = "arith.addf"(%arg6, %arg4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "memref.atomic_yield"(%8) : (f32) -> ()
    }) : (memref<?xf32>, index) -> f32
    %6 = "memref.atomic_rmw"(%arg4, %arg1, %arg3) <{kind = 0 : i64}> : (f32, memref<?xf32>, index) -> f32
    %7 = "memref.atomic_rmw"(%arg5, %arg2, %0) <{kind = 4 : i64}> : (i32, memref<1xi32>, index) -> i32
    "memref.assume_alignment"(%arg0) <{alignment = 16 : i32}> : (memref<8x8xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

`},
	{`// memref.global with and without visibility, constant and alignment.
memref.global @pub : memref<4xi32> = uninitialized
memref.global constant @pubc : memref<2xf32> = dense<0.5>
memref.global @decl : memref<3xf32>
memref.global "private" constant @priv : memref<2x2xi32> = dense<[[1, 2], [3, 4]]> {alignment = 16}
func.func @use() -> memref<4xi32> {
  %0 = memref.get_global @pub : memref<4xi32>
  return %0 : memref<4xi32>
}
`,
		`module {
  memref.global @pub : memref<4xi32> = uninitialized
  memref.global constant @pubc : memref<2xf32> = dense<5.000000e-01>
  memref.global @decl : memref<3xf32>
  memref.global "private" constant @priv : memref<2x2xi32> = dense<[[1, 2], [3, 4]]> {alignment = 16 : i64}
  func.func @use() -> memref<4xi32> {
    %0 = memref.get_global @pub : memref<4xi32>
    return %0 : memref<4xi32>
  }
}

`,
		`"builtin.module"() ({
  "memref.global"() <{initial_value, sym_name = "pub", type = memref<4xi32>}> : () -> ()
  "memref.global"() <{constant, initial_value = dense<5.000000e-01> : tensor<2xf32>, sym_name = "pubc", type = memref<2xf32>}> : () -> ()
  "memref.global"() <{sym_name = "decl", type = memref<3xf32>}> : () -> ()
  "memref.global"() <{alignment = 16 : i64, constant, initial_value = dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>, sym_name = "priv", sym_visibility = "private", type = memref<2x2xi32>}> : () -> ()
  "func.func"() <{function_type = () -> memref<4xi32>, sym_name = "use"}> ({
    %0 = "memref.get_global"() <{name = @pub}> : () -> memref<4xi32>
    "func.return"(%0) : (memref<4xi32>) -> ()
  }) : () -> ()
}) : () -> ()

`},
}
