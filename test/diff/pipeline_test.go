package diff

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"gpuc/internal/testutil/upstream"
)

// rocdlPipelineText is what gpu-lower-to-rocdl-pipeline stands for, written
// out pass by pass for mlir-opt-19, which has no such pipeline: the
// structure of gpu-lower-to-nvvm-pipeline with ROCDL's passes. FORMAT, CHIP
// and BITS are filled in per run.
const rocdlPipelineText = "builtin.module(gpu-kernel-outlining,convert-vector-to-scf,convert-scf-to-cf,convert-func-to-llvm," +
	"expand-strided-metadata,rocdl-attach-target{chip=CHIP abi=500 O=2},lower-affine,convert-arith-to-llvm," +
	"convert-index-to-llvm{index-bitwidth=BITS},canonicalize,cse," +
	"gpu.module(strip-debuginfo,convert-gpu-to-rocdl{chipset=CHIP index-bitwidth=BITS runtime=HIP},canonicalize,cse,reconcile-unrealized-casts)," +
	"gpu-to-llvm,gpu-module-to-binary{format=FORMAT},convert-math-to-llvm,canonicalize,cse,reconcile-unrealized-casts)"

func rocdlPipeline(format, chip, bits string) string {
	return strings.NewReplacer("FORMAT", format, "CHIP", chip, "BITS", bits).Replace(rocdlPipelineText)
}

// pipelineRuns are the ways each host program goes through a whole GPU
// pipeline: gpu-lower-to-nvvm-pipeline with the same flags in both tools,
// and gpuc's gpu-lower-to-rocdl-pipeline against mlir-opt-19 running the
// passes it stands for.
var pipelineRuns = []struct {
	name         string
	gpuc, oracle []string
	needs        string // "ptxas", "fatbinary" or "" (ROCm's libraries and CUDA's libdevice are looked for per run)
}{
	{name: "nvvm-isa", gpuc: []string{"--gpu-lower-to-nvvm-pipeline=cubin-format=isa"}},
	{name: "nvvm-isa-sm90-O3", gpuc: []string{"--gpu-lower-to-nvvm-pipeline=cubin-chip=sm_90 cubin-features=+ptx80 opt-level=3 cubin-format=isa"}},
	{name: "nvvm-isa-bare", gpuc: []string{"--gpu-lower-to-nvvm-pipeline=cubin-format=isa kernel-bare-ptr-calling-convention=1 host-bare-ptr-calling-convention=1"}},
	{name: "nvvm-bin", gpuc: []string{"--gpu-lower-to-nvvm-pipeline=cubin-format=bin"}, needs: "ptxas"},
	{name: "nvvm-fatbin", gpuc: []string{"--gpu-lower-to-nvvm-pipeline"}, needs: "fatbinary"},
	{name: "rocdl-isa", gpuc: []string{"--gpu-lower-to-rocdl-pipeline=format=isa"}, oracle: []string{"--pass-pipeline=" + rocdlPipeline("isa", "gfx90a", "64")}},
	{name: "rocdl-bin-gfx942-i32", gpuc: []string{"--gpu-lower-to-rocdl-pipeline=format=bin chip=gfx942 index-bitwidth=32"}, oracle: []string{"--pass-pipeline=" + rocdlPipeline("bin", "gfx942", "32")}},
	{name: "rocdl-fatbin", gpuc: []string{"--gpu-lower-to-rocdl-pipeline"}, oracle: []string{"--pass-pipeline=" + rocdlPipeline("fatbin", "gfx90a", "64")}},
}

