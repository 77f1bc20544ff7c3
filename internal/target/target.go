// Package target is the seed's TranslationTarget view of a `#gpu.target`
// attribute (GPUTranslationTargets.h): the triple, chip, features and
// toolkit a gpu.module is compiled with, defaults filled in per pipeline, the
// target options, and the files to link. The toolkit, when the attribute
// does not name one, is discovered at run time (the seed took it from CMake).
package target

import (
	"os"
	"os/exec"
	"path/filepath"
	"runtime"

	"gpuc/internal/dialect/gpu"
	"gpuc/internal/ir"
)

// Defaults per pipeline, as the seed's NVPTXTranslationTarget and
// AMDGPUTranslationTarget declare them.
const (
	NVPTXDefaultTriple   = "nvptx64-nvidia-cuda"
	NVPTXDefaultChip     = "sm_35"
	NVPTXDefaultFeatures = "+ptx60"

	AMDGPUDefaultTriple   = "amdgcn-amd-amdhsa"
	AMDGPUDefaultChip     = "gfx600"
	AMDGPUDefaultFeatures = ""
	// AMDGPUDefaultAbiVer is 500, not the seed's 400: LLVM 19 emits code
	// object v5 by default, and the device library's ABI version must match
	// the code object's, or kernels read their arguments from the wrong
	// place.
	AMDGPUDefaultAbiVer = "500"
)

// Target is a `#gpu.target` with its pipeline's defaults.
type Target struct {
	Attr *gpu.TargetAttr

	defaultTriple, defaultChip, defaultFeatures string
	toolkit                                     func() string
}

// Env is where toolkit discovery looks; Discover uses the process's.
type Env struct {
	Getenv   func(string) string
	LookPath func(string) (string, error)
	IsDir    func(string) bool
}

// ProcessEnv is the running process's environment and file system.
var ProcessEnv = Env{
	Getenv:   os.Getenv,
	LookPath: exec.LookPath,
	IsDir: func(p string) bool {
		st, err := os.Stat(p)
		return err == nil && st.IsDir()
	},
}

// New returns the view of a, discovering the toolkit in the process's
// environment when a names none.
func New(a *gpu.TargetAttr) *Target { return NewIn(a, ProcessEnv) }

// NewIn is New with toolkit discovery in env.
func NewIn(a *gpu.TargetAttr, env Env) *Target {
	t := &Target{Attr: a}
	if a.Pipeline == gpu.AMDGPU {
		t.defaultTriple, t.defaultChip, t.defaultFeatures = AMDGPUDefaultTriple, AMDGPUDefaultChip, AMDGPUDefaultFeatures
		t.toolkit = func() string { return DiscoverROCm(env) }
	} else {
		t.defaultTriple, t.defaultChip, t.defaultFeatures = NVPTXDefaultTriple, NVPTXDefaultChip, NVPTXDefaultFeatures
		t.toolkit = func() string { return DiscoverCUDA(env) }
	}
	return t
}

// Pipeline is the attribute's pipeline.
func (t *Target) Pipeline() gpu.TranslationPipeline { return t.Attr.Pipeline }

// Triple is the target triple, or the pipeline's default.
func (t *Target) Triple() string { return orDefault(t.Attr.Triple, t.defaultTriple) }

// Chip is the target chip, or the pipeline's default.
func (t *Target) Chip() string { return orDefault(t.Attr.Chip, t.defaultChip) }

// Features are the chip features, or the pipeline's default.
func (t *Target) Features() string { return orDefault(t.Attr.Features, t.defaultFeatures) }

// ToolkitPath is the attribute's toolkit, else the one found in the
// environment, else "" (as in the seed).
func (t *Target) ToolkitPath() string {
	if t.Attr.Toolkit != nil {
		return t.Attr.Toolkit.Value
	}
	return t.toolkit()
}

// OptLevel is the O parameter (0 to 3).
func (t *Target) OptLevel() int { return t.Attr.O }

// FilesToLink are the `link` files, in order (non-strings are skipped).
func (t *Target) FilesToLink() []string {
	var out []string
	if t.Attr.Link != nil {
		for _, e := range t.Attr.Link.Elems {
			if s, ok := e.(*ir.StringAttr); ok {
				out = append(out, s.Value)
			}
		}
	}
	return out
}

// Options is the `opts` parameter (nil when absent).
func (t *Target) Options() ir.Attribute { return t.Attr.Opts }

// Option returns the option named name when `opts` is a dictionary.
func (t *Target) Option(name string) ir.Attribute {
	if d, ok := t.Attr.Opts.(*ir.DictionaryAttr); ok {
		return d.Get(name)
	}
	return nil
}

// StringOption returns option name as a string, if it is one.
func (t *Target) StringOption(name string) (string, bool) {
	s, ok := t.Option(name).(*ir.StringAttr)
	if !ok {
		return "", false
	}
	return s.Value, true
}

