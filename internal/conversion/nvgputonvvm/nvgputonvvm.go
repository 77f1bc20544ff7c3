// Package nvgputonvvm is MLIR 19's convert-nvgpu-to-nvvm pass as far as
// gpuc's dialects reach: gpuc has no nvgpu dialect, so what the pass does
// here is what it does to every program: a partial conversion with the
// LLVM type converter (gpu address spaces mapped to NVVM's) whose only
// patterns are the SCF structural type conversions. scf.for, scf.if and
// scf.while that carry index, memref or other convertible values are
// rebuilt with LLVM types, with unrealized casts around them, as
// gpu-lower-to-nvvm-pipeline's first pass leaves them.
package nvgputonvvm

import (
	"gpuc/internal/conversion"
	gc "gpuc/internal/conversion/gpucommon"
	lc "gpuc/internal/conversion/llvmcommon"
	"gpuc/internal/conversion/scfstructural"
	"gpuc/internal/ir"
	"gpuc/internal/pass"
)

func init() {
	pass.Register(&pass.Info{
		Name:    "convert-nvgpu-to-nvvm",
		Title:   "ConvertNVGPUToNVVMPass",
		Summary: "Convert NVGPU dialect to NVVM dialect",
		New:     func(pass.Values) (pass.Pass, error) { return nvgpuToNVVM{}, nil },
	})
}

type nvgpuToNVVM struct{}

// NVVM's global and shared address spaces.
const (
	globalMemorySpace = 1
	sharedMemorySpace = 3
)

func (nvgpuToNVVM) Run(op *ir.Operation) error {
	tc := lc.NewTypeConverter(op.Context(), lc.Options{IndexBitwidth: 64})
	gc.MemorySpaces(tc, globalMemorySpace, sharedMemorySpace, 0)
	target := conversion.NewTarget()
	target.AddLegalDialect("llvm")
	target.AddLegalOp(conversion.CastOpName)
	target.AddLegalDialect("arith", "memref", "nvvm")
	patterns := scfstructural.Populate(tc.Base(), target)
	return conversion.ApplyPartialConversion(op, target, patterns)
}
