package gpu

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"gpuc/internal/target"
)

// disBitcode returns the LLVM IR llvm-dis-19 prints for bc, without the
// ModuleID and source_filename lines (they name the file and the module,
// GPUDialectModule for us, LLVMDialectModule for MLIR 19).
func disBitcode(t *testing.T, bc []byte) []string {
	t.Helper()
	cmd := exec.Command("llvm-dis-19", "-o", "-")
	cmd.Stdin = bytes.NewReader(bc)
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("llvm-dis-19: %v", err)
	}
	var lines []string
	for _, l := range strings.Split(string(out), "\n") {
		if !strings.HasPrefix(l, "; ModuleID = ") && !strings.HasPrefix(l, "source_filename = ") {
			lines = append(lines, l)
		}
	}
	return lines
}

// TestLLVMFormatMatchesMLIR checks --gpu-object-format=llvm against
// mlir-opt-19's format=llvm ("offload") on the NVVM kernels of the corpus
// (those that call libdevice only where a CUDA toolkit is found): MLIR 19 embeds the bitcode of the module after
// linking AND optimisation (ModuleToObject::run serializes after
// optimizeModule), so the disassembled bitcode must be the same, and in
// particular optimised (an unoptimised module would keep its allocas and
// the translation's insertvalue chains).
func TestLLVMFormatMatchesMLIR(t *testing.T) {
	needTools(t, "mlir-opt-19", "llvm-dis-19")
	compared := 0
	for _, file := range corpus(t, ".nvvm.mlir") {
		src, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		if bytes.Contains(src, []byte("@__nv_")) && target.DiscoverCUDA(target.ProcessEnv) == "" {
			continue // needs libdevice, which needs a CUDA toolkit
		}
		t.Run(strings.TrimSuffix(filepath.Base(file), ".nvvm.mlir"), func(t *testing.T) {
			ours, theirs := compileNVVMKernel(t, src, FormatLLVM, "offload")
			a, b := disBitcode(t, ours), disBitcode(t, theirs)
			if strings.Join(a, "\n") != strings.Join(b, "\n") {
				t.Errorf("bitcode differs from mlir-opt-19's:\n%s", firstDiff(a, b))
			}
			if text := strings.Join(a, "\n"); strings.Contains(text, "insertvalue") || strings.Contains(text, " alloca ") {
				t.Errorf("the embedded module is not optimised:\n%s", text)
			}
		})
		compared++
	}
	if compared == 0 {
		t.Skip("no corpus kernel without libdevice calls")
	}
}
