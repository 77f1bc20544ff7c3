package llvmcommon

import (
	"gpuc/internal/conversion"
	"gpuc/internal/pass"
)

// NewConversionTarget returns MLIR's LLVMConversionTarget: the LLVM dialect
// and builtin.unrealized_conversion_cast are legal, everything else has
// unknown legality.
func NewConversionTarget() *conversion.Target {
	t := conversion.NewTarget()
	t.AddLegalDialect("llvm")
	t.AddLegalOp("builtin.unrealized_conversion_cast")
	return t
}

// IndexBitwidthOption is the `index-bitwidth` option the conversions to the
// LLVM dialect share (an unsigned; 0 is kDeriveIndexBitwidthFromDataLayout).
var IndexBitwidthOption = pass.Option{
	Name: "index-bitwidth", Kind: pass.Uint, Default: "0",
	Desc: "Bitwidth of the index type, 0 to use size of machine word",
}
