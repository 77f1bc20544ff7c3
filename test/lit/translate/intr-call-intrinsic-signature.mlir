// RUN: gpuc translate --mlir-to-llvmir --verify-diagnostics --split-input-file %s

// llvm.call_intrinsic checks the call against the intrinsic's signature:
// an overload type must be of the class the intrinsic asks for (fabs
// takes floating-point types), and the fixed types of intrinsics no op
// produces (every nvvm and amdgcn intrinsic is known) must match. Each
// error is followed by the generic translation failure.

llvm.func @fabs_of_int(%a: i32) -> i32 {
  // expected-error @below {{call intrinsic signature i32 (i32) to overloaded intrinsic "llvm.fabs" does not match any of the overloads}}
  // expected-error @below {{LLVM Translation failed for operation: llvm.call_intrinsic}}
  %0 = llvm.call_intrinsic "llvm.fabs"(%a) : (i32) -> i32
  llvm.return %0 : i32
}

// -----

llvm.func @ctpop_of_float(%a: f32) -> f32 {
  // expected-error @below {{call intrinsic signature float (float) to overloaded intrinsic "llvm.ctpop" does not match any of the overloads}}
  // expected-error @below {{LLVM Translation failed for operation: llvm.call_intrinsic}}
  %0 = llvm.call_intrinsic "llvm.ctpop"(%a) : (f32) -> f32
  llvm.return %0 : f32
}

// -----

llvm.func @nvvm_wrong_result(%a: f32) -> f32 {
  // expected-error @below {{intrinsic call returns float but "llvm.nvvm.rcp.approx.ftz.d" actually returns double}}
  // expected-error @below {{LLVM Translation failed for operation: llvm.call_intrinsic}}
  %0 = llvm.call_intrinsic "llvm.nvvm.rcp.approx.ftz.d"(%a) : (f32) -> f32
  llvm.return %0 : f32
}

// -----

llvm.func @amdgcn_operand_count(%a: f32) -> i64 {
  // expected-error @below {{intrinsic call has 1 operands but "llvm.amdgcn.s.getpc" expects 0}}
  // expected-error @below {{LLVM Translation failed for operation: llvm.call_intrinsic}}
  %0 = llvm.call_intrinsic "llvm.amdgcn.s.getpc"(%a) : (f32) -> i64
  llvm.return %0 : i64
}

// -----

llvm.func @nvvm_operand_type(%a: f64) -> f32 {
  // expected-error @below {{intrinsic call operand #0 has type double but "llvm.nvvm.fmax.f" expects float}}
  // expected-error @below {{LLVM Translation failed for operation: llvm.call_intrinsic}}
  %0 = llvm.call_intrinsic "llvm.nvvm.fmax.f"(%a, %a) : (f64, f64) -> f32
  llvm.return %0 : f32
}
