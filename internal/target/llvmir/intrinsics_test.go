package llvmir

import (
	"strings"
	"testing"

	"gpuc/internal/dialect/all"
	"gpuc/internal/ir"
	"gpuc/internal/target/llvmir/ll"
)

// TestIntrinsicOps translates one op at a time; the expected call,
// declaration and attribute lines are mlir-translate-19's output for the
// same input.
func TestIntrinsicOps(t *testing.T) {
	for _, c := range []struct {
		name, src string
		want      []string
	}{
		{"sreg_tid", `llvm.func @f() -> i32 {
  %0 = nvvm.read.ptx.sreg.tid.x : i32
  llvm.return %0 : i32
}
`, []string{
			"  %1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()",
			"declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0",
			"attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }",
		}},
		{"clock64", `llvm.func @f() -> i64 {
  %0 = nvvm.read.ptx.sreg.clock64 : i64
  llvm.return %0 : i64
}
`, []string{
			"  %1 = call i64 @llvm.nvvm.read.ptx.sreg.clock64()",
			"declare noundef i64 @llvm.nvvm.read.ptx.sreg.clock64() #0",
			"attributes #0 = { nocallback nounwind memory(inaccessiblemem: readwrite) }",
		}},
		{"barrier0", `llvm.func @f() {
  nvvm.barrier0
  llvm.return
}
`, []string{
			"  call void @llvm.nvvm.barrier0()",
			"declare void @llvm.nvvm.barrier0() #0",
			"attributes #0 = { convergent nocallback nounwind }",
		}},
		{"barrier_n", `llvm.func @f(%i: i32) {
  nvvm.barrier id = %i
  llvm.return
}
`, []string{
			"  call void @llvm.nvvm.barrier.n(i32 %0)",
			"declare void @llvm.nvvm.barrier.n(i32) #0",
			"attributes #0 = { convergent nocallback nounwind }",
		}},
		{"barrier_full", `llvm.func @f(%i: i32) {
  nvvm.barrier id = %i number_of_threads = %i
  llvm.return
}
`, []string{
			"  call void @llvm.nvvm.barrier(i32 %0, i32 %0)",
			"declare void @llvm.nvvm.barrier(i32, i32) #0",
			"attributes #0 = { convergent nocallback nounwind }",
		}},
		{"shfl_f32", `llvm.func @f(%i: i32, %f: f32) -> f32 {
  %0 = nvvm.shfl.sync bfly %i, %f, %i, %i : f32 -> f32
  llvm.return %0 : f32
}
`, []string{
			"  %3 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 %0, float %1, i32 %0, i32 %0)",
			"declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #0",
			"attributes #0 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }",
		}},
		{"shfl_i32p", `llvm.func @f(%i: i32) -> !llvm.struct<(i32, i1)> {
  %0 = nvvm.shfl.sync down %i, %i, %i, %i {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
  llvm.return %0 : !llvm.struct<(i32, i1)>
}
`, []string{
			"  %2 = call { i32, i1 } @llvm.nvvm.shfl.sync.down.i32p(i32 %0, i32 %0, i32 %0, i32 %0)",
			"declare { i32, i1 } @llvm.nvvm.shfl.sync.down.i32p(i32, i32, i32, i32) #0",
			"attributes #0 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }",
		}},
		{"vote_ballot", `llvm.func @f(%i: i32, %b: i1) -> i32 {
  %0 = nvvm.vote.ballot.sync %i, %b : i32
  llvm.return %0 : i32
}
`, []string{
			"  %3 = call i32 @llvm.nvvm.vote.ballot.sync(i32 %0, i1 %1)",
			"declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #0",
			"attributes #0 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }",
		}},
		{"redux", `llvm.func @f(%i: i32) -> i32 {
  %0 = nvvm.redux.sync xor %i, %i : i32 -> i32
  llvm.return %0 : i32
}
`, []string{
			"  %2 = call i32 @llvm.nvvm.redux.sync.xor(i32 %0, i32 %0)",
			"declare i32 @llvm.nvvm.redux.sync.xor(i32, i32) #0",
			"attributes #0 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }",
		}},
		{"cluster_arrive", `llvm.func @f() {
  nvvm.cluster.arrive.relaxed {aligned}
  llvm.return
}
`, []string{
			"  call void @llvm.nvvm.barrier.cluster.arrive.relaxed.aligned()",
			"declare void @llvm.nvvm.barrier.cluster.arrive.relaxed.aligned() #0",
			"attributes #0 = { convergent nocallback nounwind }",
		}},
		{"cp_async", `llvm.func @f(%s: !llvm.ptr<3>, %g: !llvm.ptr<1>) {
  nvvm.cp.async.shared.global %s, %g, 16, cache = cg : !llvm.ptr<3>, !llvm.ptr<1>
  llvm.return
}
`, []string{
			"  call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %0, ptr addrspace(1) %1)",
			"declare void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) noalias writeonly, ptr addrspace(1) noalias readonly) #0",
			"attributes #0 = { nocallback nounwind memory(argmem: readwrite) }",
		}},
		{"cp_async_wait", `llvm.func @f() {
  nvvm.cp.async.wait.group 3
  llvm.return
}
`, []string{
			"  call void @llvm.nvvm.cp.async.wait.group(i32 3)",
			"declare void @llvm.nvvm.cp.async.wait.group(i32 immarg) #0",
			"attributes #0 = { nounwind }",
		}},
		{"cp_async_bulk_wait", `llvm.func @f() {
  nvvm.cp.async.bulk.wait_group 1 {read}
  llvm.return
}
`, []string{
			"  call void @llvm.nvvm.cp.async.bulk.wait.group.read(i32 1)",
			"declare void @llvm.nvvm.cp.async.bulk.wait.group.read(i32 immarg) #0",
			"attributes #0 = { nounwind }",
		}},
		{"cp_async_mbarrier", `llvm.func @f(%s: !llvm.ptr<3>) {
  nvvm.cp.async.mbarrier.arrive.shared %s {noinc = true} : !llvm.ptr<3>
  llvm.return
}
`, []string{
			"  call void @llvm.nvvm.cp.async.mbarrier.arrive.noinc.shared(ptr addrspace(3) %0)",
			"declare void @llvm.nvvm.cp.async.mbarrier.arrive.noinc.shared(ptr addrspace(3)) #0",
			"attributes #0 = { convergent nocallback nounwind }",
		}},
		{"mbarrier_init", `llvm.func @f(%p: !llvm.ptr, %i: i32) {
  nvvm.mbarrier.init %p, %i : !llvm.ptr, i32
  llvm.return
}
`, []string{
			"  call void @llvm.nvvm.mbarrier.init(ptr %0, i32 %1)",
			"declare void @llvm.nvvm.mbarrier.init(ptr, i32) #0",
			"attributes #0 = { convergent nocallback nounwind }",
		}},
		{"mbarrier_test_wait", `llvm.func @f(%s: !llvm.ptr<3>, %l: i64) -> i1 {
  %0 = nvvm.mbarrier.test.wait.shared %s, %l : !llvm.ptr<3>, i64 -> i1
  llvm.return %0 : i1
}
`, []string{
			"  %3 = call i1 @llvm.nvvm.mbarrier.test.wait.shared(ptr addrspace(3) %0, i64 %1)",
			"declare i1 @llvm.nvvm.mbarrier.test.wait.shared(ptr addrspace(3), i64) #0",
			"attributes #0 = { convergent nocallback nounwind }",
		}},
		{"ldmatrix", `llvm.func @f(%s: !llvm.ptr<3>) -> i32 {
  %0 = nvvm.ldmatrix %s {num = 1 : i32, layout = #nvvm.mma_layout<row>} : (!llvm.ptr<3>) -> i32
  llvm.return %0 : i32
}
`, []string{
			"  %2 = call i32 @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x1.b16.p3(ptr addrspace(3) %0)",
			"declare i32 @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x1.b16.p3(ptr addrspace(3) nocapture readonly) #0",
			"attributes #0 = { nocallback nounwind memory(argmem: read) }",
		}},
		{"setmaxregister", `llvm.func @f() {
  nvvm.setmaxregister decrease 64
  llvm.return
}
`, []string{
			"  call void @llvm.nvvm.setmaxnreg.dec.sync.aligned.u32(i32 64)",
			"declare void @llvm.nvvm.setmaxnreg.dec.sync.aligned.u32(i32 immarg) #0",
			"attributes #0 = { convergent nocallback nofree nosync nounwind willreturn }",
		}},
		{"warp_sync", `llvm.func @f(%i: i32) {
  nvvm.bar.warp.sync %i : i32
  llvm.return
}
`, []string{
			"  call void @llvm.nvvm.bar.warp.sync(i32 %0)",
			"declare void @llvm.nvvm.bar.warp.sync(i32) #0",
			"attributes #0 = { convergent nocallback nounwind }",
		}},
		{"rocdl_tid_range", `llvm.func @f() -> i32 {
  %0 = rocdl.workitem.id.x {range = array<i32: 0, 64>} : i32
  llvm.return %0 : i32
}
`, []string{
			"  %1 = call range(i32 0, 64) i32 @llvm.amdgcn.workitem.id.x()",
			"declare noundef i32 @llvm.amdgcn.workitem.id.x() #0",
			"attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }",
		}},
		{"rocdl_bid", `llvm.func @f() -> i32 {
  %0 = rocdl.workgroup.id.y : i32
  llvm.return %0 : i32
}
`, []string{
			"  %1 = call i32 @llvm.amdgcn.workgroup.id.y()",
			"declare noundef i32 @llvm.amdgcn.workgroup.id.y() #0",
			"attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }",
		}},
		{"rocdl_dim", `llvm.func @f() -> i64 {
  %0 = rocdl.workgroup.dim.z : i32
  %1 = llvm.sext %0 : i32 to i64
  llvm.return %1 : i64
}
`, []string{
			"  %1 = call i64 @__ockl_get_local_size(i32 2)",
			"declare i64 @__ockl_get_local_size(i32)",
		}},
		{"rocdl_grid", `llvm.func @f() -> i64 {
  %0 = rocdl.grid.dim.x : i32
  %1 = llvm.zext %0 : i32 to i64
  llvm.return %1 : i64
}
`, []string{
			"  %1 = call i64 @__ockl_get_num_groups(i32 0)",
			"declare i64 @__ockl_get_num_groups(i32)",
		}},
		{"rocdl_barrier", `llvm.func @f() {
  rocdl.barrier
  llvm.return
}
`, []string{
			"  fence syncscope(\"workgroup\") release",
			"  call void @llvm.amdgcn.s.barrier()",
			"  fence syncscope(\"workgroup\") acquire",
			"declare void @llvm.amdgcn.s.barrier() #0",
			"attributes #0 = { convergent nocallback nofree nounwind willreturn }",
		}},
		{"rocdl_ballot", `llvm.func @f(%b: i1) -> i32 {
  %0 = rocdl.ballot %b : i32
  llvm.return %0 : i32
}
`, []string{
			"  %2 = call i32 @llvm.amdgcn.ballot.i32(i1 %0)",
			"declare i32 @llvm.amdgcn.ballot.i32(i1) #0",
			"attributes #0 = { convergent nocallback nofree nounwind willreturn memory(none) }",
		}},
		{"rocdl_bpermute", `llvm.func @f(%i: i32) -> i32 {
  %0 = rocdl.ds_bpermute %i, %i : (i32, i32) -> i32
  llvm.return %0 : i32
}
`, []string{
			"  %2 = call i32 @llvm.amdgcn.ds.bpermute(i32 %0, i32 %0)",
			"declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #0",
			"attributes #0 = { convergent nocallback nofree nounwind willreturn memory(none) }",
		}},
		{"rocdl_swizzle", `llvm.func @f(%i: i32) -> i32 {
  %c = llvm.mlir.constant(31 : i32) : i32
  %0 = rocdl.ds_swizzle %i, %c : (i32, i32) -> i32
  llvm.return %0 : i32
}
`, []string{
			"  %2 = call i32 @llvm.amdgcn.ds.swizzle(i32 %0, i32 31)",
			"declare i32 @llvm.amdgcn.ds.swizzle(i32, i32 immarg) #0",
			"attributes #0 = { convergent nocallback nofree nounwind willreturn memory(none) }",
		}},
		{"rocdl_buffer_load", `llvm.func @f(%r: vector<4xi32>, %i: i32) -> vector<2xf32> {
  %c = llvm.mlir.constant(0 : i32) : i32
  %0 = rocdl.raw.buffer.load %r, %i, %i, %c : vector<2xf32>
  llvm.return %0 : vector<2xf32>
}
`, []string{
			"  %3 = call <2 x float> @llvm.amdgcn.raw.buffer.load.v2f32(<4 x i32> %0, i32 %1, i32 %1, i32 0)",
			"declare <2 x float> @llvm.amdgcn.raw.buffer.load.v2f32(<4 x i32>, i32, i32, i32 immarg) #0",
			"attributes #0 = { nocallback nofree nosync nounwind willreturn memory(read) }",
		}},
		{"rocdl_buffer_fadd", `llvm.func @f(%f: f32, %r: vector<4xi32>, %i: i32) {
  %c = llvm.mlir.constant(0 : i32) : i32
  rocdl.raw.buffer.atomic.fadd %f, %r, %i, %i, %c : f32
  llvm.return
}
`, []string{
			"  %4 = call float @llvm.amdgcn.raw.buffer.atomic.fadd.f32(float %0, <4 x i32> %1, i32 %2, i32 %2, i32 0)",
			"declare float @llvm.amdgcn.raw.buffer.atomic.fadd.f32(float, <4 x i32>, i32, i32, i32 immarg) #0",
			"attributes #0 = { nocallback nofree nounwind willreturn }",
		}},
		{"rocdl_sched", `llvm.func @f() {
  rocdl.sched.barrier 0
  llvm.return
}
`, []string{
			"  call void @llvm.amdgcn.sched.barrier(i32 0)",
			"declare void @llvm.amdgcn.sched.barrier(i32 immarg) #0",
			"attributes #0 = { convergent nocallback nofree nounwind willreturn }",
		}},
		{"rocdl_setprio", `llvm.func @f() {
  rocdl.s.setprio 3
  llvm.return
}
`, []string{
			"  call void @llvm.amdgcn.s.setprio(i16 3)",
			"declare void @llvm.amdgcn.s.setprio(i16 immarg) #0",
			"attributes #0 = { nocallback nofree nosync nounwind willreturn }",
		}},
		{"rocdl_waitcnt", `llvm.func @f() {
  rocdl.waitcnt 49279
  llvm.return
}
`, []string{
			"  call void @llvm.amdgcn.s.waitcnt(i32 49279)",
			"declare void @llvm.amdgcn.s.waitcnt(i32 immarg) #0",
			"attributes #0 = { nocallback nofree nounwind willreturn }",
		}},
		{"rocdl_mbcnt", `llvm.func @f(%i: i32) -> i32 {
  %0 = rocdl.mbcnt.lo %i, %i : (i32, i32) -> i32
  llvm.return %0 : i32
}
`, []string{
			"  %2 = call i32 @llvm.amdgcn.mbcnt.lo(i32 %0, i32 %0)",
			"declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #0",
			"attributes #0 = { nocallback nofree nosync nounwind willreturn memory(none) }",
		}},
		{"intr_fabs", `llvm.func @f(%f: f32) -> f32 {
  %0 = llvm.intr.fabs(%f) : (f32) -> f32
  llvm.return %0 : f32
}
`, []string{
			"  %2 = call float @llvm.fabs.f32(float %0)",
			"declare float @llvm.fabs.f32(float) #0",
			"attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }",
		}},
		{"intr_fma_fast", `llvm.func @f(%v: vector<4xf32>) -> vector<4xf32> {
  %0 = llvm.intr.fma(%v, %v, %v) {fastmathFlags = #llvm.fastmath<fast>} : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  llvm.return %0 : vector<4xf32>
}
`, []string{
			"  %2 = call fast <4 x float> @llvm.fma.v4f32(<4 x float> %0, <4 x float> %0, <4 x float> %0)",
			"declare <4 x float> @llvm.fma.v4f32(<4 x float>, <4 x float>, <4 x float>) #0",
			"attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }",
		}},
		{"intr_ctlz", `llvm.func @f(%i: i32) -> i32 {
  %0 = "llvm.intr.ctlz"(%i) <{is_zero_poison = true}> : (i32) -> i32
  llvm.return %0 : i32
}
`, []string{
			"  %2 = call i32 @llvm.ctlz.i32(i32 %0, i1 true)",
			"declare i32 @llvm.ctlz.i32(i32, i1 immarg) #0",
			"attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }",
		}},
		{"intr_powi", `llvm.func @f(%d: f64, %i: i32) -> f64 {
  %0 = llvm.intr.powi(%d, %i) : (f64, i32) -> f64
  llvm.return %0 : f64
}
`, []string{
			"  %3 = call double @llvm.powi.f64.i32(double %0, i32 %1)",
			"declare double @llvm.powi.f64.i32(double, i32) #0",
			"attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }",
		}},
		{"intr_memcpy", `llvm.func @f(%p: !llvm.ptr, %q: !llvm.ptr<1>, %l: i64) {
  "llvm.intr.memcpy"(%p, %q, %l) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr<1>, i64) -> ()
  llvm.return
}
`, []string{
			"  call void @llvm.memcpy.p0.p1.i64(ptr %0, ptr addrspace(1) %1, i64 %2, i1 false)",
			"declare void @llvm.memcpy.p0.p1.i64(ptr noalias nocapture writeonly, ptr addrspace(1) noalias nocapture readonly, i64, i1 immarg) #0",
			"attributes #0 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }",
		}},
		{"intr_umul_overflow", `llvm.func @f(%i: i32) -> !llvm.struct<(i32, i1)> {
  %0 = "llvm.intr.umul.with.overflow"(%i, %i) : (i32, i32) -> !llvm.struct<(i32, i1)>
  llvm.return %0 : !llvm.struct<(i32, i1)>
}
`, []string{
			"  %2 = call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %0, i32 %0)",
			"declare { i32, i1 } @llvm.umul.with.overflow.i32(i32, i32) #0",
			"attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }",
		}},
		{"intr_stacksave", `llvm.func @f() {
  %0 = llvm.intr.stacksave : !llvm.ptr
  llvm.intr.stackrestore %0 : !llvm.ptr
  llvm.return
}
`, []string{
			"  %1 = call ptr @llvm.stacksave.p0()",
			"  call void @llvm.stackrestore.p0(ptr %1)",
			"declare ptr @llvm.stacksave.p0() #0",
			"declare void @llvm.stackrestore.p0(ptr) #0",
			"attributes #0 = { nocallback nofree nosync nounwind willreturn }",
		}},
		{"intr_masked_load", `llvm.func @f(%p: !llvm.ptr, %m: vector<4xi1>) -> vector<4xf32> {
  %0 = llvm.intr.masked.load %p, %m {alignment = 8 : i32} : (!llvm.ptr, vector<4xi1>) -> vector<4xf32>
  llvm.return %0 : vector<4xf32>
}
`, []string{
			"  %3 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %0, i32 8, <4 x i1> %1, <4 x float> poison)",
			"declare <4 x float> @llvm.masked.load.v4f32.p0(ptr nocapture, i32 immarg, <4 x i1>, <4 x float>) #0",
			"attributes #0 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }",
		}},
		{"intr_masked_scatter", `llvm.func @f(%v: vector<4xf32>, %ps: !llvm.vec<4 x ptr<1>>, %m: vector<4xi1>) {
  llvm.intr.masked.scatter %v, %ps, %m {alignment = 4 : i32} : vector<4xf32>, vector<4xi1> into !llvm.vec<4 x ptr<1>>
  llvm.return
}
`, []string{
			"  call void @llvm.masked.scatter.v4f32.v4p1(<4 x float> %0, <4 x ptr addrspace(1)> %1, i32 4, <4 x i1> %2)",
			"declare void @llvm.masked.scatter.v4f32.v4p1(<4 x float>, <4 x ptr addrspace(1)>, i32 immarg, <4 x i1>) #0",
			"attributes #0 = { nocallback nofree nosync nounwind willreturn memory(write) }",
		}},
		{"intr_matrix_multiply", `llvm.func @f(%a: vector<6xf32>, %b: vector<6xf32>) -> vector<4xf32> {
  %0 = llvm.intr.matrix.multiply %a, %b { lhs_rows = 2: i32, lhs_columns = 3: i32 , rhs_columns = 2: i32} : (vector<6xf32>, vector<6xf32>) -> vector<4xf32>
  llvm.return %0 : vector<4xf32>
}
`, []string{
			"  %3 = call <4 x float> @llvm.matrix.multiply.v4f32.v6f32.v6f32(<6 x float> %0, <6 x float> %1, i32 2, i32 3, i32 2)",
			"declare <4 x float> @llvm.matrix.multiply.v4f32.v6f32.v6f32(<6 x float>, <6 x float>, i32 immarg, i32 immarg, i32 immarg) #0",
			"attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }",
		}},
		{"intr_matrix_load", `llvm.func @f(%p: !llvm.ptr, %l: i64) -> vector<4xf64> {
  %0 = llvm.intr.matrix.column.major.load %p, <stride=%l> { isVolatile = 0: i1, rows = 2: i32, columns = 2: i32} : vector<4xf64> from !llvm.ptr stride i64
  llvm.return %0 : vector<4xf64>
}
`, []string{
			"  %3 = call <4 x double> @llvm.matrix.column.major.load.v4f64.i64(ptr align 8 %0, i64 %1, i1 false, i32 2, i32 2)",
			"declare <4 x double> @llvm.matrix.column.major.load.v4f64.i64(ptr nocapture, i64, i1 immarg, i32 immarg, i32 immarg) #0",
			"attributes #0 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }",
		}},
		{"intr_constrained_fptrunc", `llvm.func @f(%d: f64) -> f32 {
  %0 = llvm.intr.experimental.constrained.fptrunc %d tonearest maytrap : f64 to f32
  llvm.return %0 : f32
}
`, []string{
			"  %2 = call float @llvm.experimental.constrained.fptrunc.f32.f64(double %0, metadata !\"round.tonearest\", metadata !\"fpexcept.maytrap\") #1",
			"declare float @llvm.experimental.constrained.fptrunc.f32.f64(double, metadata, metadata) #0",
			"attributes #0 = { nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite) }",
			"attributes #1 = { strictfp }",
		}},
		{"intr_vector_reduce_fadd", `llvm.func @f(%f: f32, %v: vector<4xf32>) -> f32 {
  %0 = "llvm.intr.vector.reduce.fadd"(%f, %v) {fastmathFlags = #llvm.fastmath<reassoc>} : (f32, vector<4xf32>) -> f32
  llvm.return %0 : f32
}
`, []string{
			"  %3 = call reassoc float @llvm.vector.reduce.fadd.v4f32(float %0, <4 x float> %1)",
			"declare float @llvm.vector.reduce.fadd.v4f32(float, <4 x float>) #0",
			"attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }",
		}},
		{"intr_is_fpclass", `llvm.func @f(%f: f16) -> i1 {
  %0 = "llvm.intr.is.fpclass"(%f) <{bit = 3 : i32}> : (f16) -> i1
  llvm.return %0 : i1
}
`, []string{
			"  %2 = call i1 @llvm.is.fpclass.f16(half %0, i32 3)",
			"declare i1 @llvm.is.fpclass.f16(half, i32 immarg) #0",
			"attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }",
		}},
		{"intr_assume", `llvm.func @f(%b: i1) {
  "llvm.intr.assume"(%b) : (i1) -> ()
  llvm.return
}
`, []string{
			"  call void @llvm.assume(i1 %0)",
			"declare void @llvm.assume(i1 noundef) #0",
			"attributes #0 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }",
		}},
		{"wmma_load", `llvm.func @f(%p: !llvm.ptr<3>, %s: i32) -> !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)> {
  %0 = nvvm.wmma.load %p, %s {eltype = #nvvm.mma_type<f16>, frag = #nvvm.mma_frag<b>, k = 16 : i32, layout = #nvvm.mma_layout<col>, m = 16 : i32, n = 16 : i32} : (!llvm.ptr<3>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
  llvm.return %0 : !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
}
`, []string{
			"  %3 = call { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.b.col.stride.f16.p3(ptr addrspace(3) %0, i32 %1)",
			"declare { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.b.col.stride.f16.p3(ptr addrspace(3) nocapture readonly, i32) #0",
			"attributes #0 = { nocallback nounwind memory(argmem: read) }",
		}},
		{"wmma_store", `llvm.func @f(%g: !llvm.ptr, %s: i32, %f: f32) {
  nvvm.wmma.store %g, %s, %f, %f, %f, %f, %f, %f, %f, %f {eltype = #nvvm.mma_type<f32>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : !llvm.ptr, f32, f32, f32, f32, f32, f32, f32, f32
  llvm.return
}
`, []string{
			"  call void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f32.p0(ptr %0, float %2, float %2, float %2, float %2, float %2, float %2, float %2, float %2, i32 %1)",
			"declare void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f32.p0(ptr nocapture writeonly, float, float, float, float, float, float, float, float, i32) #0",
			"attributes #0 = { nocallback nounwind memory(argmem: write) }",
		}},
		{"mma_sync_s8_satfinite", `llvm.func @f(%a0 : i32, %b0 : i32, %c0 : i32, %c1 : i32) -> !llvm.struct<(i32, i32)> {
  %0 = nvvm.mma.sync A[%a0] B[%b0] C[%c0, %c1] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<s8>, multiplicandBPtxType = #nvvm.mma_type<s8>, intOverflowBehavior=#nvvm.mma_int_overflow<satfinite>, shape = #nvvm.shape<m = 8, n = 8, k = 16>} : (i32, i32, i32) -> !llvm.struct<(i32, i32)>
  llvm.return %0 : !llvm.struct<(i32, i32)>
}
`, []string{
			"  %5 = call { i32, i32 } @llvm.nvvm.mma.m8n8k16.row.col.satfinite.s8(i32 %0, i32 %1, i32 %2, i32 %3)",
			"declare { i32, i32 } @llvm.nvvm.mma.m8n8k16.row.col.satfinite.s8(i32, i32, i32, i32) #0",
			"attributes #0 = { nocallback nounwind memory(none) }",
		}},
		{"mma_sync_b1_and", `llvm.func @f(%a0 : i32, %b0 : i32, %c0 : i32, %c1 : i32) -> !llvm.struct<(i32, i32)> {
  %0 = nvvm.mma.sync A[%a0] B[%b0] C[%c0, %c1] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<b1>, multiplicandBPtxType = #nvvm.mma_type<b1>, b1Op = #nvvm.mma_b1op<and_popc>, shape = #nvvm.shape<m = 8, n = 8, k = 128>} : (i32, i32, i32) -> !llvm.struct<(i32,i32)>
  llvm.return %0 : !llvm.struct<(i32, i32)>
}
`, []string{
			"  %5 = call { i32, i32 } @llvm.nvvm.mma.and.popc.m8n8k128.row.col.b1(i32 %0, i32 %1, i32 %2, i32 %3)",
			"declare { i32, i32 } @llvm.nvvm.mma.and.popc.m8n8k128.row.col.b1(i32, i32, i32, i32) #0",
			"attributes #0 = { nocallback nounwind memory(none) }",
		}},
		{"mma_sync_f64", `llvm.func @f(%a0 : f64, %b0 : f64, %c0 : f64, %c1 : f64) -> !llvm.struct<(f64, f64)> {
  %0 = nvvm.mma.sync A[%a0] B[%b0] C[%c0, %c1] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
  llvm.return %0 : !llvm.struct<(f64, f64)>
}
`, []string{
			"  %5 = call { double, double } @llvm.nvvm.mma.m8n8k4.row.col.f64(double %0, double %1, double %2, double %3)",
			"declare { double, double } @llvm.nvvm.mma.m8n8k4.row.col.f64(double, double, double, double) #0",
			"attributes #0 = { nocallback nounwind memory(none) }",
		}},
		{"rocdl_ptr_buffer_load", `llvm.func @f(%r: !llvm.ptr<8>, %i: i32) -> i32 {
  %c = llvm.mlir.constant(0 : i32) : i32
  %0 = rocdl.raw.ptr.buffer.load %r, %i, %i, %c : i32
  llvm.return %0 : i32
}
`, []string{
			"  %3 = call i32 @llvm.amdgcn.raw.ptr.buffer.load.i32(ptr addrspace(8) %0, i32 %1, i32 %1, i32 0)",
			"declare i32 @llvm.amdgcn.raw.ptr.buffer.load.i32(ptr addrspace(8) nocapture readonly, i32, i32, i32 immarg) #0",
			"attributes #0 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }",
		}},
		{"rocdl_mfma", `llvm.func @f(%f: f32, %v: vector<4xf32>) -> vector<4xf32> {
  %c = llvm.mlir.constant(0 : i32) : i32
  %0 = rocdl.mfma.f32.4x4x1f32 %f, %f, %v, %c, %c, %c : (f32, f32, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
  llvm.return %0 : vector<4xf32>
}
`, []string{
			"  %3 = call <4 x float> @llvm.amdgcn.mfma.f32.4x4x1f32(float %0, float %0, <4 x float> %1, i32 0, i32 0, i32 0)",
			"declare <4 x float> @llvm.amdgcn.mfma.f32.4x4x1f32(float, float, <4 x float>, i32 immarg, i32 immarg, i32 immarg) #0",
			"attributes #0 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }",
		}},
		{"call_intrinsic_overloaded", `llvm.func @f(%f: f32, %v: vector<4xf32>) -> f32 {
  %0 = llvm.call_intrinsic "llvm.vector.reduce.fadd"(%f, %v) : (f32, vector<4xf32>) -> f32
  llvm.return %0 : f32
}
`, []string{
			"  %3 = call float @llvm.vector.reduce.fadd.v4f32(float %0, <4 x float> %1)",
			"declare float @llvm.vector.reduce.fadd.v4f32(float, <4 x float>) #0",
			"attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }",
		}},
		{"call_intrinsic_fmf", `llvm.func @f(%v: vector<4xf32>) -> vector<4xf32> {
  %0 = llvm.call_intrinsic "llvm.fabs.v4f32"(%v) : (vector<4xf32>) -> vector<4xf32> {fastmathFlags = #llvm.fastmath<nnan>}
  llvm.return %0 : vector<4xf32>
}
`, []string{
			"  %2 = call nnan <4 x float> @llvm.fabs.v4f32(<4 x float> %0)",
			"declare <4 x float> @llvm.fabs.v4f32(<4 x float>) #0",
			"attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }",
		}},
		{"call_intrinsic_plain", `llvm.func @f() -> i32 {
  %0 = llvm.call_intrinsic "llvm.nvvm.read.ptx.sreg.tid.x"() : () -> i32
  llvm.return %0 : i32
}
`, []string{
			"  %1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()",
			"declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0",
			"attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }",
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			got := translateForTest(t, c.src)
			lines := map[string]bool{}
			for _, l := range strings.Split(got, "\n") {
				lines[l] = true
			}
			for _, w := range c.want {
				if !lines[w] {
					t.Errorf("missing line %q in:\n%s", w, got)
				}
			}
		})
	}
}

