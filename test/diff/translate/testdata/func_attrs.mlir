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

