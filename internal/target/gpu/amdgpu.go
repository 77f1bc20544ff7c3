package gpu

import (
	"bytes"
	"debug/elf"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"

	"gpuc/internal/ir"
	"gpuc/internal/llvm"
	"gpuc/internal/target"
)

// amdgpu is the seed's AMDGPU pipeline: the ROCm device libraries chosen
// by the target's options, GCN code from LLVM's AMDGPU back end, and an
// HSACO code object linked by ld.lld.
type amdgpu struct{}

// libraries is the seed's AMDGPUPipelineBase::loadBitcodeFiles: the
// toolkit's amdgcn/bitcode libraries as getCommonBitcodeLibs picks them.
func (amdgpu) libraries(j *job) ([]string, error) {
	dir := filepath.Join(j.toolkit, "amdgcn", "bitcode")
	if !isDir(dir) {
		return nil, j.errorf("ROCm amdgcn bitcode path: %s does not exist or is not a directory.", dir)
	}
	w, err := waveFor(j.tgt)
	if err != nil {
		return nil, j.errorf("%v", err)
	}
	libs, missing := commonBitcodeLibs(dir, j.tgt, w.library64)
	for _, p := range missing {
		j.remarkf("Bitcode library path: %s does not exist or is not a file.\n", p)
	}
	return libs, nil
}

// commonBitcodeLibs is the seed's getCommonBitcodeLibs: the ROCm device
// libraries for t's chip and math options under dir, in link order, and
// those of them that are missing (left out, with a remark). wave64 picks
// oclc_wavefrontsize64_on (waveFor decides it; the seed took `!noWave64`).
func commonBitcodeLibs(dir string, t *target.Target, wave64 bool) (libs, missing []string) {
	add := func(name string) {
		p := filepath.Join(dir, name+".bc")
		if !isRegularFile(p) {
			missing = append(missing, p)
			return
		}
		libs = append(libs, p)
	}
	opt := func(name string, on bool) string {
		if on {
			return name + "_on"
		}
		return name + "_off"
	}
	fast := t.FastMath()
	add("ocml")
	add("ockl")
	add(opt("oclc_daz_opt", t.Ftz()))
	add(opt("oclc_unsafe_math", t.UnsafeMath() || fast))
	add(opt("oclc_finite_only", t.FiniteOnly() || fast))
	add(opt("oclc_correctly_rounded_sqrt", t.CorrectSqrt()))
	add(opt("oclc_wavefrontsize64", wave64))
	add("oclc_isa_version_" + isaVersion(t.Chip()))
	if v := t.AbiVer(); v != "" {
		add("oclc_abi_version_" + v)
	}
	return libs, missing
}

// waveSetup is how a gpu.module's wavefront size comes out on AMDGPU.
//
// The seed (and MLIR 19) link oclc_wavefrontsize64_on unless `noWave64`,
// whatever the chip; but LLVM generates wave32 code for gfx10 and later
// unless the features say +wavefrontsize64, and ockl's wave functions
// (__ockl_activelane_u32, the wave reductions and scans, ballots) read
// __oclc_wavefrontsize64 to know how many lanes they work on: with the
// wrong library they compute wrong results on the device, silently. So
// gpuc links the library that matches the code: by default the size LLVM
// generates (asked of LLVM's own subtarget, llvm.SubtargetHas, so a chip
// LLVM learns about needs no table here); `wave64` makes the code wave64
// too (+wavefrontsize64 in the target machine's features); `noWave64`
// links the wave32 library as the seed, warned about on a chip that has
// no wave32 mode.
type waveSetup struct {
	// features are the target machine's: the target's own, plus
	// +wavefrontsize64 when `wave64` asks for it on a wave32 chip.
	features string
	// code64: LLVM generates wave64 code with features.
	code64 bool
	// chip64: the chip's own default is wave64 (gfx9 and earlier): it has
	// no wave32 mode. The chips that default to wave32 (gfx10 and later)
	// are the ones that have both.
	chip64 bool
	// library64 picks oclc_wavefrontsize64_on.
	library64 bool
}

// waveFeature is the AMDGPU subtarget feature of wave64 code.
const waveFeature = "+wavefrontsize64"

