package diff

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// canonicalizeFlagSets are the canonicalize, cse and symbol-dce command
// lines the random programs go through.
var canonicalizeFlagSets = [][]string{
	{"--canonicalize"},
	{"--cse"},
	{"--canonicalize", "--cse"},
	{"--canonicalize=top-down=false"},
	{"--canonicalize=region-simplify=aggressive", "--cse"},
	{"--canonicalize=region-simplify=disabled"},
	{"--pass-pipeline=builtin.module(func.func(canonicalize{max-iterations=1 max-num-rewrites=3}))"},
	{"--symbol-dce", "--canonicalize", "--cse", "--mlir-print-debuginfo"},
}

// TestRandomCanonicalizeMatchesMLIROpt generates, from fixed seeds,
// functions of random arith, index and memref op graphs over many
// constants, with repeated ops and multi-block cf control flow (blocks
// with arguments, constant conditions, identical blocks), and the random
// scf nests of the scf-to-cf test, and chains of affine.apply, min and
// max over random affine maps (in and out of an scf.for), and requires canonicalize, cse and
// symbol-dce (alone, together and with their options) to print what
// mlir-opt-19 prints. CANON_RANDOM_SEEDS=N runs N seeds instead of 12.
func TestRandomCanonicalizeMatchesMLIROpt(t *testing.T) {
	oracle := requireOracle(t)
	gpuc := requireGpuc(t)
	n := seedCount(t, "CANON_RANDOM_SEEDS", 12)
	dir := t.TempDir()
	programs := []struct {
		name string
		gen  func(uint64) string
	}{{"graph", randomCanonProgram}, {"scf", randomSCFProgram}, {"affine", randomAffineProgram}}
	for seed := 1; seed <= n; seed++ {
		for _, p := range programs {
			seed, p := seed, p
			t.Run(fmt.Sprintf("%s%d", p.name, seed), func(t *testing.T) {
				t.Parallel()
				release := acquire()
				defer release()
				file := filepath.Join(dir, fmt.Sprintf("canon-%s%d.mlir", p.name, seed))
				if err := os.WriteFile(file, []byte(p.gen(uint64(seed))), 0o644); err != nil {
					t.Fatal(err)
				}
				for _, flags := range canonicalizeFlagSets {
					args := append(append([]string{"--allow-unregistered-dialect"}, flags...), file)
					want := runTool(t, oracle, nil, args, nil)
					if want.exitCode != 0 {
						t.Fatalf("generator bug: the oracle rejects seed %d with %v:\n%s", seed, flags, clip(want.stderr, 20))
					}
					got := runGpuc(t, gpuc, args, nil)
					compareRun(t, file, args[:len(args)-1], want, got, true)
				}
			})
		}
	}
}

// seedCount reads the number of random seeds from the environment
// variable env, def when unset.
func seedCount(t *testing.T, env string, def int) int {
	s := os.Getenv(env)
	if s == "" {
		return def
	}
	var n int
	if _, err := fmt.Sscan(s, &n); err != nil || n < 0 {
		t.Fatalf("%s=%q: want a number of seeds", env, s)
	}
	return n
}

// cgen writes random op graphs for the canonicalizer: rgen's value tables
// with more constants, every arith and index integer op, casts, repeats of
// the op just written, and blocks.
type cgen struct {
	*rgen
	last string // the last op written, "" when it cannot be repeated
}

var (
	cIntTypes  = []string{"i1", "i8", "i32", "i64", "index"}
	cIntConsts = []int64{0, 1, -1, 2, 3, 7, -8, 16, 127, 255, 1 << 31, -1 << 31}
	cIntOps    = []string{"addi", "subi", "muli", "andi", "ori", "xori", "divsi", "divui", "remsi", "remui",
		"ceildivsi", "ceildivui", "floordivsi", "shli", "shrsi", "shrui", "maxsi", "maxui", "minsi", "minui"}
	cPreds      = []string{"eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"}
	cFloatOps   = []string{"addf", "subf", "mulf", "divf", "maximumf", "minimumf", "maxnumf", "minnumf"}
	cFloatConst = []string{"0.000000e+00", "1.000000e+00", "-0.000000e+00", "2.500000e+00", "-1.000000e+00"}
	cIndexOps   = []string{"add", "sub", "mul", "divs", "divu", "rems", "remu", "maxs", "mins", "maxu", "minu",
		"shl", "shrs", "shru", "and", "or", "xor", "ceildivs", "floordivs"}
	cWidth = map[string]int{"i1": 1, "i8": 8, "i32": 32, "i64": 64}
)

