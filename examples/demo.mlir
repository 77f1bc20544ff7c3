// A small GPU program in MLIR's text form, as `make demo` feeds it to `gpuc opt`: host code that launches
// kernels, the kernels written in gpu/arith/scf/memref/math, and one kernel already lowered to the LLVM
// dialect with NVVM intrinsics. Every op here is registered: gpuc parses it in its custom syntax, verifies
// it and prints it back exactly as MLIR 19 does (`mlir-opt-19 examples/demo.mlir` prints the same text).
module attributes {gpu.container_module} {
  gpu.module @kernels {
    // y[i] = a * x[i] + y[i]
    gpu.func @saxpy(%a: f32, %x: memref<?xf32>, %y: memref<?xf32>, %n: index) kernel
        attributes {gpu.known_block_size = array<i32: 256, 1, 1>} {
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %tid = gpu.thread_id x
      %base = arith.muli %bid, %bdim : index
      %i = arith.addi %base, %tid : index
      %inside = arith.cmpi ult, %i, %n : index
      scf.if %inside {
        %xi = memref.load %x[%i] : memref<?xf32>
        %yi = memref.load %y[%i] : memref<?xf32>
        %ax = arith.mulf %a, %xi fastmath<contract> : f32
        %r = arith.addf %ax, %yi : f32
        memref.store %r, %y[%i] : memref<?xf32>
      }
      gpu.return
    }

    // out[i] = sum over k < 4 of exp(in[i]) / (k + 1), using a loop-carried value
    gpu.func @softish(%in: memref<?xf32>, %out: memref<?xf32>) kernel {
      %i = gpu.global_id x
      %v = memref.load %in[%i] : memref<?xf32>
      %e = math.exp %v : f32
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %zero = arith.constant 0.0 : f32
      %sum = scf.for %k = %c0 to %c4 step %c1 iter_args(%acc = %zero) -> (f32) {
        %k1 = arith.addi %k, %c1 : index
        %ki = arith.index_cast %k1 : index to i32
        %kf = arith.sitofp %ki : i32 to f32
        %t = arith.divf %e, %kf : f32
        %next = arith.addf %acc, %t : f32
        scf.yield %next : f32
      }
      memref.store %sum, %out[%i] : memref<?xf32>
      gpu.return
    }
  }

  // The same saxpy after MLIR's GPU-to-NVVM lowering: LLVM dialect plus NVVM special registers.
  gpu.module @lowered [#nvvm.target<chip = "sm_90">] {
    llvm.func @saxpy(%a: f32, %x: !llvm.ptr, %y: !llvm.ptr, %n: i64) attributes {gpu.kernel, nvvm.kernel} {
      %tid = nvvm.read.ptx.sreg.tid.x : i32
      %bid = nvvm.read.ptx.sreg.ctaid.x : i32
      %bdim = nvvm.read.ptx.sreg.ntid.x : i32
      %0 = llvm.mul %bid, %bdim : i32
      %1 = llvm.add %0, %tid : i32
      %i = llvm.sext %1 : i32 to i64
      %inside = llvm.icmp "slt" %i, %n : i64
      llvm.cond_br %inside, ^body, ^exit
    ^body:
      %px = llvm.getelementptr %x[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %py = llvm.getelementptr %y[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %xi = llvm.load %px : !llvm.ptr -> f32
      %yi = llvm.load %py : !llvm.ptr -> f32
      %ax = llvm.fmul %a, %xi : f32
      %r = llvm.fadd %ax, %yi : f32
      llvm.store %r, %py : f32, !llvm.ptr
      llvm.br ^exit
    ^exit:
      llvm.return
    }
  }

  func.func @main(%x: memref<?xf32>, %y: memref<?xf32>, %n: index) {
    %c1 = arith.constant 1 : index
    %c256 = arith.constant 256 : index
    %a = arith.constant 2.5 : f32
    %t = arith.addi %n, %c256 : index
    %blocks = arith.divui %t, %c256 : index
    %token = gpu.wait async
    %done = gpu.launch_func async [%token] @kernels::@saxpy blocks in (%blocks, %c1, %c1) threads in (%c256, %c1, %c1)
        args(%a : f32, %x : memref<?xf32>, %y : memref<?xf32>, %n : index)
    gpu.wait [%done]
    gpu.launch_func @kernels::@softish blocks in (%blocks, %c1, %c1) threads in (%c256, %c1, %c1)
        args(%x : memref<?xf32>, %y : memref<?xf32>)
    return
  }
}
