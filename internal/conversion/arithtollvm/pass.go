package arithtollvm

import (
	"gpuc/internal/conversion"
	lc "gpuc/internal/conversion/llvmcommon"
	"gpuc/internal/ir"
	"gpuc/internal/pass"
)

func init() {
	pass.Register(&pass.Info{
		Name:    "convert-arith-to-llvm",
		Title:   "ArithToLLVMConversionPass",
		Summary: "Convert Arith dialect to LLVM dialect",
		Options: []pass.Option{lc.IndexBitwidthOption},
		New: func(v pass.Values) (pass.Pass, error) {
			return &arithToLLVM{indexBitwidth: int(v.Int("index-bitwidth"))}, nil
		},
	})
}

// arithToLLVM is MLIR 19's convert-arith-to-llvm: the arith patterns, a
// partial conversion to LLVMConversionTarget. Index bitwidth 0 is MLIR's
// default data layout's 64, whatever the module's DLTI spec says.
type arithToLLVM struct{ indexBitwidth int }

func (p *arithToLLVM) Run(op *ir.Operation) error {
	tc := lc.NewTypeConverter(op.Context(), lc.Options{IndexBitwidth: p.indexBitwidth})
	return conversion.ApplyPartialConversion(op, lc.NewConversionTarget(), Patterns(tc))
}
