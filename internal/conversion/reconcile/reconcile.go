// Package reconcile is MLIR 19's reconcile-unrealized-casts pass. Partial
// conversions such as gpu-to-llvm leave `builtin.unrealized_conversion_cast`
// pairs where a converted value meets an unconverted use (a memref argument
// of a host function that crosses a gpu.launch_func, for one); LLVM IR has
// no such op, so this pass folds every chain of casts that comes back to the
// types it started from and erases dead casts, as mlir-opt-19 does before
// mlir-translate-19.
package reconcile

import (
	"slices"

	"gpuc/internal/ir"
	"gpuc/internal/pass"
)

// CastOp is the op name of the casts the pass reconciles.
const CastOp = "builtin.unrealized_conversion_cast"

func init() {
	pass.Register(&pass.Info{
		Name:    "reconcile-unrealized-casts",
		Title:   "ReconcileUnrealizedCasts",
		Summary: "Simplify and eliminate unrealized conversion casts",
		New:     func(pass.Values) (pass.Pass, error) { return reconcilePass{}, nil },
	})
}

type reconcilePass struct{}

// Run reconciles the casts nested in top. Like MLIR 19 it never fails: a
// cast that cannot be folded (a live `A -> B` with no way back to A) stays
// in the IR, for a later conversion or for the translator to report.
func (reconcilePass) Run(top *ir.Operation) error {
	Reconcile(top)
	return nil
}

// Reconcile runs the pass's algorithm on every unrealized cast nested in
// (and including) top, as MLIR 19's ReconcileUnrealizedCasts::runOnOperation:
// a worklist of all casts in post-order walk order, processed from the back;
// a cast without uses is erased and its input casts are queued again; a used
// cast whose result types equal the input types of some cast up its chain
// (each link defining exactly the next cast's inputs, in order) is replaced
// by that cast's inputs, and its input casts are queued again.
func Reconcile(top *ir.Operation) {
	var w worklist
	top.Walk(func(op *ir.Operation) ir.WalkResult {
		if op.Name() == CastOp {
			w.insert(op)
		}
		return ir.Advance
	})
	enqueueOperands := func(op *ir.Operation) {
		for _, v := range op.Operands() {
			if d := v.DefiningOp(); d != nil && d.Name() == CastOp {
				w.insert(d)
			}
		}
	}
	for {
		op := w.popBack()
		if op == nil {
			return
		}
		if !hasUses(op) {
			enqueueOperands(op)
			op.Erase()
			continue
		}
		results := op.ResultTypes()
		// seen guards against cycles of casts, which only graph regions
		// can hold; MLIR 19 would loop on them.
		seen := map[*ir.Operation]bool{}
		for next := op; next != nil && !seen[next]; next = InputCast(next) {
			seen[next] = true
			if !slices.Equal(next.OperandTypes(), results) {
				continue
			}
			inputs := next.Operands()
			if usesOwnResult(op, inputs) {
				break
			}
			enqueueOperands(op)
			for i, r := range op.Results() {
				r.ReplaceAllUsesWith(inputs[i])
			}
			op.Erase()
			break
		}
	}
}

// InputCast returns the cast that defines all inputs of op, in order and
// nothing else, or nil (MLIR's getInputCast). It is the link of a cast chain
// both this pass and the translation of unrealized casts
// (internal/target/llvmir) follow, so that the two fold the same chains.
func InputCast(op *ir.Operation) *ir.Operation {
	if op.NumOperands() == 0 {
		return nil
	}
	d := op.Operand(0).DefiningOp()
	if d == nil || d.Name() != CastOp || d.NumResults() != op.NumOperands() {
		return nil
	}
	for i := 0; i < op.NumOperands(); i++ {
		if op.Operand(i) != d.Result(i) {
			return nil
		}
	}
	return d
}

func hasUses(op *ir.Operation) bool {
	for _, r := range op.Results() {
		if r.HasUses() {
			return true
		}
	}
	return false
}

// usesOwnResult reports whether a replacement value is a result of op
// itself (a cycle through a graph region), which cannot replace it.
func usesOwnResult(op *ir.Operation, vs []*ir.Value) bool {
	for _, v := range vs {
		if v.DefiningOp() == op {
			return true
		}
	}
	return false
}

// worklist is llvm::SetVector's behaviour for the pass: insertion order,
// no duplicates, pop from the back (a popped op may be inserted again).
type worklist struct {
	ops []*ir.Operation
	in  map[*ir.Operation]bool
}

func (w *worklist) insert(op *ir.Operation) {
	if w.in == nil {
		w.in = map[*ir.Operation]bool{}
	}
	if w.in[op] {
		return
	}
	w.in[op] = true
	w.ops = append(w.ops, op)
}

func (w *worklist) popBack() *ir.Operation {
	n := len(w.ops)
	if n == 0 {
		return nil
	}
	op := w.ops[n-1]
	w.ops = w.ops[:n-1]
	delete(w.in, op)
	return op
}
