package gpu

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	dgpu "gpuc/internal/dialect/gpu"
	"gpuc/internal/target"
	"gpuc/internal/testutil/attrtest"
)

// parseTarget reads a #gpu.target attribute.
func parseTarget(t *testing.T, src string) *target.Target {
	t.Helper()
	return target.New(attrtest.Parse[*dgpu.TargetAttr](t, src))
}

// fakeBitcodeDir makes a folder with an empty file for every library name
// getCommonBitcodeLibs can ask for, except those in leaveOut.
func fakeBitcodeDir(t *testing.T, leaveOut ...string) string {
	dir := t.TempDir()
	names := []string{"ocml", "ockl", "oclc_isa_version_90a", "oclc_isa_version_1100", "oclc_abi_version_400", "oclc_abi_version_500"}
	for _, o := range []string{"oclc_daz_opt", "oclc_unsafe_math", "oclc_finite_only", "oclc_correctly_rounded_sqrt", "oclc_wavefrontsize64"} {
		names = append(names, o+"_on", o+"_off")
	}
	skip := map[string]bool{}
	for _, n := range leaveOut {
		skip[n] = true
	}
	for _, n := range names {
		if !skip[n] {
			if err := os.WriteFile(filepath.Join(dir, n+".bc"), nil, 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
	return dir
}

func TestCommonBitcodeLibs(t *testing.T) {
	dir := fakeBitcodeDir(t)
	for _, tc := range []struct{ opts, want string }{
		{"", "ocml ockl oclc_daz_opt_off oclc_unsafe_math_off oclc_finite_only_off oclc_correctly_rounded_sqrt_off oclc_wavefrontsize64_on oclc_isa_version_90a oclc_abi_version_500"},
		{"opts = {noWave64}", "ocml ockl oclc_daz_opt_off oclc_unsafe_math_off oclc_finite_only_off oclc_correctly_rounded_sqrt_off oclc_wavefrontsize64_off oclc_isa_version_90a oclc_abi_version_500"},
		{"opts = {noWave64, wave64}", "ocml ockl oclc_daz_opt_off oclc_unsafe_math_off oclc_finite_only_off oclc_correctly_rounded_sqrt_off oclc_wavefrontsize64_on oclc_isa_version_90a oclc_abi_version_500"},
		{"opts = {fast}", "ocml ockl oclc_daz_opt_off oclc_unsafe_math_on oclc_finite_only_on oclc_correctly_rounded_sqrt_off oclc_wavefrontsize64_on oclc_isa_version_90a oclc_abi_version_500"},
		{"opts = {ftz}", "ocml ockl oclc_daz_opt_on oclc_unsafe_math_off oclc_finite_only_off oclc_correctly_rounded_sqrt_off oclc_wavefrontsize64_on oclc_isa_version_90a oclc_abi_version_500"},
		{"opts = {finite_only}", "ocml ockl oclc_daz_opt_off oclc_unsafe_math_off oclc_finite_only_on oclc_correctly_rounded_sqrt_off oclc_wavefrontsize64_on oclc_isa_version_90a oclc_abi_version_500"},
		{"opts = {unsafe_math}", "ocml ockl oclc_daz_opt_off oclc_unsafe_math_on oclc_finite_only_off oclc_correctly_rounded_sqrt_off oclc_wavefrontsize64_on oclc_isa_version_90a oclc_abi_version_500"},
		{"opts = {correct_sqrt}", "ocml ockl oclc_daz_opt_off oclc_unsafe_math_off oclc_finite_only_off oclc_correctly_rounded_sqrt_on oclc_wavefrontsize64_on oclc_isa_version_90a oclc_abi_version_500"},
		{`opts = {abi_ver = "400"}`, "ocml ockl oclc_daz_opt_off oclc_unsafe_math_off oclc_finite_only_off oclc_correctly_rounded_sqrt_off oclc_wavefrontsize64_on oclc_isa_version_90a oclc_abi_version_400"},
	} {
		src := `#gpu.target<AMDGPU : chip = "gfx90a", toolkit = "/x"` + map[bool]string{true: ", " + tc.opts, false: ""}[tc.opts != ""] + ">"
		tgt := parseTarget(t, src)
		libs, missing := commonBitcodeLibs(dir, tgt, waveLibrary64(tgt))
		if len(missing) != 0 {
			t.Errorf("%s: missing %v", src, missing)
		}
		var got []string
		for _, l := range libs {
			if filepath.Dir(l) != dir {
				t.Errorf("%s: %s is not in %s", src, l, dir)
			}
			got = append(got, strings.TrimSuffix(filepath.Base(l), ".bc"))
		}
		if g := strings.Join(got, " "); g != tc.want {
			t.Errorf("%s:\n got %s\nwant %s", src, g, tc.want)
		}
	}
}

func TestCommonBitcodeLibsMissing(t *testing.T) {
	dir := fakeBitcodeDir(t, "ockl")
	// gfx1100 is a known chip whose isa library is there; gfx1030's is not.
	libs, missing := commonBitcodeLibs(dir, parseTarget(t, `#gpu.target<AMDGPU : chip = "gfx1030">`), false)
	want := []string{filepath.Join(dir, "ockl.bc"), filepath.Join(dir, "oclc_isa_version_1030.bc")}
	if strings.Join(missing, " ") != strings.Join(want, " ") {
		t.Errorf("missing = %v, want %v", missing, want)
	}
	if len(libs) != 7 {
		t.Errorf("libs = %v, want the 7 present ones", libs)
	}
}

func TestIsaVersion(t *testing.T) {
	for chip, want := range map[string]string{
		"gfx90a": "90a", "gfx1100": "1100", "gfx600": "600", "tahiti": "600", "fiji": "803",
		"gfx9-generic": "9-generic", "gfx90a:xnack+": "", "sm_90": "", "": "",
	} {
		if got := isaVersion(chip); got != want {
			t.Errorf("isaVersion(%q) = %q, want %q", chip, got, want)
		}
	}
}

func TestParseObjectFormat(t *testing.T) {
	for s, want := range map[string]ObjectFormat{"bin": FormatBin, "": FormatBin, "isa": FormatISA, "llvm": FormatLLVM} {
		if got, err := ParseObjectFormat(s); err != nil || got != want {
			t.Errorf("ParseObjectFormat(%q) = %v, %v", s, got, err)
		}
		if want.String() != map[string]string{"": "bin"}[s] && s != "" && want.String() != s {
			t.Errorf("%v.String() = %q", want, want.String())
		}
	}
	if _, err := ParseObjectFormat("cubin"); err == nil || !strings.Contains(err.Error(), "bin, isa or llvm") {
		t.Errorf("ParseObjectFormat(cubin) error = %v", err)
	}
}
