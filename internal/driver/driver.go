// Package driver is gpuc compile's pipeline: from MLIR at any level (host
// functions with gpu.launch, gpu.modules of gpu.func kernels, kernels
// already in the LLVM dialect) to a host object carrying device code for
// every target. It picks the passes by what the input holds, lowers each
// gpu.module once per vendor, compiles it for every chip of the vendor at
// once, packs the chips of one vendor into the container its runtime
// chooses from (a CUDA fat binary, a clang offload bundle), puts the result
// in a gpu.binary, lowers the host code and emits it with LLVM's host
// target machine.
package driver

import (
	"fmt"
	"strings"
	"sync/atomic"

	"gpuc/internal/asm"
	"gpuc/internal/cache"
	"gpuc/internal/dialect/builtin"
	dgpu "gpuc/internal/dialect/gpu"
	"gpuc/internal/dialect/rocdl"
	"gpuc/internal/ir"
	"gpuc/internal/llvm"
	"gpuc/internal/pass"
	tgpu "gpuc/internal/target/gpu"
	"gpuc/internal/target/llvmir"
)

// Emit is what Compile returns.
type Emit int

// The outputs.
const (
	// Object is a relocatable ELF object for the host.
	Object Emit = iota
	// Assembly is the host's assembly text.
	Assembly
	// LLVMIR is the host module as LLVM IR text, device code embedded.
	LLVMIR
	// MLIR is the host module in the LLVM dialect with gpu.binary ops.
	MLIR
)

// Options are gpuc compile's choices.
type Options struct {
	// Targets are --target's; nil means each gpu.module's own.
	Targets []Target
	Emit    Emit
	// HostOpt is the host code's optimization level (-O).
	HostOpt int
	// Cache, when set, holds compiled device code across runs.
	Cache *cache.Cache
	// Progress, when set, hears how many device objects are compiled of
	// how many (from any goroutine).
	Progress func(done, total int)
}

// Compile compiles top (a builtin.module, changed in place) and returns
// the output. Errors are located diagnostics where they are about the
// input.
func Compile(top *ir.Operation, opts Options) ([]byte, error) {
	if hasOp(top, "gpu.launch") {
		if err := run(top, "builtin.module(gpu-kernel-outlining)"); err != nil {
			return nil, err
		}
	}
	if err := compileModules(top, opts); err != nil {
		return nil, err
	}
	// The host lowering of gpu-lower-to-nvvm-pipeline without its device
	// stages, with arith-expand first: MLIR 19's pipeline leaves
	// arith.ceildivui and the like as casts mlir-translate-19 rejects.
	if err := run(top, "builtin.module(arith-expand, convert-scf-to-cf, convert-func-to-llvm, expand-strided-metadata, "+
		"lower-affine, convert-arith-to-llvm, convert-index-to-llvm, canonicalize, cse, gpu-to-llvm, "+
		"convert-math-to-llvm, canonicalize, cse, reconcile-unrealized-casts)"); err != nil {
		return nil, err
	}
	if opts.Emit == MLIR {
		return nil, nil // the caller prints top
	}
	m, err := llvmir.Translate(top, llvmir.Options{})
	if err != nil {
		return nil, err
	}
	text := m.Text()
	if opts.Cache == nil {
		return hostCode(text, opts)
	}
	// The host code too: a rebuild where nothing changed reads every
	// object, and makes none.
	key := new(cache.Hasher).Add(cacheFormat, "host", buildIdentity(), llvm.HostTriple(),
		fmt.Sprint(opts.Emit, opts.HostOpt), string(text)).Key()
	if out, ok := opts.Cache.Get(key); ok {
		return out, nil
	}
	out, err := hostCode(text, opts)
	if err == nil {
		opts.Cache.Put(key, out)
	}
	return out, err
}

// run runs a textual pipeline on top.
func run(top *ir.Operation, text string) error {
	pl, err := pass.ParsePipeline(text)
	if err != nil {
		return err
	}
	return pl.Run(top, nil)
}

func hasOp(top *ir.Operation, name string) bool {
	found := false
	top.Walk(func(op *ir.Operation) ir.WalkResult {
		if op.Name() == name {
			found = true
			return ir.Interrupt
		}
		return ir.Advance
	})
	return found
}

