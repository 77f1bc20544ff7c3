package inspect

import (
	"os"
	"testing"
)

// TestFixtureHSACO reads the checked-in saxpy code object (see
// testdata/README.md); the expected numbers are llvm-readelf-19 --notes'.
// Unlike the corpus tests it needs no LLVM tools.
func TestFixtureHSACO(t *testing.T) {
	data, err := os.ReadFile("testdata/saxpy.gfx90a.hsaco")
	if err != nil {
		t.Fatal(err)
	}
	rep, err := Binary(data)
	if err != nil {
		t.Fatalf("Binary: %v", err)
	}
	want := Report{Kind: HSACO, Size: 5056, Target: "gfx90a", TargetID: "amdgcn-amd-amdhsa--gfx90a", Version: "1.2"}
	if rep.Kind != want.Kind || rep.Size != want.Size || rep.Target != want.Target ||
		rep.TargetID != want.TargetID || rep.Version != want.Version {
		t.Errorf("got %v %d %q %q %q, want %v %d %q %q %q", rep.Kind, rep.Size, rep.Target, rep.TargetID, rep.Version,
			want.Kind, want.Size, want.Target, want.TargetID, want.Version)
	}
	k := Kernel{Name: "saxpy", Symbol: "saxpy.kd", SGPRs: 11, VGPRs: 4, AGPRs: 0, Registers: Unknown,
		Shared: 0, Scratch: 0, Wavefront: 64, MaxWorkgroup: 256, KernargSize: 352, SGPRSpills: 0, VGPRSpills: 0}
	if len(rep.Kernels) != 1 || rep.Kernels[0] != k {
		t.Errorf("kernels %+v, want [%+v]", rep.Kernels, k)
	}
}
