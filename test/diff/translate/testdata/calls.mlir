// Direct, indirect, tail and variadic calls; invoke, landingpad and resume.

llvm.func @callee(i32, f32) -> i32
llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.func @__gxx_personality_v0(...) -> i32
llvm.func @may_throw()

llvm.func @calls(%a: i32, %f: f32, %fmt: !llvm.ptr) -> i32 {
  %0 = llvm.call @callee(%a, %f) : (i32, f32) -> i32
  %1 = llvm.call @printf(%fmt, %0, %f) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, f32) -> i32
  %fp = llvm.mlir.addressof @callee : !llvm.ptr
  %2 = llvm.call %fp(%1, %f) : !llvm.ptr, (i32, f32) -> i32
  %3 = llvm.call tail @callee(%2, %f) : (i32, f32) -> i32
  llvm.return %3 : i32
}

llvm.func @invoke(%a: i32) -> i32 attributes {personality = @__gxx_personality_v0} {
  llvm.invoke @may_throw() to ^ok unwind ^lpad : () -> ()
^ok:
  llvm.return %a : i32
^lpad:
  %lp = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.resume %lp : !llvm.struct<(ptr, i32)>
}

