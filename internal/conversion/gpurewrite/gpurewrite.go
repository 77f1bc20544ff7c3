// Package gpurewrite holds the GPU dialect's in-dialect rewrites that the
// NVVM and ROCDL lowerings run through the greedy driver first (MLIR 19's
// populateGpuRewritePatterns): gpu.all_reduce expanded into shuffles and
// workgroup memory, gpu.global_id into block and thread ids, and shuffles
// of 64-bit values split into two 32-bit ones.
package gpurewrite

import (
	"gpuc/internal/dialect/gpu"
	"gpuc/internal/ir"
	"gpuc/internal/ods"
	"gpuc/internal/rewrite"
)

// Patterns returns populateGpuRewritePatterns: all-reduce, global-id and
// shuffle rewrites, in that order.
func Patterns() []*rewrite.Pattern {
	return []*rewrite.Pattern{allReducePattern(), globalIDPattern(), shufflePattern()}
}

// builder creates ops at a rewriter's insertion point with one location.
type builder struct {
	rw  *rewrite.Rewriter
	loc ir.Location
}

func (b *builder) op(name string, operands []*ir.Value, types []ir.Type, attrs ...ir.NamedAttr) *ir.Operation {
	return b.rw.Create(&ir.OperationState{Name: name, Loc: b.loc, Operands: operands, Types: types, Attrs: attrs})
}

func (b *builder) val(name string, operands []*ir.Value, t ir.Type, attrs ...ir.NamedAttr) *ir.Value {
	return b.op(name, operands, []ir.Type{t}, attrs...).Result(0)
}

func (b *builder) binary(name string, lhs, rhs *ir.Value) *ir.Value {
	return b.val(name, []*ir.Value{lhs, rhs}, lhs.Type())
}

func (b *builder) constInt(v int64, t ir.Type) *ir.Value {
	ctx := b.rw.Ctx
	return b.val("arith.constant", nil, t, ir.NamedAttr{Name: "value", Value: ctx.IntegerAttrInt64(t, v)})
}

// cmpi predicates (arith.cmpi).
const (
	cmpEQ  = 0
	cmpSLT = 2
)

func (b *builder) cmpi(pred int64, lhs, rhs *ir.Value) *ir.Value {
	ctx := b.rw.Ctx
	return b.val("arith.cmpi", []*ir.Value{lhs, rhs}, ctx.I(1),
		ir.NamedAttr{Name: "predicate", Value: ctx.IntegerAttrInt64(ctx.I(64), pred)})
}

func dimAttr(ctx *ir.Context, d uint64) ir.Attribute {
	return ods.NewEnumAttr(ctx, ods.LookupEnumAttr("gpu", "dim"), d)
}

func (b *builder) dimOp(name string, d uint64) *ir.Value {
	ctx := b.rw.Ctx
	return b.val(name, nil, ctx.Index(), ir.NamedAttr{Name: "dimension", Value: dimAttr(ctx, d)})
}

func enumValue(a ir.Attribute) (uint64, bool) {
	switch a := a.(type) {
	case *ods.EnumAttr:
		return a.Value, true
	case *ir.IntegerAttr:
		return uint64(a.Int64()), true
	}
	return 0, false
}

// globalIDPattern is GpuGlobalIdRewriter: gpu.global_id d becomes
// thread_id d + block_id d * block_dim d in the index dialect.
func globalIDPattern() *rewrite.Pattern {
	return &rewrite.Pattern{Name: "GpuGlobalIdRewriter", Root: "gpu.global_id", Benefit: 1,
		Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) error {
			b := &builder{rw, op.Loc()}
			d, _ := enumValue(op.Attr("dimension"))
			blockID := b.dimOp("gpu.block_id", d)
			blockDim := b.dimOp("gpu.block_dim", d)
			tmp := b.binary("index.mul", blockID, blockDim)
			threadID := b.dimOp("gpu.thread_id", d)
			add := b.binary("index.add", threadID, tmp)
			rw.ReplaceOp(op, add)
			return nil
		}}
}

func intOrFloatWidth(t ir.Type) int {
	switch t := t.(type) {
	case *ir.IntegerType:
		return t.Width
	case *ir.FloatType:
		return t.Width()
	}
	return 0
}

