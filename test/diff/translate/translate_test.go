// Package translate holds the differential tests of `gpuc translate
// --mlir-to-llvmir` against mlir-translate-19.
//
// As in test/diff, nothing expected is stored: every input is translated by
// the oracle live, and gpuc's translation (run in-process through the same
// entry point as the command line, cli.Run) must agree with it:
//
//   - TestDeviceKernels: the kernel corpus (../shared/upstream-tests/kernels/
//     *.llvm.mlir beside the repository) and this folder's testdata files
//     with a GPU target triple. Both translations are compiled with llc-19
//     (nvptx64 sm_90 for NVVM, amdgcn gfx90a for ROCDL) and the assembly must
//     be identical; a difference in the IR text alone is logged.
//   - TestHostModules: every test/diff/lower/*.mlir lowered with gpuc's
//     --gpu-to-llvm (in-process), chunk by chunk; both translations of the
//     same lowered text are normalised with `opt-19 -S` and must be equal.
//     Files whose FLAGS name other passes instead are skipped.
//
// Where the oracle rejects an input (a lowered chunk that keeps an
// unrealized_conversion_cast, say), gpuc must reject it too, with the same
// diagnostics (but for the list of registered dialects in MLIR's note on an
// op of an unknown dialect: mlir-translate-19 registers dialects gpuc does
// not have).
//   - TestCorpus: testdata/*.mlir, LLVM-dialect modules written to cover each
//     op family; normalised with `opt-19 -S`, they must be equal.
//   - TestDiagnostics: errors/*.mlir, inputs mlir-translate-19 rejects
//     (chunk by chunk); stdout, diagnostics and exit status must match.
//   - TestRandomModules (random_test.go): generated modules, mostly on
//     constants (LLVM's constant folder), compared the same way.
//
// Environment: LLVM_BIN (folder of mlir-translate, llc, opt; default
// /usr/lib/llvm-19/bin; missing tools skip, or fail when CI is set),
// UPSTREAM_TESTS (default <repo>/../shared/upstream-tests), DIFF_JOBS
// (external processes at once, default min(CPUs, 4)), DIFF_TIMEOUT (per
// process, default 30s), RANDOM_SEEDS (how many generated modules, default
// 16).
//
//	go test ./test/diff/translate/
//	go test ./test/diff/translate/ -run 'TestDeviceKernels/saxpy'
//	go test ./test/diff/translate/ -run TestCorpus -v   # logs IR differences
package translate

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"gpuc/internal/cli"
)

// ---------------------------------------------------------------------------
// Tools

func llvmBin() string {
	if d := os.Getenv("LLVM_BIN"); d != "" {
		return d
	}
	return "/usr/lib/llvm-19/bin"
}

// requireTool returns the path of an LLVM 19 tool, skipping the test (or
// failing it under CI) when it is not installed.
func requireTool(t *testing.T, name string) string {
	t.Helper()
	p := filepath.Join(llvmBin(), name)
	if _, err := exec.LookPath(p); err == nil {
		return p
	}
	msg := fmt.Sprintf("oracle tool %s not found: install mlir-19-tools and llvm-19 (make deps) or set LLVM_BIN", p)
	if os.Getenv("CI") != "" {
		t.Fatal(msg)
	}
	t.Skip(msg)
	return ""
}

var (
	semOnce sync.Once
	sem     chan struct{}
)

// acquire bounds the number of external processes (and in-process
// translations) running at once; it returns the release function.
func acquire() func() {
	semOnce.Do(func() {
		n := min(runtime.NumCPU(), 4)
		if v, err := strconv.Atoi(os.Getenv("DIFF_JOBS")); err == nil && v > 0 {
			n = v
		}
		sem = make(chan struct{}, max(n, 1))
	})
	sem <- struct{}{}
	return func() { <-sem }
}

func timeout() time.Duration {
	if d, err := time.ParseDuration(os.Getenv("DIFF_TIMEOUT")); err == nil && d > 0 {
		return d
	}
	return 30 * time.Second
}

type result struct {
	stdout, stderr []byte
	// code is the exit status, -1 when the process died of a signal.
	code int
}

// runTool runs an external tool with stdin.
func runTool(t *testing.T, tool string, args []string, stdin []byte) result {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), timeout())
	defer cancel()
	cmd := exec.CommandContext(ctx, tool, args...)
	cmd.Stdin = bytes.NewReader(stdin)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	err := cmd.Run()
	if ctx.Err() != nil {
		t.Fatalf("%s %s: timed out after %v", filepath.Base(tool), strings.Join(args, " "), timeout())
	}
	code := 0
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatalf("%s: %v", tool, err)
	}
	return result{out.Bytes(), errb.Bytes(), code}
}

