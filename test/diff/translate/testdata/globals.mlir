// Globals of each linkage, with constant and region initializers, address spaces, alignment, thread_local, unnamed_addr; constants.

llvm.mlir.global internal constant @str("hello\00") {addr_space = 0 : i32}
llvm.mlir.global external @ext_i32() {addr_space = 0 : i32} : i32
llvm.mlir.global private @priv(42 : i64) : i64
llvm.mlir.global linkonce_odr @lo(1.5 : f32) : f32
llvm.mlir.global weak @w(0 : i8) : i8
llvm.mlir.global common @cmn(0 : i32) : i32
llvm.mlir.global internal @arr(dense<[1, 2, 3, 4]> : tensor<4xi32>) : !llvm.array<4 x i32>
llvm.mlir.global internal @zero() : !llvm.array<8 x f32> {
  %0 = llvm.mlir.zero : !llvm.array<8 x f32>
  llvm.return %0 : !llvm.array<8 x f32>
}
llvm.mlir.global internal @shared() {addr_space = 3 : i32} : !llvm.array<16 x f32>
llvm.mlir.global internal @aligned(7 : i16) {alignment = 16 : i64, dso_local} : i16
llvm.mlir.global internal @ptr_to_priv() : !llvm.ptr {
  %0 = llvm.mlir.addressof @priv : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.mlir.global internal @tls(0 : i32) {thread_local_} : i32
llvm.mlir.global internal unnamed_addr @ua(1 : i32) : i32
llvm.mlir.global internal local_unnamed_addr @lua(1 : i32) : i32

llvm.func @use_globals() -> i64 {
  %p = llvm.mlir.addressof @priv : !llvm.ptr
  %0 = llvm.load %p : !llvm.ptr -> i64
  %c = llvm.mlir.constant(dense<[1.0, 2.0]> : vector<2xf32>) : vector<2xf32>
  %u = llvm.mlir.undef : i32
  %z = llvm.mlir.poison : f64
  %n = llvm.mlir.zero : !llvm.ptr
  llvm.return %0 : i64
}

llvm.func internal @internal_fn() {
  llvm.return
}
llvm.func linkonce_odr @odr_fn() {
  llvm.return
}

