// Parse errors of nvvm.mma.sync and nvvm.vote.ballot.sync, whose parsers are
// hand-written in NVVMDialect.cpp ("custom op" prefixes, name locations).
func.func @a(%a0 : vector<2xf16>, %c0 : f32) {
  %0 = nvvm.mma.sync A[%a0, %a0] B[%a0, %a0] C[%c0, %c0, %c0, %c0, %c0, %c0, %c0, %c0]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (vector<2xf16>, vector<2xf16> -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
  return
}
// -----
func.func @f(%a0 : vector<2xf16>, %c0 : f32) {
  %0 = nvvm.mma.sync A[%a0, %a0] X[%a0, %a0] C[%c0, %c0, %c0, %c0, %c0, %c0, %c0, %c0] : (vector<2xf16>, vector<2xf16>, f32, f32) -> f32
  return
}
// -----
func.func @g(%a0 : i32, %c0 : i1) {
  %0 = nvvm.vote.ballot.sync %a0 : i32
  %1 = nvvm.vote.ballot.sync %a0, %c0 {a = 1} : i32
  return
}
// -----
func.func @vote_delim(%a0 : i32, %c0 : i1) {
  %1 = nvvm.vote.ballot.sync (%a0, %c0) : i32
  return
}
// -----
func.func @mma_no_infer(%a : i32, %c : i32) {
  %0 = nvvm.mma.sync A[%a] B[%a] C[%c, %c] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 16>} : (i32, i32, i32) -> !llvm.struct<(i32, i32)>
  return
}
// -----
func.func @mma_no_b_infer(%a : vector<2xf16>, %b : vector<4xf32>, %c : f32) {
  %0 = nvvm.mma.sync A[%a] B[%b] C[%c] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (vector<2xf16>, vector<4xf32>, f32) -> !llvm.struct<(f32)>
  return
}
// -----
func.func @mma_type_mismatch(%a : vector<2xf16>, %c : f32) {
  %0 = nvvm.mma.sync A[%a] B[%a] C[%c] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (vector<2xf16>, f32, f32) -> !llvm.struct<(f32)>
  return
}
// -----
func.func @mma_no_arrow(%a : vector<2xf16>, %c : f32) {
  %0 = nvvm.mma.sync A[%a] B[%a] C[%c] : (vector<2xf16>, vector<2xf16>, f32) f32
  return
}
