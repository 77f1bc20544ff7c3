package mathtollvm

import (
	"gpuc/internal/conversion"
	lc "gpuc/internal/conversion/llvmcommon"
	"gpuc/internal/ir"
	"gpuc/internal/pass"
)

func init() {
	pass.Register(&pass.Info{
		Name:    "convert-math-to-llvm",
		Title:   "ConvertMathToLLVMPass",
		Summary: "Convert Math dialect to LLVM dialect",
		Options: []pass.Option{
			{Name: "approximate-log1p", Kind: pass.Bool, Default: "true", Desc: "Enable approximation of Log1p."},
		},
		New: func(v pass.Values) (pass.Pass, error) {
			return &mathToLLVM{approximateLog1p: v.Bool("approximate-log1p")}, nil
		},
	})
}

// mathToLLVM is MLIR 19's convert-math-to-llvm: the math patterns (without
// the log1p expansion when approximate-log1p is off), a partial conversion
// to LLVMConversionTarget with the default type converter.
type mathToLLVM struct{ approximateLog1p bool }

func (p *mathToLLVM) Run(op *ir.Operation) error {
	tc := lc.NewTypeConverter(op.Context(), lc.Options{})
	var patterns []*conversion.Pattern
	for _, pat := range Patterns(tc) {
		if pat.Root == "math.log1p" && !p.approximateLog1p {
			continue
		}
		patterns = append(patterns, pat)
	}
	return conversion.ApplyPartialConversion(op, lc.NewConversionTarget(), patterns)
}
