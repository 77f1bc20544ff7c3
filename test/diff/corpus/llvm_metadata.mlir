// Alias analysis, TBAA, access group and loop metadata on LLVM ops, and a
// function location fused with its DISubprogram.
#root = #llvm.tbaa_root<id = "Simple C/C++ TBAA">
#char = #llvm.tbaa_type_desc<id = "omnipotent char", members = {<#root, 0>}>
#int = #llvm.tbaa_type_desc<id = "int", members = {<#char, 0>}>
#tag = #llvm.tbaa_tag<base_type = #int, access_type = #int, offset = 0>
#dom = #llvm.alias_scope_domain<id = distinct[0]<>, description = "dom">
#scope1 = #llvm.alias_scope<id = distinct[1]<>, domain = #dom>
#scope2 = #llvm.alias_scope<id = distinct[2]<>, domain = #dom, description = "two">
#group = #llvm.access_group<id = distinct[3]<>>
#unroll = #llvm.loop_unroll<disable = true>
#loop = #llvm.loop_annotation<unroll = #unroll, parallelAccesses = #group>
#file = #llvm.di_file<"k.c" in "/src">
#cu = #llvm.di_compile_unit<id = distinct[4]<>, sourceLanguage = DW_LANG_C11, file = #file, isOptimized = false, emissionKind = LineTablesOnly>
#sp = #llvm.di_subprogram<id = distinct[5]<>, compileUnit = #cu, scope = #file, name = "k", file = #file, line = 1, subprogramFlags = Definition>
#var = #llvm.di_local_variable<scope = #sp, name = "v", file = #file, line = 2>
llvm.func @meta(%p: !llvm.ptr, %n: i32) {
  %0 = llvm.load %p {tbaa = [#tag], alias_scopes = [#scope1], noalias_scopes = [#scope2], access_groups = [#group]} : !llvm.ptr -> i32
  llvm.store %0, %p {tbaa = [#tag]} : i32, !llvm.ptr
  llvm.intr.experimental.noalias.scope.decl #scope1
  llvm.br ^bb1 {loop_annotation = #loop}
^bb1:
  llvm.return
} loc(fused<#sp>["k.c":1:1])
