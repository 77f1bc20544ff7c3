package translate

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestRandomModules generates LLVM-dialect modules from fixed seeds
// (integer, float and vector arithmetic with flags, comparisons, selects,
// every cast, intrinsics, memory, globals, calls, and diamonds whose merges
// become phis), mostly on constants so that LLVM's constant folder is
// exercised as much as the instruction printer, and requires gpuc's
// translation to print like mlir-translate-19's after `opt-19 -S`. Every
// third module targets nvptx64 and every third amdgcn, with NVVM or ROCDL
// ops among the others: those are also compiled with llc-19 and the
// assembly must be identical (when llc accepts the oracle's module at all).
// RANDOM_SEEDS=N runs N seeds instead of the default 16.
func TestRandomModules(t *testing.T) {
	oracle := requireTool(t, "mlir-translate")
	opt := requireTool(t, "opt")
	llc := requireTool(t, "llc")
	n := 16
	if v, err := strconv.Atoi(os.Getenv("RANDOM_SEEDS")); err == nil && v > 0 {
		n = v
	}
	dir := t.TempDir()
	for seed := 1; seed <= n; seed++ {
		t.Run(strconv.Itoa(seed), func(t *testing.T) {
			t.Parallel()
			file := filepath.Join(dir, fmt.Sprintf("random%d.mlir", seed))
			if err := os.WriteFile(file, []byte(randomModule(uint64(seed))), 0o644); err != nil {
				t.Fatal(err)
			}
			want, got, ok := translateBoth(t, oracle, file)
			if !ok {
				t.Fatalf("generator bug: mlir-translate-19 rejects seed %d (%s)", seed, file)
			}
			compareNormalised(t, opt, want, got)
			if flags := target(file, want); flags != nil {
				compareAsm(t, llc, flags, want, got, true)
			}
		})
	}
}

// Types the generator uses, by kind.
var (
	rInts    = []string{"i1", "i8", "i16", "i32", "i64", "i128"}
	rFloats  = []string{"f16", "bf16", "f32", "f64"}
	rIntVecs = []string{"vector<4xi32>", "vector<8xi16>"}
	rFltVecs = []string{"vector<2xf64>", "vector<4xf32>"}
)

func width(ty string) int {
	switch ty {
	case "i1":
		return 1
	case "f16", "bf16":
		return 16
	case "f32":
		return 32
	case "f64":
		return 64
	}
	w, _ := strconv.Atoi(strings.TrimPrefix(ty, "i"))
	return w
}

// gen builds one module's text.
type gen struct {
	r     *rand.Rand
	b     strings.Builder
	n     int                 // value counter
	nb    int                 // block counter
	vals  map[string][]string // visible values by type
	funcs []string            // signatures of the functions defined so far: "@name|argtypes|result"
	gpu   string              // "nvvm", "rocdl" or "" (host)
}

func (g *gen) fresh() string { g.n++; return fmt.Sprintf("%%v%d", g.n) }

func (g *gen) line(format string, args ...any) {
	g.b.WriteString("    ")
	fmt.Fprintf(&g.b, format, args...)
	g.b.WriteByte('\n')
}

func (g *gen) pick(ty string) string {
	vs := g.vals[ty]
	// Recent values more often, so that chains form.
	if len(vs) > 3 && g.r.IntN(2) == 0 {
		return vs[len(vs)-1-g.r.IntN(3)]
	}
	return vs[g.r.IntN(len(vs))]
}

func (g *gen) def(ty, v string) { g.vals[ty] = append(g.vals[ty], v) }

func (g *gen) oneOf(xs []string) string { return xs[g.r.IntN(len(xs))] }

// intConst is a constant of an integer type: small, edge or large values.
func (g *gen) intConst(ty string) string {
	w := width(ty)
	if w == 1 {
		return []string{"true", "false"}[g.r.IntN(2)]
	}
	switch g.r.IntN(6) {
	case 0:
		return "0"
	case 1:
		return "-1"
	case 2: // the signed minimum
		if w == 128 {
			return "-170141183460469231731687303715884105728"
		}
		return strconv.FormatInt(-1<<(w-1), 10)
	case 3:
		return strconv.Itoa(g.r.IntN(w + 2)) // shift amounts, in and out of range
	default:
		if w >= 64 {
			return strconv.FormatInt(g.r.Int64()>>g.r.IntN(60)-1<<40, 10)
		}
		return strconv.FormatInt(g.r.Int64N(1<<w)-1<<(w-1), 10)
	}
}

