// A device kernel in the LLVM dialect with NVVM ops, as gpu.module bodies
// look after --convert-gpu-to-nvvm: y[i] = a * x[i] + y[i] for i < n.
// `make demo` translates it to LLVM IR with gpuc translate and compiles
// that to PTX with llc-19.
module attributes {llvm.target_triple = "nvptx64-nvidia-cuda"} {
  llvm.func @saxpy(%a: f32, %x: !llvm.ptr<1>, %y: !llvm.ptr<1>, %n: i32) attributes {nvvm.kernel, nvvm.maxntid = array<i32: 256, 1, 1>} {
    %bid = nvvm.read.ptx.sreg.ctaid.x : i32
    %bdim = nvvm.read.ptx.sreg.ntid.x : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %0 = llvm.mul %bid, %bdim overflow<nsw> : i32
    %i = llvm.add %0, %tid overflow<nsw> : i32
    %inb = llvm.icmp "slt" %i, %n : i32
    llvm.cond_br %inb, ^body, ^done
  ^body:
    %px = llvm.getelementptr inbounds %x[%i] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %py = llvm.getelementptr inbounds %y[%i] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %vx = llvm.load %px : !llvm.ptr<1> -> f32
    %vy = llvm.load %py : !llvm.ptr<1> -> f32
    %r = llvm.intr.fma(%a, %vx, %vy) : (f32, f32, f32) -> f32
    llvm.store %r, %py : f32, !llvm.ptr<1>
    llvm.br ^done
  ^done:
    llvm.return
  }
}
