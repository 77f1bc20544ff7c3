// Command benchgen writes a large, deep and wide MLIR file for benchmarking `gpuc opt` against mlir-opt-19.
//
//	go run ./scripts/benchgen -size 20MB -o /tmp/gpuc-bench/bench.mlir
//
// The file uses only builtin.module, func.func, func.call, func.return and unregistered ops in the generic
// form (so it needs --allow-unregistered-dialect), and is accepted by mlir-opt-19. Its functions come in four
// shapes: wide (one block of thousands of ops), deep (regions nested about 50 levels), CFG (many blocks joined
// by unregistered branch ops with successors and block arguments) and mixed (calls and shallow regions), plus
// nested builtin.modules. Attributes cover integers of many widths, floats (decimal and hex), strings with
// escapes and UTF-8, arrays, dictionaries, dense arrays, dense elements (splat, nested, hex, complex, > 100
// elements so that the printer uses hex), symbol references, affine maps, unit, and types (memref with
// layouts and memory spaces, vector with scalable dims, tensor, function, complex, tuple, opaque dialect types).
// The output is a pure function of -seed and -size.
package main

import (
	"bufio"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"
)

func main() {
	sizeFlag := flag.String("size", "20MB", "approximate output size (suffix KB, MB or GB)")
	out := flag.String("o", "-", "output file (- for stdout)")
	seed := flag.Uint64("seed", 1, "random seed")
	kind := flag.String("kind", "builtin", "what to generate: builtin (func, cf and unregistered ops), gpu (host code, gpu kernels, and kernels lowered to llvm/nvvm/rocdl) or host (func/arith/cf/index/math/memref host code for --gpu-to-llvm)")
	flag.Parse()

	size, err := parseSize(*sizeFlag)
	if err != nil {
		fmt.Fprintln(os.Stderr, "benchgen:", err)
		os.Exit(2)
	}
	f := os.Stdout
	if *out != "-" {
		if f, err = os.Create(*out); err != nil {
			fmt.Fprintln(os.Stderr, "benchgen:", err)
			os.Exit(1)
		}
	}
	w := bufio.NewWriterSize(f, 1<<20)
	g := &gen{w: w, r: rand.New(rand.NewPCG(*seed, 0x6770756362656e63))}
	switch *kind {
	case "builtin":
		g.module(size)
	case "gpu":
		g.gpuModule(size)
	case "host":
		g.hostModule(size)
	default:
		fmt.Fprintln(os.Stderr, "benchgen: unknown -kind", *kind)
		os.Exit(2)
	}
	if err := w.Flush(); err != nil {
		fmt.Fprintln(os.Stderr, "benchgen:", err)
		os.Exit(1)
	}
	if f != os.Stdout {
		if err := f.Close(); err != nil {
			fmt.Fprintln(os.Stderr, "benchgen:", err)
			os.Exit(1)
		}
	}
}

// parseSize reads "20MB", "512KB", "1GB" or a plain byte count.
func parseSize(s string) (int64, error) {
	mult := int64(1)
	u := strings.ToUpper(strings.TrimSpace(s))
	for _, suf := range []struct {
		s string
		m int64
	}{{"GB", 1 << 30}, {"MB", 1 << 20}, {"KB", 1 << 10}, {"B", 1}} {
		if strings.HasSuffix(u, suf.s) {
			u, mult = strings.TrimSuffix(u, suf.s), suf.m
			break
		}
	}
	n, err := strconv.ParseInt(strings.TrimSpace(u), 10, 64)
	if err != nil || n <= 0 {
		return 0, fmt.Errorf("bad -size %q: want e.g. 20MB", s)
	}
	return n * mult, nil
}

// value is an SSA value in scope: its spelling (%v12, %v3#1, %arg0) and its type.
type value struct{ name, ty string }

// fn is a generated function that later functions may call.
type fn struct {
	name          string
	args, results []string
}

type gen struct {
	w       *bufio.Writer
	r       *rand.Rand
	written int64
	funcs   []fn    // callable from the top-level module
	vis     []value // values visible at the current point, outermost first
	nextVal int     // per function: SSA names are unique within a function
	nextBlk int     // per function: block names likewise
}

