package gpu

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync/atomic"

	dgpu "gpuc/internal/dialect/gpu"
	"gpuc/internal/dialect/nvvm"
	"gpuc/internal/dialect/rocdl"
	"gpuc/internal/ir"
	"gpuc/internal/llvm"
	"gpuc/internal/target"
	"gpuc/internal/target/llvmir"
	"gpuc/internal/target/llvmir/ll"
)

// TargetOptions are MLIR 19's gpu::TargetOptions as gpu-module-to-binary
// builds them: the toolkit, the extra files to link, the tools' command
// line options and the object format.
type TargetOptions struct {
	Toolkit    string
	Link       []string
	CmdOptions string
	Format     dgpu.CompilationTarget
	// Getenv reads the environment (os.Getenv when nil).
	Getenv func(string) string
	// NotMLIR: the caller is not standing in for mlir-opt-19 (gpuc
	// compile): where gpuc departs from its layout (LLVM 19's ld.lld for a
	// toolkit without one) there is nothing to remark, and each module's
	// PTX numbers its call sites from 0 rather than from where the modules
	// before it left off.
	NotMLIR bool
}

func (o *TargetOptions) getenv(k string) string {
	if o.Getenv != nil {
		return o.Getenv(k)
	}
	return os.Getenv(k)
}

// Serializer is the state gpu-module-to-binary keeps across the modules
// of one run.
type Serializer struct {
	Opts TargetOptions
	// callSites counts the NVPTX call sites numbered so far: LLVM numbers
	// them from one counter per process, which in mlir-opt-19 starts at 0
	// with the pass's first module.
	callSites int
	tools     *toolPaths
	// lldNoted: the remark that LLVM 19's ld.lld stands in for the
	// toolkit's was made.
	lldNoted atomic.Bool
	// ForEach runs f(0..n-1), possibly at once (the pass manager's
	// ForEach); nil runs them one after the other.
	ForEach func(n int, f func(i int))
	// Done, when set, is called (from any goroutine) as each object's
	// compilation ends.
	Done func()
}

func (s *Serializer) forEach(n int, f func(i int)) {
	if s.ForEach != nil {
		s.ForEach(n, f)
		return
	}
	for i := 0; i < n; i++ {
		f(i)
	}
}

// NewSerializer returns the serializer of one pass run.
func NewSerializer(opts TargetOptions) *Serializer {
	return &Serializer{Opts: opts, tools: newToolPaths()}
}

// unsupported is the error of what gpuc cannot yet make byte for byte as
// mlir-opt-19.
func unsupported(op *ir.Operation, format string, args ...any) error {
	return op.EmitError("gpu-module-to-binary: %s is not supported yet", fmt.Sprintf(format, args...))
}

// Pending is one module and target's object on its way: Prepare does the
// MLIR side (translation to LLVM IR, the device libraries to link), which
// must run in module order on one goroutine; Compile the LLVM side and the
// tools, which may run for many modules at once; Object then reports, in
// module order, what the object's compilation said and made.
type Pending struct {
	j      *mlir19Job
	tgt    ir.Attribute
	format dgpu.CompilationTarget
	props  *ir.DictionaryAttr
	// compile is the parallel part; for NVVM it ends at the PTX, which
	// finish (also parallel) takes on after Compile renumbered its call
	// sites in module order.
	compile, finish func([]byte) ([]byte, error)
	obj             []byte
	err             error
	// ptx is an NVVM object's PTX, as it went to ptxas.
	ptx []byte
}

// Serialize is TargetAttrInterface::serializeToObject followed by
// createObject for an #nvvm.target or #rocdl.target, with MLIR 19's
// semantics (NVVM/Target.cpp, ROCDL/Target.cpp, ModuleToObject.cpp), for
// one module: Prepare, Compile and Object.
func (s *Serializer) Serialize(module *ir.Operation, tgt ir.Attribute) (*dgpu.ObjectAttr, error) {
	p := s.Prepare(module, tgt)
	s.Compile([]*Pending{p})
	return p.Object()
}

