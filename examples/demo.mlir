// A small host-side program in MLIR's text form, as `make demo` feeds it to `gpuc opt`.
// builtin.module and func.* are registered ops (checked and printed in their custom form); the "demo.*"
// ops stand for a dialect gpuc does not know yet, so they stay in the generic form and need
// --allow-unregistered-dialect. The same command works with mlir-opt-19 and prints the same text:
//   mlir-opt-19 --allow-unregistered-dialect examples/demo.mlir
module attributes {demo.target = "sm_90", demo.version = 3 : i32} {
  // An external kernel launcher: a declaration has no body.
  func.func private @launch(memref<?xf32>, index, f32) -> i1

  // Clamp %x into [lo, hi] with a three-way branch built from unregistered control-flow ops.
  func.func @clamp(%x: f32, %lo: f32, %hi: f32) -> f32 {
    %below = "demo.cmpf"(%x, %lo) {predicate = "olt"} : (f32, f32) -> i1
    "demo.cond_br"(%below)[^low, ^check_high] {branch_weights = array<i32: 1, 9>} : (i1) -> ()
  ^low:
    "demo.br"(%lo)[^done] : (f32) -> ()
  ^check_high:
    %above = "demo.cmpf"(%x, %hi) {predicate = "ogt"} : (f32, f32) -> i1
    "demo.cond_br"(%above)[^high, ^in_range] : (i1) -> ()
  ^high:
    "demo.br"(%hi)[^done] : (f32) -> ()
  ^in_range:
    "demo.br"(%x)[^done] : (f32) -> ()
  ^done(%r: f32):
    return %r : f32
  }

  // y = a*x + y on the device, then clamp a's square; attributes of many kinds on the way.
  func.func @saxpy(%a: f32, %x: memref<?xf32>, %y: memref<?xf32>) -> (f32, i1) {
    %n = "demo.dim"(%x) {axis = 0 : index} : (memref<?xf32>) -> index
    %table = "demo.constant"() {value = dense<[1.0, 2.0, 4.0, 8.0]> : tensor<4xf32>} : () -> tensor<4xf32>
    "demo.parallel_for"(%n) ({
    ^bb0(%i: index):
      %xi = "demo.load"(%x, %i) {nontemporal = false} : (memref<?xf32>, index) -> f32
      %yi = "demo.load"(%y, %i) : (memref<?xf32>, index) -> f32
      %r = "demo.fma"(%a, %xi, %yi) {fastmath = ["contract", "afn"]} : (f32, f32, f32) -> f32
      "demo.store"(%r, %y, %i) : (f32, memref<?xf32>, index) -> ()
      "demo.yield"() : () -> ()
    }) {block_size = [256 : i32, 1 : i32, 1 : i32], label = "saxpy", unroll, schedule = {chunk = 64 : i64, kind = "static"}} : (index) -> ()
    %aa = "demo.mulf"(%a, %a) {rounding = 1.5e-3 : f64, kernel = @launch, elem = vector<4xf32>} : (f32, f32) -> f32
    %lo = "demo.constant"() {value = 0.0 : f32} : () -> f32
    %hi = "demo.constant"() {value = 1.0e+2 : f32} : () -> f32
    %c = call @clamp(%aa, %lo, %hi) : (f32, f32, f32) -> f32
    %ok = call @launch(%y, %n, %c) : (memref<?xf32>, index, f32) -> i1
    return %c, %ok : f32, i1
  }
}
