// nvvm and amdgcn intrinsics that no op produces, through llvm.call_intrinsic
// and through declarations named like them (which get the intrinsic's
// attributes), next to unusual overloads of the generic intrinsic ops.

llvm.func @llvm.nvvm.fmin.f(f32, f32) -> f32
llvm.func @llvm.amdgcn.readfirstlane.i32(i32) -> i32
llvm.func @llvm.amdgcn.s.waitcnt(i32)

llvm.func @gpu_intrinsics(%a: f32, %d: f64, %i: i32, %p: !llvm.ptr<1>, %h: vector<2xf16>) -> f32 {
  %0 = llvm.call_intrinsic "llvm.nvvm.rcp.approx.ftz.d"(%d) : (f64) -> f64
  %1 = llvm.call_intrinsic "llvm.nvvm.sqrt.rn.f"(%a) : (f32) -> f32
  %2 = llvm.call_intrinsic "llvm.nvvm.fma.rn.f16x2"(%h, %h, %h) : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> vector<2xf16>
  %3 = llvm.call_intrinsic "llvm.amdgcn.fmed3"(%a, %a, %a) : (f32, f32, f32) -> f32
  %4 = llvm.call_intrinsic "llvm.amdgcn.s.getpc"() : () -> i64
  %5 = llvm.call_intrinsic "llvm.amdgcn.global.atomic.fadd"(%p, %a) : (!llvm.ptr<1>, f32) -> f32
  %k = llvm.mlir.constant(2 : i32) : i32
  llvm.call_intrinsic "llvm.amdgcn.s.sleep"(%k) : (i32) -> ()
  %6 = llvm.call @llvm.nvvm.fmin.f(%1, %3) : (f32, f32) -> f32
  %7 = llvm.call @llvm.amdgcn.readfirstlane.i32(%i) : (i32) -> i32
  llvm.call @llvm.amdgcn.s.waitcnt(%k) : (i32) -> ()
  %8 = "llvm.intr.ctpop"(%7) : (i32) -> i32
  %9 = "llvm.intr.vector.reduce.fmaximum"(%h) <{fastmathFlags = #llvm.fastmath<nnan>}> : (vector<2xf16>) -> f16
  %10 = "llvm.intr.smul.with.overflow"(%i, %8) : (i32, i32) -> !llvm.struct<(i32, i1)>
  llvm.return %6 : f32
}
