package diff

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestRandomOutliningMatchesMLIROpt generates host functions from fixed
// seeds whose gpu.launch bodies use values from above of every kind
// (arguments, constants, memref.dim, arith.cmpi/select chains, loop
// induction variables, unregistered ops' results), with constant and
// dynamic sizes, async launches with dependencies, attributions, dynamic
// shared memory, clusters, launches in scf.for and scf.if, calls of
// functions the kernels then copy, and a function named like a kernel
// module; it requires `--gpu-kernel-outlining` (alone and after
// `--gpu-launch-sink-index-computations`), and the whole flows from
// gpu.launch to NVVM and ROCDL kernels, to print the same in gpuc and
// mlir-opt-19, or to fail with the same first error (ROCDL lowers no
// cluster ids); and canonicalize and cse before and after outlining. OUTLINE_RANDOM_SEEDS=N runs N seeds instead of the default 12.
func TestRandomOutliningMatchesMLIROpt(t *testing.T) {
	oracle := requireOracle(t)
	gpuc := requireGpuc(t)
	n := seedCount(t, "OUTLINE_RANDOM_SEEDS", 12)
	dir := t.TempDir()
	for seed := 1; seed <= n; seed++ {
		seed := seed
		file := filepath.Join(dir, fmt.Sprintf("outline%d.mlir", seed))
		if err := os.WriteFile(file, []byte(randomLaunchProgram(uint64(seed))), 0o644); err != nil {
			t.Fatal(err)
		}
		for _, run := range []struct {
			flags []string
			// mayFail: the whole flows may fail, alike (ROCDL lowers no
			// cluster ids); outlining and canonicalization must not.
			mayFail bool
		}{
			{flags: []string{"--gpu-kernel-outlining"}},
			{flags: []string{"--gpu-launch-sink-index-computations", "--gpu-kernel-outlining"}},
			{flags: []string{"--gpu-launch-sink-index-computations"}},
			{flags: []string{"--canonicalize", "--cse", "--gpu-kernel-outlining", "--canonicalize", "--cse"}},
			{flags: []string{"--gpu-kernel-outlining", "--nvvm-attach-target=chip=sm_90", "--convert-scf-to-cf", "--convert-gpu-to-nvvm", "--reconcile-unrealized-casts"}, mayFail: true},
			{flags: []string{"--gpu-launch-sink-index-computations", "--gpu-kernel-outlining", "--convert-scf-to-cf", "--convert-gpu-to-rocdl=chipset=gfx90a", "--reconcile-unrealized-casts"}, mayFail: true},
		} {
			flags, mayFail := run.flags, run.mayFail
			name := fmt.Sprintf("%d/%s", seed, strings.Join(flags, "+"))
			t.Run(strings.ReplaceAll(name, "--", ""), func(t *testing.T) {
				t.Parallel()
				release := acquire()
				defer release()
				args := append(append([]string{"--allow-unregistered-dialect"}, flags...), file)
				want := runTool(t, oracle, nil, args, nil)
				if want.exitCode != 0 && !mayFail {
					t.Fatalf("generator bug: the oracle rejects seed %d:\n%s", seed, clip(want.stderr, 20))
				}
				got := runGpuc(t, gpuc, args, nil)
				if want.exitCode != 0 && got.exitCode != 0 {
					// Which kernel modules after the first failing one
					// report their failure too depends on MLIR's thread
					// scheduling (mlir-opt-19 varies from run to run; gpuc
					// reports those of the first failure's wave): the first
					// failure must be the same.
					want.stderr, got.stderr = firstError(want.stderr), firstError(got.stderr)
				}
				compareRun(t, file, flags, want, got, true)
			})
		}
	}
}

// launch emits a gpu.launch at indent whose body uses values visible
// there, and returns the token it defines ("" for a synchronous launch).
func (g *rgen) launch(indent int, tokens []string) string {
	size := func() string {
		if g.r.IntN(3) == 0 {
			return g.pick("index")
		}
		return g.pick("cindex")
	}
	var b strings.Builder
	tok := ""
	if g.r.IntN(3) == 0 {
		tok = g.fresh()
		fmt.Fprintf(&b, "%s = gpu.launch async", tok)
		if len(tokens) > 0 && g.r.IntN(2) == 0 {
			fmt.Fprintf(&b, " [%s]", strings.Join(tokens[:1+g.r.IntN(len(tokens))], ", "))
		}
	} else {
		b.WriteString("gpu.launch")
	}
	ids := func(n int) []string {
		out := make([]string, n)
		for i := range out {
			out[i] = g.fresh()
		}
		return out
	}
	var regionIdx []string
	assign := func(kw string) {
		is, as := ids(3), ids(3)
		fmt.Fprintf(&b, " %s(%s) in (%s = %s, %s = %s, %s = %s)", kw, strings.Join(is, ", "), as[0], size(), as[1], size(), as[2], size())
		regionIdx = append(append(regionIdx, is...), as...)
	}
	if g.r.IntN(8) == 0 {
		assign("clusters")
	}
	assign("blocks")
	assign("threads")
	if g.r.IntN(5) == 0 {
		fmt.Fprintf(&b, " dynamic_shared_memory_size %s", g.pick("i32"))
	}
	restore := g.scope()
	for _, v := range regionIdx {
		g.def("index", v)
	}
	if g.r.IntN(4) == 0 {
		w := g.fresh()
		fmt.Fprintf(&b, " workgroup(%s : memref<8xf32, #gpu.address_space<workgroup>>)", w)
		g.def("wg", w)
	}
	if g.r.IntN(4) == 0 {
		p := g.fresh()
		fmt.Fprintf(&b, " private(%s : memref<2xf32, #gpu.address_space<private>>)", p)
		g.def("priv", p)
	}
	g.line(indent, "%s {", b.String())
	for k := 0; k < 2+g.r.IntN(4); k++ {
		g.kernelOp(indent + 1)
	}
	g.line(indent+1, "gpu.terminator")
	g.line(indent, "}")
	restore()
	return tok
}

