// Device code for NVIDIA GPUs, compiled for sm_90 by `make demo`:
//   gpuc opt --gpu-to-llvm='target="NVPTX: chip = "sm_90", O = 3"' examples/nvidia.mlir -o bin/nvidia.llvm.mlir
//   gpuc translate --mlir-to-llvmir [--gpu-object-format=isa] bin/nvidia.llvm.mlir -o bin/nvidia.ll
//   gpuc inspect bin/nvidia.ll
// Translation compiles the gpu.module with LLVM 19's NVPTX back end to PTX and embeds it in the host LLVM IR
// as @nv_kernels_gpubin_cst: a cubin (made by the CUDA toolkit's ptxas, or the CUDA driver) by default, the
// PTX text itself with --gpu-object-format=isa, which needs no CUDA at all. These kernels call no libdevice
// math; examples/nvidia_libdevice.mlir does.
module attributes {gpu.container_module} {
  gpu.module @nv_kernels {
    // y[i] = a * x[i] + y[i]
    llvm.func @saxpy(%x: !llvm.ptr<1>, %y: !llvm.ptr<1>, %n: i64, %a: f32) attributes {gpu.kernel, nvvm.kernel} {
      %bid = nvvm.read.ptx.sreg.ctaid.x : i32
      %bdim = nvvm.read.ptx.sreg.ntid.x : i32
      %tid = nvvm.read.ptx.sreg.tid.x : i32
      %b = llvm.mul %bid, %bdim : i32
      %g = llvm.add %b, %tid : i32
      %i = llvm.sext %g : i32 to i64
      %in = llvm.icmp "slt" %i, %n : i64
      llvm.cond_br %in, ^body, ^done
    ^body:
      %px = llvm.getelementptr %x[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %py = llvm.getelementptr %y[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %vx = llvm.load %px : !llvm.ptr<1> -> f32
      %vy = llvm.load %py : !llvm.ptr<1> -> f32
      %ax = llvm.fmul %a, %vx : f32
      %r = llvm.fadd %ax, %vy : f32
      llvm.store %r, %py : f32, !llvm.ptr<1>
      llvm.br ^done
    ^done:
      llvm.return
    }

    // *sum += the sum of x[0..n), a tree reduction per 256-thread block in shared memory (addrspace 3).
    llvm.mlir.global internal @partial() {addr_space = 3 : i32} : !llvm.array<256 x f32>
    llvm.func @block_sum(%x: !llvm.ptr<1>, %sum: !llvm.ptr<1>, %n: i64) attributes {gpu.kernel, nvvm.kernel, nvvm.maxntid = array<i32: 256, 1, 1>} {
      %zero = llvm.mlir.constant(0.0 : f32) : f32
      %c0 = llvm.mlir.constant(0 : i32) : i32
      %c1 = llvm.mlir.constant(1 : i32) : i32
      %c128 = llvm.mlir.constant(128 : i32) : i32
      %c256 = llvm.mlir.constant(256 : i32) : i32
      %bid = nvvm.read.ptx.sreg.ctaid.x : i32
      %tid = nvvm.read.ptx.sreg.tid.x : i32
      %b = llvm.mul %bid, %c256 : i32
      %g = llvm.add %b, %tid : i32
      %i = llvm.sext %g : i32 to i64
      %in = llvm.icmp "slt" %i, %n : i64
      llvm.cond_br %in, ^load, ^stage(%zero : f32)
    ^load:
      %px = llvm.getelementptr %x[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %vx = llvm.load %px : !llvm.ptr<1> -> f32
      llvm.br ^stage(%vx : f32)
    ^stage(%v: f32):
      %smem = llvm.mlir.addressof @partial : !llvm.ptr<3>
      %mine = llvm.getelementptr %smem[0, %tid] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, !llvm.array<256 x f32>
      llvm.store %v, %mine : f32, !llvm.ptr<3>
      nvvm.barrier0
      llvm.br ^loop(%c128 : i32)
    ^loop(%s: i32):
      %more = llvm.icmp "ugt" %s, %c0 : i32
      llvm.cond_br %more, ^step, ^last
    ^step:
      %active = llvm.icmp "ult" %tid, %s : i32
      llvm.cond_br %active, ^add, ^next
    ^add:
      %o = llvm.add %tid, %s : i32
      %other = llvm.getelementptr %smem[0, %o] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, !llvm.array<256 x f32>
      %a = llvm.load %mine : !llvm.ptr<3> -> f32
      %c = llvm.load %other : !llvm.ptr<3> -> f32
      %t = llvm.fadd %a, %c : f32
      llvm.store %t, %mine : f32, !llvm.ptr<3>
      llvm.br ^next
    ^next:
      nvvm.barrier0
      %h = llvm.lshr %s, %c1 : i32
      llvm.br ^loop(%h : i32)
    ^last:
      %first = llvm.icmp "eq" %tid, %c0 : i32
      llvm.cond_br %first, ^publish, ^done
    ^publish:
      %total = llvm.load %mine : !llvm.ptr<3> -> f32
      %old = llvm.atomicrmw fadd %sum, %total monotonic : !llvm.ptr<1>, f32
      llvm.br ^done
    ^done:
      llvm.return
    }
  }

  // The host side: y = a*x + y, then sum += sum(y), over n elements in 256-thread blocks.
  func.func @run(%x: !llvm.ptr<1>, %y: !llvm.ptr<1>, %sum: !llvm.ptr<1>, %n: i64, %a: f32) {
    %c1 = arith.constant 1 : index
    %c255 = arith.constant 255 : i64
    %c256 = arith.constant 256 : i64
    %threads = arith.constant 256 : index
    %up = arith.addi %n, %c255 : i64
    %nb = arith.divui %up, %c256 : i64
    %blocks = arith.index_cast %nb : i64 to index
    gpu.launch_func @nv_kernels::@saxpy blocks in (%blocks, %c1, %c1) threads in (%threads, %c1, %c1)
        args(%x : !llvm.ptr<1>, %y : !llvm.ptr<1>, %n : i64, %a : f32)
    gpu.launch_func @nv_kernels::@block_sum blocks in (%blocks, %c1, %c1) threads in (%threads, %c1, %c1)
        args(%y : !llvm.ptr<1>, %sum : !llvm.ptr<1>, %n : i64)
    return
  }
}
