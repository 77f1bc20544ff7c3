package cftollvm

import (
	"gpuc/internal/conversion"
	lc "gpuc/internal/conversion/llvmcommon"
	"gpuc/internal/ir"
	"gpuc/internal/pass"
)

func init() {
	pass.Register(&pass.Info{
		Name:    "convert-cf-to-llvm",
		Title:   "ConvertControlFlowToLLVMPass",
		Summary: "Convert ControlFlow operations to the LLVM dialect",
		OpName:  "builtin.module",
		Options: []pass.Option{lc.IndexBitwidthOption},
		New: func(v pass.Values) (pass.Pass, error) {
			return &cfToLLVM{indexBitwidth: int(v.Int("index-bitwidth"))}, nil
		},
	})
}

// cfToLLVM is MLIR 19's convert-cf-to-llvm: the cf patterns, a partial
// conversion to LLVMConversionTarget, index bitwidth 64 unless overridden.
type cfToLLVM struct{ indexBitwidth int }

func (p *cfToLLVM) Run(op *ir.Operation) error {
	tc := lc.NewTypeConverter(op.Context(), lc.Options{IndexBitwidth: p.indexBitwidth})
	return conversion.ApplyPartialConversion(op, lc.NewConversionTarget(), Patterns(tc))
}
