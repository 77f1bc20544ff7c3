package pass

import (
	"testing"
)

// FuzzParsePipeline feeds the pipeline and pass-option parsers arbitrary
// text: they must return a pipeline or an *Error, never panic or hang.
//
//	go test -run '^$' -fuzz=FuzzParsePipeline -fuzztime=60s ./internal/pass/
func FuzzParsePipeline(f *testing.F) {
	info := *testInfo
	info.New = func(Values) (Pass, error) { return stripDebugInfo{}, nil }
	Register(&info)
	for _, s := range []string{
		"builtin.module(test-options)",
		`builtin.module(test-options{target="NVPTX: chip = "sm_70", opts = {fast}" use-opaque-pointers=1})`,
		"builtin.module(func.func(test-options{level=3}), test-options)",
		"builtin.module(test-options{target={a {b} c} use-bare-pointers-for-kernels})",
		"builtin.module(test-options{target='x' level=0x10}",
		"builtin.module(,)",
		"(",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		p, err := ParsePipeline(text)
		if err != nil {
			if _, ok := err.(*Error); !ok {
				t.Fatalf("error of type %T: %v", err, err)
			}
			return
		}
		if p == nil {
			t.Fatal("nil pipeline without an error")
		}
		// Options alone too: what follows the pass name in `--pass=...`.
		if _, err := ParseOptions(testInfo, text); err != nil {
			if _, ok := err.(*Error); !ok {
				t.Fatalf("ParseOptions error of type %T: %v", err, err)
			}
		}
	})
}
