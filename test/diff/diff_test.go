// Package diff holds the differential tests of gpuc against mlir-opt-19.
//
// Nothing expected is stored: the expected output is always the live output
// of the oracle (mlir-opt from LLVM 19), run on the same file, with the same
// flags, from the same working directory and with the same relative path
// (locations print the path, so the path must match byte for byte).
//
//	go test ./test/diff/                                  # everything
//	go test ./test/diff/ -run 'TestMatchesMLIROpt/cfg/'   # one corpus file, all flag sets
//	go test ./test/diff/ -run 'TestMatchesMLIROpt/.*/generic_debuginfo'
//	go test ./test/diff/ -run TestDiagnosticsMatchMLIROpt # the errors/ files
//	go test ./test/diff/ -run TestOracleCorpusSanity      # only the oracle, no gpuc needed
//
// Environment:
//
//	MLIR_OPT      oracle binary (default /usr/lib/llvm-19/bin/mlir-opt)
//	GPUC          use this gpuc binary instead of building ./cmd/gpuc
//	CI            when set, a missing oracle is a failure instead of a skip
//	DIFF_JOBS     how many subtests run at once (default: number of CPUs, at most 4)
//	DIFF_TIMEOUT  per-process timeout, as a Go duration (default 20s)
package diff

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

const defaultOracle = "/usr/lib/llvm-19/bin/mlir-opt"

// baseFlags are passed to both tools on every run.
var baseFlags = []string{"--allow-unregistered-dialect", "--split-input-file"}

// flagSets are the printing modes every file is checked under. The names are
// subtest names, so they avoid regexp metacharacters.
var flagSets = []struct {
	name  string
	flags []string
}{
	{"default", nil},
	{"generic", []string{"--mlir-print-op-generic"}},
	{"debuginfo", []string{"--mlir-print-debuginfo"}},
	{"generic_debuginfo", []string{"--mlir-print-op-generic", "--mlir-print-debuginfo"}},
	{"localscope_debuginfo", []string{"--mlir-print-local-scope", "--mlir-print-debuginfo"}},
}

// ---------------------------------------------------------------------------
// Tests

// TestMatchesMLIROpt runs every corpus/*.mlir file through the oracle and
// gpuc under each flag set and requires identical stdout and exit status.
func TestMatchesMLIROpt(t *testing.T) {
	oracle := requireOracle(t)
	gpuc := requireGpuc(t)
	files := listMLIR(t, "corpus")
	for _, file := range files {
		file := file
		t.Run(testName(file), func(t *testing.T) {
			for _, fs := range flagSets {
				fs := fs
				t.Run(fs.name, func(t *testing.T) {
					t.Parallel()
					release := acquire()
					defer release()
					args := append(append(append([]string{}, baseFlags...), fs.flags...), file)
					want := runTool(t, oracle, nil, args, nil)
					if want.exitCode != 0 || len(want.stderr) != 0 {
						t.Fatalf("corpus bug: the oracle does not accept %s cleanly (exit status %d); fix the corpus file.\noracle stderr:\n%s",
							file, want.exitCode, clip(want.stderr, 40))
					}
					got := runGpuc(t, gpuc, args, nil)
					compareRun(t, file, fs.flags, want, got, false)
				})
			}
		})
	}
}

// TestDiagnosticsMatchMLIROpt runs every errors/*.mlir file (inputs that make
// mlir-opt emit diagnostics) and requires identical stderr, stdout and exit
// status.
func TestDiagnosticsMatchMLIROpt(t *testing.T) {
	oracle := requireOracle(t)
	gpuc := requireGpuc(t)
	files := listMLIR(t, "errors")
	for _, file := range files {
		file := file
		t.Run(testName(file), func(t *testing.T) {
			for _, fs := range flagSets {
				fs := fs
				t.Run(fs.name, func(t *testing.T) {
					t.Parallel()
					release := acquire()
					defer release()
					args := append(append(append([]string{}, baseFlags...), fs.flags...), file)
					want := runTool(t, oracle, nil, args, nil)
					got := runGpuc(t, gpuc, args, nil)
					compareRun(t, file, fs.flags, want, got, true)
				})
			}
		})
	}
}

