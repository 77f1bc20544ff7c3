package gpu

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// TestRunTool runs real programs as the tool: cp copies the input to the
// output (success), false fails (stepRun), true writes nothing (stepRead);
// each time the temp folder is gone afterwards.
func TestRunTool(t *testing.T) {
	for _, name := range []string{"cp", "false", "true"} {
		if _, err := exec.LookPath(name); err != nil {
			t.Skipf("needs %s on PATH", name)
		}
	}
	t.Setenv("TMPDIR", t.TempDir())
	copyArgs := func(in, out string) []string { return []string{in, out} }

	got, terr := runTool("cp", "gpuc-test-", "a.in", "a.out", []byte("kernel"), copyArgs)
	if terr != nil || string(got) != "kernel" {
		t.Errorf("cp: got %q, %+v", got, terr)
	}
	if _, terr := runTool("false", "gpuc-test-", "a.in", "a.out", nil, copyArgs); terr == nil || terr.step != stepRun {
		t.Errorf("false: %+v, want a stepRun failure", terr)
	}
	if _, terr := runTool("true", "gpuc-test-", "a.in", "a.out", nil, copyArgs); terr == nil || terr.step != stepRead {
		t.Errorf("true: %+v, want a stepRead failure", terr)
	}
	if left, _ := filepath.Glob(filepath.Join(os.Getenv("TMPDIR"), "gpuc-test-*")); len(left) > 0 {
		t.Errorf("temp folders left behind: %v", left)
	}
}

// TestFindTool checks the named paths win over PATH, in order, and that
// without a toolkit no relative path is tried.
func TestFindTool(t *testing.T) {
	dir := t.TempDir()
	a, b := filepath.Join(dir, "a"), filepath.Join(dir, "b")
	if err := os.WriteFile(b, nil, 0o700); err != nil {
		t.Fatal(err)
	}
	if got := findTool("gpuc-no-such-tool", a, b); got != b {
		t.Errorf("findTool = %q, want %q", got, b)
	}
	if got := findTool("gpuc-no-such-tool", a); got != "" {
		t.Errorf("findTool with nothing found = %q, want \"\"", got)
	}
	if got := inToolkit("", "bin", "ptxas"); got != nil {
		t.Errorf("inToolkit without a toolkit = %q, want none", got)
	}
	if got := inToolkit(dir, "bin", "ptxas"); len(got) != 1 || got[0] != filepath.Join(dir, "bin", "ptxas") {
		t.Errorf("inToolkit = %q", got)
	}
}
