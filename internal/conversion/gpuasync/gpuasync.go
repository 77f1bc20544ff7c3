// Package gpuasync is MLIR 19's gpu-async-region pass
// (AsyncRegionRewriter.cpp): in a function, GPU ops that implement
// AsyncOpInterface are made asynchronous, threaded on one
// !gpu.async.token from a `gpu.wait async` to a `gpu.wait` that synchronizes
// the host before the next terminator or op with side effects; inside
// async.execute bodies the final `gpu.wait` is deferred to the users of the
// execute's token (the body returns the GPU token instead), and each
// !gpu.async.token an async.execute returns is given one use.
//
// Use lists are observable here (the users of a token are visited in their
// order), so operands are inserted with ir.Operation.InsertOperands, which
// keeps MLIR's use-list order, tracking each op's operand capacity as MLIR
// does.
package gpuasync

import (
	"gpuc/internal/dialect/async"
	"gpuc/internal/dialect/gpu"
	"gpuc/internal/ir"
	"gpuc/internal/ods"
	"gpuc/internal/pass"
)

func init() {
	pass.Register(&pass.Info{
		Name:    "gpu-async-region",
		Title:   "GpuAsyncRegionPass",
		OpName:  "func.func",
		Summary: "Make GPU ops async",
		New:     func(pass.Values) (pass.Pass, error) { return regionPass{}, nil },
	})
}

type regionPass struct{}

// Run rewrites fn, a func.func (GpuAsyncRegionPass::runOnOperation).
func (regionPass) Run(fn *ir.Operation) error {
	r := &rewriter{ctx: fn.Context(), capacity: map[*ir.Operation]int{}}
	if err := r.threadTokens(fn); err != nil {
		return err
	}
	if fn.NumRegions() == 0 {
		return nil
	}
	r.deferWaits(fn.Region(0))
	r.singleTokenUses(fn.Region(0))
	return nil
}

type rewriter struct {
	ctx *ir.Context
	// capacity is the operand storage capacity MLIR would have for the ops
	// operands were inserted into (others have their operand count).
	capacity map[*ir.Operation]int
	// current is ThreadTokenCallback's current token: it lives across
	// blocks, as the callback object is shared by the whole walk.
	current *ir.Value
	// worklist holds DeferWaitCallback's gpu.wait ops.
	worklist []*ir.Operation
}

// insertOperands inserts vs into op at index as MLIR's insertOperands does.
func (r *rewriter) insertOperands(op *ir.Operation, index int, vs []*ir.Value) {
	c, ok := r.capacity[op]
	if !ok {
		c = op.NumOperands()
	}
	r.capacity[op] = op.InsertOperands(index, vs, c)
}

func isTerminator(op *ir.Operation) bool {
	// mightHaveTrait: an unregistered op might be a terminator.
	return !op.IsRegistered() || op.HasTrait(ir.Terminator)
}

func hasSideEffects(op *ir.Operation) bool { return !ir.IsMemoryEffectFree(op) }

// isAsyncOp reports whether op implements gpu's AsyncOpInterface.
func isAsyncOp(op *ir.Operation) bool {
	s := ods.SpecOf(op)
	return s != nil && s.HasTrait("Interface:AsyncOpInterface")
}

// asyncToken is AsyncOpInterface::getAsyncToken, nil when absent.
func asyncToken(op *ir.Operation) *ir.Value {
	if vs, _ := ods.ResultGroup(op, "asyncToken"); len(vs) == 1 {
		return vs[0]
	}
	return nil
}

// addAsyncDependency adds token in front of op's async dependencies unless
// it is one of them (AsyncOpInterface::addAsyncDependency).
func (r *rewriter) addAsyncDependency(op *ir.Operation, token *ir.Value) {
	deps, _ := ods.OperandGroup(op, "asyncDependencies")
	for _, d := range deps {
		if d == token {
			return
		}
	}
	r.insertOperands(op, 0, []*ir.Value{token})
	s := ods.SpecOf(op)
	if s == nil || !s.HasTrait("AttrSizedOperandSegments") {
		return
	}
	seg, ok := op.Attr("operandSegmentSizes").(*ir.DenseArrayAttr)
	if !ok || len(seg.Ints) == 0 {
		return
	}
	sizes := append([]int64(nil), seg.Ints...)
	sizes[0]++
	op.SetAttr("operandSegmentSizes", r.ctx.DenseArray(r.ctx.I(32), sizes, nil))
}

