package gputollvm

import (
	"fmt"

	"gpuc/internal/conversion"
	lc "gpuc/internal/conversion/llvmcommon"
	"gpuc/internal/dialect/gpu"
	"gpuc/internal/dialect/llvm"
	"gpuc/internal/ir"
)

// lowering holds what the gpu patterns share.
type lowering struct {
	tc   *lc.TypeConverter
	rt   *runtime
	opts *Options
}

// gpuPatterns returns the patterns lowering host-side gpu ops to GPU
// runtime calls and adds the gpu types' conversions to tc. A
// gpu.launch_func of the seed's flow (its kernel module a gpu.module with
// the seed's `target`, or with no targets at all) is illegal: it becomes
// the seed's runtime calls, and a launch that cannot be lowered fails the
// pass. One of MLIR 19's flow (its kernel module a gpu.binary, or a
// gpu.module with a `targets` array and no seed `target`) stays a
// gpu.launch_func with converted operands, as mlir-opt-19 leaves it for
// translation against the binary's offloading handler. The other host ops
// keep MLIR 19's unknown legality (left as they are when their pattern
// does not apply), so that their output matches mlir-opt-19's.
func gpuPatterns(tc *lc.TypeConverter, target *conversion.Target, opts *Options) []*conversion.Pattern {
	ctx := tc.Ctx
	ptr := llvm.Pointer(ctx, 0)
	tc.AddConversion1(func(t ir.Type) ir.Type {
		switch t.(type) {
		case *gpu.AsyncTokenType, *gpu.SparseDnTensorHandleType, *gpu.SparseSpMatHandleType, *gpu.SparseSpGEMMOpHandleType:
			return ptr
		}
		return nil
	})
	// A launch of the seed's flow is illegal: it must become runtime
	// calls. One of MLIR 19's flow is legal once its operands are LLVM
	// types (MLIR's `converter.isLegal(op)`).
	target.AddDynamicallyLegalOp("gpu.launch_func", func(op *ir.Operation) bool {
		return mlirFlow(op) && tc.IsLegalOp(op)
	})

	l := &lowering{tc: tc, rt: newRuntime(ctx), opts: opts}
	base := tc.Base()
	p := func(name, root string, f func(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error) *conversion.Pattern {
		return &conversion.Pattern{Name: name, Root: root, Benefit: 1, Converter: base, Rewrite: f}
	}
	// In MLIR 19's order (populateGpuToLLVMConversionPatterns).
	return []*conversion.Pattern{
		p("ConvertAllocOpToGpuRuntimeCallPattern", "gpu.alloc", l.alloc),
		p("ConvertDeallocOpToGpuRuntimeCallPattern", "gpu.dealloc", l.dealloc),
		p("ConvertHostRegisterOpToGpuRuntimeCallPattern", "gpu.host_register", func(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error {
			return l.hostRegister(op, operands, rw, l.rt.hostRegister)
		}),
		p("ConvertHostUnregisterOpToGpuRuntimeCallPattern", "gpu.host_unregister", func(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error {
			return l.hostRegister(op, operands, rw, l.rt.hostUnregister)
		}),
		p("ConvertMemcpyOpToGpuRuntimeCallPattern", "gpu.memcpy", l.memcpy),
		p("ConvertMemsetOpToGpuRuntimeCallPattern", "gpu.memset", l.memset),
		p("ConvertSetDefaultDeviceOpToGpuRuntimeCallPattern", "gpu.set_default_device", l.setDefaultDevice),
		p("ConvertWaitAsyncOpToGpuRuntimeCallPattern", "gpu.wait", l.waitAsync),
		p("ConvertWaitOpToGpuRuntimeCallPattern", "gpu.wait", l.waitSync),
		p("ConvertLaunchFuncOpToGpuRuntimeCallPattern", "gpu.launch_func", l.launch),
	}
}

// Operand groups of gpu.launch_func (its operandSegmentSizes).
const (
	launchAsyncDeps = 0
	launchGridX     = 1
	launchClusterX  = 7
	launchDynShared = 10
	launchKernelOps = 11
	launchAsyncObj  = 12
	launchNumGroups = 13
)

// checkLaunches reports, before the conversion starts, the launches the
// seed's runtime ABI cannot express: thread-block clusters, an explicit
// async object, unranked memref kernel operands passed as bare pointers,
// and a module symbol in the way of the globals the lowering needs.
func checkLaunches(top *ir.Operation, opts *Options) error {
	var err error
	top.WalkPre(func(op *ir.Operation) ir.WalkResult {
		if op.Name() == "gpu.module" {
			return ir.Skip
		}
		if op.Name() != "gpu.launch_func" {
			return ir.Advance
		}
		g := groups(op, op.Operands(), 0)
		if len(g) != launchNumGroups {
			return ir.Advance
		}
		seed := !mlirFlow(op)
		switch {
		case seed && len(g[launchClusterX]) > 0:
			err = op.EmitError("'gpu.launch_func' op with a cluster size cannot be lowered to the GPU runtime calls: mgpuLaunchKernel has no cluster dimensions")
		case seed && len(g[launchAsyncObj]) > 0:
			err = op.EmitError("'gpu.launch_func' op with an async object cannot be lowered to the GPU runtime calls: the stream is the async dependency (or a new one)")
		case seed && conflictingSymbol(op) != "":
			err = op.EmitError("'gpu.launch_func' op needs the global '%s' for the runtime calls, but the module defines another symbol with that name", conflictingSymbol(op))
		case opts.KernelBarePtrCallConv:
			for _, v := range g[launchKernelOps] {
				if _, ok := v.Type().(*ir.UnrankedMemRefType); ok {
					err = op.EmitError("'gpu.launch_func' op cannot pass an unranked memref kernel operand with use-bare-pointers-for-kernels")
					break
				}
			}
		}
		if err != nil {
			return ir.Interrupt
		}
		return ir.Advance
	})
	return err
}

// kernelModuleKind returns the op name of the symbol the launch's kernel
// module reference names in the enclosing builtin.module, or "".
func kernelModuleKind(op *ir.Operation) string {
	kernel, ok := op.Attr("kernel").(*ir.SymbolRefAttr)
	if !ok {
		return ""
	}
	if m := lc.LookupSymbol(lc.ParentModule(op), kernel.Root); m != nil {
		return m.Name()
	}
	return ""
}

// mlirFlow reports whether a launch belongs to MLIR 19's GPU flow: its
// kernel module is a gpu.binary, or a gpu.module with a non-empty
// `targets` array and without the seed's `target` (the gpu-to-llvm
// `target` option, applied before, gives every gpu.module the seed's).
func mlirFlow(op *ir.Operation) bool {
	kernel, ok := op.Attr("kernel").(*ir.SymbolRefAttr)
	if !ok {
		return false
	}
	m := lc.LookupSymbol(lc.ParentModule(op), kernel.Root)
	if m == nil {
		return false
	}
	switch m.Name() {
	case "gpu.binary":
		return true
	case "gpu.module":
		targets, _ := m.Attr("targets").(*ir.ArrayAttr)
		return targets != nil && len(targets.Elems) > 0 && m.Attr(gpu.TargetAttrName) == nil
	}
	return false
}

// conflictingSymbol returns the name of a symbol of the launch's module
// that the lowering must create as a string global but that already is
// something else, or "".
func conflictingSymbol(op *ir.Operation) string {
	kernel, ok := op.Attr("kernel").(*ir.SymbolRefAttr)
	module := lc.ParentModule(op)
	if !ok || len(kernel.Nested) != 1 || module == nil {
		return ""
	}
	ctx := op.Context()
	for _, g := range [][2]string{
		{gpu.BinaryStubName(kernel.Root), ""},
		{kernelNameSymbol(kernel), kernel.Leaf() + "\x00"},
	} {
		existing := lc.LookupSymbol(module, g[0])
		if existing != nil && !reusableGlobal(existing, llvm.Array(ctx, ctx.I(8), uint64(len(g[1]))), g[1]) {
			return g[0]
		}
	}
	return ""
}

// kernelNameSymbol is the name of the global holding the kernel's name
// (`<module>_<kernel>_kernel_name`).
func kernelNameSymbol(kernel *ir.SymbolRefAttr) string {
	return fmt.Sprintf("%s_%s_kernel_name", kernel.Root, kernel.Leaf())
}

// launch lowers gpu.launch_func to the seed's runtime calls:
//
//	%bin = <the module's `<module>_gpubin_stub` global>
//	%mod = mgpuModuleLoad(%bin)
//	%fn = mgpuModuleGetFunction(%mod, <the `<module>_<kernel>_kernel_name` global>)
//	%stream = mgpuStreamCreate() (or the single async dependency)
//	%params = <the kernel operands, stored in a stack struct, and an array of their addresses>
//	mgpuLaunchKernel(%fn, grid, block, dynamic shared memory, %stream, %params, null)
//	mgpuStreamSynchronize(%stream), mgpuStreamDestroy(%stream) (synchronous launches;
//	an async launch's token becomes %stream)
//	mgpuModuleUnload(%mod)
func (l *lowering) launch(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error {
	if err := allLLVMTypes(operands); err != nil {
		return err
	}
	g := groups(op, operands, 0)
	if len(g) != launchNumGroups {
		return conversion.NoMatch("malformed gpu.launch_func")
	}
	deps := g[launchAsyncDeps]
	token := asyncToken(op)
	if len(deps) > 1 {
		return conversion.NoMatch("Cannot convert with more than one async dependency.")
	}
	// The synchronous form destroys the stream, which must then be its own.
	if token == nil && len(deps) > 0 {
		return conversion.NoMatch("Cannot convert non-async op with async dependencies.")
	}
	if mlirFlow(op) {
		return l.legalizeLaunch(op, g, token, rw)
	}
	if len(g[launchClusterX]) > 0 || len(g[launchAsyncObj]) > 0 {
		return conversion.NoMatch("clusters and async objects are not in the runtime ABI")
	}
	kernel, ok := op.Attr("kernel").(*ir.SymbolRefAttr)
	if !ok || len(kernel.Nested) != 1 {
		return conversion.NoMatch("expected a nested kernel symbol")
	}
	module := lc.ParentModule(op)
	if module == nil {
		return conversion.NoMatch("not in a builtin.module")
	}
	kernelModule := lc.LookupSymbol(module, kernel.Root)
	if kernelModule == nil || kernelModule.Name() != "gpu.module" {
		return conversion.NoMatch("kernel module not found")
	}

	ctx := rw.Context()
	loc := op.Loc()
	binary, err := l.globalString(rw, loc, module, gpu.BinaryStubName(kernel.Root), "")
	if err != nil {
		return err
	}
	mod := l.rt.call(rw, loc, l.rt.moduleLoad, binary)
	name, err := l.globalString(rw, loc, module, kernelNameSymbol(kernel), kernel.Leaf()+"\x00")
	if err != nil {
		return err
	}
	fn := l.rt.call(rw, loc, l.rt.moduleGetFunction, mod, name)
	zero := lc.IntConstant(rw, loc, ctx.I(32), 0)
	var stream *ir.Value
	if len(deps) == 0 {
		stream = l.rt.call(rw, loc, l.rt.streamCreate)
	} else {
		stream = deps[0]
	}
	params := l.paramsArray(rw, loc, l.promote(rw, loc, groups(op, op.Operands(), 0)[launchKernelOps], g[launchKernelOps]))
	extra := lc.Zero(rw, loc, llvm.Pointer(ctx, 0))
	dynShared := zero
	if d := g[launchDynShared]; len(d) == 1 {
		dynShared = d[0]
	}
	args := []*ir.Value{fn}
	for i := 0; i < 6; i++ {
		args = append(args, l.intPtr(rw, loc, g[launchGridX+i][0]))
	}
	args = append(args, dynShared, stream, params, extra)
	l.rt.call(rw, loc, l.rt.launchKernel, args...)
	if token != nil {
		rw.ReplaceOp(op, stream)
	} else {
		l.rt.call(rw, loc, l.rt.streamSynchronize, stream)
		l.rt.call(rw, loc, l.rt.streamDestroy, stream)
		rw.EraseOp(op)
	}
	l.rt.call(rw, loc, l.rt.moduleUnload, mod)
	return nil
}

// intPtr widens a launch dimension to the runtime's intptr_t (i64): index
// converts to i64 already; i32 dimensions (which the seed's launch_func
// did not have) are zero-extended.
func (l *lowering) intPtr(rw *conversion.Rewriter, loc ir.Location, v *ir.Value) *ir.Value {
	i64 := rw.Context().I(64)
	if t, ok := v.Type().(*ir.IntegerType); ok && t.Width < 64 {
		return lc.Op(rw, "llvm.zext", loc, []*ir.Value{v}, []ir.Type{i64}).Result(0)
	}
	return v
}

// globalString returns a pointer to the first byte of the internal
// constant string global `name` of module, created at the start of the
// module (LLVM::createGlobalString) unless the module has it already: a
// kernel or module launched twice reuses the global (MLIR 17 created a
// second one with the same name, an invalid module).
func (l *lowering) globalString(rw *conversion.Rewriter, loc ir.Location, module *ir.Operation, name, value string) (*ir.Value, error) {
	ctx := rw.Context()
	arrayType := llvm.Array(ctx, ctx.I(8), uint64(len(value)))
	if existing := lc.LookupSymbol(module, name); existing != nil {
		if !reusableGlobal(existing, arrayType, value) {
			return nil, conversion.NoMatch("symbol %s exists and is not the expected global", name)
		}
	} else {
		st := &ir.OperationState{Name: "llvm.mlir.global", Loc: loc, Attrs: []ir.NamedAttr{
			lc.Attr("global_type", ctx.TypeAttr(arrayType)),
			lc.Attr("constant", ctx.Unit()),
			lc.Attr("sym_name", ctx.String(name)),
			lc.Attr("linkage", llvm.LinkageAttr(ctx, llvm.LinkageInternal)),
			lc.Attr("value", ctx.String(value)),
			lc.Attr("addr_space", ctx.IntegerAttrInt64(ctx.I(32), 0)),
		}}
		st.AddRegion()
		rw.CreateAt(module.Region(0).First(), true, st)
	}
	ptr := llvm.Pointer(ctx, 0)
	addr := lc.AddressOf(rw, loc, ptr, name)
	return lc.GEP(rw, loc, ptr, arrayType, addr, lc.CIs(0, 0), false), nil
}

// reusableGlobal reports whether op is the internal constant string
// global globalString would create.
func reusableGlobal(op *ir.Operation, arrayType ir.Type, value string) bool {
	t, _ := op.Attr("global_type").(*ir.TypeAttr)
	v, _ := op.Attr("value").(*ir.StringAttr)
	return op.Name() == "llvm.mlir.global" && t != nil && t.Type == arrayType && v != nil && v.Value == value
}

// legalizeLaunch is MLIR 19's LegalizeLaunchFuncOpPattern: the launch
// is rebuilt with its converted operands, the kernel operands promoted
// as for a call (memref descriptors unpacked, or their aligned pointer
// alone with use-bare-pointers-for-kernels), and its stream (the async
// dependency, or a new one for an async launch without) as the async
// object; an async launch's token becomes the stream.
func (l *lowering) legalizeLaunch(op *ir.Operation, g [][]*ir.Value, token *ir.Value, rw *conversion.Rewriter) error {
	loc := op.Loc()
	var stream []*ir.Value
	if deps := g[launchAsyncDeps]; len(deps) > 0 {
		stream = deps[:1]
	} else if token != nil {
		stream = []*ir.Value{l.rt.call(rw, loc, l.rt.streamCreate)}
	}
	args := l.promote(rw, loc, groups(op, op.Operands(), 0)[launchKernelOps], g[launchKernelOps])
	ctx := rw.Context()
	st := &ir.OperationState{Name: "gpu.launch_func", Loc: loc}
	st.AddAttr("kernel", op.Attr("kernel"))
	segments := make([]int64, launchNumGroups)
	for i := launchGridX; i < launchGridX+6; i++ {
		st.Operands = append(st.Operands, g[i]...)
		segments[i] = int64(len(g[i]))
	}
	for _, i := range []int{launchClusterX, launchClusterX + 1, launchClusterX + 2, launchDynShared} {
		st.Operands = append(st.Operands, g[i]...)
		segments[i] = int64(len(g[i]))
	}
	st.Operands = append(st.Operands, args...)
	segments[launchKernelOps] = int64(len(args))
	st.Operands = append(st.Operands, stream...)
	segments[launchAsyncObj] = int64(len(stream))
	st.AddAttr("operandSegmentSizes", ctx.DenseArray(ctx.I(32), segments, nil))
	rw.Create(st)
	if token != nil {
		rw.ReplaceOp(op, stream[0])
	} else {
		rw.EraseOp(op)
	}
	return nil
}

// promote is LLVMTypeConverter::promoteOperands for kernel operands:
// memref descriptors are unpacked field by field, or give their aligned
// pointer alone with use-bare-pointers-for-kernels; unranked descriptors
// are unpacked (checkLaunches rejects them with bare pointers).
func (l *lowering) promote(rw *conversion.Rewriter, loc ir.Location, orig, operands []*ir.Value) []*ir.Value {
	var args []*ir.Value
	for i, v := range operands {
		switch t := orig[i].Type().(type) {
		case *ir.MemRefType:
			if l.opts.KernelBarePtrCallConv {
				args = append(args, (&lc.Descriptor{V: v}).AlignedPtr(rw, loc))
			} else {
				args = append(args, lc.UnpackDescriptor(rw, loc, v, t)...)
			}
			continue
		case *ir.UnrankedMemRefType:
			if !l.opts.KernelBarePtrCallConv {
				args = append(args, lc.UnpackUnrankedDescriptor(rw, loc, v)...)
				continue
			}
		}
		args = append(args, v)
	}
	return args
}

// paramsArray is the seed's generateParamsArray: the promoted kernel
// operands are stored in a stack struct, and the address of each field in
// a stack array of pointers, which is returned.
func (l *lowering) paramsArray(rw *conversion.Rewriter, loc ir.Location, args []*ir.Value) *ir.Value {
	ctx := rw.Context()
	types := make([]ir.Type, len(args))
	for i, a := range args {
		types[i] = a.Type()
	}
	structType := newIdentifiedStruct(ctx, "", types)
	ptr := llvm.Pointer(ctx, 0)
	i32 := ctx.I(32)
	one := lc.IntConstant(rw, loc, i32, 1)
	structPtr := lc.Alloca(rw, loc, ptr, structType, one, 0)
	size := lc.IntConstant(rw, loc, i32, int64(len(args)))
	array := lc.Alloca(rw, loc, ptr, ptr, size, 0)
	for i, a := range args {
		field := lc.GEP(rw, loc, ptr, structType, structPtr, lc.CIs(0, int32(i)), false)
		lc.Store(rw, loc, a, field, 0)
		elem := lc.GEP(rw, loc, ptr, ptr, array, lc.CIs(int32(i)), false)
		lc.Store(rw, loc, field, elem, 0)
	}
	return array
}

// newIdentifiedStruct is LLVMStructType::getNewIdentified: the identified
// struct named name, or name.1, name.2, ... when that one already has a
// body, given body.
func newIdentifiedStruct(ctx *ir.Context, name string, body []ir.Type) *llvm.StructType {
	candidate := name
	for n := 1; ; n++ {
		s := llvm.IdentifiedStruct(ctx, candidate)
		if !s.IsInitialized() && s.SetBody(body, false) {
			return s
		}
		candidate = fmt.Sprintf("%s.%d", name, n)
	}
}
