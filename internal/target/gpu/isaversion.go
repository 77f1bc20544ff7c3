package gpu

import (
	"strconv"
	"strings"
)

// amdgcnArchs are LLVM 19's AMDGCN processor names (TargetParser's
// AMDGCNGPUs table), and amdgcnAliases its legacy marketing names with the
// processor each stands for.
var amdgcnArchs = strings.Fields(`gfx600 gfx601 gfx602 gfx700 gfx701 gfx702 gfx703 gfx704 gfx705
	gfx801 gfx802 gfx803 gfx805 gfx810
	gfx900 gfx902 gfx904 gfx906 gfx908 gfx909 gfx90a gfx90c gfx940 gfx941 gfx942
	gfx1010 gfx1011 gfx1012 gfx1013 gfx1030 gfx1031 gfx1032 gfx1033 gfx1034 gfx1035 gfx1036
	gfx1100 gfx1101 gfx1102 gfx1103 gfx1150 gfx1151 gfx1152 gfx1200 gfx1201
	gfx9-generic gfx10-1-generic gfx10-3-generic gfx11-generic gfx12-generic`)

var amdgcnAliases = map[string]string{
	"tahiti": "gfx600", "pitcairn": "gfx601", "verde": "gfx601", "oland": "gfx602", "hainan": "gfx602",
	"kaveri": "gfx700", "hawaii": "gfx701", "kabini": "gfx703", "mullins": "gfx703", "bonaire": "gfx704",
	"carrizo": "gfx801", "iceland": "gfx802", "tonga": "gfx802", "fiji": "gfx803", "polaris10": "gfx803",
	"polaris11": "gfx803", "stoney": "gfx810",
}

// isaVersion is the suffix of the oclc_isa_version_<N> device library for
// chip, as the seed computes it: LLVM's canonical AMDGCN arch name
// (getArchNameAMDGCN(parseArchAMDGCN(chip))) without its "gfx" prefix;
// "" for a chip LLVM does not know, as LLVM's GK_NONE has no name.
func isaVersion(chip string) string {
	if a, ok := amdgcnAliases[chip]; ok {
		chip = a
	}
	for _, a := range amdgcnArchs {
		if a == chip {
			return strings.TrimPrefix(a, "gfx")
		}
	}
	return ""
}

// isaVersionNumber is LLVM's AMDGPU::getIsaVersion(chip) as the ROCm
// device libraries encode it in __oclc_ISA_version: major*1000 +
// minor*100 + stepping (gfx90a is 9.0.10, 9010; gfx1100 is 11000). It reads
// the version from the canonical name, whose last two characters are the
// minor version and the stepping (a hex digit); ok is false for a chip
// whose name does not spell its version (generic targets, unknown chips).
func isaVersionNumber(chip string) (n int, ok bool) {
	major, minor, stepping, ok := isaVersionParts(chip)
	return major*1000 + minor*100 + stepping, ok
}

// isaVersionParts reads major, minor and stepping from the chip's
// canonical name (see isaVersionNumber).
func isaVersionParts(chip string) (major, minor, stepping int, ok bool) {
	v := isaVersion(chip)
	if len(v) < 3 || len(v) > 4 {
		return 0, 0, 0, false
	}
	major, err := strconv.Atoi(v[:len(v)-2])
	if err != nil {
		return 0, 0, 0, false
	}
	minor, err = strconv.Atoi(v[len(v)-2 : len(v)-1])
	if err != nil {
		return 0, 0, 0, false
	}
	s, err := strconv.ParseUint(v[len(v)-1:], 16, 8)
	if err != nil {
		return 0, 0, 0, false
	}
	return major, minor, int(s), true
}