// TestKernelAmenders checks the nvvm and rocdl function attributes against
// mlir-translate-19's whole output.
func TestKernelAmenders(t *testing.T) {
	for _, c := range []struct{ name, src, want string }{
		{"nvvm", `llvm.func @k(%arg0: !llvm.ptr {llvm.byval = i32, nvvm.grid_constant}, %arg1: f32, %arg2: !llvm.ptr {llvm.byval = f32, nvvm.grid_constant}) attributes {nvvm.kernel, nvvm.maxntid = array<i32: 128, 2>, nvvm.minctasm = 4, nvvm.maxnreg = 32, nvvm.reqntid = array<i32: 64>} {
  llvm.return
}
`, `; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

define void @k(ptr byval(i32) %0, float %1, ptr byval(float) %2) {
  ret void
}

!llvm.module.flags = !{!0}
!nvvm.annotations = !{!1, !3, !4, !5, !6, !7, !8}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{ptr @k, !"grid_constant", !2}
!2 = !{i32 1, i32 3}
!3 = !{ptr @k, !"kernel", i32 1}
!4 = !{ptr @k, !"maxnreg", i32 32}
!5 = !{ptr @k, !"maxntidx", i32 128}
!6 = !{ptr @k, !"maxntidy", i32 2}
!7 = !{ptr @k, !"minctasm", i32 4}
!8 = !{ptr @k, !"reqntidx", i32 64}
`},
		{"rocdl", `llvm.func @k1() attributes {rocdl.kernel, rocdl.max_flat_work_group_size = 128 : i32, rocdl.reqd_work_group_size = array<i32: 4, 5, 6>} {
  llvm.return
}
llvm.func @k2() attributes {rocdl.flat_work_group_size = "1,64", rocdl.kernel, rocdl.uniform_work_group_size = false} {
  llvm.return
}
`, `; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

define amdgpu_kernel void @k1() #0 !reqd_work_group_size !1 {
  ret void
}

define amdgpu_kernel void @k2() #1 {
  ret void
}

attributes #0 = { "amdgpu-flat-work-group-size"="1,128" "uniform-work-group-size"="true" }
attributes #1 = { "amdgpu-flat-work-group-size"="1,64" "uniform-work-group-size"="false" }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 4, i32 5, i32 6}
`},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := translateForTest(t, c.src); got != c.want {
				t.Errorf("got:\n%s\nwant:\n%s", got, c.want)
			}
		})
	}
}

