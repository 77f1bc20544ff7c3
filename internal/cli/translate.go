package cli

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"runtime"
	"runtime/debug"
	"strings"
	"syscall"

	"gpuc/internal/asm"
	"gpuc/internal/diag"
	"gpuc/internal/dialect/builtin"
	"gpuc/internal/dialect/funcd"
	"gpuc/internal/dialect/gpu"
	"gpuc/internal/dialect/llvm"
	"gpuc/internal/dialect/nvvm"
	"gpuc/internal/dialect/rocdl"
	"gpuc/internal/ir"
	"gpuc/internal/target/llvmir"
)

// VerifyLLVMIR, when set, checks the LLVM IR text of every translated module
// before it is written, as mlir-translate runs LLVM's module verifier on
// what it produced. It stays nil in a pure-Go build, which has no LLVM to ask;
// cmd/gpuc, which links LLVM in, sets it to internal/llvm's VerifyText. A
// non-nil error fails the chunk: its text goes to stderr, as LLVM's verifier
// writes its findings there, and nothing of that module is written.
var VerifyLLVMIR func(text []byte) error

const translateUsage = `Usage: gpuc translate --mlir-to-llvmir [options] [file|-]

Translates a module of MLIR's LLVM dialect (with nvvm and rocdl ops and
their attributes) to LLVM IR text, as mlir-translate-19 --mlir-to-llvmir.
The input is parsed and verified first. A gpu.module without a target is
dropped, as MLIR does; one with a #gpu.target (its 'target' attribute, as
gpu-to-llvm sets it) is compiled to a device binary through LLVM 19 (with
libdevice or the ROCm device libraries, then ptxas or the CUDA driver, or
ld.lld) and embedded as @<module>_gpubin_cst in place of the
@<module>_gpubin_stub global that gpu-to-llvm left for it. The output is
checked by LLVM's verifier before it is written. Diagnostics are printed
as file:line:col: error: ..., and the exit status is 1 when any chunk
fails.

Options:
  --mlir-to-llvmir                the translation to perform (required)
  -o FILE                         write the output to FILE (default stdout); on
                                  failure no FILE is written
  --allow-unregistered-dialect    accept operations of unknown dialects when
                                  parsing (translating them is still an error)
  --split-input-file[=MARKER]     translate chunks separated by "// -----" one
                                  by one, each into a module of its own
  --output-split-marker=MARKER    printed between the chunks' outputs (default
                                  none: an empty line)
  --verify-diagnostics            check expected-error/warning/remark/note
                                  comments instead of printing diagnostics
  --mlir-print-debuginfo          print locations of ops shown in diagnostics
  --no-implicit-module            take the input's single top-level op as the
                                  module instead of wrapping the input in one
  -h, --help                      show this help

Device code (gpu.modules with a target):
  --gpu-object-format=bin|isa|llvm
                                  what each gpu.module becomes: bin (default) a
                                  cubin or HSACO code object, isa its PTX or GCN
                                  assembly text, llvm the LLVM bitcode of the
                                  linked and optimised module (MLIR's offload
                                  format)
  --gpu-dump-intermediates=DIR    write DIR/<module>.<chip>.initial.ll,
                                  .linked.ll, .opt.ll and .ptx or .s for every
                                  module and target (DIR is created if missing)
  --gpu-jobs=N                    compile at most N gpu.modules at once (default
                                  0: one per CPU)

  The toolkit is the target's toolkit= option, else for NVPTX $CUDA_PATH,
  $CUDA_HOME, $CUDA_ROOT, the folder above the ptxas on PATH, then
  /usr/local/cuda; for AMDGPU $ROCM_PATH, /opt/rocm, then the packaged
  device libraries (/usr/lib/<multiarch>/amdgcn/bitcode). A call to a
  device function that no library defines is an error that names it and
  where its library was looked for. 'gpuc inspect' lists the kernels of
  the binaries in the output.
`

