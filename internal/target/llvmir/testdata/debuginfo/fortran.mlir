#file = #llvm.di_file<"t7.f90" in "/w">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_Fortran95, file = #file, producer = "flang", isOptimized = false, emissionKind = Full>
#int = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "integer", sizeInBits = 32, encoding = DW_ATE_signed>
#sp = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #cu, scope = #cu, name = "s", file = #file, line = 1, subprogramFlags = Definition>
#mod = #llvm.di_module<file = #file, scope = #cu, name = "m", line = 2>
#gv1 = #llvm.di_global_variable<scope = #sp, name = "a", file = #file, line = 3, type = #int, isDefined = true>
#gv2 = #llvm.di_global_variable<scope = #mod, name = "b", file = #file, line = 4, type = #int, isDefined = true>
#gv3 = #llvm.di_global_variable<scope = #cu, name = "c", file = #file, line = 5, type = #int, isDefined = true>
#lv = #llvm.di_local_variable<scope = #sp, name = "n", type = #int>
#arr = #llvm.di_composite_type<tag = DW_TAG_array_type, baseType = #int, elements = #llvm.di_subrange<count = #lv, lowerBound = 1 : i64, stride = #llvm.di_expression<[DW_OP_push_object_address, DW_OP_plus_uconst(8), DW_OP_deref]>>>
#str = #llvm.di_string_type<tag = DW_TAG_string_type, name = "character(*)", stringLength = #lv, stringLengthExp = #llvm.di_expression<[DW_OP_push_object_address, DW_OP_plus_uconst(8)]>, stringLocationExp = #llvm.di_expression<[DW_OP_push_object_address, DW_OP_deref]>, encoding = DW_ATE_ASCII>
#v1 = #llvm.di_local_variable<scope = #sp, name = "x", type = #arr>
#v2 = #llvm.di_local_variable<scope = #sp, name = "y", type = #str>
module {
  llvm.mlir.global external @a(0 : i32) {dbg_expr = #llvm.di_global_variable_expression<var = #gv1>} : i32
  llvm.mlir.global external @b(0 : i32) {dbg_expr = #llvm.di_global_variable_expression<var = #gv2>} : i32
  llvm.mlir.global external @c(0 : i32) {dbg_expr = #llvm.di_global_variable_expression<var = #gv3>} : i32
  llvm.func @s(%p: !llvm.ptr, %q: i32) {
    llvm.intr.dbg.declare #v1 = %p : !llvm.ptr
    llvm.intr.dbg.declare #v2 = %p : !llvm.ptr
    llvm.intr.dbg.value #lv = %q : i32
    llvm.return
  } loc(fused<#sp>["t7.f90":1:1])
}
