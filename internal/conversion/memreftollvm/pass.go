package memreftollvm

import (
	"gpuc/internal/conversion"
	lc "gpuc/internal/conversion/llvmcommon"
	"gpuc/internal/ir"
	"gpuc/internal/pass"
)

func init() {
	pass.Register(&pass.Info{
		Name:    "finalize-memref-to-llvm",
		Title:   "FinalizeMemRefToLLVMConversionPass",
		Summary: "Finalize MemRef dialect to LLVM dialect conversion",
		OpName:  "builtin.module",
		Options: []pass.Option{
			{Name: "use-aligned-alloc", Kind: pass.Bool, Default: "false", Desc: "Use aligned_alloc in place of malloc for heap allocations"},
			lc.IndexBitwidthOption,
			{Name: "use-generic-functions", Kind: pass.Bool, Default: "false", Desc: "Use generic allocation and deallocation functions instead of the classic 'malloc', 'aligned_alloc' and 'free' functions"},
		},
		New: func(v pass.Values) (pass.Pass, error) {
			return &finalizeMemRefToLLVM{
				opts: Options{
					AlignedAlloc:     v.Bool("use-aligned-alloc"),
					GenericFunctions: v.Bool("use-generic-functions"),
				},
				indexBitwidth: int(v.Int("index-bitwidth")),
			}, nil
		},
	})
}

// finalizeMemRefToLLVM is MLIR 19's finalize-memref-to-llvm: the memref
// patterns, a partial conversion to LLVMConversionTarget with func.func
// legal too. Index bitwidth 0 is the module's data layout's.
type finalizeMemRefToLLVM struct {
	opts          Options
	indexBitwidth int
}

func (p *finalizeMemRefToLLVM) Run(m *ir.Operation) error {
	width := p.indexBitwidth
	if width == 0 {
		width = lc.DataLayoutIndexBitwidth(m)
	}
	tc := lc.NewTypeConverter(m.Context(), lc.Options{IndexBitwidth: width})
	target := lc.NewConversionTarget()
	target.AddLegalOp("func.func")
	return conversion.ApplyPartialConversion(m, target, PatternsWithOptions(tc, p.opts))
}
