// gpuc translate checks its output with LLVM's own verifier before writing it (internal/llvm, as
// mlir-translate-19 verifies the module it made): what gpuc's Go checks let through is reported with the
// verifier's text and no module, exactly as mlir-translate-19 reports it. The text parses with the
// "Debug Info Version" flag every translation adds, on which LLVM's parser would otherwise abort gpuc.
// RUN: not gpuc translate --mlir-to-llvmir %s 2>&1 | FileCheck %s

// CHECK: Attributes 'noinline and alwaysinline' are incompatible!
// CHECK-NEXT: ptr @f
// CHECK-NOT: define
llvm.func @f() attributes {passthrough = ["alwaysinline", "noinline"]} {
  llvm.return
}
