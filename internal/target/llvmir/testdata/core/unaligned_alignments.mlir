// Alignments that are not powers of two keep only their highest power of
// two, as llvm::Align stores them (functions and memory ops; a global's
// alignment is checked by the verifier instead).
llvm.mlir.global internal @g(1 : i32) {alignment = 16 : i64} : i32
llvm.func @odd_func() attributes {alignment = 6 : i64} {
  llvm.return
}
llvm.func @odd_memory(%p: !llvm.ptr, %v: i32) {
  %0 = llvm.load %p {alignment = 3 : i64} : !llvm.ptr -> i32
  llvm.store %v, %p {alignment = 24 : i64} : i32, !llvm.ptr
  %c = llvm.mlir.constant(1 : i32) : i32
  %1 = llvm.alloca %c x i32 {alignment = 5 : i64} : (i32) -> !llvm.ptr
  %2 = llvm.atomicrmw add %p, %v monotonic {alignment = 7 : i64} : !llvm.ptr, i32
  %3 = llvm.cmpxchg %p, %v, %v acq_rel monotonic {alignment = 9 : i64} : !llvm.ptr, i32
  llvm.return
}
