// no-roundtrip: mlir-opt-19 prints `thread_local unnamed_addr` but parses only `unnamed_addr thread_local`.
// llvm.mlir.global in all its forms.
llvm.mlir.global internal constant @cst(42 : i32) : i32
llvm.mlir.global @str("abc\00")
llvm.mlir.global private unnamed_addr constant @str2("hello") {addr_space = 0 : i32, alignment = 1 : i64}
llvm.mlir.global private unnamed_addr thread_local @tls(0 : i64) {alignment = 8 : i64, section = ".tbss"} : i64
llvm.mlir.global external hidden local_unnamed_addr @ext() : !llvm.ptr
llvm.mlir.global internal @shared() {addr_space = 3 : i32} : !llvm.array<256 x f32>
llvm.mlir.global weak_odr @dense(dense<[1.0, 2.0]> : tensor<2xf32>) : !llvm.array<2 x f32>
llvm.mlir.global common @zeroinit(0 : i32) : i32
llvm.mlir.global appending @ctors() : !llvm.array<2 x ptr>
llvm.mlir.global linkonce @init() : !llvm.struct<(i32, f32)> {
  %0 = llvm.mlir.undef : !llvm.struct<(i32, f32)>
  %1 = llvm.mlir.constant(7 : i32) : i32
  %2 = llvm.insertvalue %1, %0[0] : !llvm.struct<(i32, f32)>
  llvm.return %2 : !llvm.struct<(i32, f32)>
}
llvm.mlir.global internal @addr() : !llvm.ptr {
  %0 = llvm.mlir.addressof @cst : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.mlir.global external @dso() {dso_local} : i8
llvm.mlir.global private @zero() : !llvm.struct<(ptr, i64)> {
  %0 = llvm.mlir.zero : !llvm.struct<(ptr, i64)>
  llvm.return %0 : !llvm.struct<(ptr, i64)>
}
llvm.func @use() -> !llvm.ptr<3> {
  %0 = llvm.mlir.addressof @shared : !llvm.ptr<3>
  llvm.return %0 : !llvm.ptr<3>
}
