// RUN: gpuc translate --mlir-to-llvmir %s | FileCheck %s

// Debug-info attributes in fused locations become DI metadata and !dbg attachments.

#file = #llvm.di_file<"kernel.cu" in "/src">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C_plus_plus_14, file = #file, producer = "gpuc", isOptimized = true, emissionKind = LineTablesOnly>
#int = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
#sty = #llvm.di_subroutine_type<types = #int, #int>
#sp = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #cu, scope = #file, name = "square", linkageName = "square", file = #file, line = 3, scopeLine = 3, subprogramFlags = "Definition|Optimized", type = #sty>
module {
  llvm.func @square(%a: i32) -> i32 {
    %0 = llvm.mul %a, %a : i32 loc(#loc_mul)
    llvm.return %0 : i32 loc(#loc_ret)
  } loc(#loc_fn)
}
#loc_fn = loc(fused<#sp>["kernel.cu":3:1])
#loc_mul = loc(fused<#sp>["kernel.cu":4:12])
#loc_ret = loc(fused<#sp>["kernel.cu":4:3])

// CHECK: ; ModuleID = 'LLVMDialectModule'
// CHECK-NEXT: source_filename = "LLVMDialectModule"
// CHECK-EMPTY:
// CHECK-NEXT: define i32 @square(i32 %0) !dbg !3 {
// CHECK-NEXT:   %2 = mul i32 %0, %0, !dbg !7
// CHECK-NEXT:   ret i32 %2, !dbg !8
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: !llvm.module.flags = !{!0}
// CHECK-NEXT: !llvm.dbg.cu = !{!1}
// CHECK-EMPTY:
// CHECK-NEXT: !0 = !{i32 2, !"Debug Info Version", i32 3}
// CHECK-NEXT: !1 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !2, producer: "gpuc", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
// CHECK-NEXT: !2 = !DIFile(filename: "kernel.cu", directory: "/src")
// CHECK-NEXT: !3 = distinct !DISubprogram(name: "square", linkageName: "square", scope: !2, file: !2, line: 3, type: !4, scopeLine: 3, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !1)
// CHECK-NEXT: !4 = !DISubroutineType(types: !5)
// CHECK-NEXT: !5 = !{!6, !6}
// CHECK-NEXT: !6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
// CHECK-NEXT: !7 = !DILocation(line: 4, column: 12, scope: !3)
// CHECK-NEXT: !8 = !DILocation(line: 4, column: 3, scope: !3)