// TestNoAliasScopeDecl checks the alias scope metadata of
// llvm.intr.experimental.noalias.scope.decl against mlir-translate-19.
func TestNoAliasScopeDecl(t *testing.T) {
	const src = `#alias_scope_domain = #llvm.alias_scope_domain<id = distinct[0]<>, description = "The domain">
#alias_scope = #llvm.alias_scope<id = distinct[1]<>, domain = #alias_scope_domain, description = "The first scope">
#alias_scope2 = #llvm.alias_scope<id = distinct[2]<>, domain = #alias_scope_domain>
llvm.func @s(%p: !llvm.ptr) {
  llvm.intr.experimental.noalias.scope.decl #alias_scope
  llvm.intr.experimental.noalias.scope.decl #alias_scope2
  llvm.intr.experimental.noalias.scope.decl #alias_scope
  llvm.return
}
`
	const want = `; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

define void @s(ptr %0) {
  call void @llvm.experimental.noalias.scope.decl(metadata !1)
  call void @llvm.experimental.noalias.scope.decl(metadata !4)
  call void @llvm.experimental.noalias.scope.decl(metadata !1)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #0

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{!2}
!2 = distinct !{!2, !3, !"The first scope"}
!3 = distinct !{!3, !"The domain"}
!4 = !{!5}
!5 = distinct !{!5, !3}
`
	if got := translateForTest(t, src); got != want {
		t.Errorf("got:\n%s\nwant:\n%s", got, want)
	}
}

