// RUN: gpuc translate --mlir-to-llvmir %s | FileCheck %s

// Argument and result attributes, passthrough attributes, function flags, section, alignment, linkage.

llvm.func @decl(%arg0: !llvm.ptr {llvm.noalias, llvm.nocapture}, %arg1: i32 {llvm.signext}) -> (i32 {llvm.zeroext})

llvm.func @args(%p: !llvm.ptr {llvm.noalias, llvm.readonly, llvm.align = 16 : i64}, %q: !llvm.ptr {llvm.dereferenceable = 8 : i64, llvm.nonnull}, %i: i32 {llvm.noundef}) -> (i32 {llvm.noundef}) {
  llvm.return %i : i32
}

llvm.func @passthrough_attrs() attributes {passthrough = ["nounwind", "alwaysinline", ["frame-pointer", "all"]]} {
  llvm.return
}

llvm.func local_unnamed_addr @memory_and_flags() attributes {memory_effects = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = none>, no_unwind, will_return, frame_pointer = #llvm.framePointerKind<"non-leaf">, target_cpu = "x86-64", target_features = #llvm.target_features<["+avx", "+sse4.2"]>, section = ".text.hot", alignment = 32 : i64} {
  llvm.return
}

llvm.func weak @weak_fn() attributes {garbage_collector = "shadow-stack"} {
  llvm.return
}

llvm.func @fastmath_fn(%a: f32) -> f32 attributes {unsafe_fp_math = true, no_signed_zeros_fp_math = true} {
  llvm.return %a : f32
}

// CHECK: ; ModuleID = 'LLVMDialectModule'
// CHECK-NEXT: source_filename = "LLVMDialectModule"
// CHECK-EMPTY:
// CHECK-NEXT: declare zeroext i32 @decl(ptr noalias nocapture, i32 signext)
// CHECK-EMPTY:
// CHECK-NEXT: define noundef i32 @args(ptr noalias readonly align 16 %0, ptr nonnull dereferenceable(8) %1, i32 noundef %2) {
// CHECK-NEXT:   ret i32 %2
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: alwaysinline nounwind
// CHECK-NEXT: define void @passthrough_attrs() #0 {
// CHECK-NEXT:   ret void
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nounwind willreturn
// CHECK-NEXT: define void @memory_and_flags() local_unnamed_addr #1 section ".text.hot" align 32 {
// CHECK-NEXT:   ret void
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define weak void @weak_fn() {
// CHECK-NEXT:   ret void
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define float @fastmath_fn(float %0) #2 {
// CHECK-NEXT:   ret float %0
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: attributes #0 = { alwaysinline nounwind "frame-pointer"="all" }
// CHECK-NEXT: attributes #1 = { nounwind willreturn "frame-pointer"="non-leaf" "target-cpu"="x86-64" "target-features"="+avx,+sse4.2" }
// CHECK-NEXT: attributes #2 = { "no-signed-zeros-fp-math"="true" "unsafe-fp-math"="true" }
// CHECK-EMPTY:
// CHECK-NEXT: !llvm.module.flags = !{!0}
// CHECK-EMPTY:
// CHECK-NEXT: !0 = !{i32 2, !"Debug Info Version", i32 3}
