package cli

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime/debug"
	"strings"
	"time"

	"gpuc/internal/asm"
	"gpuc/internal/diag"
	"gpuc/internal/dialect/all"
	"gpuc/internal/ir"
	"gpuc/internal/pass"
)

type optOptions struct {
	commonOptions
	generic    bool
	localScope bool
	timing     bool
	timingData *pass.Timing
	// passFlags are `--name[=options]` flags of registered passes, in order.
	passFlags    []passFlag
	pipeline     string
	hexThreshold int64
	// noOpNote: --mlir-print-op-on-diagnostic=false.
	noOpNote bool
}

func parseOptFlags(args []string) (*optOptions, error) {
	o := &optOptions{hexThreshold: 100}
	err := parseFlags(args, &o.commonOptions, "gpuc help", func(name, val string) (bool, error) {
		switch name {
		case "mlir-print-op-generic":
			o.generic = true
		case "mlir-print-local-scope":
			o.localScope = true
		case "mlir-timing":
			o.timing = true
		case "mlir-disable-threading":
			pass.Threads = 1
			ir.VerifyThreads = 1
			asm.PrintThreads = 1
		case "pass-pipeline":
			o.pipeline = val
		case "mlir-print-op-on-diagnostic":
			b, err := pass.ParseBool(val)
			if err != nil {
				return false, fmt.Errorf("for the --mlir-print-op-on-diagnostic option: '%s' is invalid value for boolean argument! Try 0 or 1", val)
			}
			o.noOpNote = !b
		case "mlir-print-elementsattrs-with-hex-if-larger":
			var n int64
			if _, err := fmt.Sscan(val, &n); err != nil {
				return false, fmt.Errorf("invalid value %q for --%s", val, name)
			}
			o.hexThreshold = n
		default:
			info := pass.Lookup(name)
			if info == nil {
				return false, nil
			}
			o.passFlags = append(o.passFlags, passFlag{info, val})
		}
		return true, nil
	})
	if err != nil {
		return nil, err
	}
	return o, nil
}

func runOpt(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	o, err := parseOptFlags(args)
	if err != nil {
		fmt.Fprintf(stderr, "gpuc opt: %v\n", err)
		return 1
	}
	begin := time.Now()
	if o.timing {
		o.timingData = &pass.Timing{}
		defer func() { fmt.Fprint(stderr, o.timingData.Report(time.Since(begin))) }()
	}
	// The pipeline is checked before any input is read, as mlir-opt does;
	// each chunk then gets pass instances of its own (pipelineFor).
	if _, err := o.pipelineFor(); err != nil {
		printPipelineError(stderr, err)
		return 1
	}
	name, data, err := readInput(o.input, stdin)
	if err != nil {
		fmt.Fprintf(stderr, "gpuc opt: could not open input file '%s': %v\n", o.input, err)
		return 1
	}
	return runChunks(&o.commonOptions, "gpuc opt", name, data, o.splitMarker, stdout, stderr, func(c *diag.Buffer, out io.Writer) bool {
		ctx := chunkContext(all.Register, o.allowUnregistered, o.debugInfo)
		ctx.StreamOp = func(op *ir.Operation) string {
			f := asm.DefaultFlags()
			f.Generic, f.DebugInfo = o.generic, o.debugInfo
			return asm.OpString(op, f)
		}
		return processChunk(ctx, c, o, out, stderr)
	})
}

// printPipelineError prints a pipeline or pass-option error as mlir-opt
// does: what llvm::cl says of a bad value first (with gpuc's name), then
// the located error.
func printPipelineError(stderr io.Writer, err error) {
	if pe, ok := err.(*pass.Error); ok {
		fmt.Fprint(stderr, strings.ReplaceAll(pe.Pre, pass.PreProgram, "gpuc"))
		if pe.Msg != "" {
			fmt.Fprintf(stderr, "<unknown>:0: error: %s\n", pe.Msg)
		}
		return
	}
	fmt.Fprintf(stderr, "<unknown>:0: error: %s\n", err.Error())
}

type passFlag struct {
	info    *pass.Info
	options string
}

// pipelineFor builds the pass pipeline the flags ask for: --pass-pipeline,
// or the individual pass flags on builtin.module; nil when there is none.
func (o *optOptions) pipelineFor() (*pass.Pipeline, error) {
	if o.pipeline != "" && len(o.passFlags) > 0 {
		return nil, &pass.Error{Msg: "'-pass-pipeline' option can't be used with individual pass options"}
	}
	if o.pipeline != "" {
		return pass.ParsePipeline(o.pipeline)
	}
	if len(o.passFlags) == 0 {
		return nil, nil
	}
	var els []*pass.Element
	for _, f := range o.passFlags {
		el, err := pass.Expand(f.info, f.options)
		if err != nil {
			return nil, err
		}
		els = append(els, el...)
	}
	return pass.NewFlagPipeline(els), nil
}