// registerTranslateDialects registers the dialects mlir-translate-19 loads,
// of those gpuc has: builtin, func, gpu, llvm, nvvm and rocdl. mlir-translate
// registers only the dialects with a translation to LLVM IR (no arith, cf,
// memref...), so an op of another dialect is a parse error there
// ("Dialect `arith' not found for custom op ..."), not a translation error,
// and gpuc must say the same.
func registerTranslateDialects(reg *ir.Registry) {
	builtin.Register(reg)
	funcd.Register(reg)
	gpu.Register(reg)
	llvm.Register(reg)
	nvvm.Register(reg)
	rocdl.Register(reg)
}

type translateOptions struct {
	commonOptions
	toLLVMIR         bool
	outputMarker     string
	noImplicitModule bool
	help             bool
	device           DeviceOptions
}

func parseTranslateFlags(args []string) (*translateOptions, error) {
	o := &translateOptions{}
	err := parseFlags(args, &o.commonOptions, "gpuc translate --help", func(name, val string) (bool, error) {
		switch name {
		case "mlir-to-llvmir":
			o.toLLVMIR = true
		case "output-split-marker":
			o.outputMarker = val
		case "no-implicit-module":
			o.noImplicitModule = true
		case "h", "help":
			o.help = true
		default:
			return parseDeviceFlag(&o.device, name, val)
		}
		return true, nil
	})
	if err != nil {
		return nil, err
	}
	return o, nil
}

func runTranslate(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	o, err := parseTranslateFlags(args)
	if err != nil {
		fmt.Fprintf(stderr, "gpuc translate: %v\n", err)
		return 1
	}
	if o.help {
		fmt.Fprint(stdout, translateUsage)
		return 0
	}
	if !o.toLLVMIR {
		// mlir-translate's words, so that scripts and tests written against
		// it still recognise the failure, then what to do about it.
		fmt.Fprint(stderr, "gpuc translate: Translations to perform option: must be specified at least once!\n"+
			"gpuc translate: pass --mlir-to-llvmir (the one translation gpuc has); see 'gpuc translate --help'\n")
		return 1
	}
	if err := configureDevice(o.device); err != nil {
		fmt.Fprintf(stderr, "gpuc translate: %v\n", err)
		return 1
	}
	name, data, err := readInput(o.input, stdin)
	if err != nil {
		fmt.Fprintf(stderr, "cannot open input file '%s': %s\n", o.input, osErrorText(err))
		return 1
	}
	// MLIR joins the chunks' outputs with the output marker and a newline
	// (an empty line by default).
	return runChunks(&o.commonOptions, "gpuc translate", name, data, o.outputMarker, stdout, stderr, func(c *diag.Buffer, out io.Writer) bool {
		return translateChunk(chunkContext(registerTranslateDialects, o.allowUnregistered, o.debugInfo), c, o, out, stderr)
	})
}

// osErrorText is the C library's wording of a file error (what LLVM's
// tools print), e.g. "No such file or directory".
func osErrorText(err error) string {
	var errno syscall.Errno
	if errors.As(err, &errno) {
		s := errno.Error()
		if s != "" {
			return strings.ToUpper(s[:1]) + s[1:]
		}
	}
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err.Error()
	}
	return err.Error()
}

// translateChunk parses, verifies, translates and prints one buffer; it
// returns false on failure.
func translateChunk(ctx *ir.Context, buf *diag.Buffer, o *translateOptions, out io.Writer, stderr io.Writer) bool {
	flags := asm.DefaultFlags()
	flags.DebugInfo = o.debugInfo
	r := newChunkReporter(buf, stderr, flags, o.verifyDiagnostics)
	return r.finish(translateTop(ctx, buf, o, out, r))
}

