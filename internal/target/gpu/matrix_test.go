package gpu

import (
	"bytes"
	"debug/elf"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"
)

// matrixCase is one corpus kernel compiled for a chip and options other
// than the corpus tests' gfx90a/sm_90 defaults, by MLIR 19 (its own
// #rocdl.target / #nvvm.target) and by gpuc (the seed's equivalent
// #gpu.target), which must agree.
type matrixCase struct {
	kernel string // corpus file base name, e.g. "elementwise_math"
	// mlir is the target attribute mlir-opt-19 compiles with; seed is the
	// #gpu.target parameters after the pipeline (toolkit= is added).
	mlir, seed string
	// cuda marks a case that needs libdevice (and so the CUDA toolkit).
	cuda bool
}

// The seed's equivalents of MLIR 19's ROCDL flags: MLIR 19 rounds sqrt
// correctly unless `unsafe_sqrt` (the seed: only with `correct_sqrt`), and
// its `fast` also sets daz and clears correct sqrt (the seed: `fast` only
// picks unsafe_math and finite_only, so it is `fast, ftz` here). The
// seed's default O is 0, MLIR 19's 2. At O0 the two HSACOs differ in
// layout only (MLIR 19 exports its oclc control variables, which moves
// .text and the PC-relative offsets to them), so no O0 case here. On
// gfx10 and later gpuc links the wave32 library by default (wave32 code),
// MLIR 19 the wave64 one unless `no_wave64`: the MLIR side of those cases
// says no_wave64, or +wavefrontsize64 for wave64 code (wave_test.go has
// kernels whose code depends on it).
var amdgpuMatrix = []matrixCase{
	{kernel: "elementwise_math", mlir: `chip = "gfx908"`, seed: `O = 2, chip = "gfx908", opts = {correct_sqrt}`},
	// ROCm 5.2 has no oclc_isa_version_942.bc: gpuc defines the control
	// variable itself, as MLIR 19 always does.
	{kernel: "elementwise_math", mlir: `chip = "gfx942"`, seed: `O = 2, chip = "gfx942", opts = {correct_sqrt}`},
	{kernel: "elementwise_math", mlir: `chip = "gfx1100", flags = {no_wave64}`, seed: `O = 2, chip = "gfx1100", opts = {noWave64, correct_sqrt}`},
	{kernel: "elementwise_math", mlir: `chip = "gfx1030", features = "+wavefrontsize64"`, seed: `O = 2, chip = "gfx1030", features = "+wavefrontsize64", opts = {correct_sqrt}`},
	{kernel: "elementwise_math", mlir: `chip = "gfx90a", flags = {fast}`, seed: `O = 2, chip = "gfx90a", opts = {fast, ftz}`},
	{kernel: "elementwise_math", mlir: `chip = "gfx90a", flags = {daz, unsafe_sqrt}`, seed: `O = 2, chip = "gfx90a", opts = {ftz}`},
	{kernel: "elementwise_math", mlir: `O = 3, chip = "gfx90a", flags = {finite_only, unsafe_math}`, seed: `O = 3, chip = "gfx90a", opts = {finite_only, unsafe_math, correct_sqrt}`},
	{kernel: "reduction_shared", mlir: `O = 1, chip = "gfx1030", flags = {no_wave64}`, seed: `O = 1, chip = "gfx1030", opts = {correct_sqrt}`},
	{kernel: "saxpy", mlir: `O = 3, chip = "gfx906", abi = "500"`, seed: `O = 3, chip = "gfx906", opts = {correct_sqrt, abi_ver = "500"}`},
}

// NVPTX: the seed's and MLIR 19's options agree (neither sets
// nvvm-reflect-ftz for `ftz`; the default features are +ptx60), but the
// seed's default O is 0, MLIR 19's 2, so O is always given.
var nvptxMatrix = []matrixCase{
	{kernel: "saxpy", mlir: `O = 2, chip = "sm_50"`, seed: `O = 2, chip = "sm_50"`},
	{kernel: "reduction_shared", mlir: `O = 3, chip = "sm_75", features = "+ptx63"`, seed: `O = 3, chip = "sm_75", features = "+ptx63"`},
	{kernel: "transpose", mlir: `O = 0, chip = "sm_86", features = "+ptx71"`, seed: `O = 0, chip = "sm_86", features = "+ptx71"`},
	{kernel: "matmul_tiled", mlir: `O = 1, chip = "sm_90a", features = "+ptx80"`, seed: `O = 1, chip = "sm_90a", features = "+ptx80"`},
	{kernel: "elementwise_math", mlir: `O = 2, chip = "sm_70", flags = {ftz}`, seed: `O = 2, chip = "sm_70", opts = {ftz}`, cuda: true},
	{kernel: "elementwise_math", mlir: `O = 3, chip = "sm_80", features = "+ptx70", flags = {fast}`, seed: `O = 3, chip = "sm_80", features = "+ptx70", opts = {fast}`, cuda: true},
}