// Prepare does the serial part of serializing module for tgt.
func (s *Serializer) Prepare(module *ir.Operation, tgt ir.Attribute) *Pending {
	ctx := module.Context()
	p := &Pending{tgt: tgt, format: s.Opts.Format}
	switch t := tgt.(type) {
	case *nvvm.TargetAttr:
		p.j, p.compile, p.finish, p.err = s.nvvm(module, t)
		if p.format == dgpu.Assembly {
			p.props = ctx.Dict([]ir.NamedAttr{{Name: "O", Value: ctx.IntegerAttrInt64(ctx.I(32), int64(t.O))}})
		}
	case *rocdl.TargetAttr:
		p.j, p.compile, p.err = s.rocdl(module, t)
		if p.format > dgpu.Binary {
			p.format = dgpu.Binary
		}
	default:
		p.err = unsupported(module, "a target attribute other than #nvvm.target and #rocdl.target")
	}
	return p
}

// Compile runs the LLVM side of the prepared objects, through ForEach: each one's compile, the NVPTX call sites renumbered in order (LLVM
// numbers them from one counter per process, which in mlir-opt-19 runs
// through the modules in order), then each one's finish (ptxas,
// fatbinary). Nothing after the first failure in order is compiled.
func (s *Serializer) Compile(ps []*Pending) {
	n := len(ps)
	for i, p := range ps {
		if p.err != nil {
			n = i
			break
		}
	}
	s.forEach(n, func(i int) {
		p := ps[i]
		p.obj, p.err = p.compile(nil)
	})
	for i := 0; i < n; i++ {
		p := ps[i]
		if p.err != nil {
			n = i
			break
		}
		if p.finish != nil {
			if s.Opts.NotMLIR {
				// Each module from 0, as LLVM numbers a module alone: its
				// PTX does not depend on the modules compiled with it
				// (what a compile cache needs).
				p.obj, _ = renumberCallSitesFrom(p.obj, 0)
			} else {
				var k int
				p.obj, k = renumberCallSitesFrom(p.obj, s.callSites)
				s.callSites += k
			}
			p.ptx = p.obj
		}
	}
	s.forEach(n, func(i int) {
		if p := ps[i]; p.finish != nil {
			p.obj, p.err = p.finish(p.obj)
		}
		if s.Done != nil {
			s.Done()
		}
	})
}

// PTX returns the PTX an NVVM object was made from (what an assembly
// object of the same module and target holds, without its NUL), or nil.
func (p *Pending) PTX() []byte {
	if p.err != nil {
		return nil
	}
	return p.ptx
}

// Err is the error of the object's preparation or compilation so far.
func (p *Pending) Err() error { return p.err }

// Object reports what the compilation said (remarks, warnings) and returns
// the #gpu.object, or the error.
func (p *Pending) Object() (*dgpu.ObjectAttr, error) {
	if p.j != nil {
		for _, d := range p.j.diags {
			p.j.op.Context().Emit(d)
		}
		p.j.diags = nil
	}
	if p.err != nil {
		return nil, p.err
	}
	ctx := p.j.op.Context()
	return dgpu.Object(ctx, p.tgt, p.format, ctx.String(string(p.obj)), p.props), nil
}

// mlir19Job is one module and target's ModuleToObject::run.
type mlir19Job struct {
	op                     *ir.Operation
	name                   string
	triple, chip, features string
	o                      int
	files                  []string
	amd                    bool
	toolkit                string
	// discovered: gpuc found the toolkit where MLIR 19 has none.
	discovered bool
	// diags are the remarks and warnings of the job, which Object reports
	// in module order.
	diags []*ir.Diagnostic
}

func (j *mlir19Job) errorf(format string, args ...any) error { return j.op.EmitError(format, args...) }

// note keeps a remark or warning for Object to report.
func (j *mlir19Job) note(sev ir.Severity, msg string) {
	j.diags = append(j.diags, &ir.Diagnostic{Severity: sev, Loc: j.op.Loc(), Msg: msg, Op: j.op})
}

