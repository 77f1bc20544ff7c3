package conversion

import (
	"sync"

	"gpuc/internal/ir"
)

// valueMapping maps replaced values to their replacements; lookups follow
// chains of replacements (MLIR's ConversionValueMapping).
type valueMapping struct {
	m ir.PtrMap[ir.Value, *ir.Value]
}

func (vm *valueMapping) next(v *ir.Value) *ir.Value {
	to, _ := vm.m.Get(v)
	return to
}

func (vm *valueMapping) lookupOrDefault(from *ir.Value, desired ir.Type) *ir.Value {
	if desired == nil {
		for {
			to := vm.next(from)
			if to == nil {
				return from
			}
			from = to
		}
	}
	var found *ir.Value
	for {
		if from.Type() == desired {
			found = from
		}
		to := vm.next(from)
		if to == nil {
			break
		}
		from = to
	}
	if found != nil {
		return found
	}
	return from
}

func (vm *valueMapping) lookupOrNull(from *ir.Value, desired ir.Type) *ir.Value {
	r := vm.lookupOrDefault(from, desired)
	if r == from || desired != nil && r.Type() != desired {
		return nil
	}
	return r
}

func (vm *valueMapping) mapValue(from, to *ir.Value) { vm.m.Put(from, to) }

// tryMap maps from to to unless to already leads back to from.
func (vm *valueMapping) tryMap(from, to *ir.Value) bool {
	for it := to; it != nil; it = vm.next(it) {
		if it == from {
			return false
		}
	}
	vm.m.Put(from, to)
	return true
}

func (vm *valueMapping) erase(v *ir.Value) { vm.m.Delete(v) }

// inverse maps each replacement to the values it replaces.
func (vm *valueMapping) inverse() *ir.PtrMap[ir.Value, []*ir.Value] {
	inv := &ir.PtrMap[ir.Value, []*ir.Value]{}
	inv.Reserve(vm.m.Len())
	// Nearly every value replaces one other: the one-element lists are
	// carved from one array (capped, so a second element copies the list
	// out) instead of being allocated one by one.
	arena := make([]*ir.Value, vm.m.Len())
	vm.m.ForEach(func(k, v *ir.Value) {
		list, ok := inv.Get(v)
		if !ok {
			list = arena[:1:1]
			list[0] = k
			arena = arena[1:]
		} else {
			list = append(list, k)
		}
		inv.Put(v, list)
	})
	return inv
}

// opSet is an insertion-ordered set that can be truncated back to an
// earlier size (for rollback).
type opSet struct {
	list []*ir.Operation
	has  ir.PtrMap[ir.Operation, struct{}]
}

func (s *opSet) insert(op *ir.Operation) bool {
	if s.has.Has(op) {
		return false
	}
	s.has.Put(op, struct{}{})
	s.list = append(s.list, op)
	return true
}

func (s *opSet) contains(op *ir.Operation) bool { return s.has.Has(op) }

func (s *opSet) truncate(n int) {
	for len(s.list) > n {
		s.has.Delete(s.list[len(s.list)-1])
		s.list = s.list[:len(s.list)-1]
	}
}

type materializationKind uint8

const (
	matArgument materializationKind = iota
	matTarget
)

// state is the driver's record of what it did: the value mapping and the
// list of rewrites to commit at the end or roll back when a pattern fails.
type state struct {
	ctx      *ir.Context
	mapping  valueMapping
	rewrites rewriteList
	ignored  opSet
	replaced opSet
	// erasedOps and erasedBlocks are what eraseOp and eraseBlock did.
	erasedOps    ir.PtrMap[ir.Operation, struct{}]
	erasedBlocks ir.PtrMap[ir.Block, struct{}]
	// currentTC is the type converter of the pattern being applied.
	currentTC *TypeConverter
	slabs     rewriteSlabs
	regionTC  map[*ir.Region]*TypeConverter
	// toConvert is the driver's list of ops to legalize, kept for reuse.
	toConvert []*ir.Operation
}

