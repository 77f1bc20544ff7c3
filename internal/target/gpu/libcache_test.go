package gpu

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"gpuc/internal/llvm"
)

// loaded loads path with loadLibrary into a fresh context and returns the
// module's text with every function body read.
func loaded(t *testing.T, path string) string {
	t.Helper()
	st, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	ctx := llvm.NewContext()
	defer ctx.Dispose()
	m, err := loadLibrary(ctx, path, st)
	if err != nil {
		t.Fatalf("loadLibrary(%s): %v", path, err)
	}
	defer m.Dispose()
	if err := m.Materialize(); err != nil {
		t.Fatal(err)
	}
	return m.String()
}

// bitcodeOf is the bitcode of the LLVM IR text src.
func bitcodeOf(t *testing.T, src string) []byte {
	t.Helper()
	ctx := llvm.NewContext()
	defer ctx.Dispose()
	m, err := ctx.ParseIR("lib.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	defer m.Dispose()
	return m.Bitcode()
}

// TestLibraryCache: bitcode libraries come from the process-wide copy of
// their bytes, which is read again when the file changes; LLVM IR text
// link files still load (through LLVM's file loader).
func TestLibraryCache(t *testing.T) {
	dir := t.TempDir()
	lib := filepath.Join(dir, "lib.bc")
	if err := os.WriteFile(lib, bitcodeOf(t, "define i32 @one() {\n  ret i32 1\n}\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 2; i++ {
		if got := loaded(t, lib); !strings.Contains(got, "define i32 @one()") || !strings.Contains(got, "ret i32 1") {
			t.Fatalf("load %d:\n%s", i, got)
		}
	}
	// A different library at the same path (another size) is read anew.
	if err := os.WriteFile(lib, bitcodeOf(t, "define i64 @two(i64 %x) {\n  %y = add i64 %x, 2\n  ret i64 %y\n}\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	if got := loaded(t, lib); !strings.Contains(got, "define i64 @two(i64 %x)") || strings.Contains(got, "@one") {
		t.Fatalf("after rewriting the file:\n%s", got)
	}
	text := filepath.Join(dir, "lib.ll")
	if err := os.WriteFile(text, []byte("define i32 @three() {\n  ret i32 3\n}\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	if got := loaded(t, text); !strings.Contains(got, "ret i32 3") {
		t.Fatalf("text library:\n%s", got)
	}
}
