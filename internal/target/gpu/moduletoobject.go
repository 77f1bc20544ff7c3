// Package gpu compiles gpu.modules that carry the seed's `#gpu.target` to
// device binaries and embeds them in the host LLVM module: the seed's
// ModuleToObject template (one LLVM context per module), its NVPTX and
// AMDGPU pipelines with their device libraries, ptxas / CUDA driver / ld.lld
// for the final binary, and the parallel driver behind the llvmir
// translation hook.
package gpu

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"gpuc/internal/ir"
	"gpuc/internal/llvm"
	"gpuc/internal/target"
)

// pipeline is what differs between targets in the seed's ModuleToObject
// template: the device libraries, the hooks around linking, and how the
// optimised module becomes an object.
type pipeline interface {
	// libraries returns the bitcode files of j's toolkit to link after the
	// target's `link` files; it is only asked when there is a toolkit.
	libraries(j *job) ([]string, error)
	// preLink adjusts the module before linking (module flags).
	preLink(j *job, m *llvm.Module) error
	// handleLibrary cleans a loaded library before it is linked.
	handleLibrary(lib *llvm.Module)
	// allowedUndefined reports whether a function may stay undefined after
	// linking because the runtime provides it (CUDA's vprintf, malloc).
	allowedUndefined(name string) bool
	// libraryHint says where the device library was looked for, for the
	// undefined-function error.
	libraryHint(j *job) string
	// serialize turns the optimised module into the object of j's format.
	serialize(j *job, m *llvm.Module, tm *llvm.TargetMachine) ([]byte, error)
}

// job is one gpu.module's compilation. Everything a job touches after
// newJob is its own (text, LLVM context, temp files), so jobs run
// concurrently; only remarks go back to the IR's context, afterwards.
type job struct {
	op     *ir.Operation
	name   string // the gpu.module's symbol name
	tgt    *target.Target
	opts   Options
	pipe   pipeline
	llText []byte // the module body as LLVM IR text (GPUDialectModule)
	// toolkit is the target's toolkit path (its toolkit=, else the one
	// discovered for the translation), "" when there is none.
	toolkit string
	// tools finds the external tools, once per translation.
	tools *toolPaths

	// obj and err are what run returned.
	obj []byte
	err error

	// libdevice is the libdevice path used (NVPTX), for messages.
	libdevice string
	remarks   []*ir.Diagnostic
}

// errorf returns an error located at the gpu.module.
func (j *job) errorf(format string, args ...any) error {
	return j.op.EmitError(format, args...)
}

// remarkf records a remark at the gpu.module, reported once the job ends.
func (j *job) remarkf(format string, args ...any) {
	j.remarks = append(j.remarks, &ir.Diagnostic{Severity: ir.SevRemark, Loc: j.op.Loc(), Msg: fmt.Sprintf(format, args...)})
}

// run is the seed's ModuleToObject::run up to (not including) embedding:
// parse the translated body into a fresh context, create the target
// machine, set data layout and triple, pre-link hook, load and link the
// bitcode files (only what is needed), check nothing is left undefined,
// optimise at the target's O, serialise.
func (j *job) run() ([]byte, error) {
	ctx := llvm.NewContext()
	defer ctx.Dispose()
	m, err := ctx.ParseIR("GPUDialectModule", j.llText)
	if err != nil {
		return nil, j.errorf("Failed creating the llvm::Module: %v", err)
	}
	defer func() { m.Dispose() }()

	o := j.tgt.OptLevel()
	if o < 0 || o > 3 {
		return nil, j.errorf("Invalid optimization level%d", o)
	}
	if j.tgt.Chip() == "" {
		return nil, j.errorf("The target chip cannot be empty: name the GPU to compile for (e.g. chip = \"sm_90\" or \"gfx90a\")")
	}
	if err := llvm.CheckTarget(j.tgt.Triple(), j.tgt.Chip(), j.tgt.Features()); err != nil {
		return nil, j.errorf("Failed to create target machine: %v: fix the target's chip or features", err)
	}
	features := j.tgt.Features()
	if c, ok := j.pipe.(featureChooser); ok {
		if features, err = c.machineFeatures(j); err != nil {
			return nil, err
		}
	}
	tm, err := llvm.NewTargetMachine(j.tgt.Triple(), j.tgt.Chip(), features, o)
	if err != nil {
		return nil, j.targetMachineError(err)
	}
	defer tm.Dispose()
	m.SetDataLayout(tm.DataLayout())
	m.SetTriple(tm.Triple())
	if j.opts.DumpDir != "" {
		if err := j.dump("initial.ll", []byte(m.String())); err != nil {
			return nil, err
		}
	}

	if err := j.pipe.preLink(j, m); err != nil {
		return nil, err
	}
	if err := j.link(ctx, m); err != nil {
		return nil, err
	}
	if p, ok := j.pipe.(postLinker); ok {
		if err := p.postLink(j, m); err != nil {
			return nil, err
		}
	}
	if err := j.checkUndefined(m); err != nil {
		return nil, err
	}
	if j.opts.DumpDir != "" {
		if err := j.dump("linked.ll", []byte(m.String())); err != nil {
			return nil, err
		}
	}

	if err := m.Optimize(tm, o); err != nil {
		return nil, j.errorf("%v", err)
	}
	if j.opts.DumpDir != "" {
		if err := j.dump("opt.ll", []byte(m.String())); err != nil {
			return nil, err
		}
	}
	if j.opts.Format == FormatLLVM {
		// MLIR 19's offload format: ModuleToObject::run returns the
		// bitcode of the module after optimizeModule, before code
		// generation (a later link step, e.g. LTO, takes it from there).
		return m.Bitcode(), nil
	}
	obj, err := j.pipe.serialize(j, m, tm)
	if err != nil {
		return nil, err
	}
	return obj, nil
}