// floatConst is a constant of a float type, special values included.
func (g *gen) floatConst(ty string) string {
	switch g.r.IntN(8) {
	case 0:
		return "0.0"
	case 1:
		return "-0.0"
	case 2: // NaN
		return map[string]string{"f16": "0x7E00", "bf16": "0x7FC0", "f32": "0x7FC00000", "f64": "0x7FF8000000000000"}[ty]
	case 3: // infinity
		return map[string]string{"f16": "0xFC00", "bf16": "0x7F80", "f32": "0x7F800000", "f64": "0xFFF0000000000000"}[ty]
	case 4:
		return "1.0e+30"
	default:
		return fmt.Sprintf("%.4e", float64(g.r.IntN(2000)-1000)/8)
	}
}

func (g *gen) constant(ty string) string {
	v := g.fresh()
	switch {
	case ty == "i1":
		g.line("%s = llvm.mlir.constant(%s) : i1", v, g.intConst(ty))
	case strings.HasPrefix(ty, "vector<"):
		n, _ := strconv.Atoi(ty[len("vector<"):strings.IndexByte(ty, 'x')])
		el := ty[strings.IndexByte(ty, 'x')+1 : len(ty)-1]
		var es []string
		for range n {
			if el[0] == 'i' {
				es = append(es, g.intConst(el))
			} else {
				es = append(es, g.floatConst(el))
			}
		}
		if g.r.IntN(3) == 0 { // a splat
			g.line("%s = llvm.mlir.constant(dense<%s> : %s) : %s", v, es[0], ty, ty)
		} else {
			g.line("%s = llvm.mlir.constant(dense<[%s]> : %s) : %s", v, strings.Join(es, ", "), ty, ty)
		}
	case ty[0] == 'i':
		g.line("%s = llvm.mlir.constant(%s : %s) : %s", v, g.intConst(ty), ty, ty)
	default:
		g.line("%s = llvm.mlir.constant(%s : %s) : %s", v, g.floatConst(ty), ty, ty)
	}
	g.def(ty, v)
	return v
}