// hostCode turns the host module's LLVM IR into the requested output, for
// the host's triple and data layout.
func hostCode(text []byte, opts Options) ([]byte, error) {
	tm, err := llvm.NewHostTargetMachine(opts.HostOpt)
	if err != nil {
		return nil, err
	}
	defer tm.Dispose()
	ctx := llvm.NewContext()
	defer ctx.Dispose()
	m, err := ctx.ParseIR("LLVMDialectModule", text)
	if err != nil {
		return nil, fmt.Errorf("the host module's LLVM IR does not parse: %v", err)
	}
	defer m.Dispose()
	m.SetTriple(tm.Triple())
	m.SetDataLayout(tm.DataLayout())
	if opts.Emit == LLVMIR {
		return []byte(m.String()), nil
	}
	if err := m.Optimize(tm, opts.HostOpt); err != nil {
		return nil, err
	}
	kind := llvm.Object
	if opts.Emit == Assembly {
		kind = llvm.Assembly
	}
	return tm.Emit(m, kind)
}

// deviceJob is one gpu.module's compilation for the chips of one vendor.
type deviceJob struct {
	module  *ir.Operation // the original, in top
	vendor  Vendor
	targets []Target
	lowered *ir.Operation // the vendor's lowered copy, in a module of its own; nil until needed
	// keys and objs are per target: the cache key and the object (from
	// the cache, or compiled through bins).
	keys   []cache.Key
	objs   [][]byte
	bins   []*tgpu.Pending
	ptxKey cache.Key // NVIDIA: the newest chip's PTX, for the fat binary
	ptxObj []byte
	ptx    *tgpu.Pending
}

// moduleJob is one gpu.module: its vendors' jobs and its packed object.
type moduleJob struct {
	module *ir.Operation
	jobs   []*deviceJob
	key    cache.Key
	blob   []byte
}

// compileModules replaces every gpu.module of top with a gpu.binary of one
// object: the module compiled for each of its targets and packed. With a
// cache, what the cache has is not compiled again: a module's packed
// object, else each (module, target) object.
func compileModules(top *ir.Operation, opts Options) error {
	ctx := top.Context()
	var mods []*moduleJob
	for op := top.Region(0).First().First(); op != nil; op = op.Next() {
		if op.Name() == "gpu.module" {
			mods = append(mods, &moduleJob{module: op})
		}
	}
	if len(mods) == 0 {
		return nil
	}
	bin := tgpu.NewSerializer(tgpu.TargetOptions{Format: dgpu.Binary, NotMLIR: true})
	bin.ForEach = pass.ForEach
	isa := tgpu.NewSerializer(tgpu.TargetOptions{Format: dgpu.Assembly, NotMLIR: true})
	isa.ForEach = pass.ForEach
	var bins, ptxs []*tgpu.Pending
	keyFlags := asm.DefaultFlags()
	keyFlags.Generic, keyFlags.DebugInfo = true, true
	for _, mj := range mods {
		m := mj.module
		targets := opts.Targets
		if targets == nil {
			var err error
			if targets, err = moduleTargets(m); err != nil {
				return err
			}
		}
		text := ""
		if opts.Cache != nil {
			text = asm.OpString(m, keyFlags)
		}
		var members []cache.Key
		for _, v := range []Vendor{NVIDIA, AMD} {
			j := &deviceJob{module: m, vendor: v}
			for _, t := range targets {
				if t.Vendor == v {
					j.targets = append(j.targets, t)
					k := objectKey(text, asm.AttrString(t.Attr), "bin", v)
					j.keys = append(j.keys, k)
					members = append(members, k)
				}
			}
			if len(j.targets) == 0 {
				continue
			}
			if v == NVIDIA {
				j.ptxKey = objectKey(text, asm.AttrString(newest(j.targets).Attr), "isa", v)
				members = append(members, j.ptxKey)
			}
			mj.jobs = append(mj.jobs, j)
		}
		if opts.Cache != nil {
			mj.key = binaryKey(members)
			if blob, ok := opts.Cache.Get(mj.key); ok {
				mj.blob = blob
				continue
			}
		}
		for _, j := range mj.jobs {
			j.objs = make([][]byte, len(j.targets))
			j.bins = make([]*tgpu.Pending, len(j.targets))
			for i, k := range j.keys {
				if opts.Cache != nil {
					if o, ok := opts.Cache.Get(k); ok {
						j.objs[i] = o
						continue
					}
				}
				if err := j.lower(); err != nil {
					return err
				}
				j.bins[i] = bin.Prepare(j.lowered, j.targets[i].Attr)
				bins = append(bins, j.bins[i])
			}
			if j.vendor == NVIDIA {
				if opts.Cache != nil {
					if o, ok := opts.Cache.Get(j.ptxKey); ok {
						j.ptxObj = o
						continue
					}
				}
				if j.bins[j.newestIndex()] != nil {
					// The newest chip's cubin is compiled from the PTX the
					// fat binary wants: collect takes it from there.
					continue
				}
				if err := j.lower(); err != nil {
					return err
				}
				j.ptx = isa.Prepare(j.lowered, newest(j.targets).Attr)
				ptxs = append(ptxs, j.ptx)
			}
		}
	}
	// The LLVM side of every (module, chip) left at once.
	if opts.Progress != nil {
		var done atomic.Int64
		total := len(bins) + len(ptxs)
		bin.Done = func() { opts.Progress(int(done.Add(1)), total) }
		isa.Done = bin.Done
	}
	bin.Compile(bins)
	isa.Compile(ptxs)
	for _, mj := range mods {
		if mj.blob == nil {
			for _, j := range mj.jobs {
				if err := j.collect(opts.Cache); err != nil {
					return err
				}
			}
			blob, err := pack(bin, mj.jobs)
			if err != nil {
				return err
			}
			mj.blob = blob
			if opts.Cache != nil {
				opts.Cache.Put(mj.key, blob)
			}
		}
		m, js := mj.module, mj.jobs
		format := dgpu.Binary
		if len(js) == 1 && js[0].vendor == NVIDIA {
			format = dgpu.Fatbin
		}
		obj := dgpu.Object(ctx, js[0].targets[0].Attr, format, ctx.String(string(mj.blob)), nil)
		st := dgpu.NewBinaryState(ctx, ir.SymbolName(m), m.Attr("offloadingHandler"), []ir.Attribute{obj}, m.Loc())
		b := ctx.Create(st)
		m.Block().InsertBefore(b, m.Next())
	}
	for _, mj := range mods {
		for _, j := range mj.jobs {
			if j.lowered != nil {
				j.lowered.ParentOp().Erase()
			}
		}
		mj.module.Erase()
	}
	return nil
}

