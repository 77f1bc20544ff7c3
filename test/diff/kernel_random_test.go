package diff

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// kernelFlagSets are the kernel lowerings the random kernels go through in
// both tools: each stage alone, then MLIR's whole NVVM and ROCDL flows.
var kernelFlagSets = [][]string{
	{"--convert-scf-to-cf"},
	{"--test-patterns"},
	{"--convert-scf-to-cf", "--convert-gpu-to-nvvm", "--reconcile-unrealized-casts"},
	{"--convert-scf-to-cf", "--convert-gpu-to-rocdl", "--reconcile-unrealized-casts"},
	{"--convert-scf-to-cf", "--convert-gpu-to-nvvm=index-bitwidth=32"},
	{"--convert-scf-to-cf", "--convert-gpu-to-rocdl=chipset=gfx90a", "--mlir-print-op-generic", "--mlir-print-debuginfo"},
}

// TestRandomKernelsMatchMLIROpt generates gpu.modules of kernels from fixed
// seeds (thread and block ids, arith, math, memref loads, stores and
// atomics, scf.if/for with results, shuffles, all-reduces, barriers,
// workgroup and private attributions, known block sizes) and requires each
// flag set of kernelFlagSets to print the same in gpuc and mlir-opt-19, or
// to fail with the same diagnostics.
// KERNEL_RANDOM_SEEDS=N runs N seeds instead of the default 8.
func TestRandomKernelsMatchMLIROpt(t *testing.T) {
	oracle := requireOracle(t)
	gpuc := requireGpuc(t)
	n := 8
	if s := os.Getenv("KERNEL_RANDOM_SEEDS"); s != "" {
		fmt.Sscan(s, &n)
	}
	dir := t.TempDir()
	for seed := 1; seed <= n; seed++ {
		seed := seed
		file := filepath.Join(dir, fmt.Sprintf("kernel%d.mlir", seed))
		if err := os.WriteFile(file, []byte(randomKernelModule(uint64(seed))), 0o644); err != nil {
			t.Fatal(err)
		}
		for i, flags := range kernelFlagSets {
			flags := flags
			t.Run(fmt.Sprintf("%d/%d", seed, i), func(t *testing.T) {
				t.Parallel()
				release := acquire()
				defer release()
				args := append(append([]string{}, flags...), file)
				// A kernel the oracle cannot lower (an up or down shuffle
				// for ROCDL) must fail alike, with the same diagnostics.
				want := runTool(t, oracle, nil, args, nil)
				got := runGpuc(t, gpuc, args, nil)
				compareRun(t, file, flags, want, got, true)
			})
		}
	}
}

type kgen struct {
	r      *rand.Rand
	b      strings.Builder
	n      int
	vals   map[string][]string
	bufs   []kbuf
	indent int
}

type kbuf struct {
	name, typ, elem string
	dims            int
	static          []int
}

func (g *kgen) fresh() string { g.n++; return fmt.Sprintf("%%v%d", g.n) }

func (g *kgen) line(format string, args ...any) {
	g.b.WriteString(strings.Repeat("  ", g.indent))
	fmt.Fprintf(&g.b, format, args...)
	g.b.WriteByte('\n')
}

func (g *kgen) pick(t string) string {
	vs := g.vals[t]
	return vs[g.r.IntN(len(vs))]
}

func (g *kgen) def(t, v string) { g.vals[t] = append(g.vals[t], v) }

// scope saves the visible values, for a region whose values must not leak.
func (g *kgen) scope() func() {
	saved := map[string][]string{}
	for k, v := range g.vals {
		saved[k] = append([]string(nil), v...)
	}
	return func() { g.vals = saved }
}

// index returns an in-bounds index for a dimension of size n (dynamic
// sizes are bounded by 16 through remui with a constant).
func (g *kgen) index(n int) string {
	v := g.pick("index")
	c := g.fresh()
	if n <= 0 {
		n = 16
	}
	g.line("%s = arith.constant %d : index", c, n)
	r := g.fresh()
	g.line("%s = arith.remui %s, %s : index", r, v, c)
	return r
}

func (g *kgen) access(b kbuf) string {
	var idx []string
	for d := 0; d < b.dims; d++ {
		size := 0
		if b.static != nil {
			size = b.static[d]
		}
		idx = append(idx, g.index(size))
	}
	return strings.Join(idx, ", ")
}

var kgenIntOps = []string{"addi", "subi", "muli", "andi", "ori", "xori", "maxsi", "minui", "divui", "remsi", "shrui"}
var kgenFloatOps = []string{"addf", "subf", "mulf", "divf", "maximumf", "minnumf", "remf"}
var kgenMath1 = []string{"exp", "sqrt", "tanh", "absf", "log", "rsqrt", "sin", "cos", "floor", "ceil", "exp2", "log2", "erf", "atan"}

