package cli

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const trivialLLVM = "llvm.func @f() {\n  llvm.return\n}\n"

// requireTranslator skips tests that need real LLVM IR output while the
// translator or the printer is still missing from this build.
func requireTranslator(t *testing.T) {
	t.Helper()
	code, _, stderr := run(t, trivialLLVM, "translate", "--mlir-to-llvmir", "-")
	if code != 0 && strings.Contains(stderr, "not implemented") {
		t.Skipf("translator not available yet: %s", strings.TrimSpace(stderr))
	}
}

// TestTranslateNeedsTranslationFlag checks that a missing --mlir-to-llvmir
// fails with mlir-translate's words and says what to pass.
func TestTranslateNeedsTranslationFlag(t *testing.T) {
	code, stdout, stderr := run(t, trivialLLVM, "translate", "-")
	if code != 1 || stdout != "" ||
		!strings.Contains(stderr, "Translations to perform option: must be specified at least once!") ||
		!strings.Contains(stderr, "--mlir-to-llvmir") {
		t.Fatalf("code %d, stdout %q, stderr %q", code, stdout, stderr)
	}
}

// TestTranslateHelp checks both ways of asking for translate's help.
func TestTranslateHelp(t *testing.T) {
	for _, args := range [][]string{{"help", "translate"}, {"translate", "--help"}, {"translate", "-h"}} {
		code, stdout, _ := run(t, "", args...)
		if code != 0 || !strings.Contains(stdout, "--mlir-to-llvmir") || !strings.Contains(stdout, "--split-input-file") {
			t.Fatalf("%v: code %d, stdout %q", args, code, stdout)
		}
	}
	if _, stdout, _ := run(t, "", "help"); !strings.Contains(stdout, "gpuc translate") {
		t.Fatalf("gpuc help does not mention translate: %q", stdout)
	}
}

// TestTranslateBadArguments checks unknown flags, extra inputs and a
// missing input file (worded as LLVM's tools word it).
func TestTranslateBadArguments(t *testing.T) {
	if code, _, stderr := run(t, "", "translate", "--mlir-to-llvmir", "--frob"); code != 1 || !strings.Contains(stderr, "unknown command line argument '--frob'") {
		t.Fatalf("unknown flag: code %d, stderr %q", code, stderr)
	}
	if code, _, stderr := run(t, "", "translate", "--mlir-to-llvmir", "a", "b"); code != 1 || !strings.Contains(stderr, "too many positional arguments") {
		t.Fatalf("two inputs: code %d, stderr %q", code, stderr)
	}
	missing := filepath.Join(t.TempDir(), "missing.mlir")
	code, _, stderr := run(t, "", "translate", "--mlir-to-llvmir", missing)
	if want := "cannot open input file '" + missing + "': No such file or directory\n"; code != 1 || stderr != want {
		t.Fatalf("missing input: code %d, stderr %q, want %q", code, stderr, want)
	}
}

// TestTranslateParseErrorLeavesNoFile checks that input that does not parse
// gives a located error and no output file.
func TestTranslateParseErrorLeavesNoFile(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "out.ll")
	code, stdout, stderr := run(t, "llvm.func @f() { llvm.return %x : i32 }", "translate", "--mlir-to-llvmir", "-o", out, "-")
	if code != 1 || stdout != "" || !strings.Contains(stderr, "<stdin>:1:30: error: use of undeclared SSA value name") {
		t.Fatalf("code %d, stdout %q, stderr %q", code, stdout, stderr)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 0 {
		t.Fatalf("failed run left files behind: %v", entries)
	}
}

// TestTranslateVerifyDiagnosticsOnParse checks that --verify-diagnostics
// accepts an expected parse error.
func TestTranslateVerifyDiagnosticsOnParse(t *testing.T) {
	in := "// expected-error @below {{use of undeclared SSA value name}}\nllvm.func @f() { llvm.return %x : i32 }\n"
	if code, _, stderr := run(t, in, "translate", "--mlir-to-llvmir", "--verify-diagnostics", "-"); code != 0 {
		t.Fatalf("code %d, stderr %q", code, stderr)
	}
}

// TestTranslateOutput checks a real translation to stdout and to -o.
func TestTranslateOutput(t *testing.T) {
	requireTranslator(t)
	code, stdout, stderr := run(t, trivialLLVM, "translate", "--mlir-to-llvmir", "-")
	if code != 0 || stderr != "" || !strings.HasPrefix(stdout, "; ModuleID = 'LLVMDialectModule'\n") || !strings.Contains(stdout, "define void @f() {\n  ret void\n}\n") {
		t.Fatalf("code %d, stderr %q, stdout:\n%s", code, stderr, stdout)
	}
	dir := t.TempDir()
	out := filepath.Join(dir, "out.ll")
	if code, _, stderr := run(t, trivialLLVM, "translate", "--mlir-to-llvmir", "-o", out, "-"); code != 0 {
		t.Fatalf("-o: code %d, stderr %q", code, stderr)
	}
	if data, err := os.ReadFile(out); err != nil || string(data) != stdout {
		t.Fatalf("-o wrote %q (%v), stdout had %q", data, err, stdout)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Fatalf("temp files left behind: %v", entries)
	}
}