// createWait inserts `gpu.wait [operands]` (`gpu.wait async` with a token
// type) before `before` and returns its token, nil for a synchronous wait.
func (r *rewriter) createWait(before *ir.Operation, loc ir.Location, tokenType ir.Type, operands []*ir.Value) *ir.Value {
	st := &ir.OperationState{Name: "gpu.wait", Loc: loc, Operands: operands}
	if tokenType != nil {
		st.Types = []ir.Type{tokenType}
	}
	w := r.ctx.Create(st)
	before.Block().InsertBefore(w, before)
	return asyncToken(w)
}

// walkBlocks calls f on every block nested in op, the blocks nested in a
// block's ops before the block itself (Operation::walk on blocks, post-order).
func walkBlocks(op *ir.Operation, f func(*ir.Block) error) error {
	for _, reg := range op.Regions() {
		for b := reg.First(); b != nil; {
			next := b.Next()
			for o := b.First(); o != nil; o = o.Next() {
				if err := walkBlocks(o, f); err != nil {
					return err
				}
			}
			if err := f(b); err != nil {
				return err
			}
			b = next
		}
	}
	return nil
}

// threadTokens is ThreadTokenCallback over every block of fn.
func (r *rewriter) threadTokens(fn *ir.Operation) error {
	return walkBlocks(fn, func(b *ir.Block) error {
		for op := b.First(); op != nil; {
			next := op.Next()
			if err := r.visit(op); err != nil {
				return err
			}
			op = next
		}
		return nil
	})
}

// visit threads the current token through op: a gpu.wait joins it, an
// async GPU op is made to depend on it and produce the next one, and a
// terminator or an op with side effects first waits for it on the host.
func (r *rewriter) visit(op *ir.Operation) error {
	if op.Name() == "gpu.launch" {
		return op.Errorf("replace with gpu.launch_func first")
	}
	if op.Name() == "gpu.wait" {
		if r.current != nil {
			r.addAsyncDependency(op, r.current)
		}
		r.current = asyncToken(op)
		return nil
	}
	if isAsyncOp(op) {
		r.rewriteAsyncOp(op)
		return nil
	}
	if r.current == nil {
		return nil
	}
	if isTerminator(op) || hasSideEffects(op) {
		r.current = r.createWait(op, op.Loc(), nil, []*ir.Value{r.current})
	}
	return nil
}

// rewriteAsyncOp makes op depend on the current token (made by a
// `gpu.wait async` when there is none) and, when op returns no token, replaces
// it by a copy that does.
func (r *rewriter) rewriteAsyncOp(op *ir.Operation) {
	tokenType := gpu.AsyncToken(r.ctx)
	if r.current == nil {
		r.current = r.createWait(op, op.Loc(), tokenType, nil)
	}
	r.addAsyncDependency(op, r.current)
	if r.current = asyncToken(op); r.current != nil {
		return
	}
	st := &ir.OperationState{
		Name: op.Name(), OpName: op.OpName(), Loc: op.Loc(),
		Types:      append(op.ResultTypes(), tokenType),
		Operands:   op.Operands(),
		Props:      op.Props(),
		Successors: op.Successors(),
	}
	if d := op.Attrs(); d != nil {
		st.Attrs = append(st.Attrs, d.Entries...)
	}
	for range op.Regions() {
		st.AddRegion()
	}
	c := r.ctx.Create(st)
	m := ir.NewMapping()
	for i, reg := range op.Regions() {
		reg.CloneInto(c.Region(i), nil, m)
	}
	results := c.Results()
	r.current = results[len(results)-1]
	op.Block().InsertBefore(c, op)
	for i, res := range op.Results() {
		res.ReplaceAllUsesWith(results[i])
	}
	op.Erase()
}

