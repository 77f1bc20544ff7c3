// How the target's options choose the ROCm device libraries (the seed's getCommonBitcodeLibs), seen in the
// linked LLVM IR that --gpu-dump-intermediates writes: each oclc library defines one control constant, which
// the ocml/ockl functions the kernel calls read. abi_ver also sets the code object version (module flag
// amdhsa_code_object_version; 500 by default, LLVM 19's default, where the seed's LLVM 17 used 400).
// --gpu-object-format=llvm skips code generation. The module below is a template: sed names it after the
// option and fills in `opts`.
// UNSUPPORTED: mlir-oracle
// RUN: rm -rf %t && mkdir -p %t
// RUN: sed -e 's/NAME/plain/g' -e 's/OPTS//' %s | gpuc translate --mlir-to-llvmir --gpu-object-format=llvm --gpu-dump-intermediates=%t -o /dev/null
// RUN: FileCheck %s --input-file=%t/plain.gfx90a.linked.ll -DDAZ=0 -DUNSAFE=0 -DFINITE=0 -DSQRT=0 -DW64=1 -DABI=500
// RUN: sed -e 's/NAME/ftz/g' -e 's/OPTS/ftz/' %s | gpuc translate --mlir-to-llvmir --gpu-object-format=llvm --gpu-dump-intermediates=%t -o /dev/null
// RUN: FileCheck %s --input-file=%t/ftz.gfx90a.linked.ll -DDAZ=1 -DUNSAFE=0 -DFINITE=0 -DSQRT=0 -DW64=1 -DABI=500
// RUN: sed -e 's/NAME/fast/g' -e 's/OPTS/fast/' %s | gpuc translate --mlir-to-llvmir --gpu-object-format=llvm --gpu-dump-intermediates=%t -o /dev/null
// RUN: FileCheck %s --input-file=%t/fast.gfx90a.linked.ll -DDAZ=0 -DUNSAFE=1 -DFINITE=1 -DSQRT=0 -DW64=1 -DABI=500
// RUN: sed -e 's/NAME/finite/g' -e 's/OPTS/finite_only/' %s | gpuc translate --mlir-to-llvmir --gpu-object-format=llvm --gpu-dump-intermediates=%t -o /dev/null
// RUN: FileCheck %s --input-file=%t/finite.gfx90a.linked.ll -DDAZ=0 -DUNSAFE=0 -DFINITE=1 -DSQRT=0 -DW64=1 -DABI=500
// RUN: sed -e 's/NAME/unsafe/g' -e 's/OPTS/unsafe_math/' %s | gpuc translate --mlir-to-llvmir --gpu-object-format=llvm --gpu-dump-intermediates=%t -o /dev/null
// RUN: FileCheck %s --input-file=%t/unsafe.gfx90a.linked.ll -DDAZ=0 -DUNSAFE=1 -DFINITE=0 -DSQRT=0 -DW64=1 -DABI=500
// RUN: sed -e 's/NAME/sqrt/g' -e 's/OPTS/correct_sqrt/' %s | gpuc translate --mlir-to-llvmir --gpu-object-format=llvm --gpu-dump-intermediates=%t -o /dev/null
// RUN: FileCheck %s --input-file=%t/sqrt.gfx90a.linked.ll -DDAZ=0 -DUNSAFE=0 -DFINITE=0 -DSQRT=1 -DW64=1 -DABI=500
// RUN: sed -e 's/NAME/wave32/g' -e 's/OPTS/noWave64/' %s | gpuc translate --mlir-to-llvmir --gpu-object-format=llvm --gpu-dump-intermediates=%t -o /dev/null
// RUN: FileCheck %s --input-file=%t/wave32.gfx90a.linked.ll -DDAZ=0 -DUNSAFE=0 -DFINITE=0 -DSQRT=0 -DW64=0 -DABI=500
// RUN: sed -e 's/NAME/abi400/g' -e 's/OPTS/abi_ver = "400"/' %s | gpuc translate --mlir-to-llvmir --gpu-object-format=llvm --gpu-dump-intermediates=%t -o /dev/null
// RUN: FileCheck %s --input-file=%t/abi400.gfx90a.linked.ll -DDAZ=0 -DUNSAFE=0 -DFINITE=0 -DSQRT=0 -DW64=1 -DABI=400

