; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

define void @n() !dbg !3 {
  ret void, !dbg !7
}

define void @c() !dbg !8 {
  ret void, !dbg !9
}

define void @f() !dbg !10 {
  ret void, !dbg !11
}

define void @u() !dbg !12 {
  ret void, !dbg !13
}

!llvm.module.flags = !{!0}
!llvm.dbg.cu = !{!1}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = distinct !DICompileUnit(language: DW_LANG_C, file: !2, producer: "MLIR", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!2 = !DIFile(filename: "mod.mlir", directory: "top")
!3 = distinct !DISubprogram(name: "n", linkageName: "n", scope: !4, file: !4, line: 5, type: !5, scopeLine: 6, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!4 = !DIFile(filename: "n.c", directory: "sub")
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{}
!7 = !DILocation(line: 3, column: 3, scope: !3)
!8 = distinct !DISubprogram(name: "c", linkageName: "c", scope: !2, file: !2, line: 1, type: !5, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!9 = !DILocation(line: 3, column: 3, scope: !8)
!10 = distinct !DISubprogram(name: "f", linkageName: "f", scope: !2, file: !2, line: 1, type: !5, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!11 = !DILocation(line: 3, column: 3, scope: !10)
!12 = distinct !DISubprogram(name: "u", linkageName: "u", scope: !2, file: !2, line: 1, type: !5, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!13 = !DILocation(line: 3, column: 3, scope: !12)