// rewriteList is the driver's list of rewrites: a few per converted op,
// millions in a large module, a few hundred in a small one. The first
// rewriteChunk entries are a slice that grows as usual (small conversions
// stay small); past them it grows by chunks, so that growing never copies
// it (nor leaves the old copy to the collector).
type rewriteList struct {
	head   []rewrite
	chunks [][]rewrite
	n      int
}

const rewriteChunk = 4096

func (l *rewriteList) len() int { return l.n }

func (l *rewriteList) at(i int) rewrite {
	if i < rewriteChunk {
		return l.head[i]
	}
	i -= rewriteChunk
	return l.chunks[i/rewriteChunk][i%rewriteChunk]
}

func (l *rewriteList) push(r rewrite) {
	if l.n < rewriteChunk {
		if l.n < len(l.head) {
			l.head[l.n] = r
		} else {
			l.head = append(l.head, r)
		}
		l.n++
		return
	}
	i := l.n - rewriteChunk
	c := i / rewriteChunk
	if c == len(l.chunks) {
		l.chunks = append(l.chunks, make([]rewrite, rewriteChunk))
	}
	l.chunks[c][i%rewriteChunk] = r
	l.n++
}

// truncate drops the rewrites from n on.
func (l *rewriteList) truncate(n int) {
	for ; l.n > n; l.n-- {
		i := l.n - 1
		if i < rewriteChunk {
			l.head[i] = nil
			continue
		}
		i -= rewriteChunk
		l.chunks[i/rewriteChunk][i%rewriteChunk] = nil
	}
	if n < len(l.head) {
		l.head = l.head[:n]
	}
}

// rewriteSlabs hands out the records made once per replaced op and per
// cast from chunks, instead of one allocation each. A record stays in its
// chunk after a rollback drops it; the chunks live as long as the
// conversion, and are cleared and handed out again by the next one (see
// state.release).
type rewriteSlabs struct {
	replace [][]replaceOpRewrite
	mat     [][]unresolvedMatRewrite
	nr, nm  int // records handed out
}

const rewriteSlab = 128

func (sl *rewriteSlabs) newReplace() *replaceOpRewrite {
	i := sl.nr
	sl.nr++
	if i/rewriteSlab == len(sl.replace) {
		sl.replace = append(sl.replace, make([]replaceOpRewrite, rewriteSlab))
	}
	return &sl.replace[i/rewriteSlab][i%rewriteSlab]
}

func (sl *rewriteSlabs) newMat() *unresolvedMatRewrite {
	i := sl.nm
	sl.nm++
	if i/rewriteSlab == len(sl.mat) {
		sl.mat = append(sl.mat, make([]unresolvedMatRewrite, rewriteSlab))
	}
	return &sl.mat[i/rewriteSlab][i%rewriteSlab]
}

// reset zeroes the records handed out, for the next conversion; the slabs
// of a large one are not kept.
func (sl *rewriteSlabs) reset() {
	if len(sl.replace)+len(sl.mat) > keptSlabs {
		*sl = rewriteSlabs{}
		return
	}
	for k := 0; k*rewriteSlab < sl.nr; k++ {
		clear(sl.replace[k])
	}
	for k := 0; k*rewriteSlab < sl.nm; k++ {
		clear(sl.mat[k])
	}
	sl.nr, sl.nm = 0, 0
}

// keptSlabs bounds what a released state keeps of its records.
const keptSlabs = 64

// reset empties the list for the next conversion, keeping the head of a
// small one.
func (l *rewriteList) reset() {
	if l.n > rewriteChunk {
		*l = rewriteList{}
		return
	}
	clear(l.head[:l.n])
	l.head = l.head[:0]
	l.n = 0
}

// reset empties the set, keeping its table unless it grew large.
func (s *opSet) reset() {
	if len(s.list) > 1<<12 {
		*s = opSet{}
		return
	}
	clear(s.list)
	s.list = s.list[:0]
	s.has.Clear()
}