func (g *cgen) emit(indent int, t, format string, args ...any) {
	v := g.fresh()
	text := fmt.Sprintf(format, args...)
	g.line(indent, "%s = %s", v, text)
	g.def(t, v)
	g.last = t + "|" + text
}

func (g *cgen) intType() string { return cIntTypes[1+g.r.IntN(len(cIntTypes)-1)] }

// op writes one random op at indent.
func (g *cgen) op(indent int) {
	switch k := g.r.IntN(20); {
	case k < 4:
		t := cIntTypes[g.r.IntN(len(cIntTypes))]
		c := cIntConsts[g.r.IntN(len(cIntConsts))]
		if t == "i1" {
			c &= 1
			if c == 1 {
				g.emit(indent, t, "arith.constant true")
				return
			}
			g.emit(indent, t, "arith.constant false")
			return
		}
		if w := cWidth[t]; w > 0 && w < 64 {
			c = c << (64 - w) >> (64 - w)
		}
		g.emit(indent, t, "arith.constant %d : %s", c, t)
	case k < 9:
		t := g.intType()
		op := cIntOps[g.r.IntN(len(cIntOps))]
		g.emit(indent, t, "arith.%s %s, %s : %s", op, g.pick(t), g.pick(t), t)
	case k < 11:
		t := cIntTypes[g.r.IntN(len(cIntTypes))]
		g.emit(indent, "i1", "arith.cmpi %s, %s, %s : %s", cPreds[g.r.IntN(len(cPreds))], g.pick(t), g.pick(t), t)
	case k == 11:
		t := cIntTypes[g.r.IntN(len(cIntTypes))]
		if g.r.IntN(2) == 0 {
			t = "f32"
		}
		g.emit(indent, t, "arith.select %s, %s, %s : %s", g.pick("i1"), g.pick(t), g.pick(t), t)
	case k == 12:
		// Integer casts between widths, and to and from index.
		from, to := g.intType(), g.intType()
		switch {
		case from == "index" && to == "index":
			return
		case from == "index" || to == "index":
			op := []string{"index_cast", "index_castui"}[g.r.IntN(2)]
			g.emit(indent, to, "arith.%s %s : %s to %s", op, g.pick(from), from, to)
		case cWidth[from] < cWidth[to]:
			op := []string{"extsi", "extui"}[g.r.IntN(2)]
			g.emit(indent, to, "arith.%s %s : %s to %s", op, g.pick(from), from, to)
		case cWidth[from] > cWidth[to]:
			g.emit(indent, to, "arith.trunci %s : %s to %s", g.pick(from), from, to)
		}
	case k == 13:
		switch g.r.IntN(4) {
		case 0:
			g.emit(indent, "f32", "arith.constant %s : f32", cFloatConst[g.r.IntN(len(cFloatConst))])
		case 1:
			g.emit(indent, "f32", "arith.%s %s, %s : f32", cFloatOps[g.r.IntN(len(cFloatOps))], g.pick("f32"), g.pick("f32"))
		case 2:
			g.emit(indent, "i32", "arith.bitcast %s : f32 to i32", g.pick("f32"))
		default:
			g.emit(indent, "f32", "arith.negf %s : f32", g.pick("f32"))
		}
	case k == 14:
		op := cIndexOps[g.r.IntN(len(cIndexOps))]
		g.emit(indent, "index", "index.%s %s, %s", op, g.pick("index"), g.pick("index"))
	case k == 15:
		if g.r.IntN(2) == 0 {
			g.emit(indent, "index", "index.constant %d", cIntConsts[g.r.IntN(6)])
		} else {
			g.emit(indent, "i1", "index.cmp %s(%s, %s)", cPreds[g.r.IntN(len(cPreds))], g.pick("index"), g.pick("index"))
		}
	case k == 16:
		g.emit(indent, "f32", "memref.load %s[%s] : memref<8xf32>", g.pick("memref<8xf32>"), g.pick("index"))
	case k == 17:
		g.line(indent, "memref.store %s, %s[%s] : memref<8xf32>", g.pick("f32"), g.pick("memref<8xf32>"), g.pick("index"))
		g.last = ""
	case k == 18:
		t := cIntTypes[g.r.IntN(len(cIntTypes))]
		g.line(indent, "\"foo.use\"(%s) : (%s) -> ()", g.pick(t), t)
		g.last = ""
	default:
		// The op just written, again: cse merges it, the canonicalizer
		// folds both the same way.
		if g.last == "" {
			return
		}
		t, text, _ := strings.Cut(g.last, "|")
		g.emit(indent, t, "%s", text)
	}
}

