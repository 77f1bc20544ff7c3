package functollvm

import (
	"gpuc/internal/conversion"
	"gpuc/internal/conversion/arithtollvm"
	"gpuc/internal/conversion/cftollvm"
	lc "gpuc/internal/conversion/llvmcommon"
	"gpuc/internal/ir"
	"gpuc/internal/pass"
)

func init() {
	pass.Register(&pass.Info{
		Name:    "convert-func-to-llvm",
		Title:   "ConvertFuncToLLVMPass",
		Summary: "Convert from the Func dialect to the LLVM dialect",
		OpName:  "builtin.module",
		Options: []pass.Option{
			{Name: "use-bare-ptr-memref-call-conv", Kind: pass.Bool, Default: "false", Desc: "Replace FuncOp's MemRef arguments with bare pointers to the MemRef element types"},
			lc.IndexBitwidthOption,
		},
		New: func(v pass.Values) (pass.Pass, error) {
			return &funcToLLVM{
				barePtr:       v.Bool("use-bare-ptr-memref-call-conv"),
				indexBitwidth: int(v.Int("index-bitwidth")),
			}, nil
		},
	})
	pass.Register(&pass.Info{
		Name:    "llvm-request-c-wrappers",
		Title:   "LLVMRequestCWrappers",
		Summary: "Request C wrapper emission for all functions",
		OpName:  "func.func",
		New:     func(pass.Values) (pass.Pass, error) { return requestCWrappers{}, nil },
	})
}

// funcToLLVM is MLIR 19's convert-func-to-llvm: the func patterns and,
// until MLIR drops them (llvm-project issue 70982), the arith and cf ones,
// a partial conversion of the module to LLVMConversionTarget. Index
// bitwidth 0 is the module's data layout's (its DLTI spec's index entry,
// else 64).
type funcToLLVM struct {
	barePtr       bool
	indexBitwidth int
}

func (p *funcToLLVM) Run(m *ir.Operation) error {
	width := p.indexBitwidth
	if width == 0 {
		width = lc.DataLayoutIndexBitwidth(m)
	}
	// The pointer sizes come from the module's llvm.data_layout string
	// (which the LLVM dialect verified when the module was read).
	layout, _ := m.Attr("llvm.data_layout").(*ir.StringAttr)
	opts := lc.Options{IndexBitwidth: width, UseBarePtrCallConv: p.barePtr}
	if layout != nil {
		opts.DataLayout = layout.Value
	}
	tc := lc.NewTypeConverter(m.Context(), opts)
	var patterns []*conversion.Pattern
	// With bare pointers for all there is no table to look callees up in
	// (MLIR then searches from each call), else the module's own.
	var table *ir.Operation
	if !p.barePtr {
		table = m
	}
	patterns = append(patterns, PatternsWithSymbolTable(tc, table)...)
	patterns = append(patterns, arithtollvm.Patterns(tc)...)
	patterns = append(patterns, cftollvm.Patterns(tc)...)
	return conversion.ApplyPartialConversion(m, lc.NewConversionTarget(), patterns)
}

// requestCWrappers is MLIR 19's llvm-request-c-wrappers: it sets the unit
// attribute llvm.emit_c_interface on the func.func it runs on.
type requestCWrappers struct{}

func (requestCWrappers) Run(op *ir.Operation) error {
	op.SetAttr(emitCInterface, op.Context().Unit())
	return nil
}
