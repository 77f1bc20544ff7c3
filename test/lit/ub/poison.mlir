// ub.poison and #ub.poison: the short form for the default (fully poisoned) value, the long form otherwise, the
// generic form with its property, and the errors for a value that is not a poison attribute (as a property, as a
// discardable attribute, in the custom form).
// RUN: gpuc opt %s --split-input-file --verify-diagnostics | FileCheck %s
// RUN: gpuc opt %s --split-input-file --verify-diagnostics --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @poison(
// CHECK-NEXT:   %{{.*}} = ub.poison : index
// CHECK-NEXT:   %{{.*}} = ub.poison : i32
// CHECK-NEXT:   %{{.*}} = ub.poison : f32
// GENERIC-COUNT-3: "ub.poison"() <{value = #ub.poison}>
func.func @poison() -> (index, i32, f32) {
  %0 = ub.poison : index
  %1 = ub.poison <#ub.poison> : i32
  %2 = "ub.poison"() : () -> f32
  return %0, %1, %2 : index, i32, f32
}

// -----

func.func @not_poison() -> index {
  // expected-error@+1 {{invalid properties {value = 1 : i32} for op ub.poison: Invalid attribute `value` in property conversion: 1 : i32}}
  %0 = "ub.poison"() <{value = 1 : i32}> : () -> index
  return %0 : index
}

// -----

func.func @not_poison_attr() -> index {
  // expected-error@+1 {{'ub.poison' op attribute 'value' failed to satisfy constraint: PoisonAttrInterface instance}}
  %0 = "ub.poison"() {value = 1 : i32} : () -> index
  return %0 : index
}

// -----

func.func @not_poison_custom() -> index {
  // expected-error@+1 {{custom op 'ub.poison' invalid kind of attribute specified}}
  %0 = ub.poison <1 : i32> : index
  return %0 : index
}
