// llvm.func signatures: argument lists, results, variadic markers.
llvm.func @f(i32) {
  llvm.return
}
// -----
llvm.func @g(%a: i32, i32)
// -----
llvm.func @h(i32, %a: i32)
// -----
llvm.func @k() -> ()
// -----
llvm.func @k2() -> (i32 {llvm.zeroext})
// -----
llvm.func @k3(%a: i32 loc("x")) {
  llvm.return
}
// -----
llvm.func @k4() -> !llvm.void
// -----
llvm.func @k5() attributes {sym_visibility = "private"}
// -----
llvm.func @k6() attributes {sym_visibility = "foo"}
// -----
llvm.func @"quoted name"()
