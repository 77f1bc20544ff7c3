package diff

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestRandomSCFToCFMatchesMLIROpt generates functions from fixed seeds
// whose bodies are random nests of scf.for (index and i32 loops), scf.if,
// scf.while (and do-whiles), scf.index_switch, scf.execute_region,
// scf.parallel with reductions and scf.forall, carrying values through
// iter_args, results and block arguments, with arith ops and unregistered
// users between them, and requires `--convert-scf-to-cf` to print the same
// in gpuc and mlir-opt-19, in the custom form and in the generic form with
// locations. SCF_RANDOM_SEEDS=N runs N seeds instead of the default 16.
func TestRandomSCFToCFMatchesMLIROpt(t *testing.T) {
	oracle := requireOracle(t)
	gpuc := requireGpuc(t)
	n := 16
	if s := os.Getenv("SCF_RANDOM_SEEDS"); s != "" {
		fmt.Sscan(s, &n)
	}
	dir := t.TempDir()
	for seed := 1; seed <= n; seed++ {
		seed := seed
		t.Run(fmt.Sprint(seed), func(t *testing.T) {
			t.Parallel()
			release := acquire()
			defer release()
			file := filepath.Join(dir, fmt.Sprintf("scf%d.mlir", seed))
			if err := os.WriteFile(file, []byte(randomSCFProgram(uint64(seed))), 0o644); err != nil {
				t.Fatal(err)
			}
			for _, print := range [][]string{nil, {"--mlir-print-op-generic", "--mlir-print-debuginfo"}} {
				args := append(append([]string{"--allow-unregistered-dialect", "--convert-scf-to-cf"}, print...), file)
				want := runTool(t, oracle, nil, args, nil)
				if want.exitCode != 0 {
					t.Fatalf("generator bug: the oracle rejects seed %d:\n%s", seed, clip(want.stderr, 20))
				}
				got := runGpuc(t, gpuc, args, nil)
				compareRun(t, file, args[:len(args)-1], want, got, true)
			}
		})
	}
}

// sgen writes random structured control flow with rgen's value tables.
type sgen struct {
	*rgen
	depth int
}

// sTypes are the types of the values the generated code computes and
// carries through regions.
var sTypes = []string{"index", "i32", "f32", "i1"}

// randomSCFProgram returns a module of functions for seed.
func randomSCFProgram(seed uint64) string {
	g := &sgen{rgen: &rgen{r: rand.New(rand.NewPCG(seed, 7))}}
	g.line(0, "module {")
	for f := 0; f < 4; f++ {
		g.vals = map[string][]string{}
		g.n = 0
		g.line(1, "func.func @f%d(%%i: index, %%n: index, %%st: index, %%x: i32, %%z: f32, %%b: i1) -> (index, i32, f32) {", f)
		for t, v := range map[string]string{"index": "%i", "i32": "%x", "f32": "%z", "i1": "%b"} {
			g.def(t, v)
		}
		g.def("index", "%n")
		g.def("index", "%st")
		// Positive constant steps (the verifiers reject others).
		g.line(2, "%%c1 = arith.constant 1 : index")
		g.line(2, "%%c2 = arith.constant 2 : index")
		g.line(2, "%%c1_i32 = arith.constant 1 : i32")
		g.def("index", "%c1")
		g.def("i32", "%c1_i32")
		g.block(2, 3+g.r.IntN(4))
		g.line(2, "return %s, %s, %s : index, i32, f32", g.pick("index"), g.pick("i32"), g.pick("f32"))
		g.line(1, "}")
	}
	g.line(0, "}")
	return g.b.String()
}

// block emits n random ops at indent.
func (g *sgen) block(indent, n int) {
	for k := 0; k < n; k++ {
		if g.depth < 3 && g.r.IntN(3) == 0 {
			g.depth++
			g.structured(indent)
			g.depth--
			continue
		}
		g.simple(indent)
	}
}