func (g *gen) line(indent int, format string, args ...any) {
	n, _ := g.w.WriteString(strings.Repeat("  ", indent))
	m, _ := fmt.Fprintf(g.w, format, args...)
	g.w.WriteByte('\n')
	g.written += int64(n + m + 1)
}

// valueTypes are the types that SSA values get; operands are drawn from values of these types.
var valueTypes = []string{
	"i1", "i8", "i32", "i64", "index", "f16", "bf16", "f32", "f64",
	"memref<?xf32>", "memref<4x8xf16, 3>", "memref<16x?xi32, strided<[?, 1], offset: ?>>",
	"vector<4xf32>", "vector<2x[4]xi8>", "tensor<4x?xf32>", "tensor<*xi64>", "complex<f64>",
	"tuple<i32, f32>", "!bench.handle", "!bench.buffer<\"device\", 64>", "none",
}

var opNames = []string{
	"bench.load", "bench.store", "bench.add", "bench.mul", "bench.fma", "bench.cast", "bench.cmp", "bench.select",
	"bench.shuffle", "bench.reduce", "bench.barrier", "bench.alloc", "tile.extract", "tile.insert", "xfer.copy",
	"xfer.async", "math_like.exp", "math_like.rsqrt", "gpu_like.thread_id", "gpu_like.shfl",
}

func (g *gen) pick(xs []string) string { return xs[g.r.IntN(len(xs))] }

func (g *gen) newVal() string { g.nextVal++; return fmt.Sprintf("%%v%d", g.nextVal) }

func (g *gen) newBlock() string { g.nextBlk++; return fmt.Sprintf("^b%d", g.nextBlk) }

// operand returns a visible value, or defines one of a random type first when none is visible.
func (g *gen) operand(indent int) value {
	if len(g.vis) == 0 || g.r.IntN(50) == 0 {
		return g.make(indent, g.pick(valueTypes))
	}
	// Prefer recent values: a mix of long and short live ranges.
	n := len(g.vis)
	if g.r.IntN(3) > 0 && n > 16 {
		return g.vis[n-1-g.r.IntN(16)]
	}
	return g.vis[g.r.IntN(n)]
}

// operandOfType returns a visible value of type ty, defining one when needed.
func (g *gen) operandOfType(indent int, ty string) value {
	for i := len(g.vis) - 1; i >= 0 && i >= len(g.vis)-64; i-- {
		if g.vis[i].ty == ty {
			return g.vis[i]
		}
	}
	return g.make(indent, ty)
}

// make defines a value of type ty with an attribute-only op.
func (g *gen) make(indent int, ty string) value {
	v := value{g.newVal(), ty}
	g.line(indent, "%s = \"bench.make\"() {id = %d : i64} : () -> %s", v.name, g.nextVal, ty)
	g.vis = append(g.vis, v)
	return v
}

// op writes one unregistered op with operands, results, attributes and, when regionDepth > 0, regions.
func (g *gen) op(indent, regionDepth int) {
	nOps := g.r.IntN(4)
	ops := make([]value, nOps)
	for i := range ops {
		ops[i] = g.operand(indent)
	}
	nRes := []int{0, 1, 1, 1, 1, 2, 3}[g.r.IntN(7)]
	resTys := make([]string, nRes)
	for i := range resTys {
		resTys[i] = g.pick(valueTypes)
	}
	var b strings.Builder
	res := ""
	if nRes > 0 {
		res = g.newVal()
		if nRes == 1 {
			b.WriteString(res + " = ")
		} else {
			fmt.Fprintf(&b, "%s:%d = ", res, nRes)
		}
	}
	fmt.Fprintf(&b, "%q(", g.pick(opNames))
	for i, o := range ops {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(o.name)
	}
	b.WriteString(")")
	if g.r.IntN(8) == 0 {
		fmt.Fprintf(&b, " <{%s}>", g.attrDict(1+g.r.IntN(2)))
	}
	if regionDepth > 0 && g.r.IntN(6) == 0 {
		g.line(indent, "%s ({", b.String())
		b.Reset()
		g.regions(indent+1, regionDepth-1, 1+g.r.IntN(2))
		b.WriteString("})")
	}
	if g.r.IntN(4) > 0 {
		fmt.Fprintf(&b, " {%s}", g.attrDict(1+g.r.IntN(4)))
	}
	b.WriteString(" : " + funcType(ops, resTys))
	if g.r.IntN(20) == 0 {
		fmt.Fprintf(&b, " loc(\"kernel.cu\":%d:%d)", 1+g.r.IntN(900), 1+g.r.IntN(80))
	}
	g.line(indent, "%s", b.String())
	g.define(res, resTys)
}

