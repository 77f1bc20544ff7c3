; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

define void @func_with_debug(i64 %0) !dbg !3 {
  %2 = alloca i64, align 8, !dbg !16
    #dbg_value(i64 %0, !17, !DIExpression(), !19)
    #dbg_declare(ptr %2, !20, !DIExpression(), !22)
    #dbg_value(i64 %0, !23, !DIExpression(), !24)
  %3 = add i64 %0, %0, !dbg !25
  call void @func_no_debug(), !dbg !26
  call void @func_no_debug(), !dbg !27
  call void @func_no_debug(), !dbg !28
  ret void, !dbg !33
}

define void @empty_types() !dbg !34 {
  ret void, !dbg !38
}

define void @func_no_debug() {
  ret void
}

!llvm.module.flags = !{!0}
!llvm.dbg.cu = !{!1}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = distinct !DICompileUnit(language: DW_LANG_C, file: !2, producer: "MLIR", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!2 = !DIFile(filename: "foo.mlir", directory: "/test/")
!3 = distinct !DISubprogram(name: "func_with_debug", linkageName: "func_with_debug", scope: !2, file: !2, line: 3, type: !4, scopeLine: 3, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!4 = !DISubroutineType(cc: DW_CC_normal, types: !5)
!5 = !{null, !6, !7, !9, !10, !13}
!6 = !DIBasicType(name: "si64", size: 64, encoding: DW_ATE_signed)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64, align: 32, offset: 8, extraData: !6)
!8 = !DIBasicType(name: "si32", size: 32, encoding: DW_ATE_signed)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "named", baseType: !8)
!10 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "composite", scope: !2, file: !2, line: 42, baseType: !6, size: 64, align: 32, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !11)
!11 = !{!12}
!12 = !DISubrange(count: 4)
!13 = !DICompositeType(tag: DW_TAG_array_type, name: "array", file: !2, baseType: !6, flags: DIFlagVector, elements: !14)
!14 = !{!15}
!15 = !DISubrange(lowerBound: 0, upperBound: 4, stride: 1)
!16 = !DILocation(line: 25, column: 12, scope: !3)
!17 = !DILocalVariable(name: "arg", arg: 1, scope: !18, file: !2, line: 6, type: !6, align: 32)
!18 = distinct !DILexicalBlockFile(scope: !3, file: !2, discriminator: 0)
!19 = !DILocation(line: 26, column: 3, scope: !3)
!20 = !DILocalVariable(name: "alloc", scope: !21)
!21 = distinct !DILexicalBlock(scope: !3)
!22 = !DILocation(line: 27, column: 3, scope: !3)
!23 = !DILocalVariable(scope: !21)
!24 = !DILocation(line: 28, column: 3, scope: !3)
!25 = !DILocation(line: 5, column: 6, scope: !3)
!26 = !DILocation(line: 10, column: 10, scope: !3)
!27 = !DILocation(line: 1, column: 1, scope: !3)
!28 = !DILocation(line: 2, column: 4, scope: !29, inlinedAt: !32)
!29 = distinct !DISubprogram(name: "callee", scope: !2, file: !2, type: !30, spFlags: DISPFlagDefinition, unit: !1)
!30 = !DISubroutineType(types: !31)
!31 = !{!6, !8}
!32 = !DILocation(line: 28, column: 5, scope: !3)
!33 = !DILocation(line: 33, column: 3, scope: !3)
!34 = distinct !DISubprogram(name: "empty_types", scope: !35, file: !2, type: !36, spFlags: DISPFlagDefinition, unit: !1)
!35 = !DIModule(scope: !2, name: "module", configMacros: "bar", includePath: "/", apinotes: "/", file: !2, line: 42, isDecl: true)
!36 = !DISubroutineType(cc: DW_CC_normal, types: !37)
!37 = !{}
!38 = !DILocation(line: 37, column: 3, scope: !34)