// TestCallIntrinsicErrors checks llvm.call_intrinsic's diagnostics
// against mlir-translate-19's.
func TestCallIntrinsicErrors(t *testing.T) {
	for _, c := range []struct{ body, want string }{
		{`%0 = llvm.call_intrinsic "llvm.nosuch"(%f) : (f32) -> f32`, `could not find LLVM intrinsic: "llvm.nosuch"`},
		{`%0 = llvm.call_intrinsic "llvm.nvvm.read.ptx.sreg.tid.x"() : () -> i64`,
			`intrinsic call returns i64 but "llvm.nvvm.read.ptx.sreg.tid.x" actually returns i32`},
		{`%0 = llvm.call_intrinsic "llvm.nvvm.read.ptx.sreg.tid.x"(%f) : (f32) -> i32`,
			`intrinsic call has 1 operands but "llvm.nvvm.read.ptx.sreg.tid.x" expects 0`},
		{`llvm.call_intrinsic "llvm.nvvm.barrier.n"(%f) : (f32) -> ()`,
			`intrinsic call operand #0 has type float but "llvm.nvvm.barrier.n" expects i32`},
		{`%0 = llvm.call_intrinsic "llvm.fabs"(%f) : (f32) -> f64`,
			`call intrinsic signature double (float) to overloaded intrinsic "llvm.fabs" does not match any of the overloads`},
	} {
		src := "llvm.func @c(%f: f32) {\n  " + c.body + "\n  llvm.return\n}\n"
		err := translateErrForTest(t, src)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: got %v, want %q", c.body, err, c.want)
		}
	}
}

