// RUN: gpuc translate --mlir-to-llvmir %s | FileCheck %s

// ROCDL ops become llvm.amdgcn.* intrinsic calls (and OCKL calls for sizes).

module attributes {llvm.target_triple = "amdgcn-amd-amdhsa", llvm.data_layout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"} {
  llvm.func @rocdl_ops(%v: i32) -> i32 {
    %0 = rocdl.workitem.id.x : i32
    %1 = rocdl.workitem.id.y : i32
    %2 = rocdl.workgroup.id.z : i32
    %3 = rocdl.workgroup.dim.x : i32
    %4 = rocdl.grid.dim.y : i32
    rocdl.barrier
    rocdl.s.barrier
    %5 = rocdl.mbcnt.lo %v, %0 : (i32, i32) -> i32
    %6 = llvm.add %5, %0 : i32
    llvm.return %6 : i32
  }
}

// CHECK: ; ModuleID = 'LLVMDialectModule'
// CHECK-NEXT: source_filename = "LLVMDialectModule"
// CHECK-NEXT: target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
// CHECK-NEXT: target triple = "amdgcn-amd-amdhsa"
// CHECK-EMPTY:
// CHECK-NEXT: define i32 @rocdl_ops(i32 %0) {
// CHECK-NEXT:   %2 = call i32 @llvm.amdgcn.workitem.id.x()
// CHECK-NEXT:   %3 = call i32 @llvm.amdgcn.workitem.id.y()
// CHECK-NEXT:   %4 = call i32 @llvm.amdgcn.workgroup.id.z()
// CHECK-NEXT:   %5 = call i64 @__ockl_get_local_size(i32 0)
// CHECK-NEXT:   %6 = call i64 @__ockl_get_num_groups(i32 1)
// CHECK-NEXT:   fence syncscope("workgroup") release
// CHECK-NEXT:   call void @llvm.amdgcn.s.barrier()
// CHECK-NEXT:   fence syncscope("workgroup") acquire
// CHECK-NEXT:   call void @llvm.amdgcn.s.barrier()
// CHECK-NEXT:   %7 = call i32 @llvm.amdgcn.mbcnt.lo(i32 %0, i32 %2)
// CHECK-NEXT:   %8 = add i32 %7, %2
// CHECK-NEXT:   ret i32 %8
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare noundef i32 @llvm.amdgcn.workitem.id.x() #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare noundef i32 @llvm.amdgcn.workitem.id.y() #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare noundef i32 @llvm.amdgcn.workgroup.id.z() #0
// CHECK-EMPTY:
// CHECK-NEXT: declare i64 @__ockl_get_local_size(i32)
// CHECK-EMPTY:
// CHECK-NEXT: declare i64 @__ockl_get_num_groups(i32)
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: convergent nocallback nofree nounwind willreturn
// CHECK-NEXT: declare void @llvm.amdgcn.s.barrier() #1
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
// CHECK-NEXT: declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #2
// CHECK-EMPTY:
// CHECK-NEXT: attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
// CHECK-NEXT: attributes #1 = { convergent nocallback nofree nounwind willreturn }
// CHECK-NEXT: attributes #2 = { nocallback nofree nosync nounwind willreturn memory(none) }
// CHECK-EMPTY:
// CHECK-NEXT: !llvm.module.flags = !{!0}
// CHECK-EMPTY:
// CHECK-NEXT: !0 = !{i32 2, !"Debug Info Version", i32 3}
