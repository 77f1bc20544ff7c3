; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

@a = global i32 0, !dbg !0
@b = global i32 0, !dbg !6
@c = global i32 0, !dbg !10

define void @s(ptr %0, i32 %1) !dbg !2 {
    #dbg_declare(ptr %0, !13, !DIExpression(), !18)
    #dbg_declare(ptr %0, !19, !DIExpression(), !21)
    #dbg_value(i32 %1, !17, !DIExpression(), !22)
  ret void, !dbg !23
}

!llvm.module.flags = !{!12}
!llvm.dbg.cu = !{!4}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "a", scope: !2, file: !3, line: 3, type: !9, isLocal: false, isDefinition: true)
!2 = distinct !DISubprogram(name: "s", scope: !4, file: !3, line: 1, spFlags: DISPFlagDefinition, unit: !4)
!3 = !DIFile(filename: "t7.f90", directory: "/w")
!4 = distinct !DICompileUnit(language: DW_LANG_Fortran95, file: !3, producer: "flang", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !5)
!5 = !{!0, !6, !10}
!6 = !DIGlobalVariableExpression(var: !7, expr: !DIExpression())
!7 = distinct !DIGlobalVariable(name: "b", scope: !8, file: !3, line: 4, type: !9, isLocal: false, isDefinition: true)
!8 = !DIModule(scope: !4, name: "m", file: !3, line: 2)
!9 = !DIBasicType(name: "integer", size: 32, encoding: DW_ATE_signed)
!10 = !DIGlobalVariableExpression(var: !11, expr: !DIExpression())
!11 = distinct !DIGlobalVariable(name: "c", scope: !4, file: !3, line: 5, type: !9, isLocal: false, isDefinition: true)
!12 = !{i32 2, !"Debug Info Version", i32 3}
!13 = !DILocalVariable(name: "x", scope: !2, type: !14)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: !17, lowerBound: 1, stride: !DIExpression(DW_OP_push_object_address, DW_OP_plus_uconst, 8, DW_OP_deref))
!17 = !DILocalVariable(name: "n", scope: !2, type: !9)
!18 = !DILocation(line: 19, column: 5, scope: !2)
!19 = !DILocalVariable(name: "y", scope: !2, type: !20)
!20 = !DIStringType(name: "character(*)", stringLength: !17, stringLengthExpression: !DIExpression(DW_OP_push_object_address, DW_OP_plus_uconst, 8), stringLocationExpression: !DIExpression(DW_OP_push_object_address, DW_OP_deref), encoding: DW_ATE_ASCII)
!21 = !DILocation(line: 20, column: 5, scope: !2)
!22 = !DILocation(line: 21, column: 5, scope: !2)
!23 = !DILocation(line: 22, column: 5, scope: !2)
