; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

define void @f(ptr %0) !dbg !3 {
    #dbg_value(ptr %0, !11, !DIExpression(), !12)
    #dbg_declare(ptr %0, !11, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_signed, DW_OP_LLVM_tag_offset, 3), !13)
  ret void, !dbg !15
}

define void @g(ptr %0) !dbg !16 {
    #dbg_value(ptr %0, !18, !DIExpression(), !19)
  ret void, !dbg !20
}

!llvm.module.flags = !{!0}
!llvm.dbg.cu = !{!1}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = distinct !DICompileUnit(language: DW_LANG_C, file: !2, isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!2 = !DIFile(filename: "t4.c", directory: "")
!3 = distinct !DISubprogram(name: "f", scope: !2, file: !2, line: 1, type: !4, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !1)
!4 = !DISubroutineType(types: !5)
!5 = !{null, !6}
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!7 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "node", file: !2, line: 3, elements: !8)
!8 = !{!9}
!9 = !DIDerivedType(tag: DW_TAG_member, name: "next", baseType: !10, size: 64)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64, dwarfAddressSpace: 3)
!11 = !DILocalVariable(name: "n", arg: 1, scope: !3, type: !6)
!12 = !DILocation(line: 1, column: 1, scope: !3)
!13 = !DILocation(line: 1, column: 2, scope: !14)
!14 = distinct !DILexicalBlockFile(scope: !3, discriminator: 2)
!15 = !DILocation(line: 3, column: 3, scope: !3)
!16 = distinct !DISubprogram(name: "g", scope: !17, file: !2, line: 1, spFlags: DISPFlagDefinition, unit: !1)
!17 = !DISubprogram(name: "decl", scope: !2, file: !2, line: 1, spFlags: 0)
!18 = !DILocalVariable(name: "c", scope: !16, type: !7)
!19 = !DILocation(line: 1, column: 1, scope: !16)
!20 = !DILocation(line: 1, column: 1, scope: !3, inlinedAt: !21)
!21 = !DILocation(line: 2, column: 2, scope: !16, inlinedAt: !22)
!22 = !DILocation(line: 3, column: 3, scope: !16)
