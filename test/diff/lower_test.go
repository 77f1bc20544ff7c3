package diff

import (
	"os"
	"strings"
	"testing"
)

// TestLoweringMatchesMLIROpt runs every lower/*.mlir file through
// `--gpu-to-llvm` in the oracle and in gpuc and requires identical stdout,
// stderr and exit status. A file may name other pass flags on a first line
// `// FLAGS: ...` (e.g. `--gpu-to-llvm=use-bare-pointers-for-host=1`); the
// default is `--gpu-to-llvm`. These are host programs MLIR 19 also lowers
// (func, arith, cf, index, math, memref and the gpu ops both lower alike).
func TestLoweringMatchesMLIROpt(t *testing.T) {
	oracle := requireOracle(t)
	gpuc := requireGpuc(t)
	for _, file := range listMLIR(t, "lower") {
		file := file
		t.Run(testName(file), func(t *testing.T) {
			flags := lowerFlags(t, file)
			for _, fs := range []struct {
				name  string
				flags []string
			}{{"default", nil}, {"generic_debuginfo", []string{"--mlir-print-op-generic", "--mlir-print-debuginfo"}}} {
				fs := fs
				t.Run(fs.name, func(t *testing.T) {
					t.Parallel()
					release := acquire()
					defer release()
					args := append(append(append(append([]string{}, baseFlags...), flags...), fs.flags...), file)
					want := runTool(t, oracle, nil, args, nil)
					got := runGpuc(t, gpuc, args, nil)
					compareRun(t, file, append(flags, fs.flags...), want, got, true)
				})
			}
		})
	}
}

// lowerFlags reads the file's `// FLAGS:` line.
func lowerFlags(t *testing.T, file string) []string {
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	first, _, _ := strings.Cut(string(data), "\n")
	if rest, ok := strings.CutPrefix(first, "// FLAGS:"); ok {
		return strings.Fields(rest)
	}
	return []string{"--gpu-to-llvm"}
}