// warmOnce runs gpuc once before any parallel use: registering the
// dialects the first time fills lazily computed parts of the shared op
// specs (ods.Register), which concurrent first runs would race on.
var warmOnce sync.Once

// runGpuc runs gpuc in-process with the command line args; a panic is a
// test failure with the panic's message, not a crash of the test binary.
func runGpuc(t *testing.T, args []string, stdin []byte) (r result) {
	t.Helper()
	warmOnce.Do(func() {
		var sink bytes.Buffer
		src := []byte("llvm.func @f() {\n  llvm.return\n}\n")
		cli.Run([]string{"opt", "-"}, bytes.NewReader(src), &sink, &sink)
		cli.Run([]string{"translate", "--mlir-to-llvmir", "-"}, bytes.NewReader(src), &sink, &sink)
	})
	var out, errb bytes.Buffer
	defer func() {
		if p := recover(); p != nil {
			t.Fatalf("gpuc %s panicked: %v", strings.Join(args, " "), p)
		}
	}()
	r.code = cli.Run(args, bytes.NewReader(stdin), &out, &errb)
	r.stdout, r.stderr = out.Bytes(), errb.Bytes()
	return r
}

// ---------------------------------------------------------------------------
// Inputs

func moduleRoot(t *testing.T) string {
	t.Helper()
	dir, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			t.Fatal("no go.mod above the test's working directory")
		}
		dir = parent
	}
}

// glob returns the sorted matches of pattern, failing on a bad pattern.
func glob(t *testing.T, pattern string) []string {
	t.Helper()
	files, err := filepath.Glob(pattern)
	if err != nil {
		t.Fatal(err)
	}
	return files
}

// kernelFiles returns the kernel corpus's LLVM-dialect modules, or none
// when the shared folder is not beside the repository.
func kernelFiles(t *testing.T) []string {
	t.Helper()
	dir := os.Getenv("UPSTREAM_TESTS")
	if dir == "" {
		dir = filepath.Join(moduleRoot(t), "..", "shared", "upstream-tests")
	}
	files := glob(t, filepath.Join(dir, "kernels", "*.llvm.mlir"))
	if len(files) == 0 {
		t.Logf("no kernel corpus under %s: only testdata is checked", dir)
	}
	return files
}

func name(file string) string {
	return strings.TrimSuffix(filepath.Base(file), ".mlir")
}

// target says how to compile a module for the GPU it is meant for: the llc
// flags, or nil for a host module. The kernel corpus has no triple, so the
// file name (.nvvm. or .rocdl.) decides, else the module's triple.
func target(file string, ir []byte) []string {
	base := filepath.Base(file)
	switch {
	case strings.Contains(base, ".nvvm."), bytes.Contains(ir, []byte(`target triple = "nvptx`)):
		return []string{"-march=nvptx64", "-mcpu=sm_90"}
	case strings.Contains(base, ".rocdl."), bytes.Contains(ir, []byte(`target triple = "amdgcn`)):
		return []string{"-march=amdgcn", "-mcpu=gfx90a"}
	}
	return nil
}

// ---------------------------------------------------------------------------
// Comparing

// reconciledOracle is mlir-translate-19's translation of file after
// mlir-opt-19 --reconcile-unrealized-casts, for an input with unrealized
// casts; ok is false when file has none or either tool fails.
func reconciledOracle(t *testing.T, oracle, file string) (res result, ok bool) {
	t.Helper()
	data, err := os.ReadFile(file)
	if err != nil || !bytes.Contains(data, []byte("builtin.unrealized_conversion_cast")) {
		return res, false
	}
	mlirOpt := filepath.Join(filepath.Dir(oracle), "mlir-opt")
	release := acquire()
	r := runTool(t, mlirOpt, []string{"--allow-unregistered-dialect", "--reconcile-unrealized-casts", file}, nil)
	release()
	if r.code != 0 {
		return res, false
	}
	in := filepath.Join(t.TempDir(), filepath.Base(file))
	if err := os.WriteFile(in, r.stdout, 0o644); err != nil {
		t.Fatal(err)
	}
	release = acquire()
	res = runTool(t, oracle, []string{"--mlir-to-llvmir", "--allow-unregistered-dialect", in}, nil)
	release()
	return res, res.code == 0
}

