// FLAGS: --convert-math-to-llvm --convert-arith-to-llvm --convert-index-to-llvm --finalize-memref-to-llvm --convert-cf-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts
// the standalone conversions one after the other, as a host lowering pipeline runs them.
// cf.br, cf.cond_br and cf.switch with converted block arguments (index,
// memref), branch weights, discardable attributes, blocks out of order,
// loops and unreachable blocks.
func.func @br_args(%a: index, %b: memref<?xf32>, %c: i1, %s: i32) -> index {
  cf.br ^bb1(%a, %b : index, memref<?xf32>)
^bb1(%x: index, %m: memref<?xf32>):
  cf.cond_br %c, ^bb2(%x : index), ^bb3 {branch_weights = array<i32: 3, 5>}
^bb2(%y: index):
  cf.switch %s : i32, [
    default: ^bb3,
    4: ^bb2(%y : index),
    7: ^bb4(%y, %y : index, index)
  ]
^bb3:
  return %a : index
^bb4(%p: index, %q: index):
  return %p : index
}

// -----

func.func @out_of_order(%n: index, %c: i1) -> index {
  cf.br ^h(%n : index)
^exit(%r: index):
  return %r : index
^body(%j: index):
  cf.br ^h(%j : index)
^h(%i: index):
  cf.cond_br %c, ^body(%i : index), ^exit(%i : index)
}

// -----

func.func @attrs(%c: i1, %v: i64) {
  cf.br ^bb1 {my.tag = 1 : i32}
^bb1:
  cf.cond_br %c, ^bb2, ^bb3 {my.other, branch_weights = array<i32: 1, 99>}
^bb2:
  cf.switch %v : i64, [
    default: ^bb3,
    -1: ^bb3,
    9223372036854775807: ^bb2
  ] {my.dropped = "x"}
^bb3:
  return
}

// -----

func.func @switch_forms(%f: i8, %g: i1, %m: memref<2x3xf32>, %k: index) -> index {
  cf.switch %f : i8, [
    default: ^bb1(%m : memref<2x3xf32>)
  ]
^bb1(%x: memref<2x3xf32>):
  cf.switch %g : i1, [
    default: ^bb2(%k : index),
    0: ^bb2(%k : index),
    1: ^bb3(%x, %k : memref<2x3xf32>, index)
  ]
^bb2(%i: index):
  return %i : index
^bb3(%y: memref<2x3xf32>, %j: index):
  return %j : index
}

// -----

func.func @unreachable(%a: index, %c: i1) -> index {
  cf.br ^bb2(%a : index)
^bb1(%x: index):
  "my.dead"(%x) : (index) -> ()
  cf.br ^bb3
^bb2(%y: index):
  cf.cond_br %c, ^bb3, ^bb4(%y : index)
^bb3:
  return %a : index
^bb4(%z: index):
  return %z : index
}

// -----

func.func @self_loop(%a: index) {
  cf.br ^bb1(%a : index)
^bb1(%x: index):
  %d = "my.step"(%x) : (index) -> index
  %c = "my.cond"(%d) : (index) -> i1
  cf.cond_br %c, ^bb1(%d : index), ^bb2
^bb2:
  return
}

// -----

// Blocks of an op that is not converted keep their index arguments: branches
// to them are left alone, branches without converted operands are lowered.
func.func @nested(%a: index, %b: i32) {
  "my.region"() ({
    cf.br ^bb1(%a : index)
  ^bb1(%x: index):
    "my.use"(%x) : (index) -> ()
    "my.term"() : () -> ()
  }) : () -> ()
  "my.region"() ({
    cf.br ^bb1(%b : i32)
  ^bb1(%y: i32):
    "my.use"(%y) : (i32) -> ()
    "my.term"() : () -> ()
  }) : () -> ()
  return
}

// -----

llvm.func @in_llvm_func(%a: i64) {
  %0 = builtin.unrealized_conversion_cast %a : i64 to index
  cf.br ^bb1(%0 : index)
^bb1(%x: index):
  llvm.return
}

llvm.func @in_llvm_func_i64(%a: i64) {
  cf.br ^bb1(%a : i64)
^bb1(%x: i64):
  llvm.return
}

// -----

