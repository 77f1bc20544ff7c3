package affinetostd_test

import (
	"bytes"
	"fmt"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"gpuc/internal/asm"
	"gpuc/internal/cli"
	"gpuc/internal/conversion/affinetostd"
	"gpuc/internal/dialect/all"
	"gpuc/internal/dialect/builtin"
	"gpuc/internal/ir"
)

// oracle returns mlir-opt-19's path, skipping the test when it is not
// installed.
func oracle(t *testing.T) string {
	t.Helper()
	path, err := exec.LookPath("mlir-opt-19")
	if err != nil {
		t.Skip("mlir-opt-19 not installed")
	}
	return path
}

// runOracle runs mlir-opt-19 --lower-affine (and the extra flags) on file.
func runOracle(t *testing.T, mlirOpt, file string, flags ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errb bytes.Buffer
	cmd := exec.Command(mlirOpt, append([]string{"--lower-affine", file}, flags...)...)
	cmd.Stdout, cmd.Stderr = &out, &errb
	err := cmd.Run()
	if err != nil {
		if ee, ok := err.(*exec.ExitError); ok {
			return ee.ExitCode(), out.String(), errb.String()
		}
		t.Fatal(err)
	}
	return 0, out.String(), errb.String()
}

// runGpuc runs `gpuc opt --lower-affine file` in process.
func runGpuc(file string) (code int, stdout, stderr string) {
	var out, errb bytes.Buffer
	code = cli.Run([]string{"opt", "--lower-affine", file}, strings.NewReader(""), &out, &errb)
	return code, out.String(), errb.String()
}

