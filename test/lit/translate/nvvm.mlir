// RUN: gpuc translate --mlir-to-llvmir %s | FileCheck %s

// NVVM ops become llvm.nvvm.* intrinsic calls.

module attributes {llvm.target_triple = "nvptx64-nvidia-cuda", llvm.data_layout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"} {
  llvm.func @nvvm_ops(%p: !llvm.ptr<3>, %v: f32, %m: i32) -> f32 {
    %0 = nvvm.read.ptx.sreg.tid.x : i32
    %1 = nvvm.read.ptx.sreg.ntid.y : i32
    %2 = nvvm.read.ptx.sreg.ctaid.z : i32
    %3 = nvvm.read.ptx.sreg.nctaid.x : i32
    %4 = nvvm.read.ptx.sreg.laneid : i32
    %5 = nvvm.read.ptx.sreg.warpsize : i32
    nvvm.barrier0
    %6 = nvvm.shfl.sync bfly %m, %v, %0, %1 : f32 -> f32
    %c = llvm.icmp "eq" %4, %5 : i32
    %7 = nvvm.vote.ballot.sync %m, %c : i32
    %8 = nvvm.rcp.approx.ftz.f %6 : f32
    llvm.return %8 : f32
  }
}

// CHECK: ; ModuleID = 'LLVMDialectModule'
// CHECK-NEXT: source_filename = "LLVMDialectModule"
// CHECK-NEXT: target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
// CHECK-NEXT: target triple = "nvptx64-nvidia-cuda"
// CHECK-EMPTY:
// CHECK-NEXT: define float @nvvm_ops(ptr addrspace(3) %0, float %1, i32 %2) {
// CHECK-NEXT:   %4 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
// CHECK-NEXT:   %5 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
// CHECK-NEXT:   %6 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
// CHECK-NEXT:   %7 = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
// CHECK-NEXT:   %8 = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
// CHECK-NEXT:   %9 = call i32 @llvm.nvvm.read.ptx.sreg.warpsize()
// CHECK-NEXT:   call void @llvm.nvvm.barrier0()
// CHECK-NEXT:   %10 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 %2, float %1, i32 %4, i32 %5)
// CHECK-NEXT:   %11 = icmp eq i32 %8, %9
// CHECK-NEXT:   %12 = call i32 @llvm.nvvm.vote.ballot.sync(i32 %2, i1 %11)
// CHECK-NEXT:   %13 = call float @llvm.nvvm.rcp.approx.ftz.f(float %10)
// CHECK-NEXT:   ret float %13
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.z() #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare noundef i32 @llvm.nvvm.read.ptx.sreg.laneid() #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
// CHECK-NEXT: declare noundef i32 @llvm.nvvm.read.ptx.sreg.warpsize() #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: convergent nocallback nounwind
// CHECK-NEXT: declare void @llvm.nvvm.barrier0() #1
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
// CHECK-NEXT: declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #2
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
// CHECK-NEXT: declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #2
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
// CHECK-NEXT: declare float @llvm.nvvm.rcp.approx.ftz.f(float) #3
// CHECK-EMPTY:
// CHECK-NEXT: attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
// CHECK-NEXT: attributes #1 = { convergent nocallback nounwind }
// CHECK-NEXT: attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
// CHECK-NEXT: attributes #3 = { nocallback nofree nosync nounwind willreturn memory(none) }
// CHECK-EMPTY:
// CHECK-NEXT: !llvm.module.flags = !{!0}
// CHECK-EMPTY:
// CHECK-NEXT: !0 = !{i32 2, !"Debug Info Version", i32 3}