// statePool holds the states of finished conversions: a pass converting
// thousands of small modules makes its lists, tables and records once per
// worker instead of once per module, which the collector would otherwise
// chase.
var statePool = sync.Pool{New: func() any { return &state{regionTC: map[*ir.Region]*TypeConverter{}} }}

func newState(ctx *ir.Context) *state {
	s := statePool.Get().(*state)
	s.ctx = ctx
	return s
}

// release empties s, keeping no pointer into the IR, and returns it to
// the pool.
func (s *state) release() {
	s.rewrites.reset()
	s.slabs.reset()
	s.ignored.reset()
	s.replaced.reset()
	if s.mapping.m.Cap() > 1<<14 {
		s.mapping = valueMapping{}
	} else {
		s.mapping.m.Clear()
	}
	if s.erasedOps.Cap() > 1<<14 {
		s.erasedOps = ir.PtrMap[ir.Operation, struct{}]{}
	} else {
		s.erasedOps.Clear()
	}
	if s.erasedBlocks.Cap() > 1<<14 {
		s.erasedBlocks = ir.PtrMap[ir.Block, struct{}]{}
	} else {
		s.erasedBlocks.Clear()
	}
	clear(s.regionTC)
	if cap(s.toConvert) > 1<<14 {
		s.toConvert = nil
	}
	s.currentTC, s.ctx = nil, nil
	statePool.Put(s)
}

type snapshot struct {
	rewrites, ignored, replaced int
}

func (s *state) snapshot() snapshot {
	return snapshot{s.rewrites.len(), len(s.ignored.list), len(s.replaced.list)}
}

func (s *state) reset(sn snapshot) {
	s.undo(sn.rewrites)
	s.ignored.truncate(sn.ignored)
	s.replaced.truncate(sn.replaced)
}

func (s *state) undo(keep int) {
	for i := s.rewrites.len() - 1; i >= keep; i-- {
		s.rewrites.at(i).rollback(s)
	}
	s.rewrites.truncate(keep)
}

func (s *state) isOpIgnored(op *ir.Operation) bool {
	return s.replaced.contains(op) || s.ignored.contains(op)
}

func (s *state) eraseOp(op *ir.Operation) {
	if s.erasedOps.Has(op) {
		return
	}
	s.erasedOps.Put(op, struct{}{})
	op.Walk(func(o *ir.Operation) ir.WalkResult {
		s.erasedOps.Put(o, struct{}{})
		for i := 0; i < o.NumResults(); i++ {
			dropAllUses(o.Result(i))
		}
		return ir.Advance
	})
	op.DropAllReferences()
	op.Remove()
}

func dropAllUses(v *ir.Value) {
	for u := range v.Uses {
		u.Set(nil)
	}
}

func (s *state) eraseBlock(b *ir.Block) {
	if s.erasedBlocks.Has(b) {
		return
	}
	s.erasedBlocks.Put(b, struct{}{})
	for _, a := range b.Args() {
		dropAllUses(a)
	}
	b.Erase()
}

// rewrite is one recorded change.
type rewrite interface {
	rollback(s *state)
	commit(s *state)
	cleanup(s *state)
}

type noCommit struct{}

func (noCommit) commit(*state)  {}
func (noCommit) cleanup(*state) {}

// Block rewrites.

type createBlockRewrite struct {
	noCommit
	block *ir.Block
}

func (r *createBlockRewrite) rollback(s *state) {
	for op := r.block.First(); op != nil; op = r.block.First() {
		op.Remove()
	}
	if r.block.Parent() != nil {
		s.eraseBlock(r.block)
	}
}

type eraseBlockRewrite struct {
	noCommit
	block  *ir.Block
	region *ir.Region
	before *ir.Block
}

func (r *eraseBlockRewrite) rollback(s *state) {
	r.region.InsertBlockBefore(r.block, r.before)
}

