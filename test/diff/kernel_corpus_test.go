package diff

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"gpuc/internal/testutil/upstream"
)

// corpusKernelFlagSets are the kernel lowerings each corpus kernel goes
// through in both tools: the corpus pipelines of issue 14 (NVVM and ROCDL,
// custom and generic form), the options that change what they print, and
// canonicalize and cse before and after them.
var corpusKernelFlagSets = [][]string{
	{"--nvvm-attach-target=chip=sm_90", "--convert-scf-to-cf", "--convert-gpu-to-nvvm", "--reconcile-unrealized-casts"},
	{"--rocdl-attach-target=chip=gfx90a", "--convert-scf-to-cf", "--convert-gpu-to-rocdl", "--reconcile-unrealized-casts"},
	{"--nvvm-attach-target=chip=sm_90", "--convert-scf-to-cf", "--convert-gpu-to-nvvm", "--reconcile-unrealized-casts", "--mlir-print-op-generic", "--mlir-print-debuginfo"},
	{"--convert-scf-to-cf", "--convert-gpu-to-nvvm=index-bitwidth=32 has-redux=1"},
	{"--convert-scf-to-cf", "--convert-gpu-to-rocdl=chipset=gfx90a runtime=HIP", "--reconcile-unrealized-casts"},
	{"--convert-scf-to-cf", "--convert-gpu-to-rocdl=runtime=OpenCL index-bitwidth=32"},
	{"--convert-scf-to-cf", "--convert-gpu-to-nvvm=use-bare-ptr-memref-call-conv=1"},
	// canonicalize and cse at every stage: on the kernels as written, and
	// after the NVVM and ROCDL lowerings.
	{"--canonicalize", "--cse"},
	{"--nvvm-attach-target=chip=sm_90", "--convert-scf-to-cf", "--convert-gpu-to-nvvm", "--reconcile-unrealized-casts", "--canonicalize", "--cse"},
	{"--rocdl-attach-target=chip=gfx90a", "--canonicalize", "--convert-scf-to-cf", "--convert-gpu-to-rocdl=runtime=HIP", "--reconcile-unrealized-casts", "--canonicalize", "--cse"},
}

// vectorOps marks a kernel file that uses the vector dialect, which gpuc
// does not have yet (both GPU lowerings include MLIR's vector-to-LLVM
// patterns; gpuc reports the unknown dialect at the first vector op).
var vectorOps = regexp.MustCompile(`\bvector\.[a-z_]+\b`)

// TestKernelCorpusMatchesMLIROpt runs every kernel of the two kernel
// corpora, the upstream suite's kernels/src (the corpus of issue 14) and
// internal/target/gpu/testdata/kernels (one theme per file: math in every
// width, atomics, shuffles, printf, attributions, dynamic shared memory,
// ...), through each flag set of corpusKernelFlagSets in gpuc and
// mlir-opt-19, and requires the same output, or the same failure with the
// same diagnostics.
func TestKernelCorpusMatchesMLIROpt(t *testing.T) {
	oracle := requireOracle(t)
	gpuc := requireGpuc(t)
	root, err := moduleRoot()
	if err != nil {
		t.Fatal(err)
	}
	files, _ := filepath.Glob(filepath.Join(upstream.Kernels(), "src", "*.mlir"))
	more, _ := filepath.Glob(filepath.Join(root, "internal", "target", "gpu", "testdata", "kernels", "*.mlir"))
	files = append(files, more...)
	if len(files) == 0 {
		t.Skip("no kernel corpus")
	}
	for _, file := range files {
		src, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		name := strings.TrimSuffix(filepath.Base(file), ".mlir")
		if strings.HasPrefix(file, upstream.Kernels()) {
			name = "upstream-" + name
		}
		if vectorOps.Match(src) {
			t.Run(name, func(t *testing.T) { t.Skip("uses the vector dialect, which gpuc does not have") })
			continue
		}
		for i, flags := range corpusKernelFlagSets {
			t.Run(name+"/"+string(rune('0'+i)), func(t *testing.T) {
				t.Parallel()
				release := acquire()
				defer release()
				args := append(append([]string{}, flags...), file)
				want := runTool(t, oracle, nil, args, nil)
				got := runGpuc(t, gpuc, args, nil)
				compareRun(t, file, flags, want, got, true)
			})
		}
	}
}
