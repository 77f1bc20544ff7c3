package gpu

import "testing"

// TestBadTargetsAreLocatedErrors: inputs on which LLVM itself would only warn (an unknown chip or feature) or
// stop the process (a code object version it does not know, an intrinsic the chip lacks) fail their
// gpu.module with a located error.
func TestBadTargetsAreLocatedErrors(t *testing.T) {
	noCUDA(t)
	isa := Options{Format: FormatISA}
	wantError(t, kernelModule("k", `#gpu.target<AMDGPU : chip = "gfx9999">`, "", false), isa,
		"'gfx9999' is not a processor LLVM 19 knows for amdgcn-amd-amdhsa")
	wantError(t, kernelModule("k", `#gpu.target<AMDGPU : chip = "gfx90a", features = "+xnack,+bogus">`, "", false), isa,
		"'+bogus' is not a feature LLVM 19 knows for amdgcn-amd-amdhsa")
	wantError(t, kernelModule("k", `#gpu.target<AMDGPU : chip = "">`, "", false), isa,
		"The target chip cannot be empty")
	for _, v := range []string{"300", "700", "-1"} {
		wantError(t, kernelModule("k", `#gpu.target<AMDGPU : chip = "gfx90a", opts = {abi_ver = "`+v+`"}>`, "", false), isa,
			`abi_ver "`+v+`" is not a code object version: use 400, 500 or 600`)
	}
	// A kernel calling convention with a result: LLVM's verifier report, at the module.
	src := `module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @k_gpubin_stub("") {addr_space = 0 : i32}
  gpu.module @k attributes {target = #gpu.target<AMDGPU : chip = "gfx90a">} {
    llvm.func @kern() -> i32 attributes {rocdl.kernel} {
      %c = llvm.mlir.constant(1 : i32) : i32
      llvm.return %c : i32
    }
  }
}
`
	wantError(t, src, isa, "Failed creating the llvm::Module: LLVM's verifier rejects the module's LLVM IR:\nCalling convention requires void return type")
}
