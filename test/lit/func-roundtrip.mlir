// Custom-form round trip of builtin and func ops: what gpuc opt prints must be what mlir-opt-19 prints,
// and printing its own output again must change nothing.
// RUN: gpuc opt %s | FileCheck %s
// RUN: gpuc opt %s | gpuc opt | FileCheck %s

// CHECK-LABEL: module attributes {test.name = "roundtrip"} {
module attributes {test.name = "roundtrip"} {
  // A declaration prints without "-> ()".
  // CHECK-NEXT: func.func private @decl(f32, memref<4xf32>){{$}}
  func.func private @decl(f32, memref<4xf32>) -> ()

  // CHECK-NEXT: func.func @id(%arg0: i32 {test.arg}) -> (i32 {test.res}) {
  // CHECK-NEXT:   return %arg0 : i32
  // CHECK-NEXT: }
  func.func @id(%x: i32 {test.arg}) -> (i32 {test.res}) {
    func.return %x : i32
  }

  // Block arguments are renamed %argN; "func." is elided inside a func.func; attributes go after "attributes".
  // CHECK-NEXT: func.func @caller(%arg0: i32, %arg1: f32) -> (i32, i32) attributes {test.fn = 1 : i64} {
  // CHECK-NEXT:   %0 = call @id(%arg0) : (i32) -> i32
  // CHECK-NEXT:   %1 = call @id(%0) : (i32) -> i32
  // CHECK-NEXT:   %2 = builtin.unrealized_conversion_cast %arg1 : f32 to i64
  // CHECK-NEXT:   return %0, %1 : i32, i32
  // CHECK-NEXT: }
  func.func @caller(%a: i32, %b: f32) -> (i32, i32) attributes {test.fn = 1} {
    %r = call @id(%a) : (i32) -> i32
    %s = func.call @id(%r) : (i32) -> i32
    %c = builtin.unrealized_conversion_cast %b : f32 to i64
    return %r, %s : i32, i32
  }

  // CHECK-NEXT: func.func nested @empty() {
  // CHECK-NEXT:   return
  // CHECK-NEXT: }
  func.func nested @empty() {
    return
  }
}
// CHECK-NEXT: }
