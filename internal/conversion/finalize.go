package conversion

import (
	"strings"

	"gpuc/internal/ir"
)

// matSet is an insertion-ordered set of materializations (llvm::SetVector).
type matSet struct {
	list []*unresolvedMatRewrite
	has  ir.PtrMap[unresolvedMatRewrite, struct{}]
}

func (m *matSet) insert(r *unresolvedMatRewrite) bool {
	if m.has.Has(r) {
		return false
	}
	m.has.Put(r, struct{}{})
	m.list = append(m.list, r)
	return true
}

func (m *matSet) remove(r *unresolvedMatRewrite) {
	if r == nil || !m.has.Has(r) {
		return
	}
	m.has.Delete(r)
	for i, x := range m.list {
		if x == r {
			m.list = append(m.list[:i], m.list[i+1:]...)
			break
		}
	}
}

func (m *matSet) popBack() *unresolvedMatRewrite {
	r := m.list[len(m.list)-1]
	m.list = m.list[:len(m.list)-1]
	m.has.Delete(r)
	return r
}

type finalizer struct {
	l       *legalizer
	s       *state
	inverse *ir.PtrMap[ir.Value, []*ir.Value]
	matOps  ir.PtrMap[ir.Operation, *unresolvedMatRewrite]
	needed  matSet
}

// inverseOf returns the values that v replaces.
func (f *finalizer) inverseOf(v *ir.Value) []*ir.Value {
	list, _ := f.inverse.Get(v)
	return list
}

// matOf returns the materialization whose cast op is op, or nil.
func (f *finalizer) matOf(op *ir.Operation) *unresolvedMatRewrite {
	m, _ := f.matOps.Get(op)
	return m
}

// finalize resolves the casts the conversion inserted, materializes
// conversions for converted block arguments and replaced results that still
// have users, as MLIR's OperationConverter::finalize.
func (l *legalizer) finalize() error {
	f := &finalizer{l: l, s: l.s}
	f.inverse = f.s.mapping.inverse()
	f.computeNecessaryMaterializations()
	for _, m := range append([]*unresolvedMatRewrite(nil), f.needed.list...) {
		if err := f.legalizeMaterialization(m); err != nil {
			return err
		}
	}
	if err := f.legalizeConvertedArgumentTypes(); err != nil {
		return err
	}
	for i := 0; i < f.s.rewrites.len(); i++ {
		r, ok := f.s.rewrites.at(i).(*replaceOpRewrite)
		if !ok || !r.changedResults {
			continue
		}
		for _, res := range r.op.Results() {
			nv := f.s.mapping.lookupOrNull(res, nil)
			if nv == nil {
				if err := f.legalizeErasedResult(r.op, res); err != nil {
					return err
				}
				continue
			}
			if res.Type() == nv.Type() {
				continue
			}
			if f.inverse == nil {
				f.inverse = f.s.mapping.inverse()
			}
			if err := f.legalizeChangedResultType(r, res, nv); err != nil {
				return err
			}
		}
	}
	return nil
}

func (f *finalizer) isLiveUser(user *ir.Operation) bool { return !f.s.isOpIgnored(user) }

func (f *finalizer) firstLiveUser(v *ir.Value) *ir.Operation {
	var live *ir.Operation
	for u := range v.Uses {
		if f.isLiveUser(u.Owner()) {
			live = u.Owner()
			break
		}
	}
	return live
}

// replaceMaterialization replaces the uses of a materialization's result
// and moves the inverse mappings that pointed at it to the new value.
func (f *finalizer) replaceMaterialization(res, nv *ir.Value) {
	res.ReplaceAllUsesWith(nv)
	for _, inv := range f.inverseOf(res) {
		if !f.s.mapping.tryMap(inv, nv) {
			f.s.mapping.erase(inv)
		}
	}
}