// collect takes the compiled objects (reporting the first error) and puts
// them in the cache.
func (j *deviceJob) collect(c *cache.Cache) error {
	for i, p := range j.bins {
		if p == nil {
			continue
		}
		o, err := p.Object()
		if err != nil {
			return err
		}
		j.objs[i] = []byte(o.Object.Value)
		if c != nil {
			c.Put(j.keys[i], j.objs[i])
		}
	}
	switch {
	case j.ptx != nil:
		o, err := j.ptx.Object()
		if err != nil {
			return err
		}
		j.ptxObj = []byte(o.Object.Value)
	case j.vendor == NVIDIA && j.ptxObj == nil:
		// As the assembly format holds it: the PTX and a NUL.
		j.ptxObj = append(append([]byte{}, j.bins[j.newestIndex()].PTX()...), 0)
	default:
		return nil
	}
	if c != nil {
		c.Put(j.ptxKey, j.ptxObj)
	}
	return nil
}

// newestIndex is the index in targets of newest(targets).
func (j *deviceJob) newestIndex() int {
	n := newest(j.targets)
	for i, t := range j.targets {
		if t.Attr == n.Attr {
			return i
		}
	}
	return 0
}

// moduleTargets returns the #nvvm.target and #rocdl.target attributes in
// m's targets array.
func moduleTargets(m *ir.Operation) ([]Target, error) {
	var out []Target
	if arr, ok := m.Attr("targets").(*ir.ArrayAttr); ok {
		for _, a := range arr.Elems {
			t, ok := TargetOf(a)
			if !ok {
				return nil, m.EmitError("gpuc compile takes #nvvm.target and #rocdl.target targets, not %s", a)
			}
			out = append(out, t)
		}
	}
	if len(out) == 0 {
		return nil, m.EmitError("gpu.module @%s has no target: name the chips with --target (sm_80,sm_90 for NVIDIA, gfx90a,gfx942 for AMD), or give the module a targets array ([#nvvm.target<chip = \"sm_90\">])", ir.SymbolName(m))
	}
	return out, nil
}

