#f1 = #llvm.di_file<"a.c" in "/x">
#f2 = #llvm.di_file<"b.c" in "/y">
#int = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
#cu1 = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #f1, isOptimized = false, emissionKind = Full>
#cu2 = #llvm.di_compile_unit<id = distinct[1]<>, sourceLanguage = DW_LANG_C, file = #f2, isOptimized = false, emissionKind = Full>
#gv = #llvm.di_global_variable<scope = #cu2, name = "g", file = #f2, line = 1, type = #int, isDefined = true>
#sp = #llvm.di_subprogram<id = distinct[2]<>, compileUnit = #cu1, scope = #f1, name = "f", file = #f1, line = 1, subprogramFlags = Definition>
module {
  llvm.mlir.global external @g(0 : i32) {dbg_expr = #llvm.di_global_variable_expression<var = #gv>} : i32
  llvm.func @f() {
    llvm.return loc("a.c":2:1)
  } loc(fused<#sp>["a.c":1:1])
}