// output streams the result to stdout, or to a private temp file next to
// the -o path that is renamed into place only when everything succeeded, so
// that no partly written output file is ever left behind.
type output struct {
	*bufio.Writer
	file *os.File
	path string
	// inPlace: file is the -o path itself (see openOutput).
	inPlace bool
}

func openOutput(path string, stdout io.Writer) (*output, error) {
	if path == "" || path == "-" {
		return &output{Writer: bufio.NewWriterSize(stdout, 1<<16)}, nil
	}
	// A path that exists and is not a regular file (/dev/null, a FIFO, a
	// terminal) is written in place, as LLVM's ToolOutputFile does: a
	// temporary file renamed over it would replace the device itself.
	if fi, err := os.Stat(path); err == nil && !fi.Mode().IsRegular() && !fi.IsDir() {
		f, err := os.OpenFile(path, os.O_WRONLY, 0)
		if err != nil {
			return nil, fmt.Errorf("could not create output file '%s': %v", path, err)
		}
		return &output{Writer: bufio.NewWriterSize(f, 1<<16), file: f, path: path, inPlace: true}, nil
	}
	f, err := os.CreateTemp(filepath.Dir(path), ".gpuc-out-*")
	if err != nil {
		return nil, fmt.Errorf("could not create output file '%s': %v", path, err)
	}
	return &output{Writer: bufio.NewWriterSize(f, 1<<16), file: f, path: path}, nil
}

// finish flushes the output; for a file it keeps it only if ok.
func (o *output) finish(ok bool) error {
	err := o.Flush()
	if o.file == nil {
		return err
	}
	tmp := o.file.Name()
	if cerr := o.file.Close(); err == nil {
		err = cerr
	}
	if o.inPlace {
		if err != nil {
			return fmt.Errorf("could not write output file '%s': %v", o.path, err)
		}
		return nil
	}
	if ok && err == nil {
		err = os.Chmod(tmp, 0o644)
	}
	if ok && err == nil {
		err = os.Rename(tmp, o.path)
	}
	if !ok || err != nil {
		os.Remove(tmp)
	}
	if err != nil {
		return fmt.Errorf("could not write output file '%s': %v", o.path, err)
	}
	return nil
}

func newContext(allowUnregistered bool) *ir.Context {
	ctx := ir.NewContext()
	ctx.AllowUnregistered = allowUnregistered
	all.Register(ctx.Registry)
	return ctx
}

// reporter sends diagnostics either to stderr or to the expected-diagnostic
// verifier.
type reporter struct {
	sm       *diag.SourceMgr
	stderr   io.Writer
	verifier *diag.Verifier
	failed   bool
	flags    asm.Flags
	// noOpNote leaves out the "see current operation" note
	// (--mlir-print-op-on-diagnostic=false, and gpuc compile).
	noOpNote bool
}

func (r *reporter) report(d *ir.Diagnostic) {
	defer func() {
		for _, t := range d.Then {
			r.report(t)
		}
	}()
	dd := r.convert(d)
	if r.verifier != nil {
		for _, e := range r.verifier.Handle(dd) {
			r.sm.Print(r.stderr, e)
			r.failed = true
		}
		return
	}
	r.sm.Print(r.stderr, dd)
}

func (r *reporter) convert(d *ir.Diagnostic) diag.Diagnostic {
	out := diag.Diagnostic{Sev: diag.Severity(d.Severity), Loc: resolveLoc(d.Loc), Msg: d.Msg}
	out.CalledFrom = calledFrom(d.Loc)
	if d.Op != nil && r.verifier == nil && !r.noOpNote {
		f := r.flags
		f.Generic = true
		text := d.OpText
		if text == "" {
			text = asm.OpString(d.Op, f)
		}
		msg := "see current operation: "
		if strings.Contains(text, "\n") {
			msg += "\n"
		}
		out.Notes = append(out.Notes, diag.Diagnostic{Sev: diag.Note, Loc: resolveLoc(d.Op.Loc()), Msg: msg + text})
	}
	for _, n := range d.Notes {
		out.Notes = append(out.Notes, r.convert(n))
	}
	return out
}

// resolveLoc maps an MLIR location to the file:line:col MLIR's source
// manager handler shows for it.
func resolveLoc(l ir.Location) diag.Loc {
	if l == nil {
		return diag.Loc{}
	}
	if _, ok := l.(*ir.UnknownLoc); ok {
		return diag.Loc{}
	}
	if f := firstFileLoc(l); f != nil {
		return diag.Loc{File: f.File, Line: int(f.Line), Col: int(f.Col)}
	}
	p := asm.AttrString(l)
	return diag.Loc{Desc: p}
}

