module attributes {llvm.data_layout = "e-i32:64-f64:32"} {
  llvm.func @f(%p: !llvm.ptr, %x: i32, %d: f64) {
    %l = llvm.load %p : !llvm.ptr -> i32
    %l2 = llvm.load %p : !llvm.ptr -> !llvm.struct<(i8, f64)>
    llvm.store %x, %p : i32, !llvm.ptr
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %a = llvm.alloca %c1 x f64 : (i32) -> !llvm.ptr
    %r = llvm.atomicrmw add %p, %x monotonic : !llvm.ptr, i32
    %e = llvm.cmpxchg %p, %x, %x acq_rel monotonic : !llvm.ptr, i32
    llvm.return
  }
}