// waveFor decides t's waveSetup. Where LLVM cannot say (a triple that is
// not amdgcn, an unknown chip: errors of their own later), it is the
// seed's choice. The error is a contradiction between opts and features.
func waveFor(t *target.Target) (waveSetup, error) {
	opt := t.WaveOption()
	w := waveSetup{features: t.Features(), library64: opt != target.WaveAskNo64}
	triple, chip := t.Triple(), t.Chip()
	chip64, ok1 := subtargetWave64(triple, chip, "")
	code64, ok2 := subtargetWave64(triple, chip, w.features)
	if !ok1 || !ok2 {
		w.code64, w.chip64 = w.library64, w.library64
		return w, nil
	}
	w.code64, w.chip64 = code64, chip64
	switch {
	case chip64 && !code64:
		return w, fmt.Errorf("the features %q ask for wave32 code, but %s runs wave64 only: remove +wavefrontsize32 / -wavefrontsize64 from the features", w.features, chip)
	case opt == target.WaveUnset:
		w.library64 = code64
	case opt == target.WaveAsk64 && !code64:
		if mentionsWaveSize(w.features) {
			return w, fmt.Errorf("opts `wave64` asks for wave64 code, but the features %q ask for wave32: drop one of them", w.features)
		}
		w.features = joinFeatures(w.features, waveFeature)
		if w.code64, _ = subtargetWave64(triple, chip, w.features); !w.code64 {
			return w, fmt.Errorf("opts `wave64`: LLVM 19 generates no wave64 code for %s even with %s: drop `wave64`", chip, waveFeature)
		}
	case opt == target.WaveAskNo64 && code64 && !chip64:
		return w, fmt.Errorf("opts `noWave64` asks for the wave32 library, but the features %q make %s's code wave64: drop `noWave64`, or +wavefrontsize64 from the features", w.features, chip)
	}
	return w, nil
}

// waveLibrary64 is waveFor's library choice; a target waveFor rejects
// never gets as far as its callers.
func waveLibrary64(t *target.Target) bool {
	w, _ := waveFor(t)
	return w.library64
}

// waveCache holds subtargetWave64's answers: every gpu.module asks
// several times, and LLVM builds a target machine for each answer.
var waveCache sync.Map // triple \x00 chip \x00 features -> [2]bool{has, ok}

// subtargetWave64 reports whether LLVM 19 generates wave64 code for chip
// with features; ok is false when it cannot say.
func subtargetWave64(triple, chip, features string) (has, ok bool) {
	key := triple + "\x00" + chip + "\x00" + features
	if v, found := waveCache.Load(key); found {
		r := v.([2]bool)
		return r[0], r[1]
	}
	has, ok = llvm.SubtargetHas(triple, chip, features, waveFeature)
	waveCache.Store(key, [2]bool{has, ok})
	return has, ok
}

// mentionsWaveSize reports whether features set a wavefront size.
func mentionsWaveSize(features string) bool {
	for _, f := range strings.Split(features, ",") {
		if strings.HasPrefix(strings.TrimLeft(strings.TrimSpace(f), "+-"), "wavefrontsize") {
			return true
		}
	}
	return false
}

func joinFeatures(features, f string) string {
	if strings.TrimSpace(features) == "" {
		return f
	}
	return features + "," + f
}

// machineFeatures are the target machine's features: waveFor's.
func (amdgpu) machineFeatures(j *job) (string, error) {
	w, err := waveFor(j.tgt)
	if err != nil {
		return "", j.errorf("%v", err)
	}
	return w.features, nil
}

// postLink makes the linked module's wave size one: a function with a
// "target-features" attribute of its own (ockl's wave reductions say
// +dpp) is compiled by LLVM for the chip's default size, not the target
// machine's, and not inlined into a kernel of the other size. And it warns
// where `noWave64` picked the wave32 library for a chip that has no wave32
// mode, when something linked reads the library's variable.
func (amdgpu) postLink(j *job, m *llvm.Module) error {
	w, err := waveFor(j.tgt)
	if err != nil {
		return j.errorf("%v", err)
	}
	if w.code64 && !w.chip64 {
		m.AddFunctionFeature(waveFeature)
	}
	if !w.library64 && w.code64 && m.HasGlobal("__oclc_wavefrontsize64") {
		j.remarks = append(j.remarks, &ir.Diagnostic{Severity: ir.SevWarning, Loc: j.op.Loc(), Msg: fmt.Sprintf(
			"opts `noWave64` cannot change %s's wave size (it runs wave64 only): the ockl wave functions this module links "+
				"(active lanes, wave reductions and scans, ballots) read oclc_wavefrontsize64_off, assume 32 lanes per wave "+
				"and give wrong results in its 64-lane waves; drop `noWave64`", j.tgt.Chip())})
	}
	return nil
}

