// no-roundtrip: mlir-opt-19 prints the normal-destination operands of a variadic llvm.invoke inside the callee arguments too, so its output does not parse back to the same op.
// llvm.call and llvm.invoke: direct, indirect, variadic, calling
// conventions, tail call kinds, fastmath and attributes.
llvm.func @foo(i32) -> !llvm.struct<(i32, f64, i32)>
llvm.func @bar(!llvm.ptr, !llvm.ptr, !llvm.ptr)
llvm.func @vararg_func(i32, ...)
llvm.func @vararg_foo(i32, ...) -> !llvm.struct<(i32, f64, i32)>
llvm.func @__gxx_personality_v0(...) -> i32
llvm.func @tail_target() -> i32
llvm.mlir.global external constant @_ZTIi() : !llvm.ptr

llvm.func @calls(%arg0: i32, %arg1: f32) {
  %0 = llvm.call @foo(%arg0) : (i32) -> !llvm.struct<(i32, f64, i32)>
  %1 = llvm.mlir.addressof @foo : !llvm.ptr
  %2 = llvm.call %1(%arg0) : !llvm.ptr, (i32) -> !llvm.struct<(i32, f64, i32)>
  llvm.call @vararg_func(%arg0, %arg0) vararg(!llvm.func<void (i32, ...)>) : (i32, i32) -> ()
  llvm.call @vararg_func(%arg0, %arg1) vararg(!llvm.func<void (i32, ...)>) {fastmathFlags = #llvm.fastmath<fast>} : (i32, f32) -> ()
  %3 = llvm.mlir.addressof @vararg_func : !llvm.ptr
  llvm.call %3(%arg0, %arg0) vararg(!llvm.func<void (i32, ...)>) : !llvm.ptr, (i32, i32) -> ()
  %4 = llvm.call fastcc @foo(%arg0) : (i32) -> !llvm.struct<(i32, f64, i32)>
  %5 = llvm.call tail @tail_target() : () -> i32
  %6 = llvm.call musttail @tail_target() : () -> i32
  %7 = llvm.call notail @tail_target() : () -> i32
  %8 = llvm.call none @tail_target() : () -> i32
  %9 = llvm.call ptx_kernelcc tail @tail_target() {fastmathFlags = #llvm.fastmath<nnan, ninf>, my.attr} : () -> i32
  %10 = llvm.call @tail_target() {fastmathFlags = #llvm.fastmath<none>} : () -> i32
  llvm.return
}

llvm.func @invokeLandingpad() -> i32 attributes {personality = @__gxx_personality_v0} {
  %0 = llvm.mlir.constant(0 : i32) : i32
  %1 = llvm.mlir.constant(3 : i32) : i32
  %2 = llvm.mlir.constant("\01") : !llvm.array<1 x i8>
  %3 = llvm.mlir.zero : !llvm.ptr
  %4 = llvm.mlir.addressof @_ZTIi : !llvm.ptr
  %5 = llvm.mlir.constant(1 : i32) : i32
  %6 = llvm.alloca %5 x i8 : (i32) -> !llvm.ptr
  %7 = llvm.invoke @foo(%5) to ^bb2 unwind ^bb1 : (i32) -> !llvm.struct<(i32, f64, i32)>
^bb1:
  %10 = llvm.landingpad cleanup (catch %3 : !llvm.ptr) (catch %4 : !llvm.ptr) (filter %2 : !llvm.array<1 x i8>) : !llvm.struct<(ptr, i32)>
  %11 = llvm.intr.eh.typeid.for %4 : (!llvm.ptr) -> i32
  llvm.resume %10 : !llvm.struct<(ptr, i32)>
^bb2:
  llvm.return %5 : i32
^bb3:
  llvm.invoke @bar(%6, %4, %3) to ^bb2 unwind ^bb1 : (!llvm.ptr, !llvm.ptr, !llvm.ptr) -> ()
^bb4:
  %12 = llvm.mlir.addressof @foo : !llvm.ptr
  %13 = llvm.invoke %12(%5) to ^bb2 unwind ^bb1 : !llvm.ptr, (i32) -> !llvm.struct<(i32, f64, i32)>
^bb5:
  %14 = llvm.invoke @vararg_foo(%5, %5) to ^bb2 unwind ^bb1 vararg(!llvm.func<struct<(i32, f64, i32)> (i32, ...)>) : (i32, i32) -> !llvm.struct<(i32, f64, i32)>
^bb6:
  %15 = llvm.mlir.addressof @vararg_foo : !llvm.ptr
  %16 = llvm.invoke fastcc %15(%5, %5) to ^bb7(%0 : i32) unwind ^bb1 vararg(!llvm.func<!llvm.struct<(i32, f64, i32)> (i32, ...)>) {my.attr = 1 : i32} : !llvm.ptr, (i32, i32) -> !llvm.struct<(i32, f64, i32)>
^bb7(%17: i32):
  llvm.return %17 : i32
}