// TestStdinAndOutputFile checks the `-` input and `-o FILE` output paths on a
// few corpus files (with debuginfo, so that the <stdin> buffer name shows).
func TestStdinAndOutputFile(t *testing.T) {
	oracle := requireOracle(t)
	gpuc := requireGpuc(t)
	picks := []string{"corpus/locations.mlir", "corpus/split.mlir", "corpus/cfg.mlir", "corpus/attrs_dense_resource.mlir"}
	for _, file := range picks {
		file := file
		if _, err := os.Stat(file); err != nil {
			continue
		}
		input, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		t.Run(testName(file)+"/stdin", func(t *testing.T) {
			t.Parallel()
			release := acquire()
			defer release()
			args := append(append([]string{}, baseFlags...), "--mlir-print-debuginfo", "-")
			want := runTool(t, oracle, nil, args, input)
			got := runGpuc(t, gpuc, args, input)
			compareRun(t, file+" (via stdin)", []string{"--mlir-print-debuginfo", "-"}, want, got, true)
		})
		t.Run(testName(file)+"/output_file", func(t *testing.T) {
			t.Parallel()
			release := acquire()
			defer release()
			dir := t.TempDir()
			wantPath := filepath.Join(dir, "oracle.out")
			gotPath := filepath.Join(dir, "gpuc.out")
			flags := append(append([]string{}, baseFlags...), "--mlir-print-op-generic")
			want := runTool(t, oracle, nil, append(append(append([]string{}, flags...), "-o", wantPath), file), nil)
			got := runGpuc(t, gpuc, append(append(append([]string{}, flags...), "-o", gotPath), file), nil)
			compareRun(t, file+" (with -o)", []string{"--mlir-print-op-generic", "-o", "FILE"}, want, got, true)
			wantOut, err := os.ReadFile(wantPath)
			if err != nil {
				t.Fatalf("oracle wrote no -o file: %v", err)
			}
			gotOut, err := os.ReadFile(gotPath)
			if err != nil {
				t.Fatalf("gpuc wrote no -o file: %v", err)
			}
			if d := firstDifference("contents of the -o file", wantOut, gotOut); d != "" {
				t.Error(d)
			}
		})
	}
}

// TestOracleCorpusSanity needs no gpuc. It checks that every corpus file is
// accepted by the oracle under every flag set (exit status 0, empty stderr),
// and that every errors/ file does produce diagnostics.
func TestOracleCorpusSanity(t *testing.T) {
	oracle := requireOracle(t)
	for _, file := range listMLIR(t, "corpus") {
		file := file
		t.Run(testName(file), func(t *testing.T) {
			t.Parallel()
			release := acquire()
			defer release()
			for _, fs := range flagSets {
				args := append(append(append([]string{}, baseFlags...), fs.flags...), file)
				r := runTool(t, oracle, nil, args, nil)
				if r.exitCode != 0 || len(r.stderr) != 0 {
					t.Errorf("%s [%s]: oracle exit status %d, stderr:\n%s", file, fs.name, r.exitCode, clip(r.stderr, 20))
				}
			}
		})
	}
	for _, file := range listMLIR(t, "errors") {
		file := file
		t.Run("errors/"+testName(file), func(t *testing.T) {
			t.Parallel()
			release := acquire()
			defer release()
			args := append(append([]string{}, baseFlags...), file)
			r := runTool(t, oracle, nil, args, nil)
			if len(r.stderr) == 0 {
				t.Errorf("%s: the oracle printed no diagnostics (exit status %d); it does not belong in errors/", file, r.exitCode)
			}
		})
	}
}

// ---------------------------------------------------------------------------
// Tools

