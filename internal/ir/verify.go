package ir

import (
	"runtime"
	"sync"
	"sync/atomic"
)

// Verify checks op and everything nested in it: structure first (operands,
// op-specific invariants, blocks and terminators, symbol tables), then
// dominance, as MLIR's OperationVerifier does. It returns the first error.
func Verify(op *Operation) error {
	v := &verifier{dom: map[*Region]*domTree{}, parallel: VerifyThreads > 1}
	return v.verifyOpAndDominance(op)
}

// VerifyThreads is how many isolated-from-above ops Verify checks at once
// (MLIR's verifier checks them in parallel too); 1 checks them in order.
var VerifyThreads = runtime.GOMAXPROCS(0)

type verifier struct {
	dom map[*Region]*domTree
	// parallel: the isolated ops nested in the next op are verified by
	// workers (only at the first level that has several).
	parallel bool
}

func (v *verifier) verifyOpAndDominance(op *Operation) error {
	if err := v.verifyOperation(op); err != nil {
		return err
	}
	return v.verifyDominanceOfContainedRegions(op)
}

func (v *verifier) verifyOperation(op *Operation) error {
	if err := v.verifyOnEntrance(op); err != nil {
		return err
	}
	for _, r := range op.regs() {
		for b := r.first; b != nil; b = b.next {
			if err := v.verifyBlock(b); err != nil {
				return err
			}
			for o := b.first; o != nil; o = o.next {
				if len(o.regs()) != 0 && o.HasTrait(IsolatedFromAbove) {
					continue
				}
				if err := v.verifyOperation(o); err != nil {
					return err
				}
			}
			if err := v.verifyBlockOnExit(b); err != nil {
				return err
			}
		}
	}
	return v.verifyOnExit(op)
}

func (v *verifier) verifyOnEntrance(op *Operation) error {
	for i := range op.opers() {
		if op.opers()[i].value == nil {
			return op.EmitError("null operand found")
		}
	}
	if op.attrs != nil {
		for _, a := range op.attrs.Entries {
			if d := op.attrDialect(a.Name); d != nil && d.VerifyOpAttr != nil {
				if err := d.VerifyOpAttr(op, a); err != nil {
					return err
				}
			}
		}
	}
	if def := op.name.Def; def != nil && def.Verify != nil {
		if err := def.Verify(op); err != nil {
			return err
		}
	}
	for i, r := range op.regs() {
		if op.IsRegistered() && op.HasTrait(GraphRegions) && !r.Empty() && !r.HasOneBlock() {
			return op.Errorf("expects graph region #%d to have 0 or 1 blocks", i)
		}
		if r.first != nil && !r.first.HasNoPredecessors() {
			return Errorf(op.loc, "entry block of region may not have predecessors")
		}
	}
	return nil
}

func (v *verifier) verifyOnExit(op *Operation) error {
	var isolated []*Operation
	for _, r := range op.regs() {
		for b := r.first; b != nil; b = b.next {
			for o := b.first; o != nil; o = o.next {
				if len(o.regs()) != 0 && o.HasTrait(IsolatedFromAbove) {
					isolated = append(isolated, o)
				}
			}
		}
	}
	if err := v.verifyIsolated(isolated); err != nil {
		return err
	}
	def := op.name.Def
	if def != nil {
		if def.VerifyRegions != nil {
			return def.VerifyRegions(op)
		}
		return nil
	}
	d := op.name.ctx.Registry.Dialect(op.name.Dialect)
	if d == nil {
		if !op.name.ctx.AllowUnregistered {
			return op.Errorf("created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used")
		}
		return nil
	}
	// A registered dialect rejects ops it does not define unless it allows
	// unknown ops, whatever --allow-unregistered-dialect says.
	if !d.AllowUnknownOps {
		return op.EmitError("unregistered operation '%s' found in dialect ('%s') that does not allow unknown operations", op.Name(), d.Name)
	}
	return nil
}

// verifyIsolated verifies ops isolated from above, each with a verifier of
// its own, in parallel when v may, and returns the error of the first in
// order that fails.
func (v *verifier) verifyIsolated(ops []*Operation) error {
	if !v.parallel || len(ops) < 2 {
		for _, o := range ops {
			if err := v.verifyOpAndDominance(o); err != nil {
				return err
			}
		}
		return nil
	}
	errs := make([]error, len(ops))
	var next atomic.Int64
	var wg sync.WaitGroup
	for w := 0; w < min(VerifyThreads, len(ops)); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				i := int(next.Add(1) - 1)
				if i >= len(ops) {
					return
				}
				nv := &verifier{dom: map[*Region]*domTree{}}
				errs[i] = nv.verifyOpAndDominance(ops[i])
			}
		}()
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	return nil
}

