// A block reduction through shared memory, for amdgcn.
module attributes {llvm.target_triple = "amdgcn-amd-amdhsa", llvm.data_layout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"} {
  llvm.mlir.global internal @smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<256 x f32>
  llvm.func @reduce(%in: !llvm.ptr<1>, %out: !llvm.ptr<1>, %n: i32) attributes {rocdl.kernel, rocdl.flat_work_group_size = "1,256"} {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %zero = llvm.mlir.constant(0.0 : f32) : f32
    %tid = rocdl.workitem.id.x : i32
    %bid = rocdl.workgroup.id.x : i32
    %bdim = llvm.mlir.constant(256 : i32) : i32
    %base = llvm.mul %bid, %bdim : i32
    %gid = llvm.add %base, %tid : i32
    %inb = llvm.icmp "slt" %gid, %n : i32
    llvm.cond_br %inb, ^load, ^store(%zero : f32)
  ^load:
    %gp = llvm.getelementptr inbounds %in[%gid] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %v = llvm.load %gp {alignment = 4 : i64} : !llvm.ptr<1> -> f32
    llvm.br ^store(%v : f32)
  ^store(%x: f32):
    %s = llvm.mlir.addressof @smem : !llvm.ptr<3>
    %sp = llvm.getelementptr inbounds %s[0, %tid] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, !llvm.array<256 x f32>
    llvm.store %x, %sp {alignment = 4 : i64} : f32, !llvm.ptr<3>
    rocdl.barrier
    %is0 = llvm.icmp "eq" %tid, %c0 : i32
    llvm.cond_br %is0, ^sum(%c0, %zero : i32, f32), ^done
  ^sum(%i: i32, %acc: f32):
    %more = llvm.icmp "ult" %i, %bdim : i32
    llvm.cond_br %more, ^step, ^write
  ^step:
    %ep = llvm.getelementptr inbounds %s[0, %i] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, !llvm.array<256 x f32>
    %e = llvm.load %ep : !llvm.ptr<3> -> f32
    %acc1 = llvm.fadd %acc, %e {fastmathFlags = #llvm.fastmath<contract>} : f32
    %i1 = llvm.add %i, %c1 overflow<nsw, nuw> : i32
    llvm.br ^sum(%i1, %acc1 : i32, f32)
  ^write:
    %op = llvm.getelementptr inbounds %out[%bid] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %old = llvm.atomicrmw fadd %op, %acc monotonic : !llvm.ptr<1>, f32
    llvm.br ^done
  ^done:
    llvm.return
  }
}
