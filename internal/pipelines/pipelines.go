// Package pipelines registers gpuc's pass pipelines: MLIR 19's
// gpu-lower-to-nvvm-pipeline (Dialect/GPU/Pipelines/GPUToNVVMPipeline.cpp),
// pass for pass, and gpu-lower-to-rocdl-pipeline, its ROCDL counterpart,
// which MLIR 19 lacks: the same three stages (common lowering with the
// target attached, the gpu.module lowering, the host lowering ending in
// gpu-module-to-binary) with ROCDL's passes in NVVM's places.
package pipelines

import (
	"fmt"
	"strings"

	"gpuc/internal/pass"
)

func init() {
	pass.Register(&pass.Info{
		Name: "gpu-lower-to-nvvm-pipeline",
		Summary: "The default pipeline lowers main dialects (arith, memref, scf, vector, gpu, and nvgpu) to NVVM. " +
			"It starts by lowering GPU code to the specified compilation target (default is fatbin) then lowers the host code.",
		Options: []pass.Option{
			{Name: "index-bitwidth", Kind: pass.Long, Default: "64", Desc: "Bitwidth of the index type for the host (warning this should be 64 until the GPU layering is fixed)"},
			{Name: "cubin-triple", Kind: pass.String, Default: "nvptx64-nvidia-cuda", Desc: "Triple to use to serialize to cubin."},
			{Name: "cubin-chip", Kind: pass.String, Default: "sm_50", Desc: "Chip to use to serialize to cubin."},
			{Name: "cubin-features", Kind: pass.String, Default: "+ptx60", Desc: "Features to use to serialize to cubin."},
			{Name: "cubin-format", Kind: pass.String, Default: "fatbin", Desc: "Compilation format to use to serialize to cubin."},
			{Name: "opt-level", Kind: pass.Int, Default: "2", Desc: "Optimization level for NVVM compilation"},
			barePtrOptions[0], barePtrOptions[1],
		},
		Expand: func(v pass.Values, b *pass.Builder) {
			// buildCommonPassPipeline
			b.Add("convert-nvgpu-to-nvvm", "")
			b.Add("gpu-kernel-outlining", "")
			b.Add("convert-vector-to-scf", "")
			b.Add("convert-scf-to-cf", "")
			b.Add("convert-nvvm-to-llvm", "")
			b.Add("convert-func-to-llvm", "")
			b.Add("expand-strided-metadata", "")
			b.Add("nvvm-attach-target", opts("triple", v.Text("cubin-triple"), "chip", v.Text("cubin-chip"),
				"features", v.Text("cubin-features"), "O", v.Text("opt-level")))
			commonTail(v, b)
			gpuModule(b, "convert-gpu-to-nvvm", opts("use-bare-ptr-memref-call-conv", v.Text("kernel-bare-ptr-calling-convention"),
				"index-bitwidth", v.Text("index-bitwidth")))
			hostPost(v, b, v.Text("cubin-format"))
		},
	})
	pass.Register(&pass.Info{
		Name: "gpu-lower-to-rocdl-pipeline",
		Summary: "gpuc's ROCDL counterpart of gpu-lower-to-nvvm-pipeline: lowers arith, memref, scf, vector and gpu to ROCDL, " +
			"attaches a #rocdl.target, compiles the GPU code to the given format (default fatbin, an HSACO) then lowers the host code.",
		Options: []pass.Option{
			{Name: "index-bitwidth", Kind: pass.Long, Default: "64", Desc: "Bitwidth of the index type (host and kernels)"},
			{Name: "triple", Kind: pass.String, Default: "amdgcn-amd-amdhsa", Desc: "Target triple."},
			{Name: "chip", Kind: pass.String, Default: "gfx90a", Desc: "Target chip (also convert-gpu-to-rocdl's chipset)."},
			{Name: "features", Kind: pass.String, Default: "", Desc: "Target features."},
			{Name: "abi", Kind: pass.String, Default: "500", Desc: "ABI version (the code object version times 100)."},
			{Name: "format", Kind: pass.String, Default: "fatbin", Desc: "Compilation format: offloading/llvm, assembly/isa, binary/bin, fatbinary/fatbin (an HSACO for bin and fatbin)."},
			{Name: "opt-level", Kind: pass.Int, Default: "2", Desc: "Optimization level for ROCDL compilation"},
			{Name: "runtime", Kind: pass.Enum, Default: "HIP", Enum: []string{"unknown", "HIP", "OpenCL"}, Desc: "Runtime the kernels run on (gpu.printf lowers to HIP's hostcalls or OpenCL's printf)"},
			barePtrOptions[0], barePtrOptions[1],
		},
		Expand: func(v pass.Values, b *pass.Builder) {
			b.Add("gpu-kernel-outlining", "")
			b.Add("convert-vector-to-scf", "")
			b.Add("convert-scf-to-cf", "")
			b.Add("convert-func-to-llvm", "")
			b.Add("expand-strided-metadata", "")
			b.Add("rocdl-attach-target", opts("triple", v.Text("triple"), "chip", v.Text("chip"),
				"features", v.Text("features"), "abi", v.Text("abi"), "O", v.Text("opt-level")))
			commonTail(v, b)
			gpuModule(b, "convert-gpu-to-rocdl", opts("chipset", v.Text("chip"),
				"use-bare-ptr-memref-call-conv", v.Text("kernel-bare-ptr-calling-convention"),
				"index-bitwidth", v.Text("index-bitwidth"), "runtime", v.Text("runtime")))
			hostPost(v, b, v.Text("format"))
		},
	})
}

