// A block reduction through shared memory, for nvptx64.
module attributes {llvm.target_triple = "nvptx64-nvidia-cuda", llvm.data_layout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"} {
  llvm.mlir.global internal @smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<256 x f32>
  llvm.func @reduce(%in: !llvm.ptr<1>, %out: !llvm.ptr<1>, %n: i32) attributes {nvvm.kernel, nvvm.maxntid = array<i32: 256, 1, 1>} {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %zero = llvm.mlir.constant(0.0 : f32) : f32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %bid = nvvm.read.ptx.sreg.ctaid.x : i32
    %bdim = nvvm.read.ptx.sreg.ntid.x : i32
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
    nvvm.barrier0
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
