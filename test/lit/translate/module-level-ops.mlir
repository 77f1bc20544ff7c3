// Ops in the module's body that are neither globals nor functions are translated with no insertion point, as
// MLIR's IRBuilder has none there: a constant is folded away, an inline_asm call belongs to no function, and
// nothing of them is printed (gpuc used to crash on the inline_asm).
// RUN: gpuc translate --mlir-to-llvmir %s | FileCheck %s

// CHECK-NOT: asm
// CHECK: define float @f()
// CHECK-NOT: asm
module {
  llvm.inline_asm has_side_effects "nop", "" : () -> ()
  %0 = llvm.mlir.constant(1.0 : f32) : f32
  llvm.func @f() -> f32 {
    %c = llvm.mlir.constant(2.0 : f32) : f32
    llvm.return %c : f32
  }
}
