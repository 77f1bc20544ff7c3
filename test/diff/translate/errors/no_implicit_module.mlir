// FLAGS: --no-implicit-module
llvm.func @f() {
  llvm.return
}

// -----

module {
  llvm.func @g() {
    llvm.return
  }
}

// -----

llvm.func @a() {
  llvm.return
}
llvm.func @b() {
  llvm.return
}