// FastMath reports the `fast` option.
func (t *Target) FastMath() bool { return t.Option("fast") != nil }

// Ftz reports the `ftz` option.
func (t *Target) Ftz() bool { return t.Option("ftz") != nil }

// WaveOption is what an AMDGPU target's opts ask of the wavefront size.
type WaveOption int

const (
	// WaveUnset: neither `wave64` nor `noWave64`. The seed then links
	// oclc_wavefrontsize64_on whatever the code is; gpuc links the library
	// that matches the code LLVM generates (wave32 on gfx10 and later
	// unless the features say +wavefrontsize64, wave64 before).
	WaveUnset WaveOption = iota
	// WaveAsk64: `wave64` (it wins over `noWave64`, as in the seed's
	// getWave64): wave64 code and library, on any chip.
	WaveAsk64
	// WaveAskNo64: `noWave64` without `wave64`: the wave32 library, as
	// the seed; the code is wave32 where the chip has a wave32 mode.
	WaveAskNo64
)

// WaveOption reports what the target's opts ask of the wavefront size. The
// seed's getWave64 is `t.WaveOption() != WaveAskNo64`; which library gpuc
// links also depends on the chip (see the gpu package's waveFor).
func (t *Target) WaveOption() WaveOption {
	switch {
	case t.Option("wave64") != nil:
		return WaveAsk64
	case t.Option("noWave64") != nil:
		return WaveAskNo64
	}
	return WaveUnset
}

// FiniteOnly reports the `finite_only` option.
func (t *Target) FiniteOnly() bool { return t.Option("finite_only") != nil }

// UnsafeMath reports the `unsafe_math` option.
func (t *Target) UnsafeMath() bool { return t.Option("unsafe_math") != nil }

// CorrectSqrt reports the `correct_sqrt` option.
func (t *Target) CorrectSqrt() bool { return t.Option("correct_sqrt") != nil }

// AbiVer is the `abi_ver` option, or AMDGPUDefaultAbiVer.
func (t *Target) AbiVer() string {
	if v, ok := t.StringOption("abi_ver"); ok {
		return v
	}
	return AMDGPUDefaultAbiVer
}

func orDefault(s *ir.StringAttr, def string) string {
	if s != nil {
		return s.Value
	}
	return def
}

// DiscoverCUDA finds a CUDA toolkit the way clang's CUDA driver does:
// $CUDA_PATH, $CUDA_HOME or $CUDA_ROOT as given; otherwise the first of the
// folder above the `ptxas` found on PATH, /usr/local/cuda and /usr/lib/cuda
// (where Debian's and Ubuntu's nvidia-cuda-toolkit keeps libdevice, with
// ptxas in /usr/bin) that holds nvvm/libdevice; otherwise the first of the
// first two that exists, so ptxas alone is still used; "" when there is none.
func DiscoverCUDA(env Env) string {
	for _, v := range []string{"CUDA_PATH", "CUDA_HOME", "CUDA_ROOT"} {
		if p := env.Getenv(v); p != "" {
			return p
		}
	}
	var candidates []string
	if ptxas, err := env.LookPath("ptxas"); err == nil {
		if abs, err := filepath.Abs(ptxas); err == nil {
			ptxas = abs
		}
		candidates = append(candidates, filepath.Dir(filepath.Dir(ptxas)))
	}
	candidates = append(candidates, "/usr/local/cuda", "/usr/lib/cuda")
	for _, c := range candidates {
		if env.IsDir(filepath.Join(c, "nvvm", "libdevice")) {
			return c
		}
	}
	for _, c := range candidates[:len(candidates)-1] {
		if env.IsDir(c) {
			return c
		}
	}
	return ""
}

// DiscoverROCm finds the ROCm device libraries' root (the folder holding
// amdgcn/bitcode): $ROCM_PATH, /opt/rocm, then Debian's and Ubuntu's packaged
// libraries under /usr/lib/<multiarch>/amdgcn/bitcode; "" when there is none.
func DiscoverROCm(env Env) string {
	if p := env.Getenv("ROCM_PATH"); p != "" {
		return p
	}
	if env.IsDir("/opt/rocm") {
		return "/opt/rocm"
	}
	for _, dir := range multiarchLibDirs() {
		if env.IsDir(filepath.Join(dir, "amdgcn", "bitcode")) {
			return dir
		}
	}
	return ""
}

// multiarchLibDirs are the Debian multiarch library folders for this
// machine's architecture.
func multiarchLibDirs() []string {
	switch runtime.GOARCH {
	case "amd64":
		return []string{"/usr/lib/x86_64-linux-gnu"}
	case "arm64":
		return []string{"/usr/lib/aarch64-linux-gnu"}
	case "ppc64le":
		return []string{"/usr/lib/powerpc64le-linux-gnu"}
	case "riscv64":
		return []string{"/usr/lib/riscv64-linux-gnu"}
	}
	return nil
}
