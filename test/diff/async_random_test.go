package diff

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestRandomAsyncRegionMatchesMLIROpt generates functions from fixed seeds
// mixing GPU ops (launches, allocations, copies, waits with and without
// tokens), ops with and without side effects, scf regions and async.execute
// ops whose tokens and values other executes and awaits use, and requires
// `--gpu-async-region` to print the same in gpuc and mlir-opt-19: the
// deferred waits and repeated tokens depend on the order of uses, which
// gpuc keeps as MLIR does. ASYNC_RANDOM_SEEDS=N runs N seeds instead of 12.
func TestRandomAsyncRegionMatchesMLIROpt(t *testing.T) {
	oracle := requireOracle(t)
	gpuc := requireGpuc(t)
	n := 12
	if s := os.Getenv("ASYNC_RANDOM_SEEDS"); s != "" {
		fmt.Sscan(s, &n)
	}
	dir := t.TempDir()
	for seed := 1; seed <= n; seed++ {
		seed := seed
		t.Run(fmt.Sprint(seed), func(t *testing.T) {
			t.Parallel()
			release := acquire()
			defer release()
			file := filepath.Join(dir, fmt.Sprintf("async%d.mlir", seed))
			if err := os.WriteFile(file, []byte(randomAsyncProgram(uint64(seed))), 0o644); err != nil {
				t.Fatal(err)
			}
			args := []string{"--allow-unregistered-dialect", "--gpu-async-region", file}
			want := runTool(t, oracle, nil, args, nil)
			if want.exitCode != 0 {
				t.Fatalf("generator bug: the oracle rejects seed %d:\n%s", seed, clip(want.stderr, 20))
			}
			got := runGpuc(t, gpuc, args, nil)
			compareRun(t, file, args[:2], want, got, true)
		})
	}
}

type agen struct {
	*rgen
	tokens []string // !async.token values visible
	values []string // !async.value<index> values visible
}

// gpuOp emits a GPU op (or an op around it) at indent.
func (g *agen) gpuOp(indent int) {
	launch := func() string {
		return fmt.Sprintf("@kernels::@kernel blocks in (%s, %%sz, %%sz) threads in (%%sz, %%sz, %%sz)", g.pick("index"))
	}
	switch g.r.IntN(12) {
	case 0, 1, 2:
		g.line(indent, "gpu.launch_func %s", launch())
	case 3:
		v := g.fresh()
		g.line(indent, "%s = gpu.alloc () : memref<16xf32>", v)
		g.def("gmem", v)
	case 4:
		if len(g.vals["gmem"]) > 0 {
			g.line(indent, "gpu.memcpy %s, %%m : memref<16xf32>, memref<16xf32>", g.pick("gmem"))
			return
		}
		g.line(indent, "gpu.memset %%m, %%f : memref<16xf32>, f32")
	case 5:
		if len(g.vals["gmem"]) > 0 {
			g.line(indent, "gpu.dealloc %s : memref<16xf32>", g.pick("gmem"))
			return
		}
		fallthrough
	case 6:
		if len(g.vals["gtoken"]) > 0 && g.r.IntN(2) == 0 {
			g.line(indent, "gpu.wait [%s]", g.pick("gtoken"))
			return
		}
		if g.r.IntN(2) == 0 {
			g.line(indent, "gpu.wait")
			return
		}
		v := g.fresh()
		g.line(indent, "%s = gpu.wait async", v)
		g.def("gtoken", v)
	case 7:
		v := g.fresh()
		g.line(indent, "%s = arith.addi %s, %%sz : index", v, g.pick("index"))
		g.def("index", v)
	case 8:
		g.line(indent, "\"my.effect\"() : () -> ()")
	case 9:
		g.line(indent, "func.call @foo() : () -> ()")
	case 10:
		if len(g.vals["gtoken"]) > 0 {
			v := g.fresh()
			g.line(indent, "%s = gpu.launch_func async [%s] %s", v, g.pick("gtoken"), launch())
			g.def("gtoken", v)
			return
		}
		g.line(indent, "gpu.launch_func %s", launch())
	case 11:
		restore := g.scope()
		c := g.fresh()
		iv := g.fresh()
		g.line(indent, "%s = arith.constant 1 : index", c)
		g.line(indent, "scf.for %s = %%sz to %%sz step %s {", iv, c)
		g.def("index", iv)
		g.gpuOp(indent + 1)
		g.gpuOp(indent + 1)
		g.line(indent, "}")
		restore()
	}
}

