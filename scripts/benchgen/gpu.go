package main

import "fmt"

// gpuModule writes a module that mixes the dialects GPU code is written in:
// host functions (func, arith, scf, memref, gpu.launch_func), gpu.modules
// with gpu.func kernels (gpu, arith, scf, memref, math), and gpu.modules
// already lowered to the LLVM dialect with NVVM and ROCDL intrinsics, until
// about size bytes are written.
func (g *gen) gpuModule(size int64) {
	g.line(0, "module attributes {gpu.container_module} {")
	for i := 0; g.written < size; i++ {
		n := 1 + g.r.IntN(3)
		g.kernelModule(i, n)
		g.hostFunc(i, n)
		g.llvmModule(i, "nvvm")
		g.llvmModule(i, "rocdl")
	}
	g.line(0, "}")
}

var floatOps = []string{"arith.addf", "arith.mulf", "arith.subf", "arith.maximumf", "arith.minimumf"}
var mathOps = []string{"math.exp", "math.sqrt", "math.tanh", "math.log", "math.absf", "math.rsqrt"}

// kernelModule writes gpu.module @kI with n kernels in the gpu dialect.
func (g *gen) kernelModule(i, n int) {
	g.line(1, "gpu.module @k%d {", i)
	for k := 0; k < n; k++ {
		g.line(2, "gpu.func @kernel%d(%%a: memref<?xf32>, %%b: memref<?xf32>, %%n: index, %%s: f32) kernel attributes {gpu.known_block_size = array<i32: %d, 1, 1>} {", k, 32<<g.r.IntN(4))
		g.line(3, "%%tid = gpu.thread_id x")
		g.line(3, "%%bid = gpu.block_id x")
		g.line(3, "%%bdim = gpu.block_dim x")
		g.line(3, "%%base = arith.muli %%bid, %%bdim : index")
		g.line(3, "%%idx = arith.addi %%base, %%tid : index")
		g.line(3, "%%in = arith.cmpi ult, %%idx, %%n : index")
		g.line(3, "scf.if %%in {")
		g.line(4, "%%x = memref.load %%a[%%idx] : memref<?xf32>")
		v := "%x"
		for j, m := 0, 2+g.r.IntN(10); j < m; j++ {
			nv := fmt.Sprintf("%%v%d", j)
			if g.r.IntN(3) == 0 {
				g.line(4, "%s = %s %s : f32", nv, g.pick(mathOps), v)
			} else {
				g.line(4, "%s = %s %s, %%s : f32", nv, g.pick(floatOps), v)
			}
			v = nv
		}
		if g.r.IntN(2) == 0 {
			g.line(4, "%%c0 = arith.constant 0 : index")
			g.line(4, "%%c1 = arith.constant 1 : index")
			g.line(4, "%%c4 = arith.constant 4 : index")
			g.line(4, "%%acc = scf.for %%j = %%c0 to %%c4 step %%c1 iter_args(%%t = %s) -> (f32) {", v)
			g.line(5, "%%jf = arith.index_cast %%j : index to i32")
			g.line(5, "%%f = arith.sitofp %%jf : i32 to f32")
			g.line(5, "%%u = arith.addf %%t, %%f fastmath<fast> : f32")
			g.line(5, "scf.yield %%u : f32")
			g.line(4, "}")
			v = "%acc"
		}
		g.line(4, "memref.store %s, %%b[%%idx] : memref<?xf32>", v)
		g.line(3, "}")
		if g.r.IntN(2) == 0 {
			g.line(3, "gpu.barrier")
			g.line(3, "%%w = arith.constant 32 : i32")
			g.line(3, "%%o = arith.constant 1 : i32")
			g.line(3, "%%sh, %%valid = gpu.shuffle xor %%s, %%o, %%w : f32")
		}
		g.line(3, "gpu.return")
		g.line(2, "}")
	}
	g.line(1, "}")
}

// hostFunc writes a host function launching the kernels of @kI.
func (g *gen) hostFunc(i, n int) {
	g.line(1, "func.func @host%d(%%a: memref<?xf32>, %%b: memref<?xf32>, %%n: index) {", i)
	g.line(2, "%%c1 = arith.constant 1 : index")
	g.line(2, "%%c256 = arith.constant 256 : index")
	g.line(2, "%%cst = arith.constant %d.5 : f32", g.r.IntN(100))
	g.line(2, "%%t = arith.addi %%n, %%c256 : index")
	g.line(2, "%%g = arith.divui %%t, %%c256 : index")
	for k := 0; k < n; k++ {
		if g.r.IntN(2) == 0 {
			g.line(2, "gpu.launch_func @k%d::@kernel%d blocks in (%%g, %%c1, %%c1) threads in (%%c256, %%c1, %%c1) args(%%a : memref<?xf32>, %%b : memref<?xf32>, %%n : index, %%cst : f32)", i, k)
		} else {
			g.line(2, "%%tok%d = gpu.wait async", k)
			g.line(2, "%%done%d = gpu.launch_func async [%%tok%d] @k%d::@kernel%d blocks in (%%g, %%c1, %%c1) threads in (%%c256, %%c1, %%c1) args(%%a : memref<?xf32>, %%b : memref<?xf32>, %%n : index, %%cst : f32)", k, k, i, k)
			g.line(2, "gpu.wait [%%done%d]", k)
		}
	}
	g.line(2, "return")
	g.line(1, "}")
}

