package diag

import (
	"strings"
	"testing"
)

// Error messages and matches of llvm::Regex; the cases marked (re1) were
// checked against mlir-opt-19 in testdata/re1.mlir.
func TestERE(t *testing.T) {
	tests := []struct {
		re, err string
		yes, no []string
	}{
		{re: "(", err: regEParen},             // re1
		{re: ")", err: regEParen},             // re1
		{re: "[", err: regEBrack},             // re1
		{re: "*", err: regBadRpt},             // re1
		{re: "", err: regEmpty},               // re1
		{re: "a**", err: regBadRpt},           // re1
		{re: "a{1", err: regEBrace},           // re1
		{re: `\`, err: regEEscape},            // re1
		{re: "a{2,1", err: regBadBr},          // re1
		{re: `\1`, err: regESubreg},           // re1
		{re: "a|", err: regEmpty},             // re1
		{re: "[z-a]", err: regERange},         // re1
		{re: "[[:foo:]]", err: regECtype},     // re1
		{re: "[[.foo.]]", err: regECollate},   // re1
		{re: "[a-c-e]", err: regERange},       // re1
		{re: "a{256}", err: regBadBr},         // re1
		{re: "[[:alpha:]-z]", err: regERange}, // re1
		{re: "x*+", err: regBadRpt},           // re1
		{re: "^*", err: regBadRpt},
		{re: "{1}", err: regBadRpt},
		{re: "a{1,2}{3}", err: regBadRpt},
		{re: "[a-\xff]", err: regERange}, // signed char comparison
		{re: "a{,2", yes: []string{"xa{,2"}, no: []string{"aa"}},
		{re: "..", yes: []string{"\u00e9"}},
		{re: "x.y", yes: []string{"x-y"}, no: []string{"x\u00e9y"}},
		{re: "[^a-z ]", yes: []string{"ab'"}, no: []string{"ab c"}},
		{re: "[]a]", yes: []string{"]"}, no: []string{"b"}},
		{re: "[a-]", yes: []string{"-"}},
		{re: "()", yes: []string{""}},
		{re: "a^", no: []string{"a", "a^"}},
		{re: "$a", no: []string{"a", "$a"}},
		{re: "^a$", yes: []string{"a"}, no: []string{"a\n", "\na"}},
		{re: "a.b", yes: []string{"a\nb"}},
		{re: `\d\.`, yes: []string{"d."}, no: []string{"1."}},
		{re: "[[:digit:]]+ [[.space.]][[=a=]]", yes: []string{"12  a"}},
		{re: "[[:<:]]bar", yes: []string{"a bar"}, no: []string{"foo_bar"}},
		{re: "o[[:>:]]", yes: []string{"foo bar"}, no: []string{"foo_"}},
		{re: "(a)(b)\\2", yes: []string{"xabb"}, no: []string{"aba"}},
		{re: "(a+)b\\1", yes: []string{"aaba"}, no: []string{"ab"}},
		{re: "(a{255}){255}", yes: []string{strings.Repeat("a", 255*255)}, no: []string{"aaa"}},
		{re: "[^\x00-\x7f\x80-\xff]|x", yes: []string{"x"}, no: []string{"y"}},
		{re: "a|b|", err: regEmpty},
		{re: "a{1,}b{0,1}a", yes: []string{"abab"}},
	}
	for _, tc := range tests {
		m, err := compileERE(tc.re)
		if err != tc.err {
			t.Errorf("%q: err %q, want %q", tc.re, err, tc.err)
			continue
		}
		if err != "" {
			continue
		}
		for _, s := range tc.yes {
			if !m.match(s) {
				t.Errorf("%q should match %q", tc.re, s)
			}
		}
		for _, s := range tc.no {
			if m.match(s) {
				t.Errorf("%q should not match %q", tc.re, s)
			}
		}
	}
}

func TestBuildRegex(t *testing.T) {
	for in, want := range map[string]string{
		"a.b{{c+}}d(":       `a\.b(c+)d\(`,
		"{{x}}{{y}}":        "(x)(y)",
		"p{{q":              "",
		"plain [q] text":    `plain \[q\] text`,
		"{{(a)(b)\\1}}":     `((a)(b)\1)`,
		"{{[}}":             "",
		"unclosed }} {{x}}": `unclosed \}\} (x)`,
	} {
		got, _ := buildRegex(in)
		if got != want {
			t.Errorf("buildRegex(%q) = %q, want %q", in, got, want)
		}
	}
}