// simple emits one arith op or unregistered op.
func (g *sgen) simple(indent int) {
	switch g.r.IntN(8) {
	case 0:
		t := []string{"index", "i32"}[g.r.IntN(2)]
		v := g.fresh()
		g.line(indent, "%s = arith.constant %d : %s", v, g.r.IntN(9)-2, t)
		g.def(t, v)
	case 1, 2:
		t := []string{"index", "i32"}[g.r.IntN(2)]
		op := []string{"addi", "subi", "muli", "maxsi", "xori"}[g.r.IntN(5)]
		v := g.fresh()
		g.line(indent, "%s = arith.%s %s, %s : %s", v, op, g.pick(t), g.pick(t), t)
		g.def(t, v)
	case 3:
		v := g.fresh()
		g.line(indent, "%s = arith.%s %s, %s : f32", v, []string{"addf", "mulf"}[g.r.IntN(2)], g.pick("f32"), g.pick("f32"))
		g.def("f32", v)
	case 4:
		t := []string{"index", "i32"}[g.r.IntN(2)]
		v := g.fresh()
		g.line(indent, "%s = arith.cmpi %s, %s, %s : %s", v, []string{"slt", "eq", "ne"}[g.r.IntN(3)], g.pick(t), g.pick(t), t)
		g.def("i1", v)
	case 5:
		t := sTypes[g.r.IntN(3)]
		v := g.fresh()
		g.line(indent, "%s = arith.select %s, %s, %s : %s", v, g.pick("i1"), g.pick(t), g.pick(t), t)
		g.def(t, v)
	case 6:
		v := g.fresh()
		if g.r.IntN(2) == 0 {
			g.line(indent, "%s = arith.index_cast %s : index to i32", v, g.pick("index"))
			g.def("i32", v)
		} else {
			g.line(indent, "%s = arith.index_cast %s : i32 to index", v, g.pick("i32"))
			g.def("index", v)
		}
	case 7:
		t := sTypes[g.r.IntN(len(sTypes))]
		g.line(indent, "\"my.use\"(%s) : (%s) -> ()", g.pick(t), t)
	}
}

// types returns up to max random types.
func (g *sgen) types(max int) []string {
	ts := make([]string, g.r.IntN(max+1))
	for i := range ts {
		ts[i] = sTypes[g.r.IntN(len(sTypes))]
	}
	return ts
}

func (g *sgen) picks(ts []string) []string {
	vs := make([]string, len(ts))
	for i, t := range ts {
		vs[i] = g.pick(t)
	}
	return vs
}

// results names n results of one op (%v, %v#0, ...) and defines them.
func (g *sgen) results(ts []string) string {
	if len(ts) == 0 {
		return ""
	}
	v := g.fresh()
	if len(ts) == 1 {
		g.def(ts[0], v)
		return v + " = "
	}
	for i, t := range ts {
		g.def(t, fmt.Sprintf("%s#%d", v, i))
	}
	return fmt.Sprintf("%s:%d = ", v, len(ts))
}

func typed(vs, ts []string) string {
	if len(vs) == 0 {
		return ""
	}
	return " " + strings.Join(vs, ", ") + " : " + strings.Join(ts, ", ")
}

func arrow(ts []string) string {
	if len(ts) == 0 {
		return ""
	}
	return " -> (" + strings.Join(ts, ", ") + ")"
}

// region emits a region body in its own scope: defs defines the block's
// arguments (nil for none), a few ops follow, then term.
func (g *sgen) region(indent int, defs, term func()) {
	restore := g.scope()
	if defs != nil {
		defs()
	}
	g.block(indent, 1+g.r.IntN(3))
	term()
	restore()
}

// structured emits one scf op, its results defined after it.
func (g *sgen) structured(indent int) {
	switch g.r.IntN(8) {
	case 0, 1:
		g.forOp(indent)
	case 2, 3:
		g.ifOp(indent)
	case 4:
		g.whileOp(indent)
	case 5:
		g.switchOp(indent)
	case 6:
		g.executeRegion(indent)
	case 7:
		if g.r.IntN(2) == 0 {
			g.parallelOp(indent)
		} else {
			g.forallOp(indent)
		}
	}
}

func (g *sgen) forOp(indent int) {
	ts := g.types(2)
	inits := g.picks(ts)
	ivType, lb, ub, step := "index", g.pick("index"), g.pick("index"), []string{"%c1", "%c2", "%st"}[g.r.IntN(3)]
	suffix := ""
	if g.r.IntN(4) == 0 {
		ivType, lb, ub, step, suffix = "i32", g.pick("i32"), g.pick("i32"), "%c1_i32", " : i32"
	}
	iv := g.fresh()
	var iters []string
	args := make([]string, len(ts))
	for i := range ts {
		args[i] = g.fresh()
		iters = append(iters, args[i]+" = "+inits[i])
	}
	iterArgs := ""
	if len(ts) > 0 {
		iterArgs = " iter_args(" + strings.Join(iters, ", ") + ")" + arrow(ts)
	}
	// The results are defined after the body, named before it.
	res := g.fresh()
	head := ""
	switch len(ts) {
	case 0:
	case 1:
		head = res + " = "
	default:
		head = fmt.Sprintf("%s:%d = ", res, len(ts))
	}
	g.line(indent, "%sscf.for %s = %s to %s step %s%s%s {", head, iv, lb, ub, step, iterArgs, suffix)
	g.region(indent+1, func() {
		g.def(ivType, iv)
		for i, t := range ts {
			g.def(t, args[i])
		}
	}, func() { g.line(indent+1, "scf.yield%s", typed(g.picks(ts), ts)) })
	g.line(indent, "}")
	for i, t := range ts {
		if len(ts) == 1 {
			g.def(t, res)
		} else {
			g.def(t, fmt.Sprintf("%s#%d", res, i))
		}
	}
}

