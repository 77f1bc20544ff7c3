// Input of symbol-empty-name.mlir: a call to `@""` with no such symbol.
llvm.func @f() {
  llvm.call @""() : () -> ()
  llvm.return
}
