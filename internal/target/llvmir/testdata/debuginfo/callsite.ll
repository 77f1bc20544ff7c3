; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

define void @nosp(i32 %0) {
    #dbg_value(i32 %0, !3, !DIExpression(), !5)
  ret void
}

!llvm.module.flags = !{!0}
!llvm.dbg.cu = !{!1}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = distinct !DICompileUnit(language: DW_LANG_C, file: !2, isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!2 = !DIFile(filename: "m.c", directory: "/m")
!3 = !DILocalVariable(name: "v", scope: !4)
!4 = distinct !DISubprogram(name: "inl", scope: !2, file: !2, line: 10, spFlags: DISPFlagDefinition, unit: !1)
!5 = !DILocation(line: 1, column: 1, scope: !4)