// Constant conditions: cf has no folders, nothing is simplified.
func.func @f(%a: index) -> index {
  %t = arith.constant true
  cf.assert %t, "never"
  cf.cond_br %t, ^bb1(%a : index), ^bb2
^bb1(%x: index):
  return %x : index
^bb2:
  %c = index.constant 3
  cf.switch %t : i1, [default: ^bb1(%c : index)]
}
// -----
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
func.func @f(%a: memref<?xf32>, %i: index, %x: f32) -> (f32, index) {
  %r:2 = func.call @h(%a, %x, %i) : (memref<?xf32>, f32, index) -> (f32, index)
  return %r#0, %r#1 : f32, index
}
func.func private @h(memref<?xf32>, f32, index) -> (f32, index)
func.func @k(%a: memref<2x3xf32>) -> memref<2x3xf32> {
  return %a : memref<2x3xf32>
}
// -----
// Every index op lowered to LLVM: one-to-one ops (with their discardable
// attributes), the ceildivs/ceildivu/floordivs expansions, casts (trunc,
// sext/zext or nothing), cmp, sizeof and constants.
func.func @ops(%a: index, %b: index) -> index {
  %0 = index.add %a, %b
  %1 = index.sub %0, %b
  %2 = index.mul %1, %a
  %3 = index.divs %2, %b
  %4 = index.divu %3, %b
  %5 = index.rems %4, %b
  %6 = index.remu %5, %b
  %7 = index.maxs %6, %b
  %8 = index.maxu %7, %b
  %9 = index.mins %8, %b
  %10 = index.minu %9, %b
  %11 = index.shl %10, %b
  %12 = index.shrs %11, %b
  %13 = index.shru %12, %b
  %14 = index.and %13, %b
  %15 = index.or %14, %b
  %16 = index.xor %15, %b {foo = "bar"}
  %17 = index.ceildivs %16, %b
  %18 = index.ceildivu %17, %b
  %19 = index.floordivs %18, %b
  return %19 : index
}
// -----

func.func @misc(%a: index, %b: index, %i: i32, %j: i64, %k: i1, %l: i128) -> (i1, i1, index, index, i32, i64, i1, index, i128) {
  %0 = index.cmp eq(%a, %b)
  %1 = index.cmp uge(%a, %b)
  %2 = index.sizeof
  %3 = index.casts %i : i32 to index
  %4 = index.castu %a : index to i32
  %5 = index.casts %a : index to i64
  %6 = index.castu %a : index to i1
  %7 = index.castu %l : i128 to index
  %8 = index.casts %a : index to i128
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : i1, i1, index, index, i32, i64, i1, index, i128
}
// -----

func.func @cst() -> (index, i1, i1, index) {
  %0 = index.constant 42
  %1 = index.bool.constant true
  %2 = index.bool.constant false
  %3 = index.constant -1
  return %0, %1, %2, %3 : index, i1, i1, index
}

// -----

// Results used by an op that is not converted get a cast back to index.
func.func @unconverted_user(%a: index, %b: index) {
  %0 = index.maxs %a, %b
  %1 = index.cmp sle(%0, %b)
  %2 = index.bool.constant true
  "my.use"(%0, %1, %2) : (index, i1, i1) -> ()
  return
}
// -----
// Every math op through --gpu-to-llvm: intrinsics (fastmath flags
// translated, discardable attributes kept), ctlz/cttz/absi with their
// poison flag (attributes dropped), the expm1/log1p/rsqrt expansions,
// n-D vectors unrolled over the outer dimensions, scalable vectors; ops
// without a lowering (acos, tan, erf, ipowi, ...) stay.
func.func @f(%x: f32, %y: f32, %z: f32, %i: i32, %j: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
  %0 = math.absf %x : f32
  %1 = math.absi %i : i32
  %2 = math.acos %x : f32
  %3 = math.acosh %x : f32
  %4 = math.asin %x : f32
  %5 = math.asinh %x : f32
  %6 = math.atan %x : f32
  %7 = math.atan2 %x, %y : f32
  %8 = math.atanh %x : f32
  %9 = math.cbrt %x : f32
  %10 = math.ceil %x : f32
  %11 = math.copysign %x, %y : f32
  %12 = math.cos %x : f32
  %13 = math.cosh %x : f32
  %14 = math.ctlz %i : i32
  %15 = math.ctpop %i : i32
  %16 = math.cttz %i : i32
  %17 = math.erf %x : f32
  %18 = math.exp %x : f32
  %19 = math.exp2 %x : f32
  %20 = math.expm1 %x : f32
  %21 = math.floor %x : f32
  %22 = math.fma %x, %y, %z : f32
  %23 = math.fpowi %x, %i : f32, i32
  %24 = math.ipowi %i, %j : i32
  %25 = math.log %x : f32
  %26 = math.log10 %x : f32
  %27 = math.log1p %x : f32
  %28 = math.log2 %x : f32
  %29 = math.powf %x, %y : f32
  %30 = math.round %x : f32
  %31 = math.roundeven %x : f32
  %32 = math.rsqrt %x : f32
  %33 = math.sin %x : f32
  %34 = math.sinh %x : f32
  %35 = math.sqrt %x : f32
  %36 = math.tan %x : f32
  %37 = math.tanh %x : f32
  %38 = math.trunc %x : f32
  "my.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38) : (f32, i32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i32, i32, i32, f32, f32, f32, f32, f32, f32, f32, i32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) -> ()
  return
}