func writeFile(t *testing.T, dir, name, src string) string {
	t.Helper()
	path := filepath.Join(dir, name)
	if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// exprGen writes random affine expressions over dims d0..d(nd-1) and
// symbols s0..s(ns-1): sums, products by constants or symbols, and mod,
// floordiv and ceildiv by positive constants or symbols.
type exprGen struct {
	r      *rand.Rand
	nd, ns int
}

func (g *exprGen) leaf() string {
	switch n := g.r.Intn(g.nd + g.ns + 1); {
	case n < g.nd:
		return fmt.Sprintf("d%d", n)
	case n < g.nd+g.ns:
		return fmt.Sprintf("s%d", n-g.nd)
	default:
		return fmt.Sprint(g.r.Intn(21) - 10)
	}
}

func (g *exprGen) divisor() string {
	if g.ns > 0 && g.r.Intn(4) == 0 {
		return fmt.Sprintf("s%d", g.r.Intn(g.ns))
	}
	return fmt.Sprint(g.r.Intn(9) + 1)
}

func (g *exprGen) expr(depth int) string {
	if depth == 0 || g.r.Intn(4) == 0 {
		return g.leaf()
	}
	a := g.expr(depth - 1)
	switch g.r.Intn(6) {
	case 0:
		return "(" + a + " + " + g.expr(depth-1) + ")"
	case 1:
		return "(" + a + " - " + g.expr(depth-1) + ")"
	case 2:
		return "(" + a + " * " + g.divisor() + ")"
	case 3:
		return "(" + a + " mod " + g.divisor() + ")"
	case 4:
		return "(" + a + " floordiv " + g.divisor() + ")"
	default:
		return "(" + a + " ceildiv " + g.divisor() + ")"
	}
}

func (g *exprGen) header() string {
	var d, s []string
	for i := 0; i < g.nd; i++ {
		d = append(d, fmt.Sprintf("d%d", i))
	}
	for i := 0; i < g.ns; i++ {
		s = append(s, fmt.Sprintf("s%d", i))
	}
	h := "(" + strings.Join(d, ", ") + ")"
	if g.ns > 0 {
		h += "[" + strings.Join(s, ", ") + "]"
	}
	return h
}

// genProgram writes a function applying random maps with affine.apply,
// affine.min and affine.max to its arguments and a constant.
func genProgram(seed int64) string {
	r := rand.New(rand.NewSource(seed))
	var b strings.Builder
	b.WriteString("func.func @f(%a0: index, %a1: index, %a2: index, %a3: index) -> index {\n")
	b.WriteString("  %c7 = arith.constant 7 : index\n")
	vals := []string{"%a0", "%a1", "%a2", "%a3", "%c7"}
	for i := 0; i < 6; i++ {
		g := &exprGen{r: r, nd: r.Intn(3), ns: r.Intn(3)}
		if g.nd+g.ns == 0 {
			g.nd = 1
		}
		pick := func(n int) []string {
			out := make([]string, n)
			for j := range out {
				out[j] = vals[r.Intn(len(vals))]
			}
			return out
		}
		dims, syms := pick(g.nd), pick(g.ns)
		operands := "(" + strings.Join(dims, ", ") + ")"
		if g.ns > 0 {
			operands += "[" + strings.Join(syms, ", ") + "]"
		}
		op, nres := "affine.apply", 1
		switch r.Intn(3) {
		case 1:
			op, nres = "affine.min", 1+r.Intn(3)
		case 2:
			op, nres = "affine.max", 1+r.Intn(3)
		}
		results := make([]string, nres)
		for j := range results {
			results[j] = g.expr(3)
		}
		name := fmt.Sprintf("%%v%d", i)
		fmt.Fprintf(&b, "  %s = %s affine_map<%s -> (%s)>%s\n", name, op, g.header(), strings.Join(results, ", "), operands)
		vals = append(vals, name)
	}
	b.WriteString("  %sum = arith.addi %v4, %v5 : index\n  return %sum : index\n}\n")
	return b.String()
}

// handwritten holds programs with the registered affine ops, errors
// included.
var handwritten = []string{
	`func.func @nested(%i: index, %j: index, %n: index) -> (index, index, index) {
  %0 = affine.apply affine_map<(d0, d1)[s0] -> ((d0 + 3 * d1) mod 8 + s0 floordiv 4 - d1 ceildiv 2)>(%i, %j)[%n]
  %1 = affine.min affine_map<(d0)[s0] -> (d0 + 1, s0 * 2, 100, d0 floordiv 3)>(%0)[%n]
  %2 = affine.max affine_map<(d0, d1) -> (d0 - d1, 0, d1 mod 5)>(%1, %i)
  %3 = affine.apply affine_map<(d0) -> (d0)>(%2)
  %c2 = arith.constant 2 : index
  %4 = affine.apply affine_map<(d0) -> (d0 * 5 + 3)>(%c2)
  %5 = affine.apply affine_map<(d0)[s0] -> (d0 mod s0 + d0 floordiv s0 + d0 ceildiv s0)>(%4)[%3]
  return %3, %4, %5 : index, index, index
}`,
	`func.func @errors(%i: index, %j: index) -> (index, index, index, index) {
  %0 = affine.apply affine_map<(d0) -> (d0 mod 0)>(%i)
  %1 = affine.apply affine_map<(d0, d1) -> (d0 floordiv -2 + d1 ceildiv 0)>(%i, %j)
  %2 = affine.min affine_map<(d0) -> (d0, d0 mod -3)>(%j)
  %3 = affine.max affine_map<(d0) -> (d0 floordiv 2, d0 * 2)>(%i)
  return %0, %1, %2, %3 : index, index, index, index
}`,
}

// TestNestedErrorNoPanic checks an expression whose failing part is nested
// in a modulo: mlir-opt-19 reports the error and then crashes (its
// expander asserts both sides expanded); gpuc reports it, leaves the op
// and succeeds.
func TestNestedErrorNoPanic(t *testing.T) {
	file := writeFile(t, t.TempDir(), "n.mlir", `func.func @nested_error(%i: index) -> index {
  %0 = affine.apply affine_map<(d0) -> ((d0 mod 0) mod 3)>(%i)
  return %0 : index
}`)
	code, out, errs := runGpuc(file)
	if code != 0 || !strings.Contains(out, "affine.apply #map(%arg0)") ||
		!strings.Contains(errs, "n.mlir:2:8: error: modulo by non-positive value is not supported") {
		t.Fatalf("rc %d\n%s%s", code, out, errs)
	}
}

// TestOracleRegisteredOps runs generated and handwritten programs of
// affine.apply, affine.min and affine.max through `gpuc opt --lower-affine`
// and mlir-opt-19 and compares exit code, output and diagnostics.
func TestOracleRegisteredOps(t *testing.T) {
	mlirOpt := oracle(t)
	dir := t.TempDir()
	progs := append([]string(nil), handwritten...)
	for seed := int64(1); seed <= 40; seed++ {
		progs = append(progs, genProgram(seed))
	}
	for i, src := range progs {
		file := writeFile(t, dir, fmt.Sprintf("p%d.mlir", i), src)
		wc, wo, we := runOracle(t, mlirOpt, file)
		gc, gout, ge := runGpuc(file)
		if wc != gc || wo != gout || we != ge {
			t.Errorf("program %d differs:\n%s\nmlir-opt-19 (rc %d):\n%s%s\ngpuc (rc %d):\n%s%s", i, src, wc, wo, we, gc, gout, ge)
		}
	}
}

// genericPrograms use the affine ops gpuc's dialect does not register, in
// generic form. Their bounds, sets and maps are canonical, so that MLIR's
// folders of those ops (which the conversion tries first) change nothing.
var genericPrograms = []string{
	// A loop nest with max lower bounds, min upper bounds, a step and
	// iteration values; loads and stores through maps with mod, floordiv
	// and ceildiv.
	`func.func @loops(%m: memref<100x100xf32>, %n: index, %x: f32) -> f32 {
  %r = "affine.for"(%n, %x) <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 1, 1>, step = 2 : index, upperBoundMap = affine_map<()[s0] -> (s0, 100)>}> ({
  ^bb0(%i: index, %acc: f32):
    %s = "affine.for"(%i, %i, %n, %acc) <{lowerBoundMap = affine_map<(d0) -> (d0, d0 floordiv 2 + 1)>, operandSegmentSizes = array<i32: 1, 2, 1>, step = 1 : index, upperBoundMap = affine_map<(d0)[s0] -> (d0 * 4, s0 ceildiv 3, 64)>}> ({
    ^bb0(%j: index, %acc2: f32):
      %v = "affine.load"(%m, %i, %j) <{map = affine_map<(d0, d1) -> (d0 mod 7, d1 floordiv 3 + d0)>}> : (memref<100x100xf32>, index, index) -> f32
      %w = arith.addf %acc2, %v : f32
      "affine.store"(%w, %m, %j, %i) <{map = affine_map<(d0, d1) -> (d0 ceildiv 5, (d1 + d0) mod 11)>}> : (f32, memref<100x100xf32>, index, index) -> ()
      "affine.yield"(%w) : (f32) -> ()
    }) : (index, index, index, f32) -> f32
    "affine.yield"(%s) : (f32) -> ()
  }) : (index, f32) -> f32
  return %r : f32
}`,
	// affine.if with equalities and inequalities, with and without else,
	// with results, and with no constraints (which parses as 0 == 0).
	`func.func @ifs(%n: index, %m: memref<10xi32>) -> i32 {
  "affine.for"() <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index):
    "affine.if"(%i, %n) ({
      %c = arith.constant 1 : i32
      "affine.store"(%c, %m, %i) <{map = affine_map<(d0) -> (d0)>}> : (i32, memref<10xi32>, index) -> ()
      "affine.yield"() : () -> ()
    }, {
    }) {condition = affine_set<(d0)[s0] : (d0 - 5 >= 0, s0 - d0 - 1 >= 0, (d0 + s0) mod 2 == 0)>} : (index, index) -> ()
    "affine.if"(%i) ({
      "affine.yield"() : () -> ()
    }, {
      %c = arith.constant 2 : i32
      "affine.store"(%c, %m, %i) <{map = affine_map<(d0) -> (d0 floordiv 2)>}> : (i32, memref<10xi32>, index) -> ()
      "affine.yield"() : () -> ()
    }) {condition = affine_set<(d0) : (d0 floordiv 3 - 1 >= 0)>} : (index) -> ()
    "affine.yield"() : () -> ()
  }) : () -> ()
  %r = "affine.if"(%n) ({
    %a = arith.constant 1 : i32
    "affine.yield"(%a) : (i32) -> ()
  }, {
    %b = "affine.load"(%m, %n) <{map = affine_map<(d0) -> (d0 ceildiv 4)>}> : (memref<10xi32>, index) -> i32
    "affine.yield"(%b) : (i32) -> ()
  }) {condition = affine_set<(d0) : (d0 - 3 == 0, -d0 + 8 >= 0)>} : (index) -> i32
  "affine.if"(%n) ({
    "affine.yield"() : () -> ()
  }, {
  }) {condition = affine_set<(d0) : ()>} : (index) -> ()
  return %r : i32
}`,
	// affine.parallel without and with reductions, and affine.prefetch.
	`func.func @par(%m: memref<100x100xf32>, %q: memref<100xi32>, %n: index) -> (f32, i32, i32) {
  "affine.parallel"(%n, %n) <{lowerBoundsGroups = dense<1> : tensor<2xi32>, lowerBoundsMap = affine_map<() -> (0, 1)>, reductions = [], steps = [1, 2], upperBoundsGroups = dense<[2, 1]> : tensor<2xi32>, upperBoundsMap = affine_map<()[s0] -> (s0, 50, s0 floordiv 2)>}> ({
  ^bb0(%i: index, %j: index):
    "affine.prefetch"(%m, %i, %j) <{isDataCache = true, isWrite = false, localityHint = 3 : i32, map = affine_map<(d0, d1) -> (d0, d1 mod 3)>}> : (memref<100x100xf32>, index, index) -> ()
    "affine.yield"() : () -> ()
  }) : (index, index) -> ()
  %r:3 = "affine.parallel"(%n) <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [0, 10, 12], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<()[s0] -> (s0)>}> ({
  ^bb0(%i: index):
    %v = "affine.load"(%m, %i) <{map = affine_map<(d0) -> (d0, d0)>}> : (memref<100x100xf32>, index) -> f32
    %w = "affine.load"(%q, %i) <{map = affine_map<(d0) -> (d0)>}> : (memref<100xi32>, index) -> i32
    "affine.yield"(%v, %w, %w) : (f32, i32, i32) -> ()
  }) : (index) -> (f32, i32, i32)
  %t:5 = "affine.parallel"(%n, %n) <{lowerBoundsGroups = dense<1> : tensor<2xi32>, lowerBoundsMap = affine_map<() -> (0, 0)>, reductions = [3, 6, 9, 11, 1], steps = [1, 1], upperBoundsGroups = dense<1> : tensor<2xi32>, upperBoundsMap = affine_map<()[s0] -> (s0, s0 mod 7)>}> ({
  ^bb0(%i: index, %j: index):
    %v = "affine.load"(%m, %i, %j) <{map = affine_map<(d0, d1) -> (d0, d1)>}> : (memref<100x100xf32>, index, index) -> f32
    %w = "affine.load"(%q, %j) <{map = affine_map<(d0) -> (d0)>}> : (memref<100xi32>, index) -> i32
    "affine.yield"(%v, %v, %v, %w, %w) : (f32, f32, f32, i32, i32) -> ()
  }) : (index, index) -> (f32, f32, f32, i32, i32)
  return %r#0, %r#1, %r#2 : f32, i32, i32
}`,
	// affine.dma_start and affine.dma_wait, strided and not.
	`func.func @dma(%src: memref<40x128xf32>, %dst: memref<2x1024xf32, 1>, %tag: memref<1xi32>, %i: index, %j: index, %n: index, %s: index, %e: index) {
  "affine.dma_start"(%src, %i, %j, %dst, %j, %i, %tag, %i, %n) {dst_map = affine_map<(d0, d1) -> (d0 mod 2, d1 * 8)>, src_map = affine_map<(d0, d1) -> (d0 + 3, d1 floordiv 2)>, tag_map = affine_map<(d0) -> (d0 ceildiv 2)>} : (memref<40x128xf32>, index, index, memref<2x1024xf32, 1>, index, index, memref<1xi32>, index, index) -> ()
  "affine.dma_start"(%src, %i, %j, %dst, %j, %i, %tag, %i, %n, %s, %e) {dst_map = affine_map<(d0, d1) -> (d0, d1)>, src_map = affine_map<(d0, d1) -> (d0, d1)>, tag_map = affine_map<(d0) -> (d0)>} : (memref<40x128xf32>, index, index, memref<2x1024xf32, 1>, index, index, memref<1xi32>, index, index, index, index) -> ()
  "affine.dma_wait"(%tag, %i, %n) {tag_map = affine_map<(d0) -> (d0 mod 4)>} : (memref<1xi32>, index, index) -> ()
  return
}`,
}

// parseGeneric parses src in a context where the affine dialect accepts
// the ops it does not register (so that their generic form parses and
// verifies).
func parseGeneric(t *testing.T, name, src string) *ir.Operation {
	t.Helper()
	ctx := ir.NewContext()
	all.Register(ctx.Registry)
	ctx.Registry.Dialect("affine").AllowUnknownOps = true
	res := asm.Parse(ctx, asm.Config{Name: name}, []byte(src))
	if res.Errors != nil {
		t.Fatalf("parse error: %s", res.Errors[0].Msg)
	}
	top, err := builtin.WrapTopLevel(ctx, res.Block, ctx.FileLineCol(name, 0, 0))
	if err != nil {
		t.Fatalf("verify error: %v", err)
	}
	return top
}

// TestOracleUnregisteredOps lowers affine.for, affine.if, affine.load,
// affine.store, affine.parallel, affine.prefetch and the DMA ops, given
// in generic form, and compares the printed module with mlir-opt-19's,
// with and without locations.
func TestOracleUnregisteredOps(t *testing.T) {
	mlirOpt := oracle(t)
	dir := t.TempDir()
	for i, src := range genericPrograms {
		file := writeFile(t, dir, fmt.Sprintf("g%d.mlir", i), src)
		for _, debugInfo := range []bool{false, true} {
			top := parseGeneric(t, file, src)
			if err := affinetostd.Convert(top); err != nil {
				t.Fatalf("program %d: %v", i, err)
			}
			if err := ir.Verify(top); err != nil {
				t.Fatalf("program %d: verify: %v", i, err)
			}
			var b strings.Builder
			flags := asm.DefaultFlags()
			flags.DebugInfo = debugInfo
			if err := asm.PrintModule(&b, top, flags, nil); err != nil {
				t.Fatal(err)
			}
			var extra []string
			if debugInfo {
				extra = []string{"--mlir-print-debuginfo"}
			}
			wc, wo, we := runOracle(t, mlirOpt, file, extra...)
			if wc != 0 {
				t.Fatalf("program %d: mlir-opt-19 failed: %s", i, we)
			}
			if wo != b.String() {
				t.Errorf("program %d (debuginfo %v) differs:\nmlir-opt-19:\n%s\ngpuc:\n%s", i, debugInfo, wo, b.String())
			}
		}
	}
}

// malformed holds generic affine ops that their verifiers (were they
// registered) would reject: the patterns must leave them alone, never
// panic.
var malformed = []string{
	`"affine.for"() ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : () -> ()`,
	`%r = "affine.for"(%n) <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 1, 0>, step = 1 : index, upperBoundMap = affine_map<()[s0] -> (s0)>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : (index) -> index`,
	`"affine.for"(%n) <{lowerBoundMap = affine_map<(d0, d1) -> (d1)>, operandSegmentSizes = array<i32: 5, 1, 0>, step = 1 : index, upperBoundMap = affine_map<()[s0, s1] -> (s1)>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : (index) -> ()`,
	`"affine.if"(%n) ({
    "affine.yield"() : () -> ()
  }, {
  }) : (index) -> ()`,
	`"affine.if"(%n) ({
    "affine.yield"() : () -> ()
  }, {
  }) {condition = affine_set<(d0, d1)[s0] : (d1 - s0 >= 0)>} : (index) -> ()`,
	`"affine.parallel"(%n) <{lowerBoundsGroups = dense<-1> : tensor<2xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [], steps = [1, 1], upperBoundsGroups = dense<3> : tensor<2xi32>, upperBoundsMap = affine_map<()[s0] -> (s0)>}> ({
  ^bb0(%i: index, %j: index):
    "affine.yield"() : () -> ()
  }) : (index) -> ()`,
	`"affine.parallel"(%n) <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [2, 99], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<()[s0] -> (s0)>}> ({
  ^bb0(%i: index):
    "affine.yield"(%i, %i) : (index, index) -> ()
  }) : (index) -> (index, index)`,
	`"affine.parallel"(%n) <{lowerBoundsGroups = dense<0> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> ()>, reductions = [], steps = 1, upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<()[s0] -> (s0)>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : (index) -> ()`,
	`%v = "affine.load"(%m) : (memref<10xf32>) -> f32`,
	`%v = "affine.load"(%m, %n) <{map = affine_map<(d0, d1)[s0] -> (d1 + s0)>}> : (memref<10xf32>, index) -> f32`,
	`"affine.store"() <{map = affine_map<() -> ()>}> : () -> ()`,
	`"affine.dma_start"(%m, %n) {dst_map = affine_map<(d0) -> (d0)>, src_map = affine_map<(d0) -> (d0)>, tag_map = affine_map<(d0) -> (d0)>} : (memref<10xf32>, index) -> ()`,
	`"affine.dma_wait"(%m) {tag_map = affine_map<(d0) -> (d0)>} : (memref<10xf32>) -> ()`,
	`%r = "affine.dma_wait"(%m, %n, %n) {tag_map = affine_map<(d0) -> (d0)>} : (memref<10xf32>, index, index) -> index`,
}

func TestMalformedNoPanic(t *testing.T) {
	for i, body := range malformed {
		src := "func.func @f(%n: index, %m: memref<10xf32>) {\n  " + body + "\n  return\n}\n"
		top := parseGeneric(t, "m.mlir", src)
		var diags []string
		top.Context().Diagnose = func(d *ir.Diagnostic) { diags = append(diags, d.Msg) }
		func() {
			defer func() {
				if r := recover(); r != nil {
					t.Errorf("case %d panicked: %v", i, r)
				}
			}()
			_ = affinetostd.Convert(top)
		}()
	}
}
