; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

declare void @g()

define void @main() !dbg !3 {
  call void @g(), !dbg !4
  call void @g(), !dbg !6
  call void @g(), !dbg !7
  call void @g(), !dbg !9
  call void @g(), !dbg !11
  call void @g(), !dbg !12
  call void @g(), !dbg !6
  call void @g(), !dbg !6
  call void @g(), !dbg !6
  call void @g(), !dbg !6
  ret void, !dbg !14
}

!llvm.module.flags = !{!0}
!llvm.dbg.cu = !{!1}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = distinct !DICompileUnit(language: DW_LANG_C, file: !2, isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!2 = !DIFile(filename: "m.c", directory: "/m")
!3 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 1, spFlags: DISPFlagDefinition, unit: !1)
!4 = !DILocation(line: 1, scope: !5, inlinedAt: !6)
!5 = distinct !DISubprogram(name: "inl", scope: !2, file: !2, line: 10, spFlags: DISPFlagDefinition, unit: !1)
!6 = !DILocation(line: 2, column: 2, scope: !3)
!7 = !DILocation(line: 1, column: 1, scope: !5, inlinedAt: !8)
!8 = !DILocation(line: 0, scope: !3)
!9 = !DILocation(line: 5, column: 5, scope: !10)
!10 = distinct !DILexicalBlock(scope: !3, file: !2, line: 2, column: 1)
!11 = !DILocation(line: 5, scope: !3)
!12 = !DILocation(line: 5, column: 5, scope: !13)
!13 = distinct !DILexicalBlock(scope: !10, file: !2, line: 3, column: 1)
!14 = !DILocation(line: 22, column: 5, scope: !3)
