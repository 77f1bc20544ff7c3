package diff

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// replicaCopies is how many copies of a corpus file replicate makes: more
// than the printer's threshold (two chunks of 16 ops) for printing the
// module body with several printers.
const replicaCopies = 40

var topAliasDef = regexp.MustCompile(`^[#!][\w.$-]+ = `)

// replicate turns a corpus file into a module of replicaCopies named
// modules, each holding the file's ops: the alias definitions stay at the
// top, the resources trailer at the end, and every copy has a symbol table
// of its own. It returns "" for files it cannot replicate (split inputs).
func replicate(src string) string {
	if strings.Contains(src, "// -----") {
		return ""
	}
	var defs, body []string
	trailer := ""
	if i := strings.Index(src, "{-#"); i >= 0 {
		src, trailer = src[:i], src[i:]
	}
	for _, l := range strings.Split(src, "\n") {
		if topAliasDef.MatchString(l) {
			defs = append(defs, l)
		} else {
			body = append(body, l)
		}
	}
	var b strings.Builder
	for _, d := range defs {
		b.WriteString(d + "\n")
	}
	b.WriteString("module {\n")
	for k := 1; k <= replicaCopies; k++ {
		fmt.Fprintf(&b, "module @copy%d {\n%s\n}\n", k, strings.Join(body, "\n"))
	}
	b.WriteString("}\n" + trailer)
	return b.String()
}

// TestReplicatedCorpusMatchesMLIROpt prints modules of many top-level ops,
// made from the corpus files (replicate), which gpuc prints with several
// printers at once (asm.PrintThreads), and requires mlir-opt-19's output in
// every printing mode: aliases found in any copy, their numbers and
// deferral, SSA names, distinct attributes and resources as one printer
// makes them.
func TestReplicatedCorpusMatchesMLIROpt(t *testing.T) {
	oracle := requireOracle(t)
	gpuc := requireGpuc(t)
	dir := t.TempDir()
	for _, file := range listMLIR(t, "corpus") {
		data, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		if len(data) > 16<<10 {
			continue // the large files make the copies slow, and add nothing here
		}
		text := replicate(string(data))
		if text == "" {
			continue
		}
		in := filepath.Join(dir, filepath.Base(file))
		if err := os.WriteFile(in, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		for _, fs := range flagSets {
			fs := fs
			t.Run(testName(file)+"/"+fs.name, func(t *testing.T) {
				t.Parallel()
				release := acquire()
				defer release()
				args := append(append([]string{"--allow-unregistered-dialect"}, fs.flags...), in)
				want := runTool(t, oracle, nil, args, nil)
				if want.exitCode != 0 {
					t.Skipf("mlir-opt-19 does not take the replicated file (exit status %d)", want.exitCode)
				}
				got := runGpuc(t, gpuc, args, nil)
				compareRun(t, in, fs.flags, want, got, true)
			})
		}
	}
}
