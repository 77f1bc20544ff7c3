// A larger, realistic file: a tiled matmul pipeline written with unregistered ops,
// mixing memref layouts, affine maps, dense constants, regions, CFG, calls and locations.

#tile_map = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>
#transpose = affine_map<(d0, d1) -> (d1, d0)>
#in_bounds = affine_set<(d0, d1)[s0, s1] : (d0 >= 0, s0 - d0 - 1 >= 0, d1 >= 0, s1 - d1 - 1 >= 0)>
!tile = memref<32x32xf32, strided<[32, 1], offset: ?>>
!acc = vector<8x[4]xf32>
#src = loc("matmul.py":1:1)

module @kernels attributes {foo.target = #foo.target<"sm_90", features = ["+ptx80"]>, foo.version = 3 : i32} {
  func.func private @llvm_memset(memref<?x?xf32>, f32) attributes {foo.extern = "memset_f32"}
  func.func private @report(i32, !foo.status) -> ()

  func.func @zero_fill(%buf: memref<?x?xf32> {foo.noalias, foo.align = 64 : i64}) {
    %zero = "my.constant"() {value = 0.000000e+00 : f32} : () -> f32 loc("matmul.py":10:5)
    call @llvm_memset(%buf, %zero) : (memref<?x?xf32>, f32) -> () loc("matmul.py":11:5)
    return loc("matmul.py":12:5)
  } loc("matmul.py":9:1)

  func.func @load_tile(%A: memref<?x?xf32>, %i: index, %j: index) -> !tile {
    %c32 = "my.constant"() {value = 32 : index} : () -> index
    %off = "my.apply"(%i, %j, %c32) {map = #tile_map} : (index, index, index) -> index
    %view = "my.subview"(%A, %off) {static_sizes = array<i64: 32, 32>, static_strides = array<i64: 32, 1>} : (memref<?x?xf32>, index) -> !tile
    return %view : !tile
  } loc(#src)

  func.func @micro_kernel(%a: !tile, %b: !tile, %c: !tile, %k_tiles: index) -> (!acc, i1) {
    %init = "my.broadcast"() {value = dense<0.000000e+00> : vector<8x[4]xf32>} : () -> !acc
    %lb = "my.constant"() {value = 0 : index} : () -> index
    %step = "my.constant"() {value = 1 : index} : () -> index
    %res:2 = "my.for"(%lb, %k_tiles, %step, %init) ({
    ^bb0(%k: index, %acc: !acc):
      %va = "my.load"(%a, %k) {permutation = #transpose, in_bounds = [true, false]} : (!tile, index) -> vector<8xf32>
      %vb = "my.load"(%b, %k) {permutation = affine_map<(d0, d1) -> (d0)>} : (!tile, index) -> vector<[4]xf32>
      %prod = "my.outer"(%va, %vb, %acc) <{kind = #foo.kind<add>}> : (vector<8xf32>, vector<[4]xf32>, !acc) -> !acc
      %ok = "my.check"(%k, %k_tiles) {set = #in_bounds} : (index, index) -> i1
      "my.yield"(%prod, %ok) : (!acc, i1) -> () loc(fused<"unrolled">["matmul.py":40:7, "matmul.py":41:7])
    }) {foo.unroll = 4 : i32, foo.pipeline = {stages = 3 : i32, depth = 2 : i32}} : (index, index, index, !acc) -> (!acc, i1) loc(callsite("micro" at "matmul.py":38:3))
    return %res#0, %res#1 : !acc, i1
  }

  func.func @store_with_retry(%c: !tile, %v: !acc, %max_tries: i32) -> i32 {
    %zero = "my.constant"() {value = 0 : i32} : () -> i32
    "my.br"(%zero)[^try] : (i32) -> ()
  ^try(%attempt: i32):
    %status = "my.store"(%v, %c) : (!acc, !tile) -> !foo.status
    %ok = "my.is_ok"(%status) : (!foo.status) -> i1
    "my.cond_br"(%ok)[^done, ^retry] : (i1) -> ()
  ^retry:
    %next = "my.add"(%attempt, %attempt) : (i32, i32) -> i32
    %again = "my.lt"(%next, %max_tries) : (i32, i32) -> i1
    "my.cond_br"(%again, %next)[^try, ^fail] : (i1, i32) -> ()
  ^fail:
    call @report(%attempt, %status) : (i32, !foo.status) -> ()
    "my.br"(%attempt)[^exit] : (i32) -> ()
  ^done:
    "my.br"(%attempt)[^exit] : (i32) -> ()
  ^exit(%tries: i32):
    return %tries : i32
  }

  func.func @matmul(%A: memref<?x?xf32>, %B: memref<?x?xf32>, %C: memref<?x?xf32>) attributes {foo.entry, foo.grid = array<i32: 16, 16, 1>} {
    call @zero_fill(%C) : (memref<?x?xf32>) -> ()
    %M = "my.dim"(%A) {index = 0 : index} : (memref<?x?xf32>) -> index
    %N = "my.dim"(%B) {index = 1 : index} : (memref<?x?xf32>) -> index
    %K = "my.dim"(%A) {index = 1 : index} : (memref<?x?xf32>) -> index
    "my.parallel"(%M, %N) ({
    ^bb0(%i: index, %j: index):
      %ta = call @load_tile(%A, %i, %j) : (memref<?x?xf32>, index, index) -> !tile
      %tb = call @load_tile(%B, %j, %i) : (memref<?x?xf32>, index, index) -> !tile
      %tc = call @load_tile(%C, %i, %j) : (memref<?x?xf32>, index, index) -> !tile
      %acc:2 = call @micro_kernel(%ta, %tb, %tc, %K) : (!tile, !tile, !tile, index) -> (!acc, i1)
      %max = "my.constant"() {value = 3 : i32} : () -> i32
      %tries = call @store_with_retry(%tc, %acc#0, %max) : (!tile, !acc, i32) -> i32
      %f = func.constant @store_with_retry : (!tile, !acc, i32) -> i32
      %tries2 = func.call_indirect %f(%tc, %acc#0, %tries) : (!tile, !acc, i32) -> i32
      "my.yield"() : () -> ()
    }, {
    ^bb0(%err: !foo.status, %code: i32):
      call @report(%code, %err) : (i32, !foo.status) -> ()
      "my.yield"() : () -> ()
    }) {mapping = [#foo.block<x>, #foo.block<y>]} : (index, index) -> ()
    return
  }

  // Lookup tables and weights.
  func.func @tables() -> (tensor<4x4xf32>, tensor<8xi8>, tensor<2x2xcomplex<f32>>, tensor<3x!foo.str>) {
    %t0 = "my.const"() {value = dense<[[1.0, 0.0, 0.0, 0.0], [0.0, 1.0, 0.0, 0.0], [0.0, 0.0, 1.0, 0.0], [0.0, 0.0, 0.0, 1.0]]> : tensor<4x4xf32>} : () -> tensor<4x4xf32>
    %t1 = "my.const"() {value = dense<[-128, -1, 0, 1, 2, 4, 8, 127]> : tensor<8xi8>} : () -> tensor<8xi8>
    %t2 = "my.const"() {value = dense<[[(1.0, -1.0), (0.5, 0.25)], [(0.0, 0.0), (3.0e10, 1.0e-10)]]> : tensor<2x2xcomplex<f32>>} : () -> tensor<2x2xcomplex<f32>>
    %t3 = "my.const"() {value = dense<["relu", "gelu\00", "tanh\n"]> : tensor<3x!foo.str>} : () -> tensor<3x!foo.str>
    %w = "my.const"() {value = dense_resource<matmul_weights> : tensor<4xf32>} : () -> tensor<4xf32>
    %cast = builtin.unrealized_conversion_cast %w : tensor<4xf32> to !foo.weights<4>
    "my.register"(%cast) {name = "weights", tags = ["a", "b"], meta = {version = 2 : i8, checksum = 0xCAFE : i32}} : (!foo.weights<4>) -> ()
    return %t0, %t1, %t2, %t3 : tensor<4x4xf32>, tensor<8xi8>, tensor<2x2xcomplex<f32>>, tensor<3x!foo.str>
  }
}

{-#
  dialect_resources: {
    builtin: {
      matmul_weights: "0x040000000000803F000000400000404000008040"
    }
  }
#-}
