// Device code for AMD GPUs, compiled to a gfx90a code object (HSACO) by `make demo`:
//   gpuc opt --gpu-to-llvm='target="AMDGPU: chip = "gfx90a", O = 3"' examples/amdgpu.mlir -o bin/amdgpu.llvm.mlir
//   gpuc translate --mlir-to-llvmir bin/amdgpu.llvm.mlir -o bin/amdgpu.ll
//   gpuc inspect bin/amdgpu.ll
// gpu-to-llvm sets the gpu.module's target and lowers the host function's launches to GPU runtime calls;
// translation compiles the gpu.module with LLVM 19 (linking the ROCm device libraries for the __ocml_*
// math), links it with ld.lld into an HSACO and embeds it in the host LLVM IR as @amd_kernels_gpubin_cst;
// inspect reads each kernel's registers and LDS size back from the code object's metadata note.
//
// The kernels are in the LLVM dialect with rocdl ops (what a gpu-to-rocdl lowering would produce);
// the host passes plain pointers and lengths, so nothing but LLVM types crosses the launch.
module attributes {gpu.container_module} {
  gpu.module @amd_kernels {
    // The ROCm device library's math functions, linked in at compile time.
    llvm.func @__ocml_exp_f32(f32) -> f32
    llvm.func @__ocml_sqrt_f32(f32) -> f32

    // y[i] = a * x[i] + y[i]
    llvm.func @saxpy(%x: !llvm.ptr<1>, %y: !llvm.ptr<1>, %n: i64, %a: f32) attributes {gpu.kernel, rocdl.kernel} {
      %bid = rocdl.workgroup.id.x : i32
      %tid = rocdl.workitem.id.x : i32
      // The workgroup size comes from the device library's __ockl_get_local_size, an i64.
      %bdim = rocdl.workgroup.dim.x : i64
      %bid64 = llvm.sext %bid : i32 to i64
      %tid64 = llvm.sext %tid : i32 to i64
      %b = llvm.mul %bid64, %bdim : i64
      %i = llvm.add %b, %tid64 : i64
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

    // *sum += the sum of x[0..n), a tree reduction per 256-thread workgroup in LDS (addrspace 3).
    llvm.mlir.global internal @partial() {addr_space = 3 : i32} : !llvm.array<256 x f32>
    llvm.func @block_sum(%x: !llvm.ptr<1>, %sum: !llvm.ptr<1>, %n: i64) attributes {gpu.kernel, rocdl.kernel, rocdl.flat_work_group_size = "256,256"} {
      %zero = llvm.mlir.constant(0.0 : f32) : f32
      %c0 = llvm.mlir.constant(0 : i32) : i32
      %c1 = llvm.mlir.constant(1 : i32) : i32
      %c128 = llvm.mlir.constant(128 : i32) : i32
      %bid = rocdl.workgroup.id.x : i32
      %tid = rocdl.workitem.id.x : i32
      %c256 = llvm.mlir.constant(256 : i32) : i32
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
      %lds = llvm.mlir.addressof @partial : !llvm.ptr<3>
      %mine = llvm.getelementptr %lds[0, %tid] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, !llvm.array<256 x f32>
      llvm.store %v, %mine : f32, !llvm.ptr<3>
      rocdl.barrier
      llvm.br ^loop(%c128 : i32)
    ^loop(%s: i32):
      %more = llvm.icmp "ugt" %s, %c0 : i32
      llvm.cond_br %more, ^step, ^last
    ^step:
      %active = llvm.icmp "ult" %tid, %s : i32
      llvm.cond_br %active, ^add, ^next
    ^add:
      %o = llvm.add %tid, %s : i32
      %other = llvm.getelementptr %lds[0, %o] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, !llvm.array<256 x f32>
      %a = llvm.load %mine : !llvm.ptr<3> -> f32
      %c = llvm.load %other : !llvm.ptr<3> -> f32
      %t = llvm.fadd %a, %c : f32
      llvm.store %t, %mine : f32, !llvm.ptr<3>
      llvm.br ^next
    ^next:
      rocdl.barrier
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

    // y[i] = exp(x[i]) / sqrt(1 + x[i]^2), through the device library's __ocml_exp_f32 and __ocml_sqrt_f32.
    llvm.func @exp_over_norm(%x: !llvm.ptr<1>, %y: !llvm.ptr<1>, %n: i64) attributes {gpu.kernel, rocdl.kernel} {
      %one = llvm.mlir.constant(1.0 : f32) : f32
      %bid = rocdl.workgroup.id.x : i32
      %tid = rocdl.workitem.id.x : i32
      // The workgroup size comes from the device library's __ockl_get_local_size, an i64.
      %bdim = rocdl.workgroup.dim.x : i64
      %bid64 = llvm.sext %bid : i32 to i64
      %tid64 = llvm.sext %tid : i32 to i64
      %b = llvm.mul %bid64, %bdim : i64
      %i = llvm.add %b, %tid64 : i64
      %in = llvm.icmp "slt" %i, %n : i64
      llvm.cond_br %in, ^body, ^done
    ^body:
      %px = llvm.getelementptr %x[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %v = llvm.load %px : !llvm.ptr<1> -> f32
      %e = llvm.call @__ocml_exp_f32(%v) : (f32) -> f32
      %sq = llvm.fmul %v, %v : f32
      %s1 = llvm.fadd %sq, %one : f32
      %r = llvm.call @__ocml_sqrt_f32(%s1) : (f32) -> f32
      %q = llvm.fdiv %e, %r : f32
      %py = llvm.getelementptr %y[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %q, %py : f32, !llvm.ptr<1>
      llvm.br ^done
    ^done:
      llvm.return
    }
  }

  // The host side: y = a*x + y, then sum += sum(y), then z = exp(y)/sqrt(1+y^2), over n elements in
  // 256-thread blocks. x, y, z and sum are device pointers (from gpu.alloc or the runtime).
  func.func @run(%x: !llvm.ptr<1>, %y: !llvm.ptr<1>, %z: !llvm.ptr<1>, %sum: !llvm.ptr<1>, %n: i64, %a: f32) {
    %c1 = arith.constant 1 : index
    %c255 = arith.constant 255 : i64
    %c256 = arith.constant 256 : i64
    %threads = arith.constant 256 : index
    %up = arith.addi %n, %c255 : i64
    %nb = arith.divui %up, %c256 : i64
    %blocks = arith.index_cast %nb : i64 to index
    gpu.launch_func @amd_kernels::@saxpy blocks in (%blocks, %c1, %c1) threads in (%threads, %c1, %c1)
        args(%x : !llvm.ptr<1>, %y : !llvm.ptr<1>, %n : i64, %a : f32)
    gpu.launch_func @amd_kernels::@block_sum blocks in (%blocks, %c1, %c1) threads in (%threads, %c1, %c1)
        args(%y : !llvm.ptr<1>, %sum : !llvm.ptr<1>, %n : i64)
    gpu.launch_func @amd_kernels::@exp_over_norm blocks in (%blocks, %c1, %c1) threads in (%threads, %c1, %c1)
        args(%y : !llvm.ptr<1>, %z : !llvm.ptr<1>, %n : i64)
    return
  }
}