func (g *kgen) op(depth int) {
	switch g.r.IntN(33) {
	case 0:
		t := []string{"i32", "index"}[g.r.IntN(2)]
		v := g.fresh()
		g.line("%s = arith.constant %d : %s", v, g.r.IntN(7)-2, t)
		g.def(t, v)
	case 1:
		v := g.fresh()
		g.line("%s = arith.constant %d.5 : f32", v, g.r.IntN(5))
		g.def("f32", v)
	case 2, 3:
		t := []string{"i32", "index"}[g.r.IntN(2)]
		v := g.fresh()
		g.line("%s = arith.%s %s, %s : %s", v, kgenIntOps[g.r.IntN(len(kgenIntOps))], g.pick(t), g.pick(t), t)
		g.def(t, v)
	case 4, 5:
		v := g.fresh()
		fm := ""
		if g.r.IntN(3) == 0 {
			fm = " fastmath<contract>"
		}
		g.line("%s = arith.%s %s, %s%s : f32", v, kgenFloatOps[g.r.IntN(len(kgenFloatOps))], g.pick("f32"), g.pick("f32"), fm)
		g.def("f32", v)
	case 6, 7:
		v := g.fresh()
		g.line("%s = math.%s %s : f32", v, kgenMath1[g.r.IntN(len(kgenMath1))], g.pick("f32"))
		g.def("f32", v)
	case 8:
		v := g.fresh()
		g.line("%s = math.powf %s, %s : f32", v, g.pick("f32"), g.pick("f32"))
		g.def("f32", v)
	case 9:
		v := g.fresh()
		op := []string{"thread_id", "block_id", "block_dim", "grid_dim"}[g.r.IntN(4)]
		g.line("%s = gpu.%s %s", v, op, []string{"x", "y", "z"}[g.r.IntN(3)])
		g.def("index", v)
	case 10:
		v := g.fresh()
		if g.r.IntN(2) == 0 {
			g.line("%s = arith.index_cast %s : index to i32", v, g.pick("index"))
			g.def("i32", v)
		} else {
			g.line("%s = arith.index_cast %s : i32 to index", v, g.pick("i32"))
			g.def("index", v)
		}
	case 11:
		v := g.fresh()
		g.line("%s = arith.sitofp %s : i32 to f32", v, g.pick("i32"))
		g.def("f32", v)
	case 12:
		c := g.fresh()
		t := []string{"i32", "index"}[g.r.IntN(2)]
		g.line("%s = arith.cmpi %s, %s, %s : %s", c, []string{"slt", "ult", "eq", "sge"}[g.r.IntN(4)], g.pick(t), g.pick(t), t)
		g.def("i1", c)
	case 13:
		c := g.fresh()
		g.line("%s = arith.cmpf %s, %s, %s : f32", c, []string{"olt", "ugt", "oeq"}[g.r.IntN(3)], g.pick("f32"), g.pick("f32"))
		g.def("i1", c)
	case 14:
		if len(g.vals["i1"]) == 0 {
			return
		}
		t := []string{"i32", "f32", "index"}[g.r.IntN(3)]
		v := g.fresh()
		g.line("%s = arith.select %s, %s, %s : %s", v, g.pick("i1"), g.pick(t), g.pick(t), t)
		g.def(t, v)
	case 15, 16:
		b := g.bufs[g.r.IntN(len(g.bufs))]
		idx := g.access(b)
		v := g.fresh()
		g.line("%s = memref.load %s[%s] : %s", v, b.name, idx, b.typ)
		g.def(b.elem, v)
	case 17:
		b := g.bufs[g.r.IntN(len(g.bufs))]
		idx := g.access(b)
		g.line("memref.store %s, %s[%s] : %s", g.pick(b.elem), b.name, idx, b.typ)
	case 18:
		b := g.bufs[g.r.IntN(len(g.bufs))]
		if b.elem != "f32" {
			return
		}
		idx := g.access(b)
		v := g.fresh()
		g.line("%s = memref.atomic_rmw addf %s, %s[%s] : (f32, %s) -> f32", v, g.pick("f32"), b.name, idx, b.typ)
		g.def("f32", v)
	case 19:
		g.line("gpu.barrier")
	case 20:
		t := []string{"f32", "i32"}[g.r.IntN(2)]
		v, p := g.fresh(), g.fresh()
		mode := []string{"xor", "idx", "down", "up"}[g.r.IntN(4)]
		g.line("%s, %s = gpu.shuffle %s %s, %s, %s : %s", v, p, mode, g.pick(t), g.pick("i32"), g.pick("i32"), t)
		g.def(t, v)
		g.def("i1", p)
	case 21:
		if depth > 1 || len(g.vals["i1"]) == 0 {
			return
		}
		g.ifOp(depth)
	case 22:
		if depth > 1 {
			return
		}
		g.forOp(depth)
	case 23:
		if depth > 0 {
			return
		}
		t := []string{"f32", "i32"}[g.r.IntN(2)]
		op := map[string][]string{"f32": {"add", "mul", "maxnumf"}, "i32": {"add", "and", "maxsi", "xor"}}[t]
		v := g.fresh()
		g.line("%s = gpu.all_reduce %s %s uniform {} : (%s) -> (%s)", v, op[g.r.IntN(len(op))], g.pick(t), t, t)
		g.def(t, v)
	case 24:
		if depth > 0 {
			return
		}
		// An all-reduce whose accumulator is a region.
		v := g.fresh()
		g.line("%s = gpu.all_reduce %s uniform {", v, g.pick("i32"))
		g.line("^bb0(%%lhs%d: i32, %%rhs%d: i32):", g.n, g.n)
		x := g.fresh()
		g.line("  %s = arith.%s %%lhs%d, %%rhs%d : i32", x, []string{"xori", "addi", "maxui"}[g.r.IntN(3)], g.n-1, g.n-1)
		g.line("  gpu.yield %s : i32", x)
		g.line("} : (i32) -> (i32)")
		g.def("i32", v)
	case 25:
		g.line("gpu.printf \"v=%%f n=%%d\\n\" %s, %s : f32, i32", g.pick("f32"), g.pick("i32"))
	case 26:
		v := g.fresh()
		g.line("%s = gpu.lane_id", v)
		g.def("index", v)
	case 27:
		v := g.fresh()
		g.line("%s = gpu.global_id %s", v, []string{"x", "y"}[g.r.IntN(2)])
		g.def("index", v)
	case 28:
		// f16 and f64 math go through f32 and the f64 functions.
		h, r, e := g.fresh(), g.fresh(), g.fresh()
		g.line("%s = arith.truncf %s : f32 to f16", h, g.pick("f32"))
		g.line("%s = math.%s %s : f16", r, kgenMath1[g.r.IntN(len(kgenMath1))], h)
		g.line("%s = arith.extf %s : f16 to f32", e, r)
		g.def("f32", e)
		d, m, t := g.fresh(), g.fresh(), g.fresh()
		g.line("%s = arith.extf %s : f32 to f64", d, g.pick("f32"))
		g.line("%s = math.%s %s : f64", m, kgenMath1[g.r.IntN(len(kgenMath1))], d)
		g.line("%s = arith.truncf %s : f64 to f32", t, m)
		g.def("f32", t)
	case 29:
		// A 64-bit shuffle, split in two by the GPU rewrites.
		w, v, p, n := g.fresh(), g.fresh(), g.fresh(), g.fresh()
		g.line("%s = arith.extsi %s : i32 to i64", w, g.pick("i32"))
		g.line("%s, %s = gpu.shuffle xor %s, %s, %s : i64", v, p, w, g.pick("i32"), g.pick("i32"))
		g.line("%s = arith.trunci %s : i64 to i32", n, v)
		g.def("i32", n)
		g.def("i1", p)
	case 30:
		v := g.fresh()
		g.line("%s = memref.dim %%in, %s : memref<?xf32>", v, g.index(1))
		g.def("index", v)
	case 31:
		if depth > 1 {
			return
		}
		g.whileOp(depth)
	case 32:
		b, i := g.fresh(), g.index(8)
		g.line("%s = memref.alloca() : memref<8xf32>", b)
		g.line("memref.store %s, %s[%s] : memref<8xf32>", g.pick("f32"), b, i)
		v := g.fresh()
		g.line("%s = memref.load %s[%s] : memref<8xf32>", v, b, i)
		g.def("f32", v)
	}
}

