// Package gpuoutlining holds MLIR 19's gpu-kernel-outlining and
// gpu-launch-sink-index-computations passes (KernelOutlining.cpp): the
// first moves the body of every gpu.launch into a gpu.func kernel of a new
// gpu.module and replaces the launch by a gpu.launch_func of it; the
// second copies the constants and index computations a launch body takes
// from above into the body, so that outlining does not make them kernel
// arguments.
package gpuoutlining

import (
	"math"

	"gpuc/internal/dialect/gpu"
	"gpuc/internal/ir"
	"gpuc/internal/ods"
	"gpuc/internal/pass"
)

func init() {
	pass.Register(&pass.Info{
		Name:    "gpu-kernel-outlining",
		Title:   "GpuKernelOutlining",
		OpName:  "builtin.module",
		Summary: "Outline gpu.launch bodies to kernel functions",
		Options: []pass.Option{
			{Name: "data-layout-str", Kind: pass.String, Default: "",
				Desc: "String containing the data layout specification to be attached to the GPU kernel module"},
		},
		New: func(v pass.Values) (pass.Pass, error) {
			return &outliningPass{dataLayoutStr: optionString(v["data-layout-str"])}, nil
		},
	})
	pass.Register(&pass.Info{
		Name:    "gpu-launch-sink-index-computations",
		Title:   "GpuLaunchSinkIndexComputations",
		Summary: "Sink index computations into gpu.launch body",
		New:     func(pass.Values) (pass.Pass, error) { return sinkPass{}, nil },
	})
}

// optionString is an option value as MLIR's pass option parser hands it
// to a string option: one pair of enclosing quotes (or braces) dropped from
// a value longer than two characters, and the rest trimmed (gpuc's option
// parser leaves quotes to the pass).
func optionString(v string) string {
	if len(v) > 2 && (v[0] == '\'' && v[len(v)-1] == '\'' || v[0] == '"' && v[len(v)-1] == '"') {
		return trimSpace(v[1 : len(v)-1])
	}
	return v
}

