// --mlir-print-op-generic prints every op as "name"(operands) <{properties}> ({regions}) {attributes} : type,
// including the implicit builtin.module; unregistered ops keep their regions and sorted attributes.
// RUN: gpuc opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s
// RUN: gpuc opt %s --allow-unregistered-dialect --mlir-print-op-generic | gpuc opt --allow-unregistered-dialect | gpuc opt --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s

// CHECK:      "builtin.module"() ({
// CHECK-NEXT:   "func.func"() <{function_type = (i32) -> i32, sym_name = "id"}> ({
// CHECK-NEXT:   ^bb0(%[[X:arg[0-9]+]]: i32):
// CHECK-NEXT:     "func.return"(%[[X]]) : (i32) -> ()
// CHECK-NEXT:   }) : () -> ()
func.func @id(%arg0: i32) -> i32 {
  return %arg0 : i32
}

// CHECK-NEXT:   "func.func"() <{function_type = (i32) -> (), sym_name = "regions"}> ({
// CHECK-NEXT:   ^bb0(%[[A:arg[0-9]+]]: i32):
// CHECK-NEXT:     "test.op"(%[[A]]) ({
// CHECK-NEXT:     ^bb0(%[[B:arg[0-9]+]]: i32):
// CHECK-NEXT:       "test.yield"(%[[B]]) : (i32) -> ()
// CHECK-NEXT:     }, {
// CHECK-NEXT:       "test.yield"() : () -> ()
// CHECK-NEXT:     }) {flag, name = "n", ratio = 5.000000e-01 : f32} : (i32) -> ()
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }) : () -> ()
func.func @regions(%arg0: i32) {
  "test.op"(%arg0) ({
  ^bb0(%x: i32):
    "test.yield"(%x) : (i32) -> ()
  }, {
    "test.yield"() : () -> ()
  }) {ratio = 0.5 : f32, name = "n", flag} : (i32) -> ()
  return
}
