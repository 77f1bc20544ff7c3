package attachtarget

import (
	"os"
	"strings"
	"testing"
)

// names are the module names of testdata/regex.txt's match columns.
var names = []string{"a", "aa", "ab", "abc", "abcabc", "a_b", "A1", "x9y", "nvvm_module_1", "rocdl_module", "m", "a.b", "a-b", "a b", "a]b", "a[b", "a{b}", "a\\b", "a|b", "a(b)c", "a^b", "a$b", "a*b", "_", "0", "1a", "word x", "xy", "abab", "aba", "FOO", "xaax", "b"}

// TestRegexMatchesLLVM checks CompileRegex and MatchString against what
// mlir-opt-19's nvvm-attach-target matched with each pattern (invalid
// patterns match nothing; word boundaries, back-references, bounds and
// the engine's quirks included).
func TestRegexMatchesLLVM(t *testing.T) {
	data, err := os.ReadFile("testdata/regex.txt")
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, line := range strings.Split(string(data), "\n") {
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		pat, want, ok := strings.Cut(line, "\t")
		if !ok || len(want) != len(names) {
			t.Fatalf("bad line %q", line)
		}
		re := CompileRegex(pat)
		var got strings.Builder
		for _, name := range names {
			if re.MatchString(name) {
				got.WriteByte('1')
			} else {
				got.WriteByte('0')
			}
		}
		if got.String() != want {
			t.Errorf("%q: matches %s, want %s (valid %v)", pat, got.String(), want, re.Valid())
		}
		n++
	}
	if n < 100 {
		t.Fatalf("only %d patterns", n)
	}
}

// FuzzRegex: any pattern compiles or is rejected, and matching does not
// panic.
func FuzzRegex(f *testing.F) {
	for _, s := range []string{"(a)\\1", "[[:<:]]a[[:>:]]", "a{2,3}|b*", "[]-a]", "((a)|b)+\\2", "[[.hyphen.]-z]"} {
		f.Add(s, "aab_ab")
	}
	f.Fuzz(func(t *testing.T, pat, s string) {
		if len(pat) > 64 || len(s) > 64 {
			return
		}
		CompileRegex(pat).MatchString(s)
	})
}
