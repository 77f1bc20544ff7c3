; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

@g = external global i64, !dbg !0

define void @method(ptr %0) !dbg !17 {
  ret void, !dbg !23
}

!llvm.module.flags = !{!16}
!llvm.dbg.cu = !{!2}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "g", scope: !2, file: !3, line: 1, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !3, isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4)
!3 = !DIFile(filename: "rec.cc", directory: "/src")
!4 = !{!0}
!5 = !DISubroutineType(types: !6)
!6 = !{!7, !12}
!7 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "T", scope: !8, elements: !11)
!8 = !DISubprogram(name: "outer", scope: !3, file: !3, type: !9, spFlags: DISPFlagOptimized)
!9 = !DISubroutineType(types: !10)
!10 = !{!7}
!11 = !{}
!12 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "T", scope: !13, elements: !11)
!13 = !DISubprogram(name: "inner", scope: !3, file: !3, type: !14, spFlags: DISPFlagOptimized)
!14 = !DISubroutineType(types: !15)
!15 = !{!12}
!16 = !{i32 2, !"Debug Info Version", i32 3}
!17 = distinct !DISubprogram(name: "method", scope: !18, file: !3, line: 7, type: !20, spFlags: DISPFlagDefinition, unit: !2)
!18 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "Node", file: !3, line: 3, size: 64, elements: !19)
!19 = !{!17}
!20 = !DISubroutineType(types: !21)
!21 = !{null, !22}
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!23 = !DILocation(line: 8, column: 3, scope: !17)