// define makes the results of an op visible: %v, or %v#0, %v#1, ... for several.
func (g *gen) define(name string, tys []string) {
	switch len(tys) {
	case 0:
	case 1:
		g.vis = append(g.vis, value{name, tys[0]})
	default:
		for i, t := range tys {
			g.vis = append(g.vis, value{fmt.Sprintf("%s#%d", name, i), t})
		}
	}
}

func funcType(ops []value, res []string) string {
	var b strings.Builder
	b.WriteString("(")
	for i, o := range ops {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(o.ty)
	}
	b.WriteString(") -> ")
	if len(res) == 1 && !strings.HasPrefix(res[0], "(") {
		b.WriteString(res[0])
	} else {
		b.WriteString("(" + strings.Join(res, ", ") + ")")
	}
	return b.String()
}

// regions writes the bodies of n regions, separated by "}, {"; the caller writes the "({" before them and
// the "})" after. Values defined inside a region stay inside.
func (g *gen) regions(indent, depth, n int) {
	for i := 0; i < n; i++ {
		if i > 0 {
			g.line(indent-1, "}, {")
		}
		mark := len(g.vis)
		g.region(indent, depth, 2+g.r.IntN(6))
		g.vis = g.vis[:mark]
	}
}

// region writes one region body of about nOps ops, sometimes with a labelled entry block with arguments.
func (g *gen) region(indent, depth, nOps int) {
	if g.r.IntN(2) == 0 {
		g.blockHeader(indent, 1+g.r.IntN(3))
	}
	for j := 0; j < nOps; j++ {
		g.op(indent, depth)
	}
	y := g.operand(indent)
	g.line(indent, "\"bench.yield\"(%s) : (%s) -> ()", y.name, y.ty)
}

// blockHeader writes ^bN(%vA: T, ...): and makes the arguments visible.
func (g *gen) blockHeader(indent, nArgs int) {
	args := make([]string, nArgs)
	for i := range args {
		v := value{g.newVal(), g.pick(valueTypes)}
		args[i] = v.name + ": " + v.ty
		g.vis = append(g.vis, v)
	}
	g.line(indent-1, "%s(%s):", g.newBlock(), strings.Join(args, ", "))
}

// module writes the top-level module, adding functions until about size bytes are written.
func (g *gen) module(size int64) {
	g.line(0, "module @bench attributes {bench.size = %d : i64, bench.note = \"generated by scripts/benchgen\", bench.targets = [#bench.target<\"sm_90\">, #bench.target<\"gfx90a\">]} {", size)
	for i := 0; g.written < size; i++ {
		switch i % 8 {
		case 0, 4:
			g.function(fmt.Sprintf("wide%d", i), g.wideBody)
		case 1, 5:
			g.function(fmt.Sprintf("deep%d", i), g.deepBody)
		case 2, 6:
			g.function(fmt.Sprintf("cfg%d", i), g.cfgBody)
		case 3:
			g.function(fmt.Sprintf("mixed%d", i), g.mixedBody)
		case 7:
			g.innerModule(i)
		}
	}
	g.line(0, "}")
}

