// FLAGS: --allow-unregistered-dialect
// Ops of dialects without a translation to LLVM IR.
llvm.func @f() {
  "foo.bar"() : () -> ()
  llvm.return
}

// -----

func.func @g() {
  return
}

// -----

llvm.func @h() -> i32 {
  %0 = arith.constant 1 : i32
  llvm.return %0 : i32
}

// -----

"foo.top"() : () -> ()