// matrixCUDA is where Debian's nvidia-cuda-toolkit keeps libdevice.
const matrixCUDA = "/usr/lib/cuda"

func haveMatrixCUDA() bool {
	return isRegularFile(filepath.Join(matrixCUDA, "nvvm", "libdevice", "libdevice.10.bc"))
}

// TestAMDGPUMatrixMatchesMLIR compiles corpus kernels for other chips,
// optimisation levels and math flags than the corpus test, and checks the
// HSACO's disassembly against mlir-opt-19's, label addresses aside.
func TestAMDGPUMatrixMatchesMLIR(t *testing.T) {
	needTools(t, "mlir-opt-19", "llvm-objdump-19")
	farm := rocmFarm(t)
	ours, theirs := runMatrix(t, "rocdl", amdgpuMatrix, FormatBin, farm)
	for i, c := range amdgpuMatrix {
		t.Run(c.kernel+"/"+c.mlir, func(t *testing.T) {
			if theirs[i] == nil {
				t.Skip("no oracle output")
			}
			if undef := undefinedDynamicSymbols(t, ours[i]); len(undef) > 0 {
				t.Errorf("our HSACO leaves %v undefined: it would not load", undef)
			}
			a, b := withoutAddresses(disassemble(t, ours[i])), withoutAddresses(disassemble(t, theirs[i]))
			sameDisassembly(t, a, b)
		})
	}
}

// TestNVPTXMatrixMatchesMLIR checks our PTX against mlir-opt-19's
// format=isa for other chips, PTX versions, O levels and the ftz/fast
// flags; the libdevice cases need the CUDA toolkit.
func TestNVPTXMatrixMatchesMLIR(t *testing.T) {
	needTools(t, "mlir-opt-19")
	ours, theirs := runMatrix(t, "nvvm", nvptxMatrix, FormatISA, "")
	for i, c := range nvptxMatrix {
		t.Run(c.kernel+"/"+c.mlir, func(t *testing.T) {
			if theirs[i] == nil {
				t.Skip("no oracle output (needs the CUDA toolkit)")
			}
			b := bytes.TrimSuffix(theirs[i], []byte{0})
			if !bytes.Equal(ours[i], b) {
				t.Errorf("PTX differs:\n%s", firstDiff(strings.Split(string(ours[i]), "\n"), strings.Split(string(b), "\n")))
			}
		})
	}
}

// TestNVPTXCubinMatchesMLIR checks that the cubin gpuc makes with the
// toolkit's ptxas is byte for byte mlir-opt-19's format=bin one.
func TestNVPTXCubinMatchesMLIR(t *testing.T) {
	needTools(t, "mlir-opt-19")
	if !haveMatrixCUDA() {
		t.Skipf("no CUDA toolkit in %s", matrixCUDA)
	}
	// Both look for ptxas in the toolkit's bin, then on PATH (Debian's is
	// /usr/bin/ptxas).
	needTools(t, "ptxas")
	cases := []matrixCase{
		{kernel: "elementwise_math", mlir: `O = 2, chip = "sm_80", features = "+ptx70"`, seed: `O = 2, chip = "sm_80", features = "+ptx70"`, cuda: true},
		{kernel: "reduction_shared", mlir: `O = 3, chip = "sm_60"`, seed: `O = 3, chip = "sm_60"`, cuda: true},
	}
	ours, theirs := runMatrix(t, "nvvm", cases, FormatBin, "")
	for i, c := range cases {
		if !bytes.HasPrefix(ours[i], []byte("\x7fELF")) {
			t.Errorf("%s %s: our cubin is not ELF", c.kernel, c.mlir)
		} else if !bytes.Equal(ours[i], theirs[i]) {
			t.Errorf("%s %s: cubin differs from mlir-opt-19's (%d vs %d bytes)", c.kernel, c.mlir, len(ours[i]), len(theirs[i]))
		}
	}
}