func TestMangledTypeStr(t *testing.T) {
	st := &ll.StructType{Name: "S"}
	for _, c := range []struct {
		ty   ll.Type
		want string
	}{
		{ll.Float, "f32"},
		{ll.Half, "f16"},
		{ll.BFloat, "bf16"},
		{ll.FP128, "f128"},
		{ll.I64, "i64"},
		{ll.Ptr, "p0"},
		{ll.PtrIn(1), "p1"},
		{ll.NewVectorType(4, ll.Float, false), "v4f32"},
		{ll.NewVectorType(2, ll.I32, true), "nxv2i32"},
		{ll.NewVectorType(4, ll.PtrIn(3), false), "v4p3"},
		{ll.NewArrayType(4, ll.I32), "a4i32"},
		{ll.NewStructType([]ll.Type{ll.I32, ll.Float}, false), "sl_i32f32s"},
		{st, "s_Ss"},
		{ll.NewFuncType(ll.I32, []ll.Type{ll.I64}, true), "f_i32i64varargf"},
		{&ll.TargetExtType{Name: "foo", Types: []ll.Type{ll.I32}, Ints: []uint32{7}}, "tfoo_i32_7t"},
	} {
		if got := MangledTypeStr(c.ty); got != c.want {
			t.Errorf("%s: got %s, want %s", c.ty, got, c.want)
		}
	}
	if got := IntrinsicName("llvm.memcpy", []ll.Type{ll.Ptr, ll.PtrIn(1), ll.I64}); got != "llvm.memcpy.p0.p1.i64" {
		t.Errorf("IntrinsicName: got %s", got)
	}
}

