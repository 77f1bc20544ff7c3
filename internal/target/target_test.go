package target

import (
	"errors"
	"testing"

	"gpuc/internal/dialect/gpu"
	"gpuc/internal/testutil/attrtest"
)

func parse(t *testing.T, src string) *gpu.TargetAttr {
	t.Helper()
	return attrtest.Parse[*gpu.TargetAttr](t, src)
}

// env is a fake environment: variables, a PATH lookup and existing folders.
func env(vars map[string]string, path string, dirs ...string) Env {
	return Env{
		Getenv: func(k string) string { return vars[k] },
		LookPath: func(string) (string, error) {
			if path == "" {
				return "", errors.New("not found")
			}
			return path, nil
		},
		IsDir: func(p string) bool {
			for _, d := range dirs {
				if d == p {
					return true
				}
			}
			return false
		},
	}
}

func TestDefaults(t *testing.T) {
	none := env(nil, "")
	nv := NewIn(parse(t, "#gpu.target<NVPTX>"), none)
	if nv.Triple() != "nvptx64-nvidia-cuda" || nv.Chip() != "sm_35" || nv.Features() != "+ptx60" || nv.OptLevel() != 0 || nv.ToolkitPath() != "" {
		t.Errorf("NVPTX defaults: %s %s %s O%d %q", nv.Triple(), nv.Chip(), nv.Features(), nv.OptLevel(), nv.ToolkitPath())
	}
	amd := NewIn(parse(t, "#gpu.target<AMDGPU>"), none)
	if amd.Triple() != "amdgcn-amd-amdhsa" || amd.Chip() != "gfx600" || amd.Features() != "" || amd.AbiVer() != "500" || amd.WaveOption() != WaveUnset {
		t.Errorf("AMDGPU defaults: %s %s %q abi %s wave64 %v", amd.Triple(), amd.Chip(), amd.Features(), amd.AbiVer(), amd.WaveOption())
	}
}

func TestParametersAndOptions(t *testing.T) {
	tg := NewIn(parse(t, `#gpu.target<AMDGPU : O = 3, triple = "amdgcn-amd-amdhsa", chip = "gfx90a", features = "+sramecc", toolkit = "/opt/rocm-6", link = ["a.bc", "b.bc"], opts = {fast, ftz, noWave64, finite_only, unsafe_math, correct_sqrt, abi_ver = "400"}>`), env(nil, ""))
	if tg.Chip() != "gfx90a" || tg.Features() != "+sramecc" || tg.OptLevel() != 3 || tg.ToolkitPath() != "/opt/rocm-6" {
		t.Errorf("parameters: %s %s O%d %s", tg.Chip(), tg.Features(), tg.OptLevel(), tg.ToolkitPath())
	}
	if got := tg.FilesToLink(); len(got) != 2 || got[0] != "a.bc" || got[1] != "b.bc" {
		t.Errorf("files to link: %v", got)
	}
	if !tg.FastMath() || !tg.Ftz() || tg.WaveOption() != WaveAskNo64 || !tg.FiniteOnly() || !tg.UnsafeMath() || !tg.CorrectSqrt() || tg.AbiVer() != "400" {
		t.Errorf("options: fast %v ftz %v wave64 %v finite %v unsafe %v sqrt %v abi %s",
			tg.FastMath(), tg.Ftz(), tg.WaveOption(), tg.FiniteOnly(), tg.UnsafeMath(), tg.CorrectSqrt(), tg.AbiVer())
	}
	if _, ok := tg.StringOption("fast"); ok {
		t.Errorf("a unit option read as a string")
	}
	// wave64 wins over noWave64; options that are not a dictionary are none.
	if NewIn(parse(t, "#gpu.target<AMDGPU : opts = {wave64, noWave64}>"), env(nil, "")).WaveOption() != WaveAsk64 {
		t.Errorf("wave64 with noWave64 should stay on")
	}
	if NewIn(parse(t, `#gpu.target<NVPTX : opts = "fast">`), env(nil, "")).FastMath() {
		t.Errorf("non-dictionary opts gave an option")
	}
}