// shufflePattern is GpuShuffleRewriter: a shuffle of a 64-bit value
// becomes shuffles of its two halves.
func shufflePattern() *rewrite.Pattern {
	return &rewrite.Pattern{Name: "GpuShuffleRewriter", Root: "gpu.shuffle", Benefit: 1,
		Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) error {
			ctx := rw.Ctx
			value := op.Operand(0)
			vt := value.Type()
			if intOrFloatWidth(vt) == 32 {
				return rewrite.ErrNoMatch
			}
			vb := &builder{rw, value.Loc()}
			i32, i64 := ctx.I(32), ctx.I(64)
			_, isFloat := vt.(*ir.FloatType)
			if isFloat {
				value = vb.val("arith.bitcast", []*ir.Value{value}, i64)
			}
			lo := vb.val("arith.trunci", []*ir.Value{value}, i32)
			c32 := vb.constInt(32, i64)
			hi := vb.binary("arith.shrui", value, c32)
			hi = vb.val("arith.trunci", []*ir.Value{hi}, i32)
			ob := &builder{rw, op.Loc()}
			mode := op.Attr("mode")
			shuffle := func(v *ir.Value) *ir.Operation {
				return ob.op("gpu.shuffle", []*ir.Value{v, op.Operand(1), op.Operand(2)}, []ir.Type{i32, ctx.I(1)},
					ir.NamedAttr{Name: "mode", Value: mode})
			}
			loRes := shuffle(lo)
			hiRes := shuffle(hi)
			lo = vb.val("arith.extui", []*ir.Value{loRes.Result(0)}, i64)
			hi = vb.val("arith.extui", []*ir.Value{hiRes.Result(0)}, i64)
			hi = vb.binary("arith.shli", hi, c32)
			v := ob.binary("arith.ori", hi, lo)
			if isFloat {
				v = vb.val("arith.bitcast", []*ir.Value{v}, vt)
			}
			validity := ob.binary("arith.andi", loRes.Result(1), hiRes.Result(1))
			rw.ReplaceOp(op, v, validity)
			return nil
		}}
}

// allReducePattern is GpuAllReduceRewrite, rooted on gpu.func: every
// uniform gpu.all_reduce in it is expanded (none is when one is not
// uniform).
func allReducePattern() *rewrite.Pattern {
	return &rewrite.Pattern{Name: "GpuAllReduceRewrite", Root: "gpu.func", Benefit: 1,
		Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) error {
			var reduces []*ir.Operation
			interrupted := op.Walk(func(o *ir.Operation) ir.WalkResult {
				if o.Name() != "gpu.all_reduce" {
					return ir.Advance
				}
				if o.Attr("uniform") == nil {
					return ir.Interrupt
				}
				reduces = append(reduces, o)
				return ir.Advance
			}) == ir.Interrupt
			if interrupted || len(reduces) == 0 {
				return rewrite.NoMatch("Non uniform reductions are not supported yet.")
			}
			for _, r := range reduces {
				(&allReduce{fn: op, op: r, rw: rw}).rewrite()
			}
			return nil
		}}
}

const subgroupSize = 32

type allReduce struct {
	fn, op *ir.Operation
	rw     *rewrite.Rewriter
	b      *builder
	vt     ir.Type
}

func (a *allReduce) rewrite() {
	rw := a.rw
	ctx := rw.Ctx
	a.b = &builder{rw, a.op.Loc()}
	a.vt = a.op.Operand(0).Type()
	b := a.b
	rw.SetInsertionPoint(a.op)
	i32 := ctx.I(32)
	dim := func(name string, d uint64) *ir.Value {
		return b.val("arith.index_cast", []*ir.Value{b.dimOp(name, d)}, i32)
	}
	dimX := dim("gpu.block_dim", 0)
	dimY := dim("gpu.block_dim", 1)
	dimZ := dim("gpu.block_dim", 2)
	tidX := dim("gpu.thread_id", 0)
	tidY := dim("gpu.thread_id", 1)
	tidZ := dim("gpu.thread_id", 2)
	tmp1 := b.binary("arith.muli", tidZ, dimY)
	tmp2 := b.binary("arith.addi", tmp1, tidY)
	tmp3 := b.binary("arith.muli", tmp2, dimX)
	tmp4 := b.binary("arith.muli", dimX, dimY)
	invocation := b.binary("arith.addi", tmp3, tidX)
	workgroupSize := b.binary("arith.muli", tmp4, dimZ)

	subgroupMask := b.constInt(subgroupSize-1, i32)
	laneID := b.binary("arith.andi", invocation, subgroupMask)
	isFirstLane := b.cmpi(cmpEQ, laneID, b.constInt(0, i32))
	smaller := b.binary("arith.subi", invocation, laneID)
	activeWidth := b.binary("arith.subi", workgroupSize, smaller)

	// MLIR's memref.load and memref.store builders set nontemporal = false
	// (which the generic form then prints).
	temporal := ir.NamedAttr{Name: "nontemporal", Value: ctx.Bool(false)}
	accum := a.factory()
	subgroupReduce := a.subgroupReduce(activeWidth, laneID, a.op.Operand(0), accum)
	buffer := a.workgroupBuffer()
	a.predicated(isFirstLane, func() {
		subgroupID := a.divideBySubgroupSize(invocation)
		index := b.val("arith.index_cast", []*ir.Value{subgroupID}, ctx.Index())
		b.op("memref.store", []*ir.Value{subgroupReduce, buffer, index}, nil, temporal)
	})
	b.op("gpu.barrier", nil, nil)
	biased := b.binary("arith.addi", workgroupSize, subgroupMask)
	numSubgroups := a.divideBySubgroupSize(biased)
	isValid := b.cmpi(cmpSLT, invocation, numSubgroups)
	zero := b.val("arith.constant", nil, ctx.Index(), ir.NamedAttr{Name: "value", Value: ctx.IntegerAttrInt64(ctx.Index(), 0)})
	a.predicated(isValid, func() {
		index := b.val("arith.index_cast", []*ir.Value{invocation}, ctx.Index())
		value := b.val("memref.load", []*ir.Value{buffer, index}, a.vt, temporal)
		result := a.subgroupReduce(numSubgroups, laneID, value, accum)
		b.op("memref.store", []*ir.Value{result, buffer, zero}, nil, temporal)
	})
	b.op("gpu.barrier", nil, nil)
	result := b.val("memref.load", []*ir.Value{buffer, zero}, a.vt, temporal)
	rw.ReplaceOp(a.op, result)
}

