package gpu

import (
	"bufio"
	"bytes"
	"errors"
	"runtime"
	"strings"
	"sync"

	dgpu "gpuc/internal/dialect/gpu"
	"gpuc/internal/ir"
	"gpuc/internal/target"
	"gpuc/internal/target/llvmir"
	"gpuc/internal/target/llvmir/ll"
)

func init() { Register(Options{}) }

// Register makes opts the device compiler of every later LLVM IR
// translation: each gpu.module carrying a `#gpu.target` is compiled and
// embedded in the host module. The package registers itself with default
// options when imported; the CLI calls Register again with its flags.
func Register(opts Options) {
	llvmir.SerializeGPUModule = func(t *llvmir.Translator, op *ir.Operation) error {
		return addModule(t, op, opts)
	}
}

// translation is the device side of one host translation: the gpu.modules
// met so far, in module order.
type translation struct {
	// mu guards jobs, next and running, shared with the workers.
	mu   sync.Mutex
	jobs []*job
	// next is the index of the first job no worker has taken.
	next int
	// running counts the live workers; wg waits for them.
	running int
	wg      sync.WaitGroup
	// discovered is the toolkit found in the environment per pipeline.
	discovered map[dgpu.TranslationPipeline]string
	// tools finds ld.lld and ptxas once for all the jobs.
	tools *toolPaths
	// printed and printer are text's output buffer.
	printed bytes.Buffer
	printer *bufio.Writer
}

type extraKey struct{}

// addModule translates op's body to LLVM IR text now (the MLIR side is not
// safe to share between goroutines) and queues the LLVM side, which
// workers start at once, while the host translation goes on with the next
// modules and the host functions; compileAll waits for them when the host
// translation ends, and embeds.
func addModule(t *llvmir.Translator, op *ir.Operation, opts Options) error {
	attr, ok := op.Attr("target").(*dgpu.TargetAttr)
	if !ok {
		// The seed ignores a `target` that is not a #gpu.target.
		return nil
	}
	tgt := target.New(attr)
	var pipe pipeline = nvptx{}
	if tgt.Pipeline() == dgpu.AMDGPU {
		pipe = amdgpu{}
	}
	m, err := llvmir.Translate(op, llvmir.Options{ModuleName: "GPUDialectModule", DebugInfo: t.Opts.DebugInfo, Resource: t.Opts.Resource})
	if err != nil {
		var v *llvmir.VerifierError
		if errors.As(err, &v) {
			// MLIR prints the verifier's report, then fails the
			// gpu.module with "Failed creating the llvm::Module.":
			// locate the report at the module it is about (several
			// modules may fail, and the report names no module).
			return op.EmitError("Failed creating the llvm::Module: LLVM's verifier rejects the module's LLVM IR:\n%s",
				strings.TrimRight(v.Text, "\n"))
		}
		return err
	}
	markKernels(op, m, tgt.Pipeline())
	if err := checkForeignIntrinsics(op, m, tgt.Pipeline()); err != nil {
		return err
	}
	tr, _ := t.Extra[extraKey{}].(*translation)
	if tr == nil {
		tr = &translation{tools: newToolPaths()}
		t.Extra[extraKey{}] = tr
		t.OnFinish(func() error { return tr.compileAll(t) })
	}
	j := &job{
		op: op, name: symbolName(op), tgt: tgt, opts: opts, pipe: pipe,
		llText:  tr.text(m),
		toolkit: tr.toolkit(tgt),
		tools:   tr.tools,
	}
	tr.mu.Lock()
	tr.jobs = append(tr.jobs, j)
	tr.mu.Unlock()
	tr.startWorkers()
	return nil
}

// startWorkers starts workers while fewer than the limit (the options'
// Jobs, else GOMAXPROCS) run and jobs wait. A worker takes the waiting
// jobs in module order and ends when none is left, so no worker outlives
// the queue even when the host translation fails and compileAll never
// runs.
//
// A worker stays on one OS thread for all its jobs. LLVM allocates with
// malloc, and glibc gives every thread that mallocs an arena of its own
// (up to 8 per CPU) which keeps what is freed: a goroutine per module
// would run its cgo calls on whichever thread is free, spread the modules
// over many arenas and leave each holding a module's worth of memory
// (about 15% more peak memory on 64 modules). A worker's next module
// reuses what its previous one freed.
func (tr *translation) startWorkers() {
	tr.mu.Lock()
	defer tr.mu.Unlock()
	if len(tr.jobs) == 0 {
		return
	}
	limit := runtime.GOMAXPROCS(0)
	if n := tr.jobs[0].opts.Jobs; n > 0 {
		limit = n
	}
	for tr.running < limit && tr.running < len(tr.jobs)-tr.next {
		tr.running++
		tr.wg.Add(1)
		go tr.work()
	}
}