// oclcControlVariables maps each oclc_* library family to the control
// variable its files define, with its width in bits: all an oclc library
// holds (e.g. oclc_daz_opt_on.bc is `@__oclc_daz_opt = ... constant i8 1`).
var oclcControlVariables = []struct {
	prefix, variable string
	bits             int
}{
	{"oclc_daz_opt_", "__oclc_daz_opt", 8},
	{"oclc_unsafe_math_", "__oclc_unsafe_math_opt", 8},
	{"oclc_finite_only_", "__oclc_finite_only_opt", 8},
	{"oclc_correctly_rounded_sqrt_", "__oclc_correctly_rounded_sqrt32", 8},
	{"oclc_wavefrontsize64_", "__oclc_wavefrontsize64", 8},
	{"oclc_isa_version_", "__oclc_ISA_version", 32},
	{"oclc_abi_version_", "__oclc_ABI_version", 32},
}

// controlVariable returns the LLVM IR definition that stands in for the
// oclc library file lib (a path ending in <name>.bc), exactly as the file
// would define it; ok is false when lib is not an oclc control library
// or its value cannot be known (an ISA version for a generic chip).
func controlVariable(lib, chip string) (def string, ok bool) {
	name := strings.TrimSuffix(filepath.Base(lib), ".bc")
	for _, c := range oclcControlVariables {
		arg, found := strings.CutPrefix(name, c.prefix)
		if !found {
			continue
		}
		var v int
		switch {
		case arg == "on":
			v = 1
		case arg == "off":
			v = 0
		case c.variable == "__oclc_ISA_version":
			if v, ok = isaVersionNumber(chip); !ok || isaVersion(chip) != arg {
				return "", false
			}
		default:
			n, err := strconv.Atoi(arg)
			if err != nil {
				return "", false
			}
			v = n
		}
		return fmt.Sprintf("@%s = linkonce_odr protected local_unnamed_addr addrspace(4) constant i%d %d, align %d\n", c.variable, c.bits, v, c.bits/8), true
	}
	return "", false
}

// generatedLibrary stands in for the oclc control libraries the toolkit
// lacks (ROCm 5.2 has no oclc_isa_version_942.bc, 1100.bc or 1201.bc):
// an LLVM IR module defining their control variables as the files would,
// linked like them after ocml and ockl. Without it ocml's
// __oclc_ISA_version stays an undefined symbol of the HSACO, a binary that
// does not load; MLIR 19 defines the same variables itself
// (addControlVariables). nil when nothing is missing or nothing can stand
// in; the seed's remark for the missing file is still given.
func (amdgpu) generatedLibrary(j *job, m *llvm.Module) []byte {
	_, missing := commonBitcodeLibs(filepath.Join(j.toolkit, "amdgcn", "bitcode"), j.tgt, waveLibrary64(j.tgt))
	var defs []string
	for _, p := range missing {
		if def, ok := controlVariable(p, j.tgt.Chip()); ok {
			defs = append(defs, def)
		}
	}
	if len(defs) == 0 {
		return nil
	}
	return []byte(fmt.Sprintf("target datalayout = \"%s\"\ntarget triple = \"%s\"\n%s", m.DataLayout(), m.Triple(), strings.Join(defs, "")))
}

