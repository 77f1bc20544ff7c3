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

