// Modules MLIR 19 accepts but LLVM's verifier (run by mlir-translate)
// rejects; the report must match mlir-translate-19's stderr
// (intrinsics_test.go). Immediate arguments passed as SSA values:

llvm.func @mfma(%a: f32, %c: vector<4xf32>, %cbsz: i32) -> vector<4xf32> {
  %k = llvm.mlir.constant(0 : i32) : i32
  %0 = rocdl.mfma.f32.4x4x1f32 %a, %a, %c, %cbsz, %k, %k : (f32, f32, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
  llvm.return %0 : vector<4xf32>
}

// -----

llvm.func @two_calls(%i: i32, %p: !llvm.ptr) {
  %0 = rocdl.ds_swizzle %i, %i : (i32, i32) -> i32
  llvm.call_intrinsic "llvm.amdgcn.s.sleep"(%i) : (i32) -> ()
  llvm.return
}

// -----

llvm.func @llvm.amdgcn.s.sleep(i32)

llvm.func @declared(%i: i32) {
  llvm.call @llvm.amdgcn.s.sleep(%i) : (i32) -> ()
  llvm.br ^bb1
^bb1:
  %u = llvm.mlir.undef : i32
  llvm.call @llvm.amdgcn.s.sleep(%u) : (i32) -> ()
  llvm.return
}