// translateBoth translates one input file with the oracle and with gpuc.
// It returns the two LLVM IR texts when both succeed; when the oracle
// rejects the input, gpuc must reject it as well (ok is then false).
func translateBoth(t *testing.T, oracle, file string) (want, got []byte, ok bool) {
	t.Helper()
	args := []string{"--mlir-to-llvmir", "--allow-unregistered-dialect", file}
	release := acquire()
	w := runTool(t, oracle, args, nil)
	g := runGpuc(t, append([]string{"translate"}, args...), nil)
	release()
	if w.code < 0 {
		// mlir-translate-19 crashes on a few valid inputs (a switch without
		// cases); there is nothing to compare with.
		t.Skipf("mlir-translate-19 crashes on %s (an MLIR 19 bug): gpuc's output is not compared", file)
	}
	switch {
	case w.code != 0 && g.code != 0:
		t.Logf("both reject %s (exit %d, %d):\n%s", file, w.code, g.code, clip(w.stderr, 8))
		castErr := []byte("LLVM Translation failed for operation: builtin.unrealized_conversion_cast")
		if bytes.Contains(w.stderr, castErr) && bytes.Contains(g.stderr, castErr) {
			// gpuc folds the round-trip casts mlir-translate-19 stops at
			// and reports the first cast it cannot fold, further on.
			return nil, nil, false
		}
		if !bytes.Equal(normaliseDiags(w.stderr), normaliseDiags(g.stderr)) {
			t.Errorf("diagnostics differ:\n--- mlir-translate-19\n%s--- gpuc\n%s", clip(w.stderr, 20), clip(g.stderr, 20))
		}
		return nil, nil, false
	case w.code != 0:
		reconciled, ok := reconciledOracle(t, oracle, file)
		if reconciled.code < 0 {
			t.Skipf("mlir-translate-19 crashes on %s after reconcile-unrealized-casts (an MLIR 19 bug): gpuc's output is not compared", file)
		}
		if !ok {
			t.Fatalf("mlir-translate-19 rejects %s but gpuc translates it:\n%s", file, clip(w.stderr, 20))
		}
		// gpuc folds round-trip unrealized casts (as gpu-to-llvm leaves
		// them) where mlir-translate-19 rejects them: its output must be
		// the oracle's on the input reconcile-unrealized-casts made.
		w = reconciled
	case g.code != 0:
		t.Fatalf("gpuc rejects %s (exit %d), mlir-translate-19 translates it:\n%s", file, g.code, clip(g.stderr, 20))
	}
	if !bytes.Equal(w.stdout, g.stdout) {
		t.Logf("LLVM IR text differs from mlir-translate-19's: %s", firstDiff(w.stdout, g.stdout))
	}
	return w.stdout, g.stdout, true
}

// compareAsm compiles both modules with llc and requires identical
// assembly. With lenient, a module llc cannot compile from the oracle's
// output (generated code the backend does not support) is not compared.
func compareAsm(t *testing.T, llc string, flags []string, want, got []byte, lenient bool) {
	t.Helper()
	release := acquire()
	defer release()
	args := append(append([]string{}, flags...), "-o", "-")
	w := runTool(t, llc, args, want)
	if w.code != 0 && lenient {
		t.Logf("llc-19 %s rejects mlir-translate-19's output, assembly not compared:\n%s", strings.Join(flags, " "), clip(w.stderr, 5))
		return
	}
	if w.code != 0 {
		t.Fatalf("llc-19 %s rejects mlir-translate-19's output:\n%s", strings.Join(flags, " "), clip(w.stderr, 20))
	}
	g := runTool(t, llc, args, got)
	if g.code != 0 {
		t.Fatalf("llc-19 %s rejects gpuc's output:\n%s", strings.Join(flags, " "), clip(g.stderr, 20))
	}
	if !bytes.Equal(w.stdout, g.stdout) {
		t.Errorf("llc-19 %s assembly differs: %s", strings.Join(flags, " "), firstDiff(w.stdout, g.stdout))
	}
}