func (f *finalizer) computeNecessaryMaterializations() {
	var worklist matSet
	for i, n := 0, f.s.rewrites.len(); i < n; i++ {
		if m, ok := f.s.rewrites.at(i).(*unresolvedMatRewrite); ok {
			if !f.matOps.Has(m.op) {
				f.matOps.Put(m.op, m)
			}
			worklist.insert(m)
		}
	}
	isDeadUser := func(user *ir.Operation) bool {
		if m := f.matOf(user); m != nil {
			return !f.needed.has.Has(m)
		}
		return f.s.isOpIgnored(user)
	}
	// A value is live when it, or any value it replaces (transitively
	// through the mapping), has a user that survives the conversion: a
	// memref argument used only by an unconverted op keeps its cast back to
	// the descriptor, as a result folded to an argument does.
	var seen ir.PtrMap[ir.Value, struct{}]
	var work []*ir.Value
	isLive := func(v *ir.Value) bool {
		// The table and the stack are reused from call to call (a table
		// grown large is dropped rather than cleared each time).
		if seen.Cap() > 256 {
			seen = ir.PtrMap[ir.Value, struct{}]{}
		} else {
			seen.Clear()
		}
		work = append(work[:0], v)
		for len(work) > 0 {
			x := work[len(work)-1]
			work = work[:len(work)-1]
			if seen.Has(x) {
				continue
			}
			seen.Put(x, struct{}{})
			for u := range x.Uses {
				if !isDeadUser(u.Owner()) {
					return true
				}
			}
			work = append(work, f.inverseOf(x)...)
		}
		return false
	}
	var lookupRemapped func(root, v *ir.Value, t ir.Type) *ir.Value
	lookupRemapped = func(root, v *ir.Value, t ir.Type) *ir.Value {
		r := f.s.mapping.lookupOrDefault(v, t)
		if r.Type() == t && r != root {
			return r
		}
		if def := v.DefiningOp(); def != nil && def.Name() == CastOpName && def.NumOperands() == 1 {
			return lookupRemapped(root, def.Operand(0), t)
		}
		return nil
	}
	for len(worklist.list) > 0 {
		m := worklist.popBack()
		op := m.op
		res := op.Result(0)
		outType := res.Type()
		inputs := op.Operands()

		// Forward the inputs to user casts that convert back to them.
		var users []*ir.Operation
		for u := range res.Uses {
			users = append(users, u.Owner())
		}
		for _, user := range users {
			if user.Name() != CastOpName {
				continue
			}
			if typesEqual(user.ResultTypes(), valueTypes(inputs)) {
				f.replaceMaterializationMulti(res, inputs)
				f.needed.remove(f.matOf(user))
			}
		}

		if len(inputs) == 1 {
			if r := lookupRemapped(res, inputs[0], outType); r != nil && r != res {
				f.replaceMaterialization(res, r)
				f.needed.remove(m)
				continue
			}
		}

		isArg := false
		for _, in := range inputs {
			if in.IsBlockArgument() {
				isArg = true
			}
		}
		for _, inv := range f.inverseOf(res) {
			if inv.IsBlockArgument() {
				isArg = true
			}
		}
		if isArg {
			m.kind = matArgument
		}

		live := isLive(res)
		if m.kind == matArgument {
			for _, inv := range f.inverseOf(res) {
				live = live || isLive(inv)
			}
		}
		if !live {
			continue
		}
		if !f.needed.insert(m) {
			continue
		}
		for _, in := range inputs {
			if def := in.DefiningOp(); def != nil && def.Name() == CastOpName {
				if pm := f.matOf(def); pm != nil {
					worklist.insert(pm)
				}
			}
		}
	}
}

// replaceMaterializationMulti is replaceMaterialization for a cast whose
// users get its inputs back: only a single input can stand for the result.
func (f *finalizer) replaceMaterializationMulti(res *ir.Value, inputs []*ir.Value) {
	// MLIR replaces the users' uses of the result range with the inputs;
	// with one result and N inputs only N == 1 is well formed.
	if len(inputs) == 1 {
		f.replaceMaterialization(res, inputs[0])
	}
}

