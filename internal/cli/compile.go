package cli

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"time"

	"gpuc/internal/asm"
	"gpuc/internal/cache"
	"gpuc/internal/diag"
	"gpuc/internal/dialect/all"
	"gpuc/internal/driver"
	"gpuc/internal/ir"
	"gpuc/internal/pass"
)

const compileUsage = `gpuc compile [options] [file|-] -o OUT: a GPU program to a host object

The input is MLIR at any level: host functions with gpu.launch, gpu.modules of
gpu.func kernels, kernels already in the LLVM dialect (nvvm or rocdl), or a
mix. gpuc outlines the launches, lowers every gpu.module for each target's
vendor, compiles it for every chip at once, packs one vendor's chips into the
binary its runtime picks from (NVIDIA: a CUDA fat binary of cubins and the
newest chip's PTX; AMD: an HSACO, or a clang offload bundle for several chips;
both vendors: one offload bundle holding the HSACOs and the fat binary), lowers
the host code and generates it for this machine.

Options:
  -o FILE            the output; its suffix picks --emit (.o obj, .s asm,
                     .ll llvm, .mlir mlir); default <input>.o
  --target=LIST      chips or target attributes, comma-separated: sm_80,
                     sm_90, gfx90a, gfx942:xnack+, #nvvm.target<chip = "sm_90",
                     O = 3>, #rocdl.target<chip = "gfx90a">, the seed's
                     #gpu.target<AMDGPU : chip = "gfx90a", O = 3>; default:
                     the targets each gpu.module carries
  --emit=KIND        obj (relocatable ELF object), asm, llvm (LLVM IR), mlir
                     (the host in the LLVM dialect, with gpu.binary ops)
  -O0 ... -O3        the host code's optimization level (default -O2; device
                     code uses each target's O)
  --jobs=N           compile up to N (module, chip) pairs at once (default:
                     the CPUs)
  --no-cache         neither read nor write the compile cache
  --report           after compiling, list every (module, chip, kernel) with
                     its registers and memory, as gpuc inspect does

The compile cache keeps each (module, chip) object and each module's packed
object under $GPUC_CACHE_DIR, else $XDG_CACHE_HOME/gpuc, else ~/.cache/gpuc,
keyed by everything that can change its bytes (the module, the target and its
options, gpuc's and LLVM's versions, the device libraries and tools in every
place gpuc looks for them); GPUC_CACHE_MAX (default 2G) bounds its size, the
least recently used entries going first. 'gpuc cache stats' and 'gpuc cache
clean' show and empty it.
  --allow-unregistered-dialect
`

type compileOptions struct {
	commonOptions
	targets string
	emit    string
	opt     int
	noCache bool
	report  bool
}

func parseCompileFlags(args []string) (*compileOptions, error) {
	o := &compileOptions{opt: 2}
	err := parseFlags(args, &o.commonOptions, "gpuc help compile", func(name, val string) (bool, error) {
		switch {
		case name == "target":
			o.targets = val
		case name == "emit":
			switch val {
			case "obj", "asm", "llvm", "mlir":
				o.emit = val
			default:
				return false, fmt.Errorf("--emit=%s: choose obj, asm, llvm or mlir", val)
			}
		case len(name) == 2 && name[0] == 'O' && name[1] >= '0' && name[1] <= '3':
			o.opt = int(name[1] - '0')
		case name == "no-cache":
			o.noCache = true
		case name == "report":
			o.report = true
		case name == "jobs":
			n, err := strconv.Atoi(val)
			if err != nil || n < 1 {
				return false, fmt.Errorf("--jobs=%s: give a number of jobs, 1 or more", val)
			}
			pass.Threads = n
		default:
			return false, nil
		}
		return true, nil
	})
	if err != nil {
		return nil, err
	}
	if o.emit == "" {
		o.emit = "obj"
		switch filepath.Ext(o.output) {
		case ".s":
			o.emit = "asm"
		case ".ll":
			o.emit = "llvm"
		case ".mlir":
			o.emit = "mlir"
		}
	}
	if o.output == "" {
		base := "a"
		if o.input != "-" {
			base = strings.TrimSuffix(filepath.Base(o.input), filepath.Ext(o.input))
		}
		o.output = base + map[string]string{"obj": ".o", "asm": ".s", "llvm": ".ll", "mlir": ".out.mlir"}[o.emit]
	}
	return o, nil
}

func runCompile(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	o, err := parseCompileFlags(args)
	if err != nil {
		fmt.Fprintf(stderr, "gpuc compile: %v\n", err)
		return 1
	}
	name, data, err := readInput(o.input, stdin)
	if err != nil {
		fmt.Fprintf(stderr, "gpuc compile: could not open input file '%s': %v\n", o.input, err)
		return 1
	}
	o.split = false
	return runChunks(&o.commonOptions, "gpuc compile", name, data, "", stdout, stderr, func(buf *diag.Buffer, out io.Writer) bool {
		ctx := chunkContext(all.Register, o.allowUnregistered, false)
		flags := asm.DefaultFlags()
		r := newChunkReporter(buf, stderr, flags, false)
		// An error names the op and its place; the op itself (a whole
		// gpu.module, say) is not printed.
		r.noOpNote = true
		return r.finish(compileTop(ctx, buf, o, out, r))
	})
}