// barePtrOptions are both pipelines' calling-convention options, as
// GPUToNVVMPipelineOptions declares them.
var barePtrOptions = []pass.Option{
	{Name: "kernel-bare-ptr-calling-convention", Kind: pass.Bool, Default: "false", Desc: "Whether to use the bareptr calling convention on the kernel (warning this should be false until the GPU layering is fixed)"},
	{Name: "host-bare-ptr-calling-convention", Kind: pass.Bool, Default: "false", Desc: "Whether to use the bareptr calling convention on the host (warning this should be false until the GPU layering is fixed)"},
}

// commonTail is the end of buildCommonPassPipeline, after the target is
// attached.
func commonTail(v pass.Values, b *pass.Builder) {
	b.Add("lower-affine", "")
	b.Add("convert-arith-to-llvm", "")
	b.Add("convert-index-to-llvm", opts("index-bitwidth", v.Text("index-bitwidth")))
	b.Add("canonicalize", "")
	b.Add("cse", "")
}

// gpuModule is buildGpuPassPipeline with the vendor's lowering pass.
func gpuModule(b *pass.Builder, lowering, options string) {
	b.AddNested("gpu.module", "strip-debuginfo", "")
	b.AddNested("gpu.module", lowering, options)
	b.AddNested("gpu.module", "canonicalize", "")
	b.AddNested("gpu.module", "cse", "")
	b.AddNested("gpu.module", "reconcile-unrealized-casts", "")
}

// hostPost is buildHostPostPipeline.
func hostPost(v pass.Values, b *pass.Builder, format string) {
	b.Add("gpu-to-llvm", opts("use-bare-pointers-for-host", v.Text("host-bare-ptr-calling-convention"),
		"use-bare-pointers-for-kernels", v.Text("kernel-bare-ptr-calling-convention")))
	b.Add("gpu-module-to-binary", opts("format", format))
	b.Add("convert-math-to-llvm", "")
	b.Add("canonicalize", "")
	b.Add("cse", "")
	b.Add("reconcile-unrealized-casts", "")
}

// opts writes key/value pairs in MLIR's pass-option syntax; a value with
// spaces or quotes is quoted with whichever quote it does not contain.
func opts(kv ...string) string {
	var parts []string
	for i := 0; i+1 < len(kv); i += 2 {
		val := kv[i+1]
		if strings.ContainsAny(val, " \t\"'{}") {
			q := `"`
			if strings.Contains(val, `"`) {
				q = "'"
			}
			val = q + val + q
		}
		parts = append(parts, fmt.Sprintf("%s=%s", kv[i], val))
	}
	return strings.Join(parts, " ")
}
