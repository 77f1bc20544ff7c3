// A host function that launches a kernel, for `make demo`'s second step:
//   gpuc opt --gpu-to-llvm='target="NVPTX: chip = "sm_90", O = 3"' examples/launch.mlir
// sets the gpu.module's target, lowers the host code to the LLVM dialect and the launch to the GPU runtime
// calls, and leaves an empty @scale_gpubin_stub global for translation to fill in with the device binary.
module attributes {gpu.container_module} {
  gpu.module @scale attributes {rocdl = #gpu.target<AMDGPU : chip = "gfx90a">} {
    llvm.func @scale(%x: !llvm.ptr, %n: i64, %s: f32) attributes {gpu.kernel, nvvm.kernel} {
      %tid = nvvm.read.ptx.sreg.tid.x : i32
      %i = llvm.sext %tid : i32 to i64
      %in = llvm.icmp "slt" %i, %n : i64
      llvm.cond_br %in, ^body, ^done
    ^body:
      %p = llvm.getelementptr %x[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %v = llvm.load %p : !llvm.ptr -> f32
      %w = llvm.fmul %v, %s : f32
      llvm.store %w, %p : f32, !llvm.ptr
      llvm.br ^done
    ^done:
      llvm.return
    }
  }

  func.func @scale_on_gpu(%buf: memref<?xf32>, %s: f32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %n = memref.dim %buf, %c0 : memref<?xf32>
    %n64 = arith.index_cast %n : index to i64
    %ptr = memref.extract_aligned_pointer_as_index %buf : memref<?xf32> -> index
    %pi = arith.index_cast %ptr : index to i64
    %p = llvm.inttoptr %pi : i64 to !llvm.ptr
    gpu.launch_func @scale::@scale blocks in (%c1, %c1, %c1) threads in (%n, %c1, %c1)
        args(%p : !llvm.ptr, %n64 : i64, %s : f32)
    return
  }
}
