// The target's O level runs LLVM's default<O0..O3> pipeline, as MLIR's makeOptimizingTransformer, seen in the
// optimised LLVM IR that --gpu-dump-intermediates writes: O0 keeps the private stack slot (no SROA); O1
// removes it but keeps the load that only GVN (O2 and up) finds redundant across the diamond; O3 alone
// promotes the pointer argument of the noinline helper to the value it loads (ArgumentPromotion). The
// module below is a template: sed names it after the level and sets O. The GCN assembly is dumped too.
// UNSUPPORTED: mlir-oracle
// RUN: rm -rf %t && mkdir -p %t
// RUN: sed -e 's/NAME/o0/g' -e 's/OLEVEL/0/' %s | gpuc translate --mlir-to-llvmir --gpu-object-format=isa --gpu-dump-intermediates=%t -o /dev/null
// RUN: sed -e 's/NAME/o1/g' -e 's/OLEVEL/1/' %s | gpuc translate --mlir-to-llvmir --gpu-object-format=isa --gpu-dump-intermediates=%t -o /dev/null
// RUN: sed -e 's/NAME/o2/g' -e 's/OLEVEL/2/' %s | gpuc translate --mlir-to-llvmir --gpu-object-format=isa --gpu-dump-intermediates=%t -o /dev/null
// RUN: sed -e 's/NAME/o3/g' -e 's/OLEVEL/3/' %s | gpuc translate --mlir-to-llvmir --gpu-object-format=isa --gpu-dump-intermediates=%t -o /dev/null
// RUN: FileCheck %s --check-prefix=O0 --input-file=%t/o0.gfx90a.opt.ll
// RUN: FileCheck %s --check-prefix=O1 --input-file=%t/o1.gfx90a.opt.ll
// RUN: FileCheck %s --check-prefix=O2 --input-file=%t/o2.gfx90a.opt.ll
// RUN: FileCheck %s --check-prefix=O3 --input-file=%t/o3.gfx90a.opt.ll
// RUN: FileCheck %s --check-prefix=ISA --input-file=%t/o2.gfx90a.s
// RUN: FileCheck %s --check-prefix=INITIAL --input-file=%t/o3.gfx90a.initial.ll

// O0: define internal float @load_twice(ptr addrspace(1) %0)
// O0: define amdgpu_kernel void @k(
// O0: alloca float, align 4, addrspace(5)
// O0: load i32, ptr addrspace(1)
// O0: load i32, ptr addrspace(1)
// O0: load i32, ptr addrspace(1)

// O1: define internal fastcc float @load_twice(ptr addrspace(1) nocapture readonly %0)
// O1: define amdgpu_kernel void @k(
// O1-NOT: alloca
// O1: load i32, ptr addrspace(1)
// O1-NOT: load i32
// O1: store i32 %storemerge
// O1-NEXT: load i32, ptr addrspace(1)

// O2: define internal fastcc float @load_twice(ptr addrspace(1) nocapture readonly %0)
// O2: define amdgpu_kernel void @k(
// O2-NOT: alloca
// O2: load i32, ptr addrspace(1)
// O2-NOT: load i32
// O2: ret void

// O3: define internal fastcc float @load_twice(float %.0.val)
// O3: define amdgpu_kernel void @k(
// O3-NOT: alloca

// ISA: .amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
// ISA: k:
// ISA: .end_amdgpu_metadata

// INITIAL: target triple = "amdgcn-amd-amdhsa"
// INITIAL: define amdgpu_kernel void @k(
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @NAME_gpubin_stub("") {addr_space = 0 : i32}
  gpu.module @NAME attributes {target = #gpu.target<AMDGPU: chip = "gfx90a", O = OLEVEL>} {
    llvm.func internal @load_twice(%p: !llvm.ptr<1>) -> f32 attributes {passthrough = ["noinline"]} {
      %0 = llvm.load %p : !llvm.ptr<1> -> f32
      %1 = llvm.fadd %0, %0 : f32
      llvm.return %1 : f32
    }
    llvm.func @k(%p: !llvm.ptr<1> {llvm.noalias}, %q: !llvm.ptr<1> {llvm.noalias}, %c: i1) attributes {rocdl.kernel} {
      %one = llvm.mlir.constant(1 : i32) : i32
      %slot = llvm.alloca %one x f32 : (i32) -> !llvm.ptr<5>
      %v = llvm.call @load_twice(%p) : (!llvm.ptr<1>) -> f32
      llvm.store %v, %slot : f32, !llvm.ptr<5>
      %w = llvm.load %slot : !llvm.ptr<5> -> f32
      %q2 = llvm.getelementptr %q[2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      llvm.store %w, %q2 : f32, !llvm.ptr<1>
      llvm.cond_br %c, ^a, ^b
    ^a:
      %x = llvm.load %p : !llvm.ptr<1> -> i32
      %x1 = llvm.add %x, %x : i32
      llvm.store %x1, %q : i32, !llvm.ptr<1>
      llvm.br ^m
    ^b:
      %y = llvm.load %p : !llvm.ptr<1> -> i32
      %y1 = llvm.mul %y, %y : i32
      llvm.store %y1, %q : i32, !llvm.ptr<1>
      llvm.br ^m
    ^m:
      %z = llvm.load %p : !llvm.ptr<1> -> i32
      %r = llvm.getelementptr %q[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
      llvm.store %z, %r : i32, !llvm.ptr<1>
      llvm.return
    }
  }
  llvm.func @host() -> !llvm.ptr {
    %0 = llvm.mlir.addressof @NAME_gpubin_stub : !llvm.ptr
    llvm.return %0 : !llvm.ptr
  }
}