type inlineBlockRewrite struct {
	noCommit
	dest, src   *ir.Block
	first, last *ir.Operation
}

func (r *inlineBlockRewrite) rollback(s *state) {
	if r.first == nil {
		return
	}
	// Move first..last back to the start of src, in order.
	var ops []*ir.Operation
	for op := r.first; ; op = op.Next() {
		ops = append(ops, op)
		if op == r.last {
			break
		}
	}
	at := r.src.First()
	for _, op := range ops {
		r.src.InsertBefore(op, at)
	}
}

type moveBlockRewrite struct {
	noCommit
	block  *ir.Block
	region *ir.Region
	before *ir.Block
}

func (r *moveBlockRewrite) rollback(s *state) { r.region.InsertBlockBefore(r.block, r.before) }

type splitBlockRewrite struct {
	noCommit
	block, orig *ir.Block
}

func (r *splitBlockRewrite) rollback(s *state) {
	for op := r.block.First(); op != nil; op = r.block.First() {
		r.orig.Append(op)
	}
	s.eraseBlock(r.block)
}

type convertedArg struct {
	inputNo, size int
	cast          *ir.Value
}

// blockTypeConversionRewrite records the replacement of orig by block with
// new argument types.
type blockTypeConversionRewrite struct {
	block, orig *ir.Block
	args        []*convertedArg // nil where the argument was dropped
	tc          *TypeConverter
}

func (r *blockTypeConversionRewrite) commit(s *state) {
	for i, a := range r.orig.Args() {
		info := r.args[i]
		if info == nil {
			if nv := s.mapping.lookupOrNull(a, a.Type()); nv != nil {
				a.ReplaceAllUsesWith(nv)
			}
			continue
		}
		if a.HasUses() {
			a.ReplaceAllUsesWith(s.mapping.lookupOrDefault(info.cast, a.Type()))
		}
	}
}

func (r *blockTypeConversionRewrite) cleanup(s *state) {}

func (r *blockTypeConversionRewrite) rollback(s *state) {
	for i := r.block.NumArgs() - 1; i >= 0; i-- {
		dropAllUses(r.block.Arg(i))
	}
	r.block.ReplaceAllUsesWith(r.orig)
	for op := r.block.First(); op != nil; op = r.block.First() {
		r.orig.Append(op)
	}
	r.block.Parent().InsertBlockBefore(r.orig, r.block)
	s.eraseBlock(r.block)
}

// materializeLiveConversions builds source materializations for original
// arguments whose type changed and that still have users that survive.
func (r *blockTypeConversionRewrite) materializeLiveConversions(s *state, findLiveUser func(*ir.Value) *ir.Operation) error {
	for i, orig := range r.orig.Args() {
		if s.mapping.lookupOrNull(orig, orig.Type()) != nil {
			continue
		}
		live := findLiveUser(orig)
		if live == nil {
			continue
		}
		rw := &Rewriter{s: s, ctx: s.ctx}
		rw.SetInsertionPointToStart(r.block)
		repl := s.mapping.lookupOrDefault(orig, nil)
		dropped := repl == orig
		if !dropped {
			rw.setInsertionPointAfterValue(repl)
		}
		var nv *ir.Value
		if r.tc != nil {
			var inputs []*ir.Value
			if !dropped {
				inputs = []*ir.Value{repl}
			}
			nv = r.tc.MaterializeSource(rw, orig.Type(), inputs, orig.Loc())
		}
		if nv == nil {
			d := ir.Errorf(orig.Loc(), "failed to materialize conversion for block argument #%d that remained live after conversion, type was %s", i, typeString(s.ctx, orig.Type()))
			if !dropped {
				d.Msg += ", with target type " + typeString(s.ctx, repl.Type())
			}
			d.Note(live.Loc(), "see existing live user here: %s", streamString(s.ctx, live))
			return d
		}
		s.mapping.mapValue(orig, nv)
	}
	return nil
}

