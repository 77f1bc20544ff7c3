#file = #llvm.di_file<"m.c" in "/m">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #file, isOptimized = true, emissionKind = Full>
#sp = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #cu, scope = #file, name = "main", file = #file, line = 1, subprogramFlags = Definition>
#sp2 = #llvm.di_subprogram<id = distinct[2]<>, compileUnit = #cu, scope = #file, name = "inl", file = #file, line = 10, subprogramFlags = Definition>
#sp3 = #llvm.di_subprogram<id = distinct[3]<>, compileUnit = #cu, scope = #file, name = "inl3", file = #file, line = 20, subprogramFlags = Definition>
#lb1 = #llvm.di_lexical_block<scope = #sp, file = #file, line = 2, column = 1>
#lb2 = #llvm.di_lexical_block<scope = #lb1, file = #file, line = 3, column = 1>
#lb3 = #llvm.di_lexical_block<scope = #lb1, file = #file, line = 4, column = 1>
module {
  llvm.func @g()
  llvm.func @main() {
    llvm.call @g() : () -> () loc(fused[callsite(fused<#sp2>["a":1:1] at "b":2:2), callsite(fused<#sp2>["a":1:5] at "b":2:2)])
    llvm.call @g() : () -> () loc(fused[callsite(fused<#sp2>["a":1:1] at "b":2:2), callsite(fused<#sp3>["c":3:3] at "b":2:2)])
    llvm.call @g() : () -> () loc(fused[callsite(fused<#sp2>["a":1:1] at "b":2:2), callsite(fused<#sp2>["a":1:1] at "b":7:7)])
    llvm.call @g() : () -> () loc(fused[fused<#lb2>["x":5:5], fused<#lb3>["x":5:5]])
    llvm.call @g() : () -> () loc(fused[fused<#lb2>["x":5:5], fused<#lb3>["x":5:6], "y":5:5])
    llvm.call @g() : () -> () loc(fused[fused<#lb2>["x":5:5], fused<#lb2>["x":5:5]])
    llvm.call @g() : () -> () loc(fused[callsite(fused<#sp2>["a":1:1] at "b":2:2), "b":2:2])
    llvm.call @g() : () -> () loc(fused["b":2:2, callsite(fused<#sp2>["a":1:1] at "b":2:2)])
    llvm.call @g() : () -> () loc(fused[callsite(fused<#sp2>["a":1:1] at callsite(fused<#sp3>["c":1:1] at "b":2:2)), callsite(fused<#sp2>["a":1:1] at "b":2:2)])
    llvm.call @g() : () -> () loc(fused[callsite(fused<#sp3>["a":1:1] at callsite(fused<#sp2>["c":1:1] at "b":2:2)), callsite(fused<#sp3>["a":1:1] at "b":2:2)])
    llvm.return
  } loc(fused<#sp>["m.c":1:1])
}
