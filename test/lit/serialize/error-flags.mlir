// The device flags of `gpuc translate` are checked before any input is read: an unknown object format
// (LLVM's words for an enum option, then the valid values), and a dump folder that cannot be created.
// UNSUPPORTED: mlir-oracle
// RUN: rm -rf %t && mkdir -p %t && touch %t/file
// RUN: not gpuc translate --mlir-to-llvmir --gpu-object-format=bad %s 2>&1 | FileCheck %s --check-prefix=FORMAT
// RUN: not gpuc translate --mlir-to-llvmir --gpu-dump-intermediates=%t/file/sub %s 2>&1 | FileCheck %s --check-prefix=DUMP -DDIR=%t
// RUN: not gpuc translate --mlir-to-llvmir --gpu-jobs=many %s 2>&1 | FileCheck %s --check-prefix=JOBS

// FORMAT: gpuc translate: for the --gpu-object-format option: Cannot find option named 'bad'!
// FORMAT-NEXT: gpuc translate: --gpu-object-format takes one of bin, isa, llvm
// FORMAT-NOT: {{.}}
// DUMP: gpuc translate: cannot create the folder [[DIR]]/file/sub for --gpu-dump-intermediates (Not a directory); name a folder that can be created and written
// JOBS: gpuc translate: --gpu-jobs takes a number of modules to compile at once (0 for one per CPU), not 'many'
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @kernels_gpubin_stub("") {addr_space = 0 : i32}
  gpu.module @kernels attributes {target = #gpu.target<AMDGPU: chip = "gfx90a">} {
    llvm.func @k() attributes {rocdl.kernel} {
      llvm.return
    }
  }
}