func firstFileLoc(l ir.Location) *ir.FileLineColLoc {
	switch l := l.(type) {
	case *ir.FileLineColLoc:
		return l
	case *ir.NameLoc:
		return firstFileLoc(l.Child)
	case *ir.CallSiteLoc:
		if f := firstFileLoc(l.Callee); f != nil {
			return f
		}
		return firstFileLoc(l.Caller)
	case *ir.FusedLoc:
		for _, in := range l.Locs {
			if f := firstFileLoc(in); f != nil {
				return f
			}
		}
	}
	return nil
}

func findCallSite(l ir.Location) *ir.CallSiteLoc {
	switch l := l.(type) {
	case *ir.CallSiteLoc:
		return l
	case *ir.NameLoc:
		return findCallSite(l.Child)
	case *ir.FusedLoc:
		for _, in := range l.Locs {
			if c := findCallSite(in); c != nil {
				return c
			}
		}
	}
	return nil
}

func calledFrom(l ir.Location) []diag.Loc {
	var out []diag.Loc
	cs := findCallSite(l)
	for cs != nil && len(out) < diag.CallStackLimit+1 {
		out = append(out, resolveLoc(cs.Caller))
		cs = findCallSite(cs.Caller)
	}
	return out
}

// processChunk parses, verifies and prints one buffer; it returns false on
// failure.
func processChunk(ctx *ir.Context, buf *diag.Buffer, o *optOptions, out io.Writer, stderr io.Writer) bool {
	flags := asm.DefaultFlags()
	flags.Generic = o.generic
	flags.DebugInfo = o.debugInfo
	flags.LocalScope = o.localScope
	flags.HexThreshold = o.hexThreshold
	r := newChunkReporter(buf, stderr, flags, o.verifyDiagnostics)
	r.noOpNote = o.noOpNote
	pl, _ := o.pipelineFor() // checked before the input was read
	return r.finish(parseVerifyPrint(ctx, buf, flags, out, r, pl, o.timingData))
}

// buildGCPercent is the collector's growth target while the IR is built.
const buildGCPercent = 100

// gcWhileBuilding raises the collector's growth target (GOGC) for the
// phases that build IR, parsing and passes, and returns the function that
// restores it. Nearly everything they allocate stays live (the IR, the
// conversion's records), so collections then find little to free, while
// each one traces the whole, growing, heap and competes with the program
// for the CPUs: halving their number saved a quarter of the time of a
// large --gpu-to-llvm run, and the peak, which is the live IR itself,
// stayed where it was. Printing runs with the tighter target again, so
// that the IR a conversion replaced is reclaimed before the printer's
// tables are made. A GOGC set in the environment is left alone.
func gcWhileBuilding() (restore func()) {
	if os.Getenv("GOGC") != "" {
		return func() {}
	}
	old := debug.SetGCPercent(buildGCPercent)
	done := false
	return func() {
		if !done {
			done = true
			debug.SetGCPercent(old)
		}
	}
}

// parseGCPercent is the collector's growth target while the input is
// parsed.
const parseGCPercent = 400

// gcWhileParsing raises the collector's growth target further while the
// parser builds the IR: nearly all it allocates is the IR, live to the end,
// so the heap cannot outgrow the IR by much whatever the target, and each
// collection would only trace the IR made so far (a fifth of the parser's
// time went to that). A GOGC set in the environment is left alone.
func gcWhileParsing() (restore func()) {
	if os.Getenv("GOGC") != "" {
		return func() {}
	}
	old := debug.SetGCPercent(parseGCPercent)
	return func() { debug.SetGCPercent(old) }
}

func parseVerifyPrint(ctx *ir.Context, buf *diag.Buffer, flags asm.Flags, out io.Writer, r *reporter, pl *pass.Pipeline, timing *pass.Timing) bool {
	restoreGC := gcWhileBuilding()
	defer restoreGC()
	top, res := parseTop(ctx, buf, r, timing)
	if top == nil {
		return false
	}
	if pl != nil {
		ctx.Diagnose = r.report
		defer func() { ctx.Diagnose = nil }()
		if err := pl.Run(top, timing); err != nil {
			if !errors.Is(err, pass.ErrFailed) {
				r.report(asDiag(err))
			}
			return false
		}
		// The pass manager verified the op of each pass after it ran, as
		// mlir-opt's (verify-each); the top level is verified by the last.
	}
	restoreGC()
	start := time.Now()
	defer func() { timing.Add("Output", time.Since(start)) }()
	if err := asm.PrintModule(out, top, flags, res.Resources); err != nil {
		r.report(ir.Errorf(top.Loc(), "could not write the output: %v", err))
		return false
	}
	return true
}

func asDiag(err error) *ir.Diagnostic {
	if d, ok := err.(*ir.Diagnostic); ok {
		return d
	}
	return &ir.Diagnostic{Msg: err.Error()}
}
