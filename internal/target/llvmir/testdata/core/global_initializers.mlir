module {
  llvm.mlir.global internal constant @tab(dense<[1, 2, 3]> : tensor<3xi32>) : !llvm.array<3 x i32>
  llvm.func @fn() {
    llvm.return
  }
  llvm.mlir.global internal @p() : !llvm.ptr {
    %0 = llvm.mlir.addressof @tab : !llvm.ptr
    %1 = llvm.getelementptr inbounds %0[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<3 x i32>
    llvm.return %1 : !llvm.ptr
  }
  llvm.mlir.global internal @fp() : !llvm.struct<(ptr, i64)> {
    %0 = llvm.mlir.addressof @fn : !llvm.ptr
    %1 = llvm.mlir.undef : !llvm.struct<(ptr, i64)>
    %2 = llvm.insertvalue %0, %1[0] : !llvm.struct<(ptr, i64)>
    %3 = llvm.ptrtoint %0 : !llvm.ptr to i64
    %4 = llvm.insertvalue %3, %2[1] : !llvm.struct<(ptr, i64)>
    llvm.return %4 : !llvm.struct<(ptr, i64)>
  }
  llvm.func @body() -> i32 {
    %0 = llvm.mlir.constant(3 : i32) : i32
    %1 = llvm.mlir.constant(4 : i32) : i32
    %2 = llvm.add %0, %1 : i32
    %3 = llvm.mlir.addressof @tab : !llvm.ptr
    %4 = llvm.getelementptr %3[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<3 x i32>
    %5 = llvm.load %4 : !llvm.ptr -> i32
    %6 = llvm.mul %5, %2 : i32
    llvm.return %6 : i32
  }
}
