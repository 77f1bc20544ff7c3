// With ptxas (the toolkit's bin, else PATH), the default format embeds a cubin: an EM_CUDA ELF for the
// target's chip with one entry per kernel and its register count, as `gpuc inspect` reads it back. The
// cubin is ptxas's own output for the PTX gpuc emits (same -arch and -O as the target). Runs only where
// ptxas exists.
// REQUIRES: ptxas
// UNSUPPORTED: mlir-oracle
// RUN: rm -rf %t && mkdir -p %t
// RUN: gpuc translate --mlir-to-llvmir --gpu-dump-intermediates=%t/dump %s -o %t/out.ll
// RUN: ptxas -arch=sm_90 -O3 %t/dump/two.sm_90.ptx -o %t/ref.cubin
// RUN: gpuc inspect %t/out.ll > %t/rows
// RUN: gpuc inspect %t/ref.cubin >> %t/rows
// RUN: FileCheck %s --input-file=%t/rows

// The embedded cubin, then ptxas's own from the dumped PTX: same size, same registers, same shared memory.
// CHECK: module{{ +}}kind{{ +}}target{{ +}}kernel
// CHECK-DAG: two{{ +}}cubin{{ +}}sm_90{{ +}}add{{ +}}[[SIZE:[0-9]+]]{{ +}}-{{ +}}-{{ +}}-{{ +}}[[ADDREGS:[1-9][0-9]*]]{{ +}}0{{ +}}-{{ +}}32
// CHECK-DAG: two{{ +}}cubin{{ +}}sm_90{{ +}}tile{{ +}}[[SIZE]]{{ +}}-{{ +}}-{{ +}}-{{ +}}[[TILEREGS:[1-9][0-9]*]]{{ +}}[[LDS:[1-9][0-9]*]]{{ +}}-{{ +}}32
// CHECK: module{{ +}}kind{{ +}}target{{ +}}kernel
// CHECK-DAG: ref{{ +}}cubin{{ +}}sm_90{{ +}}add{{ +}}[[SIZE]]{{ +}}-{{ +}}-{{ +}}-{{ +}}[[ADDREGS]]{{ +}}0
// CHECK-DAG: ref{{ +}}cubin{{ +}}sm_90{{ +}}tile{{ +}}[[SIZE]]{{ +}}-{{ +}}-{{ +}}-{{ +}}[[TILEREGS]]{{ +}}[[LDS]]
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @two_gpubin_stub("") {addr_space = 0 : i32}
  gpu.module @two attributes {target = #gpu.target<NVPTX: chip = "sm_90", O = 3>} {
    llvm.mlir.global internal @buf() {addr_space = 3 : i32} : !llvm.array<256 x f32>
    llvm.func @add(%a: !llvm.ptr<1>, %b: !llvm.ptr<1>) attributes {gpu.kernel} {
      %t = nvvm.read.ptx.sreg.tid.x : i32
      %pa = llvm.getelementptr %a[%t] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %pb = llvm.getelementptr %b[%t] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %x = llvm.load %pa : !llvm.ptr<1> -> f32
      %y = llvm.load %pb : !llvm.ptr<1> -> f32
      %s = llvm.fadd %x, %y : f32
      llvm.store %s, %pa : f32, !llvm.ptr<1>
      llvm.return
    }
    llvm.func @tile(%a: !llvm.ptr<1>) attributes {gpu.kernel} {
      %t = nvvm.read.ptx.sreg.tid.x : i32
      %buf = llvm.mlir.addressof @buf : !llvm.ptr<3>
      %pa = llvm.getelementptr %a[%t] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %ps = llvm.getelementptr %buf[0, %t] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, !llvm.array<256 x f32>
      %x = llvm.load %pa : !llvm.ptr<1> -> f32
      llvm.store %x, %ps : f32, !llvm.ptr<3>
      nvvm.barrier0
      %c255 = llvm.mlir.constant(255 : i32) : i32
      %r = llvm.sub %c255, %t : i32
      %pr = llvm.getelementptr %buf[0, %r] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, !llvm.array<256 x f32>
      %y = llvm.load %pr : !llvm.ptr<3> -> f32
      llvm.store %y, %pa : f32, !llvm.ptr<1>
      llvm.return
    }
  }
  llvm.func @host() -> !llvm.ptr {
    %0 = llvm.mlir.addressof @two_gpubin_stub : !llvm.ptr
    llvm.return %0 : !llvm.ptr
  }
}
