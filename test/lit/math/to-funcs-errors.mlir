// convert-math-to-funcs' errors: an index ipowi has no software implementation (its pattern takes integer
// types only), so the conversion fails at the op; bad option values are llvm::cl's errors.
// RUN: gpuc opt %s --verify-diagnostics --convert-math-to-funcs
// RUN: not gpuc opt %s --convert-math-to-funcs=min-width-of-fpowi-exponent=-1 2>&1 | FileCheck %s --check-prefix=UINT
// RUN: not gpuc opt %s --convert-math-to-funcs=convert-ctlz=yes 2>&1 | FileCheck %s --check-prefix=BOOL

// UINT: for the --min-width-of-fpowi-exponent option: '-1' value invalid for uint argument!
// BOOL: for the --convert-ctlz option: 'yes' is invalid value for boolean argument! Try 0 or 1

func.func @index_ipowi(%a: index) -> index {
  // expected-error@+1 {{failed to legalize operation 'math.ipowi' that was explicitly marked illegal}}
  %0 = math.ipowi %a, %a : index
  return %0 : index
}
