// Loop start/end locations: fused locations whose metadata is a local
// scope (a subprogram, a lexical block) become DILocations in the loop
// ID; one whose metadata is not a local scope adds nothing.
#file = #llvm.di_file<"loops.c" in "/src">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #file, producer = "gpuc", isOptimized = true, emissionKind = Full>
#void = #llvm.di_subroutine_type<types = #llvm.di_null_type>
#sp = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #cu, scope = #file, name = "loop_locs", file = #file, line = 3, scopeLine = 3, subprogramFlags = Definition, type = #void>
#block = #llvm.di_lexical_block<scope = #sp, file = #file, line = 5, column = 3>
#start = loc(fused<#sp>["loops.c":5:3])
#end = loc(fused<#block>["loops.c":9:5])
#nolocal = loc(fused<#file>["loops.c":1:1])
#ann = #llvm.loop_annotation<mustProgress = true, startLoc = #start, endLoc = #end>
#ann2 = #llvm.loop_annotation<startLoc = #nolocal, unroll = <count = 2 : i32>>

llvm.func @loop_locs(%n: i32) {
  %0 = llvm.mlir.constant(0 : i32) : i32 loc(#start)
  llvm.br ^head(%0 : i32) loc(#start)
^head(%i: i32):
  %c = llvm.icmp "slt" %i, %n : i32 loc(#start)
  llvm.cond_br %c, ^body, ^exit {loop_annotation = #ann} loc(#start)
^body:
  %1 = llvm.mlir.constant(1 : i32) : i32 loc(#end)
  %next = llvm.add %i, %1 : i32 loc(#end)
  llvm.br ^head(%next : i32) {loop_annotation = #ann} loc(#end)
^exit:
  llvm.br ^done {loop_annotation = #ann2}
^done:
  llvm.return
} loc(fused<#sp>["loops.c":3:1])
