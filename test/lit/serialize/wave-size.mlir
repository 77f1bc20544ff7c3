// The wavefront-size library follows the code: ockl's wave functions read __oclc_wavefrontsize64 to know how
// many lanes a wave has. LLVM makes wave32 code for gfx10 and later (unless the features say
// +wavefrontsize64) and wave64 code before, so by default gpuc links oclc_wavefrontsize64_off for gfx1030 and
// _on for gfx90a (the seed and MLIR 19 link _on for both, wrong on gfx1030). `wave64` makes gfx1030's code
// wave64 too, library functions with target-features of their own included (ockl's DPP helpers). `noWave64`
// on gfx90a, which runs wave64 only, keeps the seed's _off library with a warning. Seen in the dumped linked
// IR, and in the wave column `gpuc inspect` reads from the HSACOs' metadata. (O = 2: at O0 LLVM keeps ockl's
// gfx9 branch of the wave reduction, which gfx10 cannot encode, an error in MLIR 19 as well.)
// UNSUPPORTED: mlir-oracle
// RUN: rm -rf %t && mkdir -p %t
// RUN: gpuc translate --mlir-to-llvmir --verify-diagnostics --gpu-dump-intermediates=%t %s -o %t/host.ll
// RUN: FileCheck %s --check-prefix=LIB -DW64=0 --input-file=%t/w32.gfx1030.linked.ll
// RUN: FileCheck %s --check-prefixes=LIB,FEAT -DW64=1 --input-file=%t/w64.gfx1030.linked.ll
// RUN: FileCheck %s --check-prefix=LIB -DW64=1 --input-file=%t/g9.gfx90a.linked.ll
// RUN: FileCheck %s --check-prefix=LIB -DW64=0 --input-file=%t/g9no.gfx90a.linked.ll
// RUN: gpuc inspect %t/host.ll | FileCheck %s --check-prefix=WAVE
// Options and features that contradict each other, or wave32 code for a wave64-only chip, are errors.
// RUN: sed -e 's/opts = {wave64}/features = "+wavefrontsize32", opts = {wave64}/' %s | not gpuc translate --mlir-to-llvmir -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERR64
// RUN: sed -e 's/chip = "gfx90a">/chip = "gfx90a", features = "-wavefrontsize64">/' %s | not gpuc translate --mlir-to-llvmir -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERR9

// LIB: @__oclc_wavefrontsize64 = internal local_unnamed_addr addrspace(4) constant i8 [[W64]], align 1
// FEAT: "target-features"="+dpp,+gfx10-insts,+wavefrontsize64"

// ERR64: <stdin>:[[#@LINE+21]]:3: error: opts `wave64` asks for wave64 code, but the features "+wavefrontsize32" ask for wave32: drop one of them
// ERR9: <stdin>:[[#@LINE+28]]:3: error: the features "-wavefrontsize64" ask for wave32 code, but gfx90a runs wave64 only: remove +wavefrontsize32 / -wavefrontsize64 from the features

// WAVE:      module  kind   target   kernel  size  sgpr  vgpr  agpr  regs  lds  scratch  wave
// WAVE-NEXT: w32     HSACO  gfx1030  k       {{.*}} 32
// WAVE-NEXT: w64     HSACO  gfx1030  k       {{.*}} 64
// WAVE-NEXT: g9      HSACO  gfx90a   k       {{.*}} 64
// WAVE-NEXT: g9no    HSACO  gfx90a   k       {{.*}} 64
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @w32_gpubin_stub("") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @w64_gpubin_stub("") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @g9_gpubin_stub("") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @g9no_gpubin_stub("") {addr_space = 0 : i32}
  gpu.module @w32 attributes {target = #gpu.target<AMDGPU: O = 2, chip = "gfx1030">} {
    llvm.func @__ockl_activelane_u32() -> i32
    llvm.func @k(%p: !llvm.ptr<1>) attributes {rocdl.kernel} {
      %0 = llvm.call @__ockl_activelane_u32() : () -> i32
      llvm.store %0, %p : i32, !llvm.ptr<1>
      llvm.return
    }
  }
  gpu.module @w64 attributes {target = #gpu.target<AMDGPU: O = 2, chip = "gfx1030", opts = {wave64}>} {
    llvm.func @__ockl_wfred_add_i32(i32) -> i32
    llvm.func @k(%x: i32, %p: !llvm.ptr<1>) attributes {rocdl.kernel} {
      %0 = llvm.call @__ockl_wfred_add_i32(%x) : (i32) -> i32
      llvm.store %0, %p : i32, !llvm.ptr<1>
      llvm.return
    }
  }
  gpu.module @g9 attributes {target = #gpu.target<AMDGPU: O = 2, chip = "gfx90a">} {
    llvm.func @__ockl_activelane_u32() -> i32
    llvm.func @k(%p: !llvm.ptr<1>) attributes {rocdl.kernel} {
      %0 = llvm.call @__ockl_activelane_u32() : () -> i32
      llvm.store %0, %p : i32, !llvm.ptr<1>
      llvm.return
    }
  }
  // expected-warning @below {{opts `noWave64` cannot change gfx90a's wave size (it runs wave64 only): the ockl wave functions this module links (active lanes, wave reductions and scans, ballots) read oclc_wavefrontsize64_off, assume 32 lanes per wave and give wrong results in its 64-lane waves; drop `noWave64`}}
  gpu.module @g9no attributes {target = #gpu.target<AMDGPU: O = 2, chip = "gfx90a", opts = {noWave64}>} {
    llvm.func @__ockl_activelane_u32() -> i32
    llvm.func @k(%p: !llvm.ptr<1>) attributes {rocdl.kernel} {
      %0 = llvm.call @__ockl_activelane_u32() : () -> i32
      llvm.store %0, %p : i32, !llvm.ptr<1>
      llvm.return
    }
  }
  llvm.func @host() -> !llvm.ptr {
    %0 = llvm.mlir.addressof @w32_gpubin_stub : !llvm.ptr
    %1 = llvm.mlir.addressof @w64_gpubin_stub : !llvm.ptr
    %2 = llvm.mlir.addressof @g9_gpubin_stub : !llvm.ptr
    %3 = llvm.mlir.addressof @g9no_gpubin_stub : !llvm.ptr
    llvm.return %0 : !llvm.ptr
  }
}
