package inspect

import (
	"os"
	"path/filepath"
	"testing"
)

// TestCorpusHSACO reads the code object of every corpus kernel, compiled by
// MLIR 19 for gfx90a, and checks every count against llvm-readelf-19's
// decoding of the same metadata note.
func TestCorpusHSACO(t *testing.T) {
	readelf := needTool(t, "llvm-readelf")
	for _, kernel := range corpusKernels {
		t.Run(kernel, func(t *testing.T) {
			e := onlyEmbedded(t, corpusHostIR(t, kernel, "rocdl", "bin"))
			if want := corpusModule(t, kernel, "rocdl"); e.Module != want {
				t.Errorf("module %q, want %q", e.Module, want)
			}
			rep, err := Binary(e.Data)
			if err != nil {
				t.Fatalf("Binary: %v", err)
			}
			path := filepath.Join(t.TempDir(), kernel+".hsaco")
			if err := os.WriteFile(path, e.Data, 0o600); err != nil {
				t.Fatal(err)
			}
			want := ParseMetadataYAML(string(run(t, nil, nil, readelf, "--notes", path)))
			checkAgainstReadelf(t, rep, want, len(e.Data))
		})
	}
}

// checkAgainstReadelf compares a Report with what llvm-readelf printed.
func checkAgainstReadelf(t *testing.T, rep *Report, want MetadataYAML, size int) {
	t.Helper()
	if rep.Kind != HSACO || rep.Size != size {
		t.Errorf("kind %v size %d, want HSACO %d", rep.Kind, rep.Size, size)
	}
	if rep.TargetID != want.Target || want.Target == "" {
		t.Errorf("target %q, readelf says %q", rep.TargetID, want.Target)
	}
	if rep.Target != "gfx90a" {
		t.Errorf("chip %q, want gfx90a", rep.Target)
	}
	if rep.Version != want.Version || want.Version == "" {
		t.Errorf("version %q, readelf says %q", rep.Version, want.Version)
	}
	if len(want.Kernels) == 0 || len(rep.Kernels) != len(want.Kernels) {
		t.Fatalf("%d kernels, readelf lists %d", len(rep.Kernels), len(want.Kernels))
	}
	for i, got := range rep.Kernels {
		w := want.Kernels[i]
		if got != w {
			t.Errorf("kernel %d:\n got  %+v\n want %+v (llvm-readelf)", i, got, w)
		}
		for name, n := range map[string]int64{"sgpr": got.SGPRs, "vgpr": got.VGPRs, "agpr": got.AGPRs,
			"lds": got.Shared, "scratch": got.Scratch, "wave": got.Wavefront,
			"max workgroup": got.MaxWorkgroup, "kernarg": got.KernargSize} {
			if n == Unknown {
				t.Errorf("kernel %q: %s not read", got.Name, name)
			}
		}
	}
}

// TestCorpusGCNAssembly reads the AMDGPU assembly (format=isa) of every
// corpus kernel and checks it reports what the code object does.
func TestCorpusGCNAssembly(t *testing.T) {
	for _, kernel := range []string{"saxpy", "reduction_shared", "matmul_tiled"} {
		t.Run(kernel, func(t *testing.T) {
			asm := onlyEmbedded(t, corpusHostIR(t, kernel, "rocdl", "isa"))
			bin := onlyEmbedded(t, corpusHostIR(t, kernel, "rocdl", "bin"))
			ra, err := Binary(asm.Data)
			if err != nil {
				t.Fatalf("Binary(assembly): %v", err)
			}
			rb, err := Binary(bin.Data)
			if err != nil {
				t.Fatalf("Binary(code object): %v", err)
			}
			if ra.Kind != AMDGCNAssembly || ra.Target != rb.Target || ra.TargetID != rb.TargetID {
				t.Errorf("assembly: %v %q %q; code object: %q %q", ra.Kind, ra.Target, ra.TargetID, rb.Target, rb.TargetID)
			}
			if len(ra.Kernels) != len(rb.Kernels) || len(ra.Kernels) == 0 {
				t.Fatalf("assembly has %d kernels, code object %d", len(ra.Kernels), len(rb.Kernels))
			}
			for i := range ra.Kernels {
				if ra.Kernels[i] != rb.Kernels[i] {
					t.Errorf("kernel %d: assembly %+v, code object %+v", i, ra.Kernels[i], rb.Kernels[i])
				}
			}
		})
	}
}
