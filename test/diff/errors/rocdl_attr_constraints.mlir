// The LLVM metadata array constraints of the ROCDL buffer ops.
llvm.func @f(%r : !llvm.ptr<8>, %i : i32) {
  %0 = "rocdl.raw.ptr.buffer.load"(%r, %i, %i, %i) {alias_scopes = [@s]} : (!llvm.ptr<8>, i32, i32, i32) -> i32
  llvm.return
}
// -----
llvm.func @f(%r : !llvm.ptr<8>, %i : i32, %v : f32) {
  "rocdl.raw.ptr.buffer.store"(%v, %r, %i, %i, %i) {noalias_scopes = 0 : i32} : (f32, !llvm.ptr<8>, i32, i32, i32) -> ()
  llvm.return
}
// -----
llvm.func @f(%r : !llvm.ptr<8>, %i : i32, %v : f32) {
  %0 = "rocdl.raw.ptr.buffer.atomic.fadd"(%v, %r, %i, %i, %i) {tbaa = [#llvm.tbaa_root<id = "r">]} : (f32, !llvm.ptr<8>, i32, i32, i32) -> ()
  llvm.return
}