// workgroupBuffer adds a memref<32xT, workgroup> attribution to the
// function (gpu.func's addWorkgroupAttribution, not through the rewriter).
func (a *allReduce) workgroupBuffer() *ir.Value {
	ctx := a.rw.Ctx
	space := gpu.WorkgroupAddressSpaceAttr(ctx)
	t := ctx.MemRef([]int64{subgroupSize}, a.vt, nil, space)
	return gpu.AddWorkgroupAttribution(a.fn, t, ctx.Unknown())
}

func (a *allReduce) divideBySubgroupSize(v *ir.Value) *ir.Value {
	size := a.b.constInt(subgroupSize, a.rw.Ctx.I(32))
	return a.b.binary("arith.divsi", v, size)
}

type accumulator func(lhs, rhs *ir.Value) *ir.Value

// factory returns the accumulator of the op's body when it has one, else
// of its operation.
func (a *allReduce) factory() accumulator {
	if body := a.op.Region(0); !body.Empty() {
		return a.bodyFactory(body)
	}
	name := reductionOp(a.op)
	return func(lhs, rhs *ir.Value) *ir.Value {
		return makeArithReduction(a.b, name, lhs, rhs)
	}
}

// bodyFactory clones the op's accumulator body between the insertion
// point and the rest of its block, its gpu.yield branching to the rest,
// whose new argument is the accumulated value.
func (a *allReduce) bodyFactory(body *ir.Region) accumulator {
	return func(lhs, rhs *ir.Value) *ir.Value {
		rw := a.rw
		block, split := a.split()
		m := ir.NewMapping()
		m.Map(body.First().Arg(0), lhs)
		m.Map(body.First().Arg(1), rhs)
		rw.CloneRegionBefore(body, split.Parent(), split, m)
		first := block.Next()
		a.b.rw.Create(&ir.OperationState{Name: "cf.br", Loc: a.b.loc, Successors: []*ir.Block{first}})
		for blk := first; blk != split; blk = blk.Next() {
			t := blk.Last()
			if t == nil || t.Name() != "gpu.yield" {
				continue
			}
			rw.SetInsertionPointToEnd(blk)
			br := rw.Create(&ir.OperationState{Name: "cf.br", Loc: t.Loc(), Operands: []*ir.Value{t.Operand(0)}, Successors: []*ir.Block{split}})
			rw.ReplaceOpWith(t, br)
		}
		rw.SetInsertionPointToStart(split)
		return split.AddArg(lhs.Type(), lhs.Loc())
	}
}

// reductionOp returns the arith op of a gpu.all_reduce operation for the
// value's type (vector::makeArithReduction of convertReductionKind).
func reductionOp(op *ir.Operation) string {
	kind := ""
	if e, ok := op.Attr("op").(*ods.EnumAttr); ok {
		kind = e.Def.Enum.String(e.Value)
	}
	_, float := op.Operand(0).Type().(*ir.FloatType)
	if vt, ok := op.Operand(0).Type().(*ir.VectorType); ok {
		_, float = vt.Elem.(*ir.FloatType)
	}
	switch kind {
	case "add":
		if float {
			return "arith.addf"
		}
		return "arith.addi"
	case "mul":
		if float {
			return "arith.mulf"
		}
		return "arith.muli"
	}
	return map[string]string{
		"and": "arith.andi", "or": "arith.ori", "xor": "arith.xori",
		"maxnumf": "arith.maxnumf", "maximumf": "arith.maximumf", "minnumf": "arith.minnumf", "minimumf": "arith.minimumf",
		"maxsi": "arith.maxsi", "minsi": "arith.minsi", "maxui": "arith.maxui", "minui": "arith.minui",
	}[kind]
}

