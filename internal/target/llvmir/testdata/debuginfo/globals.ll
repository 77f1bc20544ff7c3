; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

@g = external global i32, !dbg !0
@h = global i32 1, !dbg !6

define void @f(i32 %0) !dbg !10 {
    #dbg_label(!11, !13)
    #dbg_value(i32 %0, !14, !DIExpression(), !16)
    #dbg_value(i32 5, !17, !DIExpression(), !23)
    #dbg_value(i32 5, !17, !DIExpression(), !24)
    #dbg_value(i32 5, !17, !DIExpression(), !25)
  ret void, !dbg !26
}

define i32 @nosp(i32 %0) {
  %2 = add i32 %0, %0
  ret i32 %2
}

!llvm.module.flags = !{!9}
!llvm.dbg.cu = !{!2}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression(DW_OP_plus_uconst, 4, DW_OP_LLVM_fragment, 0, 16))
!1 = distinct !DIGlobalVariable(name: "g", linkageName: "lg", scope: !2, file: !3, line: 7, type: !5, isLocal: true, isDefinition: true, align: 8)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "p", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, globals: !4, nameTableKind: None)
!3 = !DIFile(filename: "t2.c", directory: "/d")
!4 = !{!0}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !DIGlobalVariableExpression(var: !7, expr: !DIExpression())
!7 = distinct !DIGlobalVariable(name: "h", scope: !8, file: !3, line: 8, type: !5, isLocal: false, isDefinition: false)
!8 = !DINamespace(name: "ns", scope: !3, exportSymbols: true)
!9 = !{i32 2, !"Debug Info Version", i32 3}
!10 = distinct !DISubprogram(name: "f", scope: !3, file: !3, line: 1, scopeLine: 2, spFlags: DISPFlagDefinition, unit: !2)
!11 = !DILabel(scope: !12, name: "lbl", file: !3, line: 9)
!12 = distinct !DILexicalBlock(scope: !10, file: !3, line: 3, column: 4)
!13 = !DILocation(line: 4, column: 1, scope: !10)
!14 = !DILocalVariable(name: "x", scope: !12, file: !3, line: 3, type: !15)
!15 = !DIStringType(name: "s", size: 64, align: 8, encoding: DW_ATE_UTF)
!16 = !DILocation(line: 3, column: 4, scope: !12)
!17 = !DILocalVariable(name: "y", scope: !10, type: !18)
!18 = !DICompositeType(tag: DW_TAG_array_type, name: "A", baseType: !19, elements: !21, dataLocation: !DIExpression(DW_OP_push_object_address, DW_OP_deref), rank: !DIExpression(DW_OP_constu, 2))
!19 = distinct !DICompositeType(tag: DW_TAG_enumeration_type, name: "E", file: !3, line: 2, size: 32, elements: !20)
!20 = !{}
!21 = !{!22}
!22 = !DISubrange(count: 3, lowerBound: -1)
!23 = !DILocation(line: 3, scope: !12)
!24 = !DILocation(line: 0, scope: !12)
!25 = !DILocation(line: 0, scope: !10)
!26 = !DILocation(line: 5, column: 1, scope: !10)
