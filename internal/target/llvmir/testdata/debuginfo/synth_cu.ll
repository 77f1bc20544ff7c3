; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

define void @u() !dbg !3 {
  ret void, !dbg !6
}

declare !dbg !7 void @d()

!llvm.module.flags = !{!0}
!llvm.dbg.cu = !{!1}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = distinct !DICompileUnit(language: DW_LANG_C99, file: !2, isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!2 = !DIFile(filename: "given.c", directory: "/src")
!3 = distinct !DISubprogram(name: "u", linkageName: "u", scope: !2, file: !2, line: 1, type: !4, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!4 = !DISubroutineType(cc: DW_CC_normal, types: !5)
!5 = !{}
!6 = !DILocation(line: 3, column: 3, scope: !3)
!7 = !DISubprogram(name: "d", linkageName: "d", scope: !2, file: !2, line: 1, type: !4, scopeLine: 1, spFlags: DISPFlagOptimized)
