// Function attributes from MLIR 19's translation tests, written anew:
// packed passthrough integers, SME modes, zero splat arrays, CodeView.
module attributes {llvm.target_triple = "x86_64-pc-windows-msvc"} {
  llvm.func @alloc(i64, i64) -> !llvm.ptr attributes {passthrough = [["allocsize", "4294967296"], "nounwind"]}
  llvm.func @vscale() attributes {passthrough = [["vscale_range", "4294967312"]]} {
    llvm.return
  }
  llvm.func @sme() attributes {arm_locally_streaming, arm_new_za} {
    llvm.return
  }
  llvm.mlir.global internal @zeros(dense<0> : tensor<64x64xi32>) : !llvm.array<64 x array<64 x i32>>
  llvm.mlir.global internal @filled(dense<7> : tensor<2x3xi8>) : !llvm.array<2 x array<3 x i8>>
}
