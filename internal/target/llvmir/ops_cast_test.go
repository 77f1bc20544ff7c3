package llvmir

import (
	"fmt"
	"math/rand"
	"testing"

	"gpuc/internal/conversion/reconcile"
	"gpuc/internal/ir"
	"gpuc/internal/testutil/castgraph"
)

// randomCastFuncs returns n LLVM-dialect functions of random
// unrealized-cast DAGs (dead, live, folding, one or two inputs) whose
// values reach an llvm.return and an llvm.call.
func randomCastFuncs(r *rand.Rand, n int) []string {
	return castgraph.Funcs(r, n, castgraph.Config{
		Types:     []string{"i64", "i32", "i16", "index", "memref<?xf32>"},
		MinCasts:  1,
		TwoInputs: 5,
		Header: func(f int) string {
			return fmt.Sprintf("llvm.func @use(i32)\nllvm.func @f%d(%%arg0: i64, %%arg1: i32) -> i64 {\n", f)
		},
		Footer: func(pick func(string) string) string {
			i32 := pick("i32")
			return fmt.Sprintf("  llvm.call @use(%s) : (i32) -> ()\n  llvm.return %s : i64\n}\n", i32, pick("i64"))
		},
	})
}

// TestUnrealizedCastsAsReconciled checks the translation of unrealized
// casts against the reconcile-unrealized-casts pass on random cast DAGs:
// a function translates exactly when the pass leaves no cast in it, and
// then to the same LLVM IR as the reconciled function; otherwise the error
// is mlir-translate-19's.
func TestUnrealizedCastsAsReconciled(t *testing.T) {
	translated, rejected := 0, 0
	for _, src := range randomCastFuncs(rand.New(rand.NewSource(6)), 400) {
		top, _ := parseForTest(t, "casts.mlir", []byte(src))
		m, err := Translate(top, Options{})

		rtop, _ := parseForTest(t, "casts.mlir", []byte(src))
		reconcile.Reconcile(rtop)
		left := false
		rtop.Walk(func(op *ir.Operation) ir.WalkResult {
			left = left || op.Name() == reconcile.CastOp
			return ir.Advance
		})
		switch {
		case left && err == nil:
			t.Errorf("translated, but reconcile-unrealized-casts leaves a cast:\n%s", src)
		case err != nil:
			rejected++
			d, _ := err.(*ir.Diagnostic)
			if d == nil || d.Op == nil || d.Op.Name() != reconcile.CastOp || d.Msg != "LLVM Translation failed for operation: builtin.unrealized_conversion_cast" {
				t.Errorf("error %q is not mlir-translate-19's at a cast\n%s", err, src)
				break
			}
			// Where the pass folds every cast, the cast was rejected for a dead
			// end (a cast nothing uses that does not fold), which the pass
			// erases but mlir-translate-19 rejects like any other.
			if !left && !reachesDeadCast(d.Op, map[*ir.Operation]bool{}) {
				t.Errorf("reconcile-unrealized-casts folds every cast, and the rejected one leads to no dead cast:\n%s", src)
			}
		default:
			translated++
			rm, rerr := Translate(rtop, Options{})
			if rerr != nil {
				t.Fatalf("reconciled input does not translate: %v\n%s", rerr, src)
			}
			if got, want := printModule(t, m), printModule(t, rm); got != want {
				t.Errorf("input:\n%s\ntranslated:\n%s\nreconciled, then translated:\n%s", src, got, want)
			}
		}
	}
	if translated == 0 || rejected == 0 {
		t.Errorf("%d inputs translated, %d rejected: the generator needs both", translated, rejected)
	}
}

// reachesDeadCast reports whether cast op, or a cast that uses its results
// (transitively), has no uses.
func reachesDeadCast(op *ir.Operation, seen map[*ir.Operation]bool) bool {
	if seen[op] {
		return false
	}
	seen[op] = true
	used := false
	for _, r := range op.Results() {
		for u := range r.Uses {
			used = true
			if user := u.Owner(); user.Name() == reconcile.CastOp && reachesDeadCast(user, seen) {
				return true
			}
		}
	}
	return !used
}
