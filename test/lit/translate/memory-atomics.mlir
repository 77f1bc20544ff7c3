// RUN: gpuc translate --mlir-to-llvmir %s | FileCheck %s

// alloca, load/store (volatile, atomic, nontemporal), getelementptr, atomicrmw, cmpxchg, fence, aggregates.

llvm.func @memory(%p: !llvm.ptr, %g: !llvm.ptr<1>, %i: i64) -> f32 {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %a = llvm.alloca %c1 x f32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
  %s = llvm.alloca %c1 x !llvm.struct<(i32, array<4 x f64>)> : (i32) -> !llvm.ptr
  %0 = llvm.load %p {alignment = 4 : i64} : !llvm.ptr -> f32
  llvm.store %0, %a {alignment = 4 : i64} : f32, !llvm.ptr
  %1 = llvm.load volatile %g : !llvm.ptr<1> -> i32
  llvm.store volatile %1, %g : i32, !llvm.ptr<1>
  %2 = llvm.getelementptr %p[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %3 = llvm.getelementptr inbounds %s[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x f64>)>
  %4 = llvm.load %2 : !llvm.ptr -> f32
  %5 = llvm.load %3 {nontemporal} : !llvm.ptr -> f64
  llvm.return %4 : f32
}

llvm.func @atomics(%p: !llvm.ptr, %v: i32, %f: f32) -> i32 {
  %0 = llvm.atomicrmw add %p, %v monotonic : !llvm.ptr, i32
  %1 = llvm.atomicrmw xchg %p, %0 acq_rel : !llvm.ptr, i32
  %2 = llvm.atomicrmw umax %p, %1 seq_cst : !llvm.ptr, i32
  %3 = llvm.atomicrmw fadd %p, %f acquire : !llvm.ptr, f32
  %4 = llvm.cmpxchg %p, %2, %v acq_rel monotonic : !llvm.ptr, i32
  %5 = llvm.extractvalue %4[0] : !llvm.struct<(i32, i1)>
  %6 = llvm.load %p atomic acquire {alignment = 4 : i64} : !llvm.ptr -> i32
  llvm.store %6, %p atomic release {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.fence syncscope("agent") seq_cst
  llvm.fence release
  llvm.return %5 : i32
}

llvm.func @aggregates(%a: !llvm.struct<(i32, f32)>, %x: i64) -> !llvm.array<2 x i64> {
  %0 = llvm.mlir.undef : !llvm.array<2 x i64>
  %1 = llvm.insertvalue %x, %0[0] : !llvm.array<2 x i64>
  %2 = llvm.insertvalue %x, %1[1] : !llvm.array<2 x i64>
  %3 = llvm.extractvalue %a[1] : !llvm.struct<(i32, f32)>
  llvm.return %2 : !llvm.array<2 x i64>
}

// CHECK: ; ModuleID = 'LLVMDialectModule'
// CHECK-NEXT: source_filename = "LLVMDialectModule"
// CHECK-EMPTY:
// CHECK-NEXT: define float @memory(ptr %0, ptr addrspace(1) %1, i64 %2) {
// CHECK-NEXT:   %4 = alloca float, align 4
// CHECK-NEXT:   %5 = alloca { i32, [4 x double] }, align 8
// CHECK-NEXT:   %6 = load float, ptr %0, align 4
// CHECK-NEXT:   store float %6, ptr %4, align 4
// CHECK-NEXT:   %7 = load volatile i32, ptr addrspace(1) %1, align 4
// CHECK-NEXT:   store volatile i32 %7, ptr addrspace(1) %1, align 4
// CHECK-NEXT:   %8 = getelementptr float, ptr %0, i64 %2
// CHECK-NEXT:   %9 = getelementptr inbounds { i32, [4 x double] }, ptr %5, i32 0, i32 1, i32 2
// CHECK-NEXT:   %10 = load float, ptr %8, align 4
// CHECK-NEXT:   %11 = load double, ptr %9, align 8, !nontemporal !1
// CHECK-NEXT:   ret float %10
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define i32 @atomics(ptr %0, i32 %1, float %2) {
// CHECK-NEXT:   %4 = atomicrmw add ptr %0, i32 %1 monotonic, align 4
// CHECK-NEXT:   %5 = atomicrmw xchg ptr %0, i32 %4 acq_rel, align 4
// CHECK-NEXT:   %6 = atomicrmw umax ptr %0, i32 %5 seq_cst, align 4
// CHECK-NEXT:   %7 = atomicrmw fadd ptr %0, float %2 acquire, align 4
// CHECK-NEXT:   %8 = cmpxchg ptr %0, i32 %6, i32 %1 acq_rel monotonic, align 4
// CHECK-NEXT:   %9 = extractvalue { i32, i1 } %8, 0
// CHECK-NEXT:   %10 = load atomic i32, ptr %0 acquire, align 4
// CHECK-NEXT:   store atomic i32 %10, ptr %0 release, align 4
// CHECK-NEXT:   fence syncscope("agent") seq_cst
// CHECK-NEXT:   fence release
// CHECK-NEXT:   ret i32 %9
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define [2 x i64] @aggregates({ i32, float } %0, i64 %1) {
// CHECK-NEXT:   %3 = insertvalue [2 x i64] undef, i64 %1, 0
// CHECK-NEXT:   %4 = insertvalue [2 x i64] %3, i64 %1, 1
// CHECK-NEXT:   %5 = extractvalue { i32, float } %0, 1
// CHECK-NEXT:   ret [2 x i64] %4
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: !llvm.module.flags = !{!0}
// CHECK-EMPTY:
// CHECK-NEXT: !0 = !{i32 2, !"Debug Info Version", i32 3}
// CHECK-NEXT: !1 = !{i32 1}