// requireOracle returns the oracle path, or skips (fails under CI) when it is
// not installed.
func requireOracle(t *testing.T) string {
	t.Helper()
	path := os.Getenv("MLIR_OPT")
	if path == "" {
		path = defaultOracle
	}
	resolved, err := exec.LookPath(path)
	if err == nil {
		return resolved
	}
	msg := fmt.Sprintf("oracle %q not found (%v): install mlir-19-tools (apt-get install mlir-19-tools) or set MLIR_OPT to an MLIR 19 mlir-opt", path, err)
	if os.Getenv("CI") != "" {
		t.Fatal(msg)
	}
	t.Skip(msg)
	return ""
}

var (
	buildOnce sync.Once
	buildPath string
	buildErr  error
	buildDir  string
)

// requireGpuc returns the path of a gpuc binary built once per test process
// from the module's ./cmd/gpuc (or $GPUC when set).
func requireGpuc(t *testing.T) string {
	t.Helper()
	if p := os.Getenv("GPUC"); p != "" {
		abs, err := filepath.Abs(p)
		if err != nil {
			t.Fatal(err)
		}
		return abs
	}
	buildOnce.Do(func() {
		root, err := moduleRoot()
		if err != nil {
			buildErr = err
			return
		}
		buildDir, err = os.MkdirTemp("", "gpuc-diff-")
		if err != nil {
			buildErr = err
			return
		}
		out := filepath.Join(buildDir, "gpuc")
		if runtime.GOOS == "windows" {
			out += ".exe"
		}
		cmd := exec.Command("go", "build", "-o", out, "gpuc/cmd/gpuc")
		cmd.Dir = root
		var buf bytes.Buffer
		cmd.Stdout = &buf
		cmd.Stderr = &buf
		if err := cmd.Run(); err != nil {
			buildErr = fmt.Errorf("go build -o %s gpuc/cmd/gpuc (in %s): %v\n%s", out, root, err, buf.String())
			return
		}
		buildPath = out
	})
	if buildErr != nil {
		t.Fatalf("cannot build gpuc: %v", buildErr)
	}
	return buildPath
}

func TestMain(m *testing.M) {
	code := m.Run()
	if buildDir != "" {
		os.RemoveAll(buildDir)
	}
	os.Exit(code)
}

// moduleRoot walks up from the working directory to the directory holding
// go.mod.
func moduleRoot() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", errors.New("no go.mod found above the test's working directory")
		}
		dir = parent
	}
}

// listMLIR returns dir/*.mlir (relative paths, sorted).
func listMLIR(t *testing.T, dir string) []string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(dir, "*.mlir"))
	if err != nil {
		t.Fatal(err)
	}
	sort.Strings(files)
	if len(files) == 0 {
		t.Fatalf("no %s/*.mlir files found (working directory must be test/diff)", dir)
	}
	return files
}

func testName(file string) string {
	return strings.TrimSuffix(filepath.Base(file), ".mlir")
}

// ---------------------------------------------------------------------------
// Running

var sem chan struct{}
var semOnce sync.Once

// acquire bounds how many subtests run their processes at once.
func acquire() func() {
	semOnce.Do(func() {
		n := runtime.NumCPU()
		if n > 4 {
			n = 4
		}
		if s := os.Getenv("DIFF_JOBS"); s != "" {
			if v, err := strconv.Atoi(s); err == nil && v > 0 {
				n = v
			}
		}
		if n < 1 {
			n = 1
		}
		sem = make(chan struct{}, n)
	})
	sem <- struct{}{}
	return func() { <-sem }
}

func perRunTimeout() time.Duration {
	if s := os.Getenv("DIFF_TIMEOUT"); s != "" {
		if d, err := time.ParseDuration(s); err == nil && d > 0 {
			return d
		}
	}
	return 20 * time.Second
}

type result struct {
	stdout, stderr []byte
	exitCode       int // -1: killed by a signal or the timeout
	timedOut       bool
}

// runTool runs bin with prefix+args in the test's working directory (the
// package directory, so that relative paths match for both tools).
func runTool(t *testing.T, bin string, prefix, args []string, stdin []byte) result {
	t.Helper()
	return runCmd(t, bin, nil, append(append([]string{}, prefix...), args...), stdin, perRunTimeout())
}