// translate is translateModuleToLLVMIR of the gpu.module.
func (j *mlir19Job) translate() (*ll.Module, error) {
	m, err := llvmir.Translate(j.op, llvmir.Options{ModuleName: "LLVMDialectModule"})
	if err != nil {
		var v *llvmir.VerifierError
		if errors.As(err, &v) {
			return nil, j.errorf("Failed creating the llvm::Module: LLVM's verifier rejects the module's LLVM IR:\n%s", strings.TrimRight(v.Text, "\n"))
		}
		return nil, err
	}
	p := dgpu.NVPTX
	if j.amd {
		p = dgpu.AMDGPU
	}
	if err := checkForeignIntrinsics(j.op, m, p); err != nil {
		return nil, err
	}
	return m, nil
}

// nvvm is NVPTXSerializer: libdevice from the toolkit (the pass's
// toolkit, else $CUDA_ROOT, $CUDA_HOME, $CUDA_PATH, else gpuc's
// discovery of /usr/local/cuda and Debian's /usr/lib/cuda where MLIR 19
// has none), PTX, ptxas and fatbinary.
func (s *Serializer) nvvm(op *ir.Operation, t *nvvm.TargetAttr) (j *mlir19Job, compile, finish func([]byte) ([]byte, error), err error) {
	j = &mlir19Job{op: op, name: ir.SymbolName(op), triple: t.Triple, chip: t.Chip, features: t.Features, o: t.O}
	j.files = append(append([]string(nil), s.Opts.Link...), t.LinkFiles()...)
	j.toolkit = s.Opts.Toolkit
	if j.toolkit == "" {
		for _, v := range []string{"CUDA_ROOT", "CUDA_HOME", "CUDA_PATH"} {
			if p := s.Opts.getenv(v); p != "" {
				j.toolkit = p
				break
			}
		}
	}
	if j.toolkit == "" {
		for _, c := range []string{"/usr/local/cuda", "/usr/lib/cuda"} {
			if isRegularFile(filepath.Join(c, "nvvm", "libdevice", "libdevice.10.bc")) {
				j.toolkit, j.discovered = c, true
				break
			}
		}
	}
	// appendStandardLibs: MLIR 19 reports a missing toolkit folder or
	// libdevice as an error and goes on without libdevice (the pass
	// succeeds). gpuc says the same as a warning, and fails below only
	// when a function libdevice would define is then undefined.
	libdevice, missing := "", ""
	if j.toolkit != "" {
		lib := filepath.Join(j.toolkit, "nvvm", "libdevice", "libdevice.10.bc")
		switch {
		case !isDir(j.toolkit):
			missing = "CUDA path: " + j.toolkit + " does not exist or is not a directory."
		case !isRegularFile(lib):
			missing = "LibDevice path: " + lib + " does not exist or is not a file."
		default:
			libdevice = lib
		}
		if missing != "" {
			j.note(ir.SevWarning, missing+"\n")
		}
	}
	m, err := j.translate()
	if err != nil {
		return j, nil, nil, err
	}
	// A toolkit MLIR 19 would not have found (gpuc's discovery, with no
	// toolkit option or $CUDA_ROOT, $CUDA_HOME, $CUDA_PATH) is used only
	// for what it is needed for, so that gpuc makes what mlir-opt-19 makes
	// wherever mlir-opt-19's object works: libdevice is linked when the
	// module calls a __nv_ function (where mlir-opt-19 would leave the
	// calls undefined), not otherwise (where linking would add only
	// libdevice's llvm.ident).
	if libdevice != "" && j.discovered && !declaresPrefix(m, "__nv_") {
		libdevice = ""
	}
	if libdevice != "" {
		j.files = append(j.files, libdevice)
	}
	text := []byte(m.String())
	compile = func([]byte) ([]byte, error) {
		return j.run(text, func(lm *llvm.Module, tm *llvm.TargetMachine) ([]byte, error) {
			for _, f := range lm.UndefinedFunctions() {
				if !cudaRuntimeFunctions[f] {
					if missing != "" {
						return nil, j.errorf("undefined device function '%s' after linking: libdevice was not linked (%s); mlir-opt-19 would emit PTX that calls it and cannot load", f, missing)
					}
					if libdevice == "" {
						return nil, j.errorf("undefined device function '%s' after linking: libdevice was not linked (no CUDA toolkit: set the pass's toolkit, $CUDA_ROOT, $CUDA_HOME or $CUDA_PATH); mlir-opt-19 would emit PTX that calls it and cannot load", f)
					}
					return nil, j.errorf("undefined device function '%s' after linking: neither libdevice (%s) nor the link files define it", f, libdevice)
				}
			}
			if err := lm.Optimize(tm, j.o); err != nil {
				return nil, j.errorf("%v", err)
			}
			if s.Opts.Format == dgpu.Offload {
				return lm.Bitcode(), nil
			}
			ptx, err := tm.Emit(lm, llvm.Assembly)
			if err != nil {
				return nil, j.errorf("Failed translating the module to ISA.")
			}
			return ptx, nil
		})
	}
	if s.Opts.Format == dgpu.Offload {
		return j, compile, nil, nil
	}
	finish = func(ptx []byte) ([]byte, error) {
		if s.Opts.Format == dgpu.Assembly {
			return append(ptx, 0), nil
		}
		return s.compileToBinary(j, ptx)
	}
	return j, compile, finish, nil
}

