// An NVIDIA kernel that calls libdevice math (__nv_expf, __nv_sqrtf), compiled for sm_90 by `make demo`
// where a CUDA toolkit is installed:
//   gpuc opt --gpu-to-llvm='target="NVPTX: chip = "sm_90", O = 3"' examples/nvidia_libdevice.mlir -o bin/nvmath.llvm.mlir
//   gpuc translate --mlir-to-llvmir bin/nvmath.llvm.mlir -o bin/nvmath.ll
// libdevice (<toolkit>/nvvm/libdevice/libdevice.10.bc) is part of the CUDA toolkit, not of LLVM: without a
// toolkit, translation stops with an error naming the undefined __nv_* functions and where it looked.
module attributes {gpu.container_module} {
  gpu.module @nv_math {
    llvm.func @__nv_expf(f32) -> f32
    llvm.func @__nv_sqrtf(f32) -> f32

    // y[i] = exp(x[i]) / sqrt(1 + x[i]^2)
    llvm.func @exp_over_norm(%x: !llvm.ptr<1>, %y: !llvm.ptr<1>, %n: i64) attributes {gpu.kernel, nvvm.kernel} {
      %one = llvm.mlir.constant(1.0 : f32) : f32
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
      %v = llvm.load %px : !llvm.ptr<1> -> f32
      %e = llvm.call @__nv_expf(%v) : (f32) -> f32
      %sq = llvm.fmul %v, %v : f32
      %s1 = llvm.fadd %sq, %one : f32
      %r = llvm.call @__nv_sqrtf(%s1) : (f32) -> f32
      %q = llvm.fdiv %e, %r : f32
      %py = llvm.getelementptr %y[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %q, %py : f32, !llvm.ptr<1>
      llvm.br ^done
    ^done:
      llvm.return
    }
  }

  func.func @run(%x: !llvm.ptr<1>, %y: !llvm.ptr<1>, %n: i64) {
    %c1 = arith.constant 1 : index
    %c255 = arith.constant 255 : i64
    %c256 = arith.constant 256 : i64
    %threads = arith.constant 256 : index
    %up = arith.addi %n, %c255 : i64
    %nb = arith.divui %up, %c256 : i64
    %blocks = arith.index_cast %nb : i64 to index
    gpu.launch_func @nv_math::@exp_over_norm blocks in (%blocks, %c1, %c1) threads in (%threads, %c1, %c1)
        args(%x : !llvm.ptr<1>, %y : !llvm.ptr<1>, %n : i64)
    return
  }
}
