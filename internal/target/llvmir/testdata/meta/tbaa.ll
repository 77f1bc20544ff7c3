; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

declare void @callee(ptr)

define float @tbaa(ptr %0, ptr %1, i64 %2) {
  %4 = load i32, ptr %0, align 4, !tbaa !1
  %5 = getelementptr i8, ptr %0, i32 8
  %6 = load i64, ptr %5, align 4, !tbaa !8
  store i32 %4, ptr %1, align 4, !tbaa !1
  %7 = load float, ptr %1, align 4, !tbaa !9
  %8 = atomicrmw add ptr %5, i64 %6 monotonic, align 8, !tbaa !8
  %9 = cmpxchg ptr %0, i32 %4, i32 %4 acq_rel monotonic, align 4, !tbaa !1
  call void @llvm.memcpy.p0.p0.i64(ptr %1, ptr %0, i64 %2, i1 false), !tbaa !10
  call void @llvm.memset.p0.i64(ptr %1, i8 0, i64 %2, i1 false), !tbaa !11
  call void @callee(ptr %0), !tbaa !10
  %10 = load i32, ptr %1, align 4
  store volatile i32 %10, ptr %0, align 2, !tbaa !11, !nontemporal !14
  ret float %7
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #0

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

attributes #0 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{!2, !3, i64 0}
!2 = !{!"agg_t", !3, i64 0, !6, i64 8, !7, i64 16}
!3 = !{!"int", !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C/C++ TBAA"}
!6 = !{!"long long", !4, i64 0}
!7 = !{!"float", !4, i64 0}
!8 = !{!2, !6, i64 8}
!9 = !{!7, !7, i64 0, i64 1}
!10 = !{!4, !4, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"other", !13, i64 0}
!13 = !{!"Other root"}
!14 = !{i32 1}
