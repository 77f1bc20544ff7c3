package gpu

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"gpuc/internal/inspect"
	"gpuc/internal/ir"
)

// TestWaveFor checks the wavefront-size decision per chip, features and
// options: the library follows the code LLVM generates unless opts say
// otherwise, `wave64` makes wave32 chips' code wave64, and contradictions
// are errors. It runs LLVM (no toolkit needed) and, through
// commonBitcodeLibs, names the library file picked.
func TestWaveFor(t *testing.T) {
	dir := fakeBitcodeDir(t)
	for _, c := range []struct {
		chip, features, opts string
		// wantFeatures are the target machine's; lib is the library's
		// suffix; err a part of the error, when one is wanted.
		wantFeatures, lib, err string
		code64                 bool
	}{
		// gfx9 and earlier run wave64 only: the seed's and MLIR 19's choice.
		{chip: "gfx90a", lib: "on", code64: true},
		{chip: "gfx908", lib: "on", code64: true},
		{chip: "gfx942", lib: "on", code64: true},
		{chip: "gfx600", lib: "on", code64: true},
		{chip: "gfx9-generic", lib: "on", code64: true},
		{chip: "gfx90a", opts: "wave64", lib: "on", code64: true},
		// noWave64 on a wave64-only chip: the seed's library (and a warning
		// when it matters, TestNoWave64Warning).
		{chip: "gfx90a", opts: "noWave64", lib: "off", code64: true},
		// gfx10 and later default to wave32 code, so to the wave32 library.
		{chip: "gfx1030", lib: "off"},
		{chip: "gfx1100", lib: "off"},
		{chip: "gfx1201", lib: "off"},
		{chip: "gfx10-3-generic", lib: "off"},
		{chip: "gfx1030", opts: "noWave64", lib: "off"},
		{chip: "gfx1030", features: "-wavefrontsize64", wantFeatures: "-wavefrontsize64", lib: "off"},
		{chip: "gfx1030", features: "+wavefrontsize32", wantFeatures: "+wavefrontsize32", lib: "off"},
		// ... unless the features make the code wave64.
		{chip: "gfx1030", features: "+wavefrontsize64", wantFeatures: "+wavefrontsize64", lib: "on", code64: true},
		{chip: "gfx1100", features: "+wavefrontsize64", opts: "wave64", wantFeatures: "+wavefrontsize64", lib: "on", code64: true},
		// wave64 on a wave32 chip makes the code wave64 (wave64 wins over
		// noWave64, as in the seed).
		{chip: "gfx1030", opts: "wave64", wantFeatures: "+wavefrontsize64", lib: "on", code64: true},
		{chip: "gfx1201", opts: "wave64", wantFeatures: "+wavefrontsize64", lib: "on", code64: true},
		{chip: "gfx1030", features: "+cumode", opts: "wave64, noWave64", wantFeatures: "+cumode,+wavefrontsize64", lib: "on", code64: true},
		// Contradictions.
		{chip: "gfx1030", features: "+wavefrontsize32", opts: "wave64", err: "opts `wave64` asks for wave64 code, but the features \"+wavefrontsize32\" ask for wave32"},
		{chip: "gfx1030", features: "+wavefrontsize64", opts: "noWave64", err: "drop `noWave64`, or +wavefrontsize64 from the features"},
		{chip: "gfx90a", features: "+wavefrontsize32", err: "gfx90a runs wave64 only"},
		{chip: "gfx906", features: "-wavefrontsize64", err: "gfx906 runs wave64 only"},
		// A chip LLVM does not know: the seed's choice (the chip's own
		// error comes when the target machine is made).
		{chip: "gfx9999", lib: "on", code64: true},
		{chip: "gfx9999", opts: "noWave64", lib: "off"},
	} {
		attr := `#gpu.target<AMDGPU : chip = "` + c.chip + `"`
		if c.features != "" {
			attr += `, features = "` + c.features + `"`
		}
		if c.opts != "" {
			attr += ", opts = {" + c.opts + "}"
		}
		attr += ">"
		tgt := parseTarget(t, attr)
		w, err := waveFor(tgt)
		if c.err != "" {
			if err == nil || !strings.Contains(err.Error(), c.err) {
				t.Errorf("%s: error %v, want one with %q", attr, err, c.err)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s: %v", attr, err)
			continue
		}
		if w.features != c.wantFeatures || w.code64 != c.code64 {
			t.Errorf("%s: features %q, wave64 code %v; want %q, %v", attr, w.features, w.code64, c.wantFeatures, c.code64)
		}
		libs, _ := commonBitcodeLibs(dir, tgt, waveLibrary64(tgt))
		want := filepath.Join(dir, "oclc_wavefrontsize64_"+c.lib+".bc")
		found := false
		for _, l := range libs {
			found = found || l == want
		}
		if !found {
			t.Errorf("%s: libraries %v, want %s", attr, libs, filepath.Base(want))
		}
	}
}

// waveLanes and waveReduce are kernels whose code depends on the
// wavefront-size library: ockl's active-lane count, vote and broadcast,
// and its wave reduction and scan (whose DPP helpers carry target-features
// of their own). In the corpus form: one gpu.module with #rocdl.target.
const waveLanes = `module attributes {gpu.container_module} {
  gpu.module @lanes [#rocdl.target<chip = "gfx90a">] {
    llvm.func @__ockl_activelane_u32() -> i32
    llvm.func @__ockl_wfany_i32(i32) -> i1
    llvm.func @__ockl_wfbcast_u32(i32, i32) -> i32
    llvm.func @lanes(%x: i32, %p: !llvm.ptr<1>) attributes {rocdl.kernel} {
      %lane = llvm.call @__ockl_activelane_u32() : () -> i32
      %any = llvm.call @__ockl_wfany_i32(%x) : (i32) -> i1
      %c0 = llvm.mlir.constant(0 : i32) : i32
      %first = llvm.call @__ockl_wfbcast_u32(%x, %c0) : (i32, i32) -> i32
      %a = llvm.zext %any : i1 to i32
      %s = llvm.add %lane, %a : i32
      %r = llvm.add %s, %first : i32
      llvm.store %r, %p : i32, !llvm.ptr<1>
      llvm.return
    }
  }
}
`

const wavePlain = `module attributes {gpu.container_module} {
  gpu.module @plain [#rocdl.target<chip = "gfx90a">] {
    llvm.func @__ockl_get_global_size(i32) -> i64
    llvm.func @plain(%p: !llvm.ptr<1>) attributes {rocdl.kernel} {
      %c0 = llvm.mlir.constant(0 : i32) : i32
      %n = llvm.call @__ockl_get_global_size(%c0) : (i32) -> i64
      llvm.store %n, %p : i64, !llvm.ptr<1>
      llvm.return
    }
  }
}
`

const waveReduce = `module attributes {gpu.container_module} {
  gpu.module @reduce [#rocdl.target<chip = "gfx90a">] {
    llvm.func @__ockl_wfred_add_i32(i32) -> i32
    llvm.func @__ockl_wfscan_add_i32(i32, i1) -> i32
    llvm.func @reduce(%x: i32, %p: !llvm.ptr<1>) attributes {rocdl.kernel} {
      %sum = llvm.call @__ockl_wfred_add_i32(%x) : (i32) -> i32
      %false = llvm.mlir.constant(false) : i1
      %scan = llvm.call @__ockl_wfscan_add_i32(%x, %false) : (i32, i1) -> i32
      %r = llvm.add %sum, %scan : i32
      llvm.store %r, %p : i32, !llvm.ptr<1>
      llvm.return
    }
  }
}
`

// TestWaveMatchesMLIR compiles the wave kernels for wave32 and wave64
// chips and compares the HSACOs' disassembly with mlir-opt-19's for the
// equivalent #rocdl.target: where gpuc now links the wave32 library by
// default (gfx10 and later), MLIR 19 needs flags = {no_wave64} to do the
// same; gpuc's `wave64` on gfx1030 is MLIR 19's features =
// "+wavefrontsize64" for kernels whose library functions carry no
// target-features of their own (for the others see TestWave64InlinesDPP).
func TestWaveMatchesMLIR(t *testing.T) {
	needTools(t, "mlir-opt-19", "llvm-objdump-19")
	farm := rocmFarm(t)
	cases := []struct {
		src, mlir, seed string
		wave            int64
		// like, for a case without seed: the index of the case whose
		// HSACO of ours must differ from mlir-opt-19's here.
		like int
	}{
		{src: waveLanes, mlir: `chip = "gfx1030", flags = {no_wave64}`, seed: `O = 2, chip = "gfx1030", opts = {correct_sqrt}`, wave: 32},
		{src: waveReduce, mlir: `chip = "gfx1030", flags = {no_wave64}`, seed: `O = 2, chip = "gfx1030", opts = {correct_sqrt}`, wave: 32},
		{src: waveReduce, mlir: `chip = "gfx1100", flags = {no_wave64}`, seed: `O = 2, chip = "gfx1100", opts = {correct_sqrt}`, wave: 32},
		{src: waveLanes, mlir: `chip = "gfx1201", flags = {no_wave64}`, seed: `O = 2, chip = "gfx1201", opts = {correct_sqrt}`, wave: 32},
		// gfx9: as the seed and MLIR 19. (Not waveReduce: MLIR 19 takes
		// ockl's gfx10 path of the reduction on gfx90a and leaves an empty
		// kernel.)
		{src: waveLanes, mlir: `chip = "gfx90a"`, seed: `O = 2, chip = "gfx90a", opts = {correct_sqrt}`, wave: 64},
		{src: waveLanes, mlir: `chip = "gfx90a", flags = {no_wave64}`, seed: `O = 2, chip = "gfx90a", opts = {correct_sqrt, noWave64}`, wave: 64},
		{src: waveLanes, mlir: `chip = "gfx1030", features = "+wavefrontsize64"`, seed: `O = 2, chip = "gfx1030", opts = {correct_sqrt, wave64}`, wave: 64},
		// The seed's (and MLIR 19's) default on gfx1030: the wave64 library
		// in wave32 code. Ours must differ from it, or the kernel does not
		// depend on the library and the cases above prove nothing.
		{src: waveReduce, mlir: `chip = "gfx1030"`, like: 1},
	}
	var srcs [][]byte
	var mc []matrixCase
	theirs := make([][]byte, len(cases))
	var wg sync.WaitGroup
	for i, c := range cases {
		wg.Add(1)
		go func() {
			defer wg.Done()
			theirs[i] = mlirBinary(t, c.src, c.mlir, farm)
		}()
		if c.seed != "" {
			srcs = append(srcs, []byte(c.src))
			mc = append(mc, matrixCase{seed: c.seed})
		}
	}
	// The cases with a seed come first: ours[i] is case i's.
	ours := compileMatrix(t, "rocdl", srcs, mc, FormatBin, farm)
	wg.Wait()
	for i, c := range cases {
		if theirs[i] == nil {
			t.Fatalf("mlir-opt-19 failed on %s", c.mlir)
		}
		b := withoutAddresses(disassemble(t, theirs[i]))
		if c.seed == "" {
			a := withoutAddresses(disassemble(t, ours[c.like]))
			if strings.Join(a, "\n") == strings.Join(b, "\n") {
				t.Errorf("%s: the kernel's code does not depend on the wavefront-size library", c.mlir)
			}
			continue
		}
		a := withoutAddresses(disassemble(t, ours[i]))
		if strings.Join(a, "\n") != strings.Join(b, "\n") {
			t.Errorf("%s / %s: disassembly differs (ours %d lines, mlir-opt-19 %d):\n%s", c.seed, c.mlir, len(a), len(b), firstDiff(a, b))
		}
		if got := wavefronts(t, ours[i]); got != c.wave {
			t.Errorf("%s: kernel metadata says .wavefront_size %d, want %d", c.seed, got, c.wave)
		}
	}
}

// TestWave64InlinesDPP: ockl's wave reduction calls helpers with
// "target-features"="+dpp" of their own, which LLVM compiles for the
// chip's default wave32 and does not inline into a wave64 kernel (MLIR 19
// with features = "+wavefrontsize64" calls them: wave32 code inside a
// wave64 kernel). gpuc adds +wavefrontsize64 to those functions, so the
// HSACO is wave64 throughout and makes no calls.
func TestWave64InlinesDPP(t *testing.T) {
	needTools(t, "llvm-objdump-19")
	farm := rocmFarm(t)
	ours := compileMatrix(t, "rocdl", [][]byte{[]byte(waveReduce), []byte(waveReduce)}, []matrixCase{
		{seed: `O = 2, chip = "gfx1030", opts = {wave64}`},
		{seed: `O = 2, chip = "gfx1100", features = "+wavefrontsize64"`},
	}, FormatBin, farm)
	for i, obj := range ours {
		if got := wavefronts(t, obj); got != 64 {
			t.Errorf("case %d: .wavefront_size %d, want 64", i, got)
		}
		dis := strings.Join(disassemble(t, obj), "\n")
		if strings.Contains(dis, "s_swappc_b64") {
			t.Errorf("case %d: the wave64 kernel calls a function (a library helper compiled for wave32):\n%s", i, dis)
		}
		if !strings.Contains(dis, "_dpp") {
			t.Errorf("case %d: no DPP instruction: the reduction was not compiled in", i)
		}
	}
}

// TestNoWave64Warning: `noWave64` on a wave64-only chip warns at the
// gpu.module when a linked function reads __oclc_wavefrontsize64, and only
// then; on a chip with a wave32 mode it is what the code is, no warning.
func TestNoWave64Warning(t *testing.T) {
	farm := rocmFarm(t)
	for _, c := range []struct {
		src, seed string
		warn      bool
	}{
		{waveLanes, `O = 2, chip = "gfx90a", opts = {noWave64}`, true},
		{waveLanes, `O = 2, chip = "gfx90a"`, false},
		{waveLanes, `O = 2, chip = "gfx1030", opts = {noWave64}`, false},
		// No wave function: only the ABI control variable is read.
		{wavePlain, `O = 2, chip = "gfx90a", opts = {noWave64}`, false},
	} {
		wrapped, _ := wrapKernel(t, c.src, `#gpu.target<AMDGPU : toolkit = "`+farm+`", `+c.seed+`>`)
		_, diags, err := translateHost(t, wrapped, Options{Format: FormatLLVM})
		if err != nil {
			t.Fatalf("%s: %v", c.seed, err)
		}
		var warnings []*ir.Diagnostic
		for _, d := range diags {
			if d.Severity == ir.SevWarning {
				warnings = append(warnings, d)
			}
		}
		if !c.warn {
			if len(warnings) > 0 {
				t.Errorf("%s: unexpected warning %q", c.seed, warnings[0].Msg)
			}
			continue
		}
		if len(warnings) != 1 {
			t.Fatalf("%s: %d warnings, want 1: %v", c.seed, len(warnings), diags)
		}
		for _, want := range []string{"`noWave64`", "gfx90a", "wave64 only", "32 lanes", "drop `noWave64`"} {
			if !strings.Contains(warnings[0].Msg, want) {
				t.Errorf("warning %q does not say %s", warnings[0].Msg, want)
			}
		}
		if loc, ok := warnings[0].Loc.(*ir.FileLineColLoc); !ok || loc.File != "t.mlir" || loc.Line < 2 {
			t.Errorf("warning located at %v, want the gpu.module in t.mlir", warnings[0].Loc)
		}
	}
}

// mlirBinary runs mlir-opt-19 --gpu-module-to-binary on src with its
// #rocdl.target replaced by #rocdl.target<mlir>; nil when it fails.
func mlirBinary(t *testing.T, src, mlir, farm string) []byte {
	in := filepath.Join(t.TempDir(), "k.mlir")
	if err := os.WriteFile(in, []byte(strings.Replace(src, `#rocdl.target<chip = "gfx90a">`, "#rocdl.target<"+mlir+">", 1)), 0o600); err != nil {
		t.Error(err)
		return nil
	}
	cmd := exec.Command("mlir-opt-19", "--gpu-module-to-binary=format=bin", in)
	cmd.Env = append(os.Environ(), "ROCM_PATH="+farm)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Errorf("mlir-opt-19 with %s: %v\n%s", mlir, err, stderr.Bytes())
		return nil
	}
	return mlirString(t, out, "bin")
}

// wavefronts returns the .wavefront_size every kernel of an HSACO has
// (-1 when they disagree or there is none).
func wavefronts(t *testing.T, obj []byte) int64 {
	t.Helper()
	r, err := inspect.Binary(obj)
	if err != nil {
		t.Fatalf("inspect: %v", err)
	}
	w := int64(-1)
	for i, k := range r.Kernels {
		if i > 0 && k.Wavefront != w {
			return -1
		}
		w = k.Wavefront
	}
	return w
}