// CHECK-DAG: @__oclc_daz_opt = internal local_unnamed_addr addrspace(4) constant i8 [[DAZ]], align 1
// CHECK-DAG: @__oclc_unsafe_math_opt = internal local_unnamed_addr addrspace(4) constant i8 [[UNSAFE]], align 1
// CHECK-DAG: @__oclc_finite_only_opt = internal local_unnamed_addr addrspace(4) constant i8 [[FINITE]], align 1
// CHECK-DAG: @__oclc_correctly_rounded_sqrt32 = internal local_unnamed_addr addrspace(4) constant i8 [[SQRT]], align 1
// CHECK-DAG: @__oclc_wavefrontsize64 = internal local_unnamed_addr addrspace(4) constant i8 [[W64]], align 1
// CHECK-DAG: @__oclc_ISA_version = internal local_unnamed_addr addrspace(4) constant i32 9010, align 4
// CHECK-DAG: @__oclc_ABI_version = internal local_unnamed_addr addrspace(4) constant i32 [[ABI]], align 4
// CHECK-DAG: define amdgpu_kernel void @math(
// CHECK-DAG: define internal float @__ocml_exp_f32(
// CHECK-DAG: !{i32 1, !"amdhsa_code_object_version", i32 [[ABI]]}
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @NAME_gpubin_stub("") {addr_space = 0 : i32}
  gpu.module @NAME attributes {target = #gpu.target<AMDGPU: chip = "gfx90a", opts = {OPTS}>} {
    llvm.func @__ocml_exp2_f32(f32) -> f32        // reads __oclc_daz_opt
    llvm.func @__ocml_exp_f32(f32) -> f32         // __oclc_unsafe_math_opt
    llvm.func @__ocml_acosh_f32(f32) -> f32       // __oclc_finite_only_opt
    llvm.func @__ocml_sqrt_f32(f32) -> f32        // __oclc_correctly_rounded_sqrt32
    llvm.func @__ockl_fdot2(vector<2xf16>, vector<2xf16>, f32, i1) -> f32  // __oclc_ISA_version
    llvm.func @__ockl_activelane_u32() -> i32     // __oclc_wavefrontsize64
    llvm.func @__ockl_get_global_size(i32) -> i64 // __oclc_ABI_version
    llvm.func @math(%x: f32, %h: vector<2xf16>, %p: !llvm.ptr<1>) attributes {rocdl.kernel} {
      %0 = llvm.call @__ocml_exp2_f32(%x) : (f32) -> f32
      %1 = llvm.call @__ocml_exp_f32(%0) : (f32) -> f32
      %2 = llvm.call @__ocml_acosh_f32(%1) : (f32) -> f32
      %3 = llvm.call @__ocml_sqrt_f32(%2) : (f32) -> f32
      %false = llvm.mlir.constant(false) : i1
      %4 = llvm.call @__ockl_fdot2(%h, %h, %3, %false) : (vector<2xf16>, vector<2xf16>, f32, i1) -> f32
      llvm.store %4, %p : f32, !llvm.ptr<1>
      %lane = llvm.call @__ockl_activelane_u32() : () -> i32
      %c0 = llvm.mlir.constant(0 : i32) : i32
      %size = llvm.call @__ockl_get_global_size(%c0) : (i32) -> i64
      %size32 = llvm.trunc %size : i64 to i32
      %sum = llvm.add %size32, %lane : i32
      %q = llvm.getelementptr %p[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
      llvm.store %sum, %q : i32, !llvm.ptr<1>
      llvm.return
    }
  }
  llvm.func @host() -> !llvm.ptr {
    %0 = llvm.mlir.addressof @NAME_gpubin_stub : !llvm.ptr
    llvm.return %0 : !llvm.ptr
  }
}
