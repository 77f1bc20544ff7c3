// Package testpatterns registers MLIR 19's test-patterns pass (mlir-opt's
// TestPatternDriver): the greedy rewrite driver over the op with MLIR's
// test-dialect patterns, none of which apply to gpuc's dialects, so that
// what it does is the driver's own work: folding, constant uniquing and
// hoisting, dead-op erasure and region simplification. It is how gpuc's
// driver is checked against mlir-opt-19.
package testpatterns

import (
	"gpuc/internal/ir"
	"gpuc/internal/pass"
	"gpuc/internal/rewrite"
)

type testPatterns struct {
	cfg rewrite.Config
}

func init() {
	pass.Register(&pass.Info{
		Name:    "test-patterns",
		Title:   "TestPatternDriver",
		Summary: "Run test dialect patterns",
		Options: []pass.Option{
			{Name: "top-down", Kind: pass.Bool, Default: "false", Desc: "Seed the worklist in general top-down order"},
			{Name: "max-iterations", Kind: pass.Int, Default: "10", Desc: "Max. iterations in the GreedyRewriteConfig"},
		},
		New: func(v pass.Values) (pass.Pass, error) {
			cfg := rewrite.DefaultConfig()
			cfg.TopDown = v.Bool("top-down")
			cfg.MaxIterations = int(v.Int("max-iterations"))
			return &testPatterns{cfg: cfg}, nil
		},
	})
}

func (p *testPatterns) Run(op *ir.Operation) error {
	rewrite.ApplyPatternsAndFoldGreedily(op, rewrite.NewPatternSet(nil), p.cfg)
	return nil
}
