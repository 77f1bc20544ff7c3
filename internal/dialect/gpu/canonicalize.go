package gpu

import (
	"gpuc/internal/dialect/memref"
	"gpuc/internal/ir"
	"gpuc/internal/rewrite"
)

// Folders and canonicalization patterns of the gpu ops, ported from
// mlir/lib/Dialect/GPU/IR/GPUDialect.cpp (MLIR 19).

func init() {
	uniform := func(op *ir.Operation, _ []ir.Attribute) ([]ir.FoldResult, bool) {
		if op.Attr("uniform") != nil || !canMakeGroupOpUniform(op) {
			return nil, false
		}
		op.SetAttr("uniform", op.Context().Unit())
		return []ir.FoldResult{ir.FoldValue(op.Result(0))}, true
	}
	hook("gpu.all_reduce").Fold = uniform
	hook("gpu.subgroup_reduce").Fold = uniform
	castFold := func(op *ir.Operation, _ []ir.Attribute) ([]ir.FoldResult, bool) {
		return nil, memref.FoldMemRefCast(op, nil)
	}
	hook("gpu.memcpy").Fold = castFold
	hook("gpu.memset").Fold = castFold

	p := rewrite.NewPattern
	rewrite.RegisterCanonicalization("gpu.alloc", p("(anonymous namespace)::SimplifyDimOfAllocOp", "memref.dim", simplifyDimOfAllocOp))
	// Added as a function: no debug name.
	rewrite.RegisterCanonicalization("gpu.barrier", p("", "gpu.barrier", eraseRedundantGpuBarrierOps))
	rewrite.RegisterCanonicalization("gpu.launch", p("FoldLaunchArguments", "gpu.launch", foldLaunchArguments))
	rewrite.RegisterCanonicalization("gpu.memcpy", p("(anonymous namespace)::EraseTrivialCopyOp", "gpu.memcpy", eraseTrivialCopyOp))
	rewrite.RegisterCanonicalization("gpu.wait",
		p("(anonymous namespace)::EraseRedundantGpuWaitOpPairs", "gpu.wait", eraseRedundantGpuWaitOpPairs),
		p("(anonymous namespace)::SimplifyGpuWaitOp", "gpu.wait", simplifyGpuWaitOp))
}

// canMakeGroupOpUniform: op is in the entry block of a gpu.launch body.
func canMakeGroupOpUniform(op *ir.Operation) bool {
	parent := op.ParentOp()
	if parent == nil || parent.Name() != "gpu.launch" || parent.NumRegions() == 0 {
		return false
	}
	return op.Block() == parent.Region(0).First()
}

func eraseRedundantGpuBarrierOps(op *ir.Operation, rw *rewrite.Rewriter) error {
	if n := op.Next(); n != nil && n.Name() == "gpu.barrier" {
		rw.EraseOp(op)
		return nil
	}
	return rewrite.ErrNoMatch
}

// isConstantOne is m_One: an integer 1 or a splat of ones.
func isConstantOne(v *ir.Value) bool {
	switch a := ir.ConstantValue(v).(type) {
	case *ir.IntegerAttr:
		return a.Int64() == 1 && a.Big().IsInt64()
	case *ir.DenseElementsAttr:
		return a.Splat && len(a.Raw) > 0 && a.Raw[0] == 1 && ir.IntWidth(a.Type.ElementType()) > 0
	}
	return false
}

func foldLaunchArguments(op *ir.Operation, rw *rewrite.Rewriter) error {
	seg := operandSegments(op)
	if seg == nil || op.NumRegions() == 0 || op.Region(0).Empty() {
		return rewrite.ErrNoMatch
	}
	body := op.Region(0).First()
	if body.NumArgs() < 12 {
		return rewrite.ErrNoMatch
	}
	var zero *ir.Value
	simplified := false
	propagate := func(id *ir.Value, size *ir.Value) {
		if !isConstantOne(size) || !id.HasUses() {
			return
		}
		if !simplified {
			ip := rw.SaveInsertionPoint()
			rw.SetInsertionPointToStart(body)
			ctx := rw.Ctx
			zero = rw.Create(&ir.OperationState{Name: "arith.constant", Loc: op.Loc(), Types: []ir.Type{ctx.Index()},
				Attrs: []ir.NamedAttr{{Name: "value", Value: ctx.IntegerAttrInt64(ctx.Index(), 0)}}}).Result(0)
			rw.RestoreInsertionPoint(ip)
		}
		rw.ReplaceAllUsesWith(id, zero)
		simplified = true
	}
	// Operand groups 1-6 are the grid and block sizes; body arguments 0-5
	// the block and thread ids.
	for i := 0; i < 6; i++ {
		propagate(body.Arg(i), operandGroup(op, seg, 1+i)[0])
	}
	if !simplified {
		return rewrite.ErrNoMatch
	}
	return nil
}

