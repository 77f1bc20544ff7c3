#file = #llvm.di_file<"d.c" in "">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C_plus_plus_14, file = #file, producer = "clang \"x\"\n", isOptimized = true, emissionKind = DebugDirectivesOnly, nameTableKind = GNU>
#decl = #llvm.di_subprogram<id = distinct[5]<>, scope = #file, name = "d", file = #file, line = 3, subprogramFlags = "LocalToUnit|Virtual">
#sub = #llvm.di_subroutine_type<callingConvention = DW_CC_LLVM_vectorcall, types = #llvm.di_null_type>
#sp = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #cu, scope = #decl, name = "f", linkageName = "_Z1fv", file = #file, line = 1, scopeLine = 1, subprogramFlags = "Definition|Recursive|Pure|Elemental|Deleted", type = #sub>
#ns = #llvm.di_namespace<scope = #file, exportSymbols = false>
#bt = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "b", sizeInBits = 1, encoding = DW_ATE_boolean>
#ut = #llvm.di_composite_type<tag = DW_TAG_union_type, name = "U", scope = #ns, flags = "Private|Protected|IntroducedVirtual|Thunk|LittleEndian|AllCallsDescribed|ObjcClassComplete", alignInBits = 64, elements = #llvm.di_derived_type<tag = DW_TAG_member, name = "m", baseType = #bt>, #llvm.di_derived_type<tag = DW_TAG_member, name = "n", baseType = #bt, offsetInBits = 8>>
#v = #llvm.di_local_variable<scope = #sp, name = "u", type = #ut, arg = 2, line = 4>
module {
  llvm.func @f(%a: i32) {
    llvm.intr.dbg.value #v #llvm.di_expression<[DW_OP_stack_value, DW_OP_LLVM_fragment(0, 8)]> = %a : i32 loc("d.c":5:1)
    llvm.return loc("d.c":6:1)
  } loc(fused<#sp>["d.c":1:1])
}
