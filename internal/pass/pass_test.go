package pass

import (
	"strings"
	"testing"
	"time"
)

var testInfo = &Info{
	Name: "test-options",
	Options: []Option{
		{Name: "target", Kind: String, KeepQuotes: true},
		{Name: "use-opaque-pointers", Kind: Bool, Default: "true"},
		{Name: "use-bare-pointers-for-kernels", Kind: Bool, Default: "false"},
		{Name: "level", Kind: Int, Default: "0"},
		{Name: "chip", Kind: String, Default: "sm_50"},
		{Name: "O", Kind: Uint, Default: "2"},
		{Name: "l", Kind: List},
	},
}

// TestOptionValues checks MLIR 19's handling of option values: one pair of
// outer quotes or braces dropped from values longer than two characters,
// list elements split at top-level commas and kept as written, list
// occurrences accumulated.
func TestOptionValues(t *testing.T) {
	for _, c := range []struct {
		in   string
		chip string
		o    string
		l    []string
	}{
		{"", "sm_50", "2", nil},
		{`chip="sm_90" O="3"`, "sm_90", "3", nil},
		{`chip="" O={1}`, `""`, "1", nil},
		{`chip={}`, "{}", "2", nil},
		{`chip={ sm 9 } O='0x3'`, "sm 9", "3", nil},
		{`chip=a chip=b`, "b", "2", nil},
		{`l=`, "sm_50", "2", []string{""}},
		{`l=,`, "sm_50", "2", []string{"", ""}},
		{`l=a l=b`, "sm_50", "2", []string{"a", "b"}},
		{`l="a,b"`, "sm_50", "2", []string{"a", "b"}},
		{`l=a,"c,d"`, "sm_50", "2", []string{"a", `"c,d"`}},
		{`l=a,{b,c},[d,e],(f,g)`, "sm_50", "2", []string{"a", "{b,c}", "[d,e]", "(f,g)"}},
		{`l=" x",y`, "sm_50", "2", []string{`" x"`, "y"}},
		{`O=0x1F`, "sm_50", "31", nil},
		{`O=0B11 = chip=x`, "x", "3", nil},
		{`O=017`, "sm_50", "15", nil},
		{`O=0o17`, "sm_50", "15", nil},
	} {
		v, err := ParseOptions(testInfo, c.in)
		if err != nil {
			t.Errorf("%q: %v", c.in, err)
			continue
		}
		if v.Text("chip") != c.chip || v["O"] != c.o || strings.Join(v.List("l"), "|") != strings.Join(c.l, "|") || (v.List("l") == nil) != (c.l == nil) {
			t.Errorf("%q: chip %q O %q l %q, want %q %q %q", c.in, v.Text("chip"), v["O"], v.List("l"), c.chip, c.o, c.l)
		}
	}
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
	for _, in := range []string{"O=+3", "O=1_0", "O=0O7", "O=-0", "O=0x", "O=4294967296", "level=2147483648", "use-opaque-pointers='1"} {
		if _, err := ParseOptions(testInfo, in); err == nil {
			t.Errorf("%q: accepted, llvm::cl rejects it", in)
		}
	}
	if v, err := ParseOptions(testInfo, "use-opaque-pointers= level=-0x10"); err != nil || v["use-opaque-pointers"] != "true" || v["level"] != "-16" {
		t.Errorf("empty bool and negative hex: %v %v", v, err)
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
