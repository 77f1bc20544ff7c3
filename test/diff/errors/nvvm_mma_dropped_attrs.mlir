// nvvm.mma.sync has a hand-written parser: inherent attributes of the wrong
// class in its dictionary are dropped (setInherentAttr), so the verifier
// then misses them.
llvm.func @m(%a : vector<2xf16>, %c : f32) {
  %0 = nvvm.mma.sync A[%a, %a] B[%a, %a] C[%c, %c] {layoutA = #nvvm.mma_layout<row>, layoutB = "col", shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32)>
  llvm.return
}
// -----
llvm.func @m(%a : vector<2xf16>, %c : f32) {
  %0 = nvvm.mma.sync A[%a, %a] B[%a, %a] C[%c, %c] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = [8, 8, 4]} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32)>
  llvm.return
}
// -----
// So is an enum attribute of another enum.
llvm.func @m(%a : vector<2xf16>, %c : f32) {
  %0 = nvvm.mma.sync A[%a, %a] B[%a, %a] C[%c, %c] {layoutA = #nvvm.mma_frag<a>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32)>
  llvm.return
}