// ops writes n random ops.
func (g *cgen) ops(indent, n int) {
	for i := 0; i < n; i++ {
		g.op(indent)
	}
}

// blocks writes a function body of several blocks: each block branches
// forward only, so that the entry block's values (and the block's
// arguments) are the ones every block may use; some blocks are written
// twice under two names, for block merging.
func (g *cgen) blocks(indent int, results []string) {
	nb := 2 + g.r.IntN(4)
	argTypes := make([][]string, nb)
	for i := 1; i < nb; i++ {
		for j := g.r.IntN(3); j > 0; j-- {
			argTypes[i] = append(argTypes[i], cIntTypes[g.r.IntN(len(cIntTypes))])
		}
	}
	entry := map[string][]string{}
	branch := func(from int) string {
		target := func() (int, string) {
			to := from + 1 + g.r.IntN(nb-from-1)
			var args []string
			for _, t := range argTypes[to] {
				args = append(args, g.pick(t))
			}
			if len(args) == 0 {
				return to, fmt.Sprintf("^bb%d", to)
			}
			return to, fmt.Sprintf("^bb%d(%s : %s)", to, strings.Join(args, ", "), strings.Join(argTypes[to], ", "))
		}
		if from == nb-1 {
			var vs []string
			for _, t := range results {
				vs = append(vs, g.pick(t))
			}
			return fmt.Sprintf("return %s : %s", strings.Join(vs, ", "), strings.Join(results, ", "))
		}
		_, a := target()
		if g.r.IntN(3) == 0 {
			return "cf.br " + a
		}
		_, b := target()
		return fmt.Sprintf("cf.cond_br %s, %s, %s", g.pick("i1"), a, b)
	}
	for i := 0; i < nb; i++ {
		g.last = "" // a block does not repeat an op of another block
		if i == 0 {
			g.ops(indent, 4+g.r.IntN(10))
			for k, v := range g.vals {
				entry[k] = append([]string(nil), v...)
			}
		} else {
			g.vals = map[string][]string{}
			for k, v := range entry {
				g.vals[k] = append([]string(nil), v...)
			}
			var args []string
			for j, t := range argTypes[i] {
				a := fmt.Sprintf("%%b%d_%d", i, j)
				args = append(args, a+": "+t)
				g.def(t, a)
			}
			if len(args) == 0 {
				g.line(indent-1, "^bb%d:", i)
			} else {
				g.line(indent-1, "^bb%d(%s):", i, strings.Join(args, ", "))
			}
			g.ops(indent, g.r.IntN(6))
		}
		g.line(indent, "%s", branch(i))
	}
}

// randomCanonProgram returns a module of functions for seed: public
// functions of straight-line graphs and of blocks, private helpers some
// of which are called.
func randomCanonProgram(seed uint64) string {
	g := &cgen{rgen: &rgen{r: rand.New(rand.NewPCG(seed, 11))}}
	g.line(0, "module {")
	for f := 0; f < 5; f++ {
		g.vals = map[string][]string{}
		g.n = 0
		g.last = ""
		vis := ""
		if f >= 3 {
			vis = "private "
		}
		g.line(1, "func.func %s@f%d(%%a: i32, %%b: i64, %%i: index, %%p: i1, %%q: i8, %%x: f32, %%m: memref<8xf32>) -> (i32, index, i1) {", vis, f)
		for t, v := range map[string]string{"i32": "%a", "i64": "%b", "index": "%i", "i1": "%p", "i8": "%q", "f32": "%x", "memref<8xf32>": "%m"} {
			g.def(t, v)
		}
		if f == 1 {
			g.line(2, "%%r:3 = func.call @f4(%%a, %%b, %%i, %%p, %%q, %%x, %%m) : (i32, i64, index, i1, i8, f32, memref<8xf32>) -> (i32, index, i1)")
			g.def("i32", "%r#0")
		}
		if f%2 == 0 {
			g.ops(2, 10+g.r.IntN(20))
			g.line(2, "return %s, %s, %s : i32, index, i1", g.pick("i32"), g.pick("index"), g.pick("i1"))
		} else {
			g.blocks(2, []string{"i32", "index", "i1"})
		}
		g.line(1, "}")
	}
	g.line(0, "}")
	return g.b.String()
}