func TestToolkitDiscovery(t *testing.T) {
	for _, c := range []struct {
		name string
		env  Env
		want string
	}{
		{"CUDA_PATH first", env(map[string]string{"CUDA_PATH": "/a", "CUDA_HOME": "/b"}, "/c/bin/ptxas", "/usr/local/cuda"), "/a"},
		{"CUDA_HOME", env(map[string]string{"CUDA_HOME": "/b", "CUDA_ROOT": "/r"}, ""), "/b"},
		{"CUDA_ROOT", env(map[string]string{"CUDA_ROOT": "/r"}, ""), "/r"},
		{"ptxas on PATH", env(nil, "/opt/cuda-12/bin/ptxas", "/opt/cuda-12/nvvm/libdevice", "/usr/local/cuda/nvvm/libdevice"), "/opt/cuda-12"},
		{"ptxas without libdevice", env(nil, "/usr/bin/ptxas", "/usr/local/cuda/nvvm/libdevice"), "/usr/local/cuda"},
		{"Debian's nvidia-cuda-toolkit", env(nil, "/usr/bin/ptxas", "/usr", "/usr/lib/cuda/nvvm/libdevice"), "/usr/lib/cuda"},
		{"ptxas alone", env(nil, "/opt/cuda-12/bin/ptxas", "/opt/cuda-12"), "/opt/cuda-12"},
		{"/usr/local/cuda", env(nil, "", "/usr/local/cuda"), "/usr/local/cuda"},
		{"/usr/lib/cuda", env(nil, "", "/usr/lib/cuda/nvvm/libdevice"), "/usr/lib/cuda"},
		{"nothing", env(nil, ""), ""},
	} {
		if got := DiscoverCUDA(c.env); got != c.want {
			t.Errorf("CUDA %s: %q, want %q", c.name, got, c.want)
		}
	}
	deb := ""
	if dirs := multiarchLibDirs(); len(dirs) > 0 {
		deb = dirs[0]
	}
	for _, c := range []struct {
		name string
		env  Env
		want string
	}{
		{"ROCM_PATH", env(map[string]string{"ROCM_PATH": "/x"}, "", "/opt/rocm"), "/x"},
		{"/opt/rocm", env(nil, "", "/opt/rocm", deb+"/amdgcn/bitcode"), "/opt/rocm"},
		{"Debian packages", env(nil, "", deb+"/amdgcn/bitcode"), deb},
		{"nothing", env(nil, ""), ""},
	} {
		if c.name == "Debian packages" && deb == "" {
			continue
		}
		if got := DiscoverROCm(c.env); got != c.want {
			t.Errorf("ROCm %s: %q, want %q", c.name, got, c.want)
		}
	}
	// An explicit toolkit parameter wins over the environment.
	tg := NewIn(parse(t, `#gpu.target<NVPTX : toolkit = "/mine">`), env(map[string]string{"CUDA_PATH": "/a"}, ""))
	if tg.ToolkitPath() != "/mine" {
		t.Errorf("toolkit parameter: %q", tg.ToolkitPath())
	}
}

// TestDebianROCm finds the device libraries Debian's rocm-device-libs
// installs, where they are installed (make deps installs them).
func TestDebianROCm(t *testing.T) {
	dirs := multiarchLibDirs()
	if len(dirs) == 0 || !ProcessEnv.IsDir(dirs[0]+"/amdgcn/bitcode") {
		t.Skip("rocm-device-libs not installed")
	}
	if ProcessEnv.Getenv("ROCM_PATH") != "" || ProcessEnv.IsDir("/opt/rocm") {
		t.Skip("another ROCm comes first here")
	}
	if got := DiscoverROCm(ProcessEnv); got != dirs[0] {
		t.Errorf("DiscoverROCm = %q, want %q", got, dirs[0])
	}
}
