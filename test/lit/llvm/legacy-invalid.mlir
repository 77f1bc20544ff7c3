// llvm.mlir.null, accepted for seed-era input, still needs a pointer type.
// UNSUPPORTED: mlir-oracle
// RUN: gpuc opt %s --allow-unregistered-dialect --split-input-file --verify-diagnostics

llvm.func @f() {
  // expected-error@+1 {{'llvm.mlir.null' op result #0 must be LLVM pointer type, but got 'i32'}}
  %0 = llvm.mlir.null : i32
  llvm.return
}

// -----

// expected-error@+1 {{expected '>'}}
"my.op"() : () -> (!llvm.ptr<f32, 1, 2>)