// function writes func.func @name with random arguments and results; body must end with values of the
// result types visible (it returns them).
func (g *gen) function(name string, body func(indent int)) {
	g.vis, g.nextVal, g.nextBlk = g.vis[:0], 0, 0
	nArgs, nRes := g.r.IntN(5), g.r.IntN(3)
	f := fn{name: name}
	var params []string
	for i := 0; i < nArgs; i++ {
		v := value{fmt.Sprintf("%%a%d", i), g.pick(valueTypes)}
		f.args = append(f.args, v.ty)
		p := v.name + ": " + v.ty
		if g.r.IntN(4) == 0 {
			p += " {bench.noalias, bench.align = 16 : i64}"
		}
		params = append(params, p)
		g.vis = append(g.vis, v)
	}
	for i := 0; i < nRes; i++ {
		f.results = append(f.results, g.pick(valueTypes))
	}
	vis := ""
	if g.r.IntN(4) == 0 {
		vis = "private "
	}
	sig := fmt.Sprintf("func.func %s@%s(%s)", vis, name, strings.Join(params, ", "))
	if len(f.results) > 0 {
		sig += " -> (" + strings.Join(f.results, ", ") + ")"
	}
	if g.r.IntN(3) == 0 {
		sig += fmt.Sprintf(" attributes {%s}", g.attrDict(1+g.r.IntN(3)))
	}
	g.line(1, "%s {", sig)
	body(2)
	g.ret(2, f.results)
	g.line(1, "}")
	g.funcs = append(g.funcs, f)
	// Now and then a declaration as well.
	if g.r.IntN(5) == 0 {
		g.line(1, "func.func private @%s_decl(%s) -> (%s)", name, strings.Join(f.args, ", "), strings.Join(f.results, ", "))
	}
}

func (g *gen) ret(indent int, results []string) {
	if len(results) == 0 {
		g.line(indent, "return")
		return
	}
	names := make([]string, len(results))
	for i, t := range results {
		names[i] = g.operandOfType(indent, t).name
	}
	g.line(indent, "return %s : %s", strings.Join(names, ", "), strings.Join(results, ", "))
}

// wideBody: one block of thousands of ops, some calling earlier functions.
func (g *gen) wideBody(indent int) {
	n := 2000 + g.r.IntN(4000)
	for i := 0; i < n; i++ {
		if i%97 == 0 && len(g.funcs) > 0 {
			g.call(indent)
		} else {
			g.op(indent, 1)
		}
	}
}

// deepBody: a chain of nested regions 40 to 60 levels deep, a few ops per level.
func (g *gen) deepBody(indent int) {
	g.nest(indent, 40+g.r.IntN(21))
}

func (g *gen) nest(indent, levels int) {
	for i := 0; i < 1+g.r.IntN(4); i++ {
		g.op(indent, 0)
	}
	if levels == 0 {
		return
	}
	x := g.operand(indent)
	resTy := g.pick(valueTypes)
	res := g.newVal()
	g.line(indent, "%s = \"bench.scope\"(%s) ({", res, x.name)
	mark := len(g.vis)
	g.blockHeader(indent+1, 1+g.r.IntN(2))
	g.nest(indent+1, levels-1)
	y := g.operandOfType(indent+1, resTy)
	g.line(indent+1, "\"bench.yield\"(%s) : (%s) -> ()", y.name, resTy)
	g.vis = g.vis[:mark]
	g.line(indent, "}) {level = %d : i32, %s} : (%s) -> %s", levels, g.attrDict(1), x.ty, resTy)
	g.define(res, []string{resTy})
}

