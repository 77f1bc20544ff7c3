// nvvm.* and rocdl.* discardable attributes, checked by the dialects'
// verifyOperationAttribute (in name order, before the op's own verifier).
func.func @f() attributes {nvvm.kernel} {
  return
}
// -----
llvm.func @g() attributes {nvvm.maxntid = array<i32: 1, 2, 3, 4>} {
  llvm.return
}
// -----
llvm.func @g() attributes {nvvm.maxntid = [1, 2]} {
  llvm.return
}
// -----
llvm.func @g() attributes {nvvm.reqntid = 3} {
  llvm.return
}
// -----
llvm.func @g() attributes {nvvm.reqntid = array<i32>} {
  llvm.return
}
// -----
llvm.func @g() attributes {nvvm.minctasm = "a"} {
  llvm.return
}
// -----
llvm.func @g() attributes {nvvm.maxnreg = array<i32: 1>, nvvm.kernel = 1, nvvm.maxntid = 1} {
  llvm.return
}
// -----
"my.op"() {nvvm.kernel, nvvm.maxntid = array<i32: 1>} : () -> ()
// -----
func.func @h() attributes {rocdl.kernel} {
  return
}
// -----
func.func @h() attributes {rocdl.kernel, nvvm.kernel} {
  return
}
// -----
llvm.func @ok() attributes {nvvm.kernel, nvvm.maxntid = array<i32: 1, 23, 32>, nvvm.minctasm = 16, nvvm.maxnreg = 32, rocdl.kernel, rocdl.flat_work_group_size = 3, nvvm.cluster_dim = "x"} {
  llvm.return
}