type replaceBlockArgRewrite struct {
	block *ir.Block
	arg   *ir.Value
}

func (r *replaceBlockArgRewrite) commit(s *state) {
	repl := s.mapping.lookupOrNull(r.arg, r.arg.Type())
	if repl == nil {
		return
	}
	def := repl.DefiningOp()
	if def == nil {
		r.arg.ReplaceAllUsesWith(repl)
		return
	}
	replBlock := def.Block()
	var uses []*ir.OpOperand
	for u := range r.arg.Uses {
		user := u.Owner()
		if user.Block() != replBlock || def.IsBeforeInBlock(user) {
			uses = append(uses, u)
		}
	}
	for _, u := range uses {
		u.Set(repl)
	}
}

func (r *replaceBlockArgRewrite) cleanup(s *state)  {}
func (r *replaceBlockArgRewrite) rollback(s *state) { s.mapping.erase(r.arg) }

// Operation rewrites.

type moveOpRewrite struct {
	noCommit
	op     *ir.Operation
	block  *ir.Block
	before *ir.Operation
}

func (r *moveOpRewrite) rollback(s *state) { r.block.InsertBefore(r.op, r.before) }

type modifyOpRewrite struct {
	noCommit
	op         *ir.Operation
	loc        ir.Location
	attrs      *ir.DictionaryAttr
	props      ir.Attribute
	operands   []*ir.Value
	successors []*ir.Block
}

func (r *modifyOpRewrite) rollback(s *state) {
	r.op.SetLoc(r.loc)
	r.op.SetAttrs(r.attrs)
	r.op.SetProps(r.props)
	r.op.SetOperands(r.operands)
	for i, b := range r.successors {
		r.op.SetSuccessor(i, b)
	}
}

type replaceOpRewrite struct {
	op             *ir.Operation
	tc             *TypeConverter
	changedResults bool
}

func (r *replaceOpRewrite) commit(s *state) {
	for _, res := range r.op.Results() {
		if nv := s.mapping.lookupOrNull(res, res.Type()); nv != nil {
			res.ReplaceAllUsesWith(nv)
		}
	}
	r.op.Remove()
}

func (r *replaceOpRewrite) rollback(s *state) {
	for _, res := range r.op.Results() {
		s.mapping.erase(res)
	}
}

func (r *replaceOpRewrite) cleanup(s *state) { s.eraseOp(r.op) }

// createOpRewrite is the record of every op a pattern creates. Its only
// field is a pointer, so that it is stored in the rewrite list without an
// allocation of its own.
type createOpRewrite struct {
	op *ir.Operation
}

func (createOpRewrite) commit(*state)  {}
func (createOpRewrite) cleanup(*state) {}

func (r createOpRewrite) rollback(s *state) {
	for _, reg := range r.op.Regions() {
		for b := reg.First(); b != nil; b = reg.First() {
			reg.RemoveBlock(b)
		}
	}
	for _, res := range r.op.Results() {
		dropAllUses(res)
	}
	s.eraseOp(r.op)
}

// unresolvedMatRewrite is an unrealized_conversion_cast the driver
// inserted; it is resolved (or found dead) at the end and always erased.
type unresolvedMatRewrite struct {
	op             *ir.Operation
	tc             *TypeConverter
	kind           materializationKind
	origOutputType ir.Type
}

func (r *unresolvedMatRewrite) commit(s *state) {}

func (r *unresolvedMatRewrite) rollback(s *state) {
	if r.kind == matTarget {
		for _, in := range r.op.Operands() {
			s.mapping.erase(in)
		}
	}
	s.eraseOp(r.op)
}

func (r *unresolvedMatRewrite) cleanup(s *state) { s.eraseOp(r.op) }

func (s *state) applyRewrites() {
	n := s.rewrites.len()
	for i := 0; i < n; i++ {
		s.rewrites.at(i).commit(s)
	}
	for i := 0; i < n; i++ {
		s.rewrites.at(i).cleanup(s)
	}
}

