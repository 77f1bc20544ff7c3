// convert-math-to-funcs' errors: an index ipowi has no software implementation (its pattern takes integer
// types only), so the conversion fails at the op; a tensor fpowi's call leaves its result unconverted; bad option
// values are llvm::cl's errors.
// RUN: gpuc opt %s --split-input-file --verify-diagnostics --convert-math-to-funcs
// RUN: not gpuc opt %s --convert-math-to-funcs=min-width-of-fpowi-exponent=-1 2>&1 | FileCheck %s --check-prefix=UINT
// RUN: not gpuc opt %s --convert-math-to-funcs=convert-ctlz=yes 2>&1 | FileCheck %s --check-prefix=BOOL

// UINT: for the --min-width-of-fpowi-exponent option: '-1' value invalid for uint argument!
// BOOL: for the --convert-ctlz option: 'yes' is invalid value for boolean argument! Try 0 or 1

func.func @index_ipowi(%a: index) -> index {
  // expected-error@+1 {{failed to legalize operation 'math.ipowi' that was explicitly marked illegal}}
  %0 = math.ipowi %a, %a : index
  return %0 : index
}

// -----

// A tensor fpowi is not unrolled: its call takes the tensor operands and gives the scalar result of the f32
// implementation, which no materialization turns back into the tensor the op's users expect.
func.func @tensor_fpowi(%a: tensor<2xf32>, %p: tensor<2xi32>) -> tensor<2xf32> {
  // expected-error@+1 {{failed to materialize conversion for result #0 of operation 'math.fpowi' that remained live after conversion}}
  %0 = math.fpowi %a, %p : tensor<2xf32>, tensor<2xi32>
  // expected-note@+1 {{see existing live user here: func.return %1 : tensor<2xf32>}}
  return %0 : tensor<2xf32>
}
