// Package gputollvm is the gpu-to-llvm pass of the seed: it selects or sets
// the `target` of every gpu.module, lowers host code (func, arith, cf,
// index, math, memref) to the LLVM dialect as MLIR 19's gpu-to-llvm does,
// and lowers gpu.launch_func and the other host-side gpu ops to calls into
// the GPU runtime wrappers (mgpuModuleLoad, mgpuLaunchKernel, ...), with a
// `<module>_gpubin_stub` global that translation replaces by the binary.
package gputollvm

import (
	"gpuc/internal/conversion"
	"gpuc/internal/conversion/arithtollvm"
	"gpuc/internal/conversion/cftollvm"
	"gpuc/internal/conversion/functollvm"
	"gpuc/internal/conversion/indextollvm"
	lc "gpuc/internal/conversion/llvmcommon"
	"gpuc/internal/conversion/mathtollvm"
	"gpuc/internal/conversion/memreftollvm"
	"gpuc/internal/dialect/gpu"
	"gpuc/internal/ir"
	"gpuc/internal/pass"
)

// Options are the pass options.
type Options struct {
	// Target selects (a key) or sets (a quoted #gpu.target body) the
	// target of every gpu.module; empty leaves them alone.
	Target string
	// KernelBarePtrCallConv passes memref kernel arguments as bare
	// pointers.
	KernelBarePtrCallConv bool
	// HostBarePtrCallConv passes memref arguments of host functions as
	// bare pointers.
	HostBarePtrCallConv bool
}

type gpuToLLVM struct{ opts Options }

func init() {
	pass.Register(&pass.Info{
		Name:    "gpu-to-llvm",
		Title:   "GpuToLLVMConversionPass",
		OpName:  "builtin.module",
		Summary: "Convert GPU dialect to LLVM dialect with GPU runtime calls",
		Options: []pass.Option{
			{Name: "use-bare-pointers-for-host", Kind: pass.Bool, Default: "false", Desc: "Use bare pointers to pass memref arguments to host functions. All memrefs must have static shape."},
			{Name: "use-bare-pointers-for-kernels", Kind: pass.Bool, Default: "false", Desc: "Use bare pointers to pass memref arguments to kernels. The kernel must use the same setting for this option."},
			{Name: "target", Kind: pass.String, Default: "", KeepQuotes: true, Desc: "Selects or sets a GPU target in the module for translation. For setting a target, this option must start and end with `\"`."},
			{Name: "use-opaque-pointers", Kind: pass.Bool, Default: "true", Desc: "Generate LLVM IR using opaque pointers instead of typed pointers (typed pointers are not supported)."},
		},
		New: func(v pass.Values) (pass.Pass, error) {
			if !v.Bool("use-opaque-pointers") {
				return nil, &pass.Error{Msg: "gpu-to-llvm: use-opaque-pointers=0 is not supported: LLVM 19 has only opaque pointers; drop the option or set it to 1\n"}
			}
			return &gpuToLLVM{Options{
				Target:                v["target"],
				KernelBarePtrCallConv: v.Bool("use-bare-pointers-for-kernels"),
				HostBarePtrCallConv:   v.Bool("use-bare-pointers-for-host"),
			}}, nil
		},
	})
}

// Run runs the pass on a builtin.module.
func (p *gpuToLLVM) Run(top *ir.Operation) error {
	if top.Name() != "builtin.module" {
		return top.EmitError("gpu-to-llvm runs on builtin.module, not '%s'", top.Name())
	}
	if err := applyTarget(top, p.opts.Target); err != nil {
		return err
	}
	return Convert(top, &p.opts)
}

// applyTarget is the seed's target option handling.
func applyTarget(top *ir.Operation, option string) error {
	if option == "" {
		return nil
	}
	ctx := top.Context()
	target, ok, reason := gpu.ParseTargetOption(ctx, option)
	if !ok {
		return top.EmitError("%s is not a valid target attribute.", option).Note(top.Loc(), "%s", reason)
	}
	key := option
	if target != nil {
		key = gpu.TargetAttrName
	}
	body := top.Region(0).First()
	if body == nil {
		return nil
	}
	for op := body.First(); op != nil; op = op.Next() {
		if op.Name() != "gpu.module" {
			continue
		}
		if err := gpu.SelectOrSetTarget(op, key, target); err != nil {
			return err
		}
	}
	return nil
}

// Convert lowers the host code and the host-side gpu ops of top to the
// LLVM dialect.
func Convert(top *ir.Operation, opts *Options) error {
	if err := checkLaunches(top, opts); err != nil {
		return err
	}
	ctx := top.Context()
	tc := lc.NewTypeConverter(ctx, lc.Options{UseBarePtrCallConv: opts.HostBarePtrCallConv})
	target := conversion.NewTarget()
	target.AddLegalDialect("llvm")
	target.AddLegalOp("gpu.module", "gpu.binary")
	// MLIR 19 adds the patterns of each loaded dialect in namespace order,
	// then memref's and gpu's again; order only matters between patterns
	// of the same op and benefit.
	var patterns []*conversion.Pattern
	patterns = append(patterns, arithtollvm.Patterns(tc)...)
	patterns = append(patterns, cftollvm.Patterns(tc)...)
	patterns = append(patterns, functollvm.Patterns(tc)...)
	patterns = append(patterns, indextollvm.Patterns(tc)...)
	patterns = append(patterns, mathtollvm.Patterns(tc)...)
	patterns = append(patterns, memreftollvm.Patterns(tc)...)
	patterns = append(patterns, gpuPatterns(tc, target, opts)...)
	if err := conversion.ApplyPartialConversion(top, target, patterns); err != nil {
		return err
	}
	return nil
}
