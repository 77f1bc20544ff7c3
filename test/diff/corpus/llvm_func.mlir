// llvm.func: linkage, visibility, unnamed_addr, calling conventions,
// argument/result attributes, variadic signatures and attributes.
llvm.func @decl(i32, f32) -> i64
llvm.func @vararg_only(...) -> i32
llvm.func @vararg(i32, ...)
llvm.func extern_weak @weak_decl()
llvm.func internal @internal_def(%arg0: i32) -> i32 {
  llvm.return %arg0 : i32
}
llvm.func private hidden unnamed_addr fastcc @everything(%a: !llvm.ptr {llvm.noalias, llvm.align = 16 : i64}, %b: f64) -> (f64 {llvm.noundef}) {
  llvm.return %b : f64
}
llvm.func linkonce_odr protected local_unnamed_addr @odr() attributes {passthrough = ["noinline", ["alignstack", "4"]]} {
  llvm.return
}
llvm.func weak cc_10 @ghc(%x: i64) {
  llvm.return
}
llvm.func @attrs() attributes {dso_local, no_inline, frame_pointer = #llvm.framePointerKind<"non-leaf">, target_cpu = "sm_90", target_features = #llvm.target_features<["+ptx80", "-foo"]>, memory = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = readwrite>} {
  llvm.return
}
llvm.func @with_vscale() vscale_range(1, 16) {
  llvm.return
}
llvm.func @res_attrs_decl(!llvm.ptr {llvm.nonnull}) -> (!llvm.ptr {llvm.noalias})
llvm.func @kernel(%arg0: !llvm.ptr, %arg1: i64) attributes {gpu.kernel, nvvm.kernel, gpu.known_block_size = array<i32: 256, 1, 1>} {
  llvm.return
}

// -----

llvm.comdat @__llvm_comdat {
  llvm.comdat_selector @f_any any
  llvm.comdat_selector @g_large largest
}
llvm.func @f_any() comdat(@__llvm_comdat::@f_any) {
  llvm.return
}
llvm.mlir.global internal @g_large(0 : i64) comdat(@__llvm_comdat::@g_large) : i64