// declaresPrefix reports whether m declares a function whose name starts
// with prefix.
func declaresPrefix(m *ll.Module, prefix string) bool {
	for _, f := range m.Funcs {
		if f.IsDeclaration() && strings.HasPrefix(f.Name, prefix) {
			return true
		}
	}
	return false
}

// run is ModuleToObject::run from the translated text on: the target
// machine, data layout and triple, the files to link, then finish (the
// target's optimisation and moduleToObject).
func (j *mlir19Job) run(text []byte, finish func(*llvm.Module, *llvm.TargetMachine) ([]byte, error)) ([]byte, error) {
	if j.o < 0 || j.o > 3 {
		return nil, j.errorf("Invalid optimization level: %d.", j.o)
	}
	if err := llvm.CheckTarget(j.triple, j.chip, j.features); err != nil {
		return nil, unsupported(j.op, "the target (triple %q, chip %q, features %q: %v)", j.triple, j.chip, j.features, err)
	}
	ctx := llvm.NewContext()
	defer ctx.Dispose()
	m, err := ctx.ParseIR("LLVMDialectModule", text)
	if err != nil {
		return nil, j.errorf("Failed creating the llvm::Module: %v", err)
	}
	defer func() { m.Dispose() }()
	tm, err := llvm.NewTargetMachine(j.triple, j.chip, j.features, j.o)
	if err != nil {
		return nil, j.errorf("Failed to lookup target for triple '%s' %v", j.triple, err)
	}
	defer tm.Dispose()
	m.SetDataLayout(tm.DataLayout())
	m.SetTriple(tm.Triple())
	var libs []*llvm.Module
	defer func() {
		for _, l := range libs {
			if l != nil {
				l.Dispose()
			}
		}
	}()
	for _, path := range j.files {
		st, err := os.Stat(path)
		if err != nil || !st.Mode().IsRegular() {
			return nil, j.errorf("File path: %s does not exist or is not a file.\n", path)
		}
		lib, err := loadLibrary(ctx, path, st)
		if err != nil {
			return nil, j.errorf("Failed loading file from %s, error: %v", path, err)
		}
		if j.amd {
			lib.EraseNamedMetadata("opencl.ocl.version")
			lib.EraseNamedMetadata("llvm.ident")
			lib.SetDataLayout(tm.DataLayout())
			lib.SetTriple(tm.Triple())
		}
		libs = append(libs, lib)
	}
	for i, lib := range libs {
		libs[i] = nil
		if err := m.LinkOnlyNeeded(lib); err != nil {
			return nil, j.errorf("Unrecoverable failure during bitcode linking.")
		}
	}
	return finish(m, tm)
}

