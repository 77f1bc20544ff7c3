package llvm

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"gpuc/internal/testutil/upstream"
)

// TestPTXMatchesMLIR is the differential check of the NVPTX path against MLIR 19 itself: for each NVVM kernel of
// the upstream corpus, the gpu.module body translated by mlir-translate-19, then ParseIR + Optimize(O2) +
// Emit(Assembly) here, must give exactly the PTX `mlir-opt-19 --gpu-module-to-binary=format=isa` embeds (which
// ends in a NUL that MLIR appends to PTX). It checks the target machine and pipeline settings are MLIR's.
func TestPTXMatchesMLIR(t *testing.T) {
	kernels, _ := filepath.Glob(filepath.Join(upstream.Kernels(), "*.nvvm.mlir"))
	if len(kernels) == 0 {
		t.Skipf("no kernel corpus at %s", upstream.Kernels())
	}
	for _, tool := range []string{"mlir-opt-19", "mlir-translate-19"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("%s not installed (Debian package mlir-19-tools)", tool)
		}
	}
	for _, path := range kernels {
		t.Run(filepath.Base(path), func(t *testing.T) {
			src, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			body, err := gpuModuleBody(string(src))
			if err != nil {
				t.Fatal(err)
			}
			ll := run(t, []byte("module {\n"+body+"\n}\n"), "mlir-translate-19", "--mlir-to-llvmir")
			isa := run(t, src, "mlir-opt-19", "--gpu-module-to-binary=format=isa")
			want, err := mlirStringAttr(string(isa), "assembly")
			if err != nil {
				t.Fatal(err)
			}
			c := NewContext()
			defer c.Dispose()
			m, err := c.ParseIR("GPUDialectModule", ll)
			if err != nil {
				t.Fatal(err)
			}
			tm, err := NewTargetMachine("nvptx64-nvidia-cuda", "sm_90", "", 2)
			if err != nil {
				t.Fatal(err)
			}
			defer tm.Dispose()
			m.SetDataLayout(tm.DataLayout())
			m.SetTriple(tm.Triple())
			if err := m.Optimize(tm, 2); err != nil {
				t.Fatal(err)
			}
			ptx, err := tm.Emit(m, Assembly)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(append(ptx, 0), want) {
				t.Errorf("PTX differs from mlir-opt-19's:\n--- ours\n%s\n--- mlir-opt-19\n%s", ptx, want)
			}
		})
	}
}

func run(t *testing.T, stdin []byte, tool string, args ...string) []byte {
	t.Helper()
	cmd := exec.Command(tool, append(args, "-")...)
	cmd.Stdin = bytes.NewReader(stdin)
	cmd.Env = append(os.Environ(), "ROCM_PATH=")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("%s %v: %v\n%s", tool, args, err, stderr.String())
	}
	return out
}

// gpuModuleBody returns the text between the braces of the first gpu.module's body.
func gpuModuleBody(src string) (string, error) {
	i := strings.Index(src, "gpu.module")
	if i < 0 {
		return "", os.ErrNotExist
	}
	open := strings.Index(src[i:], "] ")
	open = strings.IndexByte(src[i+open:], '{') + i + open
	depth := 0
	for k := open; k < len(src); k++ {
		switch src[k] {
		case '{':
			depth++
		case '}':
			depth--
			if depth == 0 {
				return src[open+1 : k], nil
			}
		}
	}
	return "", strconv.ErrSyntax
}

// mlirStringAttr decodes the MLIR string literal `key = "..."` (escapes \\, \", \XX hex).
func mlirStringAttr(src, key string) ([]byte, error) {
	i := strings.Index(src, key+` = "`)
	if i < 0 {
		return nil, os.ErrNotExist
	}
	var out []byte
	for k := i + len(key) + 4; k < len(src); k++ {
		switch c := src[k]; c {
		case '"':
			return out, nil
		case '\\':
			if src[k+1] == '\\' || src[k+1] == '"' {
				out = append(out, src[k+1])
				k++
				continue
			}
			v, err := strconv.ParseUint(src[k+1:k+3], 16, 8)
			if err != nil {
				return nil, err
			}
			out = append(out, byte(v))
			k += 2
		default:
			out = append(out, c)
		}
	}
	return nil, strconv.ErrSyntax
}
