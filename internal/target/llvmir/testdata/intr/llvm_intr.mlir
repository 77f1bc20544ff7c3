// LLVM intrinsic ops with fast-math flags, overloads, reductions and misc
// intrinsics (expect, stepvector, vscale, threadlocal.address, va_*).
// Each chunk is compared byte for byte with mlir-translate-19 (intrinsics_test.go).

llvm.func @u_fabs(%a: f32, %v: vector<4xf64>, %h: f16) {
  %0 = "llvm.intr.fabs"(%a) : (f32) -> f32
  %1 = "llvm.intr.fabs"(%v) : (vector<4xf64>) -> vector<4xf64>
  %2 = "llvm.intr.fabs"(%a) <{fastmathFlags = #llvm.fastmath<fast>}> : (f32) -> f32
  %3 = "llvm.intr.fabs"(%h) <{fastmathFlags = #llvm.fastmath<nnan, ninf>}> : (f16) -> f16
  llvm.return
}

// -----

llvm.func @u_sqrt(%a: f32, %v: vector<4xf64>, %h: f16) {
  %0 = "llvm.intr.sqrt"(%a) : (f32) -> f32
  %1 = "llvm.intr.sqrt"(%v) : (vector<4xf64>) -> vector<4xf64>
  %2 = "llvm.intr.sqrt"(%a) <{fastmathFlags = #llvm.fastmath<fast>}> : (f32) -> f32
  %3 = "llvm.intr.sqrt"(%h) <{fastmathFlags = #llvm.fastmath<nnan, ninf>}> : (f16) -> f16
  llvm.return
}

// -----

llvm.func @u_ceil(%a: f32, %v: vector<4xf64>, %h: f16) {
  %0 = "llvm.intr.ceil"(%a) : (f32) -> f32
  %1 = "llvm.intr.ceil"(%v) : (vector<4xf64>) -> vector<4xf64>
  %2 = "llvm.intr.ceil"(%a) <{fastmathFlags = #llvm.fastmath<fast>}> : (f32) -> f32
  %3 = "llvm.intr.ceil"(%h) <{fastmathFlags = #llvm.fastmath<nnan, ninf>}> : (f16) -> f16
  llvm.return
}

// -----

llvm.func @u_floor(%a: f32, %v: vector<4xf64>, %h: f16) {
  %0 = "llvm.intr.floor"(%a) : (f32) -> f32
  %1 = "llvm.intr.floor"(%v) : (vector<4xf64>) -> vector<4xf64>
  %2 = "llvm.intr.floor"(%a) <{fastmathFlags = #llvm.fastmath<fast>}> : (f32) -> f32
  %3 = "llvm.intr.floor"(%h) <{fastmathFlags = #llvm.fastmath<nnan, ninf>}> : (f16) -> f16
  llvm.return
}

// -----

llvm.func @u_exp(%a: f32, %v: vector<4xf64>, %h: f16) {
  %0 = "llvm.intr.exp"(%a) : (f32) -> f32
  %1 = "llvm.intr.exp"(%v) : (vector<4xf64>) -> vector<4xf64>
  %2 = "llvm.intr.exp"(%a) <{fastmathFlags = #llvm.fastmath<fast>}> : (f32) -> f32
  %3 = "llvm.intr.exp"(%h) <{fastmathFlags = #llvm.fastmath<nnan, ninf>}> : (f16) -> f16
  llvm.return
}

// -----

llvm.func @u_exp2(%a: f32, %v: vector<4xf64>, %h: f16) {
  %0 = "llvm.intr.exp2"(%a) : (f32) -> f32
  %1 = "llvm.intr.exp2"(%v) : (vector<4xf64>) -> vector<4xf64>
  %2 = "llvm.intr.exp2"(%a) <{fastmathFlags = #llvm.fastmath<fast>}> : (f32) -> f32
  %3 = "llvm.intr.exp2"(%h) <{fastmathFlags = #llvm.fastmath<nnan, ninf>}> : (f16) -> f16
  llvm.return
}

// -----

llvm.func @u_log(%a: f32, %v: vector<4xf64>, %h: f16) {
  %0 = "llvm.intr.log"(%a) : (f32) -> f32
  %1 = "llvm.intr.log"(%v) : (vector<4xf64>) -> vector<4xf64>
  %2 = "llvm.intr.log"(%a) <{fastmathFlags = #llvm.fastmath<fast>}> : (f32) -> f32
  %3 = "llvm.intr.log"(%h) <{fastmathFlags = #llvm.fastmath<nnan, ninf>}> : (f16) -> f16
  llvm.return
}

// -----

llvm.func @u_log10(%a: f32, %v: vector<4xf64>, %h: f16) {
  %0 = "llvm.intr.log10"(%a) : (f32) -> f32
  %1 = "llvm.intr.log10"(%v) : (vector<4xf64>) -> vector<4xf64>
  %2 = "llvm.intr.log10"(%a) <{fastmathFlags = #llvm.fastmath<fast>}> : (f32) -> f32
  %3 = "llvm.intr.log10"(%h) <{fastmathFlags = #llvm.fastmath<nnan, ninf>}> : (f16) -> f16
  llvm.return
}

// -----

llvm.func @u_log2(%a: f32, %v: vector<4xf64>, %h: f16) {
  %0 = "llvm.intr.log2"(%a) : (f32) -> f32
  %1 = "llvm.intr.log2"(%v) : (vector<4xf64>) -> vector<4xf64>
  %2 = "llvm.intr.log2"(%a) <{fastmathFlags = #llvm.fastmath<fast>}> : (f32) -> f32
  %3 = "llvm.intr.log2"(%h) <{fastmathFlags = #llvm.fastmath<nnan, ninf>}> : (f16) -> f16
  llvm.return
}

// -----

llvm.func @u_sin(%a: f32, %v: vector<4xf64>, %h: f16) {
  %0 = "llvm.intr.sin"(%a) : (f32) -> f32
  %1 = "llvm.intr.sin"(%v) : (vector<4xf64>) -> vector<4xf64>
  %2 = "llvm.intr.sin"(%a) <{fastmathFlags = #llvm.fastmath<fast>}> : (f32) -> f32
  %3 = "llvm.intr.sin"(%h) <{fastmathFlags = #llvm.fastmath<nnan, ninf>}> : (f16) -> f16
  llvm.return
}

// -----

llvm.func @u_cos(%a: f32, %v: vector<4xf64>, %h: f16) {
  %0 = "llvm.intr.cos"(%a) : (f32) -> f32
  %1 = "llvm.intr.cos"(%v) : (vector<4xf64>) -> vector<4xf64>
  %2 = "llvm.intr.cos"(%a) <{fastmathFlags = #llvm.fastmath<fast>}> : (f32) -> f32
  %3 = "llvm.intr.cos"(%h) <{fastmathFlags = #llvm.fastmath<nnan, ninf>}> : (f16) -> f16
  llvm.return
}

// -----

llvm.func @u_rint(%a: f32, %v: vector<4xf64>, %h: f16) {
  %0 = "llvm.intr.rint"(%a) : (f32) -> f32
  %1 = "llvm.intr.rint"(%v) : (vector<4xf64>) -> vector<4xf64>
  %2 = "llvm.intr.rint"(%a) <{fastmathFlags = #llvm.fastmath<fast>}> : (f32) -> f32
  %3 = "llvm.intr.rint"(%h) <{fastmathFlags = #llvm.fastmath<nnan, ninf>}> : (f16) -> f16
  llvm.return
}

// -----

llvm.func @u_nearbyint(%a: f32, %v: vector<4xf64>, %h: f16) {
  %0 = "llvm.intr.nearbyint"(%a) : (f32) -> f32
  %1 = "llvm.intr.nearbyint"(%v) : (vector<4xf64>) -> vector<4xf64>
  %2 = "llvm.intr.nearbyint"(%a) <{fastmathFlags = #llvm.fastmath<fast>}> : (f32) -> f32
  %3 = "llvm.intr.nearbyint"(%h) <{fastmathFlags = #llvm.fastmath<nnan, ninf>}> : (f16) -> f16
  llvm.return
}

// -----

llvm.func @u_round(%a: f32, %v: vector<4xf64>, %h: f16) {
  %0 = "llvm.intr.round"(%a) : (f32) -> f32
  %1 = "llvm.intr.round"(%v) : (vector<4xf64>) -> vector<4xf64>
  %2 = "llvm.intr.round"(%a) <{fastmathFlags = #llvm.fastmath<fast>}> : (f32) -> f32
  %3 = "llvm.intr.round"(%h) <{fastmathFlags = #llvm.fastmath<nnan, ninf>}> : (f16) -> f16
  llvm.return
}

// -----

llvm.func @u_roundeven(%a: f32, %v: vector<4xf64>, %h: f16) {
  %0 = "llvm.intr.roundeven"(%a) : (f32) -> f32
  %1 = "llvm.intr.roundeven"(%v) : (vector<4xf64>) -> vector<4xf64>
  %2 = "llvm.intr.roundeven"(%a) <{fastmathFlags = #llvm.fastmath<fast>}> : (f32) -> f32
  %3 = "llvm.intr.roundeven"(%h) <{fastmathFlags = #llvm.fastmath<nnan, ninf>}> : (f16) -> f16
  llvm.return
}

// -----

llvm.func @u_trunc(%a: f32, %v: vector<4xf64>, %h: f16) {
  %0 = "llvm.intr.trunc"(%a) : (f32) -> f32
  %1 = "llvm.intr.trunc"(%v) : (vector<4xf64>) -> vector<4xf64>
  %2 = "llvm.intr.trunc"(%a) <{fastmathFlags = #llvm.fastmath<fast>}> : (f32) -> f32
  %3 = "llvm.intr.trunc"(%h) <{fastmathFlags = #llvm.fastmath<nnan, ninf>}> : (f16) -> f16
  llvm.return
}

// -----

llvm.func @b_copysign(%a: f32, %v: vector<4xf64>) {
  %0 = "llvm.intr.copysign"(%a, %a) : (f32, f32) -> f32
  %1 = "llvm.intr.copysign"(%v, %v) <{fastmathFlags = #llvm.fastmath<contract>}> : (vector<4xf64>, vector<4xf64>) -> vector<4xf64>
  llvm.return
}

// -----

llvm.func @b_pow(%a: f32, %v: vector<4xf64>) {
  %0 = "llvm.intr.pow"(%a, %a) : (f32, f32) -> f32
  %1 = "llvm.intr.pow"(%v, %v) <{fastmathFlags = #llvm.fastmath<contract>}> : (vector<4xf64>, vector<4xf64>) -> vector<4xf64>
  llvm.return
}

// -----

llvm.func @b_maximum(%a: f32, %v: vector<4xf64>) {
  %0 = "llvm.intr.maximum"(%a, %a) : (f32, f32) -> f32
  %1 = "llvm.intr.maximum"(%v, %v) <{fastmathFlags = #llvm.fastmath<contract>}> : (vector<4xf64>, vector<4xf64>) -> vector<4xf64>
  llvm.return
}

// -----

llvm.func @b_minimum(%a: f32, %v: vector<4xf64>) {
  %0 = "llvm.intr.minimum"(%a, %a) : (f32, f32) -> f32
  %1 = "llvm.intr.minimum"(%v, %v) <{fastmathFlags = #llvm.fastmath<contract>}> : (vector<4xf64>, vector<4xf64>) -> vector<4xf64>
  llvm.return
}

// -----

llvm.func @b_maxnum(%a: f32, %v: vector<4xf64>) {
  %0 = "llvm.intr.maxnum"(%a, %a) : (f32, f32) -> f32
  %1 = "llvm.intr.maxnum"(%v, %v) <{fastmathFlags = #llvm.fastmath<contract>}> : (vector<4xf64>, vector<4xf64>) -> vector<4xf64>
  llvm.return
}

// -----

llvm.func @b_minnum(%a: f32, %v: vector<4xf64>) {
  %0 = "llvm.intr.minnum"(%a, %a) : (f32, f32) -> f32
  %1 = "llvm.intr.minnum"(%v, %v) <{fastmathFlags = #llvm.fastmath<contract>}> : (vector<4xf64>, vector<4xf64>) -> vector<4xf64>
  llvm.return
}

// -----

llvm.func @t_fma(%a: f32, %v: vector<4xf64>) {
  %0 = "llvm.intr.fma"(%a, %a, %a) <{fastmathFlags = #llvm.fastmath<afn>}> : (f32, f32, f32) -> f32
  llvm.return
}

// -----

llvm.func @t_fmuladd(%a: f32, %v: vector<4xf64>) {
  %0 = "llvm.intr.fmuladd"(%a, %a, %a) <{fastmathFlags = #llvm.fastmath<afn>}> : (f32, f32, f32) -> f32
  llvm.return
}

// -----

llvm.func @i_bitreverse(%a: i32, %v: vector<4xi16>, %w: i128) {
  %0 = "llvm.intr.bitreverse"(%a) : (i32) -> i32
  %1 = "llvm.intr.bitreverse"(%v) : (vector<4xi16>) -> vector<4xi16>
  %2 = "llvm.intr.bitreverse"(%w) : (i128) -> i128
  llvm.return
}

// -----

llvm.func @i_bswap(%a: i32, %v: vector<4xi16>, %w: i128) {
  %0 = "llvm.intr.bswap"(%a) : (i32) -> i32
  %1 = "llvm.intr.bswap"(%v) : (vector<4xi16>) -> vector<4xi16>
  %2 = "llvm.intr.bswap"(%w) : (i128) -> i128
  llvm.return
}

// -----

llvm.func @i_ctpop(%a: i32, %v: vector<4xi16>, %w: i128) {
  %0 = "llvm.intr.ctpop"(%a) : (i32) -> i32
  %1 = "llvm.intr.ctpop"(%v) : (vector<4xi16>) -> vector<4xi16>
  %2 = "llvm.intr.ctpop"(%w) : (i128) -> i128
  llvm.return
}

// -----

llvm.func @ii_smax(%a: i32, %v: vector<4xi16>) {
  %0 = "llvm.intr.smax"(%a, %a) : (i32, i32) -> i32
  %1 = "llvm.intr.smax"(%v, %v) : (vector<4xi16>, vector<4xi16>) -> vector<4xi16>
  llvm.return
}

// -----

llvm.func @ii_smin(%a: i32, %v: vector<4xi16>) {
  %0 = "llvm.intr.smin"(%a, %a) : (i32, i32) -> i32
  %1 = "llvm.intr.smin"(%v, %v) : (vector<4xi16>, vector<4xi16>) -> vector<4xi16>
  llvm.return
}

// -----

llvm.func @ii_umax(%a: i32, %v: vector<4xi16>) {
  %0 = "llvm.intr.umax"(%a, %a) : (i32, i32) -> i32
  %1 = "llvm.intr.umax"(%v, %v) : (vector<4xi16>, vector<4xi16>) -> vector<4xi16>
  llvm.return
}

// -----

llvm.func @ii_umin(%a: i32, %v: vector<4xi16>) {
  %0 = "llvm.intr.umin"(%a, %a) : (i32, i32) -> i32
  %1 = "llvm.intr.umin"(%v, %v) : (vector<4xi16>, vector<4xi16>) -> vector<4xi16>
  llvm.return
}

// -----

llvm.func @ii_sadd_sat(%a: i32, %v: vector<4xi16>) {
  %0 = "llvm.intr.sadd.sat"(%a, %a) : (i32, i32) -> i32
  %1 = "llvm.intr.sadd.sat"(%v, %v) : (vector<4xi16>, vector<4xi16>) -> vector<4xi16>
  llvm.return
}

// -----

llvm.func @ii_uadd_sat(%a: i32, %v: vector<4xi16>) {
  %0 = "llvm.intr.uadd.sat"(%a, %a) : (i32, i32) -> i32
  %1 = "llvm.intr.uadd.sat"(%v, %v) : (vector<4xi16>, vector<4xi16>) -> vector<4xi16>
  llvm.return
}

// -----

llvm.func @ii_ssub_sat(%a: i32, %v: vector<4xi16>) {
  %0 = "llvm.intr.ssub.sat"(%a, %a) : (i32, i32) -> i32
  %1 = "llvm.intr.ssub.sat"(%v, %v) : (vector<4xi16>, vector<4xi16>) -> vector<4xi16>
  llvm.return
}

// -----

llvm.func @ii_usub_sat(%a: i32, %v: vector<4xi16>) {
  %0 = "llvm.intr.usub.sat"(%a, %a) : (i32, i32) -> i32
  %1 = "llvm.intr.usub.sat"(%v, %v) : (vector<4xi16>, vector<4xi16>) -> vector<4xi16>
  llvm.return
}

// -----

llvm.func @ii_sshl_sat(%a: i32, %v: vector<4xi16>) {
  %0 = "llvm.intr.sshl.sat"(%a, %a) : (i32, i32) -> i32
  %1 = "llvm.intr.sshl.sat"(%v, %v) : (vector<4xi16>, vector<4xi16>) -> vector<4xi16>
  llvm.return
}

// -----

llvm.func @ii_ushl_sat(%a: i32, %v: vector<4xi16>) {
  %0 = "llvm.intr.ushl.sat"(%a, %a) : (i32, i32) -> i32
  %1 = "llvm.intr.ushl.sat"(%v, %v) : (vector<4xi16>, vector<4xi16>) -> vector<4xi16>
  llvm.return
}

// -----

llvm.func @ov_sadd_with_overflow(%a: i32, %v: vector<4xi16>) {
  %0 = "llvm.intr.sadd.with.overflow"(%a, %a) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %1 = "llvm.intr.sadd.with.overflow"(%v, %v) : (vector<4xi16>, vector<4xi16>) -> !llvm.struct<(vector<4xi16>, vector<4xi1>)>
  llvm.return
}

// -----

llvm.func @ov_uadd_with_overflow(%a: i32, %v: vector<4xi16>) {
  %0 = "llvm.intr.uadd.with.overflow"(%a, %a) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %1 = "llvm.intr.uadd.with.overflow"(%v, %v) : (vector<4xi16>, vector<4xi16>) -> !llvm.struct<(vector<4xi16>, vector<4xi1>)>
  llvm.return
}

// -----

llvm.func @ov_ssub_with_overflow(%a: i32, %v: vector<4xi16>) {
  %0 = "llvm.intr.ssub.with.overflow"(%a, %a) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %1 = "llvm.intr.ssub.with.overflow"(%v, %v) : (vector<4xi16>, vector<4xi16>) -> !llvm.struct<(vector<4xi16>, vector<4xi1>)>
  llvm.return
}

// -----

llvm.func @ov_usub_with_overflow(%a: i32, %v: vector<4xi16>) {
  %0 = "llvm.intr.usub.with.overflow"(%a, %a) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %1 = "llvm.intr.usub.with.overflow"(%v, %v) : (vector<4xi16>, vector<4xi16>) -> !llvm.struct<(vector<4xi16>, vector<4xi1>)>
  llvm.return
}

// -----

llvm.func @ov_smul_with_overflow(%a: i32, %v: vector<4xi16>) {
  %0 = "llvm.intr.smul.with.overflow"(%a, %a) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %1 = "llvm.intr.smul.with.overflow"(%v, %v) : (vector<4xi16>, vector<4xi16>) -> !llvm.struct<(vector<4xi16>, vector<4xi1>)>
  llvm.return
}

// -----

llvm.func @ov_umul_with_overflow(%a: i32, %v: vector<4xi16>) {
  %0 = "llvm.intr.umul.with.overflow"(%a, %a) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %1 = "llvm.intr.umul.with.overflow"(%v, %v) : (vector<4xi16>, vector<4xi16>) -> !llvm.struct<(vector<4xi16>, vector<4xi1>)>
  llvm.return
}

// -----

llvm.func @red_add(%v: vector<4xi16>) {
  %0 = "llvm.intr.vector.reduce.add"(%v) : (vector<4xi16>) -> i16
  llvm.return
}

// -----

llvm.func @red_mul(%v: vector<4xi16>) {
  %0 = "llvm.intr.vector.reduce.mul"(%v) : (vector<4xi16>) -> i16
  llvm.return
}

// -----

llvm.func @red_and(%v: vector<4xi16>) {
  %0 = "llvm.intr.vector.reduce.and"(%v) : (vector<4xi16>) -> i16
  llvm.return
}

// -----

llvm.func @red_or(%v: vector<4xi16>) {
  %0 = "llvm.intr.vector.reduce.or"(%v) : (vector<4xi16>) -> i16
  llvm.return
}

// -----

llvm.func @red_xor(%v: vector<4xi16>) {
  %0 = "llvm.intr.vector.reduce.xor"(%v) : (vector<4xi16>) -> i16
  llvm.return
}

// -----

llvm.func @red_smax(%v: vector<4xi16>) {
  %0 = "llvm.intr.vector.reduce.smax"(%v) : (vector<4xi16>) -> i16
  llvm.return
}

// -----

llvm.func @red_smin(%v: vector<4xi16>) {
  %0 = "llvm.intr.vector.reduce.smin"(%v) : (vector<4xi16>) -> i16
  llvm.return
}

// -----

llvm.func @red_umax(%v: vector<4xi16>) {
  %0 = "llvm.intr.vector.reduce.umax"(%v) : (vector<4xi16>) -> i16
  llvm.return
}

// -----

llvm.func @red_umin(%v: vector<4xi16>) {
  %0 = "llvm.intr.vector.reduce.umin"(%v) : (vector<4xi16>) -> i16
  llvm.return
}

// -----

llvm.func @redf_fmax(%v: vector<4xf32>) {
  %0 = "llvm.intr.vector.reduce.fmax"(%v) : (vector<4xf32>) -> f32
  %1 = "llvm.intr.vector.reduce.fmax"(%v) <{fastmathFlags = #llvm.fastmath<nnan>}> : (vector<4xf32>) -> f32
  llvm.return
}

// -----

llvm.func @redf_fmin(%v: vector<4xf32>) {
  %0 = "llvm.intr.vector.reduce.fmin"(%v) : (vector<4xf32>) -> f32
  %1 = "llvm.intr.vector.reduce.fmin"(%v) <{fastmathFlags = #llvm.fastmath<nnan>}> : (vector<4xf32>) -> f32
  llvm.return
}

// -----

llvm.func @redf_fmaximum(%v: vector<4xf32>) {
  %0 = "llvm.intr.vector.reduce.fmaximum"(%v) : (vector<4xf32>) -> f32
  %1 = "llvm.intr.vector.reduce.fmaximum"(%v) <{fastmathFlags = #llvm.fastmath<nnan>}> : (vector<4xf32>) -> f32
  llvm.return
}

// -----

llvm.func @redf_fminimum(%v: vector<4xf32>) {
  %0 = "llvm.intr.vector.reduce.fminimum"(%v) : (vector<4xf32>) -> f32
  %1 = "llvm.intr.vector.reduce.fminimum"(%v) <{fastmathFlags = #llvm.fastmath<nnan>}> : (vector<4xf32>) -> f32
  llvm.return
}

// -----

llvm.func @redf2_fadd(%s: f32, %v: vector<4xf32>) {
  %0 = "llvm.intr.vector.reduce.fadd"(%s, %v) : (f32, vector<4xf32>) -> f32
  %1 = "llvm.intr.vector.reduce.fadd"(%s, %v) <{fastmathFlags = #llvm.fastmath<reassoc>}> : (f32, vector<4xf32>) -> f32
  llvm.return
}

// -----

llvm.func @redf2_fmul(%s: f32, %v: vector<4xf32>) {
  %0 = "llvm.intr.vector.reduce.fmul"(%s, %v) : (f32, vector<4xf32>) -> f32
  %1 = "llvm.intr.vector.reduce.fmul"(%s, %v) <{fastmathFlags = #llvm.fastmath<reassoc>}> : (f32, vector<4xf32>) -> f32
  llvm.return
}

// -----

llvm.func @lr_lround(%a: f32, %d: f64) {
  %0 = "llvm.intr.lround"(%a) : (f32) -> i64
  %1 = "llvm.intr.lround"(%d) : (f64) -> i64
  llvm.return
}

// -----

llvm.func @lr_llround(%a: f32, %d: f64) {
  %0 = "llvm.intr.llround"(%a) : (f32) -> i64
  %1 = "llvm.intr.llround"(%d) : (f64) -> i64
  llvm.return
}

// -----

llvm.func @lr_lrint(%a: f32, %d: f64) {
  %0 = "llvm.intr.lrint"(%a) : (f32) -> i64
  %1 = "llvm.intr.lrint"(%d) : (f64) -> i64
  llvm.return
}

// -----

llvm.func @lr_llrint(%a: f32, %d: f64) {
  %0 = "llvm.intr.llrint"(%a) : (f32) -> i64
  %1 = "llvm.intr.llrint"(%d) : (f64) -> i64
  llvm.return
}

// -----

llvm.func @expect(%a: i32, %b: i1) {
  %c = llvm.mlir.constant(1 : i32) : i32
  %0 = llvm.intr.expect %a, %c : i32
  %1 = llvm.intr.expect.with.probability %a, %c, 5.000000e-01 : i32
  %2 = llvm.intr.expect %b, %b : i1
  %3 = "llvm.intr.is.constant"(%a) : (i32) -> i1
  llvm.return
}
llvm.func @stepvec() -> vector<4xi32> {
  %0 = llvm.intr.experimental.stepvector : vector<4xi32>
  %1 = llvm.intr.experimental.stepvector : vector<[4]xi64>
  %2 = "llvm.intr.vscale"() : () -> i64
  %3 = "llvm.intr.vscale"() : () -> i32
  llvm.return %0 : vector<4xi32>
}

// -----

llvm.mlir.global thread_local @tls(0 : i32) : i32
llvm.func @get_tls() -> !llvm.ptr {
  %0 = llvm.mlir.addressof @tls : !llvm.ptr
  %1 = "llvm.intr.threadlocal.address"(%0) : (!llvm.ptr) -> !llvm.ptr
  llvm.return %1 : !llvm.ptr
}

// -----

llvm.func @va(%p: !llvm.ptr, %q: !llvm.ptr, ...) {
  llvm.intr.vastart %p : !llvm.ptr
  llvm.intr.vacopy %q to %p : !llvm.ptr, !llvm.ptr
  llvm.intr.vaend %p : !llvm.ptr
  llvm.return
}
llvm.func @interleave(%a: vector<4xf32>, %b: vector<[2]xi32>) {
  %0 = "llvm.intr.vector.interleave2"(%a, %a) : (vector<4xf32>, vector<4xf32>) -> vector<8xf32>
  %1 = "llvm.intr.vector.interleave2"(%b, %b) : (vector<[2]xi32>, vector<[2]xi32>) -> vector<[4]xi32>
  llvm.return
}
llvm.func @vpconv(%A: vector<8xi32>, %mask: vector<8xi1>, %evl: i32) {
  "llvm.intr.vp.sitofp" (%A, %mask, %evl) : (vector<8xi32>, vector<8xi1>, i32) -> vector<8xf64>
  "llvm.intr.vp.uitofp" (%A, %mask, %evl) : (vector<8xi32>, vector<8xi1>, i32) -> vector<8xf32>
  llvm.return
}

// -----

#scope_domain = #llvm.alias_scope_domain<id = distinct[0]<>, description = "d">
#scope = #llvm.alias_scope<id = distinct[1]<>, domain = #scope_domain, description = "s">
llvm.func @noalias_decl(%p: !llvm.ptr, %n: i64, %v: i8) {
  llvm.intr.experimental.noalias.scope.decl #scope
  llvm.intr.experimental.noalias.scope.decl #scope
  llvm.return
}
