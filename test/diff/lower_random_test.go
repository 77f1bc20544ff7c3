package diff

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestRandomLoweringMatchesMLIROpt generates host programs from fixed seeds
// (calls, CFGs with block arguments of every kind, scf regions that stay
// unconverted, constants that fold, unregistered users of converted values)
// and requires `--gpu-to-llvm`, and the standalone conversions to the LLVM
// dialect alone or in a chain, to print the same in gpuc and mlir-opt-19.
// LOWER_RANDOM_SEEDS=N runs N seeds instead of the default 12.
func TestRandomLoweringMatchesMLIROpt(t *testing.T) {
	oracle := requireOracle(t)
	gpuc := requireGpuc(t)
	n := 12
	if s := os.Getenv("LOWER_RANDOM_SEEDS"); s != "" {
		fmt.Sscan(s, &n)
	}
	dir := t.TempDir()
	for seed := 1; seed <= n; seed++ {
		seed := seed
		t.Run(fmt.Sprint(seed), func(t *testing.T) {
			t.Parallel()
			release := acquire()
			defer release()
			file := filepath.Join(dir, fmt.Sprintf("random%d.mlir", seed))
			if err := os.WriteFile(file, []byte(randomHostProgram(uint64(seed))), 0o644); err != nil {
				t.Fatal(err)
			}
			for i, flags := range randomLoweringFlags {
				args := append(append([]string{"--allow-unregistered-dialect"}, flags...), file)
				want := runTool(t, oracle, nil, args, nil)
				if want.exitCode != 0 && i == 0 {
					t.Fatalf("generator bug: the oracle rejects seed %d:\n%s", seed, clip(want.stderr, 20))
				}
				got := runGpuc(t, gpuc, args, nil)
				compareRun(t, file, args[:len(args)-1], want, got, true)
			}
		})
	}
}

// randomLoweringFlags are the pass flags each random program goes through.
var randomLoweringFlags = [][]string{
	{"--gpu-to-llvm"},
	{"--convert-func-to-llvm"},
	{"--convert-arith-to-llvm", "--convert-cf-to-llvm=index-bitwidth=32"},
	{"--finalize-memref-to-llvm", "--convert-index-to-llvm", "--convert-math-to-llvm"},
	{"--convert-math-to-llvm", "--convert-arith-to-llvm", "--convert-index-to-llvm", "--finalize-memref-to-llvm", "--convert-cf-to-llvm", "--convert-func-to-llvm", "--reconcile-unrealized-casts"},
}

type rgen struct {
	r    *rand.Rand
	b    strings.Builder
	n    int
	vals map[string][]string // visible values by type
}

func (g *rgen) fresh() string { g.n++; return fmt.Sprintf("%%v%d", g.n) }

func (g *rgen) line(indent int, format string, args ...any) {
	g.b.WriteString(strings.Repeat("  ", indent))
	fmt.Fprintf(&g.b, format, args...)
	g.b.WriteByte('\n')
}

func (g *rgen) pick(t string) string {
	vs := g.vals[t]
	return vs[g.r.IntN(len(vs))]
}

func (g *rgen) def(t, v string) { g.vals[t] = append(g.vals[t], v) }

var rTypes = []string{"i32", "i64", "index", "f32", "i1"}

// op emits one random op at indent, defining a new value.
func (g *rgen) op(indent int) {
	switch g.r.IntN(19) {
	case 0, 1:
		t := []string{"i32", "i64", "index"}[g.r.IntN(3)]
		v := g.fresh()
		g.line(indent, "%s = arith.constant %d : %s", v, g.r.IntN(5)-1, t)
		g.def(t, v)
	case 2, 3, 4:
		t := []string{"i32", "i64", "index"}[g.r.IntN(3)]
		op := []string{"addi", "subi", "muli", "andi", "ori", "xori", "maxsi", "minui", "divui", "shli"}[g.r.IntN(10)]
		v := g.fresh()
		g.line(indent, "%s = arith.%s %s, %s : %s", v, op, g.pick(t), g.pick(t), t)
		g.def(t, v)
	case 5:
		op := []string{"addf", "mulf", "subf", "maximumf"}[g.r.IntN(4)]
		v := g.fresh()
		g.line(indent, "%s = arith.%s %s, %s : f32", v, op, g.pick("f32"), g.pick("f32"))
		g.def("f32", v)
	case 6:
		t := []string{"i32", "i64", "index"}[g.r.IntN(3)]
		v := g.fresh()
		g.line(indent, "%s = arith.cmpi %s, %s, %s : %s", v, []string{"eq", "slt", "ult", "sge"}[g.r.IntN(4)], g.pick(t), g.pick(t), t)
		g.def("i1", v)
	case 7:
		t := rTypes[g.r.IntN(4)]
		v := g.fresh()
		g.line(indent, "%s = arith.select %s, %s, %s : %s", v, g.pick("i1"), g.pick(t), g.pick(t), t)
		g.def(t, v)
	case 8:
		v := g.fresh()
		g.line(indent, "%s = arith.index_cast %s : index to i64", v, g.pick("index"))
		g.def("i64", v)
	case 9:
		v := g.fresh()
		g.line(indent, "%s = memref.load %s[%s] : memref<?xf32>", v, g.pick("memref<?xf32>"), g.pick("index"))
		g.def("f32", v)
	case 10:
		g.line(indent, "memref.store %s, %s[%s] : memref<?xf32>", g.pick("f32"), g.pick("memref<?xf32>"), g.pick("index"))
	case 11:
		v := g.fresh()
		g.line(indent, "%s = math.sqrt %s : f32", v, g.pick("f32"))
		g.def("f32", v)
	case 12:
		t := rTypes[g.r.IntN(len(rTypes))]
		g.line(indent, "\"my.use\"(%s, %s) : (%s, memref<?xf32>) -> ()", g.pick(t), g.pick("memref<?xf32>"), t)
	case 13:
		v := g.fresh()
		g.line(indent, "%s = \"my.def\"() : () -> index", v)
		g.def("index", v)
	case 14:
		v := g.fresh()
		g.line(indent, "%s = memref.alloc(%s) : memref<?xf32>", v, g.pick("index"))
		g.def("memref<?xf32>", v)
	case 15:
		v := g.fresh()
		g.line(indent, "%s = memref.dim %s, %s : memref<?xf32>", v, g.pick("memref<?xf32>"), g.pick("index"))
		g.def("index", v)
	case 16:
		v, w := g.fresh(), g.fresh()
		g.line(indent, "%s = memref.cast %s : memref<?xf32> to memref<*xf32>", v, g.pick("memref<?xf32>"))
		g.line(indent, "%s = memref.cast %s : memref<*xf32> to memref<?xf32>", w, v)
		g.def("memref<?xf32>", w)
	case 17:
		op := []string{"add", "mul", "sub", "maxs", "divu", "shl"}[g.r.IntN(6)]
		v := g.fresh()
		g.line(indent, "%s = index.%s %s, %s", v, op, g.pick("index"), g.pick("index"))
		g.def("index", v)
	case 18:
		v := g.fresh()
		g.line(indent, "%s = arith.extui %s : i1 to i32", v, g.pick("i1"))
		g.def("i32", v)
	}
}

