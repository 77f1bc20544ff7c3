// Nested builtin.modules translate to nothing (only the top module's own
// ops are converted), while the ops around them translate as usual; gpuc
// translate also frees a nested module's body and each global's
// initializer region once they are no longer needed (Options.ReleaseBodies).
module attributes {llvm.target_triple = "nvptx64-nvidia-cuda"} {
  llvm.mlir.global internal @table() {addr_space = 0 : i32} : !llvm.array<2 x i32> {
    %0 = llvm.mlir.constant(dense<[3, 4]> : tensor<2xi32>) : !llvm.array<2 x i32>
    llvm.return %0 : !llvm.array<2 x i32>
  }
  llvm.mlir.global external constant @pair() : !llvm.struct<(i32, ptr)> {
    %0 = llvm.mlir.undef : !llvm.struct<(i32, ptr)>
    %1 = llvm.mlir.constant(7 : i32) : i32
    %2 = llvm.insertvalue %1, %0[0] : !llvm.struct<(i32, ptr)>
    %3 = llvm.mlir.addressof @table : !llvm.ptr
    %4 = llvm.insertvalue %3, %2[1] : !llvm.struct<(i32, ptr)>
    llvm.return %4 : !llvm.struct<(i32, ptr)>
  }
  llvm.func @first(%arg0: i32) -> i32 {
    %0 = llvm.mlir.addressof @table : !llvm.ptr
    %1 = llvm.load %0 : !llvm.ptr -> i32
    %2 = llvm.add %1, %arg0 : i32
    llvm.return %2 : i32
  }
  module attributes {llvm.target_triple = "x86_64-unknown-linux-gnu"} {
    llvm.mlir.global internal @hidden(1 : i32) : i32
    llvm.func @inner(%arg0: i32) -> i32 {
      %0 = llvm.mul %arg0, %arg0 : i32
      llvm.return %0 : i32
    }
    module {
      llvm.func @deeper() {
        llvm.return
      }
    }
  }
  llvm.func @second(%arg0: i32) -> i32 {
    %0 = llvm.call @first(%arg0) : (i32) -> i32
    %1 = llvm.mlir.addressof @pair : !llvm.ptr
    %2 = llvm.load %1 : !llvm.ptr -> i32
    %3 = llvm.sub %0, %2 : i32
    llvm.return %3 : i32
  }
}