// cfgBody: an entry block and 10 to 60 more, ending in unregistered branches with successor operands.
func (g *gen) cfgBody(indent int) {
	type block struct {
		name string
		args []string
	}
	blocks := make([]block, 10+g.r.IntN(51))
	for i := range blocks {
		blocks[i].name = g.newBlock()
		for j := g.r.IntN(3); j > 0; j-- {
			blocks[i].args = append(blocks[i].args, g.pick(valueTypes))
		}
	}
	// Successor operands: values of the target's argument types from the current block.
	succ := func(ind int, b block) (string, []value) {
		vals := make([]value, len(b.args))
		for i, t := range b.args {
			vals[i] = g.operandOfType(ind, t)
		}
		return b.name, vals
	}
	branch := func(ind, from int) {
		if from == len(blocks)-1 {
			return // the last block returns
		}
		t1 := from + 1 + g.r.IntN(len(blocks)-from-1)
		n1, v1 := succ(ind, blocks[t1])
		if g.r.IntN(2) == 0 {
			g.line(ind, "\"bench.br\"(%s)[%s] : %s", names(v1), n1, funcType(v1, nil))
			return
		}
		t2 := 1 + g.r.IntN(len(blocks)-1) // back edges too
		n2, v2 := succ(ind, blocks[t2])
		c := g.operandOfType(ind, "i1")
		all := append(append([]value{c}, v1...), v2...)
		g.line(ind, "\"bench.cond_br\"(%s)[%s, %s] {operand_segments = array<i32: 1, %d, %d>} : %s",
			names(all), n1, n2, len(v1), len(v2), funcType(all, nil))
	}

	for i := 0; i < 5+g.r.IntN(20); i++ {
		g.op(indent, 0)
	}
	entryEnd := len(g.vis)
	g.line(indent, "\"bench.br\"()[%s] : () -> ()", blocks[0].name)
	for i, b := range blocks {
		g.vis = g.vis[:entryEnd] // the entry block dominates every block; other blocks' values stay local
		args := make([]string, len(b.args))
		for j, t := range b.args {
			v := value{g.newVal(), t}
			args[j] = v.name + ": " + t
			g.vis = append(g.vis, v)
		}
		if len(args) > 0 {
			g.line(indent-1, "%s(%s):", b.name, strings.Join(args, ", "))
		} else {
			g.line(indent-1, "%s:", b.name)
		}
		for j := 0; j < 3+g.r.IntN(30); j++ {
			g.op(indent, 1)
		}
		branch(indent, i)
	}
}

func names(vs []value) string {
	s := make([]string, len(vs))
	for i, v := range vs {
		s[i] = v.name
	}
	return strings.Join(s, ", ")
}

// mixedBody: calls to earlier functions interleaved with ops that have shallow regions.
func (g *gen) mixedBody(indent int) {
	for i := 0; i < 200+g.r.IntN(300); i++ {
		if g.r.IntN(5) == 0 && len(g.funcs) > 0 {
			g.call(indent)
		} else {
			g.op(indent, 3)
		}
	}
}

// call writes func.call to a random earlier function with operands of its argument types.
func (g *gen) call(indent int) {
	f := g.funcs[g.r.IntN(len(g.funcs))]
	args := make([]value, len(f.args))
	for i, t := range f.args {
		args[i] = g.operandOfType(indent, t)
	}
	res := ""
	if len(f.results) > 0 {
		res = g.newVal()
		if len(f.results) > 1 {
			g.line(indent, "%s:%d = func.call @%s(%s) : %s", res, len(f.results), f.name, names(args), funcType(args, f.results))
		} else {
			g.line(indent, "%s = call @%s(%s) : %s", res, f.name, names(args), funcType(args, f.results))
		}
	} else {
		g.line(indent, "call @%s(%s) : %s", f.name, names(args), funcType(args, f.results))
	}
	g.define(res, f.results)
}

// innerModule writes a nested, named builtin.module whose functions call only each other.
func (g *gen) innerModule(i int) {
	g.line(1, "module @inner%d attributes {bench.kind = \"device\"} {", i)
	outer := g.funcs
	g.funcs = nil
	for j := 0; j < 3; j++ {
		name := fmt.Sprintf("in%d_%d", i, j)
		g.vis = g.vis[:0]
		g.nextVal, g.nextBlk = 0, 0
		g.line(2, "func.func @%s(%%x: f32) -> f32 {", name)
		g.vis = append(g.vis, value{"%x", "f32"})
		for k := 0; k < 20; k++ {
			if k%7 == 3 && len(g.funcs) > 0 {
				g.call(3)
			} else {
				g.op(3, 2)
			}
		}
		g.ret(3, []string{"f32"})
		g.line(2, "}")
		g.funcs = append(g.funcs, fn{name: name, args: []string{"f32"}, results: []string{"f32"}})
	}
	g.funcs = outer
	g.line(1, "}")
}

