#di_basic_type = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
#di_file = #llvm.di_file<"foo.mlir" in "/test/">
#di_compile_unit = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #di_file, producer = "MLIR", isOptimized = true, emissionKind = Full>
#di_subprogram = #llvm.di_subprogram<compileUnit = #di_compile_unit, scope = #di_file, name = "outer_func", file = #di_file, subprogramFlags = "Definition|Optimized">
#di_subprogram1 = #llvm.di_subprogram<compileUnit = #di_compile_unit, scope = #di_file, name = "inner_func", file = #di_file, subprogramFlags = "LocalToUnit|Definition|Optimized">
#di_local_variable0 = #llvm.di_local_variable<scope = #di_subprogram, name = "a", file = #di_file, type = #di_basic_type>
#di_lexical_block_file = #llvm.di_lexical_block_file<scope = #di_subprogram1, file = #di_file, discriminator = 0>
#di_local_variable1 = #llvm.di_local_variable<scope = #di_lexical_block_file, name = "b", file = #di_file, type = #di_basic_type>
#di_label = #llvm.di_label<scope = #di_lexical_block_file, name = "label", file = #di_file, line = 42>
#sp2 = #llvm.di_subprogram<compileUnit = #di_compile_unit, scope = #di_file, name = "func", file = #di_file, subprogramFlags = Definition>
#var2 = #llvm.di_local_variable<scope = #sp2, name = "a", file = #di_file, type = #di_basic_type>
#gv = #llvm.di_global_variable<file = #di_file, line = 268, type = #di_basic_type, isLocalToUnit = true, isDefined = true>
#loc0 = loc("foo.mlir":0:0)
#loc1 = loc(callsite(fused<#di_lexical_block_file>[#loc0] at fused<#di_subprogram>["foo.mlir":4:2]))
module {
  llvm.mlir.global external constant @".str.1"() {dbg_expr = #llvm.di_global_variable_expression<var = #gv>} : !llvm.array<10 x i8>
  llvm.func @func_with_inlined_dbg_value(%arg0: i32) -> (i32) {
    llvm.intr.dbg.value #di_local_variable0 = %arg0 : i32 loc(fused<#di_subprogram>[#loc0])
    llvm.intr.dbg.value #di_local_variable1 = %arg0 : i32 loc(#loc1)
    llvm.intr.dbg.label #di_label loc(#loc1)
    llvm.return %arg0 : i32
  } loc(fused<#di_subprogram>["caller"])
  llvm.func @func_without_subprogram(%0 : i32) {
    llvm.intr.dbg.value #var2 = %0 : i32 loc(fused<#sp2>[#loc0])
    llvm.return
  }
  llvm.func @named(%0 : i32) {
    llvm.return loc("n"(callsite("x"("a.c":1:1) at "b.c":2:2)))
  } loc("outer"(fused<#sp2>["foo.mlir":9:9]))
}