// lower clones the module into a builtin.module of its own and lowers the
// clone's kernels to the vendor's LLVM dialect, unless they are there.
func (j *deviceJob) lower() error {
	if j.lowered != nil {
		return nil
	}
	ctx := j.module.Context()
	holder := builtin.NewModule(ctx, j.module.Loc())
	holder.SetAttr("gpu.container_module", ctx.Unit())
	j.lowered = j.module.Clone(nil)
	holder.Region(0).First().Append(j.lowered)
	var attrs []ir.Attribute
	for _, t := range j.targets {
		attrs = append(attrs, t.Attr)
	}
	j.lowered.SetAttr("targets", ctx.Array(attrs))
	if !hasOp(j.lowered, "gpu.func") {
		if v, ok := loweredVendor(j.lowered); ok && v != j.vendor {
			return j.module.EmitError("gpu.module @%s is lowered for %s GPUs (its kernels are %s kernels) and cannot be compiled for %s", ir.SymbolName(j.module), v, map[Vendor]string{NVIDIA: "nvvm", AMD: "rocdl"}[v], j.targets[0].Chip())
		}
		return nil
	}
	lowering := "convert-gpu-to-nvvm"
	if j.vendor == AMD {
		lowering = "convert-gpu-to-rocdl{runtime=HIP}"
	}
	return run(holder, "builtin.module(convert-scf-to-cf, gpu.module("+lowering+", canonicalize, cse, reconcile-unrealized-casts))")
}

// loweredVendor tells from the kernels' attributes which vendor an
// LLVM-dialect gpu.module was lowered for.
func loweredVendor(m *ir.Operation) (Vendor, bool) {
	for op := m.Region(0).First().First(); op != nil; op = op.Next() {
		switch {
		case op.Attr("nvvm.kernel") != nil:
			return NVIDIA, true
		case op.Attr("rocdl.kernel") != nil:
			return AMD, true
		}
	}
	return 0, false
}

// newest returns the NVIDIA target of the highest compute capability, whose
// PTX the fat binary carries for newer GPUs to JIT-compile.
func newest(ts []Target) Target {
	best, bestN := ts[0], -1
	for _, t := range ts {
		var n int
		fmt.Sscanf(strings.TrimLeft(t.Chip(), "smcompute_"), "%d", &n)
		if n > bestN {
			best, bestN = t, n
		}
	}
	return best
}

// pack makes a module's one object from its vendors' compilations: a CUDA
// fat binary (cubins and the newest chip's PTX), an HSACO (one AMD chip),
// or a clang offload bundle (several AMD chips, or both vendors: the HSACOs
// as hipv4-amdgcn-amd-amdhsa--<chip> entries and the fat binary as
// cuda-nvptx64-nvidia-cuda--<newest chip>).
func pack(s *tgpu.Serializer, js []*deviceJob) ([]byte, error) {
	var fat []byte
	var fatChip string
	var entries []tgpu.BundleEntry
	for _, j := range js {
		if j.vendor == NVIDIA {
			var images []tgpu.FatImage
			for i, t := range j.targets {
				images = append(images, tgpu.FatImage{Chip: t.Chip(), Data: j.objs[i]})
			}
			fatChip = newest(j.targets).Chip()
			images = append(images, tgpu.FatImage{Chip: fatChip, PTX: true, Data: j.ptxObj})
			var err error
			if fat, err = s.Fatbin(images); err != nil {
				return nil, j.module.EmitError("%v", err)
			}
			continue
		}
		for i, t := range j.targets {
			entries = append(entries, tgpu.BundleEntry{ID: "hipv4-amdgcn-amd-amdhsa--" + hipTargetID(t), Data: j.objs[i]})
		}
	}
	switch {
	case len(entries) == 0:
		return fat, nil
	case len(entries) == 1 && fat == nil:
		return entries[0].Data, nil
	}
	host := []tgpu.BundleEntry{{ID: "host-" + llvm.HostTriple() + "-"}}
	if fat != nil {
		entries = append(entries, tgpu.BundleEntry{ID: "cuda-nvptx64-nvidia-cuda--" + fatChip, Data: fat})
	}
	return tgpu.OffloadBundle(append(host, entries...)), nil
}

// hipTargetID is a #rocdl.target's HIP target ID: the chip and its
// target-ID features ("gfx90a:xnack+"), as the HIP runtime matches it
// against the device.
func hipTargetID(t Target) string {
	id := t.Chip()
	a, _ := t.Attr.(*rocdl.TargetAttr)
	if a == nil {
		return id
	}
	for _, f := range strings.Split(a.Features, ",") {
		f = strings.TrimSpace(f)
		name := strings.TrimLeft(f, "+-")
		if (name == "xnack" || name == "sramecc") && len(f) > len(name) {
			id += ":" + name + f[:1]
		}
	}
	return id
}
