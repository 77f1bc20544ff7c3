// Inputs that do not parse or verify: reported before any translation.
llvm.func @f() {
  llvm.return %x : i32
}

// -----

llvm.func @g(%a: i32) -> i64 {
  llvm.return %a : i32
}

// -----

llvm.func @h() {
  llvm.br ^bb1
}

// -----

llvm.mlir.global internal @dup(0 : i32) : i32
llvm.mlir.global internal @dup(1 : i32) : i32