// preLink sets the code object version to abi_ver (module flag
// amdhsa_code_object_version, as clang does), so that the code object and
// the oclc_abi_version library agree on where kernel arguments live.
func (amdgpu) preLink(j *job, m *llvm.Module) error {
	v := j.tgt.AbiVer()
	if v == "" {
		return nil
	}
	n, err := strconv.ParseUint(v, 10, 32)
	// LLVM 19's AMDGPU backend knows code object versions 4, 5 and 6;
	// with any other it stops with "Unexpected code object version".
	if err != nil || (n != 400 && n != 500 && n != 600) {
		return j.errorf("abi_ver %q is not a code object version: use 400, 500 or 600", v)
	}
	// LLVM's back end stops with a fatal error on a generic processor
	// below code object v6; say which option fixes it before it does.
	if chip := j.tgt.Chip(); strings.HasSuffix(isaVersion(chip), "-generic") && n < 600 {
		return j.errorf("chip %s is a generic processor, which needs code object version 6: add abi_ver = \"600\" to the target's opts (abi_ver is %s)", chip, v)
	}
	m.AddModuleFlag(llvm.ModFlagError, "amdhsa_code_object_version", uint32(n))
	return nil
}

// handleLibrary drops the metadata ROCm builds leave in their libraries.
func (amdgpu) handleLibrary(lib *llvm.Module) {
	lib.EraseNamedMetadata("opencl.ocl.version")
	lib.EraseNamedMetadata("llvm.ident")
}

// AMDGPU code objects have no run-time provided functions.
func (amdgpu) allowedUndefined(string) bool { return false }

func (amdgpu) libraryHint(j *job) string {
	if tk := j.toolkit; tk != "" {
		return "neither the ROCm device libraries in " + filepath.Join(tk, "amdgcn", "bitcode") + " nor the target's link files define it"
	}
	return "the ROCm device libraries were not linked (none found: looked in the target's toolkit=, $ROCM_PATH, /opt/rocm, /usr/lib/<multiarch>/amdgcn/bitcode); install rocm-device-libs or name the ROCm folder with toolkit=\"...\""
}

// serialize emits GCN assembly (FormatISA) or an object that ld.lld links
// into an HSACO (FormatBin). With a dump folder the assembly is dumped
// too, emitted from a copy of the module as code generation changes it.
func (amdgpu) serialize(j *job, m *llvm.Module, tm *llvm.TargetMachine) ([]byte, error) {
	if j.opts.Format == FormatISA {
		isa, err := tm.Emit(m, llvm.Assembly)
		if err != nil {
			return nil, j.errorf("%v", err) // llvm names the step: "Failed translating the Module to ISA: ..."
		}
		if err := j.dump("s", isa); err != nil {
			return nil, err
		}
		return isa, nil
	}
	if j.opts.DumpDir != "" {
		if err := dumpAssemblyOfCopy(j, m, tm); err != nil {
			return nil, err
		}
	}
	obj, err := tm.Emit(m, llvm.Object)
	if err != nil {
		return nil, j.errorf("%v", err)
	}
	if err := checkObjectUndefined(j, obj); err != nil {
		return nil, err
	}
	return linkHsaco(j, obj)
}

// checkObjectUndefined fails when the object still refers to a symbol
// nothing defines: ld.lld -shared would accept it and the HSACO would not
// load. The module check before optimisation sees functions only; this
// catches variables too, such as ocml's __oclc_ISA_version for a chip
// whose oclc_isa_version library the toolkit lacks and whose version
// gpuc cannot spell (generic targets).
func checkObjectUndefined(j *job, obj []byte) error {
	f, err := elf.NewFile(bytes.NewReader(obj))
	if err != nil {
		return j.errorf("cannot read the object LLVM emitted: %v", err)
	}
	syms, err := f.Symbols()
	if err != nil && !errors.Is(err, elf.ErrNoSymbols) {
		return j.errorf("cannot read the symbols of the object LLVM emitted: %v", err)
	}
	var missing []string
	for _, s := range syms {
		if s.Section == elf.SHN_UNDEF && s.Name != "" {
			missing = append(missing, "'"+s.Name+"'")
		}
	}
	if len(missing) == 0 {
		return nil
	}
	what := "undefined device symbol " + missing[0]
	if len(missing) > 1 {
		what = "undefined device symbols " + strings.Join(missing, ", ")
	}
	hint := amdgpu{}.libraryHint(j)
	if j.toolkit != "" {
		var absent []string
		_, missing := commonBitcodeLibs(filepath.Join(j.toolkit, "amdgcn", "bitcode"), j.tgt, waveLibrary64(j.tgt))
		for _, p := range missing {
			if _, ok := controlVariable(p, j.tgt.Chip()); !ok {
				absent = append(absent, filepath.Base(p))
			}
		}
		if len(absent) > 0 {
			hint += " (the toolkit has no " + strings.Join(absent, ", ") + "; name a file that defines it in the target's link = [...], or use a chip the toolkit supports)"
		}
	}
	return j.errorf("%s in the code object for %s: %s", what, j.tgt.Chip(), hint)
}

