#file = #llvm.di_file<"t4.c" in "">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #file, isOptimized = false, emissionKind = Full>
#rec_self = #llvm.di_composite_type<tag = DW_TAG_null, recId = distinct[1]<>>
#ptr = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #rec_self, sizeInBits = 64, dwarfAddressSpace = 3>
#mem = #llvm.di_derived_type<tag = DW_TAG_member, name = "next", baseType = #ptr, sizeInBits = 64, offsetInBits = 0>
#rec = #llvm.di_composite_type<tag = DW_TAG_structure_type, recId = distinct[1]<>, name = "node", file = #file, line = 3, elements = #mem>
#ptr2 = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #rec, sizeInBits = 64>
#sub = #llvm.di_subroutine_type<types = #llvm.di_null_type, #ptr2>
#sp = #llvm.di_subprogram<compileUnit = #cu, scope = #file, name = "f", file = #file, line = 1, subprogramFlags = "Definition|LocalToUnit", type = #sub>
#var = #llvm.di_local_variable<scope = #sp, name = "n", arg = 1, type = #ptr2>
#sp2 = #llvm.di_subprogram<scope = #file, name = "decl", file = #file, line = 1>
#sp2b = #llvm.di_subprogram<id = distinct[4]<>, compileUnit = #cu, scope = #sp2, name = "g", file = #file, line = 1, subprogramFlags = "Definition">
#conv = #llvm.di_local_variable<scope = #sp2b, name = "c", type = #rec>
#mod = #llvm.di_module<name = "m">
#lbf = #llvm.di_lexical_block_file<scope = #sp, discriminator = 2>
module {
llvm.func @f(%p: !llvm.ptr) {
  llvm.intr.dbg.value #var = %p : !llvm.ptr loc("t4.c":1:1)
  llvm.intr.dbg.declare #var #llvm.di_expression<[DW_OP_LLVM_convert(16, DW_ATE_signed), DW_OP_LLVM_tag_offset(3)]> = %p : !llvm.ptr loc(fused<#lbf>["t4.c":1:2])
  llvm.return loc(callsite("a.c":1:1 at callsite("b.c":2:2 at "c.c":3:3)))
} loc(fused<#sp>["t4.c":1:1])
llvm.func @g(%p: !llvm.ptr) {
  llvm.intr.dbg.value #conv = %p : !llvm.ptr loc("t4.c":1:1)
  llvm.return loc(callsite(fused<#sp>["a.c":1:1] at callsite(fused<#sp2b>["b.c":2:2] at "c.c":3:3)))
} loc(fused<#sp2b>["t4.c":1:1])

}