func (g *sgen) ifOp(indent int) {
	ts := g.types(2)
	cond := g.pick("i1")
	if g.r.IntN(4) == 0 {
		// A negated condition, which MLIR folds into swapped regions.
		t, n := g.fresh(), g.fresh()
		g.line(indent, "%s = arith.constant true", t)
		g.line(indent, "%s = arith.xori %s, %s : i1", n, cond, t)
		cond = n
	}
	head := g.fresh()
	prefix := ""
	switch len(ts) {
	case 0:
	case 1:
		prefix = head + " = "
	default:
		prefix = fmt.Sprintf("%s:%d = ", head, len(ts))
	}
	g.line(indent, "%sscf.if %s%s {", prefix, cond, arrow(ts))
	g.region(indent+1, nil, func() { g.line(indent+1, "scf.yield%s", typed(g.picks(ts), ts)) })
	if len(ts) > 0 || g.r.IntN(2) == 0 {
		g.line(indent, "} else {")
		g.region(indent+1, nil, func() { g.line(indent+1, "scf.yield%s", typed(g.picks(ts), ts)) })
	}
	g.line(indent, "}")
	g.defResults(head, ts)
}

func (g *sgen) defResults(v string, ts []string) {
	for i, t := range ts {
		if len(ts) == 1 {
			g.def(t, v)
		} else {
			g.def(t, fmt.Sprintf("%s#%d", v, i))
		}
	}
}

func (g *sgen) whileOp(indent int) {
	initTypes := g.types(2)
	inits := g.picks(initTypes)
	resTypes := g.types(2)
	doWhile := g.r.IntN(3) == 0
	if doWhile {
		resTypes = initTypes
	}
	before := make([]string, len(initTypes))
	var assigns []string
	for i := range initTypes {
		before[i] = g.fresh()
		assigns = append(assigns, before[i]+" = "+inits[i])
	}
	head := g.fresh()
	prefix := ""
	switch len(resTypes) {
	case 0:
	case 1:
		prefix = head + " = "
	default:
		prefix = fmt.Sprintf("%s:%d = ", head, len(resTypes))
	}
	list := ""
	if len(assigns) > 0 {
		list = " (" + strings.Join(assigns, ", ") + ")"
	}
	g.line(indent, "%sscf.while%s : (%s) -> (%s) {", prefix, list, strings.Join(initTypes, ", "), strings.Join(resTypes, ", "))
	g.region(indent+1, func() {
		for i, t := range initTypes {
			g.def(t, before[i])
		}
	}, func() { g.line(indent+1, "scf.condition(%s)%s", g.pick("i1"), typed(g.picks(resTypes), resTypes)) })
	g.line(indent, "} do {")
	after := make([]string, len(resTypes))
	var decls []string
	for i, t := range resTypes {
		after[i] = g.fresh()
		decls = append(decls, after[i]+": "+t)
	}
	if len(decls) > 0 {
		g.line(indent, "^bb0(%s):", strings.Join(decls, ", "))
	}
	if doWhile {
		g.line(indent+1, "scf.yield%s", typed(after, resTypes))
	} else {
		g.region(indent+1, func() {
			for i, t := range resTypes {
				g.def(t, after[i])
			}
		}, func() { g.line(indent+1, "scf.yield%s", typed(g.picks(initTypes), initTypes)) })
	}
	g.line(indent, "}")
	g.defResults(head, resTypes)
}

func (g *sgen) switchOp(indent int) {
	ts := g.types(2)
	head := g.fresh()
	prefix := ""
	switch len(ts) {
	case 0:
	case 1:
		prefix = head + " = "
	default:
		prefix = fmt.Sprintf("%s:%d = ", head, len(ts))
	}
	g.line(indent, "%sscf.index_switch %s%s", prefix, g.pick("index"), strings.ReplaceAll(strings.ReplaceAll(arrow(ts), "(", ""), ")", ""))
	seen := map[int]bool{}
	for k := g.r.IntN(4); k > 0; k-- {
		c := g.r.IntN(12) - 3
		if seen[c] {
			continue
		}
		seen[c] = true
		g.line(indent, "case %d {", c)
		g.region(indent+1, nil, func() { g.line(indent+1, "scf.yield%s", typed(g.picks(ts), ts)) })
		g.line(indent, "}")
	}
	g.line(indent, "default {")
	g.region(indent+1, nil, func() { g.line(indent+1, "scf.yield%s", typed(g.picks(ts), ts)) })
	g.line(indent, "}")
	g.defResults(head, ts)
}