// TestTranslateSplitJoin checks how chunk outputs are joined: by an empty
// line, or by --output-split-marker and a newline; a failing chunk prints
// nothing, fails the run, but the others are still translated.
func TestTranslateSplitJoin(t *testing.T) {
	requireTranslator(t)
	in := "llvm.func @a() {\n  llvm.return\n}\n// -----\nllvm.func @b() {\n  %0 = gpu.thread_id x\n  llvm.return\n}\n// -----\nllvm.func @c() {\n  llvm.return\n}\n"
	_, one, _ := run(t, trivialLLVM, "translate", "--mlir-to-llvmir", "-")
	code, stdout, stderr := run(t, in, "translate", "--mlir-to-llvmir", "--split-input-file", "-")
	if code != 1 || !strings.Contains(stderr, "error: unsupported GPU operation: gpu.thread_id") {
		t.Fatalf("code %d, stderr %q", code, stderr)
	}
	a := strings.Replace(one, "@f()", "@a()", 1)
	c := strings.Replace(one, "@f()", "@c()", 1)
	if want := a + "\n" + "\n" + c; stdout != want {
		t.Fatalf("joined output:\n%s\nwant:\n%s", stdout, want)
	}
	_, stdout, _ = run(t, in, "translate", "--mlir-to-llvmir", "--split-input-file", "--output-split-marker=; ---", "-")
	if want := a + "; ---\n" + "; ---\n" + c; stdout != want {
		t.Fatalf("joined output with a marker:\n%s\nwant:\n%s", stdout, want)
	}
}

// TestTranslateVerifierHook checks that VerifyLLVMIR sees the module text
// and that its failure fails the run without writing the output.
func TestTranslateVerifierHook(t *testing.T) {
	requireTranslator(t)
	var seen string
	VerifyLLVMIR = func(text []byte) error {
		seen = string(text)
		return errors.New("Both operands to a binary operator are not of the same type!")
	}
	defer func() { VerifyLLVMIR = nil }()
	dir := t.TempDir()
	out := filepath.Join(dir, "out.ll")
	code, _, stderr := run(t, trivialLLVM, "translate", "--mlir-to-llvmir", "-o", out, "-")
	if code != 1 || stderr != "Both operands to a binary operator are not of the same type!\n" || !strings.Contains(seen, "define void @f()") {
		t.Fatalf("code %d, stderr %q, verifier saw %q", code, stderr, seen)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 0 {
		t.Fatalf("failed run left files behind: %v", entries)
	}
	VerifyLLVMIR = func([]byte) error { return nil }
	if code, stdout, stderr := run(t, trivialLLVM, "translate", "--mlir-to-llvmir", "-"); code != 0 || !strings.Contains(stdout, "define void @f()") {
		t.Fatalf("passing verifier: code %d, stderr %q", code, stderr)
	}
}

// TestTranslateNoImplicitModule checks that --no-implicit-module wants one
// top-level op, as mlir-translate does.
func TestTranslateNoImplicitModule(t *testing.T) {
	code, _, stderr := run(t, trivialLLVM+trivialLLVM[:len("llvm.func @")]+"g() {\n  llvm.return\n}\n", "translate", "--mlir-to-llvmir", "--no-implicit-module", "-")
	if want := "<stdin>:0:0: error: source must contain a single top-level operation, found: 2\n"; code != 1 || stderr != want {
		t.Fatalf("code %d, stderr %q, want %q", code, stderr, want)
	}
}

// TestTranslateLoadsTranslatableDialectsOnly checks that, as in
// mlir-translate, only dialects that translate to LLVM IR are loaded.
func TestTranslateLoadsTranslatableDialectsOnly(t *testing.T) {
	code, _, stderr := run(t, "llvm.func @f() -> i32 {\n  %0 = arith.constant 1 : i32\n  llvm.return %0 : i32\n}\n", "translate", "--mlir-to-llvmir", "-")
	if code != 1 || !strings.Contains(stderr, "<stdin>:2:8: error: Dialect `arith' not found for custom op 'arith.constant'") ||
		!strings.Contains(stderr, "Registered dialects: builtin, func, gpu, llvm, nvvm, rocdl ;") {
		t.Fatalf("code %d, stderr %q", code, stderr)
	}
}