// bodyOf returns the single block of an async.execute.
func bodyOf(execute *ir.Operation) *ir.Block { return execute.Region(0).First() }

// addExecuteResults returns a copy of execute that also returns results
// (values of its body), replacing it (addExecuteResults): they are added
// to its async.yield, and the new results are !async.value of their types.
func (r *rewriter) addExecuteResults(execute *ir.Operation, results []*ir.Value) *ir.Operation {
	yield := bodyOf(execute).Terminator()
	r.insertOperands(yield, yield.NumOperands(), results)
	deps, operands := async.Execute(execute)
	types := []ir.Type{async.Token(r.ctx)}
	for _, t := range execute.ResultTypes()[1:] {
		types = append(types, t)
	}
	for _, v := range results {
		types = append(types, async.Value(r.ctx, v.Type()))
	}
	st := &ir.OperationState{Name: "async.execute", Loc: execute.Loc(), Types: types,
		Operands: append(append([]*ir.Value(nil), deps...), operands...)}
	st.AddAttr("operandSegmentSizes", r.ctx.DenseArray(r.ctx.I(32), []int64{int64(len(deps)), int64(len(operands))}, nil))
	st.AddRegion()
	n := r.ctx.Create(st)
	execute.Block().InsertBefore(n, execute)
	execute.Region(0).CloneInto(n.Region(0), nil, ir.NewMapping())
	for i, res := range execute.Results() {
		res.ReplaceAllUsesWith(n.Result(i))
	}
	execute.Erase()
	return n
}

// usesOf returns the uses of v in its use-list order.
func usesOf(v *ir.Value) []*ir.OpOperand {
	var out []*ir.OpOperand
	for u := range v.Uses {
		out = append(out, u)
	}
	return out
}

// allUsersExecuteOrAwait: token has uses, all by async.execute or
// async.await (areAllUsersExecuteOrAwait).
func allUsersExecuteOrAwait(token *ir.Value) bool {
	if !token.HasUses() {
		return false
	}
	for u := range token.Uses {
		if n := u.Owner().Name(); n != "async.execute" && n != "async.await" {
			return false
		}
	}
	return true
}

// deferWaits is DeferWaitCallback: it collects, over region in post-order,
// the trailing synchronous gpu.wait of each async.execute whose token only
// async.execute and async.await use (no op with side effects after it),
// then (the callback's destructor) moves each such wait out: the execute
// returns the wait's dependencies instead, and each user of its token waits
// for them.
func (r *rewriter) deferWaits(region *ir.Region) {
	for b := region.First(); b != nil; b = b.Next() {
		for o := b.First(); o != nil; {
			next := o.Next()
			o.Walk(func(op *ir.Operation) ir.WalkResult {
				if op.Name() == "async.execute" {
					r.collectWait(op)
				}
				return ir.Advance
			})
			o = next
		}
	}
	for i := 0; i < len(r.worklist); i++ {
		wait := r.worklist[i]
		execute := wait.ParentOp()
		for execute != nil && execute.Name() != "async.execute" {
			execute = execute.ParentOp()
		}
		deps, _ := ods.OperandGroup(wait, "asyncDependencies")
		deps = append([]*ir.Value(nil), deps...)
		wait.Erase()
		execute = r.addExecuteResults(execute, deps)
		results := execute.Results()
		tokens := results[len(results)-len(deps):]
		var users []*ir.Operation
		for _, u := range usesOf(execute.Result(0)) {
			users = append(users, u.Owner())
		}
		for _, user := range users {
			r.addAsyncDependencyAfter(tokens, user)
		}
	}
}

// collectWait is DeferWaitCallback's visit of an async.execute.
func (r *rewriter) collectWait(execute *ir.Operation) {
	if !allUsersExecuteOrAwait(execute.Result(0)) {
		return
	}
	body := bodyOf(execute)
	term := body.Terminator()
	for op := body.Last(); op != nil; op = op.Prev() {
		if op == term {
			continue
		}
		if op.Name() == "gpu.wait" {
			if asyncToken(op) == nil {
				r.worklist = append(r.worklist, op)
			}
			return
		}
		if hasSideEffects(op) {
			return
		}
	}
}

