// convert-nvvm-to-llvm on an operand with no PTX register class (an i8 copy size): MLIR 19 reaches
// llvm_unreachable in getRegisterType there (a release build prints an arbitrary constraint byte), so mlir-opt-19
// gives no output to match; gpuc reports the type at the op and leaves it as it is.
// UNSUPPORTED: mlir-oracle
// RUN: gpuc opt %s --verify-diagnostics --convert-nvvm-to-llvm

llvm.func @i8_size(%dst: !llvm.ptr<3>, %src: !llvm.ptr<1>, %n: i8) {
  // expected-error@+1 {{The register type could not deduced from MLIR type i8}}
  nvvm.cp.async.shared.global %dst, %src, 16, cache = cg, %n : !llvm.ptr<3>, !llvm.ptr<1>, i8
  llvm.return
}