// compareNormalised requires both modules to print alike through opt -S
// (which also checks that gpuc's text is valid LLVM IR).
func compareNormalised(t *testing.T, opt string, want, got []byte) {
	t.Helper()
	release := acquire()
	defer release()
	w := runTool(t, opt, []string{"-S", "-o", "-"}, want)
	if w.code != 0 {
		t.Fatalf("opt-19 rejects mlir-translate-19's output:\n%s", clip(w.stderr, 20))
	}
	g := runTool(t, opt, []string{"-S", "-o", "-"}, got)
	if g.code != 0 {
		t.Fatalf("opt-19 rejects gpuc's output:\n%s\n--- gpuc's output:\n%s", clip(g.stderr, 20), clip(got, 60))
	}
	if wn, gn := stripHeader(w.stdout), stripHeader(g.stdout); !bytes.Equal(wn, gn) {
		t.Errorf("opt-19 -S of the two translations differs: %s", firstDiff(wn, gn))
	}
}

// registeredDialects is the list in MLIR's note on an op of an unknown
// dialect; gpuc lists the dialects it has, a subset of mlir-translate's.
var registeredDialects = regexp.MustCompile(`Registered dialects: [^;]*;`)

// normaliseDiags hides the one part of the diagnostics that may rightly
// differ: the list of registered dialects.
func normaliseDiags(b []byte) []byte {
	return registeredDialects.ReplaceAll(b, []byte("Registered dialects: ...;"))
}

// stripHeader drops the lines naming the module's source, which name the
// file opt read.
func stripHeader(b []byte) []byte {
	var out bytes.Buffer
	for _, l := range bytes.SplitAfter(b, []byte("\n")) {
		if bytes.HasPrefix(l, []byte("; ModuleID = ")) || bytes.HasPrefix(l, []byte("source_filename = ")) {
			continue
		}
		out.Write(l)
	}
	return out.Bytes()
}

// firstDiff describes the first line where want and got differ.
func firstDiff(want, got []byte) string {
	wl := strings.Split(string(want), "\n")
	gl := strings.Split(string(got), "\n")
	for i := 0; i < max(len(wl), len(gl)); i++ {
		var w, g string
		if i < len(wl) {
			w = wl[i]
		}
		if i < len(gl) {
			g = gl[i]
		}
		if w != g || i >= len(wl) || i >= len(gl) {
			return fmt.Sprintf("first difference at line %d:\n  want: %q\n  got:  %q", i+1, w, g)
		}
	}
	return "no line differs"
}

// clip keeps the first n lines of b.
func clip(b []byte, n int) string {
	lines := strings.SplitAfter(string(b), "\n")
	if len(lines) > n {
		return strings.Join(lines[:n], "") + fmt.Sprintf("... (%d more lines)\n", len(lines)-n)
	}
	return string(b)
}

// ---------------------------------------------------------------------------
// Tests

// TestDeviceKernels compiles both translations of each GPU module with llc.
func TestDeviceKernels(t *testing.T) {
	oracle := requireTool(t, "mlir-translate")
	llc := requireTool(t, "llc")
	files := kernelFiles(t)
	for _, f := range glob(t, filepath.Join("testdata", "*.mlir")) {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if bytes.Contains(data, []byte(`"nvptx64-`)) || bytes.Contains(data, []byte(`"amdgcn-`)) {
			files = append(files, f)
		}
	}
	for _, file := range files {
		t.Run(name(file), func(t *testing.T) {
			t.Parallel()
			want, got, ok := translateBoth(t, oracle, file)
			if !ok {
				return
			}
			flags := target(file, want)
			if flags == nil {
				t.Fatalf("%s: no GPU target (neither .nvvm./.rocdl. in the name nor an nvptx/amdgcn triple)", file)
			}
			compareAsm(t, llc, flags, want, got, false)
		})
	}
}

// TestCorpus compares the normalised translations of testdata/*.mlir.
func TestCorpus(t *testing.T) {
	oracle := requireTool(t, "mlir-translate")
	opt := requireTool(t, "opt")
	files := glob(t, filepath.Join("testdata", "*.mlir"))
	if len(files) == 0 {
		t.Fatal("no testdata/*.mlir")
	}
	for _, file := range files {
		t.Run(name(file), func(t *testing.T) {
			t.Parallel()
			want, got, ok := translateBoth(t, oracle, file)
			if !ok {
				t.Fatalf("corpus bug: mlir-translate-19 rejects %s; fix the file", file)
			}
			compareNormalised(t, opt, want, got)
		})
	}
}

// lowersToLLVM reports whether a lower/ file's passes make LLVM dialect
// (gpu-to-llvm); the others (gpu-kernel-outlining, gpu-async-region) leave
// host code mlir-translate does not take.
func lowersToLLVM(flags []string) bool {
	for _, f := range flags {
		if strings.HasPrefix(f, "--gpu-to-llvm") || strings.HasPrefix(f, "-gpu-to-llvm") {
			return true
		}
	}
	return false
}

