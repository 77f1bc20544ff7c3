; ModuleID = 's2'
source_filename = "dir/s2.mlir"

%0 = type { %1, ptr }
%1 = type { i32 }

@0 = private global i32 3
@"a$b" = common global i32 0, align 4
@"1st" = dllexport global [0 x i32] zeroinitializer, partition "p", code_model "large", !type !0, !my.kind !1
@zeros = constant <4 x i32> zeroinitializer
@und = global { i32, float } undef
@mix = global [3 x i8] [i8 -1, i8 undef, i8 0]
@esc = global [4 x i8] c"\\\7F\22\00"
@gdbg = global ptr null, !dbg !2
@un = global %0 zeroinitializer

declare i32 @vf(i32, ...)

declare fastcc nonnull dereferenceable(8) ptr @callee(ptr byval(i64) align 8) addrspace(1)

define i32 @1(i32 %0, ...) {
  %2 = musttail call i32 (i32, ...) @vf(i32 %0, ...)
  ret i32 %2
}

define protected void @"f \22q\22"(ptr %p, i1 %c) unnamed_addr section ".text.f" partition "part" align 16 gc "statepoint-example" prefix i32 7 prologue i8 1 !my.kind !14 {
  %1 = va_arg ptr %p, i32
  %2 = notail call fastcc nonnull addrspace(1) ptr @callee(ptr byval(i64) align 8 %p) [ "deopt"(i32 %1, i64 1), "cold"() ]
  indirectbr ptr %2, [label %"a very long block name that goes past column fifty", label %8]

"a very long block name that goes past column fifty": ; preds = %0
  %3 = sdiv exact i32 %1, 3
  %4 = srem i32 %3, %1
  %5 = shl nsw i32 %4, 2
  %6 = icmp ne i32 %5, 0
  %7 = select i1 %c, i1 %6, i1 false
  br i1 %7, label %8, label %8

8:                                                ; preds = %"a very long block name that goes past column fifty", %"a very long block name that goes past column fifty", %0
  %9 = call i32 (i32, ...) @vf(i32 1, double 2.500000e+00) #0, !prof !15, !my.kind !14
  store atomic i64 -1, ptr %p syncscope("singlethread") release, align 8
  ret void

dead:                                             ; No predecessors!
  unreachable
}

attributes #0 = { nounwind }

!llvm.dbg.cu = !{!4}
!llvm.module.flags = !{!11}
!my.named = !{!12, !13}

!0 = !{i64 0, !"t"}
!1 = !{!"a\22b\0A"}
!2 = !DIGlobalVariableExpression(var: !3, expr: !DIExpression())
!3 = distinct !DIGlobalVariable(name: "g", scope: !4, file: !5, line: 1, type: !6, isLocal: false, isDefinition: true)
!4 = distinct !DICompileUnit(language: DW_LANG_C99, file: !5, isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!5 = !DIFile(filename: "a.c", directory: "/")
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 128, elements: !9)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !{!10}
!10 = !DISubrange(count: 4)
!11 = !{i32 2, !"Debug Info Version", i32 3}
!12 = !{!"\01"}
!13 = distinct !{null}
!14 = !{}
!15 = !{!"branch_weights", i32 1}
