package gputollvm

import (
	"gpuc/internal/conversion"
	lc "gpuc/internal/conversion/llvmcommon"
	"gpuc/internal/dialect/gpu"
	"gpuc/internal/dialect/llvm"
	"gpuc/internal/ir"
)

// The host-side gpu ops other than gpu.launch_func, lowered as MLIR 19's
// gpu-to-llvm lowers them: a !gpu.async.token becomes the stream (or the
// event) it stands for, and each op becomes calls into the runtime
// wrappers. A pattern that does not apply leaves the op as it is (MLIR 19
// does not mark these ops illegal).

// allLLVMTypes is areAllLLVMTypes.
func allLLVMTypes(values []*ir.Value) error {
	for _, v := range values {
		if !llvm.IsCompatibleType(v.Type()) {
			return conversion.NoMatch("Cannot convert if operands aren't of LLVM type.")
		}
	}
	return nil
}

// asyncWithOneDependency is isAsyncWithOneDependency: the op has exactly
// one async dependency and an async token.
func asyncWithOneDependency(op *ir.Operation, deps []*ir.Value) error {
	if len(deps) != 1 {
		return conversion.NoMatch("Can only convert with exactly one async dependency.")
	}
	if asyncToken(op) == nil {
		return conversion.NoMatch("Can convert only async version.")
	}
	return nil
}

func isAsyncToken(t ir.Type) bool {
	_, ok := t.(*gpu.AsyncTokenType)
	return ok
}

// asyncToken returns the op's !gpu.async.token result, or nil.
func asyncToken(op *ir.Operation) *ir.Value {
	for _, r := range op.Results() {
		if isAsyncToken(r.Type()) {
			return r
		}
	}
	return nil
}

// groups splits the (remapped) operands of op by its operandSegmentSizes;
// an op without segments has its async dependencies first, then numFixed
// single operands.
func groups(op *ir.Operation, operands []*ir.Value, numFixed int) [][]*ir.Value {
	if sizes, ok := op.Attr("operandSegmentSizes").(*ir.DenseArrayAttr); ok {
		var out [][]*ir.Value
		i := 0
		for _, n := range sizes.Ints {
			if n < 0 || i+int(n) > len(operands) {
				return nil
			}
			out = append(out, operands[i:i+int(n)])
			i += int(n)
		}
		return out
	}
	if len(operands) < numFixed {
		return nil
	}
	deps := len(operands) - numFixed
	out := [][]*ir.Value{operands[:deps]}
	for i := deps; i < len(operands); i++ {
		out = append(out, operands[i:i+1])
	}
	return out
}

func memrefOf(v *ir.Value) *ir.MemRefType {
	m, _ := v.Type().(*ir.MemRefType)
	return m
}

// hostRegister lowers gpu.host_register and gpu.host_unregister (f): the
// rank and descriptor pointer of the unranked memref, and the element size.
func (l *lowering) hostRegister(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter, f runtimeFunc) error {
	if err := allLLVMTypes(operands); err != nil {
		return err
	}
	u, ok := op.Operand(0).Type().(*ir.UnrankedMemRefType)
	if !ok || len(operands) != 1 {
		return conversion.NoMatch("expected an unranked memref")
	}
	loc := op.Loc()
	elemSize := lc.SizeInBytes(rw, loc, l.tc, u.Elem)
	args := lc.UnpackUnrankedDescriptor(rw, loc, operands[0])
	l.rt.call(rw, loc, f, append(args, elemSize)...)
	rw.EraseOp(op)
	return nil
}