func valueTypes(vs []*ir.Value) []ir.Type {
	ts := make([]ir.Type, len(vs))
	for i, v := range vs {
		ts[i] = v.Type()
	}
	return ts
}

func (f *finalizer) legalizeMaterialization(m *unresolvedMatRewrite) error {
	op := m.op
	if !f.s.ignored.insert(op) {
		return nil
	}
	res := op.Result(0)
	outType := res.Type()
	for _, in := range op.Operands() {
		if def := in.DefiningOp(); def != nil && def.Name() == CastOpName {
			if pm := f.matOf(def); pm != nil {
				if err := f.legalizeMaterialization(pm); err != nil {
					return err
				}
			}
		}
	}
	inputs := op.Operands()
	if len(inputs) == 1 {
		r := f.s.mapping.lookupOrDefault(inputs[0], outType)
		if r.Type() == outType && r != res {
			f.replaceMaterialization(res, r)
			return nil
		}
	}
	if m.tc != nil {
		rw := f.l.rw
		rw.SetInsertionPoint(op)
		var nv *ir.Value
		if m.kind == matArgument {
			nv = m.tc.MaterializeArgument(rw, m.origOutputType, inputs, op.Loc())
		}
		if nv == nil {
			nv = m.tc.MaterializeTarget(rw, outType, inputs, op.Loc())
		}
		if nv != nil {
			f.replaceMaterialization(res, nv)
			return nil
		}
	}
	var ts []string
	for _, in := range inputs {
		ts = append(ts, typeString(f.s.ctx, in.Type()))
	}
	d := op.EmitError("failed to legalize unresolved materialization from (%s) to %s that remained live after conversion",
		strings.Join(ts, ", "), typeString(f.s.ctx, outType))
	if live := f.firstLiveUser(res); live != nil {
		d.Note(live.Loc(), "see existing live user here: %s", streamString(f.s.ctx, live))
	}
	return d
}

func (f *finalizer) legalizeConvertedArgumentTypes() error {
	for i := 0; i < f.s.rewrites.len(); i++ {
		if r, ok := f.s.rewrites.at(i).(*blockTypeConversionRewrite); ok {
			if err := r.materializeLiveConversions(f.s, f.firstLiveUser); err != nil {
				return err
			}
		}
	}
	return nil
}

func (f *finalizer) legalizeErasedResult(op *ir.Operation, res *ir.Value) error {
	live := f.firstLiveUser(res)
	if live == nil {
		return nil
	}
	d := op.EmitError("failed to legalize operation '%s' marked as erased", op.Name())
	d.Note(live.Loc(), "found live user of result #%d: %s", res.Index(), opString(f.s.ctx, live))
	return d
}

func (f *finalizer) findLiveUserOfReplaced(v *ir.Value) *ir.Operation {
	work := []*ir.Value{v}
	for len(work) > 0 {
		x := work[len(work)-1]
		work = work[:len(work)-1]
		if live := f.firstLiveUser(x); live != nil {
			return live
		}
		work = append(work, f.inverseOf(x)...)
	}
	return nil
}

func (f *finalizer) legalizeChangedResultType(r *replaceOpRewrite, res, nv *ir.Value) error {
	live := f.findLiveUserOfReplaced(res)
	if live == nil {
		return nil
	}
	fail := func() error {
		d := r.op.EmitError("failed to materialize conversion for result #%d of operation '%s' that remained live after conversion", res.Index(), r.op.Name())
		d.Note(live.Loc(), "see existing live user here: %s", streamString(f.s.ctx, live))
		return d
	}
	if r.tc == nil {
		return fail()
	}
	rw := f.l.rw
	rw.SetInsertionPoint(r.op)
	cv := r.tc.MaterializeSource(rw, res.Type(), []*ir.Value{nv}, r.op.Loc())
	if cv == nil {
		return fail()
	}
	f.s.mapping.mapValue(res, cv)
	return nil
}