// runCmd runs bin with args and env (nil: this process's) under limit.
func runCmd(t *testing.T, bin string, env, args []string, stdin []byte, limit time.Duration) result {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), limit)
	defer cancel()
	cmd := exec.CommandContext(ctx, bin, args...)
	cmd.Env = env
	cmd.WaitDelay = 2 * time.Second
	var stdout, stderr bytes.Buffer
	cmd.Stdout = &stdout
	cmd.Stderr = &stderr
	if stdin != nil {
		cmd.Stdin = bytes.NewReader(stdin)
	}
	err := cmd.Run()
	r := result{stdout: stdout.Bytes(), stderr: stderr.Bytes()}
	var exitErr *exec.ExitError
	switch {
	case err == nil:
		r.exitCode = 0
	case ctx.Err() != nil:
		r.exitCode = -1
		r.timedOut = true
	case errors.As(err, &exitErr):
		r.exitCode = exitErr.ExitCode()
	default:
		t.Fatalf("cannot run %s: %v", bin, err)
	}
	return r
}

// gpucTimeouts counts gpuc runs that hit the timeout; after a few, the
// remaining subtests fail at once instead of each waiting for the timeout.
var gpucTimeouts atomic.Int32

const maxGpucTimeouts = 3

func runGpuc(t *testing.T, gpuc string, args []string, stdin []byte) result {
	t.Helper()
	if gpucTimeouts.Load() >= maxGpucTimeouts {
		t.Fatalf("not run: gpuc already timed out %d times in this test process", maxGpucTimeouts)
	}
	r := runTool(t, gpuc, []string{"opt"}, args, stdin)
	if r.timedOut {
		gpucTimeouts.Add(1)
	}
	return r
}

// ---------------------------------------------------------------------------
// Comparing

// compareRun reports every difference between the oracle's run and gpuc's.
// withStderr also compares stderr (diagnostics mode); otherwise gpuc's stderr
// is only shown to help when something else differs.
func compareRun(t *testing.T, file string, flags []string, want, got result, withStderr bool) {
	t.Helper()
	cmdline := strings.Join(append(append(append([]string{}, baseFlags...), flags...), file), " ")
	report := t.Errorf
	known := knownFailures(t)[file]
	if known {
		report = t.Logf
	}
	if got.timedOut {
		report("gpuc opt %s: timed out after %v", cmdline, perRunTimeout())
	}
	failed := got.timedOut
	if want.exitCode != got.exitCode {
		failed = true
		report("gpuc opt %s: exit status %d, mlir-opt: %d", cmdline, got.exitCode, want.exitCode)
	}
	if d := firstDifference("stdout", want.stdout, got.stdout); d != "" {
		failed = true
		report("gpuc opt %s:\n%s", cmdline, d)
	}
	if withStderr {
		if d := firstDifference("stderr", want.stderr, got.stderr); d != "" {
			failed = true
			report("gpuc opt %s:\n%s", cmdline, d)
		}
	} else if failed && len(got.stderr) != 0 {
		t.Logf("gpuc stderr:\n%s", clip(got.stderr, 15))
	}
	if known {
		if failed {
			t.Skipf("%s is listed in known_failures.txt (a known difference, see the log above)", file)
		}
		t.Errorf("%s now matches mlir-opt under %s: remove it from known_failures.txt", file, cmdline)
	}
}

var (
	knownOnce sync.Once
	knownSet  map[string]bool
)

// knownFailures reads known_failures.txt: corpus or error files whose output
// is known to differ from mlir-opt's, one per line, with a reason after '#'.
// They are still run; a listed file that matches fails the test so that the
// list only shrinks.
func knownFailures(t *testing.T) map[string]bool {
	knownOnce.Do(func() {
		knownSet = map[string]bool{}
		data, err := os.ReadFile("known_failures.txt")
		if err != nil {
			return
		}
		for _, line := range strings.Split(string(data), "\n") {
			if i := strings.IndexByte(line, '#'); i >= 0 {
				line = line[:i]
			}
			if line = strings.TrimSpace(line); line != "" {
				knownSet[line] = true
			}
		}
	})
	return knownSet
}

