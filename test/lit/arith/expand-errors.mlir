// arith-expand's errors: with include-bf16 a truncf from f32 to bf16 is illegal, and one with a rounding mode
// has no expansion (the pattern takes the default rounding only), so the conversion fails at it; a bad option
// value is llvm::cl's error.
// RUN: gpuc opt %s --split-input-file --verify-diagnostics --arith-expand=include-bf16=true
// RUN: gpuc opt %s --split-input-file --arith-expand | FileCheck %s --check-prefix=NOBF16
// RUN: not gpuc opt %s --arith-expand=include-bf16=yes 2>&1 | FileCheck %s --check-prefix=OPTION

// OPTION: for the --include-bf16 option: 'yes' is invalid value for boolean argument! Try 0 or 1

// NOBF16-LABEL: func.func @rounding_mode
// NOBF16: arith.truncf %{{.*}} to_nearest_even : f32 to bf16
func.func @rounding_mode(%a: f32) -> bf16 {
  // expected-error@+1 {{failed to legalize operation 'arith.truncf' that was explicitly marked illegal}}
  %0 = arith.truncf %a to_nearest_even : f32 to bf16
  return %0 : bf16
}
