package pass

import (
	"strings"
	"testing"
	"time"
)

var testInfo = &Info{
	Name: "test-options",
	Options: []Option{
		{Name: "target", Kind: String},
		{Name: "use-opaque-pointers", Kind: Bool, Default: "true"},
		{Name: "use-bare-pointers-for-kernels", Kind: Bool, Default: "false"},
		{Name: "level", Kind: Int, Default: "0"},
	},
}

func TestParseOptions(t *testing.T) {
	for _, c := range []struct {
		in   string
		want map[string]string
	}{
		{"", map[string]string{"target": "", "use-opaque-pointers": "true", "use-bare-pointers-for-kernels": "false", "level": "0"}},
		{"target=nvvm.cubin use-opaque-pointers=1", map[string]string{"target": "nvvm.cubin", "use-opaque-pointers": "true"}},
		// The seed's nested quotes: one value, quotes kept for the pass.
		{`target="NVPTX: chip = "sm_70", opts = {fast}" use-opaque-pointers=1`, map[string]string{"target": `"NVPTX: chip = "sm_70", opts = {fast}"`}},
		{`target={NVPTX : chip = "sm_90"} level=3`, map[string]string{"target": `NVPTX : chip = "sm_90"`, "level": "3"}},
		{`target='a b' use-bare-pointers-for-kernels`, map[string]string{"target": `'a b'`, "use-bare-pointers-for-kernels": "true"}},
		{"use-opaque-pointers=false", map[string]string{"use-opaque-pointers": "false"}},
	} {
		got, err := ParseOptions(testInfo, c.in)
		if err != nil {
			t.Errorf("%q: %v", c.in, err)
			continue
		}
		for k, v := range c.want {
			if got[k] != v {
				t.Errorf("%q: %s = %q, want %q", c.in, k, got[k], v)
			}
		}
	}
	for in, want := range map[string]string{
		"bogus=1":                 "no such option bogus",
		"use-opaque-pointers=yes": "'yes' is invalid value for boolean argument! Try 0 or 1",
		"level=x":                 "'x' value invalid for integer argument!",
		"target":                  "for the --target option: requires a value!",
	} {
		if _, err := ParseOptions(testInfo, in); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: got %v, want %q", in, err, want)
		}
	}
}

func TestTimingReport(t *testing.T) {
	var tm Timing
	tm.Add("Parser", 30*time.Millisecond)
	tm.Add("StripDebugInfo", 10*time.Millisecond)
	r := tm.Report(50 * time.Millisecond)
	for _, want := range []string{"... Execution time report ...", "Total Execution Time: 0.0500 seconds", "0.0300 ( 60.0%)  Parser", "0.0100 ( 20.0%)  StripDebugInfo", "0.0100 ( 20.0%)  Rest", "0.0500 (100.0%)  Total"} {
		if !strings.Contains(r, want) {
			t.Errorf("report lacks %q:\n%s", want, r)
		}
	}
}
