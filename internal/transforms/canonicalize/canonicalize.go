// Package canonicalize is MLIR 19's canonicalize pass: the greedy pattern
// rewrite driver over the op the pass runs on, with every registered op's
// folder and canonicalization patterns (which live with their dialects and
// register through rewrite.RegisterCanonicalization).
package canonicalize

import (
	"fmt"

	"gpuc/internal/ir"
	"gpuc/internal/pass"
	"gpuc/internal/rewrite"
)

func init() {
	pass.Register(&pass.Info{
		Name:    "canonicalize",
		Title:   "Canonicalizer",
		Summary: "Canonicalize operations",
		Options: []pass.Option{
			{Name: "top-down", Kind: pass.Bool, Default: "true", Desc: "Seed the worklist in general top-down order"},
			{Name: "region-simplify", Kind: pass.Enum, Default: "normal", Enum: []string{"disabled", "normal", "aggressive"},
				Desc: "Perform control flow optimizations to the region tree"},
			{Name: "max-iterations", Kind: pass.Long, Default: "10", Desc: "Max. iterations between applying patterns / simplifying regions"},
			{Name: "max-num-rewrites", Kind: pass.Long, Default: "-1", Desc: "Max. number of pattern rewrites within an iteration"},
			{Name: "test-convergence", Kind: pass.Bool, Default: "false", Desc: "Test only: Fail pass on non-convergence to detect cyclic pattern"},
			{Name: "disable-patterns", Kind: pass.List, Desc: "Labels of patterns that should be filtered out during application"},
			{Name: "enable-patterns", Kind: pass.List, Desc: "Labels of patterns that should be used during application, all other patterns are filtered out"},
		},
		New: newPass,
	})
}

type canonicalizer struct {
	cfg             rewrite.Config
	patterns        *rewrite.PatternSet
	testConvergence bool
}

func newPass(v pass.Values) (pass.Pass, error) {
	cfg := rewrite.DefaultConfig()
	cfg.TopDown = v.Bool("top-down")
	switch v.Text("region-simplify") {
	case "disabled":
		cfg.RegionSimplify = rewrite.SimplifyDisabled
	case "normal":
		cfg.RegionSimplify = rewrite.SimplifyNormal
	case "aggressive":
		cfg.RegionSimplify = rewrite.SimplifyAggressive
	default:
		return nil, fmt.Errorf("unknown region-simplify level %q", v.Text("region-simplify"))
	}
	cfg.MaxIterations = limit(v.Int("max-iterations"))
	cfg.MaxNumRewrites = limit(v.Int("max-num-rewrites"))
	ps := rewrite.FilterPatterns(rewrite.CanonicalizationPatterns(), v.List("disable-patterns"), v.List("enable-patterns"))
	return &canonicalizer{cfg: cfg, patterns: rewrite.NewPatternSet(ps), testConvergence: v.Bool("test-convergence")}, nil
}

// limit maps MLIR's kNoLimit (-1) and the rest of the int64 range onto
// the driver's limits.
func limit(n int64) int {
	if n == -1 {
		return rewrite.NoLimit
	}
	if n < 0 {
		// MLIR compares `++iteration > maxIterations`: a negative limit
		// other than -1 stops before the first round.
		return 0
	}
	return int(min(n, int64(^uint(0)>>1)))
}

// Run canonicalizes op's regions. Canonicalization is best effort: not
// converging fails the pass only with test-convergence, as in MLIR 19.
func (p *canonicalizer) Run(op *ir.Operation) error {
	converged := true
	if units := independentRegions(op, p.patterns, p.cfg); units != nil {
		ok := make([]bool, len(units))
		pass.ForEach(len(units), func(i int) {
			ok[i] = rewrite.ApplyPatternsAndFoldGreedilyRegion(units[i], p.patterns.Clone(), p.cfg)
		})
		for _, c := range ok {
			converged = converged && c
		}
	} else {
		converged = rewrite.ApplyPatternsAndFoldGreedily(op, p.patterns, p.cfg)
	}
	if !converged && p.testConvergence {
		return pass.ErrFailed
	}
	return nil
}

// independentRegions returns the regions of the ops in op's body when the
// greedy driver over op would do nothing but simplify each of them on its
// own: op has one block of ops that are isolated from above and that no
// folder or pattern applies to, and no rewrite limit counts across them.
// Each op's regions then go through the driver alone, in parallel: the
// result is the same, since no rewrite in one region reaches another and
// every region runs to its own fixed point (or the same iteration limit).
// It returns nil when the driver must run over op as a whole.
func independentRegions(op *ir.Operation, patterns *rewrite.PatternSet, cfg rewrite.Config) []*ir.Region {
	if cfg.MaxNumRewrites != rewrite.NoLimit || cfg.Listener != nil || op.NumRegions() != 1 || op.Region(0).NumBlocks() != 1 {
		return nil
	}
	var units []*ir.Region
	for o := op.Region(0).First().First(); o != nil; o = o.Next() {
		def := o.Def()
		if def == nil || !o.HasTrait(ir.IsolatedFromAbove) || def.Fold != nil || patterns.MayApply(def) {
			return nil
		}
		units = append(units, o.Regions()...)
	}
	if len(units) < 2 {
		return nil
	}
	return units
}
