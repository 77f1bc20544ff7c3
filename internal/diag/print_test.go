package diag

import (
	"testing"
)

const seeOp = "see current operation: \n"

// Each want was captured with `mlir-opt-19 FILE.mlir 2>&1` (cwd holding
// the files), FILE.mlir holding src.
func TestPrint(t *testing.T) {
	const regionErr = "'builtin.module' op region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks"
	const moduleOp = "\"builtin.module\"() ({\n}) {x} : () -> ()"
	eSrc := "\"builtin.module\"() ({}) {x} : () -> () loc(\"foo\")\n"
	tests := []struct {
		name  string
		src   string
		other map[string]string // files on disk
		d     Diagnostic
		want  string
	}{
		{
			name: "a",
			src:  "\"a.b\"(\n",
			d:    Diagnostic{Sev: Error, Loc: Loc{File: "a.mlir", Line: 1, Col: 6}, Msg: "operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used"},
			want: "a.mlir:1:6: error: operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used\n\"a.b\"(\n     ^\n",
		},
		{
			name: "b",
			src:  "func.func @f() {\n  return %x : i32\n}\n",
			d:    Diagnostic{Sev: Error, Loc: Loc{File: "b.mlir", Line: 2, Col: 10}, Msg: "use of undeclared SSA value name"},
			want: "b.mlir:2:10: error: use of undeclared SSA value name\n  return %x : i32\n         ^\n",
		},
		{
			// A note at the same location as the diagnostic has no source line.
			name: "c",
			src:  "module attributes {x} {}\n",
			d: Diagnostic{Sev: Error, Loc: Loc{File: "c.mlir", Line: 1, Col: 1},
				Msg:   "'builtin.module' op can only contain attributes with dialect-prefixed names, found: 'x'",
				Notes: []Diagnostic{{Sev: Note, Loc: Loc{File: "c.mlir", Line: 1, Col: 1}, Msg: seeOp + "\"builtin.module\"() ({\n^bb0:\n}) {x} : () -> ()"}}},
			want: "c.mlir:1:1: error: 'builtin.module' op can only contain attributes with dialect-prefixed names, found: 'x'\nmodule attributes {x} {}\n^\n" +
				"c.mlir:1:1: note: see current operation: \n\"builtin.module\"() ({\n^bb0:\n}) {x} : () -> ()\n",
		},
		{
			name: "d", // loc(unknown)
			src:  "\"builtin.module\"() ({}) {x} : () -> () loc(unknown)\n",
			d:    Diagnostic{Sev: Error, Msg: regionErr, Notes: []Diagnostic{{Sev: Note, Msg: seeOp + moduleOp}}},
			want: "<unknown>:0: error: " + regionErr + "\n<unknown>:0: note: " + seeOp + moduleOp + "\n",
		},
		{
			name: "e", // loc("foo")
			src:  eSrc,
			d: Diagnostic{Sev: Error, Loc: Loc{Desc: `loc("foo")`}, Msg: regionErr,
				Notes: []Diagnostic{{Sev: Note, Loc: Loc{Desc: `loc("foo")`}, Msg: seeOp + moduleOp}}},
			want: "<unknown>:0: error: loc(\"foo\"): " + regionErr + "\n<unknown>:0: note: loc(\"foo\"): " + seeOp + moduleOp + "\n",
		},
		{
			// loc("foo"("e.mlir":1:3)) in f.mlir: e.mlir is read from disk.
			name:  "f",
			src:   "\"builtin.module\"() ({}) {x} : () -> () loc(\"foo\"(\"e.mlir\":1:3))\n",
			other: map[string]string{"e.mlir": eSrc},
			d: Diagnostic{Sev: Error, Loc: Loc{File: "e.mlir", Line: 1, Col: 3}, Msg: regionErr,
				Notes: []Diagnostic{{Sev: Note, Loc: Loc{File: "e.mlir", Line: 1, Col: 3}, Msg: seeOp + moduleOp}}},
			want: "e.mlir:1:3: error: " + regionErr + "\n" + eSrc + "  ^\ne.mlir:1:3: note: " + seeOp + moduleOp + "\n",
		},
		{
			// callsite(#a at #b): the first note is compared with the caller,
			// so it shows its source line again.
			name: "g",
			src:  "#a = loc(\"g.mlir\":3:5)\n#b = loc(\"g.mlir\":4:2)\n\"builtin.module\"() ({}) {x} : () -> () loc(callsite(#a at #b))\n// line 4\n",
			d: Diagnostic{Sev: Error, Loc: Loc{File: "g.mlir", Line: 3, Col: 5}, Msg: regionErr,
				CalledFrom: []Loc{{File: "g.mlir", Line: 4, Col: 2}},
				Notes:      []Diagnostic{{Sev: Note, Loc: Loc{File: "g.mlir", Line: 3, Col: 5}, Msg: seeOp + moduleOp}}},
			want: "g.mlir:3:5: error: " + regionErr + "\n\"builtin.module\"() ({}) {x} : () -> () loc(callsite(#a at #b))\n    ^\n" +
				"g.mlir:4:2: note: called from\n// line 4\n ^\n" +
				"g.mlir:3:5: note: " + seeOp + moduleOp + "\n\"builtin.module\"() ({}) {x} : () -> () loc(callsite(#a at #b))\n    ^\n",
		},
		{
			name: "n1", // a note elsewhere shows its line
			src:  "func.func @f() {\n  %0 = \"x.a\"() : () -> i32\n  %0 = \"x.a\"() : () -> i32\n  return\n}\n",
			d: Diagnostic{Sev: Error, Loc: Loc{File: "n1.mlir", Line: 3, Col: 3}, Msg: "redefinition of SSA value '%0'",
				Notes: []Diagnostic{{Sev: Note, Loc: Loc{File: "n1.mlir", Line: 2, Col: 3}, Msg: "previously defined here"}}},
			want: "n1.mlir:3:3: error: redefinition of SSA value '%0'\n  %0 = \"x.a\"() : () -> i32\n  ^\nn1.mlir:2:3: note: previously defined here\n  %0 = \"x.a\"() : () -> i32\n  ^\n",
		},
		{
			// The lexer's column counts from the last '\n'; the printer
			// refuses a column with a '\r' before it.
			name: "cr",
			src:  "func.func @f() {\r  return %x : i32 }\n",
			d:    Diagnostic{Sev: Error, Loc: Loc{File: "cr.mlir", Line: 1, Col: 27}, Msg: "use of undeclared SSA value name"},
			want: "cr.mlir:1:27: error: use of undeclared SSA value name\n",
		},
		{
			name: "crlf",
			src:  "func.func @f() {\r\n  return %x : i32 }\n",
			d:    Diagnostic{Sev: Error, Loc: Loc{File: "crlf.mlir", Line: 2, Col: 10}, Msg: "use of undeclared SSA value name"},
			want: "crlf.mlir:2:10: error: use of undeclared SSA value name\n  return %x : i32 }\n         ^\n",
		},
		{
			name: "tab",
			src:  "func.func @f() {\n\treturn %x : i32 }\n",
			d:    Diagnostic{Sev: Error, Loc: Loc{File: "tab.mlir", Line: 2, Col: 9}, Msg: "use of undeclared SSA value name"},
			want: "tab.mlir:2:9: error: use of undeclared SSA value name\n        return %x : i32 }\n               ^\n",
		},
		{
			name: "utf8", // no caret line for a non-ASCII line
			src:  "func.func @f() {\n  \"x.\u00e9\"() : () -> () return %x : i32 }\n",
			d:    Diagnostic{Sev: Error, Loc: Loc{File: "utf8.mlir", Line: 2, Col: 30}, Msg: "use of undeclared SSA value name"},
			want: "utf8.mlir:2:30: error: use of undeclared SSA value name\n  \"x.\u00e9\"() : () -> () return %x : i32 }\n",
		},
		{
			name: "nofile",
			src:  "",
			d:    Diagnostic{Sev: Warning, Loc: Loc{File: "nonexist.mlir", Line: 3, Col: 4}, Msg: "w"},
			want: "nonexist.mlir:3:4: warning: w\n",
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			sm := NewSourceMgr(NewBuffer(tc.name+".mlir", []byte(tc.src)))
			sm.ReadFile = func(name string) ([]byte, error) {
				if s, ok := tc.other[name]; ok {
					return []byte(s), nil
				}
				return nil, errNotFound
			}
			if got := sm.Format(tc.d); got != tc.want {
				t.Errorf("got\n%q\nwant\n%q", got, tc.want)
			}
		})
	}
}

