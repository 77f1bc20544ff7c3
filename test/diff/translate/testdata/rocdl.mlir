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

