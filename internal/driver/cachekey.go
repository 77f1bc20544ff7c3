package driver

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime/debug"
	"sort"
	"strings"
	"sync"

	"gpuc/internal/cache"
	"gpuc/internal/llvm"
)

// cacheFormat changes when what an entry holds changes.
const cacheFormat = "gpuc-compile-cache-2"

var (
	identityOnce sync.Once
	identity     string
)

// buildIdentity names this gpuc and the LLVM it links: the VCS revision Go
// stamped into the binary (and, for a build from modified sources or
// without VCS information, the executable's size and time), and LLVM's
// version.
func buildIdentity() string {
	identityOnce.Do(func() {
		var parts []string
		modified := true
		if bi, ok := debug.ReadBuildInfo(); ok {
			parts = append(parts, bi.GoVersion, bi.Main.Path, bi.Main.Version)
			for _, s := range bi.Settings {
				switch s.Key {
				case "vcs.revision", "vcs.time":
					parts = append(parts, s.Key+"="+s.Value)
				case "vcs.modified":
					modified = s.Value == "true"
				}
			}
		}
		if modified || len(parts) < 4 {
			if exe, err := os.Executable(); err == nil {
				parts = append(parts, "exe="+fileIdentity(exe))
			}
		}
		parts = append(parts, "llvm="+llvm.Version())
		identity = strings.Join(parts, "\n")
	})
	return identity
}

// fileIdentity is a file's resolved path, size and modification time: a
// replaced or changed library or tool has another.
func fileIdentity(p string) string {
	if r, err := filepath.EvalSymlinks(p); err == nil {
		p = r
	}
	st, err := os.Stat(p)
	if err != nil {
		return p + ":none"
	}
	return fmt.Sprintf("%s:%d:%d", p, st.Size(), st.ModTime().UnixNano())
}

var (
	envMu   sync.Mutex
	envKeys = map[Vendor]string{}
)

// forgetEnvironment drops the environment identities worked out so far
// (tests that change the environment within one process).
func forgetEnvironment() {
	envMu.Lock()
	envKeys = map[Vendor]string{}
	envMu.Unlock()
}

// environmentIdentity names what a vendor's compilation finds around it:
// the toolkit variables, the device libraries and the tools (ptxas,
// fatbinary; ld.lld) in every place gpuc looks for them, by file identity.
func environmentIdentity(v Vendor) string {
	envMu.Lock()
	defer envMu.Unlock()
	if s, ok := envKeys[v]; ok {
		return s
	}
	var parts []string
	var dirs []string
	if v == NVIDIA {
		for _, e := range []string{"CUDA_ROOT", "CUDA_HOME", "CUDA_PATH"} {
			parts = append(parts, e+"="+os.Getenv(e))
			if d := os.Getenv(e); d != "" {
				dirs = append(dirs, d)
			}
		}
		dirs = append(dirs, "/usr/local/cuda", "/usr/lib/cuda")
		for _, d := range dirs {
			parts = append(parts, fileIdentity(filepath.Join(d, "nvvm", "libdevice", "libdevice.10.bc")),
				fileIdentity(filepath.Join(d, "bin", "ptxas")), fileIdentity(filepath.Join(d, "bin", "fatbinary")))
		}
		parts = append(parts, toolIdentity("ptxas"), toolIdentity("fatbinary"))
	} else {
		for _, e := range []string{"ROCM_PATH", "ROCM_ROOT", "ROCM_HOME"} {
			parts = append(parts, e+"="+os.Getenv(e))
			if d := os.Getenv(e); d != "" {
				dirs = append(dirs, d)
			}
		}
		dirs = append(dirs, "/opt/rocm", "/usr/lib/x86_64-linux-gnu")
		for _, d := range dirs {
			libs, _ := filepath.Glob(filepath.Join(d, "amdgcn", "bitcode", "*.bc"))
			sort.Strings(libs)
			for _, l := range libs {
				parts = append(parts, fileIdentity(l))
			}
			parts = append(parts, fileIdentity(filepath.Join(d, "llvm", "bin", "ld.lld")))
		}
		parts = append(parts, fileIdentity("/usr/lib/llvm-19/bin/ld.lld"), toolIdentity("ld.lld"))
	}
	s := strings.Join(parts, "\n")
	envKeys[v] = s
	return s
}

// toolIdentity is the identity of the tool PATH finds.
func toolIdentity(name string) string {
	p, err := exec.LookPath(name)
	if err != nil {
		return name + "=none"
	}
	return name + "=" + fileIdentity(p)
}

// objectKey is the key of one module compiled for one target in one
// format, from the module's text before lowering.
func objectKey(moduleText, target, format string, v Vendor) cache.Key {
	return new(cache.Hasher).Add(cacheFormat, "object", buildIdentity(), environmentIdentity(v), v.String(),
		moduleText, target, format).Key()
}

// binaryKey is the key of a module's packed object, from its members'.
func binaryKey(members []cache.Key) cache.Key {
	h := new(cache.Hasher).Add(cacheFormat, "binary", buildIdentity(), environmentIdentity(NVIDIA))
	for _, k := range members {
		h.Add(k.String())
	}
	return h.Key()
}