// attrDict returns n distinct name = attribute entries (a bare name is a unit attribute).
func (g *gen) attrDict(n int) string {
	keys := []string{"alpha", "beta", "gamma", "delta", "eps", "zeta", "eta", "theta", "iota", "kappa",
		"lambda", "mu", "nu", "xi", "omicron", "pi", "rho", "sigma", "tau", "upsilon", "bench.tag", "_hidden"}
	g.r.Shuffle(len(keys), func(i, j int) { keys[i], keys[j] = keys[j], keys[i] })
	parts := make([]string, n)
	for i := range parts {
		if g.r.IntN(10) == 0 {
			parts[i] = keys[i]
		} else {
			parts[i] = keys[i] + " = " + g.attr(2)
		}
	}
	return strings.Join(parts, ", ")
}

// attr returns a random attribute; depth bounds nesting of arrays and dictionaries.
func (g *gen) attr(depth int) string {
	k := g.r.IntN(30)
	if depth == 0 && (k == 10 || k == 11) {
		k = 0
	}
	switch k {
	case 0:
		return strconv.Itoa(g.r.IntN(2000) - 1000)
	case 1:
		t := g.pick([]string{"i8", "i16", "i32", "i64", "index", "si32", "ui8", "ui64"})
		if t[0] == 'u' {
			return fmt.Sprintf("%d : %s", g.r.IntN(256), t)
		}
		return fmt.Sprintf("%d : %s", g.r.IntN(256)-128, t)
	case 2:
		return g.pick([]string{"true", "false", "unit", "-1 : i1", "123456789012345678901234567890 : i128", "0xFF : i64", "-9223372036854775808 : i64"})
	case 3:
		return fmt.Sprintf("%s : %s", g.decimal(), g.pick([]string{"f16", "bf16", "f32", "f64"}))
	case 4:
		return g.pick([]string{"0x7FC00000 : f32", "0x7F800000 : f32", "0xFF800000 : f32", "0x7C00 : f16",
			"0x7FF8000000000000 : f64", "0x7F80 : bf16", "-0.0 : f64", "1.0e+10 : f64", "4.9406564584124654E-324 : f64"})
	case 5, 6:
		return g.str()
	case 7:
		return g.pick([]string{"@wide0", "@outer::@inner", "@\"quoted sym\"", "@kernels::@saxpy::@body"})
	case 8:
		return g.pick(valueTypes)
	case 9:
		return g.pick([]string{"(i32, f32) -> index", "() -> ()", "(memref<?xf32>) -> (i1, vector<4xf32>)",
			"memref<8x?xf32, affine_map<(d0, d1) -> (d1, d0)>>", "memref<*xf32, 1>", "vector<[16]xi1>", "tensor<2x3x?xcomplex<f32>>",
			"!bench.opaque<\"anything <goes> here\">", "tuple<>", "memref<4xi32, \"global\">", "i4096", "f8E4M3FN"})
	case 10:
		n := g.r.IntN(5)
		el := make([]string, n)
		for i := range el {
			el[i] = g.attr(depth - 1)
		}
		return "[" + strings.Join(el, ", ") + "]"
	case 11:
		return "{" + g.attrDict(1+g.r.IntN(3)) + "}"
	case 12:
		t := g.pick([]string{"i1", "i8", "i16", "i32", "i64"})
		n := g.r.IntN(8)
		el := make([]string, n)
		for i := range el {
			if t == "i1" {
				el[i] = g.pick([]string{"true", "false"})
			} else {
				el[i] = strconv.Itoa(g.r.IntN(200) - 100)
			}
		}
		if n == 0 {
			return "array<" + t + ">"
		}
		return "array<" + t + ": " + strings.Join(el, ", ") + ">"
	case 13:
		t := g.pick([]string{"f32", "f64"})
		n := 1 + g.r.IntN(6)
		el := make([]string, n)
		for i := range el {
			el[i] = g.decimal()
		}
		return "array<" + t + ": " + strings.Join(el, ", ") + ">"
	case 14, 15:
		return g.dense()
	case 16:
		return g.pick([]string{"affine_map<(d0, d1) -> (d0, d1)>", "affine_map<(d0)[s0] -> (d0 * 4 + s0)>",
			"affine_map<(d0, d1, d2) -> (d2, d0 floordiv 8, d1 mod 16)>", "affine_map<() -> (0)>", "affine_map<(d0) -> (d0 ceildiv 32)>"})
	case 17:
		return g.pick([]string{"#bench.target<\"sm_90\">", "#bench<\"plain\">", "#bench.layout<[4, 8], order = [1, 0]>"})
	case 18:
		return g.pick([]string{"dense<1.0> : tensor<200xf32>", "dense<0> : vector<16xi32>", "dense<true> : tensor<2x2xi1>",
			"dense<> : tensor<0xi64>", "dense<(1.0, -2.5)> : tensor<complex<f32>>", "dense<\"0xDEADBEEF\"> : tensor<2xi16>",
			"dense<[[1, 2], [3, 4]]> : tensor<2x2xi8>", "dense<[(1, 2), (3, 4)]> : tensor<2xcomplex<i32>>"})
	default:
		return g.attrScalar()
	}
}

