// RUN: gpuc translate --mlir-to-llvmir --split-input-file %s | FileCheck %s

// Kernel attributes: nvvm.* become !nvvm.annotations, rocdl.* become amdgpu_kernel and function attributes.

module attributes {llvm.target_triple = "nvptx64-nvidia-cuda"} {
  llvm.func @nv_kernel(%a: !llvm.ptr) attributes {nvvm.kernel, nvvm.maxntid = array<i32: 128, 1, 1>, nvvm.minctasm = 2 : i32, nvvm.maxnreg = 64 : i32} {
    llvm.return
  }
  llvm.func @nv_reqntid() attributes {nvvm.kernel, nvvm.reqntid = array<i32: 32, 4, 1>} {
    llvm.return
  }
  llvm.func @nv_grid_constant(%a: !llvm.ptr {llvm.byval = !llvm.struct<(i32, f32)>, nvvm.grid_constant}) attributes {nvvm.kernel} {
    llvm.return
  }
}

// -----

module attributes {llvm.target_triple = "amdgcn-amd-amdhsa"} {
  llvm.func @amd_kernel(%a: !llvm.ptr<1>) attributes {rocdl.kernel, rocdl.flat_work_group_size = "1,256", rocdl.reqd_work_group_size = array<i32: 64, 1, 1>, rocdl.max_flat_work_group_size = 256 : i32} {
    llvm.return
  }
  llvm.func @amd_waves() attributes {rocdl.kernel, rocdl.waves_per_eu = 2 : i32, rocdl.unsafe_fp_atomics = true} {
    llvm.return
  }
}

// CHECK: ; ModuleID = 'LLVMDialectModule'
// CHECK-NEXT: source_filename = "LLVMDialectModule"
// CHECK-NEXT: target triple = "nvptx64-nvidia-cuda"
// CHECK-EMPTY:
// CHECK-NEXT: define void @nv_kernel(ptr %0) {
// CHECK-NEXT:   ret void
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define void @nv_reqntid() {
// CHECK-NEXT:   ret void
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define void @nv_grid_constant(ptr byval({ i32, float }) %0) {
// CHECK-NEXT:   ret void
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: !llvm.module.flags = !{!0}
// CHECK-NEXT: !nvvm.annotations = !{!1, !3, !4, !5, !6, !7, !8, !9, !10, !11, !12, !13}
// CHECK-EMPTY:
// CHECK-NEXT: !0 = !{i32 2, !"Debug Info Version", i32 3}
// CHECK-NEXT: !1 = !{ptr @nv_grid_constant, !"grid_constant", !2}
// CHECK-NEXT: !2 = !{i32 1}
// CHECK-NEXT: !3 = !{ptr @nv_kernel, !"kernel", i32 1}
// CHECK-NEXT: !4 = !{ptr @nv_kernel, !"maxnreg", i32 64}
// CHECK-NEXT: !5 = !{ptr @nv_kernel, !"maxntidx", i32 128}
// CHECK-NEXT: !6 = !{ptr @nv_kernel, !"maxntidy", i32 1}
// CHECK-NEXT: !7 = !{ptr @nv_kernel, !"maxntidz", i32 1}
// CHECK-NEXT: !8 = !{ptr @nv_kernel, !"minctasm", i32 2}
// CHECK-NEXT: !9 = !{ptr @nv_reqntid, !"kernel", i32 1}
// CHECK-NEXT: !10 = !{ptr @nv_reqntid, !"reqntidx", i32 32}
// CHECK-NEXT: !11 = !{ptr @nv_reqntid, !"reqntidy", i32 4}
// CHECK-NEXT: !12 = !{ptr @nv_reqntid, !"reqntidz", i32 1}
// CHECK-NEXT: !13 = !{ptr @nv_grid_constant, !"kernel", i32 1}
// CHECK-EMPTY:
// CHECK-NEXT: ; ModuleID = 'LLVMDialectModule'
// CHECK-NEXT: source_filename = "LLVMDialectModule"
// CHECK-NEXT: target triple = "amdgcn-amd-amdhsa"
// CHECK-EMPTY:
// CHECK-NEXT: define amdgpu_kernel void @amd_kernel(ptr addrspace(1) %0) #0 !reqd_work_group_size !1 {
// CHECK-NEXT:   ret void
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define amdgpu_kernel void @amd_waves() #0 {
// CHECK-NEXT:   ret void
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: attributes #0 = { "amdgpu-flat-work-group-size"="1,256" "uniform-work-group-size"="true" }
// CHECK-EMPTY:
// CHECK-NEXT: !llvm.module.flags = !{!0}
// CHECK-EMPTY:
// CHECK-NEXT: !0 = !{i32 2, !"Debug Info Version", i32 3}
// CHECK-NEXT: !1 = !{i32 64, i32 1, i32 1}
