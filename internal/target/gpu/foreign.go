package gpu

import (
	"slices"
	"strings"

	dgpu "gpuc/internal/dialect/gpu"
	"gpuc/internal/ir"
	"gpuc/internal/target/llvmir/ll"
)

// targetIntrinsicPrefixes are the LLVM intrinsic name spaces that belong
// to one backend (llvm.<prefix>.*). An intrinsic of another backend makes
// LLVM's instruction selection fail with a fatal error that ends the
// process ("Cannot select: intrinsic %llvm.nvvm..."), as mlir-opt-19
// aborts; checkForeignIntrinsics turns that into a located error first.
var targetIntrinsicPrefixes = []string{
	"aarch64", "amdgcn", "arm", "bpf", "dx", "hexagon", "loongarch", "mips", "nvvm",
	"ppc", "r600", "riscv", "s390", "spv", "ve", "wasm", "x86", "xcore",
}

// checkForeignIntrinsics reports the first function of m that is an
// intrinsic of another backend than the one pipeline p compiles for
// (nvvm ops in a module compiled for AMDGPU, rocdl ops for NVPTX, ...).
func checkForeignIntrinsics(op *ir.Operation, m *ll.Module, p dgpu.TranslationPipeline) error {
	self, own, ops, other := "NVPTX", []string{"nvvm"}, "nvvm", "AMDGPU"
	if p == dgpu.AMDGPU {
		self, own, ops, other = "AMDGPU", []string{"amdgcn", "r600"}, "rocdl", "NVPTX"
	}
	for _, f := range m.Funcs {
		rest, ok := strings.CutPrefix(f.Name, "llvm.")
		if !ok {
			continue
		}
		ns, _, _ := strings.Cut(rest, ".")
		if !slices.Contains(targetIntrinsicPrefixes, ns) || slices.Contains(own, ns) {
			continue
		}
		what := "an intrinsic of another target"
		switch ns {
		case "nvvm":
			what = "an NVPTX intrinsic (from an nvvm op)"
		case "amdgcn", "r600":
			what = "an AMDGPU intrinsic (from a rocdl op)"
		}
		return op.EmitError("gpu.module '%s' targets %s but uses '%s', %s, which LLVM cannot compile for %s: use %s ops, or give the module an %s target",
			symbolName(op), self, f.Name, what, self, ops, other)
	}
	return nil
}