// dumpAssemblyOfCopy writes the GCN assembly of a bitcode copy of m.
func dumpAssemblyOfCopy(j *job, m *llvm.Module, tm *llvm.TargetMachine) error {
	ctx := llvm.NewContext()
	defer ctx.Dispose()
	cp, err := ctx.ParseBitcode(j.name, m.Bitcode(), false)
	if err != nil {
		return j.errorf("cannot copy the module to dump its assembly: %v", err)
	}
	defer cp.Dispose()
	isa, err := tm.Emit(cp, llvm.Assembly)
	if err != nil {
		return j.errorf("%v", err)
	}
	return j.dump("s", isa)
}

// findLLD returns ld.lld from the ROCm toolkit, LLVM 19's bin folder, or
// PATH, in that order; "" when none.
func findLLD(toolkit string) string {
	return findTool("ld.lld", append(inToolkit(toolkit, "llvm", "bin", "ld.lld"), "/usr/lib/llvm-19/bin/ld.lld")...)
}

// lldShared runs `ld.lld -shared` on obj in a private temp folder and
// returns the shared object (an HSACO).
// When lld is LLVM 19's own ld.lld, the link runs in this process, with
// LLD 19 linked into gpuc (the same code, without a process per module: a
// process costs about 20 ms, the link itself a fraction of that).
func lldShared(lld string, obj []byte) ([]byte, *toolError) {
	if isLLVM19LLD(lld) {
		dir, err := os.MkdirTemp("", "gpuc-hsaco-")
		if err != nil {
			return nil, &toolError{step: stepTempDir, err: err}
		}
		defer os.RemoveAll(dir)
		in, out := filepath.Join(dir, "kernel.o"), filepath.Join(dir, "kernel.hsaco")
		if err := os.WriteFile(in, obj, 0o600); err != nil {
			return nil, &toolError{step: stepWrite, err: err}
		}
		switch err := llvm.LinkShared(in, out); {
		case err == nil:
			data, err := os.ReadFile(out)
			if err != nil {
				return nil, &toolError{step: stepRead, err: err}
			}
			return data, nil
		case !errors.Is(err, llvm.ErrLLDUnavailable):
			return nil, &toolError{step: stepRun, err: errors.New("failed"), output: []byte(err.Error())}
		}
	}
	return runTool(lld, "gpuc-hsaco-", "kernel.o", "kernel.hsaco", obj, func(in, out string) []string {
		return []string{"-shared", in, "-o", out}
	})
}

// isLLVM19LLD reports whether the ld.lld at p is LLVM 19's (Debian's
// /usr/lib/llvm-19/bin/ld.lld, through whatever links lead there): the
// linker gpuc has in-process. A toolkit's own ld.lld of another version is
// run as it is.
func isLLVM19LLD(p string) bool {
	r, err := filepath.EvalSymlinks(p)
	if err != nil {
		return false
	}
	own, err := filepath.EvalSymlinks("/usr/lib/llvm-19/bin/ld.lld")
	return err == nil && r == own
}

// linkHsaco runs `ld.lld -shared` on obj in a private temp folder that is
// always removed, and returns the HSACO; lld's own message is in the error.
func linkHsaco(j *job, obj []byte) ([]byte, error) {
	lld := j.tools.lld(j.toolkit)
	if lld == "" {
		return nil, j.errorf("lld invocation error: no ld.lld found (looked in <toolkit>/llvm/bin, /usr/lib/llvm-19/bin and on PATH); install lld-19")
	}
	hsaco, terr := lldShared(lld, obj)
	if terr == nil {
		return hsaco, nil
	}
	switch terr.step {
	case stepTempDir, stepWrite:
		return nil, j.errorf("temporary file for ISA binary creation error: %v", terr.err)
	case stepRun:
		return nil, j.errorf("lld invocation error: %s: %v\n%s", lld, terr.err, terr.output)
	default:
		return nil, j.errorf("read HSA code object from temp file error: %v", terr.err)
	}
}