// TestIntrinsicAttrsLookup checks LLVM's name lookup rule: overloaded
// intrinsics match with a suffix, others only exactly.
func TestIntrinsicAttrsLookup(t *testing.T) {
	for _, c := range []struct {
		name string
		ok   bool
	}{
		{"llvm.fabs.f32", true},
		{"llvm.fabs", true},
		{"llvm.nvvm.read.ptx.sreg.tid.x", true},
		{"llvm.nvvm.read.ptx.sreg.tid.x.i32", false},
		{"llvm.memcpy.p0.p0.i64", true},
		{"llvm.notanintrinsic", false},
		{"__ockl_get_local_size", false},
	} {
		if _, _, _, ok := IntrinsicAttrs(c.name, 0); ok != c.ok {
			t.Errorf("%s: got %v, want %v", c.name, ok, c.ok)
		}
	}
	fn, ret, params, _ := IntrinsicAttrs("llvm.memcpy.p0.p0.i64", 4)
	if !fn.Has("nounwind") || !fn.Has("memory") || len(ret) != 0 || !params[0].Has("noalias") || !params[3].Has("immarg") {
		t.Errorf("memcpy attributes: %v %v %v", fn, ret, params)
	}
}

// TestGeneratedTables checks that every uniform op names an intrinsic of
// the table and a registered op.
func TestGeneratedTables(t *testing.T) {
	ctx := ir.NewContext()
	all.Register(ctx.Registry)
	intrinsicIndex()
	for _, u := range uniformOps {
		if intrinsicTable[u.ID] == nil {
			t.Errorf("%s: intrinsic %s missing from the table", u.Op, u.ID)
		}
		if !ctx.Registry.IsRegisteredOp(u.Op) {
			t.Errorf("%s: not a registered op", u.Op)
		}
	}
}

