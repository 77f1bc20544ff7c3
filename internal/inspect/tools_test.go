package inspect

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"gpuc/internal/testutil/upstream"
)

// The tests read real device binaries that LLVM 19's own tools produce:
// mlir-opt-19 --gpu-module-to-binary (MLIR's ModuleToObject, the oracle of
// gpuc's device serialization) compiles the kernel corpus, mlir-translate-19
// embeds the result in host IR, and llvm-readelf-19 decodes the same
// metadata note for comparison. They skip when the tools are missing.

var corpusDir = upstream.Kernels()

// corpusKernels are the kernel corpus's programs; each has a .rocdl.mlir
// (gfx90a) and a .nvvm.mlir (sm_90) form.
var corpusKernels = []string{"clamp_cf", "elementwise_math", "matmul_tiled",
	"reduction_shared", "saxpy", "transpose", "vector_add"}

// needTool returns the path of an LLVM 19 tool, or skips the test.
func needTool(t testing.TB, name string) string {
	t.Helper()
	for _, p := range []string{name + "-19", "/usr/lib/llvm-19/bin/" + name} {
		if path, err := exec.LookPath(p); err == nil {
			return path
		}
	}
	t.Skipf("%s-19 is not installed", name)
	return ""
}

// run runs a tool (no shell) and returns its stdout, failing the test with
// its stderr when it fails.
func run(t testing.TB, env []string, stdin []byte, name string, args ...string) []byte {
	t.Helper()
	cmd := exec.Command(name, args...)
	cmd.Env = append(os.Environ(), env...)
	cmd.Stdin = bytes.NewReader(stdin)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Run(); err != nil {
		t.Fatalf("%s %s: %v\n%s", filepath.Base(name), strings.Join(args, " "), err, errb.String())
	}
	return out.Bytes()
}

// rocmFarm returns a ROCM_PATH for MLIR 19's ROCDL target, which looks for
// the device libraries under $ROCM_PATH/amdgcn/bitcode and the linker at
// $ROCM_PATH/llvm/bin/ld.lld: a temporary folder of links to the
// distribution's rocm-device-libs and lld-19.
func rocmFarm(t testing.TB) string {
	t.Helper()
	libs := "/usr/lib/x86_64-linux-gnu/amdgcn"
	lld := "/usr/lib/llvm-19/bin/ld.lld"
	for _, p := range []string{libs + "/bitcode", lld} {
		if _, err := os.Stat(p); err != nil {
			t.Skipf("ROCm device libraries or lld-19 missing: %v", err)
		}
	}
	dir := t.TempDir()
	if err := os.MkdirAll(filepath.Join(dir, "llvm", "bin"), 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(libs, filepath.Join(dir, "amdgcn")); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(lld, filepath.Join(dir, "llvm", "bin", "ld.lld")); err != nil {
		t.Fatal(err)
	}
	return dir
}

// corpusHostIR compiles corpus file kernel.dialect.mlir with MLIR 19's
// gpu-module-to-binary in the given format and translates the result to
// host LLVM IR, which embeds the binary as @<module>_bin_cst.
func corpusHostIR(t testing.TB, kernel, dialect, format string) []byte {
	t.Helper()
	src := filepath.Join(corpusDir, kernel+"."+dialect+".mlir")
	if _, err := os.Stat(src); err != nil {
		t.Skipf("kernel corpus missing: %v", err)
	}
	opt := needTool(t, "mlir-opt")
	translate := needTool(t, "mlir-translate")
	var env []string
	if dialect == "rocdl" {
		env = append(env, "ROCM_PATH="+rocmFarm(t))
	}
	bin := run(t, env, nil, opt, "--gpu-module-to-binary=format="+format, src)
	return run(t, nil, bin, translate, "--mlir-to-llvmir")
}

// onlyEmbedded returns the single binary host IR embeds.
func onlyEmbedded(t testing.TB, ir []byte) Embedded {
	t.Helper()
	es, err := HostIR(ir)
	if err != nil {
		t.Fatalf("HostIR: %v", err)
	}
	if len(es) != 1 {
		t.Fatalf("HostIR found %d binaries, want 1", len(es))
	}
	return es[0]
}

// corpusModule returns the name of the gpu.module in a corpus file.
func corpusModule(t testing.TB, kernel, dialect string) string {
	t.Helper()
	src, err := os.ReadFile(filepath.Join(corpusDir, kernel+"."+dialect+".mlir"))
	if err != nil {
		t.Skipf("kernel corpus missing: %v", err)
	}
	m := regexp.MustCompile(`gpu\.module @([\w$.-]+)`).FindSubmatch(src)
	if m == nil {
		t.Fatalf("no gpu.module in %s.%s.mlir", kernel, dialect)
	}
	return string(m[1])
}
