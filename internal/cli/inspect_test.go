package cli

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"gpuc/internal/testutil/upstream"
)

// inspectFixture is the code object internal/inspect's tests check against
// llvm-readelf (see internal/inspect/testdata/README.md).
const inspectFixture = "../inspect/testdata/saxpy.gfx90a.hsaco"

func runInspectArgs(t *testing.T, stdin []byte, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errb bytes.Buffer
	code = runInspect(args, bytes.NewReader(stdin), &out, &errb)
	return code, out.String(), errb.String()
}

// TestInspectRawBinary prints the table of a code object file.
func TestInspectRawBinary(t *testing.T) {
	code, out, errs := runInspectArgs(t, nil, inspectFixture)
	if code != 0 || errs != "" {
		t.Fatalf("exit %d, stderr %q", code, errs)
	}
	want := "module  kind   target  kernel  size  sgpr  vgpr  agpr  regs  lds  scratch  wave  spills\n" +
		"saxpy   HSACO  gfx90a  saxpy   5056  11    4     0     -     0    0        64    0+0\n"
	if out != want {
		t.Errorf("got\n%s\nwant\n%s", out, want)
	}
}

// TestInspectHostIR inspects the host IR mlir-translate-19 writes for the
// corpus's reduction kernel, compiled by MLIR 19 for gfx90a: the kernel
// uses 1024 bytes of LDS.
func TestInspectHostIR(t *testing.T) {
	opt, err1 := exec.LookPath("mlir-opt-19")
	translate, err2 := exec.LookPath("mlir-translate-19")
	libs := "/usr/lib/x86_64-linux-gnu/amdgcn"
	_, err3 := os.Stat(libs + "/bitcode")
	src := filepath.Join(upstream.Kernels(), "reduction_shared.rocdl.mlir")
	_, err4 := os.Stat(src)
	for _, err := range []error{err1, err2, err3, err4} {
		if err != nil {
			t.Skipf("MLIR 19, the ROCm device libraries or the kernel corpus missing: %v", err)
		}
	}
	farm := t.TempDir()
	if err := os.MkdirAll(filepath.Join(farm, "llvm", "bin"), 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(libs, filepath.Join(farm, "amdgcn")); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("/usr/lib/llvm-19/bin/ld.lld", filepath.Join(farm, "llvm", "bin", "ld.lld")); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(opt, "--gpu-module-to-binary=format=bin", src)
	cmd.Env = append(os.Environ(), "ROCM_PATH="+farm)
	bin, err := cmd.Output()
	if err != nil {
		t.Fatalf("mlir-opt-19: %v", err)
	}
	cmd = exec.Command(translate, "--mlir-to-llvmir")
	cmd.Stdin = bytes.NewReader(bin)
	ir, err := cmd.Output()
	if err != nil {
		t.Fatalf("mlir-translate-19: %v", err)
	}
	code, out, errs := runInspectArgs(t, ir, "-")
	if code != 0 || errs != "" {
		t.Fatalf("exit %d, stderr %q", code, errs)
	}
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if len(lines) != 2 {
		t.Fatalf("want a header and one row, got\n%s", out)
	}
	f := strings.Fields(lines[1])
	if len(f) != 13 || f[0] != "reduce_kernels" || f[1] != "HSACO" || f[2] != "gfx90a" || f[3] != "block_sum" || f[9] != "1024" || f[11] != "64" {
		t.Errorf("row %q: want reduce_kernels HSACO gfx90a block_sum ... lds 1024 ... wave 64", lines[1])
	}
}

// TestInspectErrors checks bad input fails with exit status 1 and a message
// that names the input and says what is wrong.
func TestInspectErrors(t *testing.T) {
	dir := t.TempDir()
	text := filepath.Join(dir, "notes.txt")
	if err := os.WriteFile(text, []byte("just some notes\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name  string
		stdin string
		args  []string
		want  string
	}{
		{"text file", "", []string{text}, text + `: error: not a device binary (no ELF, bitcode, PTX or AMDGPU assembly): 16 bytes of text starting "just some notes"`},
		{"missing file", "", []string{filepath.Join(dir, "nope.ll")}, "gpuc inspect: cannot read the input"},
		{"IR without binaries", "; ModuleID = 'LLVMDialectModule'\ndefine void @f() {\n  ret void\n}\n", []string{"-"}, "<stdin>: error: no embedded device binaries"},
		{"bad embedding", "; ModuleID = 'x'\n@m_gpubin_cst = internal constant [3 x i8] c\"ab\\00\"\n", []string{}, "<stdin>:2:1: error: @m_gpubin_cst (gpu.module @m): not a device binary"},
		{"bad escape", "; ModuleID = 'x'\n@m_gpubin_cst = internal constant [3 x i8] c\"a\\q\\00\"\n", []string{"-"}, "<stdin>:2:14: error: @m_gpubin_cst: bad escape"},
		{"option", "", []string{"--json"}, `gpuc inspect: unknown option "--json"`},
		{"two inputs", "", []string{"a", "b"}, "more than one input"},
	} {
		code, out, errs := runInspectArgs(t, []byte(c.stdin), c.args...)
		if code != 1 || !strings.Contains(errs, c.want) || out != "" {
			t.Errorf("%s: exit %d, stdout %q, stderr %q; want exit 1 and %q", c.name, code, out, errs, c.want)
		}
	}
}

// TestInspectCommand reaches gpuc inspect through Run, as the binary does.
func TestInspectCommand(t *testing.T) {
	var out, errb bytes.Buffer
	if code := Run([]string{"inspect", inspectFixture}, nil, &out, &errb); code != 0 || !strings.Contains(out.String(), "saxpy   HSACO  gfx90a") {
		t.Errorf("exit %d, stdout %q, stderr %q", code, out.String(), errb.String())
	}
	out.Reset()
	if code := Run([]string{"help", "inspect"}, nil, &out, &errb); code != 0 || !strings.HasPrefix(out.String(), "Usage: gpuc inspect") {
		t.Errorf("help inspect: exit %d, %q", code, out.String())
	}
}
