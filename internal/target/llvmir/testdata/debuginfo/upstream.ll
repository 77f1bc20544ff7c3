; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

@.str.1 = external constant [10 x i8], !dbg !0

define i32 @func_with_inlined_dbg_value(i32 %0) !dbg !6 {
    #dbg_value(i32 %0, !7, !DIExpression(), !8)
    #dbg_value(i32 %0, !9, !DIExpression(), !12)
    #dbg_label(!14, !12)
  ret i32 %0, !dbg !15
}

define void @func_without_subprogram(i32 %0) {
    #dbg_value(i32 %0, !16, !DIExpression(), !18)
  ret void
}

define void @named(i32 %0) !dbg !17 {
  ret void, !dbg !19
}

!llvm.module.flags = !{!4}
!llvm.dbg.cu = !{!5}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 268, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "foo.mlir", directory: "/test/")
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DICompileUnit(language: DW_LANG_C, file: !2, producer: "MLIR", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!6 = distinct !DISubprogram(name: "outer_func", scope: !2, file: !2, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !5)
!7 = !DILocalVariable(name: "a", scope: !6, file: !2, type: !3)
!8 = !DILocation(line: 0, scope: !6)
!9 = !DILocalVariable(name: "b", scope: !10, file: !2, type: !3)
!10 = distinct !DILexicalBlockFile(scope: !11, file: !2, discriminator: 0)
!11 = distinct !DISubprogram(name: "inner_func", scope: !2, file: !2, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5)
!12 = !DILocation(line: 0, scope: !10, inlinedAt: !13)
!13 = !DILocation(line: 4, column: 2, scope: !6)
!14 = !DILabel(scope: !10, name: "label", file: !2, line: 42)
!15 = !DILocation(line: 21, column: 5, scope: !6)
!16 = !DILocalVariable(name: "a", scope: !17, file: !2, type: !3)
!17 = distinct !DISubprogram(name: "func", scope: !2, file: !2, spFlags: DISPFlagDefinition, unit: !5)
!18 = !DILocation(line: 0, scope: !17)
!19 = !DILocation(line: 2, column: 2, scope: !17)