// affineExpr returns a random affine expression over nd dimensions and ns
// symbols: sums, products by constants (or symbols), floordiv, ceildiv
// and mod by constants (or symbols).
func affineExpr(r *rand.Rand, nd, ns, depth int) string {
	if depth == 0 || r.IntN(10) < 3 {
		switch c := r.IntN(10); {
		case c < 4 && nd > 0:
			return fmt.Sprintf("d%d", r.IntN(nd))
		case c < 8 && ns > 0:
			return fmt.Sprintf("s%d", r.IntN(ns))
		default:
			return fmt.Sprint(r.IntN(15) - 5)
		}
	}
	a := affineExpr(r, nd, ns, depth-1)
	switch k := []string{"+", "+", "-", "*", "floordiv", "ceildiv", "mod"}[r.IntN(7)]; k {
	case "*":
		b := fmt.Sprint(r.IntN(12) - 3)
		if r.IntN(5) == 0 {
			b = affineExpr(r, 0, ns, 1)
		}
		return fmt.Sprintf("(%s) * %s", a, b)
	case "floordiv", "ceildiv", "mod":
		b := fmt.Sprint([]int{1, 2, 3, 4, 8, 16}[r.IntN(6)])
		if r.IntN(7) == 0 && ns > 0 {
			b = fmt.Sprintf("s%d", r.IntN(ns))
		}
		return fmt.Sprintf("(%s) %s %s", a, k, b)
	default:
		return fmt.Sprintf("(%s) %s (%s)", a, k, affineExpr(r, nd, ns, depth-1))
	}
}

// randomAffineProgram returns functions of affine.apply, affine.min and
// affine.max chains over random maps, with constant operands, half of them
// inside an scf.for whose induction variable they use.
func randomAffineProgram(seed uint64) string {
	r := rand.New(rand.NewPCG(seed, 13))
	var b strings.Builder
	b.WriteString("module {\n")
	for f := 0; f < 6; f++ {
		vals := []string{"%a0", "%a1", "%a2"}
		var lines []string
		indent := "    "
		loop := r.IntN(2) == 0
		if loop {
			lines = append(lines, "    %lb = arith.constant 0 : index", "    %ub = arith.constant 16 : index", "    %st = arith.constant 4 : index",
				"    scf.for %iv = %lb to %ub step %st {")
			vals = append(vals, "%iv")
			indent = "      "
		}
		var outs []string
		for i, n := 0, 2+r.IntN(6); i < n; i++ {
			name := fmt.Sprintf("%%v%d", i)
			if r.IntN(5) == 0 {
				lines = append(lines, fmt.Sprintf("%s%s = arith.constant %d : index", indent, name, r.IntN(19)-2))
				vals = append(vals, name)
				continue
			}
			op := []string{"affine.apply", "affine.apply", "affine.apply", "affine.min", "affine.max"}[r.IntN(5)]
			nd, ns := r.IntN(3), r.IntN(3)
			nres := 1
			if op != "affine.apply" {
				nres = 1 + r.IntN(3)
			}
			var es []string
			for j := 0; j < nres; j++ {
				es = append(es, affineExpr(r, nd, ns, 3))
			}
			if op != "affine.apply" && r.IntN(10) < 3 && nd+ns > 0 {
				if nd > 0 {
					es = append(es, "d0")
				} else {
					es = append(es, "s0")
				}
			}
			var dims, syms, dops, sops []string
			for j := 0; j < nd; j++ {
				dims = append(dims, fmt.Sprintf("d%d", j))
				dops = append(dops, vals[r.IntN(len(vals))])
			}
			for j := 0; j < ns; j++ {
				syms = append(syms, fmt.Sprintf("s%d", j))
				sops = append(sops, vals[r.IntN(len(vals))])
			}
			lines = append(lines, fmt.Sprintf("%s%s = %s affine_map<(%s)[%s] -> (%s)>(%s)[%s]", indent, name, op,
				strings.Join(dims, ", "), strings.Join(syms, ", "), strings.Join(es, ", "), strings.Join(dops, ", "), strings.Join(sops, ", ")))
			vals = append(vals, name)
			outs = append(outs, name)
		}
		if loop {
			for _, o := range outs {
				lines = append(lines, fmt.Sprintf("      \"foo.use\"(%s) : (index) -> ()", o))
			}
			lines = append(lines, "    }")
			outs = nil
		}
		if len(outs) == 0 {
			outs = []string{"%a0"}
		}
		types := strings.TrimSuffix(strings.Repeat("index, ", len(outs)), ", ")
		fmt.Fprintf(&b, "  func.func @f%d(%%a0: index, %%a1: index, %%a2: index) -> (%s) {\n%s\n    return %s : %s\n  }\n",
			f, types, strings.Join(lines, "\n"), strings.Join(outs, ", "), types)
	}
	b.WriteString("}\n")
	return b.String()
}
