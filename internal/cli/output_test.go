package cli

import (
	"io"
	"os"
	"path/filepath"
	"syscall"
	"testing"
)

// TestOutputToSpecialFile checks that -o naming something other than a
// regular file (here a FIFO, as /dev/null is a device) is written in place
// and left what it was: replacing it by a renamed temporary file would,
// for `-o /dev/null` run as root, replace the null device with a file.
func TestOutputToSpecialFile(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "out.fifo")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skipf("no FIFO: %v", err)
	}
	got := make(chan string, 1)
	go func() {
		f, err := os.Open(fifo)
		if err != nil {
			got <- "open: " + err.Error()
			return
		}
		defer f.Close()
		data, _ := io.ReadAll(f)
		got <- string(data)
	}()
	code, _, stderr := run(t, `"a.b"() : () -> ()`, "opt", "--allow-unregistered-dialect", "-o", fifo, "-")
	if code != 0 {
		t.Fatalf("code %d, stderr %q", code, stderr)
	}
	// Checked first: had the FIFO been replaced, its reader would wait for
	// a writer forever.
	if fi, err := os.Lstat(fifo); err != nil {
		t.Fatal(err)
	} else if fi.Mode()&os.ModeNamedPipe == 0 {
		t.Fatalf("the FIFO was replaced by a %v", fi.Mode())
	}
	if out := <-got; out != "module {\n  \"a.b\"() : () -> ()\n}\n\n" {
		t.Fatalf("read from the FIFO: %q", out)
	}
}