// work runs waiting jobs until there are none.
func (tr *translation) work() {
	defer tr.wg.Done()
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	for {
		tr.mu.Lock()
		if tr.next == len(tr.jobs) {
			tr.running--
			tr.mu.Unlock()
			return
		}
		j := tr.jobs[tr.next]
		tr.next++
		tr.mu.Unlock()
		j.obj, j.err = j.run()
		j.llText = nil
	}
}

// text prints m as LLVM IR text for the module's LLVM context to parse,
// through one output buffer reused for every module of the translation
// (String would give each module a fresh 64 KiB print buffer and a string
// to copy again).
func (tr *translation) text(m *ll.Module) []byte {
	tr.printed.Reset()
	if tr.printer == nil {
		tr.printer = bufio.NewWriterSize(&tr.printed, 1<<16)
	} else {
		tr.printer.Reset(&tr.printed)
	}
	_ = m.Print(tr.printer) // a bytes.Buffer does not fail
	return bytes.Clone(tr.printed.Bytes())
}

// toolkit is tgt's toolkit: its own toolkit=, else the one discovered in
// the environment, looked for once per pipeline and translation (every
// module of a translation sees the same environment).
func (tr *translation) toolkit(tgt *target.Target) string {
	if tgt.Attr.Toolkit != nil {
		return tgt.Attr.Toolkit.Value
	}
	if tr.discovered == nil {
		tr.discovered = map[dgpu.TranslationPipeline]string{}
	}
	tk, ok := tr.discovered[tgt.Pipeline()]
	if !ok {
		tk = tgt.ToolkitPath()
		tr.discovered[tgt.Pipeline()] = tk
	}
	return tk
}

// compileAll waits for the modules' compilations (started as addModule
// queued them, at most Jobs, or GOMAXPROCS, at a time), then reports their
// remarks and embeds their objects in module order. The error is the first
// module's in module order, with the other modules' errors after it.
func (tr *translation) compileAll(t *llvmir.Translator) error {
	tr.startWorkers()
	tr.wg.Wait()
	n := len(tr.jobs)
	var first *ir.Diagnostic
	var firstErr error
	placed := make([]*ll.GlobalVariable, n)
	for i, j := range tr.jobs {
		for _, r := range j.remarks {
			j.op.Context().Emit(r)
		}
		err := j.err
		if err == nil {
			placed[i], err = placeBinary(t.M, j.op, j.name, len(j.obj))
		}
		if err == nil {
			continue
		}
		if firstErr == nil {
			firstErr = err
			first, _ = err.(*ir.Diagnostic)
		} else if d, ok := err.(*ir.Diagnostic); ok && first != nil {
			first.Then = append(first.Then, d)
		}
	}
	// The bytes go in once every stub is replaced (see placeBinary).
	for i, gv := range placed {
		if gv != nil {
			fillBinary(gv, tr.jobs[i].obj)
			tr.jobs[i].obj = nil
		}
	}
	tr.jobs = nil
	return firstErr
}

// markKernels makes each `gpu.kernel` function of the module a kernel of
// its target (amdgpu_kernel or ptx_kernel calling convention) when the
// target dialect's own kernel attribute (rocdl.kernel, nvvm.kernel) did
// not: gpu-to-llvm leaves kernels marked only with gpu.kernel, and a
// device binary without kernel entry points could not be launched.
func markKernels(op *ir.Operation, m *ll.Module, p dgpu.TranslationPipeline) {
	body := op.Region(0).First()
	if body == nil {
		return
	}
	cc := "ptx_kernel"
	if p == dgpu.AMDGPU {
		cc = "amdgpu_kernel"
	}
	for fn := range body.Ops {
		if fn.Name() != "llvm.func" || fn.Attr("gpu.kernel") == nil || fn.Attr("rocdl.kernel") != nil || fn.Attr("nvvm.kernel") != nil {
			continue
		}
		f := m.LookupFunc(symbolName(fn))
		if f == nil || f.CallConv != "" || len(f.Blocks) == 0 {
			continue
		}
		if _, void := f.Sig.Ret.(*ll.VoidType); !void {
			continue
		}
		f.CallConv = cc
	}
}

func symbolName(op *ir.Operation) string {
	if s, ok := op.Attr("sym_name").(*ir.StringAttr); ok {
		return s.Value
	}
	return ""
}