func (g *kgen) whileOp(depth int) {
	init := g.pick("i32")
	limit := g.pick("i32")
	res := g.fresh()
	a, c := g.fresh(), g.fresh()
	g.line("%s = scf.while (%s = %s) : (i32) -> i32 {", res, a, init)
	g.indent++
	g.line("%s = arith.cmpi slt, %s, %s : i32", c, a, limit)
	g.line("scf.condition(%s) %s : i32", c, a)
	g.indent--
	b := g.fresh()
	g.line("} do {")
	g.line("^bb0(%s: i32):", b)
	g.indent++
	restore := g.scope()
	g.def("i32", b)
	g.body(depth+1, 1+g.r.IntN(3))
	one, next := g.fresh(), g.fresh()
	g.line("%s = arith.constant 1 : i32", one)
	g.line("%s = arith.addi %s, %s : i32", next, b, one)
	g.line("scf.yield %s : i32", next)
	restore()
	g.indent--
	g.line("}")
	g.def("i32", res)
}

func (g *kgen) body(depth, n int) {
	for i := 0; i < n; i++ {
		g.op(depth)
	}
}

func (g *kgen) ifOp(depth int) {
	t := []string{"f32", "i32", "index"}[g.r.IntN(3)]
	withResult := g.r.IntN(2) == 0
	cond := g.pick("i1")
	res := ""
	if withResult {
		res = g.fresh()
		g.line("%s = scf.if %s -> (%s) {", res, cond, t)
	} else {
		g.line("scf.if %s {", cond)
	}
	g.indent++
	restore := g.scope()
	g.body(depth+1, 2+g.r.IntN(3))
	if withResult {
		g.line("scf.yield %s : %s", g.pick(t), t)
	}
	restore()
	g.indent--
	if withResult || g.r.IntN(2) == 0 {
		g.line("} else {")
		g.indent++
		restore := g.scope()
		g.body(depth+1, 1+g.r.IntN(3))
		if withResult {
			g.line("scf.yield %s : %s", g.pick(t), t)
		}
		restore()
		g.indent--
	}
	g.line("}")
	if withResult {
		g.def(t, res)
	}
}