func (g *rgen) scope() func() {
	saved := map[string][]string{}
	for k, v := range g.vals {
		saved[k] = append([]string(nil), v...)
	}
	return func() { g.vals = saved }
}

// randomHostProgram returns a module of functions for seed.
func randomHostProgram(seed uint64) string {
	g := &rgen{r: rand.New(rand.NewPCG(seed, 42))}
	g.line(0, "module {")
	g.line(1, "func.func private @ext(memref<?xf32>, index) -> (index, f32)")
	for f := 0; f < 6; f++ {
		g.vals = map[string][]string{}
		g.n = 0
		g.line(1, "func.func @f%d(%%m: memref<?xf32>, %%i: index, %%x: i32, %%y: i64, %%z: f32, %%b: i1) -> (index, f32) {", f)
		for t, v := range map[string]string{"memref<?xf32>": "%m", "index": "%i", "i32": "%x", "i64": "%y", "f32": "%z", "i1": "%b"} {
			g.def(t, v)
		}
		for k := 0; k < 6; k++ {
			g.op(2)
		}
		switch g.r.IntN(3) {
		case 0: // a loop-shaped CFG with block arguments
			g.line(2, "cf.br ^bb1(%s, %s, %s : index, f32, memref<?xf32>)", g.pick("index"), g.pick("f32"), g.pick("memref<?xf32>"))
			g.line(1, "^bb1(%%a0: index, %%a1: f32, %%a2: memref<?xf32>):")
			g.vals = map[string][]string{"index": {"%a0"}, "f32": {"%a1"}, "memref<?xf32>": {"%a2", "%m"}, "i32": {"%x"}, "i64": {"%y"}, "i1": {"%b"}}
			for k := 0; k < 5; k++ {
				g.op(2)
			}
			g.line(2, "cf.cond_br %s, ^bb1(%s, %s, %s : index, f32, memref<?xf32>), ^bb2", g.pick("i1"), g.pick("index"), g.pick("f32"), g.pick("memref<?xf32>"))
			g.line(1, "^bb2:")
		case 1: // scf regions, not converted by gpu-to-llvm
			restore := g.scope()
			c1 := g.fresh()
			g.line(2, "%s = arith.constant 1 : index", c1)
			r := g.fresh()
			g.line(2, "%s = scf.for %%iv = %s to %s step %s iter_args(%%acc = %s) -> (f32) {", r, g.pick("index"), g.pick("index"), c1, g.pick("f32"))
			g.def("index", "%iv")
			g.def("f32", "%acc")
			for k := 0; k < 4; k++ {
				g.op(3)
			}
			g.line(3, "scf.yield %s : f32", g.pick("f32"))
			g.line(2, "}")
			restore()
			g.def("f32", r)
		default: // a call with several results
			r := g.fresh()
			g.line(2, "%s:2 = func.call @ext(%s, %s) : (memref<?xf32>, index) -> (index, f32)", r, g.pick("memref<?xf32>"), g.pick("index"))
			g.def("index", r+"#0")
			g.def("f32", r+"#1")
		}
		for k := 0; k < 3; k++ {
			g.op(2)
		}
		g.line(2, "return %s, %s : index, f32", g.pick("index"), g.pick("f32"))
		g.line(1, "}")
	}
	g.line(0, "}")
	return g.b.String()
}
