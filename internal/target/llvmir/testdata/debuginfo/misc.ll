; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

define void @f(i32 %0) !dbg !3 {
    #dbg_value(i32 %0, !7, !DIExpression(DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !14)
  ret void, !dbg !15
}

!llvm.module.flags = !{!0}
!llvm.dbg.cu = !{!1}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !2, producer: "clang \22x\22\0A", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, nameTableKind: GNU)
!2 = !DIFile(filename: "d.c", directory: "")
!3 = distinct !DISubprogram(name: "f", linkageName: "_Z1fv", scope: !4, file: !2, line: 1, type: !5, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagPure | DISPFlagElemental | DISPFlagRecursive | DISPFlagDeleted, unit: !1)
!4 = !DISubprogram(name: "d", scope: !2, file: !2, line: 3, virtualIndex: 0, spFlags: DISPFlagVirtual | DISPFlagLocalToUnit)
!5 = !DISubroutineType(cc: DW_CC_LLVM_vectorcall, types: !6)
!6 = !{null}
!7 = !DILocalVariable(name: "u", arg: 2, scope: !3, line: 4, type: !8)
!8 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "U", scope: !9, align: 64, flags: DIFlagPublic | DIFlagObjcClassComplete | DIFlagIntroducedVirtual | DIFlagThunk | DIFlagLittleEndian | DIFlagAllCallsDescribed, elements: !10)
!9 = !DINamespace(scope: !2)
!10 = !{!11, !13}
!11 = !DIDerivedType(tag: DW_TAG_member, name: "m", baseType: !12)
!12 = !DIBasicType(name: "b", size: 1, encoding: DW_ATE_boolean)
!13 = !DIDerivedType(tag: DW_TAG_member, name: "n", baseType: !12, offset: 8)
!14 = !DILocation(line: 5, column: 1, scope: !3)
!15 = !DILocation(line: 6, column: 1, scope: !3)
