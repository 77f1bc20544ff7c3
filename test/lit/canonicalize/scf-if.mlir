// RUN: gpuc opt %s -allow-unregistered-dialect -canonicalize | FileCheck %s

// CHECK-LABEL: func.func @unused_results(%arg0: i1) -> index {
// CHECK-NEXT: %0 = scf.if %arg0 -> (index) {
// CHECK-NEXT: %1 = "test.a"() : () -> index
// CHECK-NEXT: %2 = "test.b"() : () -> index
// CHECK-NEXT: scf.yield %2 : index
// CHECK-NEXT: } else {
// CHECK-NEXT: %1 = "test.c"() : () -> index
// CHECK-NEXT: %2 = "test.d"() : () -> index
// CHECK-NEXT: scf.yield %2 : index
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : index
// CHECK-NEXT: }
func.func @unused_results(%c: i1) -> index {
  %r:2 = scf.if %c -> (index, index) {
    %a = "test.a"() : () -> index
    %b = "test.b"() : () -> index
    scf.yield %a, %b : index, index
  } else {
    %a = "test.c"() : () -> index
    %b = "test.d"() : () -> index
    scf.yield %a, %b : index, index
  }
  return %r#1 : index
}

// CHECK-LABEL: func.func @static_cond() -> (i32, i32) {
// CHECK-NEXT: %0 = "test.then"() : () -> i32
// CHECK-NEXT: %1 = "test.else"() : () -> i32
// CHECK-NEXT: return %0, %1 : i32, i32
// CHECK-NEXT: }
func.func @static_cond() -> (i32, i32) {
  %t = arith.constant true
  %f = arith.constant false
  %a = scf.if %t -> (i32) {
    %v = "test.then"() : () -> i32
    scf.yield %v : i32
  } else {
    %v = "test.else"() : () -> i32
    scf.yield %v : i32
  }
  %b = scf.if %f -> (i32) {
    %v = "test.then"() : () -> i32
    scf.yield %v : i32
  } else {
    %v = "test.else"() : () -> i32
    scf.yield %v : i32
  }
  scf.if %f {
    "test.gone"() : () -> ()
  }
  return %a, %b : i32, i32
}

// CHECK-LABEL: func.func @to_select(%arg0: i1, %arg1: i32, %arg2: i32) -> (i32, i32, i32) {
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT: %1 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: %2 = "test.v"() : () -> i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %1, %arg2 : i32, i32, i32
// CHECK-NEXT: }
func.func @to_select(%c: i1, %p: i32, %q: i32) -> (i32, i32, i32) {
  %r:3 = scf.if %c -> (i32, i32, i32) {
    %v = "test.v"() : () -> i32
    scf.yield %p, %v, %q : i32, i32, i32
  } else {
    scf.yield %q, %p, %q : i32, i32, i32
  }
  return %r#0, %r#1, %r#2 : i32, i32, i32
}

// CHECK-LABEL: func.func @cond_prop(%arg0: i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: "test.then"(%true) : (i1) -> ()
// CHECK-NEXT: } else {
// CHECK-NEXT: "test.else"(%false) : (i1) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @cond_prop(%c: i1) {
  scf.if %c {
    "test.then"(%c) : (i1) -> ()
  } else {
    "test.else"(%c) : (i1) -> ()
  }
  return
}

// CHECK-LABEL: func.func @yield_cond(%arg0: i1) -> (i1, i32) {
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: %1 = "test.v"() : () -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: %1 = "test.w"() : () -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %arg0, %0 : i1, i32
// CHECK-NEXT: }
func.func @yield_cond(%c: i1) -> (i1, i32) {
  %t = arith.constant true
  %f = arith.constant false
  %r:2 = scf.if %c -> (i1, i32) {
    %v = "test.v"() : () -> i32
    scf.yield %t, %v : i1, i32
  } else {
    %v = "test.w"() : () -> i32
    scf.yield %f, %v : i1, i32
  }
  return %r#0, %r#1 : i1, i32
}

// CHECK-LABEL: func.func @combine(%arg0: i1, %arg1: i64) -> (i64, i64) {
// CHECK-NEXT: %0:2 = scf.if %arg0 -> (i64, i64) {
// CHECK-NEXT: %1 = "test.a"(%arg1) : (i64) -> i64
// CHECK-NEXT: %2 = "test.c"(%1) : (i64) -> i64
// CHECK-NEXT: scf.yield %1, %2 : i64, i64
// CHECK-NEXT: } else {
// CHECK-NEXT: %1 = "test.b"(%arg1) : (i64) -> i64
// CHECK-NEXT: %2 = "test.d"(%1) : (i64) -> i64
// CHECK-NEXT: scf.yield %1, %2 : i64, i64
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0, %0#1 : i64, i64
// CHECK-NEXT: }
func.func @combine(%c: i1, %x: i64) -> (i64, i64) {
  %a = scf.if %c -> (i64) {
    %v = "test.a"(%x) : (i64) -> i64
    scf.yield %v : i64
  } else {
    %v = "test.b"(%x) : (i64) -> i64
    scf.yield %v : i64
  }
  %b = scf.if %c -> (i64) {
    %v = "test.c"(%a) : (i64) -> i64
    scf.yield %v : i64
  } else {
    %v = "test.d"(%a) : (i64) -> i64
    scf.yield %v : i64
  }
  return %a, %b : i64, i64
}

// CHECK-LABEL: func.func @empty_else(%arg0: i1) {
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: "test.a"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @empty_else(%c: i1) {
  scf.if %c {
    "test.a"() : () -> ()
  } else {
  }
  return
}

// CHECK-LABEL: func.func @nested(%arg0: i1, %arg1: i1) {
// CHECK-NEXT: %0 = arith.andi %arg0, %arg1 : i1
// CHECK-NEXT: scf.if %0 {
// CHECK-NEXT: "test.a"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @nested(%c: i1, %d: i1) {
  scf.if %c {
    scf.if %d {
      "test.a"() : () -> ()
    }
  }
  return
}

// CHECK-LABEL: func.func @swap(%arg0: i1) {
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: "test.b"() : () -> ()
// CHECK-NEXT: } else {
// CHECK-NEXT: "test.a"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @swap(%c: i1) {
  %t = arith.constant true
  %n = arith.xori %c, %t : i1
  scf.if %n {
    "test.a"() : () -> ()
  } else {
    "test.b"() : () -> ()
  }
  return
}