// kernelOp emits an op of a launch body: one of the host program ops or a
// use of the attributions, a call the kernel module must copy, or a loop.
func (g *rgen) kernelOp(indent int) {
	switch g.r.IntN(8) {
	case 0:
		if len(g.vals["wg"]) > 0 {
			g.line(indent, "memref.store %s, %s[%s] : memref<8xf32, #gpu.address_space<workgroup>>", g.pick("f32"), g.pick("wg"), g.pick("index"))
			return
		}
		if len(g.vals["priv"]) > 0 {
			v := g.fresh()
			g.line(indent, "%s = memref.load %s[%s] : memref<2xf32, #gpu.address_space<private>>", v, g.pick("priv"), g.pick("index"))
			g.def("f32", v)
			return
		}
		fallthrough
	case 1:
		v := g.fresh()
		g.line(indent, "%s = func.call @helper(%s) : (index) -> index", v, g.pick("index"))
		g.def("index", v)
	case 2:
		restore := g.scope()
		c1 := g.fresh()
		iv := g.fresh()
		g.line(indent, "%s = arith.constant 1 : index", c1)
		g.line(indent, "scf.for %s = %s to %s step %s {", iv, g.pick("index"), g.pick("index"), c1)
		g.def("index", iv)
		g.op(indent + 1)
		g.op(indent + 1)
		g.line(indent, "}")
		restore()
	case 3:
		g.line(indent, "\"my.use\"(%s, %s, %s) : (index, i1, f32) -> ()", g.pick("index"), g.pick("i1"), g.pick("f32"))
	default:
		g.op(indent)
	}
}

// randomLaunchProgram returns a module of host functions launching kernels
// for seed.
func randomLaunchProgram(seed uint64) string {
	g := &rgen{r: rand.New(rand.NewPCG(seed, 7))}
	g.line(0, "module {")
	g.line(1, "func.func private @ext(memref<?xf32>, index) -> (index, f32)")
	g.line(1, "func.func @helper(%%x: index) -> index {")
	g.line(2, "%%m = \"my.mem\"() : () -> memref<?xf32>")
	g.line(2, "%%r:2 = func.call @ext(%%m, %%x) : (memref<?xf32>, index) -> (index, f32)")
	g.line(2, "return %%r#0 : index")
	g.line(1, "}")
	// A function may already have the name a kernel module would get.
	clash := g.r.IntN(4)
	for f := 0; f < 4; f++ {
		if f == clash {
			g.line(1, "func.func @f%d_kernel() {", f)
			g.line(2, "return")
			g.line(1, "}")
		}
		g.vals = map[string][]string{}
		g.n = 0
		g.line(1, "func.func @f%d(%%m: memref<?xf32>, %%i: index, %%x: i32, %%y: i64, %%z: f32, %%b: i1) {", f)
		for t, v := range map[string]string{"memref<?xf32>": "%m", "index": "%i", "i32": "%x", "i64": "%y", "f32": "%z", "i1": "%b"} {
			g.def(t, v)
		}
		for _, c := range []int{1, 2, 4, 32} {
			if g.r.IntN(3) > 0 || c == 1 {
				v := g.fresh()
				g.line(2, "%s = arith.constant %d : index", v, c)
				g.def("cindex", v)
				g.def("index", v)
			}
		}
		for k := 0; k < 5; k++ {
			g.op(2)
		}
		var tokens []string
		if g.r.IntN(2) == 0 {
			t := g.fresh()
			g.line(2, "%s = gpu.wait async", t)
			tokens = append(tokens, t)
		}
		for k := 0; k < 1+g.r.IntN(3); k++ {
			switch g.r.IntN(4) {
			case 0:
				restore := g.scope()
				c1 := g.fresh()
				iv := g.fresh()
				g.line(2, "%s = arith.constant 1 : index", c1)
				g.line(2, "scf.for %s = %s to %s step %s {", iv, g.pick("index"), g.pick("index"), c1)
				g.def("index", iv)
				g.op(3)
				g.launch(3, nil)
				g.line(2, "}")
				restore()
			case 1:
				restore := g.scope()
				g.line(2, "scf.if %s {", g.pick("i1"))
				g.op(3)
				g.launch(3, nil)
				g.line(2, "}")
				restore()
			default:
				if tok := g.launch(2, tokens); tok != "" {
					tokens = append(tokens, tok)
				}
			}
			g.op(2)
		}
		if len(tokens) > 0 {
			g.line(2, "gpu.wait [%s]", strings.Join(tokens, ", "))
		}
		g.line(2, "return")
		g.line(1, "}")
	}
	g.line(0, "}")
	return g.b.String()
}

// firstError is the first error of a tool's stderr, with its notes.
func firstError(stderr []byte) []byte {
	lines := strings.SplitAfter(string(stderr), "\n")
	for i := 1; i < len(lines); i++ {
		if strings.Contains(lines[i], ": error: ") {
			return []byte(strings.Join(lines[:i], ""))
		}
	}
	return stderr
}