// TestAMDGPUAbiVerSetsCodeObjectVersion checks the deliberate
// change from the seed (and from MLIR 19, whose abi only picks the device
// library's ABI, always in a v5 object): abi_ver sets the code object
// version too, seen in the ELF header's ABI version (v4: 2, v5: 3, v6: 4).
func TestAMDGPUAbiVerSetsCodeObjectVersion(t *testing.T) {
	farm := rocmFarm(t)
	src, err := os.ReadFile(filepath.Join(corpusDir, "saxpy.rocdl.mlir"))
	if err != nil {
		t.Skipf("no kernel corpus: %v", err)
	}
	want := map[string]byte{"": 3, "400": 2, "500": 3, "600": 4}
	var cases []matrixCase
	var abis []string
	for _, abi := range []string{"", "400", "500", "600"} {
		opts := ""
		if abi != "" {
			opts = `, opts = {abi_ver = "` + abi + `"}`
		}
		cases = append(cases, matrixCase{kernel: "saxpy", seed: `O = 2, chip = "gfx90a"` + opts})
		abis = append(abis, abi)
	}
	objs := compileMatrix(t, "rocdl", [][]byte{src, src, src, src}, cases, FormatBin, farm)
	for i, abi := range abis {
		if len(objs[i]) < 9 || objs[i][8] != want[abi] {
			t.Errorf("abi_ver %q: ELF ABI version %v, want %d", abi, objs[i][8:9], want[abi])
		}
	}
}

// TestAMDGPUMissingISAVersionIsAnError: a chip whose oclc_isa_version
// library the toolkit lacks and whose version gpuc cannot spell (a generic
// target) would leave __oclc_ISA_version undefined in the HSACO; it is an
// error naming the symbol and the missing file, not a binary that does
// not load.
func TestAMDGPUMissingISAVersionIsAnError(t *testing.T) {
	farm := rocmFarm(t)
	src, err := os.ReadFile(filepath.Join(corpusDir, "elementwise_math.rocdl.mlir"))
	if err != nil {
		t.Skipf("no kernel corpus: %v", err)
	}
	wrapped, _ := wrapKernel(t, string(src), `#gpu.target<AMDGPU : O = 2, chip = "gfx9-generic", toolkit = "`+farm+`", opts = {abi_ver = "600"}>`)
	_, _, err = translateHost(t, wrapped, Options{})
	if err == nil {
		t.Fatal("no error for a generic chip without oclc_isa_version")
	}
	for _, want := range []string{"'__oclc_ISA_version'", "oclc_isa_version_9-generic.bc", "gfx9-generic"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error %q does not name %s", err, want)
		}
	}
}