// TestHostModules lowers each test/diff/lower file with gpuc's
// --gpu-to-llvm and compares the translations of every lowered chunk.
func TestHostModules(t *testing.T) {
	oracle := requireTool(t, "mlir-translate")
	opt := requireTool(t, "opt")
	files := glob(t, filepath.Join("..", "lower", "*.mlir"))
	if len(files) == 0 {
		t.Fatal("no ../lower/*.mlir")
	}
	dir := t.TempDir()
	for _, file := range files {
		t.Run(name(file), func(t *testing.T) {
			t.Parallel()
			flags := lowerFlags(t, file)
			if !lowersToLLVM(flags) {
				// Other passes (--convert-scf-to-cf, outlining) leave ops
				// that are not the LLVM dialect: no host module to translate.
				t.Skipf("%s is not lowered to the LLVM dialect (%s)", file, strings.Join(flags, " "))
			}
			args := append([]string{"opt", "--allow-unregistered-dialect", "--split-input-file"}, flags...)
			release := acquire()
			lowered := runGpuc(t, append(args, file), nil)
			release()
			// Chunks that do not lower (inputs written to fail) print
			// nothing; the others are host modules.
			n := 0
			for i, chunk := range strings.Split(string(lowered.stdout), "// -----\n") {
				if strings.TrimSpace(chunk) == "" {
					continue
				}
				n++
				in := filepath.Join(dir, fmt.Sprintf("%s.%d.mlir", name(file), i))
				if err := os.WriteFile(in, []byte(chunk), 0o644); err != nil {
					t.Fatal(err)
				}
				t.Run(strconv.Itoa(i), func(t *testing.T) {
					want, got, ok := translateBoth(t, oracle, in)
					if ok {
						compareNormalised(t, opt, want, got)
					}
				})
			}
			if n == 0 {
				t.Skipf("gpuc lowers no chunk of %s:\n%s", file, clip(lowered.stderr, 10))
			}
		})
	}
}

// lowerFlags reads a lower file's `// FLAGS:` line (default --gpu-to-llvm),
// as test/diff does.
func lowerFlags(t *testing.T, file string) []string {
	t.Helper()
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

// TestDiagnostics runs errors/*.mlir (inputs mlir-translate-19 rejects, in
// chunks, with good chunks among them) through both tools from this folder,
// with --split-input-file, with and without --mlir-print-debuginfo, and
// requires the same stdout, the same diagnostics and the same exit status.
// A file's first line `// FLAGS: ...` adds flags.
func TestDiagnostics(t *testing.T) {
	oracle := requireTool(t, "mlir-translate")
	files := glob(t, filepath.Join("errors", "*.mlir"))
	if len(files) == 0 {
		t.Fatal("no errors/*.mlir")
	}
	for _, file := range files {
		for _, extra := range [][]string{nil, {"--mlir-print-debuginfo"}} {
			sub := name(file)
			if extra != nil {
				sub += "/debuginfo"
			}
			t.Run(sub, func(t *testing.T) {
				t.Parallel()
				data, err := os.ReadFile(file)
				if err != nil {
					t.Fatal(err)
				}
				args := []string{"--mlir-to-llvmir", "--split-input-file"}
				first, _, _ := strings.Cut(string(data), "\n")
				if rest, ok := strings.CutPrefix(first, "// FLAGS:"); ok {
					args = append(args, strings.Fields(rest)...)
				}
				args = append(append(args, extra...), file)
				release := acquire()
				w := runTool(t, oracle, args, nil)
				g := runGpuc(t, append([]string{"translate"}, args...), nil)
				release()
				if w.code < 0 {
					t.Skipf("mlir-translate-19 crashes on %s", file)
				}
				if w.code != g.code {
					t.Errorf("exit status %d, mlir-translate-19's %d", g.code, w.code)
				}
				if !bytes.Equal(w.stdout, g.stdout) {
					t.Errorf("stdout differs: %s", firstDiff(w.stdout, g.stdout))
				}
				if wn, gn := normaliseDiags(w.stderr), normaliseDiags(g.stderr); !bytes.Equal(wn, gn) {
					t.Errorf("diagnostics differ: %s", firstDiff(wn, gn))
				}
			})
		}
	}
}
