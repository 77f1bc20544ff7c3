// Functions convert-func-to-llvm cannot lower: the pattern reports an error and leaves the function as it
// is, and the pass goes on (MLIR 19 does not fail it).
// RUN: gpuc opt %s --split-input-file --verify-diagnostics --convert-func-to-llvm | FileCheck %s

// CHECK: func.func private @bad_linkage(i32) attributes {llvm.linkage = 3 : i64}
// CHECK: llvm.func @ok
// CHECK: func.func private @variadic(i32) attributes {func.varargs = true, llvm.emit_c_interface}

// expected-error@+1 {{Contains llvm.linkage attribute not of type LLVM::LinkageAttr}}
func.func private @bad_linkage(i32) attributes {llvm.linkage = 3 : i64}

func.func private @ok(i32)

// -----

// expected-error@+1 {{C interface for variadic functions is not supported yet.}}
func.func private @variadic(i32) attributes {func.varargs = true, llvm.emit_c_interface}

// -----

// A result type the converter does not know: the function is left alone, with no error.
// CHECK: func.func private @tensor_result() -> tensor<4xi32>
func.func private @tensor_result() -> tensor<4xi32>