// TestPipelinesMatchMLIR runs host programs with gpu.launch (MLIR's GPU
// integration programs, the programs/ folder, and random launch programs)
// through each of pipelineRuns in gpuc and mlir-opt-19, with the same
// CUDA_ROOT and ROCM_PATH, and requires the same output (or the same first
// error); then translates each output with gpuc translate and
// mlir-translate-19 and requires the same LLVM IR. PIPELINE_RANDOM_SEEDS=N
// runs N random programs instead of the default 6.
func TestPipelinesMatchMLIR(t *testing.T) {
	oracle := requireOracle(t)
	gpuc := requireGpuc(t)
	translate := filepath.Join(filepath.Dir(oracle), "mlir-translate")
	if _, err := os.Stat(translate); err != nil {
		t.Skipf("no mlir-translate beside %s", oracle)
	}
	env := append(os.Environ(), "ROCM_PATH="+rocmFolder(t))
	if _, err := os.Stat("/usr/lib/cuda/nvvm/libdevice/libdevice.10.bc"); err == nil {
		env = append(env, "CUDA_ROOT=/usr/lib/cuda")
	}
	files, _ := filepath.Glob(filepath.Join(upstream.Dir(), "integration", "gpu", "*", "*.mlir"))
	own, _ := filepath.Glob(filepath.Join("programs", "*.mlir"))
	files = append(files, own...)
	dir := t.TempDir()
	for seed := 1; seed <= seedCount(t, "PIPELINE_RANDOM_SEEDS", 6); seed++ {
		f := filepath.Join(dir, fmt.Sprintf("random%d.mlir", seed))
		if err := os.WriteFile(f, []byte(randomLaunchProgram(uint64(seed))), 0o644); err != nil {
			t.Fatal(err)
		}
		files = append(files, f)
	}
	sort.Strings(files)
	for _, run := range pipelineRuns {
		if run.needs != "" {
			if _, err := exec.LookPath(run.needs); err != nil {
				t.Logf("%s: skipped, no %s on PATH", run.name, run.needs)
				continue
			}
		}
		for _, file := range files {
			run, file := run, file
			name := strings.TrimSuffix(filepath.Base(file), ".mlir")
			if strings.HasPrefix(file, upstream.Dir()) {
				name = filepath.Base(filepath.Dir(file)) + "-" + name
			}
			t.Run(run.name+"/"+name, func(t *testing.T) {
				t.Parallel()
				release := acquire()
				defer release()
				oflags := run.oracle
				if oflags == nil {
					oflags = run.gpuc
				}
				args := func(flags []string) []string {
					return append(append([]string{"--allow-unregistered-dialect"}, flags...), file)
				}
				want := runEnv(t, oracle, env, args(oflags), nil)
				got := runEnv(t, gpuc, env, append([]string{"opt"}, args(run.gpuc)...), nil)
				if want.exitCode != 0 && got.exitCode == 0 {
					for _, bug := range mlir19Bugs {
						if bytes.Contains(want.stderr, []byte(bug.stderr)) {
							t.Logf("mlir-opt-19 fails here and gpuc does not: %s", bug.why)
							return
						}
					}
				}
				if want.exitCode != 0 || got.exitCode != 0 {
					if want.exitCode == 0 || got.exitCode == 0 {
						t.Fatalf("exit status %d, mlir-opt-19: %d\ngpuc stderr:\n%s\nmlir-opt-19 stderr:\n%s", got.exitCode, want.exitCode, clip(got.stderr, 10), clip(want.stderr, 10))
					}
					if d := firstDifference("first error", firstError(want.stderr), firstError(got.stderr)); d != "" {
						t.Error(d)
					}
					return
				}
				if d := firstDifference("stdout", want.stdout, got.stdout); d != "" {
					t.Fatal(d)
				}
				wantLL := runEnv(t, translate, env, []string{"--mlir-to-llvmir"}, want.stdout)
				gotLL := runEnv(t, gpuc, env, []string{"translate", "--mlir-to-llvmir"}, want.stdout)
				if wantLL.exitCode != gotLL.exitCode {
					t.Fatalf("translate: exit status %d, mlir-translate-19: %d\n%s", gotLL.exitCode, wantLL.exitCode, clip(gotLL.stderr, 10))
				}
				if d := firstDifference("translated LLVM IR", wantLL.stdout, gotLL.stdout); d != "" {
					t.Error(d)
				}
			})
		}
	}
}

// mlir19Bugs are the failures of mlir-opt-19 on these pipelines where
// gpuc makes a working program instead (each has its own lit test).
var mlir19Bugs = []struct{ stderr, why string }{
	// test/lit/gpu-to-llvm/host-register-bare-ptr.mlir
	{"'llvm.call' op incorrect number of operands (2) for callee (expecting: 3)",
		"with host bare pointers, MLIR 19 calls mgpuMemHostRegisterMemRef without the element size"},
	// test/lit/translate/rocdl-dim-i32.mlir
	{"Both operands to a binary operator are not of the same type!",
		"with a 32-bit index, MLIR 19 uses the i64 results of __ockl_get_local_size and __ockl_get_num_groups as i32"},
}

