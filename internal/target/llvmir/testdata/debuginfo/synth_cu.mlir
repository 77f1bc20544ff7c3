#file = #llvm.di_file<"given.c" in "/src">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C99, file = #file, isOptimized = false, emissionKind = Full>
module {
  llvm.func @u() {
    llvm.return loc("x.c":3:3)
  } loc(callsite("a.c":1:1 at "b.c":1:1))
  llvm.func @d() loc(unknown)
} loc(fused<#cu>["m.mlir":1:1])