// targetMachineError words a target machine failure as the seed does:
// the target lookup fails for an unknown triple, creation for the rest.
func (j *job) targetMachineError(err error) error {
	msg := err.Error()
	if strings.HasPrefix(msg, "Failed to") {
		return j.errorf("%s", msg)
	}
	if strings.Contains(msg, "triple") || strings.Contains(msg, "target") {
		return j.errorf("Failed to lookup target: %s", msg)
	}
	return j.errorf("Failed to create target machine: %s", msg)
}

// link loads the `link` files, then the toolkit's libraries, lazily, and
// links each into m keeping only what m (or an earlier library) needs, as
// the seed's loadBitcodeFilesFromList and linkFiles.
func (j *job) link(ctx *llvm.Context, m *llvm.Module) error {
	files := j.tgt.FilesToLink()
	if j.toolkit != "" {
		libs, err := j.pipe.libraries(j)
		if err != nil {
			return err
		}
		files = append(files, libs...)
	}
	for _, path := range files {
		st, err := os.Stat(path)
		if err != nil || !st.Mode().IsRegular() {
			return j.errorf("File path: %s does not exist or is not a file.\n", path)
		}
		lib, err := loadLibrary(ctx, path, st)
		if err != nil {
			return j.errorf("Failed loading file from %s, error: %v", path, err)
		}
		j.pipe.handleLibrary(lib)
		if err := m.LinkOnlyNeeded(lib); err != nil {
			return j.errorf("Unrecoverable failure during bitcode linking: %v", err)
		}
	}
	if g, ok := j.pipe.(libraryGenerator); ok && j.toolkit != "" {
		if text := g.generatedLibrary(j, m); text != nil {
			lib, err := ctx.ParseIR("gpuc-generated-library", text)
			if err != nil {
				return j.errorf("cannot parse the generated device library: %v", err)
			}
			if err := m.LinkOnlyNeeded(lib); err != nil {
				return j.errorf("Unrecoverable failure during bitcode linking: %v", err)
			}
		}
	}
	return nil
}

// featureChooser is a pipeline whose target machine features follow from
// the target's options too (amdgpu: `wave64` on a wave32 chip adds
// +wavefrontsize64); asked after the target's own features are checked.
type featureChooser interface {
	machineFeatures(j *job) (string, error)
}

// postLinker is a pipeline with the seed's handleModulePostLink: it sees
// the module once everything is linked, before it is optimised.
type postLinker interface {
	postLink(j *job, m *llvm.Module) error
}

// libraryGenerator is a pipeline that makes up in memory what its
// toolkit's libraries lack (amdgpu: the oclc control variables of a chip
// ROCm has no file for); it is linked after them, only what is needed.
type libraryGenerator interface {
	generatedLibrary(j *job, m *llvm.Module) []byte
}

// checkUndefined fails when a function the module calls is still only
// declared after linking: the binary would not load, or would trap at run
// time, and the cause is almost always a device library that was not
// found. Intrinsics and functions the runtime provides are fine.
func (j *job) checkUndefined(m *llvm.Module) error {
	var missing []string
	for _, f := range m.UndefinedFunctions() {
		if !j.pipe.allowedUndefined(f) {
			missing = append(missing, "'"+f+"'")
		}
	}
	if len(missing) == 0 {
		return nil
	}
	what := "undefined device function " + missing[0]
	if len(missing) > 1 {
		what = "undefined device functions " + strings.Join(missing, ", ")
	}
	return j.errorf("%s after linking: %s", what, j.pipe.libraryHint(j))
}

// dump writes one intermediate of the module to the dump folder, as
// DIR/<module>.<chip>.<what>.
func (j *job) dump(what string, data []byte) error {
	if j.opts.DumpDir == "" {
		return nil
	}
	if err := os.MkdirAll(j.opts.DumpDir, 0o755); err != nil {
		return j.errorf("cannot create the dump folder: %v", err)
	}
	path := filepath.Join(j.opts.DumpDir, j.name+"."+j.tgt.Chip()+"."+what)
	if err := os.WriteFile(path, data, 0o644); err != nil {
		return j.errorf("cannot write the intermediate %s: %v", path, err)
	}
	return nil
}

func isRegularFile(p string) bool {
	st, err := os.Stat(p)
	return err == nil && st.Mode().IsRegular()
}

func isDir(p string) bool {
	st, err := os.Stat(p)
	return err == nil && st.IsDir()
}
