// RUN: gpuc translate --mlir-to-llvmir %s | FileCheck %s

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

// CHECK: ; ModuleID = 'LLVMDialectModule'
// CHECK-NEXT: source_filename = "LLVMDialectModule"
// CHECK-EMPTY:
// CHECK-NEXT: declare i32 @callee(i32, float)
// CHECK-EMPTY:
// CHECK-NEXT: declare i32 @printf(ptr, ...)
// CHECK-EMPTY:
// CHECK-NEXT: declare i32 @__gxx_personality_v0(...)
// CHECK-EMPTY:
// CHECK-NEXT: declare void @may_throw()
// CHECK-EMPTY:
// CHECK-NEXT: define i32 @calls(i32 %0, float %1, ptr %2) {
// CHECK-NEXT:   %4 = call i32 @callee(i32 %0, float %1)
// CHECK-NEXT:   %5 = call i32 (ptr, ...) @printf(ptr %2, i32 %4, float %1)
// CHECK-NEXT:   %6 = call i32 @callee(i32 %5, float %1)
// CHECK-NEXT:   %7 = tail call i32 @callee(i32 %6, float %1)
// CHECK-NEXT:   ret i32 %7
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define i32 @invoke(i32 %0) personality ptr @__gxx_personality_v0 {
// CHECK-NEXT:   invoke void @may_throw()
// CHECK-NEXT:           to label %2 unwind label %3
// CHECK-EMPTY:
// CHECK-NEXT: 2:                                                ; preds = %1
// CHECK-NEXT:   ret i32 %0
// CHECK-EMPTY:
// CHECK-NEXT: 3:                                                ; preds = %1
// CHECK-NEXT:   %4 = landingpad { ptr, i32 }
// CHECK-NEXT:           cleanup
// CHECK-NEXT:   resume { ptr, i32 } %4
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: !llvm.module.flags = !{!0}
// CHECK-EMPTY:
// CHECK-NEXT: !0 = !{i32 2, !"Debug Info Version", i32 3}
