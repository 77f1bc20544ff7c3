package indextollvm

import (
	"gpuc/internal/conversion"
	lc "gpuc/internal/conversion/llvmcommon"
	"gpuc/internal/ir"
	"gpuc/internal/pass"
)

func init() {
	pass.Register(&pass.Info{
		Name:    "convert-index-to-llvm",
		Title:   "ConvertIndexToLLVMPass",
		Summary: "Lower the `index` dialect to the `llvm` dialect.",
		Options: []pass.Option{lc.IndexBitwidthOption},
		New: func(v pass.Values) (pass.Pass, error) {
			return &indexToLLVM{indexBitwidth: int(v.Int("index-bitwidth"))}, nil
		},
	})
}

// indexToLLVM is MLIR 19's convert-index-to-llvm: unlike the other
// conversions its target is not LLVMConversionTarget but the LLVM dialect
// legal and the index dialect illegal (so an index op no pattern lowers
// fails the pass; unrealized casts have unknown legality).
type indexToLLVM struct{ indexBitwidth int }

func (p *indexToLLVM) Run(op *ir.Operation) error {
	target := conversion.NewTarget()
	target.AddIllegalDialect("index")
	target.AddLegalDialect("llvm")
	tc := lc.NewTypeConverter(op.Context(), lc.Options{IndexBitwidth: p.indexBitwidth})
	return conversion.ApplyPartialConversion(op, target, Patterns(tc))
}
