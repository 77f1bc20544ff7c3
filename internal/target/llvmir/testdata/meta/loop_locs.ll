; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

define void @loop_locs(i32 %0) !dbg !3 {
  br label %2, !dbg !6

2:                                                ; preds = %5, %1
  %3 = phi i32 [ %6, %5 ], [ 0, %1 ]
  %4 = icmp slt i32 %3, %0, !dbg !6
  br i1 %4, label %5, label %7, !dbg !6, !llvm.loop !7

5:                                                ; preds = %2
  %6 = add i32 %3, 1, !dbg !8
  br label %2, !dbg !8, !llvm.loop !7

7:                                                ; preds = %2
  br label %8, !dbg !11, !llvm.loop !12

8:                                                ; preds = %7
  ret void, !dbg !14
}

!llvm.module.flags = !{!0}
!llvm.dbg.cu = !{!1}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = distinct !DICompileUnit(language: DW_LANG_C, file: !2, producer: "gpuc", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!2 = !DIFile(filename: "loops.c", directory: "/src")
!3 = distinct !DISubprogram(name: "loop_locs", scope: !2, file: !2, line: 3, type: !4, scopeLine: 3, spFlags: DISPFlagDefinition, unit: !1)
!4 = !DISubroutineType(types: !5)
!5 = !{null}
!6 = !DILocation(line: 5, column: 3, scope: !3)
!7 = distinct !{!7, !6, !8, !10}
!8 = !DILocation(line: 9, column: 5, scope: !9)
!9 = distinct !DILexicalBlock(scope: !3, file: !2, line: 5, column: 3)
!10 = !{!"llvm.loop.mustprogress"}
!11 = !DILocation(line: 26, column: 3, scope: !3)
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.unroll.count", i32 2}
!14 = !DILocation(line: 28, column: 3, scope: !3)
