package diag

import (
	"testing"
)

func TestLineCol(t *testing.T) {
	// cr.mlir of TestPrint: mlir-opt-19 reports %x (offset 26) at 1:27.
	b := NewBuffer("x", []byte("func.func @f() {\r  return %x : i32 }\n\t\u00e9z\n"))
	tests := []struct{ off, line, col int }{
		{0, 1, 1}, {16, 1, 17}, {26, 1, 27}, {36, 1, 37},
		{37, 2, 1}, {38, 2, 2}, {40, 2, 4}, {41, 2, 5}, {42, 3, 1},
	}
	for _, tc := range tests {
		if l, c := b.LineCol(tc.off); l != tc.line || c != tc.col {
			t.Errorf("LineCol(%d) = %d:%d, want %d:%d", tc.off, l, c, tc.line, tc.col)
		}
	}
	if n := b.NumLines(); n != 3 {
		t.Errorf("NumLines = %d", n)
	}
	for n, want := range map[int]string{0: "", 1: "func.func @f() {\r  return %x : i32 }", 2: "\t\u00e9z", 3: "", 4: ""} {
		if got := string(b.Line(n)); got != want {
			t.Errorf("Line(%d) = %q, want %q", n, got, want)
		}
	}
	if b.Line(3) == nil || b.Line(4) != nil {
		t.Errorf("Line(3) should be empty, Line(4) nil")
	}
}

// Valid positions per FindLocForLineAndColumn; compare m5.err, where
// mlir-opt-19 shows no source line for the invalid ones.
func TestOffset(t *testing.T) {
	b := NewBuffer("tabs.txt", []byte("a\tb\tc\n\t\tx\n  \u00e9 x\nab\r\ncd\n1234567\tZ\n\nlast"))
	tests := []struct {
		line, col int
		off       int // -1: invalid
	}{
		{1, 1, 0}, {1, 5, 4}, {1, 6, 5}, {1, 7, -1}, {2, 4, 9}, {2, 5, -1},
		{4, 3, 19}, {4, 4, -1}, {7, 1, 34}, {7, 2, -1}, {8, 5, 39}, {8, 6, -1},
		{9, 1, -1}, {0, 1, -1}, {1, 0, -1},
	}
	for _, tc := range tests {
		off, ok := b.Offset(tc.line, tc.col)
		if !ok {
			off = -1
		}
		if off != tc.off {
			t.Errorf("Offset(%d, %d) = %d, want %d", tc.line, tc.col, off, tc.off)
		}
	}
}