// TestControlVariable checks the stand-ins for missing oclc libraries
// against what ROCm's own files define.
func TestControlVariable(t *testing.T) {
	for _, c := range []struct{ lib, chip, want string }{
		{"/x/oclc_isa_version_942.bc", "gfx942", "@__oclc_ISA_version = linkonce_odr protected local_unnamed_addr addrspace(4) constant i32 9402, align 4\n"},
		{"oclc_isa_version_90a.bc", "gfx90a", "@__oclc_ISA_version = linkonce_odr protected local_unnamed_addr addrspace(4) constant i32 9010, align 4\n"},
		{"oclc_isa_version_1100.bc", "gfx1100", "@__oclc_ISA_version = linkonce_odr protected local_unnamed_addr addrspace(4) constant i32 11000, align 4\n"},
		{"oclc_abi_version_600.bc", "gfx90a", "@__oclc_ABI_version = linkonce_odr protected local_unnamed_addr addrspace(4) constant i32 600, align 4\n"},
		{"oclc_daz_opt_on.bc", "gfx90a", "@__oclc_daz_opt = linkonce_odr protected local_unnamed_addr addrspace(4) constant i8 1, align 1\n"},
		{"oclc_wavefrontsize64_off.bc", "gfx1030", "@__oclc_wavefrontsize64 = linkonce_odr protected local_unnamed_addr addrspace(4) constant i8 0, align 1\n"},
		{"oclc_isa_version_9-generic.bc", "gfx9-generic", ""},
		{"ocml.bc", "gfx90a", ""},
	} {
		got, ok := controlVariable(c.lib, c.chip)
		if got != c.want || ok != (c.want != "") {
			t.Errorf("controlVariable(%q, %q) = %q, %v; want %q", c.lib, c.chip, got, ok, c.want)
		}
	}
	// Every ROCm isa version file holds the number isaVersionNumber
	// computes for its chip.
	files, _ := filepath.Glob(filepath.Join(rocmBitcode, "oclc_isa_version_*.bc"))
	if len(files) == 0 || exec.Command("llvm-dis-19", "--version").Run() != nil {
		return
	}
	num := regexp.MustCompile(`@__oclc_ISA_version = .* i32 (\d+)`)
	for _, f := range files {
		v := strings.TrimSuffix(strings.TrimPrefix(filepath.Base(f), "oclc_isa_version_"), ".bc")
		out, err := exec.Command("llvm-dis-19", f, "-o", "-").Output()
		m := num.FindSubmatch(out)
		if err != nil || m == nil {
			t.Fatalf("llvm-dis-19 %s: %v", f, err)
		}
		n, ok := isaVersionNumber("gfx" + v)
		if want, _ := strconv.Atoi(string(m[1])); !ok || n != want {
			t.Errorf("isaVersionNumber(gfx%s) = %d, %v; ROCm's file says %d", v, n, ok, want)
		}
	}
}

// runMatrix runs mlir-opt-19 on each case in parallel (nil where it cannot
// run: a libdevice case without the toolkit) and compiles the cases gpuc
// can in one host translation; both are indexed like cases.
func runMatrix(t *testing.T, kind string, cases []matrixCase, format ObjectFormat, farm string) (ours, theirs [][]byte) {
	t.Helper()
	srcs := make([][]byte, len(cases))
	theirs = make([][]byte, len(cases))
	cuda := haveMatrixCUDA()
	corpusTarget := map[string]string{"rocdl": `#rocdl.target<chip = "gfx90a">`, "nvvm": `#nvvm.target<chip = "sm_90">`}[kind]
	key := map[ObjectFormat]string{FormatBin: "bin", FormatISA: "assembly"}[format]
	var wg sync.WaitGroup
	errs := make([]error, len(cases))
	for i, c := range cases {
		src, err := os.ReadFile(filepath.Join(corpusDir, c.kernel+"."+kind+".mlir"))
		if err != nil {
			t.Skipf("no kernel corpus: %v", err)
		}
		srcs[i] = src
		if c.cuda && !cuda {
			continue
		}
		in := filepath.Join(t.TempDir(), "k.mlir")
		oracle := strings.Replace(string(src), corpusTarget, "#"+kind+".target<"+c.mlir+">", 1)
		if err := os.WriteFile(in, []byte(oracle), 0o600); err != nil {
			t.Fatal(err)
		}
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			cmd := exec.Command("mlir-opt-19", "--gpu-module-to-binary=format="+format.String(), in)
			cmd.Env = append(os.Environ(), "ROCM_PATH="+farm, "CUDA_ROOT="+matrixCUDA)
			var stderr bytes.Buffer
			cmd.Stderr = &stderr
			out, err := cmd.Output()
			if err != nil {
				errs[i] = err
				theirs[i] = stderr.Bytes()
				return
			}
			theirs[i] = out
		}(i)
	}
	wg.Wait()
	for i := range cases {
		if errs[i] != nil {
			t.Fatalf("mlir-opt-19 on %s with %s: %v\n%s", cases[i].kernel, cases[i].mlir, errs[i], theirs[i])
		}
		if theirs[i] != nil {
			theirs[i] = mlirString(t, theirs[i], key)
		}
	}
	var todo []matrixCase
	var todoSrcs [][]byte
	var index []int
	for i, c := range cases {
		if theirs[i] != nil {
			todo, todoSrcs, index = append(todo, c), append(todoSrcs, srcs[i]), append(index, i)
		}
	}
	objs := compileMatrix(t, kind, todoSrcs, todo, format, farm)
	ours = make([][]byte, len(cases))
	for k, i := range index {
		ours[i] = objs[k]
	}
	return ours, theirs
}

