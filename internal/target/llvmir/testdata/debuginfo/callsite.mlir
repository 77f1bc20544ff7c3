#file = #llvm.di_file<"m.c" in "/m">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #file, isOptimized = true, emissionKind = Full>
#sp2 = #llvm.di_subprogram<id = distinct[2]<>, compileUnit = #cu, scope = #file, name = "inl", file = #file, line = 10, subprogramFlags = Definition>
#v = #llvm.di_local_variable<scope = #sp2, name = "v">
module {
  llvm.func @nosp(%a: i32) {
    llvm.intr.dbg.value #v = %a : i32 loc(callsite(fused<#sp2>["a":1:1] at "b":2:2))
    llvm.intr.dbg.value #v = %a : i32 loc(callsite("b":2:2 at fused<#sp2>["a":1:1]))
    llvm.return
  }
}