// op emits one random op defining a new value.
func (g *gen) op() {
	switch g.r.IntN(17) {
	case 0, 1, 2: // integer arithmetic, scalar or vector
		ty := g.oneOf(append(append([]string{}, rInts...), rIntVecs...))
		op := g.oneOf([]string{"add", "sub", "mul", "and", "or", "xor", "shl", "lshr", "ashr", "udiv", "sdiv", "urem", "srem"})
		if g.gpu != "" && ty == "i128" && (strings.HasSuffix(op, "div") || strings.HasSuffix(op, "rem")) {
			op = "xor" // a library call the GPU backends cannot make
		}
		flags := ""
		if (op == "add" || op == "sub" || op == "mul" || op == "shl") && g.r.IntN(2) == 0 {
			flags = " overflow<" + g.oneOf([]string{"nsw", "nuw", "nsw, nuw"}) + ">"
		}
		v := g.fresh()
		g.line("%s = llvm.%s %s, %s%s : %s", v, op, g.pick(ty), g.pick(ty), flags, ty)
		g.def(ty, v)
	case 3, 4: // float arithmetic
		ty := g.oneOf(append(append([]string{}, rFloats...), rFltVecs...))
		op := g.oneOf([]string{"fadd", "fsub", "fmul", "fdiv", "frem"})
		fm := ""
		if g.r.IntN(3) == 0 {
			fm = " {fastmathFlags = #llvm.fastmath<" + g.oneOf([]string{"fast", "nnan", "ninf, nsz", "contract", "arcp, afn, reassoc"}) + ">}"
		}
		v := g.fresh()
		g.line("%s = llvm.%s %s, %s%s : %s", v, op, g.pick(ty), g.pick(ty), fm, ty)
		g.def(ty, v)
	case 5: // fneg
		ty := g.oneOf(rFloats)
		v := g.fresh()
		g.line("%s = llvm.fneg %s : %s", v, g.pick(ty), ty)
		g.def(ty, v)
	case 6: // comparisons
		v := g.fresh()
		if g.r.IntN(2) == 0 {
			ty := g.oneOf(rInts)
			p := g.oneOf([]string{"eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"})
			g.line("%s = llvm.icmp %q %s, %s : %s", v, p, g.pick(ty), g.pick(ty), ty)
		} else {
			ty := g.oneOf(rFloats)
			p := g.oneOf([]string{"oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule", "une", "uno", "_true", "_false"})
			g.line("%s = llvm.fcmp %q %s, %s : %s", v, p, g.pick(ty), g.pick(ty), ty)
		}
		g.def("i1", v)
	case 7: // select
		ty := g.oneOf(append(append([]string{}, rInts...), rFloats...))
		v := g.fresh()
		g.line("%s = llvm.select %s, %s, %s : i1, %s", v, g.pick("i1"), g.pick(ty), g.pick(ty), ty)
		g.def(ty, v)
	case 8: // integer casts
		s, d := g.oneOf(rInts), g.oneOf(rInts)
		if width(s) == width(d) {
			return
		}
		op := "trunc"
		if width(d) > width(s) {
			op = g.oneOf([]string{"zext", "sext"})
		}
		v := g.fresh()
		g.line("%s = llvm.%s %s : %s to %s", v, op, g.pick(s), s, d)
		g.def(d, v)
	case 9: // float casts
		s, d := g.oneOf(rFloats), g.oneOf(rFloats)
		if width(s) == width(d) {
			return
		}
		op := "fptrunc"
		if width(d) > width(s) {
			op = "fpext"
		}
		v := g.fresh()
		g.line("%s = llvm.%s %s : %s to %s", v, op, g.pick(s), s, d)
		g.def(d, v)
	case 10: // int <-> float
		i, f := g.oneOf(rInts), g.oneOf(rFloats)
		v := g.fresh()
		if g.r.IntN(2) == 0 {
			g.line("%s = llvm.%s %s : %s to %s", v, g.oneOf([]string{"fptosi", "fptoui"}), g.pick(f), f, i)
			g.def(i, v)
		} else {
			g.line("%s = llvm.%s %s : %s to %s", v, g.oneOf([]string{"sitofp", "uitofp"}), g.pick(i), i, f)
			g.def(f, v)
		}
	case 11: // bitcasts between types of one size
		pairs := [][2]string{{"i16", "f16"}, {"i16", "bf16"}, {"i32", "f32"}, {"i64", "f64"}, {"vector<4xi32>", "vector<2xf64>"}, {"vector<8xi16>", "vector<4xi32>"}, {"vector<4xf32>", "i128"}}
		p := pairs[g.r.IntN(len(pairs))]
		if g.r.IntN(2) == 0 {
			p[0], p[1] = p[1], p[0]
		}
		v := g.fresh()
		g.line("%s = llvm.bitcast %s : %s to %s", v, g.pick(p[0]), p[0], p[1])
		g.def(p[1], v)
	case 12: // intrinsics
		v := g.fresh()
		switch g.r.IntN(5) {
		case 0:
			ty := g.oneOf([]string{"i8", "i32", "i64"})
			g.line("%s = llvm.intr.%s(%s, %s) : (%s, %s) -> %s", v, g.oneOf([]string{"smax", "smin", "umax", "umin"}), g.pick(ty), g.pick(ty), ty, ty, ty)
			g.def(ty, v)
		case 1:
			ty := g.oneOf([]string{"i16", "i32", "i64"})
			g.line("%s = llvm.intr.%s(%s) : (%s) -> %s", v, g.oneOf([]string{"ctpop", "bswap", "bitreverse"}), g.pick(ty), ty, ty)
			g.def(ty, v)
		case 2:
			ty := g.oneOf([]string{"f32", "f64", "vector<4xf32>"})
			g.line("%s = llvm.intr.%s(%s) : (%s) -> %s", v, g.oneOf([]string{"fabs", "sqrt", "floor", "ceil", "trunc", "rint"}), g.pick(ty), ty, ty)
			g.def(ty, v)
		case 3:
			ty := g.oneOf([]string{"f32", "f64"})
			g.line("%s = llvm.intr.%s(%s, %s) : (%s, %s) -> %s", v, g.oneOf([]string{"minnum", "maxnum", "minimum", "maximum", "copysign"}), g.pick(ty), g.pick(ty), ty, ty, ty)
			g.def(ty, v)
		default:
			ty := g.oneOf([]string{"f32", "f64"})
			g.line("%s = llvm.intr.fma(%s, %s, %s) : (%s, %s, %s) -> %s", v, g.pick(ty), g.pick(ty), g.pick(ty), ty, ty, ty, ty)
			g.def(ty, v)
		}
	case 13: // vector element ops
		ty := g.oneOf([]string{"vector<4xi32>", "vector<4xf32>"})
		el := ty[len("vector<4x") : len(ty)-1]
		idx := g.pick("i32")
		v := g.fresh()
		switch g.r.IntN(3) {
		case 0:
			g.line("%s = llvm.extractelement %s[%s : i32] : %s", v, g.pick(ty), idx, ty)
			g.def(el, v)
		case 1:
			g.line("%s = llvm.insertelement %s, %s[%s : i32] : %s", v, g.pick(el), g.pick(ty), idx, ty)
			g.def(ty, v)
		default:
			var m []string
			for range 4 {
				m = append(m, strconv.Itoa(g.r.IntN(9)-1)) // -1 is poison
			}
			g.line("%s = llvm.shufflevector %s, %s [%s] : %s", v, g.pick(ty), g.pick(ty), strings.Join(m, ", "), ty)
			g.def(ty, v)
		}
	case 14: // memory
		ty := g.oneOf([]string{"i8", "i32", "i64", "f32", "f64", "vector<4xi32>"})
		// The stack is address space 5 on AMD GPUs.
		ptr := "!llvm.ptr"
		if g.gpu == "rocdl" {
			ptr = "!llvm.ptr<5>"
		}
		p := g.fresh()
		g.line("%s = llvm.alloca %s x %s : (i32) -> %s", p, g.vals["one"][0], ty, ptr)
		g.line("llvm.store %s, %s : %s, %s", g.pick(ty), p, ty, ptr)
		q := g.fresh()
		g.line("%s = llvm.getelementptr %s[%s] : (%s, i64) -> %s, i8", q, p, g.pick("i64"), ptr, ptr)
		v := g.fresh()
		g.line("%s = llvm.load %s : %s -> %s", v, p, ptr, ty)
		g.def(ty, v)
	case 15: // a GPU op (on GPU targets), else a call
		if g.gpu != "" && g.r.IntN(2) == 0 {
			g.gpuOp()
			return
		}
		fallthrough
	default: // a call of an earlier function
		if len(g.funcs) == 0 {
			return
		}
		parts := strings.Split(g.funcs[g.r.IntN(len(g.funcs))], "|")
		args := strings.Split(parts[1], ",")
		var ops []string
		for _, a := range args {
			ops = append(ops, g.pick(a))
		}
		v := g.fresh()
		g.line("%s = llvm.call %s(%s) : (%s) -> %s", v, parts[0], strings.Join(ops, ", "), strings.Join(args, ", "), parts[2])
		g.def(parts[2], v)
	}
}

