package diag

import (
	"strings"
	"testing"
)

// The chunk boundaries and warnings were observed with
//
//	mlir-opt-19 --split-input-file --allow-unregistered-dialect sp.mlir
//
// (each chunk's output or error shows where it starts and how it is named).
func TestSplit(t *testing.T) {
	type chunk struct{ name, data string }
	tests := []struct {
		src      string
		chunks   []chunk
		warnings string
	}{
		{
			src: "\"x.a\"() : () -> ()\n// -----\n\"x.b\"() : () -> ()\n\n// -----\n\"x.c\"() : () -> ()\n",
			chunks: []chunk{
				{"within split at sp.mlir:1 offset ", "\"x.a\"() : () -> ()\n"},
				{"within split at sp.mlir:2 offset ", "\n\"x.b\"() : () -> ()\n\n"},
				{"within split at sp.mlir:5 offset ", "\n\"x.c\"() : () -> ()\n"},
			},
		},
		{
			// Trailing spaces after the marker are fine; a marker at the very
			// end of the file is a near miss.
			src: "\"x.a\"() : () -> ()\n// -----\n\"x.b\"(\n// -----   \n\"x.c\"() : () -> ()\n// -----",
			chunks: []chunk{
				{"within split at sp.mlir:1 offset ", "\"x.a\"() : () -> ()\n"},
				{"within split at sp.mlir:2 offset ", "\n\"x.b\"(\n"},
				{"within split at sp.mlir:4 offset ", "   \n\"x.c\"() : () -> ()\n// -----"},
			},
			warnings: "sp.mlir:6:7: warning: near miss with file split marker\n// -----\n      ^\n",
		},
		{
			// "// ------" splits (MLIR checks for '0', not '-').
			src: "\"x.a\"() : () -> ()\n// ------\n\"x.b\"() : () -> ()\n// -----0\n\"x.c\"() : () -> ()\n//-----\n// --- \n\"x.d\"(\n",
			chunks: []chunk{
				{"within split at sp.mlir:1 offset ", "\"x.a\"() : () -> ()\n"},
				{"within split at sp.mlir:2 offset ", "-\n\"x.b\"() : () -> ()\n// -----0\n\"x.c\"() : () -> ()\n//-----\n// --- \n\"x.d\"(\n"},
			},
			warnings: "sp.mlir:4:7: warning: near miss with file split marker\n// -----0\n      ^\n" +
				"sp.mlir:7:7: warning: near miss with file split marker\n// --- \n      ^\n",
		},
		{src: ""},
		{
			// A leading marker is not checked: the first chunk keeps its "--".
			src:    "// -----\n\"x.a\"() : () -> ()\n",
			chunks: []chunk{{"within split at sp.mlir:1 offset ", "--\n\"x.a\"() : () -> ()\n"}},
		},
		{
			src: "\"x.a\"() : () -> ()\n// -----\n",
			chunks: []chunk{
				{"within split at sp.mlir:1 offset ", "\"x.a\"() : () -> ()\n"},
				{"within split at sp.mlir:2 offset ", "\n"},
			},
		},
		{
			src: "\"x.a\"() : () -> ()\n// ---// -----\"x.b\"(\n",
			chunks: []chunk{
				{"within split at sp.mlir:1 offset ", "\"x.a\"() : () -> ()\n// ---"},
				{"within split at sp.mlir:2 offset ", "\"x.b\"(\n"},
			},
			warnings: "sp.mlir:2:7: warning: near miss with file split marker\n// ---// -----\"x.b\"(\n      ^\n",
		},
		{
			src:    "// ---// ---x",
			chunks: []chunk{{"within split at sp.mlir:1 offset ", "x"}},
		},
		{
			src: "A// -----// -----B",
			chunks: []chunk{
				{"within split at sp.mlir:1 offset ", "A// -----"},
				{"within split at sp.mlir:1 offset ", "B"},
			},
			warnings: "sp.mlir:1:8: warning: near miss with file split marker\nA// -----// -----B\n       ^\n",
		},
		{
			src: "\n// -----\n// -----\n\"x.d\"(\n",
			chunks: []chunk{
				{"within split at sp.mlir:1 offset ", "\n"},
				{"within split at sp.mlir:2 offset ", "\n"},
				{"within split at sp.mlir:3 offset ", "\n\"x.d\"(\n"},
			},
		},
		{
			src: "\"x.a\"() : () -> ()\r\n// -----\r\n\r\n\"x.b\"(\r\n",
			chunks: []chunk{
				{"within split at sp.mlir:1 offset ", "\"x.a\"() : () -> ()\r\n"},
				{"within split at sp.mlir:2 offset ", "\r\n\r\n\"x.b\"(\r\n"},
			},
		},
	}
	for i, tc := range tests {
		b := NewBuffer("sp.mlir", []byte(tc.src))
		chunks, warnings := Split(b)
		var got []chunk
		for _, c := range chunks {
			got = append(got, chunk{c.Name, string(c.Data)})
		}
		if len(got) != len(tc.chunks) {
			t.Errorf("%d: got %d chunks %q, want %q", i, len(got), got, tc.chunks)
			continue
		}
		for j := range got {
			if got[j] != tc.chunks[j] {
				t.Errorf("%d: chunk %d = %q, want %q", i, j, got[j], tc.chunks[j])
			}
		}
		var sb strings.Builder
		sm := NewSourceMgr(b)
		for _, w := range warnings {
			sm.Print(&sb, w)
		}
		if sb.String() != tc.warnings {
			t.Errorf("%d: warnings\n%q\nwant\n%q", i, sb.String(), tc.warnings)
		}
	}
}

func TestSplitWith(t *testing.T) {
	b := NewBuffer("f", []byte("a\n//==\nb\n"))
	if c, w := SplitWith(b, ""); len(c) != 1 || c[0] != b || w != nil {
		t.Errorf("empty marker: %v %v", c, w)
	}
	c, w := SplitWith(b, "//==")
	if len(c) != 2 || string(c[0].Data) != "a\n" || string(c[1].Data) != "\nb\n" || c[1].Name != "within split at f:2 offset " || w != nil {
		t.Errorf("custom marker: %d chunks, %v", len(c), w)
	}
}

// The chunk's errors print with the chunk's name and relative lines:
//
//	mlir-opt-19 --split-input-file --allow-unregistered-dialect sp.mlir
func TestSplitChunkDiagnostic(t *testing.T) {
	chunks, _ := Split(NewBuffer("sp.mlir", []byte("\"x.a\"() : () -> ()\r\n// -----\r\n\r\n\"x.b\"(\r\n")))
	c := chunks[1]
	line, col := c.LineCol(strings.Index(string(c.Data), "(") + 1)
	sm := NewSourceMgr(c)
	got := sm.Format(Diagnostic{Sev: Error, Loc: Loc{File: c.Name, Line: line, Col: col}, Msg: "expected ')' to end operand list"})
	want := "within split at sp.mlir:2 offset :3:7: error: expected ')' to end operand list\n\"x.b\"(\n      ^\n"
	if got != want {
		t.Errorf("got\n%q\nwant\n%q", got, want)
	}
}
