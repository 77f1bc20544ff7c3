package gpu

import (
	"runtime"
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
	jobs []*job
}

type extraKey struct{}

// addModule translates op's body to LLVM IR text now (the MLIR side is not
// safe to share between goroutines) and queues the LLVM side, which
// compileAll runs for every module at once when the host translation ends.
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
		return err
	}
	markKernels(op, m, tgt.Pipeline())
	tr, _ := t.Extra[extraKey{}].(*translation)
	if tr == nil {
		tr = &translation{}
		t.Extra[extraKey{}] = tr
		t.OnFinish(func() error { return tr.compileAll(t) })
	}
	tr.jobs = append(tr.jobs, &job{
		op: op, name: symbolName(op), tgt: tgt, opts: opts, pipe: pipe,
		llText: []byte(m.String()),
	})
	return nil
}

// compileAll compiles the queued modules in parallel (at most Jobs, or
// GOMAXPROCS, at a time), then reports their remarks and embeds their
// objects in module order. The error is the first module's in module
// order, with the other modules' errors after it.
func (tr *translation) compileAll(t *llvmir.Translator) error {
	n := len(tr.jobs)
	objs := make([][]byte, n)
	errs := make([]error, n)
	limit := runtime.GOMAXPROCS(0)
	if len(tr.jobs) > 0 && tr.jobs[0].opts.Jobs > 0 {
		limit = tr.jobs[0].opts.Jobs
	}
	sem := make(chan struct{}, limit)
	var wg sync.WaitGroup
	for i, j := range tr.jobs {
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer func() { <-sem; wg.Done() }()
			objs[i], errs[i] = j.run()
			j.llText = nil
		}()
	}
	wg.Wait()
	var first *ir.Diagnostic
	var firstErr error
	for i, j := range tr.jobs {
		for _, r := range j.remarks {
			j.op.Context().Emit(r)
		}
		err := errs[i]
		if err == nil {
			err = embed(t.M, j.op, j.name, objs[i])
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
