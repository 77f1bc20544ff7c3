package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func run(t *testing.T, stdin string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errb bytes.Buffer
	code = Run(args, strings.NewReader(stdin), &out, &errb)
	return code, out.String(), errb.String()
}

// TestOutputFileOnlyOnSuccess checks that -o leaves no file (and no temp
// file) behind when the input is rejected, and writes it when accepted.
func TestOutputFileOnlyOnSuccess(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "out.mlir")
	code, _, stderr := run(t, `"a.b"(`, "opt", "--allow-unregistered-dialect", "-o", out, "-")
	if code != 1 || !strings.Contains(stderr, "<stdin>:1:6: error: expected ')' to end operand list") {
		t.Fatalf("bad input: code %d, stderr %q", code, stderr)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 0 {
		t.Fatalf("failed run left files behind: %v", entries)
	}
	code, _, stderr = run(t, `"a.b"() : () -> ()`, "opt", "--allow-unregistered-dialect", "-o", out, "-")
	if code != 0 {
		t.Fatalf("good input: code %d, stderr %q", code, stderr)
	}
	data, err := os.ReadFile(out)
	if err != nil || string(data) != "module {\n  \"a.b\"() : () -> ()\n}\n\n" {
		t.Fatalf("output file: %q, %v", data, err)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Fatalf("temp files left behind: %v", entries)
	}
}

// TestUnknownFlagAndCommand checks the errors for bad command lines.
func TestUnknownFlagAndCommand(t *testing.T) {
	if code, _, stderr := run(t, "", "opt", "--no-such-flag"); code != 1 || !strings.Contains(stderr, "unknown command line argument '--no-such-flag'") {
		t.Fatalf("unknown flag: code %d, stderr %q", code, stderr)
	}
	if code, _, stderr := run(t, "", "frobnicate"); code != 1 || !strings.Contains(stderr, `unknown command "frobnicate"`) {
		t.Fatalf("unknown command: code %d, stderr %q", code, stderr)
	}
	if code, stdout, _ := run(t, "", "help"); code != 0 || !strings.Contains(stdout, "gpuc opt") {
		t.Fatalf("help: code %d, stdout %q", code, stdout)
	}
}

// TestUnregisteredDialectRejected checks the error for an unknown dialect
// without --allow-unregistered-dialect.
func TestUnregisteredDialectRejected(t *testing.T) {
	code, _, stderr := run(t, `"foo.bar"() : () -> ()`, "opt", "-")
	if code != 1 || !strings.Contains(stderr, "operation being parsed with an unregistered dialect") {
		t.Fatalf("code %d, stderr %q", code, stderr)
	}
}
