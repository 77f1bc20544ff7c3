// ODS type constraints of nvvm and rocdl operands and results (pointers in an
// address space, LLVM structs).
func.func @a(%p : !llvm.ptr, %n : i32) {
  nvvm.mbarrier.init.shared %p, %n : !llvm.ptr, i32
  return
}
// -----
func.func @b(%p : !llvm.ptr<3>, %n : i32) {
  nvvm.cp.async.shared.global %p, %p, 4, cache = ca : !llvm.ptr<3>, !llvm.ptr<3>
  return
}
// -----
func.func @c(%p : !llvm.ptr<3>, %n : i32) {
  %0 = rocdl.raw.ptr.buffer.load %p, %n, %n, %n : f32
  return
}
// -----
func.func @d(%a : vector<2xf16>, %c : f32) {
  %0 = nvvm.mma.sync A[%a] B[%a] C[%c] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (vector<2xf16>, vector<2xf16>, f32) -> f32
  return
}
