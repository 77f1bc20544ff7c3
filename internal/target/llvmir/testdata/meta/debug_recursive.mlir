// Recursive debug types and shared subprogram ids:
// - a class whose method (listed in its elements) is the function's own
//   subprogram: the two subprogram attributes share one distinct id, so
//   they are one node even though one sees the class through a
//   self-reference and the other through the class itself;
// - a type with a recursive id nested inside the translation of another
//   with the same id stands for that one, but translated on its own later
//   it is a node of its own (the placeholder is not cached).
#file = #llvm.di_file<"rec.cc" in "/src">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C_plus_plus, file = #file, isOptimized = false, emissionKind = Full>
#self = #llvm.di_composite_type<tag = DW_TAG_null, recId = distinct[1]<>>
#this_in = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #self, sizeInBits = 64>
#m_ty_in = #llvm.di_subroutine_type<types = #llvm.di_null_type, #this_in>
#method_in = #llvm.di_subprogram<id = distinct[2]<>, compileUnit = #cu, scope = #self, name = "method", file = #file, line = 7, subprogramFlags = Definition, type = #m_ty_in>
#class = #llvm.di_composite_type<tag = DW_TAG_class_type, recId = distinct[1]<>, name = "Node", file = #file, line = 3, sizeInBits = 64, elements = #method_in>
#this_out = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #class, sizeInBits = 64>
#m_ty_out = #llvm.di_subroutine_type<types = #llvm.di_null_type, #this_out>
#method = #llvm.di_subprogram<id = distinct[2]<>, compileUnit = #cu, scope = #class, name = "method", file = #file, line = 7, subprogramFlags = Definition, type = #m_ty_out>

#s2 = #llvm.di_composite_type<tag = DW_TAG_null, recId = distinct[3]<>>
#sr_in = #llvm.di_subroutine_type<types = #s2>
#sp_in = #llvm.di_subprogram<scope = #file, file = #file, name = "inner", subprogramFlags = Optimized, type = #sr_in>
#t_in = #llvm.di_composite_type<tag = DW_TAG_structure_type, recId = distinct[3]<>, name = "T", scope = #sp_in>
#sr_out = #llvm.di_subroutine_type<types = #t_in>
#sp_out = #llvm.di_subprogram<scope = #file, file = #file, name = "outer", subprogramFlags = Optimized, type = #sr_out>
#t_out = #llvm.di_composite_type<tag = DW_TAG_structure_type, recId = distinct[3]<>, name = "T", scope = #sp_out>
#both = #llvm.di_subroutine_type<types = #t_out, #t_in>
#gv = #llvm.di_global_variable<scope = #cu, name = "g", file = #file, line = 1, type = #both, isDefined = true>
#gve = #llvm.di_global_variable_expression<var = #gv, expr = <>>

llvm.mlir.global external @g() {dbg_expr = #gve} : i64

llvm.func @method(%this: !llvm.ptr) {
  llvm.return loc(fused<#method>["rec.cc":8:3])
} loc(fused<#method>["rec.cc":7:1])