// buildUnresolvedMaterialization inserts an unrealized_conversion_cast of
// inputs to outputType at (block, before), unless one input already has
// that type.
func (s *state) buildUnresolvedMaterialization(kind materializationKind, block *ir.Block, before *ir.Operation, loc ir.Location, inputs []*ir.Value, outputType, origOutputType ir.Type, tc *TypeConverter) *ir.Value {
	if len(inputs) == 1 && inputs[0].Type() == outputType {
		return inputs[0]
	}
	op := s.ctx.Create(&ir.OperationState{Name: CastOpName, Loc: loc, Operands: inputs, Types: []ir.Type{outputType}})
	block.InsertBefore(op, before)
	m := s.slabs.newMat()
	*m = unresolvedMatRewrite{op: op, tc: tc, kind: kind, origOutputType: origOutputType}
	s.rewrites.push(m)
	return op.Result(0)
}

// buildUnresolvedTargetMaterialization casts input to outputType right
// after its definition.
func (s *state) buildUnresolvedTargetMaterialization(loc ir.Location, input *ir.Value, outputType ir.Type, tc *TypeConverter) *ir.Value {
	block, before := insertPointAfterValue(input)
	return s.buildUnresolvedMaterialization(matTarget, block, before, loc, []*ir.Value{input}, outputType, outputType, tc)
}

func insertPointAfterValue(v *ir.Value) (*ir.Block, *ir.Operation) {
	if def := v.DefiningOp(); def != nil {
		return def.Block(), def.Next()
	}
	b := v.OwnerBlock()
	return b, b.First()
}

// CastOpName is the op the driver uses for unresolved materializations.
const CastOpName = "builtin.unrealized_conversion_cast"

// remapValues returns the values patterns see in place of an op's
// operands: the latest replacement of each, cast to the converted type
// when the current pattern has a type converter.
func (s *state) remapValues(values []*ir.Value, loc ir.Location) ([]*ir.Value, bool) {
	return s.remap(len(values), func(i int) *ir.Value { return values[i] }, loc)
}

// remapOperands is remapValues for the operands of op (without a list of
// them first).
func (s *state) remapOperands(op *ir.Operation) ([]*ir.Value, bool) {
	return s.remap(op.NumOperands(), op.Operand, op.Loc())
}

func (s *state) remap(n int, value func(int) *ir.Value, loc ir.Location) ([]*ir.Value, bool) {
	out := make([]*ir.Value, n)
	for i := range out {
		v := value(i)
		var desired ir.Type
		if s.currentTC != nil {
			legal, ok := s.currentTC.ConvertTypes(v.Type())
			if !ok {
				return nil, false
			}
			if len(legal) == 1 {
				desired = legal[0]
			}
		}
		nv := s.mapping.lookupOrDefault(v, desired)
		if s.currentTC != nil && desired != nil && nv.Type() != desired {
			operandLoc := loc
			if operandLoc == nil {
				operandLoc = v.Loc()
			}
			cast := s.buildUnresolvedTargetMaterialization(operandLoc, nv, desired, s.currentTC)
			s.mapping.mapValue(s.mapping.lookupOrDefault(nv, nil), cast)
			nv = cast
		}
		out[i] = nv
	}
	return out, true
}

func (s *state) notifyOpReplaced(op *ir.Operation, values []*ir.Value) {
	changed := false
	for i, res := range op.Results() {
		nv := values[i]
		if nv == nil {
			changed = true
			continue
		}
		s.mapping.mapValue(res, nv)
		changed = changed || nv.Type() != res.Type()
	}
	r := s.slabs.newReplace()
	*r = replaceOpRewrite{op: op, tc: s.currentTC, changedResults: changed}
	s.rewrites.push(r)
	op.Walk(func(o *ir.Operation) ir.WalkResult {
		s.replaced.insert(o)
		return ir.Advance
	})
}

