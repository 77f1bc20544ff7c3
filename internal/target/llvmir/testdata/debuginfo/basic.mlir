#file = #llvm.di_file<"foo.mlir" in "/test/">
#si64 = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "si64", sizeInBits = 64, encoding = DW_ATE_signed>
#si32 = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "si32", sizeInBits = 32, encoding = DW_ATE_signed>
#ptr = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #si32, sizeInBits = 64, alignInBits = 32, offsetInBits = 8, extraData = #si64>
#named = #llvm.di_derived_type<tag = DW_TAG_pointer_type, name = "named", baseType = #si32>
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #file, producer = "MLIR", isOptimized = true, emissionKind = Full>
#composite = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "composite", file = #file, line = 42, scope = #file, baseType = #si64, flags = "TypePassByReference|NonTrivial", sizeInBits = 64, alignInBits = 32, elements = #llvm.di_subrange<count = 4>>
#vector = #llvm.di_composite_type<tag = DW_TAG_array_type, name = "array", file = #file, baseType = #si64, flags = Vector, elements = #llvm.di_subrange<lowerBound = 0, upperBound = 4, stride = 1>>
#spType0 = #llvm.di_subroutine_type<callingConvention = DW_CC_normal, types = #llvm.di_null_type, #si64, #ptr, #named, #composite, #vector>
#sp0 = #llvm.di_subprogram<compileUnit = #cu, scope = #file, name = "func_with_debug", linkageName = "func_with_debug", file = #file, line = 3, scopeLine = 3, subprogramFlags = "Definition|Optimized", type = #spType0>
#calleeType = #llvm.di_subroutine_type<types = #si64, #si32>
#callee = #llvm.di_subprogram<compileUnit = #cu, scope = #file, name = "callee", file = #file, subprogramFlags = "Definition", type = #calleeType>
#fileScope = #llvm.di_lexical_block_file<scope = #sp0, file = #file, discriminator = 0>
#blockScope = #llvm.di_lexical_block<scope = #sp0>
#variable = #llvm.di_local_variable<scope = #fileScope, name = "arg", file = #file, line = 6, arg = 1, alignInBits = 32, type = #si64>
#variableAddr = #llvm.di_local_variable<scope = #blockScope, name = "alloc">
#noNameVariable = #llvm.di_local_variable<scope = #blockScope>
#module = #llvm.di_module<file = #file, scope = #file, name = "module", configMacros = "bar", includePath = "/", apinotes = "/", line = 42, isDecl = true>
#spType1 = #llvm.di_subroutine_type<callingConvention = DW_CC_normal>
#sp1 = #llvm.di_subprogram<compileUnit = #cu, scope = #module, name = "empty_types", file = #file, subprogramFlags = "Definition", type = #spType1>

module {
llvm.func @func_with_debug(%arg: i64) {
  %allocCount = llvm.mlir.constant(1 : i32) : i32
  %alloc = llvm.alloca %allocCount x i64 : (i32) -> !llvm.ptr
  llvm.intr.dbg.value #variable = %arg : i64
  llvm.intr.dbg.declare #variableAddr = %alloc : !llvm.ptr
  llvm.intr.dbg.value #noNameVariable = %arg : i64
  %sum = llvm.add %arg, %arg : i64 loc(callsite("foo"("mysource.cc":3:4) at "mysource.cc":5:6))
  llvm.call @func_no_debug() : () -> () loc("named"("foo.mlir":10:10))
  llvm.call @func_no_debug() : () -> () loc(fused[callsite("mysource.cc":5:6 at "mysource.cc":1:1), "mysource.cc":1:1])
  llvm.call @func_no_debug() : () -> () loc(callsite(fused<#callee>["foo.mlir":2:4] at fused<#sp0>["foo.mlir":28:5]))
  llvm.return
} loc(fused<#sp0>["foo.mlir":1:1])

llvm.func @empty_types() {
  llvm.return
} loc(fused<#sp1>["foo.mlir":2:1])

llvm.func @func_no_debug() {
  llvm.return loc(unknown)
} loc(unknown)

}
