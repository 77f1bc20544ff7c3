package gpu

import (
	"path/filepath"
	"strconv"

	"gpuc/internal/llvm"
	"gpuc/internal/target"
)

// amdgpu is the seed's AMDGPU pipeline: the ROCm device libraries chosen
// by the target's options, GCN code from LLVM's AMDGPU back end, and an
// HSACO code object linked by ld.lld.
type amdgpu struct{}

// libraries is the seed's AMDGPUPipelineBase::loadBitcodeFiles: the
// toolkit's amdgcn/bitcode libraries as getCommonBitcodeLibs picks them.
func (amdgpu) libraries(j *job) ([]string, error) {
	dir := filepath.Join(j.toolkit, "amdgcn", "bitcode")
	if !isDir(dir) {
		return nil, j.errorf("ROCm amdgcn bitcode path: %s does not exist or is not a directory.", dir)
	}
	libs, missing := commonBitcodeLibs(dir, j.tgt)
	for _, p := range missing {
		j.remarkf("Bitcode library path: %s does not exist or is not a file.\n", p)
	}
	return libs, nil
}

// commonBitcodeLibs is the seed's getCommonBitcodeLibs: the ROCm device
// libraries for t's chip and math options under dir, in link order, and
// those of them that are missing (left out, with a remark).
func commonBitcodeLibs(dir string, t *target.Target) (libs, missing []string) {
	add := func(name string) {
		p := filepath.Join(dir, name+".bc")
		if !isRegularFile(p) {
			missing = append(missing, p)
			return
		}
		libs = append(libs, p)
	}
	opt := func(name string, on bool) string {
		if on {
			return name + "_on"
		}
		return name + "_off"
	}
	fast := t.FastMath()
	add("ocml")
	add("ockl")
	add(opt("oclc_daz_opt", t.Ftz()))
	add(opt("oclc_unsafe_math", t.UnsafeMath() || fast))
	add(opt("oclc_finite_only", t.FiniteOnly() || fast))
	add(opt("oclc_correctly_rounded_sqrt", t.CorrectSqrt()))
	add(opt("oclc_wavefrontsize64", t.Wave64()))
	add("oclc_isa_version_" + isaVersion(t.Chip()))
	if v := t.AbiVer(); v != "" {
		add("oclc_abi_version_" + v)
	}
	return libs, missing
}

// preLink sets the code object version to abi_ver (module flag
// amdhsa_code_object_version, as clang does), so that the code object and
// the oclc_abi_version library agree on where kernel arguments live.
func (amdgpu) preLink(j *job, m *llvm.Module) error {
	v := j.tgt.AbiVer()
	if v == "" {
		return nil
	}
	n, err := strconv.ParseUint(v, 10, 32)
	if err != nil {
		return j.errorf("abi_ver %q is not a code object version: use 400, 500 or 600", v)
	}
	m.AddModuleFlag(llvm.ModFlagError, "amdhsa_code_object_version", uint32(n))
	return nil
}

// handleLibrary drops the metadata ROCm builds leave in their libraries.
func (amdgpu) handleLibrary(lib *llvm.Module) {
	lib.EraseNamedMetadata("opencl.ocl.version")
	lib.EraseNamedMetadata("llvm.ident")
}

// AMDGPU code objects have no run-time provided functions.
func (amdgpu) allowedUndefined(string) bool { return false }

func (amdgpu) libraryHint(j *job) string {
	if tk := j.toolkit; tk != "" {
		return "neither the ROCm device libraries in " + filepath.Join(tk, "amdgcn", "bitcode") + " nor the target's link files define it"
	}
	return "the ROCm device libraries were not linked (none found: looked in the target's toolkit=, $ROCM_PATH, /opt/rocm, /usr/lib/<multiarch>/amdgcn/bitcode); install rocm-device-libs or name the ROCm folder with toolkit=\"...\""
}

// serialize emits GCN assembly (FormatISA) or an object that ld.lld links
// into an HSACO (FormatBin). With a dump folder the assembly is dumped
// too, emitted from a copy of the module as code generation changes it.
func (amdgpu) serialize(j *job, m *llvm.Module, tm *llvm.TargetMachine) ([]byte, error) {
	if j.opts.Format == FormatISA {
		isa, err := tm.Emit(m, llvm.Assembly)
		if err != nil {
			return nil, j.errorf("Failed translating the Module to ISA: %v", err)
		}
		if err := j.dump("s", isa); err != nil {
			return nil, err
		}
		return isa, nil
	}
	if j.opts.DumpDir != "" {
		if err := dumpAssemblyOfCopy(j, m, tm); err != nil {
			return nil, err
		}
	}
	obj, err := tm.Emit(m, llvm.Object)
	if err != nil {
		return nil, j.errorf("Failed translating the Module to an object: %v", err)
	}
	return linkHsaco(j, obj)
}

// dumpAssemblyOfCopy writes the GCN assembly of a bitcode copy of m.
func dumpAssemblyOfCopy(j *job, m *llvm.Module, tm *llvm.TargetMachine) error {
	ctx := llvm.NewContext()
	defer ctx.Dispose()
	cp, err := ctx.ParseBitcode(j.name, m.Bitcode(), false)
	if err != nil {
		return j.errorf("cannot copy the module to dump its assembly: %v", err)
	}
	defer cp.Dispose()
	isa, err := tm.Emit(cp, llvm.Assembly)
	if err != nil {
		return j.errorf("Failed translating the Module to ISA: %v", err)
	}
	return j.dump("s", isa)
}

// findLLD returns ld.lld from the ROCm toolkit, LLVM 19's bin folder, or
// PATH, in that order; "" when none.
func findLLD(toolkit string) string {
	return findTool("ld.lld", append(inToolkit(toolkit, "llvm", "bin", "ld.lld"), "/usr/lib/llvm-19/bin/ld.lld")...)
}

// linkHsaco runs `ld.lld -shared` on obj in a private temp folder that is
// always removed, and returns the HSACO; lld's own message is in the error.
func linkHsaco(j *job, obj []byte) ([]byte, error) {
	lld := j.tools.lld(j.toolkit)
	if lld == "" {
		return nil, j.errorf("lld invocation error: no ld.lld found (looked in <toolkit>/llvm/bin, /usr/lib/llvm-19/bin and on PATH); install lld-19")
	}
	hsaco, terr := runTool(lld, "gpuc-hsaco-", "kernel.o", "kernel.hsaco", obj, func(in, out string) []string {
		return []string{"-shared", in, "-o", out}
	})
	if terr == nil {
		return hsaco, nil
	}
	switch terr.step {
	case stepTempDir, stepWrite:
		return nil, j.errorf("temporary file for ISA binary creation error: %v", terr.err)
	case stepRun:
		return nil, j.errorf("lld invocation error: %s: %v\n%s", lld, terr.err, terr.output)
	default:
		return nil, j.errorf("read HSA code object from temp file error: %v", terr.err)
	}
}
