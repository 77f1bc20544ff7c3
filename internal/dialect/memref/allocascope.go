package memref

import (
	"gpuc/internal/ir"
	"gpuc/internal/rewrite"
)

// AllocaScopeOp's canonicalization patterns (MemRefOps.cpp, MLIR 19).
func init() {
	rewrite.RegisterCanonicalization("memref.alloca_scope",
		pat("AllocaScopeInliner", "memref.alloca_scope", allocaScopeInliner),
		pat("AllocaScopeHoister", "memref.alloca_scope", allocaScopeHoister))
}

func isAllocationScope(op *ir.Operation) bool { return op != nil && allocationScopes[op.Name()] }

// allocatesInScope reports whether op's effects allocate one of its
// results on the AutomaticAllocationScopeResource.
func allocatesInScope(op *ir.Operation, effects []ir.EffectInstance) bool {
	for _, r := range op.Results() {
		for _, e := range effects {
			if e.Value == r && e.Kind == ir.EffectAllocate {
				// getEffectOnValue returns the first Allocate on r.
				if e.Resource == "AutomaticAllocationScopeResource" {
					return true
				}
				break
			}
		}
	}
	return false
}

// isGuaranteedAutomaticAllocation: op allocates a result in the
// automatic allocation scope.
func isGuaranteedAutomaticAllocation(op *ir.Operation) bool {
	effects, ok := op.Effects()
	return ok && allocatesInScope(op, effects)
}

// isOpItselfPotentialAutomaticAllocation: op may allocate in the
// automatic allocation scope (unknown effects included), its nested ops
// aside.
func isOpItselfPotentialAutomaticAllocation(op *ir.Operation) bool {
	if op.HasTrait(ir.RecursiveMemoryEffects) {
		return false
	}
	effects, ok := op.Effects()
	if !ok {
		return true
	}
	return allocatesInScope(op, effects)
}

// lastNonTerminatorInRegion: op is followed by its block's terminator
// only, in a one-block region. (Block::getTerminator is the block's last
// op, unregistered or not.)
func lastNonTerminatorInRegion(op *ir.Operation) bool {
	next := op.Next()
	return next != nil && next == op.Block().Last() && op.ParentRegion().HasOneBlock()
}

func allocaScopeInliner(op *ir.Operation, rw *rewrite.Rewriter) error {
	potential := op.WalkPre(func(o *ir.Operation) ir.WalkResult {
		if o == op {
			return ir.Advance
		}
		if isOpItselfPotentialAutomaticAllocation(o) {
			return ir.Interrupt
		}
		if isAllocationScope(o) {
			return ir.Skip
		}
		return ir.Advance
	}) == ir.Interrupt
	if potential {
		if !isAllocationScope(op.ParentOp()) || !lastNonTerminatorInRegion(op) {
			return rewrite.ErrNoMatch
		}
	}
	if op.NumRegions() == 0 || op.Region(0).Empty() {
		return rewrite.ErrNoMatch
	}
	block := op.Region(0).First()
	term := block.Last()
	results := append([]*ir.Value(nil), term.Operands()...)
	rw.InlineBlockBefore(block, op.Block(), op, nil)
	rw.ReplaceOp(op, results...)
	rw.EraseOp(term)
	return nil
}

func allocaScopeHoister(op *ir.Operation, rw *rewrite.Rewriter) error {
	found := false
	for p := op.ParentOp(); p != nil; p = p.ParentOp() {
		if isAllocationScope(p) {
			found = true
			break
		}
	}
	if !found {
		return rewrite.ErrNoMatch
	}
	last := op.ParentOp()
	if last == nil || isAllocationScope(last) {
		return rewrite.ErrNoMatch
	}
	if !lastNonTerminatorInRegion(op) || !lastNonTerminatorInRegion(last) {
		return rewrite.ErrNoMatch
	}
	for !isAllocationScope(last.ParentOp()) {
		last = last.ParentOp()
		if last == nil || !lastNonTerminatorInRegion(last) {
			return rewrite.ErrNoMatch
		}
	}
	var containing *ir.Region
	for _, r := range last.Regions() {
		if r.IsAncestorOf(op.ParentRegion()) {
			containing = r
		}
	}
	if containing == nil {
		return rewrite.ErrNoMatch
	}
	var toHoist []*ir.Operation
	op.Walk(func(a *ir.Operation) ir.WalkResult {
		if !isGuaranteedAutomaticAllocation(a) {
			return ir.Advance
		}
		for _, v := range a.Operands() {
			if containing.IsAncestorOf(valueBlock(v).Parent()) {
				return ir.Advance
			}
		}
		toHoist = append(toHoist, a)
		return ir.Advance
	})
	if len(toHoist) == 0 {
		return rewrite.ErrNoMatch
	}
	rw.SetInsertionPoint(last)
	for _, a := range toHoist {
		c := rw.Clone(a)
		rw.ReplaceOp(a, c.Results()...)
	}
	return nil
}