// compileToBinary runs ptxas (and fatbinary for the fatbin format) as
// NVPTXSerializer::compileToBinary.
func (s *Serializer) compileToBinary(j *mlir19Job, ptx []byte) ([]byte, error) {
	fatbin := s.Opts.Format == dgpu.Fatbin
	ptxas, err := s.findNVTool(j, "ptxas")
	if err != nil {
		return nil, err
	}
	var fatbinary string
	if fatbin {
		if fatbinary, err = s.findNVTool(j, "fatbinary"); err != nil {
			return nil, err
		}
	}
	args, err := tokenizeGNU(s.Opts.CmdOptions)
	if err != nil {
		return nil, unsupported(j.op, "the opts %q (%v)", s.Opts.CmdOptions, err)
	}
	dir, err := os.MkdirTemp("", "mlir-"+j.name+"-")
	if err != nil {
		return nil, j.errorf("Couldn't create the temp file: `%s`, error message: %v", dir, err)
	}
	defer os.RemoveAll(dir)
	base := filepath.Join(dir, "mlir-"+j.name+"-"+j.triple+"-"+j.chip)
	ptxFile, binFile := base+".ptx", base+".bin"
	cubinFile := binFile
	if fatbin {
		cubinFile = ptxFile + ".cubin"
	}
	if err := os.WriteFile(ptxFile, ptx, 0o600); err != nil {
		return nil, j.errorf("Couldn't open the file: `%s`, error message: %v", ptxFile, err)
	}
	ptxasArgs := []string{"-arch", j.chip, ptxFile, "-o", cubinFile, "--opt-level", strconv.Itoa(j.o)}
	fat32 := false
	for _, a := range args {
		if a == "-32" {
			fat32 = true
		} else {
			ptxasArgs = append(ptxasArgs, a)
		}
	}
	if out, err := runLogged(ptxas, ptxasArgs); err != nil {
		return nil, j.errorf("`ptxas` invocation failed. Log:\n%s", out)
	}
	if fatbin {
		chip := strings.TrimPrefix(strings.TrimPrefix(j.chip, "sm_"), "compute_")
		bits := "-64"
		if fat32 {
			bits = "-32"
		}
		fargs := []string{bits, "--image3=kind=elf,sm=" + chip + ",file=" + cubinFile, "--image3=kind=ptx,sm=" + chip + ",file=" + ptxFile, "--create", binFile}
		if out, err := runLogged(fatbinary, fargs); err != nil {
			return nil, j.errorf("`fatbinary` invocation failed. Log:\n%s", out)
		}
	}
	data, err := os.ReadFile(binFile)
	if err != nil {
		return nil, j.errorf("Couldn't open the file: `%s`, error message: %v", binFile, err)
	}
	return data, nil
}

// findNVTool is NVPTXSerializer::findTool: <toolkit>/bin/tool, PATH, then
// the environment's toolkit.
func (s *Serializer) findNVTool(j *mlir19Job, tool string) (string, error) {
	p, looked := s.lookNVTool(tool)
	if p != "" {
		return p, nil
	}
	if s.Opts.NotMLIR {
		return "", j.errorf("%s", missingNVTool(tool, looked))
	}
	return "", j.errorf("Couldn't find the `%s` binary. Please specify the toolkit path, add the compiler to $PATH, or set one of the environment variables in `NVVM::getCUDAToolkitPath()`.", tool)
}

