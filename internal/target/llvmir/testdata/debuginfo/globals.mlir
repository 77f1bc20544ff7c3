#file = #llvm.di_file<"t2.c" in "/d">
#int = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C99, file = #file, producer = "p", isOptimized = false, emissionKind = LineTablesOnly, nameTableKind = None>
#ns = #llvm.di_namespace<name = "ns", scope = #file, exportSymbols = true>
#gv = #llvm.di_global_variable<scope = #cu, name = "g", linkageName = "lg", file = #file, line = 7, type = #int, isLocalToUnit = true, isDefined = true, alignInBits = 8>
#gve = #llvm.di_global_variable_expression<var = #gv, expr = #llvm.di_expression<[DW_OP_plus_uconst(4), DW_OP_LLVM_fragment(0, 16)]>>
#gv2 = #llvm.di_global_variable<scope = #ns, name = "h", file = #file, line = 8, type = #int>
#gve2 = #llvm.di_global_variable_expression<var = #gv2>
#sp = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #cu, scope = #file, name = "f", file = #file, line = 1, scopeLine = 2, subprogramFlags = Definition>
#lb = #llvm.di_lexical_block<scope = #sp, file = #file, line = 3, column = 4>
#label = #llvm.di_label<scope = #lb, name = "lbl", file = #file, line = 9>
#str = #llvm.di_string_type<tag = DW_TAG_string_type, name = "s", sizeInBits = 64, alignInBits = 8, encoding = DW_ATE_UTF>
#var = #llvm.di_local_variable<scope = #lb, name = "x", file = #file, line = 3, type = #str>
#enum = #llvm.di_composite_type<tag = DW_TAG_enumeration_type, name = "E", file = #file, line = 2, sizeInBits = 32>
#arr = #llvm.di_composite_type<tag = DW_TAG_array_type, name = "A", baseType = #enum, dataLocation = #llvm.di_expression<[DW_OP_push_object_address, DW_OP_deref]>, rank = #llvm.di_expression<[DW_OP_constu(2)]>, elements = #llvm.di_subrange<count = 3 : i64, lowerBound = -1 : i64>>
#var2 = #llvm.di_local_variable<scope = #sp, name = "y", type = #arr>
module attributes {} {
  llvm.mlir.global external @g() {dbg_expr = #gve} : i32
  llvm.mlir.global external @h(1 : i32) {dbg_expr = #gve2} : i32
  llvm.func @f(%a: i32) {
    llvm.intr.dbg.label #label loc("t2.c":4:1)
    llvm.intr.dbg.value #var = %a : i32 loc(fused<#lb>["t2.c":3:4])
    %c = llvm.mlir.constant(5 : i32) : i32
    llvm.intr.dbg.value #var2 = %c : i32 loc(fused<#lb>["t2.c":3:5, "t2.c":3:7])
    llvm.intr.dbg.value #var2 = %c : i32 loc(fused<#lb>["t2.c":3:5, "t2.c":6:7])
    llvm.intr.dbg.value #var2 = %c : i32 loc(fused["t2.c":3:5, fused<#lb>["t2.c":6:7]])
    llvm.intr.dbg.value #var2 = %c : i32 loc(unknown)
    llvm.return loc("t2.c":5:1)
  } loc(fused<#sp>["t2.c":1:1])
  llvm.func @nosp(%a: i32) -> i32 {
    %b = llvm.add %a, %a : i32 loc("t2.c":20:1)
    llvm.return %b : i32 loc("t2.c":21:1)
  } loc("t2.c":19:1)
}
