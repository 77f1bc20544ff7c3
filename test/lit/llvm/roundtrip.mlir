// llvm dialect custom syntax round trip.
// RUN: gpuc opt %s | gpuc opt | FileCheck %s

// CHECK-LABEL: llvm.func internal @internal_def(%{{.*}}: i32) -> i32
llvm.func internal @internal_def(%arg0: i32) -> i32 {
  llvm.return %arg0 : i32
}

// CHECK: llvm.func extern_weak hidden unnamed_addr fastcc @attrs(!llvm.ptr {llvm.noalias}, ...) -> (f64 {llvm.noundef})
llvm.func extern_weak hidden unnamed_addr fastcc @attrs(!llvm.ptr {llvm.noalias}, ...) -> (f64 {llvm.noundef})

// MLIR 19 parses `unnamed_addr thread_local` but prints `thread_local
// unnamed_addr`, so only one of them appears here.
// CHECK: llvm.mlir.global private thread_local constant @g(0 : i64) {addr_space = 0 : i32, alignment = 8 : i64} : i64
llvm.mlir.global private thread_local constant @g(0 : i64) {alignment = 8 : i64} : i64

// CHECK: llvm.mlir.global external @str("abc") {addr_space = 0 : i32}
llvm.mlir.global @str("abc")

// CHECK-LABEL: llvm.func @calls
llvm.func @calls(%a: i32, %f: f32) -> i32 {
  // CHECK: llvm.call fastcc tail @calls(%{{.*}}, %{{.*}}) {fastmathFlags = #llvm.fastmath<fast>} : (i32, f32) -> i32
  %0 = llvm.call fastcc tail @calls(%a, %f) {fastmathFlags = #llvm.fastmath<fast>} : (i32, f32) -> i32
  // CHECK: llvm.icmp "ult" %{{.*}}, %{{.*}} : i32
  %1 = llvm.icmp "ult" %a, %a : i32
  // CHECK: llvm.fcmp "oeq" %{{.*}}, %{{.*}} {fastmathFlags = #llvm.fastmath<nnan>} : f32
  %2 = llvm.fcmp "oeq" %f, %f {fastmathFlags = #llvm.fastmath<nnan>} : f32
  // CHECK: llvm.alloca inalloca %{{.*}} x !llvm.struct<(i32, f32)> {alignment = 8 : i64} : (i32) -> !llvm.ptr
  %3 = llvm.alloca inalloca %a x !llvm.struct<(i32, f32)> {alignment = 8} : (i32) -> !llvm.ptr
  // CHECK: llvm.getelementptr inbounds %{{.*}}[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, f32)>
  %4 = llvm.getelementptr inbounds %3[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, f32)>
  // CHECK: llvm.add %{{.*}}, %{{.*}} overflow<nsw, nuw> : i32
  %5 = llvm.add %a, %a overflow<nuw, nsw> : i32
  llvm.return %0 : i32
}