const (
	contextLines = 3
	maxLineShown = 160
)

// firstDifference returns "" when want and got are identical, else a report
// of the first differing line with a few lines of context from both sides.
func firstDifference(what string, want, got []byte) string {
	if bytes.Equal(want, got) {
		return ""
	}
	wl := splitLines(want)
	gl := splitLines(got)
	i := 0
	for i < len(wl) && i < len(gl) && wl[i] == gl[i] {
		i++
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%s differs (mlir-opt: %d bytes, %d lines; gpuc: %d bytes, %d lines)\n",
		what, len(want), len(wl), len(got), len(gl))
	col := -1
	switch {
	case i < len(wl) && i < len(gl):
		col = firstDiffCol(wl[i], gl[i])
		fmt.Fprintf(&b, "first difference at line %d, column %d\n", i+1, col+1)
	case i < len(wl):
		fmt.Fprintf(&b, "gpuc output ends before line %d\n", i+1)
	default:
		fmt.Fprintf(&b, "gpuc output has extra lines from line %d\n", i+1)
	}
	lo := i - contextLines
	if lo < 0 {
		lo = 0
	}
	show := func(name string, lines []string) {
		fmt.Fprintf(&b, "--- %s:\n", name)
		hi := i + contextLines + 1
		if hi > len(lines) {
			hi = len(lines)
		}
		for j := lo; j < hi; j++ {
			mark := "  "
			if j == i {
				mark = "> "
			}
			fmt.Fprintf(&b, "%s%5d | %s\n", mark, j+1, displayLine(lines[j], j == i, col))
		}
		if i >= len(lines) {
			fmt.Fprintf(&b, "> %5d | <end of output>\n", len(lines)+1)
		}
	}
	show("mlir-opt", wl)
	show("gpuc", gl)
	return b.String()
}

// splitLines splits after each '\n'; a final line without '\n' is marked, so
// that a missing trailing newline is a visible difference.
func splitLines(s []byte) []string {
	var lines []string
	for len(s) > 0 {
		k := bytes.IndexByte(s, '\n')
		if k < 0 {
			lines = append(lines, string(s)+"⟨no newline at end⟩")
			break
		}
		lines = append(lines, string(s[:k]))
		s = s[k+1:]
	}
	return lines
}

func firstDiffCol(a, b string) int {
	n := len(a)
	if len(b) < n {
		n = len(b)
	}
	for k := 0; k < n; k++ {
		if a[k] != b[k] {
			return k
		}
	}
	return n
}

// displayLine quotes control characters and trailing blanks, and shows long
// lines as a window around the differing column.
func displayLine(s string, differing bool, col int) string {
	prefix, suffix := "", ""
	if len(s) > maxLineShown {
		start := 0
		if differing && col > maxLineShown/2 {
			start = col - maxLineShown/2
		}
		end := start + maxLineShown
		if end > len(s) {
			end = len(s)
		}
		if start > 0 {
			prefix = "…"
		}
		if end < len(s) {
			suffix = fmt.Sprintf("… (%d bytes)", len(s))
		}
		s = s[start:end]
	}
	var b strings.Builder
	for _, r := range s {
		switch {
		case r == '\t':
			b.WriteString(`\t`)
		case r == '\r':
			b.WriteString(`\r`)
		case r < 0x20 || r == 0x7f:
			fmt.Fprintf(&b, `\x%02x`, r)
		default:
			b.WriteRune(r)
		}
	}
	out := b.String()
	if trimmed := strings.TrimRight(out, " "); len(trimmed) != len(out) {
		out = trimmed + strings.Repeat("·", len(out)-len(trimmed))
	}
	return prefix + out + suffix
}

// clip returns at most n lines of s.
func clip(s []byte, n int) string {
	lines := strings.SplitAfter(string(s), "\n")
	if len(lines) > n {
		return strings.Join(lines[:n], "") + fmt.Sprintf("… (%d more lines)\n", len(lines)-n)
	}
	return string(s)
}