// llvmModule writes a gpu.module whose kernel is already in the LLVM
// dialect, with nvvm or rocdl intrinsics, as the GPU lowerings produce.
func (g *gen) llvmModule(i int, dialect string) {
	target, kernelAttr, tid, bid, barrier := "#nvvm.target<chip = \"sm_90\">", "nvvm.kernel", "nvvm.read.ptx.sreg.tid.x", "nvvm.read.ptx.sreg.ctaid.x", "nvvm.barrier0"
	if dialect == "rocdl" {
		target, kernelAttr, tid, bid, barrier = "#rocdl.target<chip = \"gfx90a\">", "rocdl.kernel", "rocdl.workitem.id.x", "rocdl.workgroup.id.x", "rocdl.barrier"
	}
	desc := "!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>"
	g.line(1, "gpu.module @l%d_%s [%s] {", i, dialect, target)
	g.line(2, "llvm.func @__nv_expf(f32) -> f32")
	g.line(2, "llvm.func @kernel(%%arg0: !llvm.ptr, %%arg1: !llvm.ptr, %%arg2: i64, %%arg3: i64, %%arg4: i64, %%arg5: f32) attributes {gpu.kernel, %s} {", kernelAttr)
	g.line(3, "%%0 = llvm.mlir.undef : %s", desc)
	g.line(3, "%%1 = llvm.insertvalue %%arg0, %%0[0] : %s ", desc)
	g.line(3, "%%2 = llvm.insertvalue %%arg1, %%1[1] : %s ", desc)
	g.line(3, "%%3 = llvm.insertvalue %%arg2, %%2[2] : %s ", desc)
	g.line(3, "%%4 = llvm.insertvalue %%arg3, %%3[3, 0] : %s ", desc)
	g.line(3, "%%5 = llvm.insertvalue %%arg4, %%4[4, 0] : %s ", desc)
	g.line(3, "%%6 = %s : i32", tid)
	g.line(3, "%%7 = %s : i32", bid)
	g.line(3, "%%8 = llvm.sext %%6 : i32 to i64")
	g.line(3, "%%9 = llvm.sext %%7 : i32 to i64")
	g.line(3, "%%10 = llvm.mlir.constant(%d : index) : i64", 64<<g.r.IntN(3))
	g.line(3, "%%11 = llvm.mul %%9, %%10 : i64")
	g.line(3, "%%12 = llvm.add %%11, %%8 : i64")
	g.line(3, "%%13 = llvm.extractvalue %%5[3, 0] : %s ", desc)
	g.line(3, "%%14 = llvm.icmp \"slt\" %%12, %%13 : i64")
	g.line(3, "llvm.cond_br %%14, ^bb1, ^bb2")
	g.line(2, "^bb1:")
	g.line(3, "%%15 = llvm.extractvalue %%5[1] : %s ", desc)
	g.line(3, "%%16 = llvm.getelementptr %%15[%%12] : (!llvm.ptr, i64) -> !llvm.ptr, f32")
	g.line(3, "%%17 = llvm.load %%16 : !llvm.ptr -> f32")
	v := "%17"
	ops := []string{"llvm.fadd", "llvm.fmul", "llvm.fsub"}
	for j, m := 0, 1+g.r.IntN(8); j < m; j++ {
		nv := fmt.Sprintf("%%f%d", j)
		if j%3 == 2 && dialect == "nvvm" {
			g.line(3, "%s = llvm.call @__nv_expf(%s) : (f32) -> f32", nv, v)
		} else {
			flags := ""
			if g.r.IntN(3) == 0 {
				flags = " {fastmathFlags = #llvm.fastmath<fast>}"
			}
			g.line(3, "%s = %s %s, %%arg5%s : f32", nv, g.pick(ops), v, flags)
		}
		v = nv
	}
	g.line(3, "llvm.store %s, %%16 : f32, !llvm.ptr", v)
	g.line(3, "llvm.br ^bb2")
	g.line(2, "^bb2:")
	g.line(3, "%s", barrier)
	g.line(3, "llvm.return")
	g.line(2, "}")
	g.line(1, "}")
}
