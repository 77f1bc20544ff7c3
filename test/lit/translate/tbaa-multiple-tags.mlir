// RUN: gpuc translate --mlir-to-llvmir --verify-diagnostics %s | FileCheck %s

// LLVM IR takes one TBAA access tag per instruction: an op with several
// gets none, with a warning; the translation goes on.

#root = #llvm.tbaa_root<id = "root">
#int = #llvm.tbaa_type_desc<id = "int", members = {<#root, 0>}>
#long = #llvm.tbaa_type_desc<id = "long", members = {<#root, 0>}>
#t_int = #llvm.tbaa_tag<base_type = #int, access_type = #int, offset = 0>
#t_long = #llvm.tbaa_tag<base_type = #long, access_type = #long, offset = 0>

// CHECK-LABEL: define i32 @two_tags(
llvm.func @two_tags(%p: !llvm.ptr) -> i32 {
  // CHECK: load i32, ptr %0, align 4{{$}}
  // expected-warning @below {{TBAA access tags were not translated, because LLVM IR only supports a single tag per instruction}}
  %0 = llvm.load %p {tbaa = [#t_int, #t_long]} : !llvm.ptr -> i32
  // CHECK: store i32 %{{.*}}, ptr %0, align 4, !tbaa ![[TAG:[0-9]+]]
  llvm.store %0, %p {tbaa = [#t_int]} : i32, !llvm.ptr
  llvm.return %0 : i32
}

// CHECK: ![[TAG]] = !{![[INT:[0-9]+]], ![[INT]], i64 0}
// CHECK: ![[INT]] = !{!"int", ![[ROOT:[0-9]+]], i64 0}
// CHECK: ![[ROOT]] = !{!"root"}
