package ir

// WalkResult steers a walk.
type WalkResult int

// Walk results.
const (
	Advance   WalkResult = iota // continue
	Skip                        // do not visit nested ops (pre-order only)
	Interrupt                   // stop the walk
)

// Walk visits op and all nested operations in post-order (nested ops
// before their parent), as MLIR's Operation::walk. It returns Interrupt if
// the callback interrupted the walk.
func (op *Operation) Walk(f func(*Operation) WalkResult) WalkResult {
	for _, r := range op.regs() {
		for b := r.first; b != nil; b = b.next {
			for o := b.first; o != nil; {
				next := o.next
				if o.Walk(f) == Interrupt {
					return Interrupt
				}
				o = next
			}
		}
	}
	return f(op)
}

// WalkPre visits op and all nested operations in pre-order; returning Skip
// from f skips the nested ops of the current op.
func (op *Operation) WalkPre(f func(*Operation) WalkResult) WalkResult {
	switch f(op) {
	case Interrupt:
		return Interrupt
	case Skip:
		return Advance
	}
	for _, r := range op.regs() {
		for b := r.first; b != nil; b = b.next {
			for o := b.first; o != nil; {
				next := o.next
				if o.WalkPre(f) == Interrupt {
					return Interrupt
				}
				o = next
			}
		}
	}
	return Advance
}
