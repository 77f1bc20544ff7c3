; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

declare i32 @ext(i32)

define i32 @scopes(ptr %0, ptr %1, i32 %2) {
  call void @llvm.experimental.noalias.scope.decl(metadata !1)
  %4 = load i32, ptr %0, align 4, !alias.scope !1, !noalias !4
  store i32 %4, ptr %1, align 4, !alias.scope !8, !noalias !1
  %5 = load i32, ptr %1, align 4, !tbaa !9, !alias.scope !1, !noalias !4, !llvm.access.group !12
  %6 = atomicrmw xchg ptr %0, i32 %5 seq_cst, align 4, !noalias !13
  %7 = cmpxchg ptr %1, i32 %5, i32 %6 seq_cst seq_cst, align 4, !alias.scope !14
  call void @llvm.memmove.p0.p0.i32(ptr %0, ptr %1, i32 %2, i1 true), !alias.scope !8, !noalias !1
  %8 = call i32 @ext(i32 %6), !noalias !15
  call void @llvm.experimental.noalias.scope.decl(metadata !13)
  ret i32 %8
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #0

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i32(ptr nocapture writeonly, ptr nocapture readonly, i32, i1 immarg) #1

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{!2}
!2 = distinct !{!2, !3, !"first"}
!3 = distinct !{!3, !"The domain"}
!4 = !{!5, !6}
!5 = distinct !{!5, !3}
!6 = distinct !{!6, !7, !"third"}
!7 = distinct !{!7}
!8 = !{!5}
!9 = !{!10, !10, i64 0}
!10 = !{!"t", !11, i64 0}
!11 = !{!"root"}
!12 = distinct !{}
!13 = !{!6}
!14 = !{!6, !2}
!15 = !{!2, !5}
