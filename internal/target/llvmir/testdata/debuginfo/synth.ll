; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

define i32 @a(i32 %0) !dbg !5 {
  %2 = add i32 %0, %0, !dbg !8
  %3 = mul i32 %2, %0, !dbg !9
  ret i32 %3, !dbg !10
}

define void @given() !dbg !11 {
  ret void, !dbg !12
}

define void @b() !dbg !13 {
  ret void, !dbg !15
}

declare !dbg !16 void @decl()

!llvm.module.flags = !{!0}
!llvm.dbg.cu = !{!1, !3}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = distinct !DICompileUnit(language: DW_LANG_C, file: !2, producer: "MLIR", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!2 = !DIFile(filename: "t.mlir", directory: "")
!3 = distinct !DICompileUnit(language: DW_LANG_C, file: !4, isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!4 = !DIFile(filename: "given.c", directory: "/src")
!5 = distinct !DISubprogram(name: "a", linkageName: "a", scope: !2, file: !2, line: 5, type: !6, scopeLine: 3, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!6 = !DISubroutineType(cc: DW_CC_normal, types: !7)
!7 = !{}
!8 = !DILocation(line: 6, column: 10, scope: !5)
!9 = !DILocation(line: 30, column: 2, scope: !5)
!10 = !DILocation(line: 8, column: 5, scope: !5)
!11 = distinct !DISubprogram(name: "given", scope: !4, file: !4, line: 7, spFlags: DISPFlagDefinition, unit: !3)
!12 = !DILocation(line: 8, column: 1, scope: !11)
!13 = distinct !DISubprogram(name: "b", linkageName: "b", scope: !14, file: !14, line: 2, type: !6, scopeLine: 2, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!14 = !DIFile(filename: "other.mlir", directory: "/abs")
!15 = !DILocation(line: 3, column: 4, scope: !13)
!16 = !DISubprogram(name: "decl", linkageName: "decl", scope: !2, file: !2, line: 16, type: !6, scopeLine: 3, spFlags: DISPFlagOptimized)
