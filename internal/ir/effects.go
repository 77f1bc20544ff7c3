package ir

// EffectKind is a MemoryEffects::Effect class.
type EffectKind uint8

const (
	EffectRead EffectKind = iota
	EffectWrite
	EffectAllocate
	EffectFree
)

// EffectInstance is one memory effect of an op (MLIR's
// MemoryEffects::EffectInstance): on a value (an operand's or a result),
// on a symbol, or on its resource as a whole.
type EffectInstance struct {
	Kind EffectKind
	// Value is the value the effect is on (nil for none); Operand is the
	// index of the operand it came from, -1 when it is not an operand.
	Value   *Value
	Operand int
	Symbol  Attribute
	// Resource is the resource's name ("DefaultResource",
	// "AutomaticAllocationScopeResource", ...).
	Resource   string
	Stage      int
	FullRegion bool
}

// NoEffects is the Effects of ops with no memory effects (MLIR's Pure and
// NoMemoryEffect ops).
func NoEffects(*Operation) []EffectInstance { return nil }

// HasEffectInterface reports whether op declares its memory effects.
func (op *Operation) HasEffectInterface() bool {
	return op.name.Def != nil && op.name.Def.Effects != nil
}

// Effects returns op's memory effects, and false when it does not declare
// them (MLIR's dyn_cast<MemoryEffectOpInterface>).
func (op *Operation) Effects() ([]EffectInstance, bool) {
	if !op.HasEffectInterface() {
		return nil, false
	}
	return op.name.Def.Effects(op), true
}

// IsOpTriviallyDead reports whether op has no uses and would be dead
// (MLIR's isOpTriviallyDead).
func IsOpTriviallyDead(op *Operation) bool {
	for _, r := range op.ress() {
		if r.HasUses() {
			return false
		}
	}
	return WouldOpBeTriviallyDead(op)
}

// WouldOpBeTriviallyDead reports whether op could be erased were it
// unused: it is not a terminator (an unregistered op might be one) nor a
// symbol, and it, and with recursive effects the ops nested in it, at most
// read memory or allocate its own results (MLIR's wouldOpBeTriviallyDead).
func WouldOpBeTriviallyDead(op *Operation) bool {
	if !op.IsRegistered() || op.HasTrait(Terminator) || op.HasTrait(Symbol) {
		return false
	}
	return forEffectingOps(op, func(op *Operation, recursive bool) bool {
		if effects, ok := op.Effects(); ok {
			for _, e := range effects {
				if e.Value != nil && allocatedBy(effects, e.Value, op) {
					continue
				}
				if e.Kind != EffectRead {
					return false
				}
			}
			return true
		}
		return recursive
	})
}

// forEffectingOps calls f on op and, below ops with recursive memory
// effects, on the ops nested in them (a stack, as MLIR's walks of
// effecting ops), with whether the op has recursive effects; it stops
// and returns false as soon as f does.
func forEffectingOps(op *Operation, f func(op *Operation, recursive bool) bool) bool {
	work := []*Operation{op}
	for len(work) > 0 {
		op := work[len(work)-1]
		work = work[:len(work)-1]
		recursive := op.HasTrait(RecursiveMemoryEffects)
		if recursive {
			for _, r := range op.Regions() {
				for b := r.First(); b != nil; b = b.Next() {
					for n := b.First(); n != nil; n = n.Next() {
						work = append(work, n)
					}
				}
			}
		}
		if !f(op, recursive) {
			return false
		}
	}
	return true
}

// allocatedBy reports whether v is a result of op that one of its effects
// allocates.
func allocatedBy(effects []EffectInstance, v *Value, op *Operation) bool {
	if v.DefiningOp() != op {
		return false
	}
	for _, e := range effects {
		if e.Kind == EffectAllocate && e.Value == v {
			return true
		}
	}
	return false
}

// IsMemoryEffectFree reports whether op has no memory effects, counting
// those of nested ops when it has recursive effects (MLIR's
// isMemoryEffectFree).
func IsMemoryEffectFree(op *Operation) bool {
	if effects, ok := op.Effects(); ok {
		if len(effects) > 0 {
			return false
		}
		if !op.HasTrait(RecursiveMemoryEffects) {
			return true
		}
	} else if !op.HasTrait(RecursiveMemoryEffects) {
		return false
	}
	for _, r := range op.Regions() {
		for b := r.First(); b != nil; b = b.Next() {
			for n := b.First(); n != nil; n = n.Next() {
				if !IsMemoryEffectFree(n) {
					return false
				}
			}
		}
	}
	return true
}

// EffectsRecursively returns the memory effects of op and, for ops with
// recursive effects, of the ops nested in them; false when some op in
// that set neither declares its effects nor has recursive ones (MLIR's
// getEffectsRecursively).
func EffectsRecursively(op *Operation) ([]EffectInstance, bool) {
	var effects []EffectInstance
	ok := forEffectingOps(op, func(op *Operation, recursive bool) bool {
		if e, ok := op.Effects(); ok {
			effects = append(effects, e...)
			return true
		}
		return recursive
	})
	if !ok {
		return nil, false
	}
	return effects, true
}
