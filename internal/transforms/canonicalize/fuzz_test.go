package canonicalize_test

import (
	"path/filepath"
	"testing"

	"gpuc/internal/ir"
	"gpuc/internal/testutil/fuzzseed"
	_ "gpuc/internal/transforms/canonicalize"
	_ "gpuc/internal/transforms/cse"
	_ "gpuc/internal/transforms/symboldce"
)

var fuzzPipelines = []string{
	"builtin.module(canonicalize{test-convergence})",
	"builtin.module(canonicalize{test-convergence top-down=false region-simplify=aggressive})",
	"builtin.module(cse)",
	"builtin.module(canonicalize{test-convergence},cse)",
	"builtin.module(symbol-dce,canonicalize{test-convergence max-num-rewrites=2})",
}

// FuzzCanonicalize runs canonicalize, cse and symbol-dce on whatever
// parses and verifies, and requires the result to verify and print. The
// default canonicalize, having converged, must be a fixed point: run
// again, it changes nothing (its last round, which changed nothing, is
// the first round of the second run).
func FuzzCanonicalize(f *testing.F) {
	pipelines := fuzzseed.Pipelines(f, fuzzPipelines)
	dirs, _ := filepath.Glob("../../../test/lit/*")
	fuzzseed.AddChunks(f, dirs...)
	f.Fuzz(func(t *testing.T, in []byte) {
		if len(in) == 0 {
			return
		}
		pick := int(in[0]) % len(pipelines)
		top, res := fuzzseed.Parse(in[1:])
		if top == nil || !fuzzseed.Run(t, pipelines[pick], top) {
			return // not converged, or an error reported
		}
		if err := ir.Verify(top); err != nil {
			t.Fatalf("the output does not verify: %v\n%s", err, fuzzseed.Print(t, top, res))
		}
		once := fuzzseed.Print(t, top, res)
		if pick != 0 {
			// Only the default canonicalize is a fixed point once it
			// converged. cse leaves ops it made dead to the next run; a
			// canonicalize with fewer rewrites allowed stops early; and
			// block merging, as in mlir-opt-19, can merge on a second run
			// what the first run's last round did not (test/lit/translate/
			// control-flow.mlir's @branches, top-down=false).
			return
		}
		if err := pipelines[pick].Run(top, nil); err != nil {
			t.Fatalf("a second canonicalize does not converge: %v\n%s", err, once)
		}
		if twice := fuzzseed.Print(t, top, res); twice != once {
			t.Fatalf("a second canonicalize changed the output:\n%s\n----\n%s", once, twice)
		}
	})
}
