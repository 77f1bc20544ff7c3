// Debug-info attributes in fused locations become DI metadata and !dbg attachments.

#file = #llvm.di_file<"kernel.cu" in "/src">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C_plus_plus_14, file = #file, producer = "gpuc", isOptimized = true, emissionKind = LineTablesOnly>
#int = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
#sty = #llvm.di_subroutine_type<types = #int, #int>
#sp = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #cu, scope = #file, name = "square", linkageName = "square", file = #file, line = 3, scopeLine = 3, subprogramFlags = "Definition|Optimized", type = #sty>
module {
  llvm.func @square(%a: i32) -> i32 {
    %0 = llvm.mul %a, %a : i32 loc(#loc_mul)
    llvm.return %0 : i32 loc(#loc_ret)
  } loc(#loc_fn)
}
#loc_fn = loc(fused<#sp>["kernel.cu":3:1])
#loc_mul = loc(fused<#sp>["kernel.cu":4:12])
#loc_ret = loc(fused<#sp>["kernel.cu":4:3])