// lookNVTool looks for a CUDA tool as NVPTXSerializer::findTool does:
// <toolkit>/bin, PATH, then the environment's toolkit ($CUDA_ROOT,
// $CUDA_HOME or $CUDA_PATH, the first set); for gpuc compile (NotMLIR) also
// in /usr/local/cuda/bin and Debian's /usr/lib/cuda/bin. It returns the
// tool, or "" and where it looked.
func (s *Serializer) lookNVTool(tool string) (string, []string) {
	var looked []string
	if s.Opts.Toolkit != "" {
		looked = append(looked, filepath.Join(s.Opts.Toolkit, "bin"))
		if c := filepath.Join(s.Opts.Toolkit, "bin", tool); isExecutable(c) {
			return c, nil
		}
	}
	looked = append(looked, "$PATH")
	if p := findTool(tool); p != "" {
		return p, nil
	}
	for _, v := range []string{"CUDA_ROOT", "CUDA_HOME", "CUDA_PATH"} {
		if p := s.Opts.getenv(v); p != "" {
			looked = append(looked, "$"+v+"/bin")
			if c := filepath.Join(p, "bin", tool); isExecutable(c) {
				return c, nil
			}
			break
		}
	}
	if s.Opts.NotMLIR {
		for _, d := range []string{"/usr/local/cuda/bin", "/usr/lib/cuda/bin"} {
			looked = append(looked, d)
			if c := filepath.Join(d, tool); isExecutable(c) {
				return c, nil
			}
		}
	}
	return "", looked
}

// missingNVTool is gpuc compile's error for a CUDA tool it did not find.
func missingNVTool(tool string, looked []string) string {
	return fmt.Sprintf("no `%s` (looked in %s): install the CUDA toolkit (Debian: make cuda-toolkit, or apt-get install nvidia-cuda-toolkit), or set CUDA_ROOT to it", tool, strings.Join(looked, ", "))
}

func isExecutable(p string) bool {
	st, err := os.Stat(p)
	return err == nil && st.Mode().IsRegular() && st.Mode()&0o111 != 0
}

// runLogged runs tool with args, and returns what it printed.
func runLogged(tool string, args []string) (string, error) {
	out, err := exec.Command(tool, args...).CombinedOutput()
	return string(out), err
}

