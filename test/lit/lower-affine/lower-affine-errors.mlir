// lower-affine reports a modulo or division by a non-positive constant at
// the op and leaves the op as it is; the pass still succeeds.
// RUN: gpuc opt %s --lower-affine --split-input-file --verify-diagnostics | FileCheck %s

// CHECK-LABEL: func.func @mod_zero
// CHECK:         affine.apply
func.func @mod_zero(%i: index) -> index {
  // expected-error@+1 {{modulo by non-positive value is not supported}}
  %0 = affine.apply affine_map<(d0) -> (d0 mod 0)>(%i)
  return %0 : index
}

// -----

// Both sides of the sum are expanded (and reported) before it fails.
// CHECK-LABEL: func.func @two_errors
// CHECK:         affine.min
// CHECK:         arith.muli
func.func @two_errors(%i: index, %j: index) -> (index, index) {
  // expected-error@+2 {{division by non-positive value is not supported}}
  // expected-error@+1 {{modulo by non-positive value is not supported}}
  %0 = affine.min affine_map<(d0, d1) -> (d0 floordiv -2 + d1 mod 0, d0)>(%i, %j)
  %1 = affine.apply affine_map<(d0) -> (d0 * 7)>(%0)
  return %0, %1 : index, index
}