// mightHaveTrait is true for unregistered ops, which might have any trait.
func (op *Operation) mightHaveTrait(t Trait) bool {
	return op.name.Def == nil || op.name.Def.Traits&t != 0
}

func mayBeValidWithoutTerminator(b *Block) bool {
	if b.parent == nil {
		return true
	}
	if !b.parent.HasOneBlock() {
		return false
	}
	op := b.parent.parent
	return op == nil || op.mightHaveTrait(NoTerminator)
}

func (v *verifier) verifyBlock(b *Block) error {
	if b.first == nil {
		if mayBeValidWithoutTerminator(b) {
			return nil
		}
		return Errorf(b.parent.parent.loc, "empty block: expect at least a terminator")
	}
	for o := b.first; o != nil; o = o.next {
		if len(o.succs()) != 0 && o != b.last {
			return o.EmitError("operation with block successors must terminate its parent block")
		}
	}
	return nil
}

// verifyBlockOnExit runs the block checks MLIR makes after the block's ops
// were verified: successors in the same region and the terminator.
func (v *verifier) verifyBlockOnExit(b *Block) error {
	if b.first == nil {
		return nil
	}
	for i := range b.last.succs() {
		if s := b.last.succs()[i].block; s != nil && s.parent != b.parent {
			return b.last.Errorf("branching to block of a different region")
		}
	}
	if mayBeValidWithoutTerminator(b) {
		return nil
	}
	if !b.last.mightHaveTrait(Terminator) {
		d := b.last.EmitError("block with no terminator, has ")
		d.Msg += opSummary(b.last)
		return d
	}
	return nil
}

// OpPrinter renders an operation for diagnostics (set by the asm package,
// which ir cannot import).
var OpPrinter func(op *Operation) string

func opSummary(op *Operation) string {
	if op.name.ctx.PrintOp != nil {
		return op.name.ctx.PrintOp(op)
	}
	if OpPrinter != nil {
		return OpPrinter(op)
	}
	return "'" + op.Name() + "'"
}

func (v *verifier) verifyDominanceOfContainedRegions(op *Operation) error {
	for _, r := range op.regs() {
		for b := r.first; b != nil; b = b.next {
			reachable := v.isReachable(b)
			for o := b.first; o != nil; o = o.next {
				if reachable {
					for i := range o.opers() {
						if !v.properlyDominatesValue(o.opers()[i].value, o) {
							return diagnoseInvalidOperandDominance(o, i)
						}
					}
				}
				if len(o.regs()) != 0 {
					if o.HasTrait(IsolatedFromAbove) {
						continue
					}
					if err := v.verifyDominanceOfContainedRegions(o); err != nil {
						return err
					}
				}
			}
		}
	}
	return nil
}

func diagnoseInvalidOperandDominance(op *Operation, i int) error {
	d := op.EmitError("operand #%d does not dominate this use", i)
	val := op.opers()[i].value
	b1 := op.parent
	r1 := b1.parent
	if def := val.owner; def != nil {
		b2 := def.parent
		r2 := b2.parent
		msg := "operand defined here"
		switch {
		case b1 == b2:
			msg += " (op in the same block)"
		case r1 == r2:
			msg += " (op in the same region)"
		case r2 != r1 && r2.IsAncestorOf(r1):
			msg += " (op in a parent region)"
		case r1 != r2 && r1.IsAncestorOf(r2):
			msg += " (op in a child region)"
		default:
			msg += " (op is neither in a parent nor in a child region)"
		}
		d.Note(def.loc, "%s", msg)
		return d
	}
	b2 := val.block
	var loc Location = op.name.ctx.unknown
	if p := b2.ParentOp(); p != nil {
		loc = p.loc
	}
	r2 := b2.parent
	if r2 == nil {
		d.Note(loc, " (block without parent)")
		return d
	}
	idx := 0
	for b := r2.first; b != nil && b != b2; b = b.next {
		idx++
	}
	msg := "operand defined as a block argument (block #" + itoa(idx)
	switch {
	case r1 == r2:
		msg += " in the same region)"
	case r2.IsAncestorOf(r1):
		msg += " in a parent region)"
	case r1.IsAncestorOf(r2):
		msg += " in a child region)"
	default:
		msg += " neither in a parent nor in a child region)"
	}
	d.Note(loc, "%s", msg)
	return d
}

func itoa(i int) string {
	if i == 0 {
		return "0"
	}
	var b [20]byte
	n := len(b)
	neg := i < 0
	if neg {
		i = -i
	}
	for i > 0 {
		n--
		b[n] = byte('0' + i%10)
		i /= 10
	}
	if neg {
		n--
		b[n] = '-'
	}
	return string(b[n:])
}