// rocdl is AMDGPUSerializer: the ROCm device libraries the module's
// declarations ask for (ocml, ockl, hip, opencl, whole), MLIR 19's control
// variables defined in the module, GCN assembly, and an HSACO assembled
// from it by LLVM's MC layer and linked by ld.lld.
func (s *Serializer) rocdl(op *ir.Operation, t *rocdl.TargetAttr) (j *mlir19Job, compile func([]byte) ([]byte, error), err error) {
	j = &mlir19Job{op: op, name: ir.SymbolName(op), triple: t.Triple, chip: t.Chip, features: t.Features, o: t.O, amd: true}
	j.files = append(append([]string(nil), s.Opts.Link...), t.LinkFiles()...)
	j.toolkit = s.Opts.Toolkit
	if j.toolkit == "" {
		for _, v := range []string{"ROCM_PATH", "ROCM_ROOT", "ROCM_HOME"} {
			if p := s.Opts.getenv(v); p != "" {
				j.toolkit = p
				break
			}
		}
	}
	if j.toolkit == "" {
		j.toolkit = target.DiscoverROCm(target.Env{Getenv: func(string) string { return "" }, IsDir: isDir, LookPath: exec.LookPath})
		j.discovered = j.toolkit != ""
	}
	m, err := j.translate()
	if err != nil {
		return j, nil, err
	}
	// handleModulePreLink: the libraries the declarations need.
	const (
		libOcml = 1 << iota
		libOckl
		libHip
		libOpenCL
	)
	libs := 0
	for _, f := range m.Funcs {
		if !f.IsDeclaration() || f.Linkage != ll.External || f.Name == "" {
			continue
		}
		switch {
		case f.Name == "printf":
			libs |= libOpenCL | libOckl | libOcml
		case strings.HasPrefix(f.Name, "__ockl_"):
			libs |= libOckl
		case strings.HasPrefix(f.Name, "__ocml_"):
			libs |= libOcml
		case f.Name == "__atomic_work_item_fence":
			libs |= libHip
		}
	}
	text := []byte(m.String())
	if libs != 0 {
		flag := func(n string) bool { return t.Flags != nil && t.Flags.Get(n) != nil }
		b2i := func(b bool) int {
			if b {
				return 1
			}
			return 0
		}
		var defs []string
		add := func(name string, v, bits int) {
			for _, g := range m.Globals {
				if g.Name == name {
					return
				}
			}
			defs = append(defs, fmt.Sprintf("@%s = linkonce_odr protected local_unnamed_addr addrspace(4) constant i%d %d, align %d\n", name, bits, v, bits/8))
		}
		fast := flag("fast")
		if libs&libOcml != 0 {
			add("__oclc_finite_only_opt", b2i(flag("finite_only") || fast), 8)
			add("__oclc_daz_opt", b2i(flag("daz") || fast), 8)
			add("__oclc_correctly_rounded_sqrt32", b2i(!flag("unsafe_sqrt") && !fast), 8)
			add("__oclc_unsafe_math_opt", b2i(flag("unsafe_math") || fast), 8)
		}
		if libs&(libOcml|libOckl) != 0 {
			add("__oclc_wavefrontsize64", b2i(!flag("no_wave64")), 8)
			v, ok := mlir19ISAVersion(j.chip)
			if !ok {
				return j, nil, unsupported(op, "the chip %q with the ROCm device libraries (its __oclc_ISA_version)", j.chip)
			}
			add("__oclc_ISA_version", v, 32)
			abi := 500
			if n, err := strconv.ParseInt(t.Abi, 0, 32); err == nil {
				abi = int(n)
			}
			add("__oclc_ABI_version", abi, 32)
		}
		text = append(text, strings.Join(defs, "")...)
		// appendStandardLibs
		dir := filepath.Join(j.toolkit, "amdgcn", "bitcode")
		if !isDir(dir) {
			return j, nil, j.errorf("ROCm amdgcn bitcode path: %s does not exist or is not a directory", dir)
		}
		for _, l := range []struct {
			bit  int
			name string
		}{{libOcml, "ocml.bc"}, {libOckl, "ockl.bc"}, {libHip, "hip.bc"}, {libOpenCL, "opencl.bc"}} {
			if libs&l.bit == 0 {
				continue
			}
			p := filepath.Join(dir, l.name)
			if !isRegularFile(p) {
				j.note(ir.SevRemark, "bitcode library path: "+p+" does not exist or is not a file")
				return j, nil, j.errorf("ROCm device library %s is missing", p)
			}
			j.files = append(j.files, p)
		}
	}
	return j, func([]byte) ([]byte, error) {
		return j.run(text, func(lm *llvm.Module, tm *llvm.TargetMachine) ([]byte, error) {
			if undef := lm.UndefinedFunctions(); len(undef) > 0 {
				return nil, j.errorf("undefined device function '%s' after linking: no device library or link file defines it", undef[0])
			}
			if err := lm.Optimize(tm, j.o); err != nil {
				return nil, j.errorf("%v", err)
			}
			if s.Opts.Format == dgpu.Offload {
				return lm.Bitcode(), nil
			}
			if s.Opts.Format == dgpu.Assembly {
				isa, err := tm.Emit(lm, llvm.Assembly)
				if err != nil {
					return nil, j.errorf("failed translating the module to ISA")
				}
				return isa, nil
			}
			// compileToBinary: MLIR 19 assembles the GCN assembly with LLVM's
			// MC layer (not the object LLVM would emit directly, which encodes
			// some instructions otherwise: buffer_wbl2's cache bits) and links
			// it with the toolkit's ld.lld.
			if j.toolkit == "" {
				return nil, j.errorf("invalid ROCm path, please set a valid path")
			}
			isa, err := tm.Emit(lm, llvm.Assembly)
			if err != nil {
				return nil, j.errorf("failed translating the module to ISA")
			}
			obj, err := llvm.Assemble(j.triple, j.chip, j.features, isa)
			if err != nil {
				return nil, j.errorf("failed during ISA assembling: %v", err)
			}
			return s.linkHsaco(j, obj)
		})
	}, nil
}

