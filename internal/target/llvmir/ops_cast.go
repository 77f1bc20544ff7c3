package llvmir

import (
	"errors"
	"slices"

	"gpuc/internal/conversion/reconcile"
	"gpuc/internal/ir"
)

// unrealizedCast is the op that partial conversions leave where a converted
// value meets an unconverted use.
const unrealizedCast = reconcile.CastOp

// errCastNotFolded makes the driver report an unrealized cast exactly as
// mlir-translate-19 does ("LLVM Translation failed for operation: ..."): the
// driver turns any error of a builtin op's translator into that message
// alone.
var errCastNotFolded = errors.New("unrealized conversion cast does not fold")

func init() {
	RegisterOp(unrealizedCast, translateUnrealizedCast)
}

// translateUnrealizedCast translates a chain of
// builtin.unrealized_conversion_cast ops that comes back to the types it
// started from to the chain's original values. This is a deliberate gpuc
// extension beyond MLIR 19, whose mlir-translate rejects every such cast:
// `gpuc opt --gpu-to-llvm`, exactly like mlir-opt-19's, leaves a round-trip
// pair (`!llvm.struct<...> to memref<?xf32>` and back) for each memref
// argument of a host function that crosses a
// gpu.launch_func, and the one-line pipeline
// `gpuc opt --gpu-to-llvm=... | gpuc translate --mlir-to-llvmir` must work
// without the reconcile-unrealized-casts pass that MLIR needs in between.
// The folds are those that pass makes; any other cast (a live `A -> B` with
// no way back to A, a dead cast that does not fold, a chain through a value
// that has no LLVM value) fails with mlir-translate-19's error at that cast
// (the first of its chain), with the same text. The decision is made per
// cast, in translation order, without changing the IR, so where a question
// about a DAG of multi-value casts would need the answer being computed it
// errs towards rejecting; running reconcile-unrealized-casts first always
// works. What translates translates to the IR of the reconciled input, and
// the two agree on what folds except for dead casts that do not fold, which
// the pass erases and translation rejects as mlir-translate-19 does
// (ops_cast_test.go checks this on random cast DAGs).
//
// It maps the results of a folding cast to the values it folds to and
// emits nothing; a cast that only feeds other accepted casts gets no value
// (nothing uses it once they fold). It returns errCastNotFolded for any
// other cast.
func translateUnrealizedCast(t *Translator, op *ir.Operation) error {
	f := castFolder{folds: map[*ir.Operation][]*ir.Value{}, accepted: map[*ir.Operation]bool{}, inProgress: map[*ir.Operation]bool{}}
	if !f.accept(op) {
		return errCastNotFolded
	}
	if inputs := f.fold(op); inputs != nil {
		for i, r := range op.Results() {
			if v, ok := t.values.Get(inputs[i]); ok {
				t.Map(r, v)
			} else if f.needed(r) {
				return errCastNotFolded
			}
		}
	}
	return nil
}

// castFolder decides, for the casts of one chain, what reconcile would do.
// fold and needed call each other (up and down the chain); a question asked
// again while it is being answered gets the cautious answer (does not fold),
// and answers that relied on such a provisional one are not memoised, so
// they are asked afresh later. Cycles of casts, which only graph regions can
// build, end there too.
type castFolder struct {
	folds       map[*ir.Operation][]*ir.Value // nil: does not fold
	accepted    map[*ir.Operation]bool
	inProgress  map[*ir.Operation]bool
	provisional int // answers given from inProgress so far
}

// accept reports whether cast op translates: it folds, or it has uses and
// all of them are casts that translate.
func (f *castFolder) accept(op *ir.Operation) bool {
	if a, ok := f.accepted[op]; ok {
		return a
	}
	if f.fold(op) != nil {
		f.accepted[op] = true
		return true
	}
	f.accepted[op] = false // a cycle does not translate
	used := false
	for _, r := range op.Results() {
		for u := range r.Uses {
			used = true
			user := u.Owner()
			if user.Name() != unrealizedCast || !f.accept(user) {
				return false
			}
		}
	}
	f.accepted[op] = used
	return used
}

// fold returns the values cast op folds to, or nil: the inputs of the first
// cast up op's chain (each link defining exactly the next cast's inputs, in
// order, as reconcile's getInputCast) whose input types are op's result
// types, when the inputs that replace needed results have LLVM values (they
// are not results of casts that do not fold themselves).
func (f *castFolder) fold(op *ir.Operation) []*ir.Value {
	if v, ok := f.folds[op]; ok {
		return v
	}
	if f.inProgress[op] {
		f.provisional++
		return nil
	}
	f.inProgress[op] = true
	before := f.provisional
	inputs := f.findFold(op)
	delete(f.inProgress, op)
	if f.provisional == before {
		f.folds[op] = inputs
	}
	return inputs
}

func (f *castFolder) findFold(op *ir.Operation) []*ir.Value {
	results := op.ResultTypes()
	seen := map[*ir.Operation]bool{}
chain:
	for next := op; next != nil && !seen[next]; next = reconcile.InputCast(next) {
		seen[next] = true
		if !slices.Equal(next.OperandTypes(), results) {
			continue
		}
		inputs := next.Operands()
		for i, v := range inputs {
			if !f.needed(op.Result(i)) {
				continue
			}
			d := v.DefiningOp()
			if d == op || d != nil && d.Name() == unrealizedCast && f.fold(d) == nil {
				continue chain // a cast further up may have the same types and usable inputs
			}
		}
		return inputs
	}
	return nil
}

// needed reports whether cast result r must have an LLVM value: a non-cast
// op uses it, or a cast that does not fold, or a cast that folds to its own
// inputs and needs the result that r becomes. (A cast that folds to the
// inputs of a cast further up does not need r.)
func (f *castFolder) needed(r *ir.Value) bool {
	for u := range r.Uses {
		user := u.Owner()
		if user.Name() != unrealizedCast {
			return true
		}
		inputs := f.fold(user)
		if inputs == nil {
			return true
		}
		if j := u.Index(); j < len(inputs) && inputs[j] == r && f.needed(user.Result(j)) {
			return true
		}
	}
	return false
}
