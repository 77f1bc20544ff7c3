// A call between two defined functions that both carry a DISubprogram
// location needs a location of its own (CallOp::verifySymbolUses).
#file = #llvm.di_file<"k.c" in "/tmp">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C11, file = #file, isOptimized = false, emissionKind = LineTablesOnly>
#sp_a = #llvm.di_subprogram<compileUnit = #cu, scope = #file, name = "a", file = #file, line = 3, subprogramFlags = Definition>
#sp_b = #llvm.di_subprogram<compileUnit = #cu, scope = #file, name = "b", file = #file, line = 9, subprogramFlags = Definition>
llvm.func @a() {
  llvm.return
} loc(fused<#sp_a>["k.c":3:1])
llvm.func @b() {
  llvm.call @a() : () -> () loc(unknown)
  llvm.return
} loc(fused<#sp_b>["k.c":9:1])
// -----
// A declaration callee, or a callee without a subprogram, is not checked;
// nor is a call that has a location, even one nested in a name.
#file = #llvm.di_file<"k.c" in "/tmp">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C11, file = #file, isOptimized = false, emissionKind = LineTablesOnly>
#sp_b = #llvm.di_subprogram<compileUnit = #cu, scope = #file, name = "b", file = #file, line = 9, subprogramFlags = Definition>
llvm.func @decl()
llvm.func @plain() {
  llvm.return
}
llvm.func @b() {
  llvm.call @decl() : () -> () loc(unknown)
  llvm.call @plain() : () -> () loc(unknown)
  llvm.call @b() : () -> () loc("here")
  llvm.return
} loc(callsite("x" at fused<#sp_b>["k.c":9:1]))
// -----
#file = #llvm.di_file<"k.c" in "/tmp">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C11, file = #file, isOptimized = false, emissionKind = LineTablesOnly>
#sp_b = #llvm.di_subprogram<compileUnit = #cu, scope = #file, name = "b", file = #file, line = 9, subprogramFlags = Definition>
llvm.func @b() {
  llvm.call @b() : () -> () loc(unknown)
  llvm.return
} loc("named"(fused<#sp_b>["k.c":9:1]))