// linkHsaco is compileToBinary's `<toolkit>/llvm/bin/ld.lld -shared`.
// Where the toolkit has no ld.lld (Debian's device libraries come without
// one, and mlir-opt-19 then fails with "lld invocation failed"), gpuc links
// with LLVM 19's and says so in a remark.
func (s *Serializer) linkHsaco(j *mlir19Job, obj []byte) ([]byte, error) {
	lld := filepath.Join(j.toolkit, "llvm", "bin", "ld.lld")
	if !isExecutable(lld) {
		alt := s.tools.lld("")
		if alt == "" {
			return nil, j.errorf("lld invocation failed: %s does not exist and no other ld.lld was found (install lld-19)", lld)
		}
		if !s.Opts.NotMLIR && s.lldNoted.CompareAndSwap(false, true) {
			// Once per pass run, without the op: it is about the machine.
			j.diags = append(j.diags, &ir.Diagnostic{Severity: ir.SevRemark, Loc: j.op.Loc(),
				Msg: fmt.Sprintf("no ld.lld at %s (where mlir-opt-19 looks for it); linked the HSACO with %s", lld, alt)})
		}
		lld = alt
	}
	hsaco, terr := lldShared(lld, obj)
	if terr == nil {
		return hsaco, nil
	}
	switch terr.step {
	case stepTempDir, stepWrite:
		return nil, j.errorf("failed to create a temporary file for dumping the ISA binary: %v", terr.err)
	case stepRun:
		return nil, j.errorf("lld invocation failed: %s: %v\n%s", lld, terr.err, terr.output)
	default:
		return nil, j.errorf("failed to read the HSA code object from the temp file: %v", terr.err)
	}
}

// mlir19ISAVersion is the __oclc_ISA_version MLIR 19's addControlVariables
// defines: Minor + 100 * Stepping + 1000 * Major of LLVM's
// AMDGPU::getIsaVersion (not ROCm's Major*1000 + Minor*100 + Stepping: for
// gfx90a, 9.0.10, it is 10000). ok is false where gpuc cannot spell the
// version (generic targets).
func mlir19ISAVersion(chip string) (int, bool) {
	major, minor, stepping, ok := isaVersionParts(chip)
	return minor + 100*stepping + 1000*major, ok
}

// renumberCallSitesFrom numbers ptx's call sites from base on, in the order
// LLVM numbered them, and returns how many there are.
func renumberCallSitesFrom(ptx []byte, base int) ([]byte, int) {
	ptx = renumberCallSites(ptx)
	found := callSite.FindAllSubmatch(ptx, -1)
	n := 0
	for _, f := range found {
		if k, err := strconv.Atoi(string(f[2])); err == nil && k+1 > n {
			n = k + 1
		}
	}
	if base == 0 || n == 0 {
		return ptx, n
	}
	return callSite.ReplaceAllFunc(ptx, func(b []byte) []byte {
		m := callSite.FindSubmatch(b)
		k, _ := strconv.Atoi(string(m[2]))
		return append(append([]byte(nil), m[1]...), strconv.Itoa(k+base)...)
	}), n
}

// tokenizeGNU is TargetOptions::tokenizeCmdOptions: one pair of outer
// double, then single quotes dropped, then llvm::cl::TokenizeGNUCommandLine
// (whitespace separates, quotes group, a backslash escapes).
func tokenizeGNU(s string) ([]string, error) {
	if len(s) >= 2 && s[0] == '"' && s[len(s)-1] == '"' {
		s = s[1 : len(s)-1]
	}
	if len(s) >= 2 && s[0] == '\'' && s[len(s)-1] == '\'' {
		s = s[1 : len(s)-1]
	}
	var out []string
	var tok strings.Builder
	in := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r':
			if in {
				out = append(out, tok.String())
				tok.Reset()
				in = false
			}
		case c == '\\' && i+1 < len(s):
			i++
			tok.WriteByte(s[i])
			in = true
		case c == '"' || c == '\'':
			j := strings.IndexByte(s[i+1:], c)
			if j < 0 {
				return nil, errors.New("unterminated quote")
			}
			if strings.Contains(s[i+1:i+1+j], "\\") {
				return nil, errors.New("a backslash inside quotes")
			}
			tok.WriteString(s[i+1 : i+1+j])
			i += j + 1
			in = true
		default:
			tok.WriteByte(c)
			in = true
		}
	}
	if in {
		out = append(out, tok.String())
	}
	return out, nil
}
