package memreftollvm

import (
	"gpuc/internal/conversion"
	lc "gpuc/internal/conversion/llvmcommon"
	"gpuc/internal/dialect/llvm"
	"gpuc/internal/ir"
)

// Element accesses: load, store, prefetch, the atomics and
// assume_alignment.

// LLVM dialect enum values.
const (
	orderingMonotonic = 2
	orderingAcqRel    = 6
	icmpEQ            = 0
	icmpSGE           = 5
)

func (l *lowering) load(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error {
	m, ok := op.Operand(0).Type().(*ir.MemRefType)
	if !ok {
		return conversion.NoMatch("not a ranked memref")
	}
	loc := op.Loc()
	p := l.stridedElementPtr(rw, loc, m, operands[0], operands[1:])
	var attrs []ir.NamedAttr
	if op.Attr("nontemporal") != nil && isTrue(op.Attr("nontemporal")) {
		attrs = append(attrs, lc.Attr("nontemporal", rw.Context().Unit()))
	}
	rw.ReplaceOp(op, lc.Load(rw, loc, l.tc.ConvertType(m.Elem), p, 0, attrs...))
	return nil
}

func (l *lowering) store(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error {
	m, ok := op.Operand(1).Type().(*ir.MemRefType)
	if !ok {
		return conversion.NoMatch("not a ranked memref")
	}
	loc := op.Loc()
	p := l.stridedElementPtr(rw, loc, m, operands[1], operands[2:])
	var attrs []ir.NamedAttr
	if op.Attr("nontemporal") != nil && isTrue(op.Attr("nontemporal")) {
		attrs = append(attrs, lc.Attr("nontemporal", rw.Context().Unit()))
	}
	rw.ReplaceOpWith(op, lc.Store(rw, loc, operands[0], p, 0, attrs...))
	return nil
}

// isTrue reads a BoolAttr (or a unit attribute).
func isTrue(a ir.Attribute) bool {
	switch a := a.(type) {
	case *ir.IntegerAttr:
		return !a.IsZero()
	case *ir.UnitAttr:
		return true
	}
	return false
}

func (l *lowering) prefetch(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error {
	m, ok := op.Operand(0).Type().(*ir.MemRefType)
	if !ok {
		return conversion.NoMatch("not a ranked memref")
	}
	ctx := rw.Context()
	loc := op.Loc()
	p := l.stridedElementPtr(rw, loc, m, operands[0], operands[1:])
	b2i := func(name string) ir.Attribute {
		v := int64(0)
		if isTrue(op.Attr(name)) {
			v = 1
		}
		return ctx.IntegerAttrInt64(ctx.I(32), v)
	}
	pf := lc.Op(rw, "llvm.intr.prefetch", loc, []*ir.Value{p}, nil,
		lc.Attr("rw", b2i("isWrite")), lc.Attr("hint", op.Attr("localityHint")), lc.Attr("cache", b2i("isDataCache")))
	rw.ReplaceOpWith(op, pf)
	return nil
}

// atomicBinOps maps arith::AtomicRMWKind values to LLVM::AtomicBinOp ones
// (matchSimpleAtomicOp); the kinds missing here have no lowering.
var atomicBinOps = map[int64]int64{
	0:  11, // addf -> fadd
	1:  1,  // addi -> add
	2:  0,  // assign -> xchg
	3:  13, // maximumf -> fmax
	4:  7,  // maxs -> max
	5:  9,  // maxu -> umax
	6:  14, // minimumf -> fmin
	7:  8,  // mins -> min
	8:  10, // minu -> umin
	11: 5,  // ori -> _or
	12: 3,  // andi -> _and
}

func (l *lowering) atomicRMW(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error {
	kind, ok := intAttr(op, "kind")
	if !ok {
		return conversion.NoMatch("no kind")
	}
	bin, ok := atomicBinOps[kind]
	if !ok {
		return conversion.NoMatch("no simple atomic op")
	}
	m, ok := op.Operand(1).Type().(*ir.MemRefType)
	if !ok || !isStrided(m) {
		return conversion.NoMatch("not strided")
	}
	ctx := rw.Context()
	loc := op.Loc()
	p := l.stridedElementPtr(rw, loc, m, operands[1], operands[2:])
	a := lc.Op(rw, "llvm.atomicrmw", loc, []*ir.Value{p, operands[0]}, []ir.Type{operands[0].Type()},
		lc.Attr("bin_op", ctx.IntegerAttrInt64(ctx.I(64), bin)),
		lc.Attr("ordering", ctx.IntegerAttrInt64(ctx.I(64), orderingAcqRel)))
	rw.ReplaceOpWith(op, a)
	return nil
}

// genericAtomicRMW wraps the op's body in a llvm.cmpxchg loop:
//
//	init:  %loaded = load; br loop(%loaded)
//	loop(%cur): <body>; %pair = cmpxchg; cond_br %ok, end, loop(%new)
//	end:   <ops after the atomic>
func (l *lowering) genericAtomicRMW(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error {
	m, ok := op.Operand(0).Type().(*ir.MemRefType)
	if !ok {
		return conversion.NoMatch("not a ranked memref")
	}
	body := op.Region(0).First()
	if body == nil || body.NumArgs() != 1 || body.Terminator() == nil {
		return conversion.NoMatch("malformed body")
	}
	ctx := rw.Context()
	loc := op.Loc()
	valueType := l.tc.ConvertType(op.Result(0).Type())
	initBlock := rw.InsertionBlock()
	loopBlock := rw.SplitBlock(initBlock, op)
	loopArg := loopBlock.AddArg(valueType, loc)
	endBlock := rw.SplitBlock(loopBlock, op.Next())

	rw.SetInsertionPointToEnd(initBlock)
	p := l.stridedElementPtr(rw, loc, m, operands[0], operands[1:])
	init := lc.Load(rw, loc, l.tc.ConvertType(m.Elem), p, 0)
	branch(rw, loc, []*ir.Value{init}, loopBlock)

	rw.SetInsertionPointToStart(loopBlock)
	mapping := map[*ir.Value]*ir.Value{body.Arg(0): loopArg}
	for o := body.First(); o != nil && o != body.Last(); o = o.Next() {
		c := cloneOp(rw, o, mapping)
		for i, r := range o.Results() {
			mapping[r] = c.Result(i)
		}
	}
	result := body.Last().Operand(0)
	if v, ok := mapping[result]; ok {
		result = v
	}
	pair := lc.Op(rw, "llvm.cmpxchg", loc, []*ir.Value{p, loopArg, result},
		[]ir.Type{llvm.LiteralStruct(ctx, []ir.Type{result.Type(), ctx.I(1)}, false)},
		lc.Attr("success_ordering", ctx.IntegerAttrInt64(ctx.I(64), orderingAcqRel)),
		lc.Attr("failure_ordering", ctx.IntegerAttrInt64(ctx.I(64), orderingMonotonic))).Result(0)
	newLoaded := lc.ExtractValue(rw, loc, pair, 0)
	okv := lc.ExtractValue(rw, loc, pair, 1)
	condBranch(rw, loc, okv, endBlock, nil, loopBlock, []*ir.Value{newLoaded})
	rw.SetInsertionPointToEnd(endBlock)
	rw.ReplaceOp(op, newLoaded)
	return nil
}

// cloneOp copies op at the rewriter's insertion point with its operands
// remapped through mapping (regions included), as OpBuilder::clone.
func cloneOp(rw *conversion.Rewriter, op *ir.Operation, mapping map[*ir.Value]*ir.Value) *ir.Operation {
	st := cloneState(op, mapping)
	return rw.Create(st)
}

func cloneState(op *ir.Operation, mapping map[*ir.Value]*ir.Value) *ir.OperationState {
	lookup := func(v *ir.Value) *ir.Value {
		if m, ok := mapping[v]; ok {
			return m
		}
		return v
	}
	st := &ir.OperationState{Name: op.Name(), OpName: op.OpName(), Loc: op.Loc(), Types: op.ResultTypes(), Props: op.Props()}
	for _, v := range op.Operands() {
		st.Operands = append(st.Operands, lookup(v))
	}
	if d := op.Attrs(); d != nil {
		st.Attrs = append(st.Attrs, d.Entries...)
	}
	for _, s := range op.Successors() {
		st.Successors = append(st.Successors, s)
	}
	ctx := op.Context()
	for _, r := range op.Regions() {
		nr := st.AddRegion()
		blocks := map[*ir.Block]*ir.Block{}
		for b := r.First(); b != nil; b = b.Next() {
			nb := ir.NewBlock()
			for i, a := range b.Args() {
				mapping[a] = nb.AddArg(a.Type(), b.Arg(i).Loc())
			}
			nr.Append(nb)
			blocks[b] = nb
		}
		for b := r.First(); b != nil; b = b.Next() {
			nb := blocks[b]
			for o := b.First(); o != nil; o = o.Next() {
				cs := cloneState(o, mapping)
				for i, s := range cs.Successors {
					if m, ok := blocks[s]; ok {
						cs.Successors[i] = m
					}
				}
				c := ctx.Create(cs)
				nb.Append(c)
				for i, res := range o.Results() {
					mapping[res] = c.Result(i)
				}
			}
		}
	}
	return st
}

func (l *lowering) assumeAlignment(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error {
	align, ok := intAttr(op, "alignment")
	if !ok {
		return conversion.NoMatch("no alignment")
	}
	loc := op.Loc()
	m, ok := op.Operand(0).Type().(*ir.MemRefType)
	if !ok {
		return conversion.NoMatch("not a ranked memref")
	}
	p := l.stridedElementPtr(rw, loc, m, operands[0], nil)
	as, _ := l.addrSpace(m)
	intPtr := l.tc.Ctx.I(l.tc.PointerBitwidthIn(as))
	zero := lc.IndexConstant(rw, loc, intPtr, 0)
	mask := lc.IndexConstant(rw, loc, intPtr, align-1)
	pv := cast1(rw, "llvm.ptrtoint", loc, intPtr, p)
	and := lc.Binary(rw, loc, "llvm.and", pv, mask)
	cmp := lc.ICmp(rw, loc, icmpEQ, and, zero)
	lc.Op(rw, "llvm.intr.assume", loc, []*ir.Value{cmp}, nil)
	rw.EraseOp(op)
	return nil
}
