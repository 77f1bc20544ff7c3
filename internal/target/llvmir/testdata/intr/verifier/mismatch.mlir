// An op whose operand types do not fit its intrinsic's fixed signature:
// the intrinsic is declared with LLVM's types, and the verifier reports
// the call (and a return of its result).

llvm.func @mfma_wrong(%a0: f32, %c16: vector<16xf32>) {
  %k = llvm.mlir.constant(1 : i32) : i32
  %r0 = rocdl.mfma.f32.4x4x1f32 %a0, %a0, %c16, %k, %k, %k : (f32, f32, vector<16xf32>, i32, i32, i32) -> vector<16xf32>
  llvm.return
}

// -----

llvm.func @mfma_wrong_ret(%a0: f32, %c16: vector<16xf32>) -> vector<16xf32> {
  %k = llvm.mlir.constant(1 : i32) : i32
  %r0 = rocdl.mfma.f32.4x4x1f32 %a0, %a0, %c16, %k, %k, %k : (f32, f32, vector<16xf32>, i32, i32, i32) -> vector<16xf32>
  llvm.return %r0 : vector<16xf32>
}

// -----

llvm.func @two(%a0: f32, %c16: vector<16xf32>, %c4: vector<4xf32>) -> vector<4xf32> {
  %k = llvm.mlir.constant(1 : i32) : i32
  %r0 = rocdl.mfma.f32.4x4x1f32 %a0, %a0, %c16, %k, %k, %k : (f32, f32, vector<16xf32>, i32, i32, i32) -> vector<16xf32>
  %r1 = rocdl.mfma.f32.4x4x1f32 %a0, %a0, %c4, %k, %k, %k : (f32, f32, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
  llvm.return %r1 : vector<4xf32>
}