// applySignatureConversion moves the ops of block into a new block with
// the converted argument types and maps each original argument to its
// replacement (through an argument materialization back to the original
// type and a target materialization to the legal one).
func (s *state) applySignatureConversion(block *ir.Block, tc *TypeConverter, sig *SignatureConversion) *ir.Block {
	newTypes := sig.ConvertedTypes()
	if typesEqual(block.ArgTypes(), newTypes) {
		return block
	}
	region := block.Parent()
	newBlock := ir.NewBlock()
	region.InsertBlockBefore(newBlock, block.Next())
	for op := block.First(); op != nil; op = block.First() {
		newBlock.Append(op)
	}
	block.ReplaceAllUsesWith(newBlock)
	region.RemoveBlock(block)

	locs := make([]ir.Location, len(newTypes))
	for i := range locs {
		locs[i] = s.ctx.Unknown()
	}
	for i := 0; i < block.NumArgs(); i++ {
		m := sig.InputMapping(i)
		if m == nil || m.Replacement != nil {
			continue
		}
		for j := 0; j < m.Size; j++ {
			locs[m.InputNo+j] = block.Arg(i).Loc()
		}
	}
	var newArgs []*ir.Value
	for i, t := range newTypes {
		newArgs = append(newArgs, newBlock.AddArg(t, locs[i]))
	}

	info := make([]*convertedArg, block.NumArgs())
	for i, orig := range block.Args() {
		m := sig.InputMapping(i)
		if m == nil {
			continue
		}
		if m.Replacement != nil {
			s.mapping.mapValue(orig, m.Replacement)
			s.rewrites.push(&replaceBlockArgRewrite{block: block, arg: orig})
			continue
		}
		repl := newArgs[m.InputNo : m.InputNo+m.Size]
		if tc == nil && len(repl) == 1 {
			s.mapping.mapValue(orig, repl[0])
			s.rewrites.push(&replaceBlockArgRewrite{block: block, arg: orig})
			info[i] = &convertedArg{m.InputNo, m.Size, repl[0]}
			continue
		}
		origType := orig.Type()
		argMat := s.buildUnresolvedMaterialization(matArgument, newBlock, newBlock.First(), orig.Loc(), repl, origType, origType, tc)
		s.mapping.mapValue(orig, argMat)
		s.rewrites.push(&replaceBlockArgRewrite{block: block, arg: orig})
		var legal ir.Type
		if tc != nil {
			legal = tc.ConvertType(origType)
		}
		if legal != nil && legal != origType {
			targetMat := s.buildUnresolvedTargetMaterialization(orig.Loc(), argMat, legal, tc)
			s.mapping.mapValue(argMat, targetMat)
		}
		info[i] = &convertedArg{m.InputNo, m.Size, argMat}
	}
	s.rewrites.push(&blockTypeConversionRewrite{block: newBlock, orig: block, args: info, tc: tc})
	return newBlock
}

func typesEqual(a, b []ir.Type) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func (s *state) convertBlockSignature(b *ir.Block, tc *TypeConverter, sig *SignatureConversion) (*ir.Block, bool) {
	if sig != nil {
		return s.applySignatureConversion(b, tc, sig), true
	}
	if tc == nil {
		return nil, false
	}
	if sig = tc.ConvertBlockSignature(b); sig == nil {
		return nil, false
	}
	return s.applySignatureConversion(b, tc, sig), true
}

func (s *state) convertRegionTypes(r *ir.Region, tc *TypeConverter, entry *SignatureConversion) (*ir.Block, bool) {
	s.regionTC[r] = tc
	if r.Empty() {
		return nil, true
	}
	for b := r.First().Next(); b != nil; {
		next := b.Next()
		if _, ok := s.convertBlockSignature(b, tc, nil); !ok {
			return nil, false
		}
		b = next
	}
	return s.convertBlockSignature(r.First(), tc, entry)
}