// TestIntrinsicChunksAgainstOracle translates each `// -----` chunk of
// testdata/intr/*.mlir (our own inputs on the nvvm, rocdl and intrinsic
// ops, llvm.call_intrinsic and intrinsic declarations) and compares the
// text byte for byte with mlir-translate-19's (skipped without it).
func TestIntrinsicChunksAgainstOracle(t *testing.T) {
	eachChunkWithOracle(t, "testdata/intr/*.mlir", func(t *testing.T, chunk, want, stderr string, ok bool) {
		if !ok {
			t.Fatalf("mlir-translate-19 rejects the chunk: %s", stderr)
		}
		if got := translateForTest(t, chunk); got != want {
			t.Errorf("differs from mlir-translate-19:\n--- got\n%s\n--- want\n%s", got, want)
		}
	})
}

// TestVerifierReportsAgainstOracle translates each chunk of
// testdata/intr/verifier/*.mlir, modules MLIR accepts but LLVM's verifier
// rejects, and compares the report with mlir-translate-19's stderr.
func TestVerifierReportsAgainstOracle(t *testing.T) {
	eachChunkWithOracle(t, "testdata/intr/verifier/*.mlir", func(t *testing.T, chunk, _, stderr string, ok bool) {
		if ok {
			t.Fatal("mlir-translate-19 accepts the chunk")
		}
		err := translateErrForTest(t, chunk)
		v, isV := err.(*VerifierError)
		if !isV {
			t.Fatalf("want a verifier report, got %v", err)
		}
		if v.Text != stderr {
			t.Errorf("report differs from mlir-translate-19:\n--- got\n%s--- want\n%s", v.Text, stderr)
		}
	})
}
