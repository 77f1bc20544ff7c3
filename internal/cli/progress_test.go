package cli

import (
	"os"
	"path/filepath"
	"testing"
	"time"
)

// TestProgress: nothing is shown in compiling's first second; after it
// each update rewrites the line, and stop clears it.
func TestProgress(t *testing.T) {
	f, err := os.Create(filepath.Join(t.TempDir(), "tty"))
	if err != nil {
		t.Fatal(err)
	}
	p := newProgress(f)
	p.update(1, 4)
	p.start = time.Now().Add(-2 * time.Second)
	p.update(2, 4)
	p.update(3, 4)
	p.stop()
	f.Close()
	got, _ := os.ReadFile(f.Name())
	want := "\r[gpuc compile] 2/4 device objects\r[gpuc compile] 3/4 device objects\r\033[K"
	if string(got) != want {
		t.Errorf("got %q, want %q", got, want)
	}
	q := newProgress(f)
	q.update(1, 1)
	q.stop()
	if q.shown {
		t.Error("a compile under a second showed progress")
	}
}