func (g *kgen) forOp(depth int) {
	lb, ub, st := g.fresh(), g.fresh(), g.fresh()
	g.line("%s = arith.constant 0 : index", lb)
	g.line("%s = arith.constant %d : index", ub, 2+g.r.IntN(6))
	g.line("%s = arith.constant 1 : index", st)
	iv, acc, res := g.fresh(), g.fresh(), g.fresh()
	g.line("%s = scf.for %s = %s to %s step %s iter_args(%s = %s) -> (f32) {", res, iv, lb, ub, st, acc, g.pick("f32"))
	g.indent++
	restore := g.scope()
	g.def("index", iv)
	g.def("f32", acc)
	g.body(depth+1, 2+g.r.IntN(3))
	g.line("scf.yield %s : f32", g.pick("f32"))
	restore()
	g.indent--
	g.line("}")
	g.def("f32", res)
}

// randomKernelModule is a gpu.module of two or three kernels.
func randomKernelModule(seed uint64) string {
	g := &kgen{r: rand.New(rand.NewPCG(seed, 0x6b65726e))}
	g.line("module attributes {gpu.container_module} {")
	g.indent++
	g.line("gpu.module @kernels {")
	g.indent++
	for k := 0; k < 2+g.r.IntN(2); k++ {
		g.vals = map[string][]string{}
		g.bufs = []kbuf{
			{name: "%in", typ: "memref<?xf32>", elem: "f32", dims: 1},
			{name: "%grid", typ: "memref<16x16xf32>", elem: "f32", dims: 2, static: []int{16, 16}},
			{name: "%ints", typ: "memref<?xi32>", elem: "i32", dims: 1},
		}
		attribution := ""
		if g.r.IntN(2) == 0 {
			attribution += " workgroup(%sh : memref<32xf32, #gpu.address_space<workgroup>>)"
			g.bufs = append(g.bufs, kbuf{name: "%sh", typ: "memref<32xf32, #gpu.address_space<workgroup>>", elem: "f32", dims: 1, static: []int{32}})
		}
		if g.r.IntN(3) == 0 {
			attribution += " private(%pr : memref<4xi32, #gpu.address_space<private>>)"
			g.bufs = append(g.bufs, kbuf{name: "%pr", typ: "memref<4xi32, #gpu.address_space<private>>", elem: "i32", dims: 1, static: []int{4}})
		}
		attrs := ""
		if g.r.IntN(2) == 0 {
			attrs = fmt.Sprintf(" attributes {gpu.known_block_size = array<i32: %d, %d, 1>}", 32*(1+g.r.IntN(4)), 1+g.r.IntN(2))
		}
		g.line("gpu.func @k%d(%%in: memref<?xf32>, %%grid: memref<16x16xf32>, %%ints: memref<?xi32>, %%s: f32, %%n: index, %%m: i32)%s kernel%s {", k, attribution, attrs)
		g.indent++
		g.def("f32", "%s")
		g.def("index", "%n")
		g.def("i32", "%m")
		tid := g.fresh()
		g.line("%s = gpu.thread_id x", tid)
		g.def("index", tid)
		// An index-dialect op loads the dialect that the global_id rewrite
		// creates ops of (mlir-opt-19 aborts without it: the GPU lowerings
		// do not declare it).
		one := g.fresh()
		g.line("%s = index.constant 1", one)
		g.def("index", one)
		g.body(0, 10+g.r.IntN(12))
		g.line("gpu.return")
		g.indent--
		g.line("}")
	}
	g.indent--
	g.line("}")
	g.indent--
	g.line("}")
	return g.b.String()
}
