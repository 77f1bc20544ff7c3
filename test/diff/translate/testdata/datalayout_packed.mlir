// Default alignments under a data layout with an aggregate entry: a packed
// struct's ABI alignment is 1 whatever `a:` says, an unpacked one takes at
// least `a:`'s ABI alignment, and allocas the preferred one.
module attributes {llvm.data_layout = "e-a:32:64"} {
  llvm.func @f(%p: !llvm.ptr) -> !llvm.struct<packed (i8, i32)> {
    %v = llvm.load %p : !llvm.ptr -> !llvm.struct<packed (i8, i32)>
    %w = llvm.load %p : !llvm.ptr -> !llvm.struct<(i8, i8)>
    %c = llvm.mlir.constant(1 : i32) : i32
    %a = llvm.alloca %c x !llvm.struct<packed (i8, i32)> : (i32) -> !llvm.ptr
    %b = llvm.alloca %c x !llvm.struct<(i8, i8)> : (i32) -> !llvm.ptr
    llvm.store %v, %a : !llvm.struct<packed (i8, i32)>, !llvm.ptr
    llvm.store %w, %b : !llvm.struct<(i8, i8)>, !llvm.ptr
    llvm.return %v : !llvm.struct<packed (i8, i32)>
  }
}
