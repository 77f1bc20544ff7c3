#file = #llvm.di_file<"given.c" in "/src">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #file, isOptimized = false, emissionKind = Full>
#sp = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #cu, scope = #file, name = "given", file = #file, line = 7, subprogramFlags = Definition>
module {
  llvm.func @a(%x: i32) -> i32 {
    %y = llvm.add %x, %x : i32
    %z = llvm.mul %y, %x : i32 loc("dir/other.mlir":30:2)
    llvm.return %z : i32
  }
  llvm.func @given() {
    llvm.return loc("given.c":8:1)
  } loc(fused<#sp>["given.c":7:1])
  llvm.func @b() {
    llvm.return loc("/abs/other.mlir":3:4)
  } loc("/abs/other.mlir":2:2)
  llvm.func @decl()
}
