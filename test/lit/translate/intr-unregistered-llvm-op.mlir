// RUN: gpuc translate --mlir-to-llvmir --verify-diagnostics --split-input-file %s

// The llvm dialect allows unknown ops (not every LLVM intrinsic has an op
// in MLIR 19): they parse and verify, and only their translation fails.

llvm.func @tan(%a: f32) -> f32 {
  // expected-error @below {{LLVM Translation failed for operation: llvm.intr.tan}}
  %0 = "llvm.intr.tan"(%a) : (f32) -> f32
  llvm.return %0 : f32
}

// -----

llvm.func @memset_inline(%p: !llvm.ptr, %v: i8) {
  // expected-error @below {{LLVM Translation failed for operation: llvm.intr.memset.inline}}
  "llvm.intr.memset.inline"(%p, %v) <{isVolatile = false, len = 8 : i64}> : (!llvm.ptr, i8) -> ()
  llvm.return
}
