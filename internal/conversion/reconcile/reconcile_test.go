package reconcile

import (
	"fmt"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"gpuc/internal/asm"
	"gpuc/internal/dialect/all"
	"gpuc/internal/dialect/builtin"
	"gpuc/internal/ir"
	"gpuc/internal/testutil/castgraph"
)

// run parses src, runs the pass on it and prints the result.
func run(t *testing.T, src string) string {
	t.Helper()
	ctx := ir.NewContext()
	all.Register(ctx.Registry)
	res := asm.Parse(ctx, asm.Config{Name: "t.mlir"}, []byte(src))
	if res.Errors != nil {
		t.Fatalf("parse error: %s\n%s", res.Errors[0].Msg, src)
	}
	top, err := builtin.WrapTopLevel(ctx, res.Block, ctx.FileLineCol("t.mlir", 0, 0))
	if err != nil {
		t.Fatalf("verify error: %v", err)
	}
	if err := (reconcilePass{}).Run(top); err != nil {
		t.Fatal(err)
	}
	if err := ir.Verify(top); err != nil {
		t.Fatalf("output does not verify: %v\n%s", err, src)
	}
	var b strings.Builder
	if err := asm.PrintModule(&b, top, asm.DefaultFlags(), res.Resources); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

func TestRoundTripPairFolds(t *testing.T) {
	got := run(t, `func.func @f(%a: i64) -> i64 {
  %0 = builtin.unrealized_conversion_cast %a : i64 to memref<?xf32>
  %1 = builtin.unrealized_conversion_cast %0 : memref<?xf32> to i64
  return %1 : i64
}`)
	if strings.Contains(got, "unrealized") || !strings.Contains(got, "return %arg0 : i64") {
		t.Errorf("the pair did not fold:\n%s", got)
	}
}

func TestLiveCastStays(t *testing.T) {
	got := run(t, `func.func @f(%a: i64) -> i32 {
  %0 = builtin.unrealized_conversion_cast %a : i64 to i32
  %dead = builtin.unrealized_conversion_cast %a : i64 to i16
  return %0 : i32
}`)
	if strings.Count(got, "unrealized_conversion_cast") != 1 || strings.Contains(got, "i16") {
		t.Errorf("want the live cast kept and the dead one erased:\n%s", got)
	}
}

// randomCasts returns n functions of random cast DAGs over a few types,
// some casts dead, some live, some folding, with one or two inputs.
func randomCasts(r *rand.Rand, n int) []string {
	return castgraph.Funcs(r, n, castgraph.Config{
		Types:     []string{"i64", "i32", "i16", "index"},
		MinCasts:  2,
		TwoInputs: 4,
		Header: func(f int) string {
			return fmt.Sprintf("func.func @f%d(%%arg0: i64, %%arg1: i32) -> (i64, i32) {\n", f)
		},
		Footer: func(pick func(string) string) string {
			i64 := pick("i64")
			return fmt.Sprintf("  return %s, %s : i64, i32\n}\n", i64, pick("i32"))
		},
	})
}

// TestRandomAgainstMLIR compares the pass with mlir-opt-19's on random cast
// DAGs, byte for byte.
func TestRandomAgainstMLIR(t *testing.T) {
	bin, err := exec.LookPath("mlir-opt-19")
	if err != nil {
		t.Skip("mlir-opt-19 not installed")
	}
	funcs := randomCasts(rand.New(rand.NewSource(19)), 300)
	in := filepath.Join(t.TempDir(), "casts.mlir")
	if err := os.WriteFile(in, []byte(strings.Join(funcs, "// -----\n")), 0o600); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(bin, "--split-input-file", "--reconcile-unrealized-casts", in).Output()
	if err != nil {
		t.Fatalf("mlir-opt-19: %v", err)
	}
	want := strings.Split(string(out), "// -----\n")
	if len(want) != len(funcs) {
		t.Fatalf("mlir-opt-19 printed %d chunks for %d inputs", len(want), len(funcs))
	}
	folded, kept := 0, 0
	for i, src := range funcs {
		got := run(t, src)
		if got != want[i] {
			t.Errorf("input:\n%s\ngot:\n%s\nmlir-opt-19:\n%s", src, got, want[i])
		}
		if strings.Contains(got, "unrealized") {
			kept++
		} else {
			folded++
		}
	}
	// The generator must exercise both outcomes.
	if folded == 0 || kept == 0 {
		t.Errorf("%d inputs folded completely, %d kept casts: the generator needs both", folded, kept)
	}
}
