// llvm.call_intrinsic on nvvm/amdgcn intrinsics no op produces, declarations
// named like intrinsics (they get the intrinsic attributes), kernel attributes.
// Each chunk is compared byte for byte with mlir-translate-19 (intrinsics_test.go).

llvm.func @ci_bad2(%a: f32) {
  %0 = llvm.call_intrinsic "llvm.fabs.i32"(%a) : (f32) -> f32
  llvm.return
}

// -----

llvm.func @ci_memcpy(%p: !llvm.ptr, %n: i64) {
  %f = llvm.mlir.constant(false) : i1
  llvm.call_intrinsic "llvm.memcpy.p0.p0.i64"(%p, %p, %n, %f) : (!llvm.ptr, !llvm.ptr, i64, i1) -> ()
  llvm.call_intrinsic "llvm.memcpy"(%p, %p, %n, %f) : (!llvm.ptr, !llvm.ptr, i64, i1) -> ()
  llvm.return
}

// -----

llvm.func @ci(%a: f32, %d: f64, %i: i32, %p: !llvm.ptr<1>, %h: vector<2xf16>) {
  %0 = llvm.call_intrinsic "llvm.nvvm.rcp.approx.ftz.d"(%d) : (f64) -> f64
  %1 = llvm.call_intrinsic "llvm.nvvm.fmax.f"(%a, %a) : (f32, f32) -> f32
  %2 = llvm.call_intrinsic "llvm.nvvm.sqrt.rn.f"(%a) : (f32) -> f32
  %3 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.f"(%a) : (f32) -> f32
  %4 = llvm.call_intrinsic "llvm.amdgcn.rcp"(%a) : (f32) -> f32
  %5 = llvm.call_intrinsic "llvm.amdgcn.fmed3"(%a, %a, %a) : (f32, f32, f32) -> f32
  %6 = llvm.call_intrinsic "llvm.amdgcn.s.getpc"() : () -> i64
  %7 = llvm.call_intrinsic "llvm.amdgcn.global.atomic.fadd"(%p, %a) : (!llvm.ptr<1>, f32) -> f32
  %8 = llvm.call_intrinsic "llvm.nvvm.ldg.global.f"(%p, %i) : (!llvm.ptr<1>, i32) -> f32
  %k = llvm.mlir.constant(3 : i32) : i32
  llvm.call_intrinsic "llvm.amdgcn.s.sleep"(%k) : (i32) -> ()
  %9 = llvm.call_intrinsic "llvm.nvvm.fma.rn.f16x2"(%h, %h, %h) : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> vector<2xf16>
  %10 = llvm.call_intrinsic "llvm.amdgcn.ds.bpermute"(%i, %i) : (i32, i32) -> i32
  llvm.return
}

// -----

llvm.func @llvm.nvvm.fmin.f(f32, f32) -> f32
llvm.func @llvm.amdgcn.ds.swizzle(i32, i32) -> i32
llvm.func @llvm.nvvm.atomic.load.inc.32.p1(!llvm.ptr<1>, i32) -> i32
llvm.func @llvm.amdgcn.readfirstlane.i32(i32) -> i32
llvm.func @llvm.amdgcn.s.waitcnt(i32)
llvm.func @use(%a: f32, %i: i32) -> f32 {
  %0 = llvm.call @llvm.nvvm.fmin.f(%a, %a) : (f32, f32) -> f32
  %c = llvm.mlir.constant(7 : i32) : i32
  %1 = llvm.call @llvm.amdgcn.ds.swizzle(%i, %c) : (i32, i32) -> i32
  %2 = llvm.call @llvm.amdgcn.readfirstlane.i32(%i) : (i32) -> i32
  llvm.return %0 : f32
}

// -----

llvm.func @kernel_func() attributes {nvvm.kernel, nvvm.maxntid = array<i32: 3>, nvvm.reqntid = array<i32: 3, 4>} {
  llvm.return
}

// -----

llvm.func @kernel_func(%a: !llvm.ptr {llvm.byval = i32, nvvm.grid_constant}) attributes {nvvm.kernel} {
  llvm.return
}

// -----

llvm.func @kernel_func(%a: !llvm.ptr {llvm.byval = i32, nvvm.grid_constant}, %b: f32, %c: !llvm.ptr {llvm.byval = f32, nvvm.grid_constant}) attributes {nvvm.kernel} {
  llvm.return
}

// -----

llvm.func @kernel_func() attributes {nvvm.kernel, nvvm.cluster_dim = array<i32: 3, 5, 7>, nvvm.cluster_max_blocks = 8, nvvm.minctasm = 16, nvvm.maxnreg = 32} {
  llvm.return
}

// -----

llvm.func @kernel_a() attributes {nvvm.kernel} {
  llvm.return
}
llvm.func @kernel_b() attributes {nvvm.kernel, nvvm.maxntid = array<i32: 128>} {
  llvm.return
}
llvm.func @not_kernel() attributes {nvvm.maxntid = array<i32: 128>} {
  llvm.return
}

// -----

llvm.func @kernel_c() attributes {nvvm.kernel = 1 : i32} {
  llvm.return
}

// -----

llvm.func @rk() attributes {rocdl.kernel, rocdl.max_flat_work_group_size = 256 : i32, rocdl.waves_per_eu = 4 : i32, rocdl.flat_work_group_size = "64,64"} {
  llvm.return
}

// -----

llvm.func @rk2() attributes {rocdl.kernel, rocdl.reqd_work_group_size = array<i32: 16, 4, 2>, rocdl.uniform_work_group_size = true, rocdl.unsafe_fp_atomics = false} {
  llvm.return
}

// -----

llvm.func @rk3(%a: !llvm.ptr {rocdl.noalias}) attributes {rocdl.kernel} {
  llvm.return
}

// -----

llvm.func @rk5() attributes {rocdl.max_flat_work_group_size = 256 : i32} {
  llvm.return
}

// -----

llvm.func @rk6() attributes {rocdl.kernel = 5 : i32} {
  llvm.return
}

// -----

llvm.func @rk7() attributes {rocdl.flat_work_group_size = "1,1", rocdl.waves_per_eu = 2 : i64, rocdl.max_flat_work_group_size = 64 : i16} {
  llvm.return
}