// trimSpace is StringRef::trim: it drops " \t\n\v\f\r" at both ends.
func trimSpace(s string) string {
	isSpace := func(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r' }
	for len(s) > 0 && isSpace(s[0]) {
		s = s[1:]
	}
	for len(s) > 0 && isSpace(s[len(s)-1]) {
		s = s[:len(s)-1]
	}
	return s
}

type outliningPass struct {
	dataLayoutStr string
}

// Run outlines the launches of top, a builtin.module, as
// GpuKernelOutliningPass::runOnOperation (after initialize, which parses
// the data layout option): the symbol ops of the module are visited in
// order, modules inserted for one of them included; each gpu.launch in one
// (post-order) becomes a kernel `<symbol>_kernel` in a gpu.module of that
// name, uniqued in the module's symbol table, inserted right after the
// symbol op in the order of the launches.
func (p *outliningPass) Run(top *ir.Operation) error {
	spec, err := dataLayoutSpec(top.Context(), p.dataLayoutStr)
	if err != nil {
		return err
	}
	if top.NumRegions() == 0 || top.Region(0).Empty() {
		return nil
	}
	table := newSymbolTable(top)
	body := top.Region(0).First()
	modified := false
	for op := body.First(); op != nil; op = op.Next() {
		if !op.HasTrait(ir.Symbol) {
			continue
		}
		insertPt := op.Next()
		var failure error
		op.Walk(func(launch *ir.Operation) ir.WalkResult {
			if launch.Name() != "gpu.launch" {
				return ir.Advance
			}
			kernelFnName := nearestSymbolName(launch) + "_kernel"
			fn, operands, err := outlineKernelFunc(launch, kernelFnName)
			if err != nil {
				failure = err
				return ir.Interrupt
			}
			mod, err := createKernelModule(fn, table, spec)
			if err != nil {
				failure = err
				return ir.Interrupt
			}
			table.insert(mod, insertPt)
			convertToLaunchFunc(launch, fn, operands)
			modified = true
			return ir.Advance
		})
		if failure != nil {
			return failure
		}
	}
	if modified {
		top.SetAttr(gpu.ContainerModuleAttrName, top.Context().Unit())
	}
	return nil
}

// nearestSymbolName is the name of the closest op around op that is a
// symbol (getParentOfType<SymbolOpInterface>().getName()).
func nearestSymbolName(op *ir.Operation) string {
	for p := op.ParentOp(); p != nil; p = p.ParentOp() {
		if p.HasTrait(ir.Symbol) {
			return ir.SymbolName(p)
		}
	}
	return ""
}

// usedValuesDefinedAbove returns the values that ops nested in r use and
// that are defined in a region enclosing r, in post-order walk order of
// their first use, without repeats (getUsedValuesDefinedAbove into a
// SetVector).
func usedValuesDefinedAbove(r *ir.Region, values []*ir.Value, seen map[*ir.Value]bool) []*ir.Value {
	ancestors := map[*ir.Region]bool{}
	if p := r.Parent(); p != nil {
		for reg := p.ParentRegion(); reg != nil; {
			ancestors[reg] = true
			if reg.Parent() == nil {
				break
			}
			reg = reg.Parent().ParentRegion()
		}
	}
	for b := r.First(); b != nil; b = b.Next() {
		for o := b.First(); o != nil; o = o.Next() {
			o.Walk(func(op *ir.Operation) ir.WalkResult {
				for i := 0; i < op.NumOperands(); i++ {
					v := op.Operand(i)
					if v == nil || seen[v] || !ancestors[valueRegion(v)] {
						continue
					}
					seen[v] = true
					values = append(values, v)
				}
				return ir.Advance
			})
		}
	}
	return values
}

// valueRegion is the region a value is defined in (Value::getParentRegion).
func valueRegion(v *ir.Value) *ir.Region {
	if d := v.DefiningOp(); d != nil {
		return d.ParentRegion()
	}
	if b := v.OwnerBlock(); b != nil {
		return b.Parent()
	}
	return nil
}

// outlineKernelFunc builds the kernel of a gpu.launch, detached, as
// outlineKernelFuncImpl: a gpu.func taking the values the body uses from
// above (in that order), with the launch's attributions, the known block
// and grid sizes when the launch's are constants, the block/thread ids and
// grid/block (and cluster) dimensions computed at its start in place of the
// launch's region arguments, and a copy of the body in which gpu.terminator
// became gpu.return. It returns the kernel's arguments' values.
func outlineKernelFunc(launch *ir.Operation, name string) (*ir.Operation, []*ir.Value, error) {
	ctx := launch.Context()
	li, ok := gpu.Launch(launch)
	if !ok {
		return nil, nil, launch.EmitError("malformed gpu.launch")
	}
	loc := launch.Loc()
	body := launch.Region(0)
	operands := usedValuesDefinedAbove(body, nil, map[*ir.Value]bool{})
	inputs := make([]ir.Type, len(operands))
	for i, v := range operands {
		inputs[i] = v.Type()
	}
	st := gpu.NewFuncState(ctx, name, ctx.Function(inputs, nil), valueTypes(li.Workgroup), valueTypes(li.Private), true, loc)
	fn := ctx.Create(st)
	if a := constantDims(ctx, li.BlockSize); a != nil {
		fn.SetAttr("known_block_size", a)
	}
	if a := constantDims(ctx, li.GridSize); a != nil {
		fn.SetAttr("known_grid_size", a)
	}

	m := ir.NewMapping()
	entry := fn.Region(0).First()
	injectIndexOps(ctx, loc, entry, body.First(), m, li.HasClusterSize)
	wg, priv := gpu.FuncAttributions(fn)
	for i, v := range li.Workgroup {
		m.Map(v, wg[i])
	}
	for i, v := range li.Private {
		m.Map(v, priv[i])
	}
	for i, v := range operands {
		m.Map(v, entry.Arg(i))
	}
	body.CloneInto(fn.Region(0), nil, m)

	for b := body.First(); b != nil; b = b.Next() {
		cb := m.LookupBlock(b)
		term := cb.Terminator()
		if term == nil || term.Name() != "gpu.terminator" {
			continue
		}
		ret := ctx.Create(&ir.OperationState{Name: "gpu.return", Loc: term.Loc()})
		cb.InsertBefore(ret, term)
		term.Erase()
	}

	// The copy of the launch's entry block is merged into the kernel's.
	clonedEntry := m.LookupBlock(body.First())
	for o := clonedEntry.First(); o != nil; {
		next := o.Next()
		entry.Append(o)
		o = next
	}
	clonedEntry.Erase()
	return fn, operands, nil
}

func valueTypes(vs []*ir.Value) []ir.Type {
	ts := make([]ir.Type, len(vs))
	for i, v := range vs {
		ts[i] = v.Type()
	}
	return ts
}

// constantDims returns the three dimensions as an array<i32: x, y, z> when
// each is a constant integer that fits 32 bits unsigned, else nil
// (maybeConstantDimsAttr).
func constantDims(ctx *ir.Context, dims []*ir.Value) ir.Attribute {
	if len(dims) != 3 {
		return nil
	}
	var vals []int64
	for _, v := range dims {
		c, ok := constantInt(v)
		if !ok || c > math.MaxUint32 {
			return nil
		}
		vals = append(vals, int64(int32(uint32(c))))
	}
	return ctx.DenseArray(ctx.I(32), vals, nil)
}

// constantInt returns the value of v, as an unsigned number of v's width,
// when a constant op defines it (m_ConstantInt: an integer attribute, or
// a splat of one).
func constantInt(v *ir.Value) (uint64, bool) {
	d := v.DefiningOp()
	if d == nil || d.NumOperands() != 0 || d.NumResults() != 1 {
		return 0, false
	}
	a := ir.ConstantValue(v)
	switch a := a.(type) {
	case *ir.IntegerAttr:
		return unsignedValue(a)
	case *ir.DenseElementsAttr:
		if a.Splat && len(a.Raw) > 0 {
			if _, isInt := a.Type.ElementType().(*ir.IntegerType); isInt {
				return a.Raw[0], true
			}
			if _, isIndex := a.Type.ElementType().(*ir.IndexType); isIndex {
				return a.Raw[0], true
			}
		}
	}
	return 0, false
}

// unsignedValue is an integer attribute's value as an APInt's unsigned
// value; ok is false for one wider than 64 bits that does not fit (it is
// above 2^32 anyway).
func unsignedValue(a *ir.IntegerAttr) (uint64, bool) {
	if v, small := a.Small(); small {
		w := ir.IntWidth(a.Type)
		if w > 0 && w < 64 {
			return uint64(v) & (1<<uint(w) - 1), true
		}
		return uint64(v), true
	}
	b := a.Big()
	if b.Sign() >= 0 && b.IsUint64() {
		return b.Uint64(), true
	}
	return math.MaxUint64, true
}

// injectIndexOps creates at the start of entry the ops computing the
// launch's region arguments, in their order (block ids, thread ids, grid
// and block dimensions, then cluster ids and dimensions), and maps the
// launch's entry block arguments to them (injectGpuIndexOperations).
func injectIndexOps(ctx *ir.Context, loc ir.Location, entry, launchEntry *ir.Block, m *ir.Mapping, cluster bool) {
	names := []string{"gpu.block_id", "gpu.thread_id", "gpu.grid_dim", "gpu.block_dim"}
	if cluster {
		names = append(names, "gpu.cluster_id", "gpu.cluster_dim")
	}
	dim := ods.LookupEnumAttr("gpu", "dim")
	first := entry.First()
	i := 0
	for _, n := range names {
		for d := uint64(0); d < 3; d++ {
			st := &ir.OperationState{Name: n, Loc: loc, Types: []ir.Type{ctx.Index()}}
			st.AddAttr("dimension", ods.NewEnumAttr(ctx, dim, d))
			op := ctx.Create(st)
			entry.InsertBefore(op, first)
			m.Map(launchEntry.Arg(i), op.Result(0))
			i++
		}
	}
}

// convertToLaunchFunc replaces launch by a gpu.launch_func of kernel with
// operands as its arguments, keeping the launch's sizes, dynamic shared
// memory, async dependencies and token (convertToLaunchFuncOp).
func convertToLaunchFunc(launch, kernel *ir.Operation, operands []*ir.Value) {
	ctx := launch.Context()
	li, _ := gpu.Launch(launch)
	mod := kernel.ParentOp()
	lf := gpu.LaunchFuncInfo{
		AsyncDependencies:       li.AsyncDependencies,
		Kernel:                  ctx.SymbolRef(ir.SymbolName(mod), ir.SymbolName(kernel)),
		GridSize:                li.GridSize,
		BlockSize:               li.BlockSize,
		ClusterSize:             li.ClusterSize,
		DynamicSharedMemorySize: li.DynamicSharedMemorySize,
		KernelOperands:          operands,
		AsyncToken:              launch.NumResults() > 0,
	}
	op := ctx.Create(gpu.NewLaunchFuncState(ctx, lf, launch.Loc()))
	launch.Block().InsertBefore(op, launch)
	for i, r := range launch.Results() {
		r.ReplaceAllUsesWith(op.Result(i))
	}
	launch.Erase()
}
