// memref verifier and parser errors.
// RUN: gpuc opt %s --allow-unregistered-dialect --split-input-file --verify-diagnostics

func.func @alloc_dynamic() {
  // expected-error@+1 {{'memref.alloc' op dimension operand count does not equal memref dynamic dimension count}}
  %0 = memref.alloc() : memref<?xf32>
  return
}

// -----

func.func @load_indices(%m: memref<4x4xf32>, %i: index) {
  // expected-error@+1 {{incorrect number of indices for load, expected 2 but got 1}}
  %0 = memref.load %m[%i] : memref<4x4xf32>
  return
}

// -----

func.func @subview_layout(%m: memref<8x8xf32>) {
  // expected-error@+1 {{expected result type to be 'memref<4x4xf32, strided<[8, 1]>>' or a rank-reduced version. (mismatch of result layout)}}
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32>
  return
}

// -----

func.func @reinterpret_size(%m: memref<?xf32>) {
  // expected-error@+1 {{expected result type with size = 10 instead of 12 in dim = 0}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [10], strides: [1] : memref<?xf32> to memref<12xf32>
  return
}

// -----

func.func @cast(%m: memref<4xf32>) {
  // expected-error@+1 {{operand type 'memref<4xf32>' and result type 'memref<8xf32>' are cast incompatible}}
  %0 = memref.cast %m : memref<4xf32> to memref<8xf32>
  return
}

// -----

func.func @atomic_kind(%m: memref<4xf32>, %v: f32, %i: index) {
  // expected-error@+1 {{with kind 'addi' expects an integer type}}
  %0 = memref.atomic_rmw addi %v, %m[%i] : (f32, memref<4xf32>) -> f32
  return
}

// -----

func.func @prefetch(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{custom op 'memref.prefetch' rw specifier has to be 'read' or 'write'}}
  memref.prefetch %m[%i], rd, locality<3>, data : memref<4xf32>
  return
}

// -----

// expected-error@+1 {{type should be static shaped memref, but got 'memref<?xf32>'}}
memref.global "private" @g : memref<?xf32>

// -----

memref.global "private" @g4 : memref<4xf32>
func.func @get_global() {
  // expected-error@+1 {{result type 'memref<8xf32>' does not match type 'memref<4xf32>' of the global memref @g4}}
  %0 = memref.get_global @g4 : memref<8xf32>
  return
}

// -----

func.func @transpose(%m: memref<4x8xf32>) {
  // expected-error@+1 {{is not equivalent to the canonical transposed input type 'memref<8x4xf32, affine_map<(d0, d1) -> (d0 + d1 * 8)>>'}}
  %0 = memref.transpose %m (d0, d1) -> (d1, d0) : memref<4x8xf32> to memref<8x4xf32>
  return
}

// -----

func.func @collapse(%m: memref<2x4xf32>) {
  // expected-error@+1 {{collapsed dim size (9) must equal reassociation group size (8)}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<2x4xf32> into memref<9xf32>
  return
}