// rocmFolder is the ROCM_PATH MLIR 19's ROCDL target wants, over Debian's
// packages: amdgcn/ (the device libraries) and llvm/bin/ld.lld.
func rocmFolder(t *testing.T) string {
	dir := t.TempDir()
	if err := os.MkdirAll(filepath.Join(dir, "llvm", "bin"), 0o755); err != nil {
		t.Fatal(err)
	}
	for link, to := range map[string]string{"amdgcn": "/usr/lib/x86_64-linux-gnu/amdgcn", "llvm/bin/ld.lld": "/usr/lib/llvm-19/bin/ld.lld"} {
		if err := os.Symlink(to, filepath.Join(dir, link)); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// runEnv runs bin with env and args, allowing three times the usual time
// (whole pipelines run ptxas and fatbinary); a timeout fails the test.
func runEnv(t *testing.T, bin string, env, args []string, stdin []byte) result {
	t.Helper()
	r := runCmd(t, bin, env, args, stdin, 3*perRunTimeout())
	if r.timedOut {
		t.Fatalf("%s timed out", bin)
	}
	return r
}

// TestKernelSourcesToBinaryMatchMLIR takes every kernel of the corpus as
// written (kernels/src) through attach-target, the NVVM or ROCDL lowering
// and gpu-module-to-binary in each format in both tools, with the same
// CUDA_ROOT and ROCM_PATH, and requires the same output.
func TestKernelSourcesToBinaryMatchMLIR(t *testing.T) {
	oracle := requireOracle(t)
	gpuc := requireGpuc(t)
	files, _ := filepath.Glob(filepath.Join(upstream.Kernels(), "src", "*.mlir"))
	if len(files) == 0 {
		t.Skip("no kernel corpus")
	}
	env := append(os.Environ(), "ROCM_PATH="+rocmFolder(t))
	if _, err := os.Stat("/usr/lib/cuda/nvvm/libdevice/libdevice.10.bc"); err == nil {
		env = append(env, "CUDA_ROOT=/usr/lib/cuda")
	}
	nvvm := []string{"--nvvm-attach-target=chip=sm_90 features=+ptx78", "--convert-scf-to-cf", "--convert-gpu-to-nvvm", "--reconcile-unrealized-casts"}
	rocdl := []string{"--rocdl-attach-target=chip=gfx90a", "--convert-scf-to-cf", "--convert-gpu-to-rocdl", "--reconcile-unrealized-casts"}
	runs := map[string][]string{
		"nvvm-isa":  append(append([]string{}, nvvm...), "--gpu-module-to-binary=format=isa"),
		"rocdl-isa": append(append([]string{}, rocdl...), "--gpu-module-to-binary=format=isa"),
		"rocdl-bin": append(append([]string{}, rocdl...), "--gpu-module-to-binary=format=bin"),
	}
	if _, err := exec.LookPath("ptxas"); err == nil {
		runs["nvvm-bin"] = append(append([]string{}, nvvm...), "--gpu-module-to-binary=format=bin")
	}
	for name, flags := range runs {
		for _, file := range files {
			flags, file := flags, file
			t.Run(name+"/"+strings.TrimSuffix(filepath.Base(file), ".mlir"), func(t *testing.T) {
				t.Parallel()
				release := acquire()
				defer release()
				args := append(append([]string{}, flags...), file)
				want := runEnv(t, oracle, env, args, nil)
				got := runEnv(t, gpuc, env, append([]string{"opt"}, args...), nil)
				if want.exitCode != got.exitCode {
					t.Fatalf("exit status %d, mlir-opt-19: %d\n%s", got.exitCode, want.exitCode, clip(got.stderr, 10))
				}
				if d := firstDifference("stdout", want.stdout, got.stdout); d != "" {
					t.Error(d)
				}
			})
		}
	}
}