func compileTop(ctx *ir.Context, buf *diag.Buffer, o *compileOptions, out io.Writer, r *reporter) bool {
	top, res := parseTop(ctx, buf, r, nil)
	if top == nil {
		return false
	}
	if err := ir.Verify(top); err != nil {
		r.report(asDiag(err))
		return false
	}
	ctx.Diagnose = r.report
	defer func() { ctx.Diagnose = nil }()
	opts := driver.Options{HostOpt: o.opt}
	if !o.noCache {
		c, err := cache.Open()
		if err != nil {
			fmt.Fprintf(r.stderr, "gpuc compile: warning: compiling without the compile cache: %v\n", err)
		} else {
			opts.Cache = c
			defer c.Trim()
		}
	}
	if o.targets != "" {
		ts, err := driver.ParseTargets(ctx, o.targets)
		if err != nil {
			fmt.Fprintf(r.stderr, "gpuc compile: %v\n", err)
			return false
		}
		opts.Targets = ts
	}
	opts.Emit = map[string]driver.Emit{"obj": driver.Object, "asm": driver.Assembly, "llvm": driver.LLVMIR, "mlir": driver.MLIR}[o.emit]
	if f, ok := r.stderr.(*os.File); ok && isTerminal(f) {
		p := newProgress(f)
		defer p.stop()
		opts.Progress = p.update
	}
	output, err := driver.Compile(top, opts)
	if err != nil {
		reportCompileError(r, top, err)
		return false
	}
	if opts.Emit == driver.MLIR {
		if err := asm.PrintModule(out, top, asm.DefaultFlags(), res.Resources); err != nil {
			r.report(ir.Errorf(top.Loc(), "could not write the output: %v", err))
			return false
		}
		return true
	}
	if _, err := out.Write(output); err != nil {
		r.report(ir.Errorf(top.Loc(), "could not write the output: %v", err))
		return false
	}
	if o.report {
		// The table of what the output carries, on stderr: stdout may be
		// the output.
		rows, ok := inspectRows(o.output, o.output, output, r.stderr)
		printInspectTable(r.stderr, rows)
		return ok
	}
	return true
}

// reportCompileError reports what the driver returned: located
// diagnostics, pipeline errors as gpuc opt prints them, anything else as
// gpuc compile's own.
func reportCompileError(r *reporter, top *ir.Operation, err error) {
	var d *ir.Diagnostic
	var pe *pass.Error
	switch {
	case errors.Is(err, pass.ErrFailed):
		// Reported through the context already.
	case errors.As(err, &d):
		r.report(d)
	case errors.As(err, &pe):
		printPipelineError(r.stderr, err)
		r.failed = true
	default:
		reportTranslateError(r, top, err)
	}
}

const cacheUsage = `gpuc cache stats|clean: the compile cache of gpuc compile

  gpuc cache stats   the cache's folder, entries, size and limit
  gpuc cache clean   remove every entry
`

func runCache(args []string, stdout, stderr io.Writer) int {
	if len(args) != 1 || (args[0] != "stats" && args[0] != "clean") {
		fmt.Fprint(stderr, cacheUsage)
		return 1
	}
	c, err := cache.Open()
	if err != nil {
		fmt.Fprintf(stderr, "gpuc cache: %v\n", err)
		return 1
	}
	if args[0] == "clean" {
		n, err := c.Clean()
		if err != nil {
			fmt.Fprintf(stderr, "gpuc cache: %v\n", err)
			return 1
		}
		fmt.Fprintf(stdout, "removed %d entries from %s\n", n, c.Dir)
		return 0
	}
	s, err := c.Stats()
	if err != nil {
		fmt.Fprintf(stderr, "gpuc cache: %v\n", err)
		return 1
	}
	fmt.Fprintf(stdout, "folder  %s\nentries %d\nsize    %.1f MiB\nlimit   %.1f MiB (GPUC_CACHE_MAX)\n", c.Dir, s.Entries,
		float64(s.Bytes)/(1<<20), float64(c.Max)/(1<<20))
	return 0
}

// isTerminal reports whether f is a character device (a terminal).
func isTerminal(f *os.File) bool {
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}

// progress prints "[gpuc compile] N/M device objects" on a terminal's
// line once compiling has taken a second, and clears it at the end.
type progress struct {
	mu          sync.Mutex
	f           *os.File
	start       time.Time
	done, total int
	shown       bool
}

func newProgress(f *os.File) *progress { return &progress{f: f, start: time.Now()} }

func (p *progress) update(done, total int) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.done, p.total = done, total
	if time.Since(p.start) < time.Second {
		return
	}
	p.shown = true
	fmt.Fprintf(p.f, "\r[gpuc compile] %d/%d device objects", done, total)
}

func (p *progress) stop() {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.shown {
		fmt.Fprint(p.f, "\r\033[K")
	}
}