type notFound struct{}

func (notFound) Error() string { return "not found" }

var errNotFound error = notFound{}

func TestPrintNoteKey(t *testing.T) {
	// With Key set, a note whose resolved location equals the previous one
	// still shows its line if the unresolved locations differ.
	sm := NewSourceMgr(NewBuffer("k.mlir", []byte("abc\n")))
	d := Diagnostic{Sev: Error, Loc: Loc{File: "k.mlir", Line: 1, Col: 2, Key: `loc("n"("k.mlir":1:2))`}, Msg: "m",
		Notes: []Diagnostic{
			{Sev: Note, Loc: Loc{File: "k.mlir", Line: 1, Col: 2, Key: `loc("k.mlir":1:2)`}, Msg: "n1"},
			{Sev: Note, Loc: Loc{File: "k.mlir", Line: 1, Col: 2, Key: `loc("k.mlir":1:2)`}, Msg: "n2"},
		}}
	want := "k.mlir:1:2: error: m\nabc\n ^\nk.mlir:1:2: note: n1\nabc\n ^\nk.mlir:1:2: note: n2\n"
	if got := sm.Format(d); got != want {
		t.Errorf("got\n%q\nwant\n%q", got, want)
	}
}

func TestZeroSourceMgrDoesNotRead(t *testing.T) {
	var sm SourceMgr
	if got, want := sm.Format(Diagnostic{Sev: Remark, Loc: Loc{File: "print_test.go", Line: 1, Col: 1}, Msg: "r"}), "print_test.go:1:1: remark: r\n"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

func TestSeverityString(t *testing.T) {
	for s, want := range map[Severity]string{Error: "error", Warning: "warning", Remark: "remark", Note: "note", 7: "Severity(7)"} {
		if s.String() != want {
			t.Errorf("%d: got %q want %q", int(s), s.String(), want)
		}
	}
}
