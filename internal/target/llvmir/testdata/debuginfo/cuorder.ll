; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

@g = global i32 0, !dbg !0

define void @f() !dbg !9 {
  ret void, !dbg !10
}

!llvm.module.flags = !{!6}
!llvm.dbg.cu = !{!7, !2}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "g", scope: !2, file: !3, line: 1, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C, file: !3, isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4)
!3 = !DIFile(filename: "b.c", directory: "/y")
!4 = !{!0}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !{i32 2, !"Debug Info Version", i32 3}
!7 = distinct !DICompileUnit(language: DW_LANG_C, file: !8, isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!8 = !DIFile(filename: "a.c", directory: "/x")
!9 = distinct !DISubprogram(name: "f", scope: !8, file: !8, line: 1, spFlags: DISPFlagDefinition, unit: !7)
!10 = !DILocation(line: 2, column: 1, scope: !9)
