; ModuleID = 'sample'
source_filename = "sample"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%outer = type { %struct.pair, [2 x i8] }
%struct.pair = type { i32, ptr }
%opaque.t = type opaque

$kf = comdat any

$cg = comdat any

@str = private unnamed_addr constant [6 x i8] c"hello\00", align 1
@shared = internal addrspace(3) global [16 x float] undef, align 4
@cg = hidden global %outer { %struct.pair { i32 -7, ptr null }, [2 x i8] c"\01\02" }, section ".data.x", comdat, align 8
@"tls var" = weak thread_local externally_initialized global i64 0
@ext = external global %opaque.t
@vals = global <{ double, float, half, <2 x i32>, i1, i128 }> <{ double 1.000000e-01, float 0x3FB99999A0000000, half 0xH3C00, <2 x i32> <i32 1, i32 poison>, i1 true, i128 -170141183460469231731687303715884105728 }> #0
@cexpr = internal addrspace(1) global [2 x i64] [i64 ptrtoint (ptr getelementptr inbounds (i8, ptr @str, i64 4) to i64), i64 ptrtoint (ptr @cg to i64)]

@al = alias i8, getelementptr (i8, ptr @cg, i64 1)
@al2 = internal alias %outer, ptr @cg

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

declare i32 @printf(ptr nocapture noundef, ...)

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nounwind
define dso_local ptx_kernel void @kernel(ptr noalias align 16 %0, i32 %n, ptr addrspace(1) %1, float %2) #2 comdat($kf) !dbg !4 {
  %4 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !7, !range !8
    #dbg_value(i32 %4, !9, !DIExpression(), !7)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca %struct.pair, i64 3, align 8
  store volatile i32 %4, ptr addrspace(5) %5, align 4
  %7 = icmp slt i32 %4, %n
  br i1 %7, label %8, label %34

8:                                                ; preds = %loop.body, %3
  %i = phi i32 [ %4, %3 ], [ %16, %loop.body ]
  %9 = getelementptr inbounds float, ptr %0, i32 %i
  %10 = load float, ptr %9, align 4, !nontemporal !11
  %11 = fmul fast float %10, %2
  %12 = fadd reassoc nnan contract float %11, 1.500000e+00
  %13 = fneg float %12
  %14 = fcmp olt float %13, 0.000000e+00
  %15 = select i1 %14, float %13, float %12
  store float %15, ptr %9, align 4
  switch i32 %i, label %loop.body [
    i32 1, label %34
    i32 -2, label %34
  ]

loop.body:                                        ; preds = %8
  %16 = add nuw nsw i32 %i, 1
  %17 = zext nneg i32 %16 to i64
  %18 = lshr exact i64 %17, 2
  %19 = or disjoint i64 %18, 1
  %20 = trunc i64 %19 to i16
  %21 = sext i16 %20 to i32
  %22 = addrspacecast ptr addrspace(1) %1 to ptr
  %23 = atomicrmw add ptr %22, i32 1 syncscope("agent") monotonic, align 4
  %24 = cmpxchg weak volatile ptr %22, i32 0, i32 %16 syncscope("block") acq_rel monotonic, align 4
  %25 = extractvalue { i32, i1 } %24, 1
  %26 = insertvalue %struct.pair undef, i32 %16, 0
  store %struct.pair %26, ptr %6, align 8
  %27 = load atomic i32, ptr %22 seq_cst, align 4
  fence syncscope("workgroup") release
  %28 = insertelement <4 x float> poison, float %15, i64 0
  %29 = shufflevector <4 x float> %28, <4 x float> poison, <4 x i32> zeroinitializer
  %30 = shufflevector <4 x float> %29, <4 x float> %28, <2 x i32> <i32 1, i32 poison>
  %31 = extractelement <2 x float> %30, i32 1
  %32 = freeze i32 %16
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef @str, i32 %32) #4
  call void asm sideeffect "mov.u32 $0, \22x\22;", "r"(i32 %16)
  br i1 %25, label %8, label %34

34:                                               ; preds = %loop.body, %8, %8, %3
  ret void
}

; Function Attrs: nounwind
define internal i64 @host(i64 %0, double %d) local_unnamed_addr #3 personality ptr @__gxx_personality_v0 {
entry:
  %1 = invoke i32 (ptr, ...) @printf(ptr @str)
          to label %ok unwind label %lpad

ok:                                               ; preds = %entry
  %2 = sext i32 %1 to i64
  %3 = udiv i64 %0, %2
  %4 = fptosi double %d to i64
  %5 = mul i64 %3, %4
  ret i64 %5

lpad:                                             ; preds = %entry
  %6 = landingpad { ptr, i32 }
          cleanup
          catch ptr null
  resume { ptr, i32 } %6
}

attributes #0 = { "bss-section"="b" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind "no-nans" "target-cpu"="sm_80" }
attributes #3 = { nounwind "no-nans" }
attributes #4 = { cold }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}
!nvvm.annotations = !{!3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "gpuc", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "k.cu", directory: "/tmp")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{null, !"kernel", i32 1}
!4 = distinct !DISubprogram(name: "kernel", scope: !1, file: !1, line: 3, type: !5, scopeLine: 3, spFlags: DISPFlagDefinition, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{}
!7 = !DILocation(line: 4, column: 7, scope: !4)
!8 = !{i32 0, i32 1024}
!9 = !DILocalVariable(name: "x", scope: !4, file: !1, line: 4, type: !10)
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !{i32 1}
