package gpu

import (
	"path/filepath"
	"regexp"
	"sort"
	"strconv"

	"gpuc/internal/llvm"
)

// nvptx is the seed's NVPTX pipeline: libdevice from the CUDA toolkit, PTX
// from LLVM's NVPTX back end, and a cubin from ptxas or the CUDA driver's
// JIT linker.
type nvptx struct{}

// libraries is the seed's NVPTXPipelineBase::loadBitcodeFiles: the
// toolkit's libdevice (an error when missing). Without a toolkit nothing is
// linked, and the undefined-function check explains what math needed it.
func (nvptx) libraries(j *job) ([]string, error) {
	tk := j.toolkit
	if !isDir(tk) {
		return nil, j.errorf("CUDA path: %s does not exist or is not a directory.\n", tk)
	}
	p := filepath.Join(tk, "nvvm", "libdevice", "libdevice.10.bc")
	if !isRegularFile(p) {
		return nil, j.errorf("LibDevice path: %s does not exist or is not a file.\n", p)
	}
	j.libdevice = p
	return []string{p}, nil
}

func (nvptx) preLink(*job, *llvm.Module) error { return nil }

func (nvptx) handleLibrary(*llvm.Module) {}

// cudaRuntimeFunctions are the functions the CUDA runtime supplies to
// device code at load time (device-side printf, malloc, assert), and
// __nvvm_reflect, which libdevice calls and the NVPTX backend's NVVMReflect
// pass replaces by a constant during optimisation and code generation.
var cudaRuntimeFunctions = map[string]bool{"vprintf": true, "malloc": true, "free": true, "__assertfail": true, "__nvvm_reflect": true}

func (nvptx) allowedUndefined(name string) bool { return cudaRuntimeFunctions[name] }

func (nvptx) libraryHint(j *job) string {
	if j.libdevice != "" {
		return "neither libdevice (" + j.libdevice + ") nor the target's link files define it"
	}
	return "libdevice was not linked (no CUDA toolkit found: looked in the target's toolkit=, $CUDA_PATH, $CUDA_HOME, $CUDA_ROOT, ptxas on PATH, /usr/local/cuda, /usr/lib/cuda); install the CUDA toolkit or name it with toolkit=\"...\""
}

// serialize emits PTX; for FormatBin it then makes a cubin with ptxas
// (the toolkit's, else PATH's), else the CUDA driver's JIT linker.
func (nvptx) serialize(j *job, m *llvm.Module, tm *llvm.TargetMachine) ([]byte, error) {
	ptx, err := tm.Emit(m, llvm.Assembly)
	if err != nil {
		return nil, j.errorf("%v", err) // llvm names the step: "Failed translating the Module to ISA: ..."
	}
	ptx = renumberCallSites(ptx)
	if err := j.dump("ptx", ptx); err != nil {
		return nil, err
	}
	if j.opts.Format == FormatISA {
		return ptx, nil
	}
	ptxas := j.tools.ptxas(j.toolkit)
	if ptxas != "" {
		return runPtxas(j, ptxas, ptx)
	}
	driverErr := llvm.CUDAAvailable()
	if driverErr == nil {
		cubin, err := llvm.CUDALinkPTX(ptx, j.name)
		if err != nil {
			return nil, j.errorf("CUDA driver JIT failed to link the PTX of %s: %v", j.name, err)
		}
		return cubin, nil
	}
	return nil, j.errorf("cannot make a cubin for %s: no ptxas (looked in the CUDA toolkit's bin and on PATH) and no CUDA driver (%v); install the CUDA toolkit or the NVIDIA driver, or use --gpu-object-format=isa to embed the PTX instead", j.tgt.Chip(), driverErr)
}

// findPtxas returns <toolkit>/bin/ptxas, else ptxas on PATH, else "".
func findPtxas(toolkit string) string {
	return findTool("ptxas", inToolkit(toolkit, "bin", "ptxas")...)
}

// runPtxas assembles ptx into a cubin in a private temp folder that is
// always removed; ptxas's own message is in the error.
func runPtxas(j *job, ptxas string, ptx []byte) ([]byte, error) {
	cubin, terr := runTool(ptxas, "gpuc-ptxas-", "kernel.ptx", "kernel.cubin", ptx, func(in, out string) []string {
		return []string{"-arch=" + j.tgt.Chip(), "-O" + strconv.Itoa(j.tgt.OptLevel()), in, "-o", out}
	})
	if terr == nil {
		return cubin, nil
	}
	switch terr.step {
	case stepTempDir:
		return nil, j.errorf("cannot create a temporary folder for ptxas: %v", terr.err)
	case stepWrite:
		return nil, j.errorf("cannot write the PTX for ptxas: %v", terr.err)
	case stepRun:
		return nil, j.errorf("ptxas (%s) failed: %v\n%s", ptxas, terr.err, terr.output)
	default:
		return nil, j.errorf("cannot read the cubin ptxas wrote: %v", terr.err)
	}
}

// callSite matches the numbers LLVM's NVPTX back end gives each call it
// lowers: the call sequence markers ("// callseq N, 0", "} // callseq N")
// and the prototype of an indirect call ("prototype_N"), as whole words
// (a function may be called my_prototype_1).
var callSite = regexp.MustCompile(`\b(callseq |prototype_)(\d+)\b`)

// renumberCallSites numbers the call sites of ptx from 0, in the order LLVM
// numbered them. LLVM 19 draws these numbers from one counter per process
// (NVPTXTargetLowering's GlobalUniqueCallSite), so modules compiled one
// after another, or in parallel by gpuc's workers, would get numbers that
// depend on what else the process compiled, and when. Numbered from 0, a
// module's PTX is the same however it was scheduled, and the same as
// mlir-opt-19 makes for a file with that one gpu.module.
func renumberCallSites(ptx []byte) []byte {
	found := callSite.FindAllSubmatch(ptx, -1)
	if len(found) == 0 {
		return ptx
	}
	var nums []int
	seen := map[int]bool{}
	for _, f := range found {
		n, err := strconv.Atoi(string(f[2]))
		if err != nil || seen[n] {
			continue
		}
		seen[n] = true
		nums = append(nums, n)
	}
	sort.Ints(nums)
	if nums[len(nums)-1] == len(nums)-1 {
		return ptx // already 0, 1, ...
	}
	rank := make(map[int]int, len(nums))
	for i, n := range nums {
		rank[n] = i
	}
	return callSite.ReplaceAllFunc(ptx, func(b []byte) []byte {
		m := callSite.FindSubmatch(b)
		n, _ := strconv.Atoi(string(m[2]))
		return append(append([]byte(nil), m[1]...), strconv.Itoa(rank[n])...)
	})
}