func (g *sgen) executeRegion(indent int) {
	ts := g.types(2)
	head := g.fresh()
	prefix := ""
	switch len(ts) {
	case 0:
	case 1:
		prefix = head + " = "
	default:
		prefix = fmt.Sprintf("%s:%d = ", head, len(ts))
	}
	g.line(indent, "%sscf.execute_region%s {", prefix, arrow(ts))
	if g.r.IntN(2) == 0 {
		g.region(indent+1, nil, func() { g.line(indent+1, "scf.yield%s", typed(g.picks(ts), ts)) })
	} else {
		// Two exits from a branch (the blocks see only what dominates them).
		restore := g.scope()
		g.block(indent+1, 1)
		g.line(indent+1, "cf.cond_br %s, ^bb1, ^bb2", g.pick("i1"))
		for _, b := range []string{"^bb1", "^bb2"} {
			g.line(indent, "%s:", b)
			g.region(indent+1, nil, func() { g.line(indent+1, "scf.yield%s", typed(g.picks(ts), ts)) })
		}
		restore()
	}
	g.line(indent, "}")
	g.defResults(head, ts)
}

func (g *sgen) parallelOp(indent int) {
	dims := 1 + g.r.IntN(2)
	var ivs, lbs, ubs, steps []string
	for d := 0; d < dims; d++ {
		ivs = append(ivs, g.fresh())
		lbs = append(lbs, g.pick("index"))
		ubs = append(ubs, g.pick("index"))
		steps = append(steps, []string{"%c1", "%c2", "%st"}[g.r.IntN(3)])
	}
	var ts []string
	for k := g.r.IntN(3); k > 0; k-- {
		ts = append(ts, []string{"f32", "i32"}[g.r.IntN(2)])
	}
	head := g.fresh()
	prefix, init := "", ""
	switch len(ts) {
	case 0:
	case 1:
		prefix = head + " = "
	default:
		prefix = fmt.Sprintf("%s:%d = ", head, len(ts))
	}
	if len(ts) > 0 {
		init = " init (" + strings.Join(g.picks(ts), ", ") + ")" + arrow(ts)
	}
	g.line(indent, "%sscf.parallel (%s) = (%s) to (%s) step (%s)%s {", prefix, strings.Join(ivs, ", "), strings.Join(lbs, ", "), strings.Join(ubs, ", "), strings.Join(steps, ", "), init)
	g.region(indent+1, func() {
		for _, iv := range ivs {
			g.def("index", iv)
		}
	}, func() {
		if len(ts) == 0 {
			g.line(indent+1, "scf.reduce")
			return
		}
		g.line(indent+1, "scf.reduce(%s) {", typed(g.picks(ts), ts)[1:])
		for i, t := range ts {
			if i > 0 {
				g.line(indent+1, "}, {")
			}
			a, b, s := g.fresh(), g.fresh(), g.fresh()
			g.line(indent+1, "^bb0(%s: %s, %s: %s):", a, t, b, t)
			op := "addi"
			if t == "f32" {
				op = "mulf"
			}
			g.line(indent+2, "%s = arith.%s %s, %s : %s", s, op, a, b, t)
			g.line(indent+2, "scf.reduce.return %s : %s", s, t)
		}
		g.line(indent+1, "}")
	})
	g.line(indent, "}")
	g.defResults(head, ts)
}

func (g *sgen) forallOp(indent int) {
	dims := 1 + g.r.IntN(2)
	var ivs, ubs []string
	for d := 0; d < dims; d++ {
		ivs = append(ivs, g.fresh())
		if g.r.IntN(2) == 0 {
			ubs = append(ubs, fmt.Sprint(1+g.r.IntN(8)))
		} else {
			ubs = append(ubs, g.pick("index"))
		}
	}
	if g.r.IntN(2) == 0 {
		g.line(indent, "scf.forall (%s) in (%s) {", strings.Join(ivs, ", "), strings.Join(ubs, ", "))
	} else {
		var lbs, steps []string
		for d := 0; d < dims; d++ {
			lbs = append(lbs, []string{"0", "3", g.pick("index")}[g.r.IntN(3)])
			steps = append(steps, []string{"1", "2", "%st"}[g.r.IntN(3)])
		}
		g.line(indent, "scf.forall (%s) = (%s) to (%s) step (%s) {", strings.Join(ivs, ", "), strings.Join(lbs, ", "), strings.Join(ubs, ", "), strings.Join(steps, ", "))
	}
	g.region(indent+1, func() {
		for _, iv := range ivs {
			g.def("index", iv)
		}
	}, func() {})
	if g.r.IntN(2) == 0 {
		g.line(indent, "} {mapping = [#gpu.thread<x>%s]}", strings.Repeat(", #gpu.thread<y>", dims-1))
	} else {
		g.line(indent, "}")
	}
}
