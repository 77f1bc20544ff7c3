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

