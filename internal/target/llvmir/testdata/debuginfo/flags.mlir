#file = #llvm.di_file<"t5.c" in "/x">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_Fortran95, file = #file, isOptimized = true, emissionKind = None>
#int = #llvm.di_basic_type<tag = DW_TAG_unspecified_type, name = "u">
#d = #llvm.di_composite_type<tag = DW_TAG_class_type, name = "m", baseType = #int, flags = "Public|Artificial|StaticMember|MultipleInheritance|BitField|FwdDecl">
#sp = #llvm.di_subprogram<compileUnit = #cu, scope = #file, name = "f", file = #file, line = 1, subprogramFlags = "Definition|PureVirtual|Optimized|MainSubprogram|ObjCDirect">
#v = #llvm.di_local_variable<scope = #sp, name = "v", type = #d>
module {
llvm.func @f(%a: i32) {
  llvm.intr.dbg.value #v = %a : i32 loc("t5.c":1:1)
  llvm.return loc("t5.c":1:3)
} loc(fused<#sp>["t5.c":1:1])

}