// addAsyncDependencyAfter makes what follows op wait for tokens (values of
// !gpu.async.token): after an async.await, awaits of them; at the start of
// an async.execute body, new body operands; then the next terminator or op
// with side effects depends on them, by its async dependencies or by a
// gpu.wait before it (addAsyncDependencyAfter).
func (r *rewriter) addAsyncDependencyAfter(asyncTokens []*ir.Value, op *ir.Operation) {
	loc := op.Loc()
	var tokens []*ir.Value
	var it *ir.Operation
	switch op.Name() {
	case "async.await":
		after := op.Next()
		for _, t := range asyncTokens {
			st := &ir.OperationState{Name: "async.await", Loc: loc, Operands: []*ir.Value{t}}
			if v, ok := t.Type().(*async.ValueType); ok {
				st.Types = []ir.Type{v.Elem}
			}
			a := r.ctx.Create(st)
			op.Block().InsertBefore(a, after)
			tokens = append(tokens, a.Result(0))
		}
		it = after
	case "async.execute":
		body := bodyOf(op)
		it = body.First()
		_, operands := async.Execute(op)
		deps := op.NumOperands() - len(operands)
		r.insertOperands(op, deps+len(operands), asyncTokens)
		op.SetAttr("operandSegmentSizes", r.ctx.DenseArray(r.ctx.I(32), []int64{int64(deps), int64(len(operands) + len(asyncTokens))}, nil))
		for range asyncTokens {
			tokens = append(tokens, body.AddArg(gpu.AsyncToken(r.ctx), op.Loc()))
		}
	default:
		return
	}
	for it != nil && !isTerminator(it) && !hasSideEffects(it) {
		it = it.Next()
	}
	if it == nil {
		return
	}
	if isAsyncOp(it) {
		for _, t := range tokens {
			r.addAsyncDependency(it, t)
		}
		return
	}
	r.createWait(it, loc, nil, tokens)
	wait := it.Prev()
	if execute := it.ParentOp(); execute != nil && execute.Name() == "async.execute" && allUsersExecuteOrAwait(execute.Result(0)) && it.Next() == nil {
		r.worklist = append(r.worklist, wait)
	}
}

// singleTokenUses is SingleTokenUseCallback over region in post-order: an
// !async.value<!gpu.async.token> result of an async.execute with several
// uses gets repeated, one result per further use.
func (r *rewriter) singleTokenUses(region *ir.Region) {
	for b := region.First(); b != nil; b = b.Next() {
		for o := b.First(); o != nil; {
			next := o.Next()
			o.Walk(func(op *ir.Operation) ir.WalkResult {
				if op.Name() == "async.execute" {
					r.singleTokenUse(op)
				}
				return ir.Advance
			})
			o = next
		}
	}
}

func (r *rewriter) singleTokenUse(execute *ir.Operation) {
	var indices []int
	for i, res := range execute.Results()[1:] {
		if !res.HasUses() || res.HasOneUse() {
			continue
		}
		if v, ok := res.Type().(*async.ValueType); ok {
			if _, tok := v.Elem.(*gpu.AsyncTokenType); tok {
				indices = append(indices, i)
			}
		}
	}
	for _, index := range indices {
		count := len(usesOf(execute.Result(1+index))) - 1
		yield := bodyOf(execute).Terminator()
		operands := make([]*ir.Value, count)
		for i := range operands {
			operands[i] = yield.Operand(index)
		}
		execute = r.addExecuteResults(execute, operands)
		// MLIR walks the remaining uses while setting them: after the first
		// set, the use iterator follows the moved use into its new (fresh)
		// value's list and ends, so only the second use is moved.
		uses := usesOf(execute.Result(1 + index))
		results := execute.Results()
		results = results[len(results)-count:]
		if len(uses) > 1 && count > 0 {
			uses[1].Set(results[0])
		}
	}
}
