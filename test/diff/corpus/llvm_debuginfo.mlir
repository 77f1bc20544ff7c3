// LLVM debug info attributes (#llvm.di_*), their DWARF names and aliases.
#file = #llvm.di_file<"foo.c" in "/tmp">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C99, file = #file, producer = "clang", isOptimized = true, emissionKind = Full, nameTableKind = None>
#int = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
#ptr = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #int, sizeInBits = 64, dwarfAddressSpace = 3>
#comp = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "S", file = #file, line = 3, flags = "Public|Vector", elements = #int, #ptr>
#sty = #llvm.di_subroutine_type<callingConvention = DW_CC_normal, types = #int, #ptr>
#sp = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #cu, scope = #file, name = "f", file = #file, line = 1, scopeLine = 2, subprogramFlags = "Definition|Optimized", type = #sty>
#lb = #llvm.di_lexical_block<scope = #sp, file = #file, line = 4, column = 5>
#var = #llvm.di_local_variable<scope = #lb, name = "x", file = #file, line = 6, arg = 1, type = #int>
#gv = #llvm.di_global_variable<scope = #cu, name = "g", file = #file, line = 7, type = #int, isDefined = true>
#gve = #llvm.di_global_variable_expression<var = #gv, expr = <>>
#expr = #llvm.di_expression<[DW_OP_deref, DW_OP_constu(4), DW_OP_LLVM_convert(8, DW_ATE_signed), DW_OP_LLVM_fragment(0, 32)]>
#label = #llvm.di_label<scope = #sp, name = "L", file = #file, line = 9>
#ns = #llvm.di_namespace<name = "ns", scope = #file, exportSymbols = false>
#sub = #llvm.di_subrange<count = 4 : i64, lowerBound = 0 : i64>
#mod = #llvm.di_module<file = #file, scope = #file, name = "M", isDecl = true>
"my.op"() {a = #var, b = #gve, c = #expr, d = #label, e = #ns, f = #sub, g = #mod, h = #comp, i = #llvm.di_null_type, j = #llvm.di_lexical_block_file<scope = #sp, discriminator = 0>, k = #llvm.di_expression<>, l = #llvm.di_string_type<tag = DW_TAG_string_type, name = "s", encoding = DW_ATE_UTF>} : () -> ()
