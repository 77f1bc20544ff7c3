package gpumoduletobinary

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"gpuc/internal/asm"
	"gpuc/internal/dialect/all"
	"gpuc/internal/ir"
	"gpuc/internal/pass"
	"gpuc/internal/testutil/linediff"
	"gpuc/internal/testutil/upstream"
)

// runPass runs gpu-module-to-binary{format} on the file as gpuc opt does
// and returns what it prints.
func runPass(t *testing.T, file, format string) (string, error) {
	t.Helper()
	src, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	ctx := ir.NewContext()
	all.Register(ctx.Registry)
	ctx.Diagnose = func(*ir.Diagnostic) {}
	res := asm.Parse(ctx, asm.Config{Name: file}, src)
	if len(res.Errors) > 0 {
		t.Fatalf("parse: %v", res.Errors[0])
	}
	pl, err := pass.ParsePipeline("builtin.module(gpu-module-to-binary{format=" + format + "})")
	if err != nil {
		t.Fatal(err)
	}
	top := res.Block.First()
	if err := pl.Run(top, nil); err != nil {
		return "", err
	}
	var b strings.Builder
	if err := asm.PrintModule(&b, top, asm.DefaultFlags(), res.Resources); err != nil {
		t.Fatal(err)
	}
	return b.String(), nil
}

// rocmFarm is the folder MLIR 19's ROCDL target wants as ROCM_PATH:
// amdgcn/ (Debian's device libraries) and llvm/bin/ld.lld.
func rocmFarm(t *testing.T) string {
	const bitcode = "/usr/lib/x86_64-linux-gnu/amdgcn"
	if st, err := os.Stat(filepath.Join(bitcode, "bitcode", "ocml.bc")); err != nil || !st.Mode().IsRegular() {
		t.Skipf("ROCm device libraries not installed (%s)", bitcode)
	}
	farm := t.TempDir()
	if err := os.Symlink(bitcode, filepath.Join(farm, "amdgcn")); err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Join(farm, "llvm", "bin"), 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("/usr/lib/llvm-19/bin/ld.lld", filepath.Join(farm, "llvm", "bin", "ld.lld")); err != nil {
		t.Fatal(err)
	}
	return farm
}

// TestCorpusMatchesMLIR runs gpu-module-to-binary on every lowered kernel
// of the corpus (kernels/K.nvvm.mlir, K.rocdl.mlir) in each format gpuc
// supports and checks the printed module against mlir-opt-19's, byte for
// byte, with the same CUDA_ROOT and ROCM_PATH on both sides.
func TestCorpusMatchesMLIR(t *testing.T) {
	if _, err := exec.LookPath("mlir-opt-19"); err != nil {
		t.Skip("mlir-opt-19 is not installed")
	}
	dir := upstream.Kernels()
	cases := []struct {
		vendor  string
		formats []string
	}{
		{"nvvm", []string{"isa", "llvm", "bin", "fatbin"}},
		{"rocdl", []string{"isa", "llvm", "bin", "fatbin"}},
	}
	compared := 0
	for _, c := range cases {
		files, _ := filepath.Glob(filepath.Join(dir, "*."+c.vendor+".mlir"))
		if len(files) == 0 {
			t.Skipf("no kernel corpus in %s", dir)
		}
		t.Run(c.vendor, func(t *testing.T) {
			if c.vendor == "nvvm" {
				if _, err := os.Stat("/usr/lib/cuda/nvvm/libdevice/libdevice.10.bc"); err != nil {
					t.Skip("no CUDA toolkit with libdevice in /usr/lib/cuda")
				}
				t.Setenv("CUDA_ROOT", "/usr/lib/cuda")
			} else {
				t.Setenv("ROCM_PATH", rocmFarm(t))
			}
			for _, format := range c.formats {
				if (format == "bin" || format == "fatbin") && c.vendor == "nvvm" {
					if _, err := exec.LookPath("ptxas"); err != nil {
						continue
					}
					if _, err := exec.LookPath("fatbinary"); err != nil && format == "fatbin" {
						continue
					}
				}
				for _, f := range files {
					name := strings.TrimSuffix(filepath.Base(f), ".mlir") + "/" + format
					t.Run(name, func(t *testing.T) {
						want, err := exec.Command("mlir-opt-19", "--gpu-module-to-binary=format="+format, f).Output()
						if err != nil {
							t.Fatalf("mlir-opt-19: %v", err)
						}
						got, err := runPass(t, f, format)
						if err != nil {
							t.Fatalf("gpu-module-to-binary: %v", err)
						}
						if !bytes.Equal([]byte(got), want) {
							t.Errorf("differs from mlir-opt-19:\n%s", linediff.First(strings.Split(got, "\n"), strings.Split(string(want), "\n"), "gpuc", "mlir-opt-19"))
						}
						compared++
					})
				}
			}
		})
	}
	t.Logf("%d outputs identical to mlir-opt-19's", compared)
}
