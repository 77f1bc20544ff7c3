package diff

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestWMMASweepMatchesMLIROpt runs convert-gpu-to-nvvm on every WMMA
// configuration of a small cube, in gpuc and mlir-opt-19, and requires the
// same stdout, stderr and exit status: loads of each fragment (A, B, C),
// element type (f16, f32, si8, ui8, i32, si32, ui32) and shape of 8, 16 and
// 32, row and col; stores of each accumulator; and computes of each A, B and
// C element type over the five geometries NVVM's tables know or reject
// (16x16x16, 32x8x16, 8x32x16, 16x16x8, 8x8x8) with every transpose. Most
// have no wmma intrinsic (the pattern fails, the op is not legalized); the
// others exercise the tables' dimension inference and the fragment types.
func TestWMMASweepMatchesMLIROpt(t *testing.T) {
	oracle := requireOracle(t)
	gpuc := requireGpuc(t)
	dir := t.TempDir()
	for _, c := range []struct {
		name  string
		src   string
		flags []string
	}{
		{"ldst", wmmaLoadStoreSweep(), []string{"--convert-gpu-to-nvvm"}},
		{"ldst_index32", wmmaLoadStoreSweep(), []string{"--convert-gpu-to-nvvm=index-bitwidth=32"}},
		{"compute", wmmaComputeSweep(), []string{"--convert-gpu-to-nvvm"}},
	} {
		c := c
		file := filepath.Join(dir, c.name+".mlir")
		if err := os.WriteFile(file, []byte(c.src), 0o644); err != nil {
			t.Fatal(err)
		}
		for _, print := range []struct {
			name  string
			flags []string
		}{{"default", nil}, {"generic_debuginfo", []string{"--mlir-print-op-generic", "--mlir-print-debuginfo"}}} {
			print := print
			t.Run(c.name+"/"+print.name, func(t *testing.T) {
				t.Parallel()
				release := acquire()
				defer release()
				flags := append(append([]string{}, c.flags...), print.flags...)
				args := append(append(append([]string{}, baseFlags...), flags...), file)
				want := runTool(t, oracle, nil, args, nil)
				if !strings.Contains(string(want.stdout), "wmma") {
					t.Fatalf("generator bug: the oracle lowers no configuration:\n%s", clip(want.stderr, 20))
				}
				got := runGpuc(t, gpuc, args, nil)
				compareRun(t, file, flags, want, got, true)
			})
		}
	}
}

var (
	wmmaSweepElems = [][2]string{{"f16", "f16"}, {"f32", "f32"}, {"si8", "i8"}, {"ui8", "i8"}, {"i32", "i32"}, {"si32", "i32"}, {"ui32", "i32"}}
	wmmaSweepDims  = []int{8, 16, 32}
)

// wmmaLoadStoreSweep returns one chunk per load and store configuration.
func wmmaLoadStoreSweep() string {
	var chunks []string
	for _, op := range []string{"AOp", "BOp", "COp"} {
		for _, e := range wmmaSweepElems {
			for _, r := range wmmaSweepDims {
				for _, c := range wmmaSweepDims {
					for _, tr := range []string{"", ", transpose"} {
						mt := fmt.Sprintf(`!gpu.mma_matrix<%dx%dx%s, "%s">`, r, c, e[0], op)
						chunks = append(chunks, fmt.Sprintf(`gpu.module @m {
  func.func @f(%%m: memref<64x64x%[2]s>, %%i: index) -> %[1]s {
    %%0 = gpu.subgroup_mma_load_matrix %%m[%%i, %%i] {leadDimension = 64 : index%[3]s} : memref<64x64x%[2]s> -> %[1]s
    return %%0 : %[1]s
  }
}
`, mt, e[1], tr))
					}
				}
			}
		}
	}
	for _, e := range wmmaSweepElems {
		for _, r := range wmmaSweepDims {
			for _, c := range wmmaSweepDims {
				mt := fmt.Sprintf(`!gpu.mma_matrix<%dx%dx%s, "COp">`, r, c, e[0])
				chunks = append(chunks, fmt.Sprintf(`gpu.module @m {
  func.func @f(%%c: %[1]s, %%m: memref<64x64x%[2]s, 3>, %%i: index) {
    gpu.subgroup_mma_store_matrix %%c, %%m[%%i, %%i] {leadDimension = 64 : index, transpose} : %[1]s, memref<64x64x%[2]s, 3>
    return
  }
}
`, mt, e[1]))
			}
		}
	}
	return strings.Join(chunks, "// -----\n")
}

// wmmaComputeSweep returns one chunk per compute configuration.
func wmmaComputeSweep() string {
	var chunks []string
	inputs := []string{"f16", "f32", "si8", "ui8"}
	for _, ea := range inputs {
		for _, eb := range inputs {
			for _, ec := range []string{"f16", "f32", "i32"} {
				for _, g := range [][3]int{{16, 16, 16}, {32, 8, 16}, {8, 32, 16}, {16, 16, 8}, {8, 8, 8}} {
					for _, attrs := range []string{"", " {a_transpose}", " {b_transpose}", " {a_transpose, b_transpose}"} {
						m, n, k := g[0], g[1], g[2]
						a := fmt.Sprintf(`!gpu.mma_matrix<%dx%dx%s, "AOp">`, m, k, ea)
						b := fmt.Sprintf(`!gpu.mma_matrix<%dx%dx%s, "BOp">`, k, n, eb)
						c := fmt.Sprintf(`!gpu.mma_matrix<%dx%dx%s, "COp">`, m, n, ec)
						chunks = append(chunks, fmt.Sprintf(`gpu.module @m {
  func.func @f(%%a: %[1]s, %%b: %[2]s, %%c: %[3]s) -> %[3]s {
    %%d = gpu.subgroup_mma_compute %%a, %%b, %%c%[4]s : %[1]s, %[2]s -> %[3]s
    return %%d : %[3]s
  }
}
`, a, b, c, attrs))
					}
				}
			}
		}
	}
	return strings.Join(chunks, "// -----\n")
}