// -----

func.func @fm(%x: f32, %y: f32, %z: f32, %i: i32) {
  %0 = math.absf %x fastmath<nnan,ninf> : f32
  %1 = math.sqrt %x fastmath<fast> {foo = 1 : i32} : f32
  %2 = math.expm1 %x fastmath<nsz> : f32
  %3 = math.log1p %x fastmath<arcp> : f32
  %4 = math.rsqrt %x fastmath<contract> : f32
  %5 = math.fma %x, %y, %z fastmath<afn> : f32
  %6 = math.fpowi %x, %i fastmath<reassoc> : f32, i32
  %7 = math.ctlz %i {bar} : i32
  %8 = math.ctpop %i {baz} : i32
  %9 = math.powf %x, %y : f32
  "my.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9) : (f32, f32, f32, f32, f32, f32, f32, i32, i32, f32) -> ()
  return
}
// -----

func.func @vec(%v: vector<4xf32>, %w: vector<2x3xf32>, %vi: vector<2x3xi16>, %p: vector<2x3xi32>) {
  %0 = math.sqrt %v : vector<4xf32>
  %1 = math.expm1 %v : vector<4xf32>
  %2 = math.log1p %w fastmath<fast> : vector<2x3xf32>
  %3 = math.rsqrt %w : vector<2x3xf32>
  %4 = math.expm1 %w : vector<2x3xf32>
  %5 = math.floor %w fastmath<nnan> : vector<2x3xf32>
  %6 = math.ctlz %vi : vector<2x3xi16>
  %7 = math.absi %vi : vector<2x3xi16>
  %8 = math.ctpop %vi : vector<2x3xi16>
  %9 = math.copysign %w, %w : vector<2x3xf32>
  %10 = math.copysign %w, %w : vector<2x3xf32>
  "my.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10) : (vector<4xf32>, vector<4xf32>, vector<2x3xf32>, vector<2x3xf32>, vector<2x3xf32>, vector<2x3xf32>, vector<2x3xi16>, vector<2x3xi16>, vector<2x3xi16>, vector<2x3xf32>, vector<2x3xf32>) -> ()
  return
}
// -----

func.func @idx(%i: index, %f: f16, %b: bf16, %s: vector<[4]xf32>) {
  %0 = math.ctpop %i : index
  %1 = math.ctpop %i : index
  %2 = math.ctpop %i : index
  %3 = math.expm1 %f : f16
  %4 = math.rsqrt %b : bf16
  %5 = math.sqrt %s : vector<[4]xf32>
  %6 = math.log1p %s : vector<[4]xf32>
  "my.use"(%0, %1, %2, %3, %4, %5, %6) : (index, index, index, f16, bf16, vector<[4]xf32>, vector<[4]xf32>) -> ()
  return
}

// -----

func.func @fm(%x: f32, %w: vector<2x3xf32>) {
  %0 = math.expm1 %x fastmath<nsz> {foo = 1 : i32} : f32
  %1 = math.log1p %x {foo = 2 : i32} : f32
  %2 = math.rsqrt %x {foo = 3 : i32} : f32
  %3 = math.sqrt %w {foo = 4 : i32} : vector<2x3xf32>
  "my.use"(%0, %1, %2, %3) : (f32, f32, f32, vector<2x3xf32>) -> ()
  return
}

// -----

// Tensors have no LLVM type: nothing is converted.
func.func @tensors(%t: tensor<4xf32>, %i: tensor<4xi32>) -> (tensor<4xf32>, tensor<4xi32>) {
  %0 = math.sqrt %t : tensor<4xf32>
  %1 = math.ctlz %i : tensor<4xi32>
  %2 = math.expm1 %t : tensor<4xf32>
  return %0, %1 : tensor<4xf32>, tensor<4xi32>
}
// -----
func.func @f(%a: memref<?xf32>, %i: index) -> index {
  %r = "my.op"(%a, %i) : (memref<?xf32>, index) -> index
  "my.use"(%r) : (index) -> ()
  return %r : index
}
func.func @g(%i: index) -> index {
  %r = func.call @f2(%i) : (index) -> index
  "my.use"(%r) : (index) -> ()
  %s = "my.op2"() : () -> memref<2xf32>
  %t = func.call @f3(%s) : (memref<2xf32>) -> memref<2xf32>
  "my.use"(%t) : (memref<2xf32>) -> ()
  return %r : index
}
func.func private @f2(index) -> index
func.func private @f3(memref<2xf32>) -> memref<2xf32>
func.func @blocks(%i: index) -> index {
  "my.br"(%i)[^bb1] : (index) -> ()
^bb1(%x: index):
  "my.use"(%x) : (index) -> ()
  return %x : index
}
// -----
func.func @f(%a: memref<?xf32>) {
  "my.op"(%a) : (memref<?xf32>) -> ()
  return
}