// gpuOp emits an NVVM or ROCDL op: an id register, a barrier, a shuffle.
func (g *gen) gpuOp() {
	v := g.fresh()
	dim := g.oneOf([]string{"x", "y", "z"})
	if g.gpu == "nvvm" {
		switch g.r.IntN(4) {
		case 0:
			g.line("%s = nvvm.read.ptx.sreg.%s.%s : i32", v, g.oneOf([]string{"tid", "ntid", "ctaid", "nctaid"}), dim)
			g.def("i32", v)
		case 1:
			g.line("%s = nvvm.read.ptx.sreg.%s : i32", v, g.oneOf([]string{"laneid", "warpsize"}))
			g.def("i32", v)
		case 2:
			g.line("nvvm.barrier0")
		default:
			ty := g.oneOf([]string{"i32", "f32"})
			g.line("%s = nvvm.shfl.sync %s %s, %s, %s, %s : %s -> %s", v, g.oneOf([]string{"bfly", "up", "down", "idx"}), g.pick("i32"), g.pick(ty), g.pick("i32"), g.pick("i32"), ty, ty)
			g.def(ty, v)
		}
		return
	}
	switch g.r.IntN(3) {
	case 0:
		g.line("%s = rocdl.%s.%s : i32", v, g.oneOf([]string{"workitem.id", "workgroup.id"}), dim)
		g.def("i32", v)
	case 1:
		g.line("rocdl.barrier")
	default:
		g.line("%s = rocdl.mbcnt.%s %s, %s : (i32, i32) -> i32", v, g.oneOf([]string{"lo", "hi"}), g.pick("i32"), g.pick("i32"))
		g.def("i32", v)
	}
}