func (g *gen) attrScalar() string {
	switch g.r.IntN(4) {
	case 0:
		return fmt.Sprintf("%d : i32", g.r.Int32())
	case 1:
		return fmt.Sprintf("%s : f32", g.decimal())
	case 2:
		return g.str()
	default:
		return fmt.Sprintf("%d : index", g.r.IntN(1<<20))
	}
}

// decimal returns a float literal in one of the spellings MLIR accepts (always with a '.').
func (g *gen) decimal() string {
	v := (g.r.Float64() - 0.5) * 1000
	switch g.r.IntN(4) {
	case 0:
		return strconv.FormatFloat(v, 'f', 1+g.r.IntN(3), 64)
	case 1:
		return strconv.FormatFloat(v/1e6, 'e', 3, 64)
	case 2:
		return fmt.Sprintf("%d.0", int(v))
	default:
		return strconv.FormatFloat(float64(g.r.IntN(64))/4, 'f', 2, 64)
	}
}

// str returns a string attribute, sometimes with escapes and non-ASCII bytes.
func (g *gen) str() string {
	words := []string{"kernel", "tile", "warp", "shared", "global", "sync", "async", "x", "y", "z", "\\\"q\\\"",
		"tab\\tsep", "line\\n", "back\\\\slash", "ünïcode", "\\00nul", "日本", "{brace}", "<angle>", "%pct", "#hash", "@at"}
	n := g.r.IntN(5)
	w := make([]string, n)
	for i := range w {
		w[i] = g.pick(words)
	}
	return "\"" + strings.Join(w, " ") + "\""
}

// dense returns a dense elements attribute with a generated shape and values: splats, nested literals, and
// sometimes more than 100 elements, which MLIR prints in hex.
func (g *gen) dense() string {
	elem := g.pick([]string{"i1", "i8", "i32", "i64", "f16", "f32", "f64"})
	kind := g.pick([]string{"tensor", "vector"})
	var dims []int
	switch g.r.IntN(5) {
	case 0:
		dims = []int{1 + g.r.IntN(8)}
	case 1:
		dims = []int{1 + g.r.IntN(4), 1 + g.r.IntN(4)}
	case 2:
		dims = []int{2, 1 + g.r.IntN(3), 2}
	case 3:
		dims = []int{101 + g.r.IntN(100)}
	default:
		dims = []int{1 + g.r.IntN(16)}
	}
	shape := ""
	for _, d := range dims {
		shape += strconv.Itoa(d) + "x"
	}
	ty := kind + "<" + shape + elem + ">"
	lit := func() string {
		switch {
		case elem == "i1":
			return g.pick([]string{"true", "false"})
		case elem[0] == 'i':
			return strconv.Itoa(g.r.IntN(200) - 100)
		default:
			return g.decimal()
		}
	}
	if g.r.IntN(4) == 0 {
		return "dense<" + lit() + "> : " + ty
	}
	var nested func(d int) string
	nested = func(d int) string {
		el := make([]string, dims[d])
		for i := range el {
			if d == len(dims)-1 {
				el[i] = lit()
			} else {
				el[i] = nested(d + 1)
			}
		}
		return "[" + strings.Join(el, ", ") + "]"
	}
	return "dense<" + nested(0) + "> : " + ty
}