// alloc lowers gpu.alloc: async with one dependency (its stream), or
// host_shared and synchronous (the dependency's stream, else null).
func (l *lowering) alloc(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error {
	m := memrefOf(op.Result(0))
	g := groups(op, operands, 0)
	if m == nil || len(g) != 3 {
		return conversion.NoMatch("malformed gpu.alloc")
	}
	if err := allLLVMTypes(operands); err != nil {
		return err
	}
	if !lc.ConvertibleWithIdentityLayout(l.tc, m) {
		return conversion.NoMatch("memref type is not convertible or has a layout")
	}
	deps := g[0]
	shared := op.Attr("hostShared") != nil
	if shared && asyncToken(op) != nil {
		return conversion.NoMatch("Host Shared allocation cannot be done async")
	}
	if !shared {
		if err := asyncWithOneDependency(op, deps); err != nil {
			return err
		}
	}
	loc := op.Loc()
	ctx := rw.Context()
	sizes, strides, sizeBytes := lc.DescriptorSizes(rw, loc, l.tc, m, g[1], true)
	null := lc.Zero(rw, loc, llvm.Pointer(ctx, 0))
	stream := null
	if len(deps) > 0 {
		stream = deps[0]
	}
	sharedFlag := int64(0)
	if shared {
		sharedFlag = 1
	}
	isShared := lc.IntConstant(rw, loc, ctx.I(8), sharedFlag)
	ptr := l.rt.call(rw, loc, l.rt.alloc, sizeBytes, stream, isShared)
	desc := lc.NewDescriptor(rw, loc, l.tc, m, ptr, ptr, sizes, strides)
	if asyncToken(op) != nil {
		rw.ReplaceOp(op, desc, stream)
	} else {
		rw.ReplaceOp(op, desc)
	}
	return nil
}

func (l *lowering) dealloc(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error {
	if err := allLLVMTypes(operands); err != nil {
		return err
	}
	g := groups(op, operands, 1)
	if len(g) != 2 {
		return conversion.NoMatch("malformed gpu.dealloc")
	}
	if err := asyncWithOneDependency(op, g[0]); err != nil {
		return err
	}
	loc := op.Loc()
	ptr := (&lc.Descriptor{V: g[1][0]}).AllocatedPtr(rw, loc)
	stream := g[0][0]
	l.rt.call(rw, loc, l.rt.dealloc, ptr, stream)
	rw.ReplaceOp(op, stream)
	return nil
}

func (l *lowering) memcpy(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error {
	g := groups(op, operands, 2)
	if len(g) != 3 {
		return conversion.NoMatch("malformed gpu.memcpy")
	}
	m := memrefOf(op.Operand(op.NumOperands() - 1))
	if m == nil {
		return conversion.NoMatch("expected a ranked memref source")
	}
	if err := allLLVMTypes(operands); err != nil {
		return err
	}
	if !lc.ConvertibleWithIdentityLayout(l.tc, m) {
		return conversion.NoMatch("memref type is not convertible or has a layout")
	}
	if err := asyncWithOneDependency(op, g[0]); err != nil {
		return err
	}
	loc := op.Loc()
	ctx := rw.Context()
	dstDesc, srcDesc := g[1][0], g[2][0]
	n := elementCount(rw, loc, l.tc, m, srcDesc)
	// Here the null pointer is in the source's address space.
	as, _ := l.tc.MemorySpace(m.MemorySpace)
	elemPtr := llvm.Pointer(ctx, as)
	null := lc.Zero(rw, loc, elemPtr)
	gep := lc.GEP(rw, loc, elemPtr, l.tc.ConvertType(m.Elem), null, []lc.GEPIndex{lc.VI(n)}, false)
	sizeBytes := lc.PtrToInt(rw, loc, l.tc.IndexType(), gep)
	src := toGenericPointer(rw, loc, (&lc.Descriptor{V: srcDesc}).AlignedPtr(rw, loc))
	dst := toGenericPointer(rw, loc, (&lc.Descriptor{V: dstDesc}).AlignedPtr(rw, loc))
	stream := g[0][0]
	l.rt.call(rw, loc, l.rt.memcpy, dst, src, sizeBytes, stream)
	rw.ReplaceOp(op, stream)
	return nil
}

// memset lowers gpu.memset of a 16- or 32-bit value to mgpuMemset16/32
// with the element count (not bytes).
func (l *lowering) memset(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error {
	g := groups(op, operands, 2)
	if len(g) != 3 {
		return conversion.NoMatch("malformed gpu.memset")
	}
	m := memrefOf(op.Operand(op.NumOperands() - 2))
	if m == nil {
		return conversion.NoMatch("expected a ranked memref")
	}
	if err := allLLVMTypes(operands); err != nil {
		return err
	}
	if !lc.ConvertibleWithIdentityLayout(l.tc, m) {
		return conversion.NoMatch("memref type is not convertible or has a layout")
	}
	if err := asyncWithOneDependency(op, g[0]); err != nil {
		return err
	}
	value := g[2][0]
	width := 0
	switch t := value.Type().(type) {
	case *ir.IntegerType:
		width = t.Width
	case *ir.FloatType:
		width = t.Width()
	}
	if width != 16 && width != 32 {
		return conversion.NoMatch("value must be a 16 or 32 bit int or float")
	}
	loc := op.Loc()
	ctx := rw.Context()
	dstDesc := g[1][0]
	n := elementCount(rw, loc, l.tc, m, dstDesc)
	f := l.rt.memset32
	if width == 16 {
		f = l.rt.memset16
	}
	bits := lc.Bitcast(rw, loc, ctx.I(width), value)
	dst := toGenericPointer(rw, loc, (&lc.Descriptor{V: dstDesc}).AlignedPtr(rw, loc))
	stream := g[0][0]
	l.rt.call(rw, loc, f, dst, bits, n, stream)
	rw.ReplaceOp(op, stream)
	return nil
}

func (l *lowering) setDefaultDevice(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error {
	l.rt.call(rw, op.Loc(), l.rt.setDefaultDevice, operands...)
	rw.EraseOp(op)
	return nil
}

// waitSync lowers `gpu.wait [deps]`: each dependency that is a stream made
// by mgpuStreamCreate is synchronized and destroyed, any other is taken
// for an event.
func (l *lowering) waitSync(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error {
	if asyncToken(op) != nil {
		return conversion.NoMatch("Cannot convert async op.")
	}
	loc := op.Loc()
	for _, v := range operands {
		if isCallTo(v, l.rt.streamCreate.name) {
			l.rt.call(rw, loc, l.rt.streamSynchronize, v)
			l.rt.call(rw, loc, l.rt.streamDestroy, v)
		} else {
			l.rt.call(rw, loc, l.rt.eventSynchronize, v)
			l.rt.call(rw, loc, l.rt.eventDestroy, v)
		}
	}
	rw.EraseOp(op)
	return nil
}

// waitAsync lowers `gpu.wait async [deps]` to a new stream that waits for
// an event of each dependency (recorded right after the op that produced a
// stream dependency).
func (l *lowering) waitAsync(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error {
	if asyncToken(op) == nil {
		return conversion.NoMatch("Can only convert async op.")
	}
	loc := op.Loc()
	saved := rw.SaveInsertionPoint()
	var events []*ir.Value
	for i, v := range operands {
		if !isCallTo(v, l.rt.streamCreate.name) {
			events = append(events, v)
			continue
		}
		if def := op.Operand(i).DefiningOp(); def != nil {
			rw.SetInsertionPointAfter(def)
		}
		event := l.rt.call(rw, loc, l.rt.eventCreate)
		l.rt.call(rw, loc, l.rt.eventRecord, event, v)
		events = append(events, event)
	}
	rw.RestoreInsertionPoint(saved)
	stream := l.rt.call(rw, loc, l.rt.streamCreate)
	for _, e := range events {
		l.rt.call(rw, loc, l.rt.streamWaitEvent, stream, e)
	}
	for _, e := range events {
		l.rt.call(rw, loc, l.rt.eventDestroy, e)
	}
	rw.ReplaceOp(op, stream)
	return nil
}