// diamond emits an if/else whose branches each compute a value of one type
// and meet in a block with an argument (a phi).
func (g *gen) diamond(depth int) {
	ty := g.oneOf(append(append([]string{}, rInts...), rFloats...))
	cond := g.pick("i1")
	g.nb += 3
	bt, bf, bm := fmt.Sprintf("^bb%d", g.nb-2), fmt.Sprintf("^bb%d", g.nb-1), fmt.Sprintf("^bb%d", g.nb)
	g.line("llvm.cond_br %s, %s, %s", cond, bt, bf)
	saved := map[string][]string{}
	for k, v := range g.vals {
		saved[k] = append([]string(nil), v...)
	}
	for _, b := range []string{bt, bf} {
		g.b.WriteString("  " + b + ":\n")
		g.body(depth+1, 1+g.r.IntN(5))
		g.line("llvm.br %s(%s : %s)", bm, g.pick(ty), ty)
		g.vals = map[string][]string{}
		for k, v := range saved {
			g.vals[k] = append([]string(nil), v...)
		}
	}
	m := g.fresh()
	g.b.WriteString(fmt.Sprintf("  %s(%s: %s):\n", bm, m, ty))
	g.def(ty, m)
}

func (g *gen) body(depth, n int) {
	for range n {
		if depth < 2 && g.r.IntN(8) == 0 {
			g.diamond(depth)
			continue
		}
		g.op()
	}
}

// randomModule returns a module of a few globals and functions.
func randomModule(seed uint64) string {
	g := &gen{r: rand.New(rand.NewPCG(seed, 0x7472616e736c6174))}
	switch seed % 3 {
	case 1:
		g.gpu = "nvvm"
		g.b.WriteString(`module attributes {llvm.target_triple = "nvptx64-nvidia-cuda", llvm.data_layout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"} {` + "\n")
	case 2:
		g.gpu = "rocdl"
		g.b.WriteString(`module attributes {llvm.target_triple = "amdgcn-amd-amdhsa", llvm.data_layout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"} {` + "\n")
	default:
		g.b.WriteString("module {\n")
	}
	all := append(append(append(append([]string{}, rInts...), rFloats...), rIntVecs...), rFltVecs...)
	for i := range 3 {
		ty := g.oneOf([]string{"i32", "i64", "f32", "f64", "i16"})
		init := g.floatConst(ty)
		if ty[0] == 'i' {
			init = g.intConst(ty)
		}
		fmt.Fprintf(&g.b, "  llvm.mlir.global internal @g%d(%s : %s) : %s\n", i, init, ty, ty)
	}
	nf := 2 + g.r.IntN(3)
	for f := range nf {
		g.vals = map[string][]string{}
		var params, ptys []string
		for a := range 1 + g.r.IntN(4) {
			ty := g.oneOf(all)
			params = append(params, fmt.Sprintf("%%a%d: %s", a, ty))
			ptys = append(ptys, ty)
			g.def(ty, fmt.Sprintf("%%a%d", a))
		}
		res := g.oneOf(all)
		fmt.Fprintf(&g.b, "  llvm.func @f%d(%s) -> %s {\n", f, strings.Join(params, ", "), res)
		one := g.fresh()
		g.line("%s = llvm.mlir.constant(1 : i32) : i32", one)
		g.vals["one"] = []string{one}
		g.def("i32", one)
		// A value of every type, constants mostly, a global's load too.
		for _, ty := range all {
			if len(g.vals[ty]) == 0 || g.r.IntN(3) == 0 {
				g.constant(ty)
			}
		}
		gp := g.fresh()
		g.line("%s = llvm.mlir.addressof @g%d : !llvm.ptr", gp, g.r.IntN(3))
		lv := g.fresh()
		g.line("%s = llvm.load %s : !llvm.ptr -> i16", lv, gp)
		g.def("i16", lv)
		g.body(0, 10+g.r.IntN(30))
		g.line("llvm.return %s : %s", g.pick(res), res)
		g.b.WriteString("  }\n")
		g.funcs = append(g.funcs, fmt.Sprintf("@f%d|%s|%s", f, strings.Join(ptys, ","), res))
	}
	g.b.WriteString("}\n")
	return g.b.String()
}
