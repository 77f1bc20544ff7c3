// Declaratively formatted LLVM ops with the dialect's custom directives:
// overflow flags, fastmath, GEP indices, aggregate positions, shuffle
// masks and switch cases.
llvm.func @arith(%a: i32, %b: i32, %f: f32, %v: vector<4xf32>) {
  %0 = llvm.add %a, %b : i32
  %1 = llvm.add %a, %b overflow<nsw> : i32
  %2 = llvm.sub %a, %b overflow<nuw> : i32
  %3 = llvm.mul %a, %b overflow<nsw, nuw> : i32
  %4 = llvm.shl %a, %b overflow<nuw, nsw> : i32
  %5 = llvm.udiv %a, %b : i32
  %6 = llvm.sdiv %a, %b : i32
  %7 = llvm.and %a, %b : i32
  %8 = llvm.or %a, %b : i32
  %9 = llvm.xor %a, %b : i32
  %10 = llvm.lshr %a, %b : i32
  %11 = llvm.ashr %a, %b : i32
  %12 = llvm.fadd %f, %f : f32
  %13 = llvm.fsub %f, %f {fastmathFlags = #llvm.fastmath<fast>} : f32
  %14 = llvm.fmul %f, %f {fastmathFlags = #llvm.fastmath<contract>} : f32
  %15 = llvm.fdiv %v, %v {fastmathFlags = #llvm.fastmath<nnan, ninf>} : vector<4xf32>
  %16 = llvm.frem %f, %f {fastmathFlags = #llvm.fastmath<none>} : f32
  %17 = llvm.fneg %f {fastmathFlags = #llvm.fastmath<afn>} : f32
  %18 = llvm.add %a, %b {my.attr = 3 : i32} : i32
  %19 = llvm.add %a, %b overflow<none> : i32
  llvm.return
}
llvm.func @casts(%a: i32, %b: i64, %v: vector<4xi32>, %p: !llvm.ptr, %f: f32) {
  %0 = llvm.sext %a : i32 to i56
  %1 = llvm.zext %a : i32 to i64
  %2 = llvm.trunc %b : i64 to i16
  %3 = llvm.sext %v : vector<4xi32> to vector<4xi64>
  %4 = llvm.sitofp %a : i32 to f32
  %5 = llvm.uitofp %a : i32 to f64
  %6 = llvm.fptosi %f : f32 to i32
  %7 = llvm.fptoui %f : f32 to i64
  %8 = llvm.fpext %f : f32 to f64
  %9 = llvm.fptrunc %8 : f64 to f16
  %10 = llvm.addrspacecast %p : !llvm.ptr to !llvm.ptr<1>
  %11 = llvm.bitcast %b : i64 to f64
  %12 = llvm.inttoptr %b : i64 to !llvm.ptr
  %13 = llvm.ptrtoint %p : !llvm.ptr to i64
  %14 = llvm.freeze %a : i32
  llvm.return
}
llvm.func @memory(%p: !llvm.ptr, %idx: i64, %i32: i32, %f: f32) {
  %0 = llvm.getelementptr %p[%idx, 1, 0] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(i32, struct<(i32, f32)>)>
  %1 = llvm.getelementptr inbounds %p[%idx, 0, %idx] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.struct<(array<10 x f32>)>
  %2 = llvm.getelementptr %p[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<256 x f32>
  %3 = llvm.getelementptr %p[-1] : (!llvm.ptr) -> !llvm.ptr, i8
  %4 = llvm.load %p : !llvm.ptr -> f32
  %5 = llvm.load volatile %p {alignment = 4 : i64} : !llvm.ptr -> i32
  %6 = llvm.load %p atomic monotonic {alignment = 4 : i64} : !llvm.ptr -> f32
  %7 = llvm.load %p atomic syncscope("agent") acquire {alignment = 8 : i64} : !llvm.ptr -> i64
  %8 = llvm.load %p invariant {alignment = 4 : i64} : !llvm.ptr -> i32
  llvm.store %f, %p : f32, !llvm.ptr
  llvm.store volatile %i32, %p atomic syncscope("singlethread") release {alignment = 4 : i64} : i32, !llvm.ptr
  %9 = llvm.atomicrmw fadd %p, %f acq_rel : !llvm.ptr, f32
  %10 = llvm.atomicrmw volatile add %p, %i32 syncscope("block") monotonic {alignment = 4 : i64} : !llvm.ptr, i32
  %11 = llvm.cmpxchg %p, %i32, %i32 acq_rel monotonic : !llvm.ptr, i32
  %12 = llvm.cmpxchg weak volatile %p, %i32, %i32 syncscope("singlethread") seq_cst seq_cst {alignment = 16 : i64} : !llvm.ptr, i32
  llvm.fence syncscope("agent") seq_cst
  llvm.fence release
  llvm.return
}
llvm.func @aggregates(%a: i32, %f: f32) -> !llvm.struct<(i32, array<2 x f32>)> {
  %0 = llvm.mlir.undef : !llvm.struct<(i32, array<2 x f32>)>
  %1 = llvm.insertvalue %a, %0[0] : !llvm.struct<(i32, array<2 x f32>)>
  %2 = llvm.insertvalue %f, %1[1, 0] : !llvm.struct<(i32, array<2 x f32>)>
  %3 = llvm.insertvalue %f, %2[1, 1] : !llvm.struct<(i32, array<2 x f32>)>
  %4 = llvm.extractvalue %3[1] : !llvm.struct<(i32, array<2 x f32>)>
  %5 = llvm.extractvalue %4[0] : !llvm.array<2 x f32>
  %6 = llvm.extractvalue %3[1, 1] : !llvm.struct<(i32, array<2 x f32>)>
  %7 = llvm.mlir.poison : !llvm.struct<(i32, array<2 x f32>)>
  %8 = llvm.mlir.zero : !llvm.struct<(i32, array<2 x f32>)>
  llvm.return %3 : !llvm.struct<(i32, array<2 x f32>)>
}
llvm.func @vectors(%v: vector<4xf32>, %i: i32, %f: f32, %pv: !llvm.vec<2 x ptr>, %sv: vector<[4]xf32>) {
  %0 = llvm.extractelement %v[%i : i32] : vector<4xf32>
  %1 = llvm.insertelement %f, %v[%i : i32] : vector<4xf32>
  %2 = llvm.shufflevector %v, %v [0, 0, 0, 0, 7] : vector<4xf32>
  %3 = llvm.shufflevector %pv, %pv [1, 0] : !llvm.vec<2 x ptr>
  %4 = llvm.shufflevector %sv, %sv [0, 0, 0, 0] : vector<[4]xf32>
  %5 = llvm.extractelement %pv[%i : i32] : !llvm.vec<2 x ptr>
  %6 = llvm.mlir.constant(dense<1.0> : vector<4xf32>) : vector<4xf32>
  llvm.return
}
llvm.func @control(%a: i32, %c: i1) -> i32 {
  llvm.cond_br %c weights([1, 2]), ^bb1, ^bb2(%a : i32)
^bb1:
  llvm.switch %a : i32, ^bb2(%a : i32) [
    1: ^bb3,
    -2: ^bb2(%a : i32),
    7: ^bb3
  ]
^bb2(%x: i32):
  llvm.switch %x : i32, ^bb3 [
  ]
^bb3:
  llvm.br ^bb4(%a, %c : i32, i1)
^bb4(%y: i32, %z: i1):
  llvm.return %y : i32
}
llvm.func @switch_i8(%a: i8) {
  llvm.switch %a : i8, ^bb1 [
    255: ^bb2,
    -2: ^bb3
  ]
^bb1:
  llvm.unreachable
^bb2:
  llvm.unreachable
^bb3:
  llvm.unreachable
}
llvm.func @constants() {
  %0 = llvm.mlir.constant(42) : i47
  %1 = llvm.mlir.constant(4.200000e+01 : f64) : f64
  %2 = llvm.mlir.constant("\01") : !llvm.array<1 x i8>
  %3 = llvm.mlir.constant(true) : i1
  %4 = llvm.mlir.constant(-1 : i64) : i64
  llvm.return
}
llvm.func @intrinsics(%f: f32, %i: i32, %p: !llvm.ptr, %v: vector<2xf32>) {
  %0 = llvm.intr.sin(%f) : (f32) -> f32
  %1 = llvm.intr.pow(%f, %f) {fastmathFlags = #llvm.fastmath<afn>} : (f32, f32) -> f32
  %2 = llvm.intr.ctpop(%i) : (i32) -> i32
  %3 = llvm.intr.fma(%f, %f, %f) : (f32, f32, f32) -> f32
  %4 = llvm.intr.vector.reduce.fmax(%v) {fastmathFlags = #llvm.fastmath<nnan>} : (vector<2xf32>) -> f32
  llvm.intr.lifetime.start 16, %p : !llvm.ptr
  llvm.intr.lifetime.end 16, %p : !llvm.ptr
  "llvm.intr.memcpy"(%p, %p, %i) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
  %5 = llvm.inline_asm has_side_effects "foo", "=r,r" %i : (i32) -> i32
  %6 = llvm.intr.stacksave : !llvm.ptr
  llvm.intr.stackrestore %6 : !llvm.ptr
  llvm.return
}
