package main

import "fmt"

// hostModule writes host functions that gpu-to-llvm lowers the same way in gpuc and in mlir-opt-19: func,
// arith, cf, index, math and memref ops (loads and stores through dynamic and static memrefs, allocations,
// loops as CFG blocks, calls with memref arguments and several results, folds of constants).
func (g *gen) hostModule(size int64) {
	g.line(0, "module {")
	g.line(1, "func.func private @ext(memref<?xf32>, index, f32) -> (f32, index)")
	for i := 0; g.written < size; i++ {
		switch i % 3 {
		case 0:
			g.hostLoop(i)
		case 1:
			g.hostStraight(i)
		default:
			g.hostCalls(i)
		}
	}
	g.line(0, "}")
}

// hostLoop is a loop over a dynamic memref written as cf blocks.
func (g *gen) hostLoop(i int) {
	g.line(1, "func.func @loop%d(%%a: memref<?xf32>, %%b: memref<?xf32>, %%n: index, %%s: f32) -> f32 {", i)
	g.line(2, "%%c0 = arith.constant 0 : index")
	g.line(2, "%%c1 = arith.constant 1 : index")
	g.line(2, "%%z = arith.constant 0.0 : f32")
	g.line(2, "cf.br ^head(%%c0, %%z : index, f32)")
	g.line(1, "^head(%%i: index, %%acc: f32):")
	g.line(2, "%%lt = arith.cmpi slt, %%i, %%n : index")
	g.line(2, "cf.cond_br %%lt, ^body, ^exit")
	g.line(1, "^body:")
	for k := 0; k < 8; k++ {
		g.line(2, "%%x%d = memref.load %%a[%%i] : memref<?xf32>", k)
		g.line(2, "%%y%d = arith.mulf %%x%d, %%s : f32", k, k)
		g.line(2, "%%w%d = math.sqrt %%y%d : f32", k, k)
		g.line(2, "memref.store %%w%d, %%b[%%i] : memref<?xf32>", k)
	}
	g.line(2, "%%sum = arith.addf %%acc, %%w7 : f32")
	g.line(2, "%%next = arith.addi %%i, %%c1 : index")
	g.line(2, "cf.br ^head(%%next, %%sum : index, f32)")
	g.line(1, "^exit:")
	g.line(2, "return %%acc : f32")
	g.line(1, "}")
}

// hostStraight is straight-line integer and index arithmetic over a static memref.
func (g *gen) hostStraight(i int) {
	g.line(1, "func.func @straight%d(%%m: memref<16x32xi32>, %%x: i32, %%y: i64, %%i: index, %%j: index) -> (i32, i64) {", i)
	g.line(2, "%%v0 = arith.addi %%x, %%x : i32")
	for k := 1; k < 24; k++ {
		op := []string{"addi", "muli", "subi", "xori", "andi", "ori", "maxsi", "minui"}[k%8]
		g.line(2, "%%v%d = arith.%s %%v%d, %%x : i32", k, op, k-1)
	}
	g.line(2, "%%e = arith.extsi %%v23 : i32 to i64")
	g.line(2, "%%p = arith.muli %%e, %%y : i64")
	g.line(2, "%%ii = index.add %%i, %%j")
	g.line(2, "%%jj = index.mul %%ii, %%j")
	g.line(2, "%%c = arith.index_cast %%jj : index to i64")
	g.line(2, "%%q = arith.addi %%p, %%c : i64")
	g.line(2, "%%l = memref.load %%m[%%i, %%j] : memref<16x32xi32>")
	g.line(2, "%%cmp = arith.cmpi sgt, %%l, %%v23 : i32")
	g.line(2, "%%sel = arith.select %%cmp, %%l, %%v23 : i32")
	g.line(2, "memref.store %%sel, %%m[%%j, %%i] : memref<16x32xi32>")
	g.line(2, "return %%sel, %%q : i32, i64")
	g.line(1, "}")
}

// hostCalls allocates, calls functions with memref arguments and several results, and frees.
func (g *gen) hostCalls(i int) {
	g.line(1, "func.func @calls%d(%%n: index, %%f: f32) -> f32 {", i)
	g.line(2, "%%c0 = arith.constant 0 : index")
	g.line(2, "%%a = memref.alloc(%%n) : memref<?xf32>")
	g.line(2, "%%d = memref.dim %%a, %%c0 : memref<?xf32>")
	acc := "%f"
	for k := 0; k < 6; k++ {
		g.line(2, "%%r%d:2 = func.call @ext(%%a, %%d, %s) : (memref<?xf32>, index, f32) -> (f32, index)", k, acc)
		acc = fmt.Sprintf("%%r%d#0", k)
	}
	g.line(2, "memref.dealloc %%a : memref<?xf32>")
	g.line(2, "return %s : f32", acc)
	g.line(1, "}")
}
