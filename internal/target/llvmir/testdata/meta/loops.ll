; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

declare void @use(i32)

define void @loops(i32 %0, ptr %1) {
  br label %3

3:                                                ; preds = %6, %2
  %4 = phi i32 [ %9, %6 ], [ 0, %2 ]
  %5 = icmp slt i32 %4, %0
  br i1 %5, label %6, label %10, !llvm.loop !1

6:                                                ; preds = %3
  %7 = load i32, ptr %1, align 4, !llvm.access.group !42
  store i32 %7, ptr %1, align 4, !llvm.access.group !40
  %8 = atomicrmw add ptr %1, i32 %7 monotonic, align 4, !llvm.access.group !41
  call void @use(i32 %8), !llvm.access.group !42
  %9 = add i32 %4, 1
  br label %3, !llvm.loop !1

10:                                               ; preds = %3
  br label %11

11:                                               ; preds = %11, %10
  %12 = phi i32 [ %15, %11 ], [ 0, %10 ]
  %13 = icmp slt i32 %12, %0
  %14 = load i32, ptr %1, align 4, !llvm.access.group !40
  %15 = add i32 %12, %14
  br i1 %13, label %11, label %16, !llvm.loop !43

16:                                               ; preds = %11
  br label %17

17:                                               ; preds = %16
  br label %18, !llvm.loop !45

18:                                               ; preds = %17
  ret void
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = distinct !{!1, !2, !3, !4, !5, !6, !7, !8, !9, !11, !12, !13, !14, !15, !16, !17, !18, !19, !20, !21, !22, !23, !24, !25, !26, !27, !28, !29, !30, !31, !32, !33, !34, !35, !36, !37, !38, !39}
!2 = !{!"llvm.loop.disable_nonforced"}
!3 = !{!"llvm.loop.mustprogress"}
!4 = !{!"llvm.loop.isvectorized", i32 0}
!5 = !{!"llvm.loop.vectorize.enable", i1 false}
!6 = !{!"llvm.loop.vectorize.predicate.enable", i1 false}
!7 = !{!"llvm.loop.vectorize.scalable.enable", i1 true}
!8 = !{!"llvm.loop.vectorize.width", i32 8}
!9 = !{!"llvm.loop.vectorize.followup_vectorized", !10}
!10 = distinct !{!10, !2, !3}
!11 = !{!"llvm.loop.vectorize.followup_epilogue", !10}
!12 = !{!"llvm.loop.vectorize.followup_all", !10}
!13 = !{!"llvm.loop.interleave.count", i32 4}
!14 = !{!"llvm.loop.unroll.enable"}
!15 = !{!"llvm.loop.unroll.count", i32 16}
!16 = !{!"llvm.loop.unroll.runtime.disable", i1 true}
!17 = !{!"llvm.loop.unroll.full"}
!18 = !{!"llvm.loop.unroll.followup_unrolled", !10}
!19 = !{!"llvm.loop.unroll.followup_remainder", !10}
!20 = !{!"llvm.loop.unroll.followup_all", !10}
!21 = !{!"llvm.loop.unroll_and_jam.disable"}
!22 = !{!"llvm.loop.unroll_and_jam.count", i32 2}
!23 = !{!"llvm.loop.unroll_and_jam.followup_outer", !10}
!24 = !{!"llvm.loop.unroll_and_jam.followup_inner", !10}
!25 = !{!"llvm.loop.unroll_and_jam.followup_remainder_outer", !10}
!26 = !{!"llvm.loop.unroll_and_jam.followup_remainder_inner", !10}
!27 = !{!"llvm.loop.unroll_and_jam.followup_all", !10}
!28 = !{!"llvm.licm.disable"}
!29 = !{!"llvm.loop.licm_versioning.disable"}
!30 = !{!"llvm.loop.distribute.enable", i1 true}
!31 = !{!"llvm.loop.distribute.followup_coincident", !10}
!32 = !{!"llvm.loop.distribute.followup_sequential", !10}
!33 = !{!"llvm.loop.distribute.followup_fallback", !10}
!34 = !{!"llvm.loop.distribute.followup_all", !10}
!35 = !{!"llvm.loop.pipeline.disable", i1 true}
!36 = !{!"llvm.loop.pipeline.initiationinterval", i32 3}
!37 = !{!"llvm.loop.peeled.count", i32 2}
!38 = !{!"llvm.loop.unswitch.partial.disable"}
!39 = !{!"llvm.loop.parallel_accesses", !40, !41}
!40 = distinct !{}
!41 = distinct !{}
!42 = !{!40, !41}
!43 = distinct !{!43, !44}
!44 = !{!"llvm.loop.parallel_accesses", !40}
!45 = distinct !{!45, !46, !47}
!46 = !{!"llvm.loop.isvectorized", i32 1}
!47 = !{!"llvm.loop.vectorize.enable", i1 true}
