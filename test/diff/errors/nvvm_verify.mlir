// Verifier errors of nvvm ops (the hasVerifier ops of NVVMDialect.cpp), with
// MLIR 19's messages; the valid splits show what passes.
func.func @a() { nvvm.setmaxregister increase 25
  return }
// -----
func.func @a() { nvvm.setmaxregister increase 16
  return }
// -----
func.func @a(%n : i32) { nvvm.barrier number_of_threads = %n
  return }
// -----
func.func @a() { nvvm.fence.proxy { kind = #nvvm.proxy_kind<async.shared> }
  return }
// -----
func.func @a() { nvvm.fence.proxy { kind = #nvvm.proxy_kind<async>, space = #nvvm.shared_space<cta> }
  return }
// -----
func.func @a(%p : !llvm.ptr<1>, %t : !llvm.ptr, %c : i32, %m : !llvm.ptr<3>) { nvvm.cp.async.bulk.tensor.shared.cluster.global %m, %t, %m, box[%c, %c, %c, %c, %c, %c] : !llvm.ptr<3>, !llvm.ptr
  return }
// -----
func.func @a(%p : !llvm.ptr<1>, %t : !llvm.ptr, %c : i32, %m : !llvm.ptr<3>, %o : i16) { nvvm.cp.async.bulk.tensor.shared.cluster.global %m, %t, %m, box[%c, %c] im2col[%o] : !llvm.ptr<3>, !llvm.ptr
  return }
// -----
func.func @a(%p : !llvm.ptr<1>, %t : !llvm.ptr, %c : i32, %m : !llvm.ptr<3>, %o : i16) { nvvm.cp.async.bulk.tensor.shared.cluster.global %m, %t, %m, box[%c, %c, %c] im2col[%o, %o] : !llvm.ptr<3>, !llvm.ptr
  return }
// -----
func.func @a(%t : !llvm.ptr, %c : i32, %m : !llvm.ptr<3>) { nvvm.cp.async.bulk.tensor.global.shared.cta %t, %m, box[%c, %c, %c, %c, %c, %c] : !llvm.ptr, !llvm.ptr<3>, i32, i32, i32, i32, i32, i32
  return }
// -----
func.func @a(%d : !llvm.ptr<3>, %s : !llvm.ptr<1>) { nvvm.cp.async.shared.global %d, %s, 8, cache = cg : !llvm.ptr<3>, !llvm.ptr<1>
  return }
// -----
func.func @a(%d : !llvm.ptr<3>, %s : !llvm.ptr<1>) { nvvm.cp.async.shared.global %d, %s, 3, cache = ca : !llvm.ptr<3>, !llvm.ptr<1>
  return }
// -----
func.func @a(%d : !llvm.ptr<3>, %s : !llvm.ptr<1>) { nvvm.cp.async.shared.global %d, %s, 4, cache = cs : !llvm.ptr<3>, !llvm.ptr<1>
  return }
// -----
func.func @a(%d : !llvm.ptr<3>, %s : !llvm.ptr<1>) { nvvm.cp.async.shared.global %d, %s, 4, cache = ca : !llvm.ptr<3>, !llvm.ptr<1>
  return }
// -----
func.func @a(%m : i32, %v : f32, %o : i32) { %0 = nvvm.shfl.sync bfly %m, %v, %o, %m {return_value_and_is_valid} : f32 -> f32
  return }
// -----
func.func @a(%m : i32, %v : f32, %o : i32) { %0 = nvvm.shfl.sync bfly %m, %v, %o, %m {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
  return }
// -----
func.func @m16n8k16_f16_f16(%a0 : vector<2xf16>, %a1 : vector<2xf16>, %a2 : vector<2xf16>, %a3 : vector<2xf16>, %b0 : vector<2xf16>, %b1 : vector<2xf16>, %c0 : vector<2xf16>, %c1 : vector<2xf16>) {
  %0 = nvvm.mma.sync A[%a0, %a1, %a2, %a3] B[%b0, %b1] C[%c0, %c1] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
  return
}
// -----
func.func @m16n8k16_bf16(%a0 : vector<2xbf16>, %b0 : vector<2xbf16>, %c0 : f32) {
  %0 = nvvm.mma.sync A[%a0, %a0, %a0, %a0] B[%b0, %b0] C[%c0, %c0, %c0, %c0] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xbf16>, vector<2xbf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  return
}
// -----
func.func @m16n8k16_bf16_i32(%a0 : i32, %b0 : i32, %c0 : f32) {
  %0 = nvvm.mma.sync A[%a0, %a0, %a0, %a0] B[%b0, %b0] C[%c0, %c0, %c0, %c0] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  return
}
// -----
func.func @m16n8k16_f16_bad(%a0 : vector<2xf16>, %b0 : vector<2xf16>, %c0 : f32) {
  %0 = nvvm.mma.sync A[%a0, %a0] B[%b0, %b0] C[%c0, %c0, %c0, %c0] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  return
}
// -----
func.func @m16n8k16_f16_badres(%a0 : vector<2xf16>, %b0 : vector<2xf16>, %c0 : f32) {
  %0 = nvvm.mma.sync A[%a0, %a0, %a0, %a0] B[%b0, %b0] C[%c0, %c0, %c0, %c0] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32)>
  return
}
// -----
func.func @m16n8k32_s8_nooverflow(%a0 : i32, %b0 : i32, %c0 : i32) {
  %0 = nvvm.mma.sync A[%a0, %a0, %a0, %a0] B[%b0, %b0] C[%c0, %c0, %c0, %c0] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<s8>, multiplicandBPtxType = #nvvm.mma_type<s8>, shape = #nvvm.shape<m = 16, n = 8, k = 32>} : (i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
  return
}
// -----
func.func @m16n8k256_b1(%a0 : i32, %b0 : i32, %c0 : i32) {
  %0 = nvvm.mma.sync A[%a0, %a0, %a0, %a0] B[%b0, %b0] C[%c0, %c0, %c0, %c0] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<b1>, multiplicandBPtxType = #nvvm.mma_type<b1>, shape = #nvvm.shape<m = 16, n = 8, k = 256>} : (i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
  return
}
// -----
func.func @m16n8k256_b1_ok(%a0 : i32, %b0 : i32, %c0 : i32) {
  %0 = nvvm.mma.sync A[%a0, %a0, %a0, %a0] B[%b0, %b0] C[%c0, %c0, %c0, %c0] {b1Op = #nvvm.mma_b1op<xor_popc>, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<b1>, multiplicandBPtxType = #nvvm.mma_type<b1>, shape = #nvvm.shape<m = 16, n = 8, k = 256>} : (i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
  return
}
// -----
func.func @m8n8k4_f64(%a0 : f64, %b0 : f64, %c0 : f64) {
  %0 = nvvm.mma.sync A[%a0] B[%b0] C[%c0, %c0] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
  return
}
// -----
func.func @m8n8k16_s8(%a0 : i32, %b0 : i32, %c0 : i32) {
  %0 = nvvm.mma.sync A[%a0] B[%b0] C[%c0, %c0] {intOverflowBehavior = #nvvm.mma_int_overflow<wrapped>, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<u8>, multiplicandBPtxType = #nvvm.mma_type<s8>, shape = #nvvm.shape<m = 8, n = 8, k = 16>} : (i32, i32, i32) -> !llvm.struct<(i32, i32)>
  return
}
// -----
func.func @m16n8k8_tf32(%a0 : i32, %b0 : i32, %c0 : f32) {
  %0 = nvvm.mma.sync A[%a0, %a0, %a0, %a0] B[%b0, %b0] C[%c0, %c0, %c0, %c0] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<tf32>, multiplicandBPtxType = #nvvm.mma_type<tf32>, shape = #nvvm.shape<m = 16, n = 8, k = 8>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  return
}
// -----
func.func @m16n8k8_tf32_f32(%a0 : f32, %b0 : f32, %c0 : f32) {
  %0 = nvvm.mma.sync A[%a0, %a0, %a0, %a0] B[%b0, %b0] C[%c0, %c0, %c0, %c0] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<tf32>, multiplicandBPtxType = #nvvm.mma_type<tf32>, shape = #nvvm.shape<m = 16, n = 8, k = 8>} : (f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  return
}
// -----
func.func @m32(%a0 : vector<2xf16>, %c0 : f32) {
  %0 = nvvm.mma.sync A[%a0] B[%a0] C[%c0] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 32, n = 8, k = 4>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32)>
  return
}
// -----
func.func @mixed(%a0 : vector<2xf16>, %a1 : vector<2xf16>, %b0 : vector<2xf16>, %b1 : vector<2xf16>, %c0 : f32) {
  %0 = nvvm.mma.sync A[%a0, %a1] B[%b0, %b1] C[%c0, %c0, %c0, %c0, %c0, %c0, %c0, %c0] {layoutA = #nvvm.mma_layout<col>, layoutB = #nvvm.mma_layout<row>, multiplicandAPtxType = #nvvm.mma_type<bf16>, myattr = 1 : i32, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
  return
}
// -----
func.func @l1(%p : !llvm.ptr, %s : i32) {
  %0 = nvvm.wmma.load %p, %s {eltype = #nvvm.mma_type<f16>, frag = #nvvm.mma_frag<a>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (!llvm.ptr) -> !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
  return
}
// -----
func.func @l2(%p : !llvm.ptr<5>, %s : i32) {
  %0 = nvvm.wmma.load %p, %s {eltype = #nvvm.mma_type<f16>, frag = #nvvm.mma_frag<a>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (!llvm.ptr<5>) -> !llvm.struct<(vector<2xf16>)>
  return
}
// -----
func.func @l3(%p : !llvm.ptr, %s : i32) {
  %0 = nvvm.wmma.load %p, %s {eltype = #nvvm.mma_type<f16>, frag = #nvvm.mma_frag<a>, k = 8 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (!llvm.ptr) -> !llvm.struct<(vector<2xf16>)>
  return
}
// -----
func.func @l4(%p : !llvm.ptr<3>, %s : i32) {
  %0 = nvvm.wmma.load %p, %s {eltype = #nvvm.mma_type<s8>, frag = #nvvm.mma_frag<b>, k = 16 : i32, layout = #nvvm.mma_layout<col>, m = 32 : i32, n = 8 : i32} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>
  return
}
// -----
func.func @l5(%p : !llvm.ptr<3>, %s : i32) {
  %0 = nvvm.wmma.load %p, %s {eltype = #nvvm.mma_type<tf32>, frag = #nvvm.mma_frag<a>, k = 8 : i32, layout = #nvvm.mma_layout<col>, m = 16 : i32, n = 16 : i32} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
  return
}
// -----
func.func @s1(%p : !llvm.ptr, %s : i32, %a : vector<2xf16>) {
  nvvm.wmma.store %p, %s, %a, %a, %a, %a {eltype = #nvvm.mma_type<f16>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : !llvm.ptr, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>
  return
}
// -----
func.func @s2(%p : !llvm.ptr, %s : i32, %a : vector<2xf16>) {
  nvvm.wmma.store %p, %s, %a, %a, %a {eltype = #nvvm.mma_type<f16>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : !llvm.ptr, vector<2xf16>, vector<2xf16>, vector<2xf16>
  return
}
// -----
func.func @s3(%p : !llvm.ptr, %s : i32, %a : f32) {
  nvvm.wmma.store %p, %s, %a, %a, %a, %a {eltype = #nvvm.mma_type<f16>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : !llvm.ptr, f32, f32, f32, f32
  return
}
// -----
func.func @s4(%p : !llvm.ptr<4>, %s : i32, %a : f32) {
  nvvm.wmma.store %p, %s, %a, %a, %a, %a {eltype = #nvvm.mma_type<f16>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : !llvm.ptr<4>, f32, f32, f32, f32
  return
}
// -----
func.func @m1(%a : vector<2xf16>, %c : f32) {
  %0 = nvvm.wmma.mma %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %c, %c, %c, %c, %c, %c, %c, %c {eltypeA = #nvvm.mma_type<f16>, eltypeB = #nvvm.mma_type<f32>, k = 16 : i32, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
  return
}
// -----
func.func @m2(%a : vector<2xf16>, %c : f32) {
  %0 = nvvm.wmma.mma %a, %a, %c {eltypeA = #nvvm.mma_type<f16>, eltypeB = #nvvm.mma_type<f32>, k = 16 : i32, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
  return
}
// -----
func.func @m3(%a : vector<2xf16>, %c : f32) {
  %0 = nvvm.wmma.mma %a, %a, %c {eltypeA = #nvvm.mma_type<f16>, eltypeB = #nvvm.mma_type<s32>, k = 16 : i32, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
  return
}
// -----
func.func @ld1(%p : !llvm.ptr<3>) {
  %0 = nvvm.ldmatrix %p {layout = #nvvm.mma_layout<row>, num = 1 : i32} : (!llvm.ptr<3>) -> i32
  %1 = nvvm.ldmatrix %p {layout = #nvvm.mma_layout<col>, num = 4 : i32} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
  return
}
// -----
func.func @ld2(%p : !llvm.ptr) {
  %0 = nvvm.ldmatrix %p {layout = #nvvm.mma_layout<row>, num = 1 : i32} : (!llvm.ptr) -> i32
  return
}
// -----
func.func @ld3(%p : !llvm.ptr<3>) {
  %0 = nvvm.ldmatrix %p {layout = #nvvm.mma_layout<row>, num = 3 : i32} : (!llvm.ptr<3>) -> i32
  return
}
// -----
func.func @ld4(%p : !llvm.ptr<3>) {
  %0 = nvvm.ldmatrix %p {layout = #nvvm.mma_layout<row>, num = 1 : i32} : (!llvm.ptr<3>) -> i64
  return
}
// -----
func.func @ld5(%p : !llvm.ptr<3>) {
  %0 = nvvm.ldmatrix %p {layout = #nvvm.mma_layout<row>, num = 2 : i32} : (!llvm.ptr<3>) -> !llvm.struct<(i32)>
  return
}
// -----
func.func @st1(%p : !llvm.ptr<3>, %a : i32) {
  nvvm.stmatrix %p, %a, %a, %a {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32
  return
}
// -----
func.func @st2(%p : !llvm.ptr<3>, %a : i32) {
  nvvm.stmatrix %p, %a, %a, %a, %a {layout = #nvvm.mma_layout<row>} : !llvm.ptr<3>, i32, i32, i32, i32
  return
}
// -----
func.func @w(%d : i64, %acc : !llvm.struct<(f32, f32, f32, f32)>) {
  %0 = nvvm.wgmma.mma_async %d, %d, %acc, #nvvm.shape<m = 64, n = 8, k = 16>, D [<f32>, #nvvm.wgmma_scale_out<one>], A [<f16>, #nvvm.wgmma_scale_in<one>, <row>], B [<f16>, #nvvm.wgmma_scale_in<one>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
  return
}
// -----
func.func @w(%d : i64, %acc : !llvm.struct<(f32, f32, f32, f32)>) {
  %0 = nvvm.wgmma.mma_async %d, %d, %acc, #nvvm.shape<m = 64, n = 8, k = 16>, D [<f32>, #nvvm.wgmma_scale_out<one>], A [<f16>, #nvvm.wgmma_scale_in<one>, <col>], B [<f16>, #nvvm.wgmma_scale_in<one>, <row>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
  return
}
// -----
func.func @w(%d : i64, %acc : !llvm.struct<(f32, f32, f32, f32)>) {
  %0 = nvvm.wgmma.mma_async %d, %d, %acc, #nvvm.shape<m = 64, n = 8, k = 8>, D [<f32>, #nvvm.wgmma_scale_out<one>], A [<tf32>, #nvvm.wgmma_scale_in<one>, <row>], B [<tf32>, #nvvm.wgmma_scale_in<one>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
  return
}
// -----
func.func @w(%d : i64, %acc : !llvm.struct<(f32, f32, f32, f32)>) {
  %0 = nvvm.wgmma.mma_async %d, %d, %acc, #nvvm.shape<m = 64, n = 8, k = 8>, D [<f32>, #nvvm.wgmma_scale_out<one>], A [<tf32>, #nvvm.wgmma_scale_in<one>, <row>], B [<tf32>, #nvvm.wgmma_scale_in<one>, <row>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
  return
}
// -----
func.func @w(%d : i64, %acc : !llvm.struct<(f32, f32, f32, f32)>) {
  %0 = nvvm.wgmma.mma_async %d, %d, %acc, #nvvm.shape<m = 64, n = 8, k = 8>, D [<f32>, #nvvm.wgmma_scale_out<one>], A [<tf32>, #nvvm.wgmma_scale_in<one>, <col>], B [<tf32>, #nvvm.wgmma_scale_in<one>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
  return
}
// -----
func.func @w(%d : i64, %acc : !llvm.struct<(i32, i32, i32, i32)>) {
  %0 = nvvm.wgmma.mma_async %d, %d, %acc, #nvvm.shape<m = 64, n = 8, k = 32>, D [<s32>, #nvvm.wgmma_scale_out<one>], A [<s8>, #nvvm.wgmma_scale_in<neg>, <row>], B [<s8>, #nvvm.wgmma_scale_in<one>, <col>] : !llvm.struct<(i32, i32, i32, i32)> -> !llvm.struct<(i32, i32, i32, i32)>
  return
}
// -----
func.func @w(%d : i64, %acc : !llvm.struct<(i32, i32, i32, i32)>) {
  %0 = nvvm.wgmma.mma_async %d, %d, %acc, #nvvm.shape<m = 64, n = 8, k = 32>, D [<s32>, #nvvm.wgmma_scale_out<one>], A [<s8>, #nvvm.wgmma_scale_in<one>, <row>], B [<f16>, #nvvm.wgmma_scale_in<one>, <col>] : !llvm.struct<(i32, i32, i32, i32)> -> !llvm.struct<(i32, i32, i32, i32)>
  return
}
// -----
func.func @w(%d : i64, %acc : !llvm.struct<(f32, f32, f32, f32)>) {
  %0 = nvvm.wgmma.mma_async %d, %d, %acc, #nvvm.shape<m = 32, n = 8, k = 16>, D [<f32>, #nvvm.wgmma_scale_out<one>], A [<f16>, #nvvm.wgmma_scale_in<one>, <row>], B [<f16>, #nvvm.wgmma_scale_in<one>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
  return
}
// -----
func.func @w(%d : i64, %acc : !llvm.struct<(f32, f32, f32, f32)>) {
  %0 = nvvm.wgmma.mma_async %d, %d, %acc, #nvvm.shape<m = 64, n = 8, k = 32>, D [<f32>, #nvvm.wgmma_scale_out<one>], A [<f16>, #nvvm.wgmma_scale_in<one>, <row>], B [<f16>, #nvvm.wgmma_scale_in<one>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
  return
}
// -----
func.func @w(%d : i64, %acc : !llvm.struct<(f32, f32, f32, f32)>) {
  %0 = nvvm.wgmma.mma_async %d, %d, %acc, #nvvm.shape<m = 64, n = 12, k = 16>, D [<f32>, #nvvm.wgmma_scale_out<one>], A [<f16>, #nvvm.wgmma_scale_in<one>, <row>], B [<f16>, #nvvm.wgmma_scale_in<one>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
  return
}
// -----
func.func @w(%d : i64, %acc : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>) {
  %0 = nvvm.wgmma.mma_async %d, %d, %acc, #nvvm.shape<m = 64, n = 40, k = 32>, D [<s32>, #nvvm.wgmma_scale_out<one>], A [<u8>, #nvvm.wgmma_scale_in<one>, <row>], B [<s8>, #nvvm.wgmma_scale_in<one>, <col>] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> -> !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>
  return
}
// -----
func.func @w(%d : i64, %acc : !llvm.struct<(f32, f32, f32, f32, f32)>) {
  %0 = nvvm.wgmma.mma_async %d, %d, %acc, #nvvm.shape<m = 64, n = 8, k = 16>, D [<f32>, #nvvm.wgmma_scale_out<one>], A [<f16>, #nvvm.wgmma_scale_in<one>, <row>], B [<f16>, #nvvm.wgmma_scale_in<one>, <col>] : !llvm.struct<(f32, f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32, f32)>
  return
}
// -----
func.func @w(%d : i64, %acc : !llvm.struct<(f32, f32, f32, f32)>) {
  %0 = nvvm.wgmma.mma_async %d, %d, %acc, #nvvm.shape<m = 64, n = 8, k = 16>, D [<f32>, #nvvm.wgmma_scale_out<one>, <satfinite>], A [<f16>, #nvvm.wgmma_scale_in<one>, <row>], B [<f16>, #nvvm.wgmma_scale_in<one>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
  return
}
// -----
func.func @w(%d : i64, %acc : !llvm.struct<(f32, f16)>) {
  %0 = nvvm.wgmma.mma_async %d, %d, %acc, #nvvm.shape<m = 64, n = 8, k = 16>, D [<f32>, #nvvm.wgmma_scale_out<one>], A [<f16>, #nvvm.wgmma_scale_in<one>, <row>], B [<f16>, #nvvm.wgmma_scale_in<one>, <col>] : !llvm.struct<(f32, f16)> -> !llvm.struct<(f32, f16)>
  return
}
// -----
func.func @w(%d : i64, %acc : !llvm.struct<(f32, f32, f32, f32)>) {
  %0 = nvvm.wgmma.mma_async %d, %d, %acc, #nvvm.shape<m = 64, n = 8, k = 16>, D [<u8>, #nvvm.wgmma_scale_out<one>], A [<f16>, #nvvm.wgmma_scale_in<one>, <row>], B [<f16>, #nvvm.wgmma_scale_in<one>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
  return
}
// -----
func.func @w(%d : i64, %acc : !llvm.struct<(f16, f16)>) {
  %0 = nvvm.wgmma.mma_async %d, %d, %acc, #nvvm.shape<m = 64, n = 8, k = 32>, D [<f16>, #nvvm.wgmma_scale_out<zero>], A [<e4m3>, #nvvm.wgmma_scale_in<one>, <row>], B [<e5m2>, #nvvm.wgmma_scale_in<one>, <col>] : !llvm.struct<(f16, f16)> -> !llvm.struct<(f16, f16)>
  return
}
// -----
func.func @w(%d : i64, %acc : !llvm.struct<(i32, i32, i32, i32)>) {
  %0 = nvvm.wgmma.mma_async %d, %d, %acc, #nvvm.shape<m = 64, n = 8, k = 256>, D [<s32>, #nvvm.wgmma_scale_out<one>, <satfinite>], A [<b1>, #nvvm.wgmma_scale_in<one>, <row>], B [<b1>, #nvvm.wgmma_scale_in<one>, <col>] : !llvm.struct<(i32, i32, i32, i32)> -> !llvm.struct<(i32, i32, i32, i32)>
  return
}
// -----
func.func @wait_group() {
  nvvm.cp.async.bulk.wait_group -1
  return
}