// asyncToken returns the async token result of an async op, or nil.
func asyncToken(op *ir.Operation) *ir.Value {
	for _, r := range op.Results() {
		if _, ok := r.Type().(*AsyncTokenType); ok {
			return r
		}
	}
	return nil
}

// hasSingleEffect reports whether op's effects on v are all of kind k,
// and there is one (mlir::hasSingleEffect).
func hasSingleEffect(op *ir.Operation, v *ir.Value, k ir.EffectKind) bool {
	effects, ok := op.Effects()
	if !ok {
		return false
	}
	single := false
	for _, e := range effects {
		if e.Value != v {
			continue
		}
		single = e.Kind == k
		if !single {
			return false
		}
	}
	return single
}

func eraseTrivialCopyOp(op *ir.Operation, rw *rewrite.Rewriter) error {
	seg := operandSegments(op)
	if seg == nil {
		return rewrite.ErrNoMatch
	}
	deps := operandGroup(op, seg, 0)
	dest := operandGroup(op, seg, 1)[0]
	def := dest.DefiningOp()
	if def == nil || !hasSingleEffect(def, dest, ir.EffectAllocate) {
		return rewrite.ErrNoMatch
	}
	for u := range dest.Uses {
		if user := u.Owner(); user != op && !hasSingleEffect(user, dest, ir.EffectFree) {
			return rewrite.ErrNoMatch
		}
	}
	tok := asyncToken(op)
	if len(deps) > 1 || len(deps) == 0 && tok != nil || len(deps) != 0 && tok == nil {
		return rewrite.ErrNoMatch
	}
	rw.ReplaceOp(op, append([]*ir.Value(nil), deps...)...)
	return nil
}

func isWaitWithoutOperands(v *ir.Value) bool {
	d := v.DefiningOp()
	return d != nil && d.Name() == "gpu.wait" && d.NumOperands() == 0
}

func eraseRedundantGpuWaitOpPairs(op *ir.Operation, rw *rewrite.Rewriter) error {
	any := false
	for _, v := range op.Operands() {
		if isWaitWithoutOperands(v) {
			any = true
		}
	}
	if !any {
		return rewrite.ErrNoMatch
	}
	var valid []*ir.Value
	for _, v := range op.Operands() {
		if !isWaitWithoutOperands(v) {
			valid = append(valid, v)
		}
	}
	rw.ModifyOpInPlace(op, func() { op.SetOperands(valid) })
	return nil
}

func simplifyGpuWaitOp(op *ir.Operation, rw *rewrite.Rewriter) error {
	tok := asyncToken(op)
	deps := op.Operands()
	if len(deps) == 0 && tok == nil {
		rw.EraseOp(op)
		return nil
	}
	if len(deps) == 1 && tok != nil {
		rw.ReplaceOp(op, deps[0])
		return nil
	}
	if tok != nil && !tok.HasUses() {
		rw.EraseOp(op)
		return nil
	}
	return rewrite.ErrNoMatch
}

func simplifyDimOfAllocOp(op *ir.Operation, rw *rewrite.Rewriter) error {
	ia, ok := ir.ConstantValue(op.Operand(1)).(*ir.IntegerAttr)
	if !ok {
		return rewrite.ErrNoMatch
	}
	idx := ia.Int64()
	m, ok := op.Operand(0).Type().(*ir.MemRefType)
	if !ok || idx < 0 || idx >= int64(len(m.Dims)) || m.Dims[idx] != memref.Dynamic {
		return rewrite.ErrNoMatch
	}
	alloc := op.Operand(0).DefiningOp()
	if alloc == nil || alloc.Name() != "gpu.alloc" {
		return rewrite.ErrNoMatch
	}
	seg := operandSegments(alloc)
	if seg == nil {
		return rewrite.ErrNoMatch
	}
	pos := 0
	for _, d := range m.Dims[:idx] {
		if d == memref.Dynamic {
			pos++
		}
	}
	rw.ReplaceOp(op, operandGroup(alloc, seg, 1)[pos])
	return nil
}
