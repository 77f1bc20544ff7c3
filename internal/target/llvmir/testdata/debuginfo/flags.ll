; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

define void @f(i32 %0) !dbg !3 {
    #dbg_value(i32 %0, !4, !DIExpression(), !8)
  ret void, !dbg !9
}

!llvm.module.flags = !{!0}
!llvm.dbg.cu = !{!1}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = distinct !DICompileUnit(language: DW_LANG_Fortran95, file: !2, isOptimized: true, runtimeVersion: 0, emissionKind: NoDebug)
!2 = !DIFile(filename: "t5.c", directory: "/x")
!3 = distinct !DISubprogram(name: "f", scope: !2, file: !2, line: 1, virtualIndex: 0, spFlags: DISPFlagPureVirtual | DISPFlagDefinition | DISPFlagOptimized | DISPFlagMainSubprogram | DISPFlagObjCDirect, unit: !1)
!4 = !DILocalVariable(name: "v", scope: !3, type: !5)
!5 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "m", baseType: !6, flags: DIFlagPublic | DIFlagSingleInheritance | DIFlagFwdDecl | DIFlagArtificial | DIFlagStaticMember | DIFlagBitField, elements: !7)
!6 = !DIBasicType(tag: DW_TAG_unspecified_type, name: "u")
!7 = !{}
!8 = !DILocation(line: 1, column: 1, scope: !3)
!9 = !DILocation(line: 1, column: 3, scope: !3)