// makeArithReduction creates the arith op, folded when it folds
// (OpBuilder::createOrFold).
func makeArithReduction(b *builder, name string, lhs, rhs *ir.Value) *ir.Value {
	ctx := b.rw.Ctx
	op := ctx.Create(&ir.OperationState{Name: name, Loc: b.loc, Operands: []*ir.Value{lhs, rhs}, Types: []ir.Type{lhs.Type()}})
	blk := b.rw.InsertionBlock()
	ip := b.rw.SaveInsertionPoint()
	if blk != nil {
		blk.InsertBefore(op, ip.Before)
	}
	fb := ir.NewBuilder(ctx)
	fb.SetInsertionPoint(op)
	if values, created, ok := fb.TryFold(op); ok && len(values) > 0 {
		op.Erase()
		for _, c := range created {
			b.rw.Listener.NotifyOperationInserted(c)
		}
		return values[0]
	}
	if b.rw.Listener != nil {
		b.rw.Listener.NotifyOperationInserted(op)
	}
	return op.Result(0)
}

// split splits the insertion block at the insertion point.
func (a *allReduce) split() (*ir.Block, *ir.Block) {
	ip := a.rw.SaveInsertionPoint()
	return ip.Block, a.rw.SplitBlock(ip.Block, ip.Before)
}

// createIf is the rewriter's createIf: the current block is split into
// then, else and continue blocks; each factory fills its block and the
// continue block gets arguments for what they return.
func (a *allReduce) createIf(cond *ir.Value, thenF, elseF func() []*ir.Value) *ir.Block {
	rw := a.rw
	b := a.b
	current, thenBlock := a.split()
	elseBlock := rw.SplitBlock(thenBlock, thenBlock.First())
	cont := rw.SplitBlock(elseBlock, elseBlock.First())
	rw.SetInsertionPointToEnd(current)
	ctx := rw.Ctx
	b.rw.Create(&ir.OperationState{Name: "cf.cond_br", Loc: b.loc, Operands: []*ir.Value{cond},
		Successors: []*ir.Block{thenBlock, elseBlock},
		Attrs:      []ir.NamedAttr{{Name: "operandSegmentSizes", Value: ctx.DenseArray(ctx.I(32), []int64{1, 0, 0}, nil)}}})
	rw.SetInsertionPointToStart(thenBlock)
	thenOps := thenF()
	b.rw.Create(&ir.OperationState{Name: "cf.br", Loc: b.loc, Operands: thenOps, Successors: []*ir.Block{cont}})
	rw.SetInsertionPointToStart(elseBlock)
	elseOps := elseF()
	b.rw.Create(&ir.OperationState{Name: "cf.br", Loc: b.loc, Operands: elseOps, Successors: []*ir.Block{cont}})
	rw.SetInsertionPointToStart(cont)
	for _, v := range thenOps {
		cont.AddArg(v.Type(), v.Loc())
	}
	return cont
}

func (a *allReduce) predicated(cond *ir.Value, f func()) {
	a.createIf(cond, func() []*ir.Value { f(); return nil }, func() []*ir.Value { return nil })
}

// subgroupReduce reduces across the first activeWidth lanes of a
// subgroup (all of them when it is full) with xor shuffles.
func (a *allReduce) subgroupReduce(activeWidth, laneID, operand *ir.Value, accum accumulator) *ir.Value {
	rw := a.rw
	ctx := rw.Ctx
	b := a.b
	i32 := ctx.I(32)
	size := b.constInt(subgroupSize, i32)
	partial := b.cmpi(cmpSLT, activeWidth, size)
	shuffle := func(v, offset, width *ir.Value) *ir.Operation {
		return b.op("gpu.shuffle", []*ir.Value{v, offset, width}, []ir.Type{a.vt, ctx.I(1)},
			ir.NamedAttr{Name: "mode", Value: ods.NewEnumAttr(ctx, ods.LookupEnumAttr("gpu", "shuffle_mode"), 0)})
	}
	cont := a.createIf(partial, func() []*ir.Value {
		value := operand
		for i := 1; i < subgroupSize; i <<= 1 {
			offset := b.constInt(int64(i), i32)
			sh := shuffle(value, offset, activeWidth)
			v := value
			c := a.createIf(sh.Result(1), func() []*ir.Value {
				return []*ir.Value{accum(v, sh.Result(0))}
			}, func() []*ir.Value { return []*ir.Value{v} })
			value = c.Arg(0)
		}
		return []*ir.Value{value}
	}, func() []*ir.Value {
		value := operand
		for i := 1; i < subgroupSize; i <<= 1 {
			offset := b.constInt(int64(i), i32)
			sh := shuffle(value, offset, size)
			value = accum(value, sh.Result(0))
		}
		return []*ir.Value{value}
	})
	return cont.Arg(0)
}