func translateTop(ctx *ir.Context, buf *diag.Buffer, o *translateOptions, out io.Writer, r *reporter) bool {
	restoreGC := gcWhileBuilding()
	defer restoreGC()
	var top *ir.Operation
	var res *asm.Result
	var resource func(string) (string, bool)
	if o.noImplicitModule {
		top, res = parseSingleTop(ctx, buf, r)
	} else {
		top, res = parseTop(ctx, buf, r, nil)
	}
	if res != nil && res.Resources != nil {
		resource = func(key string) (string, bool) { return res.Resources.Lookup("builtin", key) }
	}
	if top == nil {
		return false
	}
	gcWhileTranslating()
	// Translation hooks may report warnings and remarks as they go.
	ctx.Diagnose = r.report
	defer func() { ctx.Diagnose = nil }()
	// mlir-translate always translates the debug information the input
	// carries (DI attributes in fused locations, !dbg); Options.DebugInfo
	// would add line tables it does not make.
	// The module is only printed afterwards, so the translation may free
	// each function body once translated (peak memory).
	m, err := llvmir.Translate(top, llvmir.Options{ReleaseBodies: true, Resource: resource})
	if err != nil {
		reportTranslateError(r, top, err)
		return false
	}
	restoreGC()
	loc := top.Loc()
	top, res, resource = nil, nil, nil
	collectBeforePrinting()
	if VerifyLLVMIR == nil {
		if err := m.Print(out); err != nil {
			r.report(ir.Errorf(loc, "could not write the output: %v", err))
			return false
		}
		return true
	}
	// Text, not Print into a growing buffer: its copies would be garbage
	// next to the module still live (peak memory).
	text := m.Text()
	if err := VerifyLLVMIR(text); err != nil {
		msg := strings.TrimRight(err.Error(), "\n")
		fmt.Fprintf(r.stderr, "%s\n", msg)
		return false
	}
	if _, err := out.Write(text); err != nil {
		r.report(ir.Errorf(loc, "could not write the output: %v", err))
		return false
	}
	return true
}

// translateGCPercent is the collector's growth target while the parsed
// module is translated.
const translateGCPercent = 35

// gcWhileTranslating tightens the collector's growth target (GOGC) once
// the input is parsed: translation frees each function body it has
// translated (Options.ReleaseBodies) while the LLVM module grows, and
// collections hand that memory to the module instead of growing the heap,
// which sets the peak. On a 20 MiB module, 50 (instead of the 100 of
// parsing) took about 7% off the peak for 10% more CPU time; 35 another
// 3% for 4% more CPU time (2% wall); 25 took 4% more than 50 for another
// 15% of CPU time, which a busy machine pays in wall time.
// translateTop's restore of gcWhileBuilding undoes it. A GOGC set in the
// environment is left alone.
func gcWhileTranslating() {
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(translateGCPercent)
	}
}

// collectBeforePrinting runs a collection between translation and
// printing, once translateTop has dropped the parsed module. The
// translation leaves the heap near its growth target, mostly the garbage
// of the function bodies it freed and of the parsed module; without a
// collection here the printer's tables and buffers are allocated on top of
// it and set the peak. One collection of the live LLVM module is cheap
// next to translating and printing it.
func collectBeforePrinting() {
	runtime.GC()
}

// reportTranslateError reports what llvmir.Translate returned: located
// diagnostics as they are (several when they were joined), anything else
// at the module's location.
func reportTranslateError(r *reporter, top *ir.Operation, err error) {
	if j, ok := err.(interface{ Unwrap() []error }); ok {
		for _, e := range j.Unwrap() {
			reportTranslateError(r, top, e)
		}
		return
	}
	var d *ir.Diagnostic
	if errors.As(err, &d) {
		r.report(d)
		return
	}
	// LLVM's verifier writes its report as it is.
	var v *llvmir.VerifierError
	if errors.As(err, &v) {
		fmt.Fprint(r.stderr, v.Text)
		return
	}
	r.report(ir.Errorf(top.Loc(), "%v", err))
}