// execute emits an async.execute at indent depending on some visible tokens
// and values, whose body holds GPU ops.
func (g *agen) execute(indent int) {
	tok, res := g.fresh(), g.fresh()
	var deps, vals []string
	for _, t := range g.tokens {
		if g.r.IntN(3) == 0 {
			deps = append(deps, t)
		}
	}
	for _, v := range g.values {
		if g.r.IntN(4) == 0 {
			vals = append(vals, v)
		}
	}
	var b strings.Builder
	withResult := g.r.IntN(3) == 0
	if withResult {
		fmt.Fprintf(&b, "%s, %s = async.execute", tok, res)
	} else {
		fmt.Fprintf(&b, "%s = async.execute", tok)
	}
	if len(deps) > 0 {
		fmt.Fprintf(&b, " [%s]", strings.Join(deps, ", "))
	}
	restore := g.scope()
	if len(vals) > 0 {
		var args []string
		for _, v := range vals {
			a := g.fresh()
			args = append(args, fmt.Sprintf("%s as %s: !async.value<index>", v, a))
			g.def("index", a)
		}
		fmt.Fprintf(&b, " (%s)", strings.Join(args, ", "))
	}
	if withResult {
		b.WriteString(" -> !async.value<index>")
	}
	g.line(indent, "%s {", b.String())
	for k := 0; k < 1+g.r.IntN(3); k++ {
		g.gpuOp(indent + 1)
	}
	if withResult {
		g.line(indent+1, "async.yield %s : index", g.pick("index"))
	} else {
		g.line(indent+1, "async.yield")
	}
	g.line(indent, "}")
	restore()
	g.tokens = append(g.tokens, tok)
	if withResult {
		g.values = append(g.values, res)
	}
}

// randomAsyncProgram returns a module of functions for seed.
func randomAsyncProgram(seed uint64) string {
	g := &agen{rgen: &rgen{r: rand.New(rand.NewPCG(seed, 11))}}
	g.line(0, "module attributes {gpu.container_module} {")
	g.line(1, "gpu.module @kernels {")
	g.line(2, "gpu.func @kernel() kernel { gpu.return }")
	g.line(1, "}")
	g.line(1, "func.func private @foo()")
	for f := 0; f < 4; f++ {
		g.vals = map[string][]string{"index": {"%sz"}}
		g.tokens, g.values = nil, nil
		g.n = 0
		g.line(1, "func.func @f%d(%%sz: index, %%m: memref<16xf32>, %%f: f32) {", f)
		for k := 0; k < 3+g.r.IntN(6); k++ {
			switch g.r.IntN(4) {
			case 0, 1:
				g.execute(2)
			case 2:
				if len(g.tokens) > 0 {
					g.line(2, "async.await %s : !async.token", g.tokens[g.r.IntN(len(g.tokens))])
					continue
				}
				fallthrough
			default:
				if len(g.values) > 0 && g.r.IntN(2) == 0 {
					v := g.fresh()
					g.line(2, "%s = async.await %s : !async.value<index>", v, g.values[g.r.IntN(len(g.values))])
					g.def("index", v)
					continue
				}
				g.gpuOp(2)
			}
		}
		for _, t := range g.tokens {
			if g.r.IntN(2) == 0 {
				g.line(2, "async.await %s : !async.token", t)
			}
		}
		g.line(2, "return")
		g.line(1, "}")
	}
	g.line(0, "}")
	return g.b.String()
}
