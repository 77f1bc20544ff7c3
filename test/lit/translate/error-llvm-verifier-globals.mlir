// RUN: not gpuc translate --mlir-to-llvmir %s 2>&1 | FileCheck %s

// LLVM's module verifier rejects what MLIR 19 accepts here: its report is
// printed as it is (functions first, then globals) and no module is written.

// CHECK-NOT: ModuleID
// CHECK: Calling convention requires void return type
// CHECK-NEXT: ptr @kernel_with_result
// CHECK-NEXT: Declaration may not be in a Comdat!
// CHECK-NEXT: ptr @declared_in_comdat
// CHECK-NEXT: function declaration may not have a !prof attachment
// CHECK-NEXT: ptr @declared_with_count
// CHECK-NEXT: 'common' global must have a zero initializer!
// CHECK-NEXT: ptr addrspace(3) @common_undef
// CHECK-NEXT: 'common' global may not be marked constant!
// CHECK-NEXT: ptr @common_constant
// CHECK-NEXT: Declaration may not be in a Comdat!
// CHECK-NEXT: ptr @global_declared_in_comdat
// CHECK-NEXT: Global variable initializer type does not match global variable type!
// CHECK-NEXT: ptr @vector_from_tensor
// CHECK-NOT: {{.}}

llvm.comdat @__llvm_comdat {
  llvm.comdat_selector @sel any
}
llvm.mlir.global common @common_zero(0 : i64) : i64
llvm.mlir.global common @common_undef() {addr_space = 3 : i32} : i64
llvm.mlir.global common constant @common_constant(0 : i64) : i64
llvm.mlir.global @global_declared_in_comdat() comdat(@__llvm_comdat::@sel) : i64
// Non-splat dense rows follow the attribute: a tensor gives an array.
llvm.mlir.global internal @vector_from_tensor(dense<[1.0, 2.0]> : tensor<2xf64>) : vector<2xf64>
llvm.func spir_kernelcc @kernel_with_result() -> i32 {
  %0 = llvm.mlir.constant(0 : i32) : i32
  llvm.return %0 : i32
}
llvm.func @declared_in_comdat() comdat(@__llvm_comdat::@sel)
llvm.func @declared_with_count() attributes {function_entry_count = 10 : i64}