// compileMatrix compiles every case in one host module (its gpu.module
// renamed per case), with the device compiler registered once for format.
func compileMatrix(t *testing.T, kind string, srcs [][]byte, cases []matrixCase, format ObjectFormat, farm string) [][]byte {
	t.Helper()
	if len(cases) == 0 {
		return nil
	}
	const open = "{gpu.container_module} {"
	var host strings.Builder
	host.WriteString("module attributes " + open + "\n")
	var names []string
	for i, c := range cases {
		pipe, toolkit := "AMDGPU", farm
		if kind == "nvvm" {
			pipe, toolkit = "NVPTX", ""
			if c.cuda {
				toolkit = matrixCUDA
			}
		}
		tgt := "#gpu.target<" + pipe + " : " + c.seed + ">"
		if toolkit != "" {
			tgt = strings.Replace(tgt, "chip = ", `toolkit = "`+toolkit+`", chip = `, 1)
		}
		wrapped, name := wrapKernel(t, string(srcs[i]), tgt)
		unique := name + "_" + strconv.Itoa(i)
		wrapped = strings.ReplaceAll(wrapped, "@"+name+"_gpubin_stub", "@"+unique+"_gpubin_stub")
		wrapped = strings.Replace(wrapped, "gpu.module @"+name+" ", "gpu.module @"+unique+" ", 1)
		wrapped = strings.Replace(wrapped, "@host_ref()", "@host_ref_"+unique+"()", 1)
		a := strings.Index(wrapped, open) + len(open)
		b := strings.LastIndex(wrapped, "}")
		host.WriteString(wrapped[a:b])
		names = append(names, unique)
	}
	host.WriteString("}\n")
	m, _, err := translateHost(t, host.String(), Options{Format: format})
	if err != nil {
		t.Fatalf("translate: %v", err)
	}
	objs := make([][]byte, len(cases))
	for i, n := range names {
		objs[i] = globalBytes(t, m, n+"_gpubin_cst")
	}
	return objs
}

// withoutAddresses drops the address from disassembly label lines
// ("0000000000001b00 <saxpy>:" becomes "<saxpy>:"); branches are relative.
func withoutAddresses(lines []string) []string {
	out := make([]string, len(lines))
	for i, l := range lines {
		if j := strings.Index(l, " <"); j > 0 && strings.HasSuffix(l, ">:") {
			l = l[j+1:]
		}
		out[i] = l
	}
	return out
}

// undefinedDynamicSymbols lists the HSACO's undefined dynamic symbols.
func undefinedDynamicSymbols(t *testing.T, obj []byte) []string {
	t.Helper()
	f, err := elf.NewFile(bytes.NewReader(obj))
	if err != nil {
		t.Fatalf("our object is not ELF: %v", err)
	}
	syms, _ := f.DynamicSymbols()
	var out []string
	for _, s := range syms {
		if s.Section == elf.SHN_UNDEF && s.Name != "" {
			out = append(out, s.Name)
		}
	}
	return out
}

// TestAMDGPUGenericChipNeedsV6: LLVM stops with a fatal error on a generic
// processor below code object v6; gpuc says which option to set, and with
// it a kernel that needs no ISA-specific library compiles.
func TestAMDGPUGenericChipNeedsV6(t *testing.T) {
	farm := rocmFarm(t)
	src, err := os.ReadFile(filepath.Join(corpusDir, "saxpy.rocdl.mlir"))
	if err != nil {
		t.Skipf("no kernel corpus: %v", err)
	}
	wrapped, _ := wrapKernel(t, string(src), `#gpu.target<AMDGPU : O = 2, chip = "gfx10-3-generic", toolkit = "`+farm+`">`)
	if _, _, err := translateHost(t, wrapped, Options{}); err == nil || !strings.Contains(err.Error(), `abi_ver = "600"`) {
		t.Errorf("generic chip at code object v5: got %v, want an error naming abi_ver = \"600\"", err)
	}
	objs := compileMatrix(t, "rocdl", [][]byte{src}, []matrixCase{{kernel: "saxpy", seed: `O = 2, chip = "gfx10-3-generic", opts = {abi_ver = "600"}`}}, FormatBin, farm)
	if len(objs[0]) < 9 || objs[0][8] != 4 {
		t.Errorf("gfx10-3-generic with abi_ver 600: want a code object v6 (ELF ABI version 4)")
	}
}
