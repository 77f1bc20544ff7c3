// Package vectortoscf is MLIR 19's convert-vector-to-scf pass as far as
// gpuc goes: the pass is two greedy rewrites (the transfer permutation-map
// lowering patterns, then the transfer-to-loops and vector.print
// decomposition patterns), and a greedy rewrite folds, uniques constants
// and erases dead ops even where no pattern applies, which is what it does
// to a program without vector transfers (gpu-lower-to-nvvm-pipeline runs it
// on every host program). gpuc has none of those patterns yet: a
// vector.transfer_read, vector.transfer_write or a vector.print of a vector
// is an error rather than a silently different program.
package vectortoscf

import (
	"gpuc/internal/ir"
	"gpuc/internal/pass"
	"gpuc/internal/rewrite"
)

func init() {
	pass.Register(&pass.Info{
		Name:    "convert-vector-to-scf",
		Title:   "ConvertVectorToSCF",
		Summary: "Lower the operations from the vector dialect into the SCF dialect",
		Options: []pass.Option{
			{Name: "full-unroll", Kind: pass.Bool, Default: "false", Desc: "Perform full unrolling when converting vector transfers to SCF"},
			{Name: "target-rank", Kind: pass.Uint, Default: "1", Desc: "Target vector rank to which transfer ops should be lowered"},
			{Name: "lower-tensors", Kind: pass.Bool, Default: "false", Desc: "Lower transfer ops that operate on tensors"},
		},
		New: func(pass.Values) (pass.Pass, error) { return vectorToSCF{}, nil },
	})
}

type vectorToSCF struct{}

func (vectorToSCF) Run(top *ir.Operation) error {
	var bad *ir.Operation
	top.Walk(func(op *ir.Operation) ir.WalkResult {
		switch op.Name() {
		case "vector.transfer_read", "vector.transfer_write":
			bad = op
		case "vector.print":
			if op.NumOperands() > 0 {
				if _, ok := op.Operand(0).Type().(*ir.VectorType); ok {
					bad = op
				}
			}
		}
		if bad != nil {
			return ir.Interrupt
		}
		return ir.Advance
	})
	if bad != nil {
		top.Context().Emit(&ir.Diagnostic{Severity: ir.SevError, Loc: bad.Loc(),
			Msg: "convert-vector-to-scf: gpuc does not lower '" + bad.Name() + "' to loops yet (lower it with mlir-opt-19 first, or write the loop)"})
		return pass.ErrFailed
	}
	for i := 0; i < 2; i++ {
		rewrite.ApplyPatternsAndFoldGreedily(top, rewrite.NewPatternSet(nil), rewrite.DefaultConfig())
	}
	return nil
}
